"""The Stats screen from the scores screen: its figures as rows that each say whose they are, on both sizes and every
key layout; the kept games opened as their History, read only; Save all as CSV, one file a game, that
tools/csv_replay.py --check reads back."""

import io

import pytest
from app_driver import Driver
from archive_area import KeptList, RamArea, area_holding

from pinochle.archive import ArchivedGame
from pinochle.archive.store import Archive
from pinochle.fit import shortest
from pinochle.ledger import Ledger
from pinochle.rules import get_rules
from pinochle.stats import figure_rows, figures
from pinochle.store import export
from tools import csv_replay

LAYOUTS = [(rows, keys) for rows in (5, 3) for keys in ("five", "three", "keypad", "macropad")]
# Each layout's words for up, down, OK and back on a list (the keypad: 2, 8, #, *; the MacroPad's knob).
WORDS = {
    "five": ("UP", "DOWN", "OK", "BACK"),
    "three": ("UP", "DOWN", "OK", "BACK"),
    "keypad": ("2", "8", "OK", "ERASE"),
    "macropad": ("CCW", "CW", "OK", "BACK"),
}


def kept(profile, names, hands, finished=None):
    ledger = Ledger(get_rules(profile))
    for hand in hands:
        ledger.add(hand)
    return ArchivedGame(ledger, names, ledger.winner() is not None if finished is None else finished)


def three_games():
    return [
        kept("double", ("RIVERBEND", "HAWKS"), [{"declarer": 1, "bid": 60, "meld": [0, 450], "took": [0, 50]}]),
        kept(
            "double",
            ("US", "HAWKS"),
            [
                {"declarer": 0, "bid": 60, "meld": [43, 22], "took": [31, 19]},
                {"declarer": 1, "bid": 55, "meld": [10, 25], "took": [26, 24]},
            ],
        ),
        kept(
            "call-for-card", (), [{"declarer": 0, "partner": 2, "bid": 60, "meld": [20, 0, 30, 0, 0], "took": [40, 10]}]
        ),
    ]


def driver(rows, keys, games, skipped=0, **settings):
    """The app with `games` kept and one hand of its own under way, on the scores screen."""
    found = Driver(rows=rows, keys=keys, **settings)
    found.app.archive = area_holding(games)
    if skipped:  # records said to fail their check (which ones fail: tests/store/test_archive.py)
        found.app.kept_games = lambda: KeptList(games, skipped)
    found.app.ledger.add({"declarer": 0, "bid": 50, "meld": [20, 20], "took": [40, 10]})
    return found


def open_stats(found, keys):
    """Stats from the scores screen: two UP from the first, under Settings ("7 Stats" on digit keys)."""
    if keys in ("keypad", "macropad"):
        found.frame()
        assert found.app.stack[-1].items()[-2] == "7 Stats"
        found.press("7")
    else:
        found.press("UP UP")
        assert found.cursor_line() == "Stats"
        found.press("OK")
    assert found.lines()[0].startswith(("Stats", "4 games"))


def every_row(found, keys):
    """Each row of the sheet once, from the top down (the cursor's row after each press)."""
    up, down, _, _ = WORDS[keys]
    seen = [found.cursor_line()]
    for _ in range(400):
        found.press(down)
        if found.cursor_line() == seen[0] and len(seen) > 1 and found.frame()[1] <= 2:
            break
        seen.append(found.cursor_line())
    return seen


@pytest.mark.parametrize("rows,keys", LAYOUTS)
def test_every_figure_row_says_whose_it_is_and_the_numbers_are_the_figures(rows, keys):
    games = three_games()
    found = driver(rows, keys, games)
    open_stats(found, keys)
    seen = every_row(found, keys)
    app = found.app
    table = figures(
        [(game.ledger, game.team_names, game.finished) for game in games] + [(app.ledger, app.team_names, False)]
    )
    names = tuple(dict.fromkeys(entry.name for entry in table))
    least = shortest(names)
    at = 0
    for entry in table:
        for forms in figure_rows(entry):
            row = seen[at]
            at += 1
            owner, _, figure = row.partition(" ")
            # The owner's name, whole or cut no shorter than what still tells the names apart.
            assert entry.name.startswith(owner) and len(owner) >= min(least, len(entry.name)), row
            assert figure in forms, (row, forms)
    assert seen[at:] == ["#3 given up", "#2 given up", "#1 HAWKS won 500-0"]


@pytest.mark.parametrize("rows,keys", LAYOUTS)
def test_a_kept_game_opens_as_its_history_read_only(rows, keys):
    up, down, ok, back = WORDS[keys]
    games = three_games()
    found = driver(rows, keys, games)
    open_stats(found, keys)
    found.press(up)  # round to the last row: the oldest game
    assert found.cursor_line() == "#1 HAWKS won 500-0"
    found.press(ok)
    assert "1 hand" in found.lines()[0]
    assert bytes(found.app.stack[-1].inner.ledger.records) == bytes(games[0].ledger.records)
    found.press(ok)  # the hand's details: read, not changed
    assert found.lines()[0] == "Hand 1, deal P1"
    detail = found.app.stack[-1].inner.stack[-1]
    labels = [label for label, action in detail.entries if action is not None]
    assert labels == ["Back"]
    for _ in range(40):
        found.press(down)
        assert "Edit" not in found.screen() and "Delete" not in found.screen()
    found.press(back)
    found.press(back)  # History's BACK: the Stats again, the cursor where it was
    assert found.cursor_line() == "#1 HAWKS won 500-0"
    found.press(back)
    assert found.app.stack == [found.app.stack[0]] and "Stats" in found.screen()
    assert games[0].ledger.count == 1 and found.app.ledger.count == 1


def test_save_all_as_csv_writes_a_file_a_game_that_csv_replay_checks(tmp_path):
    games = three_games()
    written = []

    def save(game):
        path = export.save_csv(str(tmp_path), game.ledger, game.team_names)
        written.append(path)
        return path

    found = driver(5, "five", games, export=save)
    open_stats(found, "five")
    found.press("UP*4")  # round from the top: the three games, then Save all as CSV
    assert found.cursor_line() == "Save all as CSV"
    found.press("OK")
    assert "saved 3 CSV files" in found.screen()
    assert sorted(path.rsplit("/", 1)[-1] for path in written) == ["game-001.csv", "game-002.csv", "game-003.csv"]
    for path, game in zip(written, games):
        out = io.StringIO()
        assert csv_replay.main([path, "--check"], stdout=out) == 0, out.getvalue()
        assert out.getvalue().startswith("%d hands replayed" % game.ledger.count)


def test_a_drive_that_refuses_says_so_and_writes_on_no_further():
    calls = []

    def refuse(game):
        calls.append(game)
        raise OSError(30)

    found = driver(5, "five", three_games(), export=refuse)
    open_stats(found, "five")
    found.press("UP*4 OK")
    assert "not saved: read-only" in found.screen() and len(calls) == 1


def test_skipped_games_are_counted_on_the_screen():
    found = driver(3, "three", three_games(), skipped=2)
    open_stats(found, "three")
    assert found.lines()[0] == "4 games, 2 skipped"


def test_nothing_kept_and_no_hand_says_so():
    found = Driver(rows=3, keys="five")
    found.app.archive = RamArea(2)
    found.press("UP UP OK")
    assert found.lines()[:2] == ("Stats: 0 games", "no hands yet")
    found.press("OK DOWN BACK")
    assert found.cursor_line().startswith("Stats")


@pytest.mark.parametrize("rows", (5, 3))
def test_names_alike_to_their_last_letter_and_a_record_s_largest_numbers_still_fit(rows):
    big = {"declarer": 0, "bid": 65500, "meld": [65530, 65530], "took": [490, 0]}
    games = [kept("double-x10", ("ABCDEFGHIJ", "ABCDEFGHIK"), [big]) for _ in range(3)]
    found = driver(rows, "three", games)
    open_stats(found, "three")
    seen = every_row(found, "three")  # the driver fails on a row wider than the screen
    assert "ABCDEFGHIJ games 3" in seen
    # Where a figure cannot sit beside the whole name, it goes on the row under it.
    for above, row in zip(seen, seen[1:]):
        if row.startswith("  "):
            assert above in ("ABCDEFGHIJ:", "ABCDEFGHIK:"), (above, row)
    assert seen[seen.index("  average bid 65500") - 1] == "ABCDEFGHIJ:"
    assert "  best meld 65530" in seen


def _rows_from_a_list(app, games):
    """The Stats screen's rows as they were made with every kept game in a list: the figures over the list and the
    current game, then Save all as CSV and each game's row, newest first."""
    from pinochle.app.stats import _game_row
    from pinochle.fit import line, lines

    played = [(game.ledger, game.team_names, game.finished) for game in games]
    played.append((app.ledger, app.team_names, app.ledger.winner() is not None))
    table = figures(played)
    names = tuple(dict.fromkeys(entry.name for entry in table))
    rows = []
    for entry in table:
        at = names.index(entry.name)
        for forms in figure_rows(entry):
            forms = forms[0] if len(forms) == 1 else forms
            row = line(app.columns, (at, " ", forms), names)
            if len(row) <= app.columns:
                rows.append(row)
            else:
                rows.append(line(app.columns, (at, ":"), names))
                rows.extend(lines(app.columns, ("  ", forms)))
    rows.append("Save all as CSV")
    rows.extend(_game_row(app, number, games[number - 1]) for number in range(len(games), 0, -1))
    return rows


@pytest.mark.parametrize("rows", (5, 3))
def test_the_games_read_one_at_a_time_give_the_rows_a_list_of_them_gave(rows):
    from game_script import last_game

    games = three_games()
    for hands in (1, 7, 30, 12, 25) + (30,) * 10:  # games over two of the area's sectors, names and ends varied
        game = last_game(hands)
        games.append(ArchivedGame(game.ledger, ("US", "THEM%d" % (hands % 3)), hands % 2 == 0))
    found = driver(rows, "three", games, export=lambda game: "game.csv")
    open_stats(found, "three")
    shown = found.app.stack[-1]
    expected = _rows_from_a_list(found.app, Archive(found.app.archive).games()[0])
    assert list(shown.items()) == expected and len(shown.serials) == 18
