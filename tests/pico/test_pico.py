"""The companion on the Pico's real CircuitPython and MicroPython firmware on the emulated RP2040 (tools/pico/): games
by the buttons read off the glass against the app on CPython, a restart from flash, a bad setting, the 128x32 board,
the SH1106 and SH1107 displays."""

import pytest

from pinochle.runner.config import load
from pinochle.runner.notice import notice_pages
from tests.helpers.app_driver import record_hand
from tests.helpers.hands import TYPICAL
from tests.pico.twin import ROWS, TwinPlayer, expected_totals, scores
from tools.pico import drive
from tools.pico.board import PINS_THREE, Pico, missing
from tools.pico.player import PicoPlayer, long_game_hand

# Minutes of emulated firmware: the full run's (tools/test.sh runs them beside the rest).
pytestmark = [pytest.mark.slow, pytest.mark.skipif(missing() is not None, reason=missing() or "")]
FIRMWARES = ("circuitpython", "micropython")
HANDS = 5


@pytest.fixture(scope="module", params=FIRMWARES)
def played(request, tmp_path_factory):
    """A five-hand game played on a fresh board; (firmware, player, the flash image after it)."""
    firmware = request.param
    folder = tmp_path_factory.mktemp(firmware)
    image = folder / "fresh.img"
    image.write_bytes(drive.image(firmware)[0])
    with Pico(firmware, image) as pico:
        player = TwinPlayer(pico)
        hands = [TYPICAL] + [long_game_hand(number) for number in range(1, HANDS)]
        player.hands = hands
        player.totals = []
        for hand in hands:
            record_hand(player, *hand)
            player.choose("Confirm")
            player.wait(2600)
            player.totals.append(scores(player))
        after = folder / "after.img"
        pico.save(after)
        yield firmware, player, after


def test_a_five_hand_game_by_the_buttons_shows_every_screen_and_total(played):
    firmware, player, _ = played
    assert player.checked >= HANDS * 25, "each press's glass is compared with the app"
    assert player.totals == [tuple(totals) for totals in expected_totals(player.hands)]
    verdicts = [
        press.lines[0] for press in player.presses if press.lines and press.lines[0].startswith(("made", "set"))
    ]
    assert verdicts[0] == "made 74 on 60"


def test_a_restart_restores_the_game_from_the_flash(played):
    firmware, player, image = played
    with Pico(firmware, image) as pico:
        again = PicoPlayer(pico)
        again.settle(6000)
        assert "game restored" in again.lines(), again.screen()
        assert scores(again) == player.totals[-1]


@pytest.mark.parametrize("firmware", FIRMWARES)
def test_a_bad_setting_is_shown_on_the_glass(firmware, tmp_path):
    bad = {"PINOCHLE_TARGET": "lots"}
    image = tmp_path / "bad.img"
    image.write_bytes(drive.image(firmware, settings=bad)[0])
    name, message = load(bad.get).errors[0]
    first_page = notice_pages("Bad setting", "%s: %s" % (name, message), ROWS[firmware][64], 21)[0]
    with Pico(firmware, image) as pico:
        player = PicoPlayer(pico)
        for _ in range(60):  # until the notice is up
            player.settle(100)
            if player.lines()[0] == "Bad setting":
                break
        assert player.lines() == tuple(line.rstrip() for line in first_page), player.screen()


def test_the_small_board_with_three_buttons_plays_a_hand(tmp_path):
    settings = {"PINOCHLE_DISPLAY_HEIGHT": 32, "PINOCHLE_KEYS": "three", "PINOCHLE_KEY_PINS": "GP10,GP11,GP12"}
    image = tmp_path / "small.img"
    image.write_bytes(drive.image("circuitpython", settings=settings)[0])
    with Pico("circuitpython", image, pins=PINS_THREE) as pico:
        player = TwinPlayer(pico, keys="three", height=32)
        record_hand(player, *TYPICAL)
        player.choose("Confirm")
        player.wait(2600)
        assert player.checked >= 25  # the glass was the app's at every press, so it shows the app's totals
        assert player.twin.app.ledger.totals() == tuple(expected_totals([TYPICAL])[0])


# The Feather RP2040's pin names the Feather preset uses, and the GPIO each is (CircuitPython's board module there).
FEATHER_GPIO = {"SDA": 2, "SCL": 3, "D5": 7, "D6": 8, "D9": 9}


def test_the_feather_preset_on_the_feathers_own_gpios_plays_a_hand(tmp_path):
    """The Pico's firmware has none of the Feather's pin names, so each is given as the GPIO the Feather wires it
    to: the wing's display on I2C1 (GP2, GP3), its buttons A, B, C on GP9, GP8, GP7; every other value the preset's."""
    values = drive.preset_values("feather-rp2040-oled-featherwing")
    key_pins = values["PINOCHLE_KEY_PINS"].split(",")
    on_gpios = {name: "GP%d" % FEATHER_GPIO[values[name]] for name in ("PINOCHLE_SDA", "PINOCHLE_SCL")}
    on_gpios["PINOCHLE_KEY_PINS"] = ",".join("GP%d" % FEATHER_GPIO[pin] for pin in key_pins)
    image = tmp_path / "feather.img"
    image.write_bytes(drive.image("circuitpython", settings=dict(values, **on_gpios))[0])
    keys = {token: FEATHER_GPIO[pin] for token, pin in zip(("PREV", "OK", "NEXT"), key_pins)}
    sda_scl = (FEATHER_GPIO[values["PINOCHLE_SDA"]], FEATHER_GPIO[values["PINOCHLE_SCL"]])
    with Pico("circuitpython", image, pins=keys, i2c_pins=sda_scl) as pico:
        player = TwinPlayer(pico, keys="three", height=32)
        record_hand(player, *TYPICAL)
        player.choose("Confirm")
        player.wait(2600)
        assert player.checked >= 25  # every press's glass was the app's, on the display at I2C1
        assert player.twin.app.ledger.totals() == tuple(expected_totals([TYPICAL])[0])


@pytest.mark.parametrize("controller", ("sh1106", "sh1107"))
def test_each_display_controller_shows_the_game_on_its_own_glass(controller, tmp_path):
    """PINOCHLE_DISPLAY picks the driver: the glass, decoded as that controller's RAM and addressing, reads as the
    app at power-up and after every press of a hand (an SSD1306 driver there shows garbage)."""
    image = tmp_path / "oled.img"
    image.write_bytes(drive.image("circuitpython", settings={"PINOCHLE_DISPLAY": controller})[0])
    with Pico("circuitpython", image) as pico:
        player = TwinPlayer(pico, controller=controller)
        player.twin.app.tick(player.twin.now)
        lines, cursor = player.twin.app.frame()
        assert player.frame() == (tuple(line.lstrip("\x01").rstrip() for line in lines), cursor), player.screen()
        assert "deal P1" in player.lines()[0]  # the scores screen of a new game
        record_hand(player, *TYPICAL)
        player.choose("Confirm")
        player.wait(2600)
        assert player.checked >= 25  # every press's glass was the app's
        assert scores(player) == tuple(expected_totals([TYPICAL])[0])
