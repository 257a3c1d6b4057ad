"""Settings from settings.toml, read through a getenv handed in (os.getenv on the board), checked one by one.

A bad or unreadable value never raises: it is replaced by the default and noted in `errors` as
(setting name, message), so code.py can show it on the screen and go on.
"""

PREFIX = "PINOCHLE_"

# Raspberry Pi Pico defaults: the display on I2C0 at GP4/GP5 (pins 6 and 7), the buttons on GP10-GP15
# (pins 14-20, with grounds at 13 and 18), each button to ground, read with the internal pull-up.
DEFAULT_SDA = "GP4"
DEFAULT_SCL = "GP5"
DEFAULT_I2C_HZ = 400000
DEFAULT_ADDRESS = 0x3C
DEFAULT_WIDTH = 128
DEFAULT_HEIGHT = 64
DEFAULT_KEYS = "five"
DEFAULT_KEY_PINS = {
    "five": ("GP10", "GP11", "GP12", "GP13", "GP14", "GP15"),  # UP DOWN LEFT RIGHT OK BACK
    "three": ("GP10", "GP11", "GP12"),  # PREV OK NEXT
}
DEFAULT_LONG_PRESS_MS = 600
DEFAULT_PROFILE = "double"
DEFAULT_TEAMS = ("US", "THEM")
DEFAULT_SIGNALS = "skip"
# pinochle.bidding.signals.CONVENTIONS, not imported: config leaves the heap after power-up, the game may never signal.
SIGNALS = ("skip", "increment")

HEIGHTS = (64, 32)
ROTATIONS = (0, 90, 180, 270)
ADDRESSES = (0x3C, 0x3D)
TEAM_NAME_MAX = 10


class Settings:
    """Plain values for code.py; `errors` lists what was wrong and which default took its place."""

    def __init__(self):
        self.sda = DEFAULT_SDA
        self.scl = DEFAULT_SCL
        self.i2c_hz = DEFAULT_I2C_HZ
        self.display_address = DEFAULT_ADDRESS
        self.display_width = DEFAULT_WIDTH
        self.display_height = DEFAULT_HEIGHT
        self.display_rotation = 0
        self.keys = DEFAULT_KEYS
        self.key_pins = DEFAULT_KEY_PINS[DEFAULT_KEYS]
        self.key_pressed_low = True
        self.long_press_ms = DEFAULT_LONG_PRESS_MS
        self.profile = DEFAULT_PROFILE
        self.options = ()
        self.team_names = DEFAULT_TEAMS
        self.target = None  # None: the profile's own target
        self.signals = DEFAULT_SIGNALS  # the meld-signal convention the calculator suggests bids by
        self.errors = []

    def error(self, short_name, message):
        self.errors.append((PREFIX + short_name, message))


def _read(getenv, settings, short_name):
    """The raw value (str or int, as the firmware gives it), or None when absent or unreadable."""
    try:
        value = getenv(PREFIX + short_name)
    except Exception as error:  # a malformed settings.toml line must not stop the board
        settings.error(short_name, "unreadable (%s)" % (error,))
        return None
    if isinstance(value, str):
        value = value.strip()
        if not value:
            return None
    return value


def _integer(getenv, settings, short_name, default, allowed=None, low=None, high=None, shown=None):
    value = _read(getenv, settings, short_name)
    if value is None:
        return default
    number = None
    if isinstance(value, int) and not isinstance(value, bool):
        number = value
    elif isinstance(value, str):
        try:
            number = int(value, 0)  # 0x3C and 60 both read
        except ValueError:
            pass
    shown_default = (shown or str)(default)
    if number is None:
        settings.error(short_name, "%r is not a number; using %s" % (value, shown_default))
        return default
    if allowed is not None and number not in allowed:
        choices = " or ".join((shown or str)(choice) for choice in allowed)
        settings.error(short_name, "%s is not %s; using %s" % ((shown or str)(number), choices, shown_default))
        return default
    if (low is not None and number < low) or (high is not None and number > high):
        settings.error(short_name, "%d is not %d-%d; using %s" % (number, low, high, shown_default))
        return default
    return number


def _text(getenv, settings, short_name, default):
    value = _read(getenv, settings, short_name)
    if value is None:
        return default
    return str(value)


def _choice(getenv, settings, short_name, default, choices):
    value = _text(getenv, settings, short_name, default).lower()
    if value not in choices:
        settings.error(short_name, "'%s' is not %s; using %s" % (value, " or ".join(choices), default))
        return default
    return value


def _names(text):
    """Comma-separated names, stripped; empty parts kept (as "") so they can be reported."""
    return tuple(part.strip() for part in text.split(","))


def _pin_name(name):
    return bool(name) and " " not in name and "." not in name


def _pin(getenv, settings, short_name, default):
    name = _text(getenv, settings, short_name, default)
    if _pin_name(name):
        return name
    settings.error(short_name, "'%s' is not a pin name; using %s" % (name, default))
    return default


def _hex(number):
    return "0x%02X" % number


def _target(number):
    return str(number) if number else "the profile's"


def _read_display(getenv, settings):
    settings.sda = _pin(getenv, settings, "SDA", DEFAULT_SDA)
    settings.scl = _pin(getenv, settings, "SCL", DEFAULT_SCL)
    settings.i2c_hz = _integer(getenv, settings, "I2C_HZ", DEFAULT_I2C_HZ, low=10000, high=1000000)
    settings.display_address = _integer(
        getenv, settings, "DISPLAY_ADDRESS", DEFAULT_ADDRESS, allowed=ADDRESSES, shown=_hex
    )
    settings.display_width = _integer(getenv, settings, "DISPLAY_WIDTH", DEFAULT_WIDTH, allowed=(DEFAULT_WIDTH,))
    settings.display_height = _integer(getenv, settings, "DISPLAY_HEIGHT", DEFAULT_HEIGHT, allowed=HEIGHTS)
    settings.display_rotation = _integer(getenv, settings, "DISPLAY_ROTATION", 0, allowed=ROTATIONS)


def _read_keys(getenv, settings):
    settings.keys = _choice(getenv, settings, "KEYS", DEFAULT_KEYS, ("five", "three"))
    default_pins = DEFAULT_KEY_PINS[settings.keys]
    text = _text(getenv, settings, "KEY_PINS", "")
    if text:
        pins = _names(text)
        problem = ""
        if len(pins) != len(default_pins):
            problem = "%d pins for %s keys, not %d" % (len(pins), settings.keys, len(default_pins))
        else:
            for pin in pins:
                if not _pin_name(pin):
                    problem = "'%s' is not a pin name" % (pin,)
                    break
                if pins.count(pin) > 1 or pin in (settings.sda, settings.scl):
                    problem = "%s is used twice" % (pin,)
                    break
        if problem:
            settings.error("KEY_PINS", "%s; using %s" % (problem, ",".join(default_pins)))
        else:
            default_pins = pins
    settings.key_pins = default_pins
    pressed = _choice(getenv, settings, "KEY_PRESSED", "low", ("low", "high"))
    settings.key_pressed_low = pressed == "low"
    settings.long_press_ms = _integer(getenv, settings, "LONG_PRESS_MS", DEFAULT_LONG_PRESS_MS, low=200, high=3000)


def _read_game(getenv, settings):
    from pinochle.rules import PROFILE_NAMES, make_rules

    profile = _text(getenv, settings, "PROFILE", DEFAULT_PROFILE).lower()
    if profile not in PROFILE_NAMES:
        choices = ", ".join(PROFILE_NAMES)
        settings.error("PROFILE", "'%s' is not one of %s; using %s" % (profile, choices, DEFAULT_PROFILE))
        profile = DEFAULT_PROFILE
    settings.profile = profile
    text = _text(getenv, settings, "OPTIONS", "")
    options = tuple(name.lower() for name in _names(text) if name) if text else ()
    if options:
        try:
            make_rules(profile, options)
            settings.options = options
        except ValueError as error:
            settings.error("OPTIONS", "%s; using none" % (error,))
    teams = _text(getenv, settings, "TEAMS", "")
    if teams:
        names = _names(teams)
        problem = ""
        if len(names) != 2:
            problem = "give two names, not %d" % len(names)
        else:
            for name in names:
                if not name or len(name) > TEAM_NAME_MAX:
                    problem = "'%s' is not 1-%d characters" % (name, TEAM_NAME_MAX)
                elif any(not " " <= character <= "~" for character in name):
                    problem = "'%s' has a letter the font lacks" % (name,)
                if problem:
                    break
        if problem:
            settings.error("TEAMS", "%s; using %s" % (problem, ",".join(DEFAULT_TEAMS)))
        else:
            settings.team_names = names
    target = _integer(getenv, settings, "TARGET", 0, low=0, high=65535, shown=_target)
    settings.target = target or None
    settings.signals = _choice(getenv, settings, "SIGNALS", DEFAULT_SIGNALS, SIGNALS)


# What the game reads once it runs (pinochle.app.start); the rest only builds the hardware.
GAME_FIELDS = ("profile", "options", "target", "team_names", "signals", "keys")


class Values:
    """Plain values and no methods: one of these keeps nothing of this module alive, so it can leave the heap."""


def copy_values(settings, fields=None):
    """The settings' values (all, or the named fields) copied onto a Values."""
    values = Values()
    for name in fields or settings.__dict__:
        setattr(values, name, getattr(settings, name))
    return values


def load(getenv):
    """Settings read through getenv(name); never raises for a bad value."""
    settings = Settings()
    _read_display(getenv, settings)
    _read_keys(getenv, settings)
    _read_game(getenv, settings)
    return settings
