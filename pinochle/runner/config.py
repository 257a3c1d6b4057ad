"""The board's settings (settings.toml, pinochle_settings.py) read through a getenv, checked one by one: a bad value
is noted in errors and the default used. boot.py and power-up (set_up.py) load it; the pins are pins.py's."""

from pinochle import const
from pinochle.device import LONG_MS
from pinochle.runner.pins import DEFAULT_KEY_PINS, DEFAULT_SCL, DEFAULT_SDA, layout_defaults
from pinochle.runner.words import PREFIX, printable

_DEFAULT_I2C_HZ = const(400000)
_DEFAULT_ADDRESS = const(0x3C)
_DEFAULT_WIDTH = const(128)
_DEFAULT_HEIGHT = const(64)
_DEFAULT_KEYS = const("five")
_DEFAULT_PROFILE = const("double")
_DEFAULT_TEAMS = const(("US", "THEM"))
DEFAULT_SIGNALS = None  # the profile's own (pinochle.rules.Rules.signals): increment in partnership, else skip
# pinochle.bidding.signals.CONVENTIONS, not imported: that module is loaded only when the calculator signals.
SIGNALS = ("skip", "increment")

# The OLED controllers PINOCHLE_DISPLAY may name (pinochle/device/circuitpython/display.py; docs/displays.md), and
# "board": the board's own display as its firmware set it up (the MacroPad's board.DISPLAY), no driver needed.
DISPLAYS = ("ssd1306", "sh1106", "sh1107", "board")
_FULL_HEIGHT = ("sh1106", "sh1107")  # controllers whose modules are all 128x64 (docs/displays.md)
# The key layouts PINOCHLE_KEYS may name (pinochle.device.input.KEYMAPS, not imported: boot.py reads this module).
LAYOUTS = ("five", "three", "keypad", "macropad")
_HEIGHTS = const((64, 32))
ROTATIONS = (0, 90, 180, 270)  # what displayio turns; a board's driver may turn fewer (its ROTATIONS)
_ADDRESSES = const((0x3C, 0x3D))


class SettingsRead:
    """Plain values for power-up; `errors` lists what was wrong and which default took its place."""

    def __init__(self):
        self.sda = DEFAULT_SDA
        self.scl = DEFAULT_SCL
        self.i2c_hz = _DEFAULT_I2C_HZ
        self.display = DISPLAYS[0]
        self.display_address = _DEFAULT_ADDRESS
        self.display_width = _DEFAULT_WIDTH
        self.display_height = _DEFAULT_HEIGHT
        self.display_rotation = 0
        self.keys = _DEFAULT_KEYS
        self.key_pins = DEFAULT_KEY_PINS[_DEFAULT_KEYS]
        self.keypad_rows = ()  # the 3x4 keypad's row and column pins (the keypad layout), else ()
        self.keypad_columns = ()
        self.encoder = ()  # a knob's two pins (A, B), or () for none
        self.edit_pin = None  # boot.py's edit button (edit_pin); None: the last key's
        self.key_pressed_low = True
        self.long_press_ms = LONG_MS
        self.profile = _DEFAULT_PROFILE
        self.options = ()
        self.team_names = _DEFAULT_TEAMS
        self.target = None  # None: the profile's own target
        self.signals = DEFAULT_SIGNALS  # the convention the calculator suggests bids by; None: the profile's
        self.errors = []

    def error(self, short_name, message):
        self.errors.append((PREFIX + short_name, message))


def _read(getenv, settings, short_name, shown_default, empty_allowed=False):
    """The raw value (str or int, as the firmware gives it), or None when absent, empty or unreadable (those two
    noted with the default used). An empty value is "" where empty_allowed."""
    try:
        value = getenv(PREFIX + short_name)
    except Exception as error:  # a malformed settings.toml line must not stop the board
        settings.error(short_name, "unreadable (%s); using %s" % (printable(error, 60), shown_default))
        return None
    if isinstance(value, str):
        value = value.strip()
        if not value and not empty_allowed:
            settings.error(short_name, "empty; using %s" % shown_default)
            return None
    return value


def _whole_number(text):
    """int of text: decimal even with leading zeros ('0500' is 500), or 0x/0o/0b; ValueError otherwise."""
    if text.isdigit():
        return int(text, 10)
    return int(text, 0)  # 0x3C; a sign, or anything else, as Python reads it


def _integer(getenv, settings, short_name, default, allowed=None, low=None, high=None, shown=None):
    shown_default = (shown or str)(default)
    value = _read(getenv, settings, short_name, shown_default)
    if value is None:
        return default
    number = None
    if isinstance(value, int) and not isinstance(value, bool):
        number = value
    elif isinstance(value, str):
        try:
            number = _whole_number(value)
        except ValueError:
            pass
    if number is None:
        settings.error(short_name, "'%s' is not a number; using %s" % (printable(value), shown_default))
        return default
    if allowed is not None and number not in allowed:
        choices = " or ".join((shown or str)(choice) for choice in allowed)
        wrong = printable((shown or str)(number))  # cut: a value may run to thousands of digits
        settings.error(short_name, "%s is not %s; using %s" % (wrong, choices, shown_default))
        return default
    if (low is not None and number < low) or (high is not None and number > high):
        settings.error(short_name, "%s is not %d-%d; using %s" % (printable(number), low, high, shown_default))
        return default
    return number


def _text(getenv, settings, short_name, default, shown_default=None, empty_allowed=False):
    value = _read(getenv, settings, short_name, shown_default or default, empty_allowed)
    if value is None:
        return default
    return str(value)


def _choice(getenv, settings, short_name, default, choices):
    value = _text(getenv, settings, short_name, default).lower()
    if value not in choices:
        settings.error(short_name, "'%s' is not %s; using %s" % (printable(value), " or ".join(choices), default))
        return default
    return value


def _names(text):
    """Comma-separated names, stripped; empty parts kept (as "") so they can be reported."""
    return tuple(part.strip() for part in text.split(","))


def _pin_name(name):
    return bool(name) and all(character.isalpha() or character.isdigit() or character == "_" for character in name)


def _pin(getenv, settings, short_name, default):
    name = _text(getenv, settings, short_name, default)
    if _pin_name(name):
        return name
    settings.error(short_name, "'%s' is not a pin name; using %s" % (printable(name), default))
    return default


def _hex(number):
    return "0x%02X" % number


def _target(number):
    return str(number) if number else "the profile's"


def _display(getenv, settings, displays, firmware):
    """A controller the settings know, and the board's firmware has a driver for (else the default, and why)."""
    display = _choice(getenv, settings, "DISPLAY", DISPLAYS[0], DISPLAYS)
    if display in displays:
        return display
    why = "%s has no board display" % firmware if display == "board" else "%s has no %s driver" % (display, firmware)
    settings.error("DISPLAY", "%s; using %s" % (why, DISPLAYS[0]))
    return DISPLAYS[0]


def _read_display(getenv, settings, displays, rotations, firmware):
    settings.sda = _pin(getenv, settings, "SDA", DEFAULT_SDA)
    settings.scl = _pin(getenv, settings, "SCL", DEFAULT_SCL)
    settings.i2c_hz = _integer(getenv, settings, "I2C_HZ", _DEFAULT_I2C_HZ, low=10000, high=1000000)
    settings.display = _display(getenv, settings, displays, firmware)
    settings.display_address = _integer(
        getenv, settings, "DISPLAY_ADDRESS", _DEFAULT_ADDRESS, allowed=_ADDRESSES, shown=_hex
    )
    settings.display_width = _integer(getenv, settings, "DISPLAY_WIDTH", _DEFAULT_WIDTH, allowed=(_DEFAULT_WIDTH,))
    settings.display_height = _integer(getenv, settings, "DISPLAY_HEIGHT", _DEFAULT_HEIGHT, allowed=_HEIGHTS)
    if settings.display_height != _DEFAULT_HEIGHT and settings.display in _FULL_HEIGHT:
        # Every SH1106 and SH1107 module here is 128x64: at 32 rows the glass stays blank.
        short = "%d with %s, a 128x64 panel; using %d" % (settings.display_height, settings.display, _DEFAULT_HEIGHT)
        settings.error("DISPLAY_HEIGHT", short)
        settings.display_height = _DEFAULT_HEIGHT
    settings.display_rotation = _integer(getenv, settings, "DISPLAY_ROTATION", 0, allowed=rotations)


def _pin_list(getenv, settings, short_name, default_pins, counts, what, empty_allowed=False, empty=()):
    """Comma-separated pin names, as many as one of counts (what: whose pins, for the message); the default when the
    setting is absent, `empty` when it is empty and that is allowed. Names only: whether two names are one pin (SDA
    is GP4 on a Pico) only the board knows (check_pins)."""
    shown = ",".join(default_pins) or "none"
    value = _read(getenv, settings, short_name, shown, empty_allowed)
    if value is None:
        return default_pins
    text = str(value)
    if not text:
        return empty
    pins = _names(text)
    problem = ""
    if len(pins) not in counts:
        wanted = " or ".join(str(count) for count in counts)
        problem = "%s need %s pins, not %d" % (what, wanted, len(pins))
    else:
        for pin in pins:
            if not _pin_name(pin):
                problem = "'%s' is not a pin name" % (printable(pin),)
                break
    if problem:
        settings.error(short_name, "%s; using %s" % (problem, shown))
        return default_pins
    return pins


def _read_keys(getenv, settings):
    keys = settings.keys = _choice(getenv, settings, "KEYS", _DEFAULT_KEYS, LAYOUTS)
    default_pins = DEFAULT_KEY_PINS[keys]
    what = "%s keys" % keys
    if keys == "keypad":  # the keypad alone (KEY_PINS empty or absent), or beside the five buttons
        pins = _pin_list(getenv, settings, "KEY_PINS", default_pins, (0, 6), "the buttons beside a keypad", True)
    else:
        pins = _pin_list(getenv, settings, "KEY_PINS", default_pins, (len(default_pins),), what)
    settings.key_pins = pins
    rows, columns, encoder = layout_defaults(keys)
    if keys == "keypad":
        settings.keypad_rows = _pin_list(getenv, settings, "KEYPAD_ROWS", rows, (4,), "the keypad's rows")
        settings.keypad_columns = _pin_list(getenv, settings, "KEYPAD_COLUMNS", columns, (3,), "the keypad's columns")
    settings.encoder = _pin_list(getenv, settings, "ENCODER", encoder, (2,), "a knob's A and B", True, encoder)
    edit = _read(getenv, settings, "EDIT_PIN", "the last key's pin")
    if edit is not None and not (isinstance(edit, str) and _pin_name(edit)):  # 15 unquoted comes as a number
        settings.error("EDIT_PIN", "%s is not a pin name in quotes; using the last key's pin" % printable(edit))
        edit = None
    settings.edit_pin = edit
    pressed = _choice(getenv, settings, "KEY_PRESSED", "low", ("low", "high"))
    settings.key_pressed_low = pressed == "low"
    settings.long_press_ms = _integer(getenv, settings, "LONG_PRESS_MS", LONG_MS, low=200, high=3000)


def _read_game(getenv, settings):
    from pinochle.rules import PROFILE_NAMES, RECORD_MAX, make_rules

    profile = _text(getenv, settings, "PROFILE", _DEFAULT_PROFILE).lower()
    if profile not in PROFILE_NAMES:
        choices = ", ".join(PROFILE_NAMES)
        settings.error("PROFILE", "'%s' is not one of %s; using %s" % (printable(profile), choices, _DEFAULT_PROFILE))
        profile = _DEFAULT_PROFILE
    settings.profile = profile
    text = _text(getenv, settings, "OPTIONS", "", "none", empty_allowed=True)
    options = tuple(name.lower() for name in _names(text) if name) if text else ()
    if options:
        try:
            make_rules(profile, options)
            settings.options = options
        except ValueError as error:
            settings.error("OPTIONS", "%s; using none" % (printable(error, 120),))
    teams = _text(getenv, settings, "TEAMS", "", ",".join(_DEFAULT_TEAMS))
    if teams:
        names = _names(teams)
        from pinochle.store.game import team_names_problem  # the loader's check too: one rule for both

        problem = team_names_problem(names)
        if problem:
            settings.error("TEAMS", "%s; using %s" % (problem, ",".join(_DEFAULT_TEAMS)))
        else:
            settings.team_names = names
    target = _integer(getenv, settings, "TARGET", 0, low=0, high=RECORD_MAX, shown=_target)
    settings.target = target or None
    signals = _text(getenv, settings, "SIGNALS", "", empty_allowed=True).lower()
    if signals and signals not in SIGNALS:
        settings.error("SIGNALS", "'%s' is not %s; using the profile's" % (printable(signals), " or ".join(SIGNALS)))
        signals = DEFAULT_SIGNALS
    settings.signals = signals or DEFAULT_SIGNALS


# What the game reads once it runs (pinochle.app.start); the rest only builds the hardware.
GAME_FIELDS = ("profile", "options", "target", "team_names", "signals", "keys")


class Values:
    """Plain values and no methods: keeps nothing of this module alive."""


def copy_values(settings, fields=None):
    """The settings' values (all, or the named fields) copied onto a Values."""
    values = Values()
    for name in fields or settings.__dict__:
        setattr(values, name, getattr(settings, name))
    return values


def load(getenv, displays=DISPLAYS, rotations=ROTATIONS, firmware=""):
    """Settings read through getenv(name), the display and rotation among those the board's driver has (firmware:
    whose drivers, for the message); never raises for a bad value."""
    settings = SettingsRead()
    _read_display(getenv, settings, displays, rotations, firmware)
    _read_keys(getenv, settings)
    _read_game(getenv, settings)
    return settings
