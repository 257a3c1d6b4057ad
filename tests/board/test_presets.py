"""The tested builds' settings (boards/NAME/settings.toml): each reads through the board's own settings parser
without an error, and its pins are distinct pins of that board. CPython only (tomllib reads the files)."""

import subprocess
from pathlib import Path

import pytest

from pinochle.runner import config
from pinochle.runner.edit_pin import edit_pin
from pinochle.runner.pins import board_defaults, check_pins

tomllib = pytest.importorskip("tomllib")  # Python 3.11+

ROOT = Path(__file__).resolve().parents[2]
BOARDS = ROOT / "boards"

# The pin names each board's CircuitPython `board` module gives, and the GPIO each is (aliases share one).
PICO = dict(("GP%d" % number, number) for number in range(29))
PICO.update(LED=25)
# Adafruit Feather RP2040 (CircuitPython's boards/adafruit_feather_rp2040/pins.c).
FEATHER_RP2040 = dict(A0=26, A1=27, A2=28, A3=29, D24=24, D25=25, SCK=18, MOSI=19, MISO=20, D0=1, RX=1, D1=0, TX=0)
FEATHER_RP2040.update(D4=6, SDA=2, SCL=3, D5=7, D6=8, D9=9, D10=10, D11=11, D12=12, D13=13, LED=13, NEOPIXEL=16)
# Adafruit MacroPad RP2040 (CircuitPython's boards/adafruit_macropad_rp2040/pins.c): no GPnn names.
MACROPAD = dict(("KEY%d" % number, number) for number in range(1, 13))
MACROPAD.update(LED=13, SPEAKER_ENABLE=14, SPEAKER=16, ENCODER_SWITCH=0, BUTTON=0, ENCODER_A=17, ROTA=17)
MACROPAD.update(ENCODER_B=18, ROTB=18, NEOPIXEL=19, SDA=20, SCL=21, OLED_CS=22, OLED_RESET=23, OLED_DC=24, SCK=26)
MACROPAD.update(MOSI=27, MISO=28)
BOARD_PINS = {
    "pico-ssd1306-six-buttons": PICO,
    "feather-rp2040-oled-featherwing": FEATHER_RP2040,
    "macropad-rp2040": MACROPAD,
}


def presets():
    return sorted(path.parent.name for path in BOARDS.glob("*/settings.toml"))


def read(name):
    with open(BOARDS / name / "settings.toml", "rb") as file:
        return tomllib.load(file)


def test_every_preset_has_its_boards_pins_here():
    assert presets() == sorted(BOARD_PINS)


@pytest.mark.parametrize("name", sorted(BOARD_PINS))
def test_each_preset_reads_without_an_error_and_its_pins_are_the_boards(name):
    values = read(name)
    settings = config.load(values.get)
    assert settings.errors == []
    pins = BOARD_PINS[name]
    resolve = pins.get
    assert check_pins(settings, resolve, board_defaults(settings, resolve)) is None
    assert settings.errors == []
    names = (settings.sda, settings.scl) if settings.display != "board" else ()  # the board's own takes no I2C
    names += settings.key_pins + settings.keypad_rows + settings.keypad_columns + settings.encoder
    used = [resolve(name) for name in names]
    assert None not in used and len(set(used)) == len(used)
    assert resolve(edit_pin(settings, resolve)) is not None and settings.errors == []


@pytest.mark.parametrize("name", sorted(BOARD_PINS))
def test_each_preset_explains_every_setting_the_project_file_does(name):
    assert sorted(read(name)) == sorted(read("pico-ssd1306-six-buttons"))  # the Pico's: the project's file


def test_the_pico_preset_is_the_settings_defaults():
    preset = config.load(read("pico-ssd1306-six-buttons").get)
    assert preset.__dict__ == config.load(lambda name: None).__dict__  # every value as if unset


def committed_settings():
    """The project's settings.toml as committed (the README's step 3 has a player edit the one in the folder), or
    None outside a git checkout."""
    try:
        done = subprocess.run(
            ["git", "-C", str(ROOT), "show", "HEAD:settings.toml"], capture_output=True, timeout=60, check=False
        )
    except OSError:
        return None
    return done.stdout if done.returncode == 0 else None


def test_the_pico_preset_is_the_projects_settings_toml_as_committed():
    committed = committed_settings()
    if committed is None:
        pytest.skip("not a git checkout: no committed settings.toml to compare")
    assert (BOARDS / "pico-ssd1306-six-buttons" / "settings.toml").read_bytes() == committed


def test_the_feather_preset_is_the_wing_three_buttons_and_the_128x32_display():
    settings = config.load(read("feather-rp2040-oled-featherwing").get)
    assert (settings.keys, settings.key_pins, settings.display_height) == ("three", ("D9", "D6", "D5"), 32)
    assert [FEATHER_RP2040[pin] for pin in (settings.sda, settings.scl) + settings.key_pins] == [2, 3, 9, 8, 7]


def test_the_macropad_preset_is_its_own_display_its_twelve_keys_and_its_knob():
    settings = config.load(read("macropad-rp2040").get)
    assert (settings.display, settings.keys, settings.encoder) == ("board", "macropad", ("ROTA", "ROTB"))
    # KEY1 top left to KEY12 bottom right, then the knob's switch: GPIO 1-12 and 0.
    assert [MACROPAD[pin] for pin in settings.key_pins] == list(range(1, 13)) + [0]
    assert settings.keypad_rows == settings.keypad_columns == ()  # the keypad's lines are for the keypad layout
    assert edit_pin(settings, MACROPAD.get) == "ENCODER_SWITCH"  # the knob held in at power-up: edit mode
