"""Games kept at New game (pinochle.app.App.keep_game, kept_games): a finished one, one given up, none lost to a
settings change with no hand, the words when the area is refused or full."""

MICROPYTHON = True
# The whole app, a power cut and the power-up after it: 151k needed on the 32-bit VMs (`bench.heap need`).
MICROPYTHON_HEAP = "188k"

from app_driver import Driver, record_hand  # noqa: E402
from archive_area import RamArea  # noqa: E402

from pinochle.archive.store import DAMAGED  # noqa: E402
from pinochle.store.game import GameStore  # noqa: E402
from pinochle.store.ram_medium import RamMedium  # noqa: E402


def _driver(area):
    media = (RamMedium(2048, name="nvm"), RamMedium(2048, name="file"))
    driver = Driver(store=GameStore(media), team_names=("ACES", "KINGS"))
    driver.app.archive = area  # as start_app gives it
    return driver


def _new_game(driver):
    driver.choose("Settings")
    driver.choose("Start new game")
    driver.choose("Yes")


def test_a_finished_game_and_one_given_up_are_kept_before_new_game_clears_them():
    area = RamArea(2)
    driver = _driver(area)
    assert driver.app.kept_games().games() == ([], 0)
    for _ in range(4):
        record_hand(driver, "P1", 100, "Clubs", (90, 0), 40)
        driver.choose("Confirm")
    assert driver.totals() == (520, 0)
    driver.choose("New game")
    driver.choose("Yes")
    assert driver.totals() == (0, 0)
    record_hand(driver, "P2", 60, "Hearts", (43, 22), 31)
    driver.choose("Confirm")
    _new_game(driver)  # given up after one hand
    _new_game(driver)  # nothing played: nothing kept
    games, skipped = driver.app.kept_games().games()
    assert skipped == 0 and len(games) == 2
    first, second = games
    assert (first.finished, first.winner(), first.ledger.count, first.ledger.totals()) == (True, 0, 4, (520, 0))
    assert (second.finished, second.winner(), second.ledger.count) == (False, None, 1)
    assert first.team_names == second.team_names == ("ACES", "KINGS")
    assert driver.app.ledger.count == 0


def test_a_refused_area_is_said_and_the_new_game_is_saved_all_the_same():
    area = RamArea(2)
    area.data[:64] = bytes(range(64))
    area.data[4096 : 4096 + 64] = bytes(range(64))
    kept = bytes(area.data)
    driver = _driver(area)
    record_hand(driver, "P1", 60, "Hearts", (43, 22), 31)
    driver.choose("Confirm")
    _new_game(driver)
    said = " ".join(driver.lines())  # the notice wraps over the rows the design gives it, around the totals
    words, why = DAMAGED.split(": ")
    assert words + ":" in said and why + ", saved" in said, said
    assert area.data == kept and driver.app.ledger.count == 0
    assert driver.app.kept_games() is None


class _Settings:
    profile, options, target, team_names, signals, keys = "double", (), None, ("ACES", "KINGS"), None, "five"


def test_a_cut_while_the_game_is_kept_leaves_it_the_current_game_kept_once_at_the_next_new_game():
    from archive_campaign import CutArea
    from store_fakes import PowerCut

    from pinochle.app.start import start_app

    class CutMedium(RamMedium):
        cut = False

        def write(self, data):
            if self.cut:
                raise PowerCut()
            RamMedium.write(self, data)

    # Cuts into the archive's sector, and one after it is written whole, at the new game's first save. The area is
    # made once, before the games fragment the heap, and blanked a piece at a time for the second run.
    area = CutArea(b"\xff" * 8192)
    blank = b"\xff" * 256
    for cut in (100, None):
        for start in range(0, area.size, len(blank)):
            area.data[start : start + len(blank)] = blank
        media = (CutMedium(2048, name="nvm"), CutMedium(2048, name="file"))
        driver = Driver(store=GameStore(media), team_names=_Settings.team_names)
        driver.app.archive = area
        for _ in range(2):
            record_hand(driver, "P1", 60, "Hearts", (43, 22), 31)
            driver.choose("Confirm")
        played = bytes(driver.app.ledger.records)
        area.cut = cut
        if cut is None:
            media[0].cut = media[1].cut = True
        try:
            _new_game(driver)
            raise AssertionError("no cut")
        except PowerCut:
            area.cut = None
        media[0].cut = media[1].cut = False
        app = start_app(_Settings, 5, 21, GameStore(media), archive=area)  # the power back
        assert bytes(app.ledger.records) == played and app.team_names == _Settings.team_names
        driver.app = app
        _new_game(driver)
        games, skipped = app.kept_games().games()
        assert [bytes(game.ledger.records) for game in games] == [played] and skipped == 0
        assert app.ledger.count == 0 and "saved" in " ".join(driver.lines())
