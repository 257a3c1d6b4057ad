"""Which rules a game uses, wherever they are read (issue 37, item 6): Settings names the game under way beside the
next game's rules, the question at game over names the rules it starts, and the 128x32 scores screen names them."""

from types import SimpleNamespace

from app_driver import Driver, record_hand

from pinochle.app.start import start_app
from pinochle.store.game import GameStore
from pinochle.store.ram_medium import RamMedium


def powered_up(media, profile, rows=5):
    """The app as a board starts it over these save media, with settings.toml's profile."""
    settings = SimpleNamespace(profile=profile, options=(), target=None, team_names=("US", "THEM"), signals="")
    driver = Driver(rows=rows)
    driver.app = start_app(settings, rows, 21, GameStore(media))
    driver.wait(1)
    driver.wait(9000)  # the power-up notice, timed from the first tick, gone
    return driver


def partnership_under_way(rows=5):
    """A partnership game with a hand recorded, then a power-up with settings.toml at double."""
    media = [RamMedium(2048, name="nvm"), RamMedium(2048, name="file")]
    driver = powered_up(media, "partnership", rows)
    record_hand(driver, "P1", 60, "Hearts", (43, 22), 31)
    driver.choose("Confirm")
    return powered_up(media, "double", rows), media


def test_settings_name_the_rules_of_the_game_under_way_and_the_next():
    driver, _ = partnership_under_way()
    assert driver.app.rules.name == "partnership"
    driver.choose("Settings")
    assert driver.lines()[:3] == ("Settings (next game)", "playing partnership", "Rules: double")


def test_game_over_asks_for_the_rules_settings_say_the_next_game_has():
    driver, _ = partnership_under_way()
    for _ in range(8):
        record_hand(driver, "P1", 60, "Hearts", (43, 22), 31)
        driver.choose("Confirm")
        if driver.app.summary().winner is not None:
            break
    assert driver.app.summary().winner is not None
    driver.choose("New game")
    assert driver.lines()[0] == "New double game?"  # the rules Settings showed for the next game
    driver.choose("Yes, new game")
    assert driver.app.rules.name == "double" and driver.app.ledger.count == 0


def test_rules_chosen_on_the_device_are_the_next_games_too():
    media = [RamMedium(2048, name="nvm"), RamMedium(2048, name="file")]
    driver = powered_up(media, "double")
    driver.choose("Settings")
    driver.press("RIGHT")  # Rules: double-x10
    driver.press("BACK")
    assert driver.app.rules.name == "double-x10"
    driver.choose("Settings")
    assert driver.lines()[:2] == ("Settings", "Rules: double-x10")
    driver.press("BACK")
    record_hand(driver, "P1", 600, "Hearts", (430, 220), 310)
    driver.choose("Confirm")
    driver.wait(3000)  # "saved" gone
    driver.choose("Settings")
    assert driver.lines()[:3] == ("Settings (next game)", "playing double-x10", "Rules: double-x10")


def test_the_small_scores_screen_names_the_rules():
    driver, _ = partnership_under_way(rows=3)
    driver.choose("Settings")
    driver.press("BACK")  # the cursor back on the first entry
    driver.press("UP UP UP")  # three above the first entry: the list wraps round past Which card and Stats
    assert driver.cursor_line() == "Settings: partnership"
    assert Driver("double", rows=3, keys="keypad").app._top().items()[5] == "6 Settings: double"
