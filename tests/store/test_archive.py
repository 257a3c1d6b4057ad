"""The archive's sectors (pinochle.archive.store): games kept and read back, the oldest going when it is full, a record
or an area that fails its check. Power cuts: tests/store/test_archive_faults.py."""

MICROPYTHON = True
MICROPYTHON_HEAP = "136k"

import struct  # noqa: E402

from archive_area import RamArea  # noqa: E402
from game_script import TEAMS, last_game  # noqa: E402

from pinochle.archive import SECTOR  # noqa: E402
from pinochle.archive.store import DAMAGED, FULL, OLD_VERSION, Archive  # noqa: E402


def _keep(area, games, start=0):
    """Keep games (hand counts) in area, each tagged by its number; the lines said, where not ""."""
    said = []
    for number, hands in enumerate(games, start):
        game = last_game(hands)
        line = Archive(area).add(game.ledger, TEAMS, number % 2 == 0, number + 1)
        if line:
            said.append((number, line))
    return said


def _records(games):
    return [bytes(game.ledger.records) for game in games]


def test_games_kept_come_back_oldest_first_with_their_names_rules_and_end():
    area = RamArea(2)
    assert Archive(area).games() == ([], 0)
    assert _keep(area, (3, 5, 2)) == []
    games, skipped = Archive(area).games()
    assert skipped == 0
    assert _records(games) == _records([last_game(3), last_game(5), last_game(2)])
    assert [game.finished for game in games] == [True, False, True]
    assert [game.team_names for game in games] == [TEAMS] * 3
    assert games[0].ledger.rules.name == "double" and games[0].ledger.first_dealer == 1
    assert games[1].ledger.totals() == last_game(5).ledger.totals()
    assert not games[1].ledger.undo_steps  # undo steps are not kept with a finished game


def test_a_game_kept_again_with_the_same_tag_is_kept_once():
    area = RamArea(2)
    game = last_game(4)
    assert Archive(area).add(game.ledger, TEAMS, True, 7) == ""
    writes = area.writes
    assert Archive(area).add(game.ledger, TEAMS, True, 7) == ""  # a cut came before the new game's save
    assert area.writes == writes and len(Archive(area).games()[0]) == 1
    assert Archive(area).add(game.ledger, TEAMS, True, 8) == ""  # the same hands, another game
    assert len(Archive(area).games()[0]) == 2


def test_a_full_area_drops_the_oldest_games_and_says_so_once():
    area = RamArea(3)
    hands = [30 + number % 10 for number in range(36)]  # about 10 games a sector
    said = _keep(area, hands)
    assert len(said) == 1 and said[0][1] == FULL
    games, skipped = Archive(area).games()
    assert skipped == 0 and 10 < len(games) < 36
    # The newest games, in order, with nothing between them missing.
    shown = _records(games)
    del games
    for number, records in enumerate(shown, len(hands) - len(shown)):
        assert records == bytes(last_game(hands[number]).ledger.records)


def test_a_record_that_fails_its_check_is_skipped_and_counted_never_shown():
    area = RamArea(4)
    _keep(area, [30 + number for number in range(12)] + [3])  # a first sector full, then a newer one
    kept = _records(Archive(area).games()[0])
    # A bit flips in the first game's record in the sector holding the most games from the first (older copies
    # of a few of them may be left in a sector written before).
    heads = [struct.unpack_from("<IBBHHII", area.data, index * SECTOR) for index in range(4)]
    full = max((index for index in range(4) if heads[index][6] == 0), key=lambda index: heads[index][3])
    area.data[full * SECTOR + 40] ^= 0x10
    found, skipped = Archive(area).games()
    shown = _records(found)
    assert skipped >= 1
    assert len(shown) + skipped == len(kept) and [record for record in kept if record in shown] == shown


def test_a_damaged_or_older_area_is_refused_and_never_written():
    area = RamArea(2)
    _keep(area, (3, 4))
    for index in (0, 1):  # two sectors of garbage: more than a cut leaves
        area.data[index * SECTOR : index * SECTOR + 64] = bytes(range(64))
    kept = bytes(area.data)
    archive = Archive(area)
    assert archive.games() == ([], 0) and archive.problem == DAMAGED
    assert Archive(area).add(last_game(3).ledger, TEAMS, True, 5) == DAMAGED
    assert bytes(area.data) == kept
    del area, kept, archive
    older = RamArea(2)
    _keep(older, (3,))
    older.data[4] = 2  # another version's sector
    kept = bytes(older.data)
    assert Archive(older).scan() == OLD_VERSION % 2
    assert Archive(older).add(last_game(3).ledger, TEAMS, True, 5) == OLD_VERSION % 2
    assert bytes(older.data) == kept
