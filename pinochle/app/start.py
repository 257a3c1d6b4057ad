"""Power-up: the app over the newest saved game, or a new one. Both front ends (code.py on CircuitPython,
micropython/handheld.py) start the app here."""

from pinochle.app import App
from pinochle.rules import make_rules


def start_app(settings, rows, columns, store, notice="", export=None, keep_damaged=None):
    """settings gives profile, options, target and team_names for a new game, the signal convention and the
    buttons (keys: five or three);
    store is a GameStore or None.

    A saved game keeps the rules it was started with. When nothing saved can be read but something is
    there, keep_damaged(recovery) may copy its bytes aside, and the app asks before writing over it (saying why,
    when a save that reads back could not be played).
    """
    rules = make_rules(settings.profile, settings.options, settings.target)
    ledger = None
    team_names = settings.team_names
    pending_bid = None
    damaged = False
    if store is not None:
        found = store.recover()
        notice = notice or found.message
        damaged = found.status == "damaged" and (found.doubt or True)
        if damaged and keep_damaged is not None:
            keep_damaged(found)
        saved = found.value
        if saved is not None:
            ledger = saved.ledger
            rules = ledger.rules
            team_names = saved.team_names or team_names
            pending_bid = saved.pending_bid
    app = App(
        rules,
        rows=rows,
        columns=columns,
        team_names=team_names,
        save=store.save if store is not None else None,
        ledger=ledger,
        notice=notice,
        damaged=damaged,
        export=export,
        signals=settings.signals or rules.signals,  # unset: the convention of the game's own rules text
        keys=getattr(settings, "keys", "five"),
    )
    app.pending_bid = pending_bid
    return app
