"""load_folder (pinochle.archive): the kept games read from a save folder or a board's drive, for the computer's
commands. CPython only (files in a temporary folder)."""

from game_script import TEAMS, last_game

from pinochle.archive import load_folder
from pinochle.archive.file import archive_file
from pinochle.archive.store import DAMAGED, Archive


def test_load_folder_reads_a_save_folder_or_a_boards_drive_and_says_when_there_is_none(tmp_path):
    assert load_folder(str(tmp_path)) is None
    area = archive_file(str(tmp_path))
    for tag, hands in enumerate((3, 4), 1):
        assert Archive(area).add(last_game(hands).ledger, TEAMS, True, tag) == ""
    games, skipped = load_folder(str(tmp_path))
    assert skipped == 0 and [bytes(game.ledger.records) for game in games] == [
        bytes(last_game(count).ledger.records) for count in (3, 4)
    ]
    drive = tmp_path / "drive"
    (drive / "save").mkdir(parents=True)
    (drive / "save" / "archive.sav").write_bytes((tmp_path / "pinochle-archive.sav").read_bytes().ljust(65536, b"\xff"))
    assert len(load_folder(str(drive))[0]) == 2
    (drive / "save" / "archive.sav").write_bytes(bytes(range(256)) * 256)
    try:
        load_folder(str(drive))
        raise AssertionError("a damaged archive read")
    except ValueError as error:
        assert DAMAGED in str(error)
