"""The Stats screen and its figures on the VMs, as a board runs them: two kept games (a partnership's won, a call for a
card's given up) and one under way, every row scrolled through on both sizes, a kept game opened read only."""

MICROPYTHON = True
# The app through its keys, the figures of three games and a kept game's History in an App of its own: 82k needed on
# both 32-bit VMs (a bisection of each test's heap), and a quarter over it.
MICROPYTHON_HEAP = "104k"

from app_driver import Driver  # noqa: E402
from archive_area import KeptList  # noqa: E402

from pinochle.archive import ArchivedGame  # noqa: E402
from pinochle.ledger import Ledger  # noqa: E402
from pinochle.rules import get_rules  # noqa: E402


def kept():
    won = Ledger(get_rules("double"))
    won.add({"declarer": 1, "bid": 60, "meld": [0, 450], "took": [0, 50]})  # KINGS reach 500
    called = Ledger(get_rules("call-for-card"))
    called.add({"declarer": 0, "partner": 2, "bid": 60, "meld": [20, 0, 30, 0, 0], "took": [40, 10]})
    called.add({"declarer": 3, "partner": 3, "bid": 70, "meld": [0, 10, 0, 25, 5], "took": [20, 30]})  # set
    return [ArchivedGame(won, ("ACES", "KINGS"), True), ArchivedGame(called, (), False)]


def stats(rows):
    driver = Driver(rows=rows, team_names=("ACES", "KINGS"))
    games = kept()  # read as the archive gives them, one at a time (the archive itself: test_stats_archive_vm.py)
    driver.app.kept_games = lambda: KeptList(games)
    driver.app.ledger.add({"declarer": 0, "bid": 50, "meld": [20, 20], "took": [40, 10]})  # ACES made 60 on 50
    driver.press("UP UP OK")
    return driver


def every_row(driver):
    seen = [driver.cursor_line()]
    for _ in range(120):
        driver.press("DOWN")
        if driver.cursor_line() == seen[0]:
            return seen
        seen.append(driver.cursor_line())
    raise AssertionError("the sheet never came round")


def test_every_row_says_whose_it_is_on_both_sizes():
    for rows in (5, 3):
        driver = stats(rows)
        assert driver.lines()[0] == "Stats: 3 games"
        seen = every_row(driver)
        # Teams by wins first (KINGS won), then ACES, then call for a card's players: nine figures each.
        owners = ["KINGS"] * 9 + ["ACES"] * 9 + ["P%d" % seat for seat in range(1, 6) for _ in range(9)]
        assert [row.split(" ")[0] for row in seen[:63]] == owners
        assert seen[63:] == ["#2 given up", "#1 KINGS won 500-0"]
        assert "KINGS won 1/1 100%" in seen and "ACES won 0 of 1: 0%" in seen
        assert "ACES made 1, set 0" in seen and "ACES avg meld def 0" in seen
        assert "KINGS average bid 60" in seen and "KINGS best meld 450" in seen
        assert (
            "P4 sets 1: -70" in seen
            and "P5 avg meld def 3" in seen
            and "P3 declared 0" in seen
            and "P3 avg meld decl 30" in seen
        )


def test_a_kept_game_is_read_not_changed():
    driver = stats(5)
    driver.press("UP OK")  # round to the oldest game, opened as its History
    assert driver.lines()[0] == "1 hand  ACES    KINGS"
    driver.press("OK")
    assert driver.lines()[0] == "Hand 1, deal P1"
    for _ in range(20):
        driver.press("DOWN")
        assert "Edit" not in driver.lines() and "Delete" not in driver.lines()
    driver.press("BACK BACK")
    assert driver.cursor_line() == "#1 KINGS won 500-0"
    driver.press("BACK")
    assert driver.cursor_line() == "Stats" and driver.app.ledger.count == 1
