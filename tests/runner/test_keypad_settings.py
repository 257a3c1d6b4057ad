"""The keypad's and the MacroPad's settings: the layouts' pins and their defaults, the keypad's rows and columns and
the knob's pins checked like every pin (a row on a button's pin, a pin the board lacks), and the board's own
display taking no I2C pins."""

from pinochle.runner import config
from pinochle.runner.edit_pin import edit_pin
from pinochle.runner.pins import board_defaults, check_pins

PICO_PINS = dict(("GP%d" % number, number) for number in range(29))
PICO_PINS.update(SDA=4, SCL=5)
MACROPAD_PINS = dict(("KEY%d" % number, number) for number in range(1, 13))
MACROPAD_PINS.update(ENCODER_SWITCH=0, BUTTON=0, ROTA=17, ROTB=18, SDA=20, SCL=21)
FIVE = ("GP10", "GP11", "GP12", "GP13", "GP14", "GP15")
ROWS, COLUMNS = ("GP16", "GP17", "GP18", "GP19"), ("GP20", "GP21", "GP22")


def load(**values):
    return config.load({config.PREFIX + name: value for name, value in values.items()}.get)


def checked(settings, pins=PICO_PINS):
    unfixable = check_pins(settings, pins.get, board_defaults(settings, pins.get))
    return unfixable, settings.errors


def test_the_keypad_alone_by_default_on_its_pico_pins():
    settings = load(KEYS="keypad")
    assert (settings.key_pins, settings.keypad_rows, settings.keypad_columns) == ((), ROWS, COLUMNS)
    assert settings.encoder == () and settings.errors == []
    assert checked(settings) == (None, [])
    assert edit_pin(settings, PICO_PINS.get) == "GP15"  # no buttons: boot.py's fallback


def test_the_keypad_beside_the_five_buttons_or_alone_when_key_pins_is_empty():
    settings = load(KEYS="keypad", KEY_PINS=",".join(FIVE))
    assert settings.key_pins == FIVE and settings.keypad_rows == ROWS and checked(settings) == (None, [])
    assert load(KEYS="keypad", KEY_PINS="").key_pins == ()
    settings = load(KEYS="keypad", KEY_PINS="GP10,GP11,GP12,GP13")
    assert settings.errors == [("PINOCHLE_KEY_PINS", "the buttons beside a keypad need 0 or 6 pins, not 4; using none")]
    assert settings.key_pins == ()


def test_the_keypads_rows_and_columns_are_counted_and_named():
    settings = load(KEYS="keypad", KEYPAD_ROWS="GP1,GP2,GP3", KEYPAD_COLUMNS="GP6,GP 7,GP8")
    assert settings.errors == [
        ("PINOCHLE_KEYPAD_ROWS", "the keypad's rows need 4 pins, not 3; using GP16,GP17,GP18,GP19"),
        ("PINOCHLE_KEYPAD_COLUMNS", "'GP 7' is not a pin name; using GP20,GP21,GP22"),
    ]
    assert (settings.keypad_rows, settings.keypad_columns) == (ROWS, COLUMNS)
    settings = load(KEYS="keypad", KEYPAD_ROWS="GP0,GP1,GP2,GP3", KEYPAD_COLUMNS="GP6,GP7,GP8")
    assert settings.errors == [] and checked(settings) == (None, [])
    assert load(KEYPAD_ROWS="GP0,GP1,GP2,GP3").keypad_rows == ()  # five buttons: no keypad is read


def test_a_row_pin_shared_with_a_button_is_named_and_the_rows_fall_back():
    settings = load(KEYS="keypad", KEY_PINS=",".join(FIVE), KEYPAD_ROWS="GP15,GP17,GP18,GP19")
    assert checked(settings) == (
        None,
        [("PINOCHLE_KEYPAD_ROWS", "GP15 is the pin of PINOCHLE_KEY_PINS (GP15); using GP16,GP17,GP18,GP19")],
    )
    assert settings.keypad_rows == ROWS and settings.key_pins == FIVE
    # A button moved onto the keypad's default row: the buttons are the ones changed, so they fall back.
    settings = load(KEYS="keypad", KEY_PINS="GP10,GP11,GP12,GP13,GP14,GP16")
    assert checked(settings)[1] == [
        ("PINOCHLE_KEY_PINS", "GP16 is the pin of PINOCHLE_KEYPAD_ROWS (GP16); using none"),
    ]
    # A column on the display's data line (SDA is GP4): the columns fall back.
    settings = load(KEYS="keypad", KEYPAD_COLUMNS="SDA,GP21,GP22")
    assert checked(settings)[1] == [
        ("PINOCHLE_KEYPAD_COLUMNS", "SDA is the pin of PINOCHLE_SDA (GP4); using GP20,GP21,GP22"),
    ]


def test_an_unknown_keypad_pin_is_named_and_a_board_without_the_defaults_says_what_to_fix():
    settings = load(KEYS="keypad", KEYPAD_ROWS="GP16,GP17,GP18,GP99")
    assert checked(settings)[1] == [
        ("PINOCHLE_KEYPAD_ROWS", "this board has no pin GP99; using GP16,GP17,GP18,GP19"),
    ]
    feather = {"D5": 5, "D6": 6, "D9": 9, "SDA": 2, "SCL": 3}
    unfixable, errors = checked(load(KEYS="keypad"), feather)
    assert unfixable == ("PINOCHLE_KEYPAD_ROWS", "this board has no pin GP16: set it to this board's pins")


def test_the_macropad_its_keys_its_knob_and_its_own_display():
    settings = load(KEYS="macropad", DISPLAY="board")
    assert settings.key_pins == tuple("KEY%d" % number for number in range(1, 13)) + ("ENCODER_SWITCH",)
    assert settings.encoder == ("ROTA", "ROTB") and settings.keypad_rows == ()
    # No GP4 or GP5 on a MacroPad and none needed: the board's own display takes no I2C pins.
    assert checked(settings, MACROPAD_PINS) == (None, [])
    assert load(KEYS="macropad", ENCODER="").encoder == ("ROTA", "ROTB")  # empty: the layout's own
    settings = load(KEYS="macropad", DISPLAY="board", ENCODER="ROTA,KEY3")
    assert checked(settings, MACROPAD_PINS)[1] == [
        ("PINOCHLE_ENCODER", "KEY3 is the pin of PINOCHLE_KEY_PINS (KEY3); using ROTA,ROTB"),
    ]


def test_a_knob_on_any_board_is_two_pins_checked_against_the_others():
    settings = load(ENCODER="GP26,GP27")
    assert settings.encoder == ("GP26", "GP27") and checked(settings) == (None, [])
    assert load(ENCODER="GP26").errors == [("PINOCHLE_ENCODER", "a knob's A and B need 2 pins, not 1; using none")]
    settings = load(ENCODER="GP15,GP27")
    assert checked(settings)[1] == [("PINOCHLE_ENCODER", "GP15 is the pin of PINOCHLE_KEY_PINS (GP15); using none")]
    assert settings.encoder == ()
