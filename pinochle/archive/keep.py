"""The app's two uses of the archive: keep the game before New game clears it (pinochle.app.settings), and read the
games kept (App.kept_games, for the stats). Loaded on demand, so the app carries neither between."""

from pinochle.archive.store import Archive


def _medium(app):
    """app.archive as a medium: a folder (a MicroPython board's) becomes the file archive there, once; None: none."""
    where = app.archive
    if isinstance(where, str):
        from pinochle.archive.file import archive_file

        where = app.archive = archive_file(where)
    return where


def keep_game(app):
    """Keep app's game in its archive (app.archive: a medium, a folder for pinochle.archive.file, or None): marked
    finished when it has a winner, else given up. A line for the screen ("" when all went well); a game with no hand
    is not kept."""
    ledger = app.ledger
    medium = _medium(app)
    if medium is None or not ledger.count:
        return ""
    # The save's sequence names this game: kept again after a cut before the new game's save, it is known.
    tag = (app.store.sequence or 0) if app.store is not None else 0
    return Archive(medium).add(ledger, app.team_names, ledger.winner() is not None, tag)


def kept_games(app):
    """app's archive scanned, to read with each() (its games one at a time, oldest first; skipped after), or None when
    there is none or the area is refused (said on the screen)."""
    medium = _medium(app)
    if medium is None:
        return None
    archive = Archive(medium)
    if archive.scan():
        app.say(archive.problem)
        return None
    return archive
