"""An archive area in RAM for the tests and the bench: the medium pinochle.archive.store writes a sector at a time,
which the tests cut, damage and count."""

from pinochle.archive import SECTOR


class RamArea:
    """sectors * SECTOR bytes, blank (0xFF) at first. writes counts the sectors written; cut_after (a number of
    bytes) makes the next write stop there, as the power going would, and raise OSError."""

    def __init__(self, sectors=4, data=None):
        self.name = "archive"
        if data is None:  # filled in place: no second copy of the area on a small heap
            data = bytearray(sectors * SECTOR)
            blank = b"\xff" * 256
            for at in range(0, len(data), 256):
                data[at : at + 256] = blank
        self.data = data
        self.size = len(self.data)
        self.writes = 0
        self.cut_after = None

    def read_into(self, buffer, offset=0):
        count = max(0, min(len(buffer), self.size - offset))
        buffer[:count] = self.data[offset : offset + count]
        return count

    def write_at(self, offset, data):
        assert offset % SECTOR == 0 and len(data) == SECTOR, "whole sectors only"
        self.writes += 1
        if self.cut_after is not None:
            cut, self.cut_after = self.cut_after, None
            self.data[offset : offset + SECTOR] = b"\xff" * SECTOR  # erased first, as the flash does
            self.data[offset : offset + cut] = data[:cut]
            raise OSError(5, "power cut")
        self.data[offset : offset + len(data)] = data


def area_holding(games, sectors=4):
    """A RamArea with games (each with a ledger, team names and finished) kept in it, oldest first."""
    from pinochle.archive.store import Archive

    area = RamArea(sectors)
    for game in games:
        assert Archive(area).add(game.ledger, game.team_names, game.finished) == ""
    return area


class KeptList:
    """The archive's reading side (pinochle.archive.store.Archive: each(), then skipped) over games in a list, for the
    Stats screen's tests on a small heap, without the archive's code; skipped: the records said to fail their check."""

    def __init__(self, games, skipped=0):
        self.games = games
        self.failed = skipped
        self.skipped = 0

    def each(self, wanted=None):
        for serial in range(len(self.games)):
            if wanted is None or serial == wanted:
                yield serial, self.games[serial]
        self.skipped = self.failed
