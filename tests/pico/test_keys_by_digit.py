"""The companion on real firmware by digit keys (tools/pico/): on the MacroPad RP2040's own CircuitPython, deployed
with its preset (its 12 keys, knob and SH1106 on SPI), and with a 3x4 keypad alone on the Pico's CircuitPython and
MicroPython (the emulator answers the driven row on the column pins). Each boots to the app's frame, its keys reach
the app, and a hand typed on them plays through to "saved", the glass the app's after every press."""

import pytest

import pinochle.panel as panel
from tests.helpers.app_driver import Driver, record_hand
from tests.helpers.hands import TYPICAL
from tests.pico.twin import TwinPlayer, expected_totals, scores
from tools.pico import drive
from tools.pico.board import Pico, missing

# Minutes of emulated firmware: the full run's (tools/test.sh runs them beside the rest).
pytestmark = [pytest.mark.slow]
KEYPAD_ROWS, KEYPAD_COLUMNS = (16, 17, 18, 19), (20, 21, 22)  # GP16-GP19 and GP20-GP22: the keypad's default pins
KEYPAD_ALONE = {"PINOCHLE_KEYS": "keypad", "PINOCHLE_KEY_PINS": ""}


def app_types_digits():
    """Whether the app takes a number typed by digits (issue 35's hand entry): 6 then 5 on a bid, on CPython."""
    driver = Driver()
    driver.choose("New hand")
    driver.choose("P1")
    for digit in (6, 5):
        driver.app.handle(panel.DIGIT + digit, driver.now)
    return "65" in (driver.cursor_line() or "")


needs_digits = pytest.mark.skipif(not app_types_digits(), reason="the app takes no typed digits yet (hand entry)")
needs_macropad = pytest.mark.skipif(missing(("macropad",)) is not None, reason=missing(("macropad",)) or "")
needs_pico = pytest.mark.skipif(missing() is not None, reason=missing() or "")


def power_up_and_keys_are_the_apps(player, keys):
    """The glass at power-up is the app's (the scores screen of a new game), and after each of keys, which leave
    it on the scores screen again."""
    app = player.twin.app
    app.tick(player.twin.now)
    lines, cursor = app.frame()
    assert player.frame() == (tuple(line.lstrip("\x01").rstrip() for line in lines), cursor), player.screen()
    assert "deal P1" in player.lines()[0]
    player.press(keys)
    assert player.checked == len(keys.split())
    assert "deal P1" in player.lines()[0]


def play_a_typed_hand(player):
    """The typical hand by digits, then Confirm: the game saved, its totals the ledger's."""
    first = len(player.presses)
    record_hand(player, *TYPICAL)
    player.choose("Confirm")
    saved = player.presses[-1].lines
    player.wait(2600)
    assert "saved" in " ".join(saved), "\n".join(saved)
    assert scores(player) == tuple(expected_totals([TYPICAL])[0])
    assert player.checked == len(player.presses)  # every press's glass was the app's
    assert {press.token for press in player.presses[first:]} >= set("6043") | {"OK"}  # typed, not stepped


@pytest.fixture(scope="module")
def macropad(tmp_path_factory):
    image = tmp_path_factory.mktemp("macropad") / "macropad.img"
    image.write_bytes(drive.image("macropad")[0])
    with Pico("macropad", image) as pico:
        yield TwinPlayer(pico, keys="macropad", controller="sh1106")


@needs_macropad
def test_the_macropad_boots_to_the_apps_glass_and_its_knob_and_switch_reach_the_app(macropad):
    power_up_and_keys_are_the_apps(macropad, "CW CW CCW PUSH BACK")  # a list moved down and up, an entry opened


@needs_macropad
@needs_digits
def test_the_macropad_types_a_hand_by_its_keys(macropad):
    play_a_typed_hand(macropad)


@pytest.fixture(scope="module", params=("circuitpython", "micropython"))
def keypad(request, tmp_path_factory):
    image = tmp_path_factory.mktemp("keypad") / ("%s.img" % request.param)
    image.write_bytes(drive.image(request.param, settings=KEYPAD_ALONE)[0])
    with Pico(request.param, image) as pico:
        yield TwinPlayer(pico, keys="keypad", player={"matrix": (KEYPAD_ROWS, KEYPAD_COLUMNS)})


@needs_pico
def test_a_keypad_alone_on_the_pico_boots_to_the_apps_glass_and_its_keys_reach_the_app(keypad):
    power_up_and_keys_are_the_apps(keypad, "HASH BACK")  # the menu opened by #, left by * held long


@needs_pico
@needs_digits
def test_a_keypad_alone_on_the_pico_types_a_hand(keypad):
    play_a_typed_hand(keypad)
