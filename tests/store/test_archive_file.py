"""The archive's files: CircuitPython's laid-out save/archive.sav (opened once, written in place a whole sector at a
time, never flushed, closed or grown, and never made), and the littlefs or simulator file made at the first game."""

import io
import os
import tempfile

from game_script import TEAMS, last_game

from pinochle.archive import SECTOR
from pinochle.archive.file import ArchiveFile, archive_file
from pinochle.archive.store import Archive
from pinochle.device.circuitpython import slot_file as laid_out


class SpyFile(io.BytesIO):
    """A file on the drive that notes every call that could write the FAT or a folder."""

    def __init__(self, data):
        io.BytesIO.__init__(self, data)
        self.calls = []

    def write(self, data):
        self.calls.append(("write", self.tell(), len(data)))
        return io.BytesIO.write(self, data)

    def flush(self):
        self.calls.append(("flush",))

    def close(self):
        self.calls.append(("close",))


def test_the_laid_out_archive_is_written_a_whole_sector_in_place_and_never_flushed_closed_or_grown():
    spy = SpyFile(b"\xff" * laid_out.ARCHIVE_SIZE)
    opened = []

    def opener(path, mode="rb"):
        opened.append((path, mode))
        return spy

    area = laid_out.open_archive("/", opener)
    synced = []
    area._sync = lambda: synced.append(1)
    for number, hands in enumerate((3, 30, 31)):
        assert Archive(area).add(last_game(hands).ledger, TEAMS, True, number + 1) == ""
    assert opened == [("/save/archive.sav", "r+b")]
    writes = [call for call in spy.calls if call[0] == "write"]
    assert len(writes) == 3 == len(synced) and ("flush",) not in spy.calls and ("close",) not in spy.calls
    assert all(at % SECTOR == 0 and length == SECTOR for _, at, length in writes)
    assert len(spy.getvalue()) == laid_out.ARCHIVE_SIZE
    assert [game.ledger.count for game in Archive(area).games()[0]] == [3, 30, 31]


def test_no_laid_out_archive_no_games_kept_and_no_file_made():
    for size in (0, laid_out.ARCHIVE_SIZE - 512):
        opened = []

        def opener(path, mode="rb", size=size, opened=opened):
            opened.append(mode)
            if not size:
                raise OSError(2)
            return SpyFile(b"\xff" * size)

        assert laid_out.open_archive("/", opener) is None
        assert opened == ["r+b"]


def test_the_file_archive_is_made_at_the_first_game_and_grown_a_sector_at_a_time():
    with tempfile.TemporaryDirectory() as folder:
        area = archive_file(folder)
        assert Archive(area).games() == ([], 0) and not os.listdir(folder)
        assert Archive(area).add(last_game(3).ledger, TEAMS, True, 1) == ""
        assert os.path.getsize(area.path) == SECTOR  # the first sector
        for number in range(2, 14):
            assert Archive(area).add(last_game(30).ledger, TEAMS, False, number) == ""
        size = os.path.getsize(area.path)
        assert size % SECTOR == 0 and SECTOR < size <= area.size
        games, skipped = Archive(ArchiveFile(area.path)).games()
        assert skipped == 0 and [game.finished for game in games] == [True] + [False] * 12


def test_the_laid_out_file_is_whole_archive_sectors():
    assert laid_out.ARCHIVE_SIZE % SECTOR == 0 and laid_out.ARCHIVE_SIZE // SECTOR == laid_out.ARCHIVE_SECTORS


def test_a_micropython_boards_folder_becomes_its_archive_file_when_a_game_is_first_kept():
    from pinochle.archive.keep import keep_game, kept_games

    class App:
        store = None
        team_names = TEAMS

        def say(self, text):
            raise AssertionError(text)

    with tempfile.TemporaryDirectory() as folder:
        app = App()
        app.archive, app.ledger = folder, last_game(3).ledger
        assert keep_game(app) == "" and app.archive.path == os.path.join(folder, "pinochle-archive.sav")
        assert [game.ledger.count for game in kept_games(app).games()[0]] == [3]
        assert os.listdir(folder) == ["pinochle-archive.sav"]
