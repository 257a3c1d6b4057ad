"""The Stats screen over a large archive on the VMs, as a board opens it: sixty kept games of thirty hands, each read,
folded into the figures and let go, so the screen holds a row and a serial a game, never the games."""

MICROPYTHON = True
# The app, an 8-sector area in RAM (32 KB) and the Stats screen over its sixty games: 136k needed on 32-bit MicroPython,
# 154k on CircuitPython (a bisection of the test's heap; the same for 10 or 30 games), and a quarter over it; every game
# decoded and held at once needed 274k and 265k.
MICROPYTHON_HEAP = "196k"

from app_driver import Driver  # noqa: E402
from archive_area import RamArea  # noqa: E402
from game_script import TEAMS, last_game  # noqa: E402

from pinochle.archive.store import Archive  # noqa: E402

GAMES = 60


def _area():
    area = RamArea(8)
    ledger = last_game(30).ledger
    for number in range(GAMES):
        assert Archive(area).add(ledger, TEAMS, number % 2 == 0, number + 1) == ""
    return area


def test_stats_over_sixty_kept_games_of_thirty_hands_opens_and_opens_the_oldest():
    area = _area()
    driver = Driver(team_names=TEAMS)
    driver.app.archive = area
    driver.press("UP UP OK")
    assert driver.lines()[0] == "Stats: %d games" % GAMES
    assert "US games %d" % GAMES in driver.lines()
    driver.press("UP")  # round to the last row: the oldest game
    assert driver.cursor_line() == "#1 ended, no winner"
    driver.press("OK")
    assert driver.lines()[0] == "#       US    THEM" and driver.app.stack[-1].inner.ledger.count == 30
    driver.press("BACK")
    assert driver.cursor_line() == "#1 ended, no winner"
