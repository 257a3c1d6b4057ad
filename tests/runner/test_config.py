"""Settings through a stand-in getenv: defaults, good values as strings or ints, every bad value reported."""

MICROPYTHON = True
# config (about 10 KB of bytecode), the rules it checks options with and the store, whose team-name check it
# shares with the loader (the game loads the store anyway); code.py drops config after reading. Worst need 50k
# on the 32-bit VMs with the keypad's and the knob's pin settings (48k before them; `bench.heap need`).
MICROPYTHON_HEAP = "64k"

from pinochle.runner import config  # noqa: E402
from pinochle.runner.edit_pin import edit_pin  # noqa: E402
from pinochle.runner.pins import board_defaults, check_pins  # noqa: E402


def getenv_of(values):
    """os.getenv as the firmware gives it: the value (str or int) or None when absent."""

    def getenv(name):
        return values.get(name)

    return getenv


def load(**values):
    return config.load(getenv_of({config.PREFIX + name: value for name, value in values.items()}))


def error_names(settings):
    return [name for name, _ in settings.errors]


def message_for(settings, short_name):
    for name, message in settings.errors:
        if name == config.PREFIX + short_name:
            return message
    raise AssertionError("no error for %s in %r" % (short_name, settings.errors))


def test_defaults_are_a_pico_with_five_buttons():
    settings = load()
    assert settings.errors == []
    assert (settings.sda, settings.scl) == ("GP4", "GP5")
    assert settings.display == "ssd1306" and settings.display_address == 0x3C
    assert (settings.display_width, settings.display_height, settings.display_rotation) == (128, 64, 0)
    assert settings.keys == "five"
    assert settings.key_pins == ("GP10", "GP11", "GP12", "GP13", "GP14", "GP15")
    assert settings.key_pressed_low
    assert settings.profile == "double" and settings.options == () and settings.target is None
    assert settings.team_names == ("US", "THEM") and settings.signals is None  # the profile's


def test_good_values_as_strings_or_ints():
    settings = load(
        SDA="GP0",
        SCL="GP1",
        I2C_HZ=100000,
        DISPLAY="SH1107",
        DISPLAY_ADDRESS="0x3D",
        DISPLAY_HEIGHT=64,
        DISPLAY_ROTATION="180",
        KEYS="Three",
        KEY_PINS="D9, D6, D5",
        KEY_PRESSED="high",
        LONG_PRESS_MS="800",
        PROFILE="klemic",
        OPTIONS="take-all-wins, bid-until-pass",
        TEAMS="Alice,Bob",
        TARGET=750,
        SIGNALS="Increment",
    )
    assert settings.errors == [], settings.errors
    assert (settings.sda, settings.scl, settings.i2c_hz) == ("GP0", "GP1", 100000)
    assert settings.display == "sh1107" and settings.display_address == 0x3D
    assert (settings.display_height, settings.display_rotation) == (64, 180)
    assert load(DISPLAY="SSD1306", DISPLAY_HEIGHT="32").display_height == 32
    assert settings.keys == "three" and settings.key_pins == ("D9", "D6", "D5")
    assert not settings.key_pressed_low and settings.long_press_ms == 800
    assert settings.profile == "klemic" and settings.options == ("take-all-wins", "bid-until-pass")
    assert settings.team_names == ("Alice", "Bob") and settings.target == 750
    assert settings.signals == "increment"


def test_the_partnership_profile_and_its_option():
    settings = load(PROFILE="Partnership", OPTIONS="redeal-same-dealer")
    assert settings.errors == [], settings.errors
    assert (settings.profile, settings.options, settings.signals) == ("partnership", ("redeal-same-dealer",), None)
    settings = load(PROFILE="double", OPTIONS="redeal-same-dealer")
    assert message_for(settings, "OPTIONS") == "option 'redeal-same-dealer' does not apply to double; using none"


def test_address_as_decimal_int():
    assert load(DISPLAY_ADDRESS=61).display_address == 0x3D


def test_three_buttons_default_pins():
    settings = load(KEYS="three")
    assert settings.key_pins == ("GP10", "GP11", "GP12") and settings.errors == []


def test_an_empty_value_is_a_bad_setting_but_empty_options_are_none_and_empty_signals_the_profiles():
    # settings.toml: "Delete a line to get its default", for OPTIONS "Empty for none", for SIGNALS "Empty: the
    # profile's own".
    settings = load(PROFILE="  ", KEY_PINS="", TEAMS="", SDA="", OPTIONS="", SIGNALS="")
    assert settings.errors == [
        ("PINOCHLE_SDA", "empty; using GP4"),
        ("PINOCHLE_KEY_PINS", "empty; using GP10,GP11,GP12,GP13,GP14,GP15"),
        ("PINOCHLE_PROFILE", "empty; using double"),
        ("PINOCHLE_TEAMS", "empty; using US,THEM"),
    ]
    assert settings.profile == "double" and settings.options == () and settings.sda == "GP4"
    assert settings.signals is None


def test_leading_zeros_are_a_decimal_number():
    settings = load(TARGET="0500", LONG_PRESS_MS="0800", DISPLAY_ADDRESS="0x3d", I2C_HZ="0100000")
    assert settings.errors == []
    assert (settings.target, settings.long_press_ms, settings.display_address) == (500, 800, 0x3D)
    assert settings.i2c_hz == 100000


def test_a_message_is_one_line_of_what_the_font_draws_and_says_what_is_used():
    settings = load(PROFILE="dou\nble", TEAMS="A\x07,B", TARGET="5\r\n00", KEYS="x" * 200)
    for name, message in settings.errors:
        assert all(" " <= character <= "~" for character in message), (name, message)
        assert "; using " in message and len(message) < 160, (name, message)
    assert error_names(settings) == ["PINOCHLE_KEYS", "PINOCHLE_PROFILE", "PINOCHLE_TEAMS", "PINOCHLE_TARGET"]


def test_each_bad_value_names_its_setting_and_the_default_used():
    settings = load(
        SDA="GP 4",
        I2C_HZ="fast",
        DISPLAY="sh1108",
        DISPLAY_ADDRESS="0x50",
        DISPLAY_WIDTH=96,
        DISPLAY_HEIGHT=48,
        DISPLAY_ROTATION=45,
        KEYS="four",
        KEY_PRESSED="sideways",
        LONG_PRESS_MS=50,
        PROFILE="bezique",
        TEAMS="A,B,C",
        TARGET=-5,
        SIGNALS="jump",
    )
    assert error_names(settings) == [
        "PINOCHLE_SDA",
        "PINOCHLE_I2C_HZ",
        "PINOCHLE_DISPLAY",
        "PINOCHLE_DISPLAY_ADDRESS",
        "PINOCHLE_DISPLAY_WIDTH",
        "PINOCHLE_DISPLAY_HEIGHT",
        "PINOCHLE_DISPLAY_ROTATION",
        "PINOCHLE_KEYS",
        "PINOCHLE_KEY_PRESSED",
        "PINOCHLE_LONG_PRESS_MS",
        "PINOCHLE_PROFILE",
        "PINOCHLE_TEAMS",
        "PINOCHLE_TARGET",
        "PINOCHLE_SIGNALS",
    ]
    assert settings.sda == "GP4"
    assert message_for(settings, "I2C_HZ") == "'fast' is not a number; using 400000"
    assert message_for(settings, "DISPLAY") == "'sh1108' is not ssd1306 or sh1106 or sh1107 or board; using ssd1306"
    assert message_for(settings, "DISPLAY_ADDRESS") == "0x50 is not 0x3C or 0x3D; using 0x3C"
    assert message_for(settings, "DISPLAY_HEIGHT") == "48 is not 64 or 32; using 64"
    assert message_for(settings, "KEYS") == "'four' is not five or three or keypad or macropad; using five"
    assert message_for(settings, "LONG_PRESS_MS") == "50 is not 200-3000; using 600"
    assert "bezique" in message_for(settings, "PROFILE") and settings.profile == "double"
    assert message_for(settings, "TEAMS") == "give 2 names, not 3; using US,THEM"
    assert message_for(settings, "TARGET") == "-5 is not 0-65535; using the profile's"
    assert message_for(settings, "SIGNALS") == "'jump' is not skip or increment; using the profile's"
    assert settings.display == "ssd1306" and settings.display_height == 64 and settings.keys == "five"
    assert settings.target is None
    assert settings.signals is None


def test_signal_conventions_are_those_the_signals_module_knows():
    from pinochle.bidding.signals import CONVENTIONS

    assert config.SIGNALS == CONVENTIONS


def test_key_pins_must_match_the_key_map():
    settings = load(KEY_PINS="GP1,GP2,GP3")
    assert message_for(settings, "KEY_PINS") == "five keys need 6 pins, not 3; using GP10,GP11,GP12,GP13,GP14,GP15"
    settings = load(KEYS="three", KEY_PINS="GP1,GP\n2,GP3")
    assert message_for(settings, "KEY_PINS") == "'GP?2' is not a pin name; using GP10,GP11,GP12"


PICO_PINS = dict(("GP%d" % number, number) for number in range(29))
PICO_PINS.update(SDA=4, SCL=5)


def checked(settings, pins=PICO_PINS, defaults=None):
    """(what check_pins could not fix, errors) with pins: name -> pin (an alias shares the number); defaults: the
    board's, as power-up finds them, unless given."""
    if defaults is None:
        defaults = board_defaults(settings, pins.get)
    unfixable = check_pins(settings, pins.get, defaults)
    return unfixable, settings.errors


def test_pins_are_checked_against_each_other_by_the_pin_each_name_is():
    settings = load(KEYS="three", KEY_PINS="GP10,GP10,GP11")
    assert checked(settings) == (None, [("PINOCHLE_KEY_PINS", "GP10 and GP10 are one pin; using GP10,GP11,GP12")])
    assert settings.key_pins == ("GP10", "GP11", "GP12")
    settings = load(KEYS="three", KEY_PINS="GP20,SDA,GP11")
    assert checked(settings)[1] == [("PINOCHLE_KEY_PINS", "SDA is the pin of PINOCHLE_SDA (GP4); using GP10,GP11,GP12")]
    settings = load(SDA="GP10")  # the default keys take GP10: the changed setting is the one that gives way
    assert checked(settings)[1] == [("PINOCHLE_SDA", "GP10 is the pin of PINOCHLE_KEY_PINS (GP10); using GP4")]
    assert (settings.sda, settings.scl) == ("GP4", "GP5")


def test_a_pin_that_falls_back_onto_one_in_use_moves_the_other_too():
    settings = load(SCL="GP99", KEY_PINS="GP5,GP6,GP7,GP8,GP9,GP3")
    assert checked(settings) == (
        None,
        [
            ("PINOCHLE_SCL", "this board has no pin GP99; using GP5"),
            ("PINOCHLE_KEY_PINS", "GP5 is the pin of PINOCHLE_SCL (GP5); using GP10,GP11,GP12,GP13,GP14,GP15"),
        ],
    )
    assert settings.key_pins == ("GP10", "GP11", "GP12", "GP13", "GP14", "GP15")


def test_pins_no_default_can_fix_say_what_to_fix():
    settings = load(KEYS="three")
    feather = {"D5": 5, "D6": 6, "D9": 9, "SDA": 2, "SCL": 3}
    unfixable, errors = checked(settings, feather, (("SDA",), ("SCL",), ("GP10", "GP11", "GP12")))
    assert unfixable == ("PINOCHLE_KEY_PINS", "this board has no pin GP10: set it to this board's pins")


def test_the_fallbacks_chosen_stand_when_a_later_pin_cannot_be_fixed():
    settings = load(KEYS="three", SCL="D99")
    feather = {"D5": 5, "D6": 6, "D9": 9, "SDA": 2, "SCL": 3}
    defaults = board_defaults(settings, feather.get)
    assert defaults == [("SDA",), ("SCL",), ("GP10", "GP11", "GP12"), (), (), ()] and settings.sda == "SDA"
    unfixable, errors = checked(settings, feather, defaults)
    assert unfixable[0] == "PINOCHLE_KEY_PINS"
    assert errors == [("PINOCHLE_SCL", "this board has no pin D99; using SCL")]
    assert (settings.sda, settings.scl) == ("SDA", "SCL")  # the display starts on them


def test_the_edit_pin_is_the_setting_else_the_last_checked_key_else_gp15_else_button():
    assert edit_pin(load(EDIT_PIN="GP2"), PICO_PINS.get) == "GP2"
    settings = load(KEY_PINS="GP4,GP11,GP12,GP13,GP14,GP9")  # GP4 is SDA's: the keys fall back
    checked(settings)
    assert edit_pin(settings, PICO_PINS.get) == "GP15"
    settings = load(EDIT_PIN=15)  # unquoted in settings.toml: a number
    assert message_for(settings, "EDIT_PIN") == "15 is not a pin name in quotes; using the last key's pin"
    assert edit_pin(settings, PICO_PINS.get) == "GP15"
    settings = load(EDIT_PIN="D99")
    assert edit_pin(settings, {"BUTTON": 1}.get) == "BUTTON"
    assert message_for(settings, "EDIT_PIN") == "this board has no pin D99; using BUTTON"
    assert edit_pin(load(), {}.get) is None


def test_options_are_checked_against_the_profile():
    settings = load(PROFILE="single", OPTIONS="take-all-wins")
    assert "does not apply to single" in message_for(settings, "OPTIONS")
    assert settings.options == ()
    settings = load(OPTIONS="no-such-thing")
    assert "unknown option 'no-such-thing'" in message_for(settings, "OPTIONS")


def test_team_names_must_fit_and_be_in_the_font():
    assert "1-10 characters" in message_for(load(TEAMS="Us,The Others Team"), "TEAMS")
    assert "1-10 characters" in message_for(load(TEAMS="Us,"), "TEAMS")
    assert "the font lacks" in message_for(load(TEAMS="Us,Zo\u00eb"), "TEAMS")


def test_an_unreadable_setting_is_an_error_not_a_crash():
    def getenv(name):
        if name == "PINOCHLE_PROFILE":
            raise ValueError("Invalid byte")
        return None

    settings = config.load(getenv)
    assert settings.errors == [("PINOCHLE_PROFILE", "unreadable (Invalid byte); using double")]
    assert settings.profile == "double"


def test_booleans_are_not_numbers():
    settings = load(TARGET=True)
    assert error_names(settings) == ["PINOCHLE_TARGET"]


def test_a_controller_the_firmware_has_no_driver_for_is_said_as_displays_md_says():
    # docs/displays.md: "On MicroPython "sh1106" or "sh1107" is shown as `PINOCHLE_DISPLAY: sh1106 has no
    # MicroPython driver; using ssd1306`": a valid name, not a wrong one.
    for display in ("sh1106", "sh1107"):
        values = getenv_of({config.PREFIX + "DISPLAY": display})
        settings = config.load(values, ("ssd1306",), (0, 180), "MicroPython")
        assert message_for(settings, "DISPLAY") == "%s has no MicroPython driver; using ssd1306" % display
        assert settings.display == "ssd1306"
    settings = config.load(getenv_of({config.PREFIX + "DISPLAY": "board"}), ("ssd1306",), (0, 180), "MicroPython")
    assert message_for(settings, "DISPLAY") == "MicroPython has no board display; using ssd1306"
    settings = config.load(getenv_of({config.PREFIX + "DISPLAY": "sh1108"}), ("ssd1306",), (0, 180), "MicroPython")
    assert message_for(settings, "DISPLAY") == "'sh1108' is not ssd1306 or sh1106 or sh1107 or board; using ssd1306"


def test_a_128x64_controller_at_32_rows_is_said_and_64_used():
    for display in ("sh1106", "sh1107"):
        settings = load(DISPLAY=display, DISPLAY_HEIGHT=32)
        assert message_for(settings, "DISPLAY_HEIGHT") == "32 with %s, a 128x64 panel; using 64" % display
        assert (settings.display, settings.display_height) == (display, 64)
    settings = load(DISPLAY="ssd1306", DISPLAY_HEIGHT=32)
    assert settings.errors == [] and settings.display_height == 32
