"""The question asked at power-up when the saved game could not be read: play on without saving, or start a
new game over it. Loaded only then; its module is dropped with the other screens' on the scores screen."""

from pinochle.app.menu import Menu


def ask_about_damage(app, reason=None):
    """Keep the damaged save's bytes untouched (no saving) until the table chooses a new game; reason: why a save
    that reads back could not be played, shown under the title."""
    save = app.save
    app.save = None

    def new_game():
        app.save = save
        app.home()
        app.commit()

    def play_unsaved():
        app.home()
        app.say("not saving: old game kept", 8000)

    lines = ("Saved game damaged", "it is kept as it was")
    if reason:
        from pinochle.app.screen import break_lines

        lines = ("Saved game fails:",) + break_lines(reason, app.columns) + ("it is kept as it was",)
    entries = (("Play, don't save", play_unsaved), ("New game, save it", new_game))
    app.push(Menu(app, lines[0], entries, 0, lines))
