"""Power-up: the app over the newest saved game, or a new one. pinochle.runner.power_up starts the app here on
every board; this module is on pinochle.memory's list, dropped with the rest once the app is built."""

from pinochle.app import App
from pinochle.memory import drop_on_demand
from pinochle.rules import make_rules
from pinochle.store import OUT_OF_MEMORY
from pinochle.store.recovery import DAMAGED, NO_MEMORY  # power-up code, as this module is


def start_app(
    settings, rows, columns, store, notice="", export=None, keep_damaged=None, keep_screens=False, archive=None
):
    """settings gives profile, options, target and team_names for a new game, the signal convention and the
    key layout (keys: five, three, keypad or macropad); store is a GameStore or None; keep_screens and archive (the
    kept games' medium, or None) go to the App.

    A saved game keeps the rules it was started with. When nothing saved can be read but something is
    there, keep_damaged(recovery) may copy its bytes aside, and the app asks before writing over it (saying why,
    when a save that reads back could not be played). When memory runs out reading it, that is no damage: what the
    read held is freed and it is read again; if memory runs out again, a game that does not save starts, and the
    screen says so.
    """
    rules = make_rules(settings.profile, settings.options, settings.target)
    ledger = None
    team_names = settings.team_names
    pending_bid = None
    damaged = False
    if store is not None:
        found = store.recover()
        if found.status == NO_MEMORY:  # read again: what the first reading held is garbage now
            found = store.recover()
            if found.status == NO_MEMORY:
                store, notice = None, OUT_OF_MEMORY
        notice = notice or found.message
        damaged = found.status == DAMAGED and (found.doubt or True)
        if damaged and keep_damaged is not None:
            keep_damaged(found)
        saved = found.value
        if saved is not None:
            ledger = saved.ledger
            rules = ledger.rules
            team_names = saved.team_names or team_names
            pending_bid = saved.pending_bid
    drop_on_demand()  # the profile's values, reading the save back: power-up code, the game's room now
    app = App(
        rules,
        rows=rows,
        columns=columns,
        team_names=team_names,
        store=store,
        signals=settings.signals or rules.signals,  # unset: the convention of the game's own rules text
        ledger=ledger,
        notice=notice,
        damaged=damaged,
        export=export,
        keys=getattr(settings, "keys", "five"),
        keep_screens=keep_screens,
    )
    app.pending_bid = pending_bid
    app.archive = archive
    # A saved game keeps its own; settings.toml's (read at this power-up) are for the next game it starts.
    app.new_game = (settings.profile, tuple(settings.options), settings.target, tuple(settings.team_names))
    return app
