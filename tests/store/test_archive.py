"""The archive's sectors (pinochle.archive.store): games kept and read back, the oldest going when it is full, a cut
at every byte of a sector's write, a record or an area that fails its check."""

MICROPYTHON = True
MICROPYTHON_HEAP = "96k"

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
    area = RamArea(4)
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
    area = RamArea(4)
    game = last_game(4)
    assert Archive(area).add(game.ledger, TEAMS, True, 7) == ""
    writes = area.writes
    assert Archive(area).add(game.ledger, TEAMS, True, 7) == ""  # a cut came before the new game's save
    assert area.writes == writes and len(Archive(area).games()[0]) == 1
    assert Archive(area).add(game.ledger, TEAMS, True, 8) == ""  # the same hands, another game
    assert len(Archive(area).games()[0]) == 2


def test_a_full_area_drops_the_oldest_games_and_says_so_once():
    area = RamArea(3)
    hands = [3 + number % 20 for number in range(90)]
    said = _keep(area, hands)
    assert len(said) == 1 and said[0][1] == FULL
    games, skipped = Archive(area).games()
    assert skipped == 0 and 10 < len(games) < 90
    # The newest games, in order, with nothing between them missing.
    assert _records(games) == _records([last_game(count) for count in hands[-len(games) :]])


def test_a_cut_at_any_byte_of_a_write_costs_at_most_the_game_being_kept():
    for sectors, kept in ((3, 20), (3, 60), (4, 5)):
        area = RamArea(sectors)
        _keep(area, [3 + number % 20 for number in range(kept)])
        before = _records(Archive(area).games()[0])
        new = last_game(6)
        for cut in range(0, SECTOR, 61):
            broken = RamArea(data=bytearray(area.data))
            broken.cut_after = cut
            assert Archive(broken).add(new.ledger, TEAMS, True, 999).startswith("not archived")
            games, skipped = Archive(broken).games()
            assert skipped == 0  # the newest sector's part-written record is the game still being played
            after = _records(games)
            if after and after[-1] == bytes(new.ledger.records):
                after.pop()  # whole before the cut: kept
            # Only games the write was dropping to make room may go: the oldest.
            assert after == before[len(before) - len(after) :] and len(after) >= len(before) - 12
            # The next game kept after the cut goes in whole.
            assert Archive(broken).add(new.ledger, TEAMS, True, 999) in ("", FULL)
            assert _records(Archive(broken).games()[0])[-1] == bytes(new.ledger.records)


def test_a_record_that_fails_its_check_is_skipped_and_counted_never_shown():
    area = RamArea(4)
    _keep(area, [30 + number for number in range(12)] + [3])  # a first sector full, then a newer one
    games, _ = Archive(area).games()
    # A bit flips in the first game's record in the sector holding the most games from the first (older copies
    # of a few of them may be left in a sector written before).
    heads = [struct.unpack_from("<IBBHHII", area.data, index * SECTOR) for index in range(4)]
    full = max((index for index in range(4) if heads[index][6] == 0), key=lambda index: heads[index][3])
    area.data[full * SECTOR + 40] ^= 0x10
    found, skipped = Archive(area).games()
    assert skipped >= 1
    shown, kept = _records(found), _records(games)
    assert len(shown) + skipped == len(kept) and [record for record in kept if record in shown] == shown


def test_a_damaged_or_older_area_is_refused_and_never_written():
    area = RamArea(4)
    _keep(area, (3, 4))
    for index in (1, 2):  # two sectors of garbage: more than a cut leaves
        area.data[index * SECTOR : index * SECTOR + 64] = bytes(range(64))
    kept = bytes(area.data)
    archive = Archive(area)
    assert archive.games() == ([], 0) and archive.problem == DAMAGED
    assert Archive(area).add(last_game(3).ledger, TEAMS, True, 5) == DAMAGED
    assert bytes(area.data) == kept
    older = RamArea(4)
    _keep(older, (3,))
    older.data[4] = 2  # another version's sector
    kept = bytes(older.data)
    assert Archive(older).scan() == OLD_VERSION % 2
    assert Archive(older).add(last_game(3).ledger, TEAMS, True, 5) == OLD_VERSION % 2
    assert bytes(older.data) == kept
