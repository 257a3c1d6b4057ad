"""The question at power-up when the saved game could not be read: play on without saving, or a new game over it.
App opens it (pinochle.app.DAMAGED) only then."""

from pinochle.app import NOTICE_MS
from pinochle.app.menu import Menu
from pinochle.fit import wrap


def make_screen(app, state):
    """state: (the store held back, why a save that reads back could not be played or None). The damaged save's
    bytes stay untouched until the table chooses a new game."""
    store, reason = state

    def new_game():
        app.store = store
        app.home()
        app.commit()

    def play_unsaved():
        app.home()
        app.say("not saving: old game kept", NOTICE_MS)

    lines = ("Saved game fails:",) + wrap(reason, app.columns) if reason else ("Saved game damaged",)
    lines += ("it is kept as it was",)
    return Menu(app, lines, (("Play, don't save", play_unsaved), ("New game, save it", new_game)))
