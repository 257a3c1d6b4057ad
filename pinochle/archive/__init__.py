"""Finished games kept after New game: what an archived game is. The archive's storage and the stats read these."""

SECTOR = 4096  # the flash's erase sector: the archive is written a whole one at a time (pinochle.archive.store)


class ArchivedGame:
    """One kept game: its ledger (with its rules, first dealer and every hand), the team or player names, and
    whether it ran to its end (a winner, or every deal played) or was given up with New game."""

    def __init__(self, ledger, team_names, finished):
        self.ledger = ledger
        self.team_names = tuple(team_names)
        self.finished = finished

    def winner(self):
        """The winning side's index, or None (given up, or ended without one)."""
        return self.ledger.winner()


def load_folder(path):
    """(games, skipped) kept in a save folder: the simulator's (or a MicroPython board's) archive file, or a
    CircuitPython board's drive (save/archive.sav); games are ArchivedGame, oldest first, skipped the records that
    failed their check. None when the folder has no archive; ValueError (with the screen's words) when it is refused.
    For the computer's commands; the board reads its own through the app."""
    import os

    from pinochle.archive.file import NAME, ArchiveFile
    from pinochle.archive.store import Archive

    for name in (NAME, os.path.join("save", "archive.sav")):  # the second: pinochle.device.circuitpython's layout
        where = os.path.join(path, name)
        if os.path.isfile(where):
            archive = Archive(ArchiveFile(where, max(1, os.path.getsize(where) // SECTOR)))
            problem = archive.scan()
            if problem:
                raise ValueError("%s: %s" % (where, problem))
            return archive.games()
    return None
