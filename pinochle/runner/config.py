"""The board's settings (settings.toml, pinochle_settings.py) read through a getenv, checked one by one: a bad value
is noted in errors and the default used. boot.py, code.py and board_setup.py load it at power-up."""

from pinochle import const

PREFIX = "PINOCHLE_"

# Raspberry Pi Pico defaults: the display on I2C0 at GP4/GP5 (pins 6 and 7), the buttons on GP10-GP15
# (pins 14-20, with grounds at 13 and 18), each button to ground, read with the internal pull-up.
DEFAULT_SDA = "GP4"
DEFAULT_SCL = "GP5"
_DEFAULT_I2C_HZ = const(400000)
_DEFAULT_ADDRESS = const(0x3C)
_DEFAULT_WIDTH = const(128)
_DEFAULT_HEIGHT = const(64)
_DEFAULT_KEYS = const("five")
DEFAULT_KEY_PINS = {
    "five": ("GP10", "GP11", "GP12", "GP13", "GP14", "GP15"),  # UP DOWN LEFT RIGHT OK BACK
    "three": ("GP10", "GP11", "GP12"),  # PREV OK NEXT
}
_DEFAULT_LONG_PRESS_MS = const(600)
_DEFAULT_PROFILE = const("double")
_DEFAULT_TEAMS = const(("US", "THEM"))
DEFAULT_SIGNALS = None  # the profile's own (pinochle.rules.Rules.signals): increment in partnership, else skip
# pinochle.bidding.signals.CONVENTIONS, not imported: that module is loaded only when the calculator signals.
SIGNALS = ("skip", "increment")

# The OLED controllers PINOCHLE_DISPLAY may name (pinochle/device/circuitpython/display.py; docs/displays.md).
DISPLAYS = ("ssd1306", "sh1106", "sh1107")
_HEIGHTS = const((64, 32))
_ROTATIONS = const((0, 90, 180, 270))
_ADDRESSES = const((0x3C, 0x3D))


class Settings:
    """Plain values for code.py; `errors` lists what was wrong and which default took its place."""

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
        self.edit_pin = None  # boot.py's edit button (edit_pin); None: the last key's
        self.key_pressed_low = True
        self.long_press_ms = _DEFAULT_LONG_PRESS_MS
        self.profile = _DEFAULT_PROFILE
        self.options = ()
        self.team_names = _DEFAULT_TEAMS
        self.target = None  # None: the profile's own target
        self.signals = DEFAULT_SIGNALS  # the convention the calculator suggests bids by; None: the profile's
        self.errors = []

    def error(self, short_name, message):
        self.errors.append((PREFIX + short_name, message))


_SHOWN_MAX = const(24)  # characters of a bad value repeated in its message


def printable(value, limit=_SHOWN_MAX):
    """A value as a message repeats it: one line of characters the font draws ('?' for others), cut if long."""
    text = "".join(character if " " <= character <= "~" else "?" for character in str(value))
    return text if len(text) <= limit else text[: limit - 2] + ".."


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


def _read_display(getenv, settings):
    settings.sda = _pin(getenv, settings, "SDA", DEFAULT_SDA)
    settings.scl = _pin(getenv, settings, "SCL", DEFAULT_SCL)
    settings.i2c_hz = _integer(getenv, settings, "I2C_HZ", _DEFAULT_I2C_HZ, low=10000, high=1000000)
    settings.display = _choice(getenv, settings, "DISPLAY", DISPLAYS[0], DISPLAYS)
    settings.display_address = _integer(
        getenv, settings, "DISPLAY_ADDRESS", _DEFAULT_ADDRESS, allowed=_ADDRESSES, shown=_hex
    )
    settings.display_width = _integer(getenv, settings, "DISPLAY_WIDTH", _DEFAULT_WIDTH, allowed=(_DEFAULT_WIDTH,))
    settings.display_height = _integer(getenv, settings, "DISPLAY_HEIGHT", _DEFAULT_HEIGHT, allowed=_HEIGHTS)
    settings.display_rotation = _integer(getenv, settings, "DISPLAY_ROTATION", 0, allowed=_ROTATIONS)


def _read_keys(getenv, settings):
    settings.keys = _choice(getenv, settings, "KEYS", _DEFAULT_KEYS, ("five", "three"))
    default_pins = DEFAULT_KEY_PINS[settings.keys]
    # Names only: whether two names are one pin (SDA is GP4 on a Pico) only the board knows (check_pins).
    text = _text(getenv, settings, "KEY_PINS", "", ",".join(default_pins))
    if text:
        pins = _names(text)
        problem = ""
        if len(pins) != len(default_pins):
            problem = "%d pins for %s keys, not %d" % (len(pins), settings.keys, len(default_pins))
        else:
            for pin in pins:
                if not _pin_name(pin):
                    problem = "'%s' is not a pin name" % (printable(pin),)
                    break
        if problem:
            settings.error("KEY_PINS", "%s; using %s" % (problem, ",".join(default_pins)))
        else:
            default_pins = pins
    settings.key_pins = default_pins
    edit = _read(getenv, settings, "EDIT_PIN", "the last key's pin")
    if edit is not None and not (isinstance(edit, str) and _pin_name(edit)):  # 15 unquoted comes as a number
        settings.error("EDIT_PIN", "%s is not a pin name in quotes; using the last key's pin" % printable(edit))
        edit = None
    settings.edit_pin = edit
    pressed = _choice(getenv, settings, "KEY_PRESSED", "low", ("low", "high"))
    settings.key_pressed_low = pressed == "low"
    settings.long_press_ms = _integer(getenv, settings, "LONG_PRESS_MS", _DEFAULT_LONG_PRESS_MS, low=200, high=3000)


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


def board_defaults(settings, resolve):
    """The default pins per PIN_SETTINGS on this board (resolve as check_pins takes it): the Pico's, but for the
    display the board's own SDA and SCL where it has no GP4 and GP5 (a Feather), which an unchanged setting then
    names. code.py and boot.py both check the pins against these, so both find the same keys."""
    defaults = [(DEFAULT_SDA,), (DEFAULT_SCL,), DEFAULT_KEY_PINS[settings.keys]]
    for index, own in ((0, "SDA"), (1, "SCL")):
        default = defaults[index][0]
        if resolve(default) is None and resolve(own) is not None:
            defaults[index] = (own,)
            if index == 0 and settings.sda == default:
                settings.sda = own
            elif index == 1 and settings.scl == default:
                settings.scl = own
    return defaults


_EDIT_FALLBACKS = ("GP15", "BUTTON")  # GP15: Pico pin 20, beside ground on pin 18; BUTTON: many Adafruit boards


def edit_pin(settings, resolve):
    """The pin boot.py reads for edit mode, once check_pins has run: PINOCHLE_EDIT_PIN when this board has it, else
    the last key's (BACK of five keys, NEXT of three), else GP15, else BUTTON; None when it has none of them. A
    setting the board lacks is noted in errors, with the pin used instead."""
    names = [settings.key_pins[-1]] + [name for name in _EDIT_FALLBACKS if name != settings.key_pins[-1]]
    found = None
    for name in names:
        if resolve(name) is not None:
            found = name
            break
    chosen = settings.edit_pin
    if chosen is None or resolve(chosen) is not None:
        return chosen or found
    settings.error("EDIT_PIN", "this board has no pin %s; using %s" % (printable(chosen), found or "none"))
    return found


# The settings that name pins, as check_pins orders them: a clash is blamed on the one changed from its default,
# the later one when both are, unless its default is a pin the board lacks.
PIN_SETTINGS = ("SDA", "SCL", "KEY_PINS")


def _pin_clash(chosen, defaults, resolve):
    """(index of the setting to fall back, why) for the first pin setting that names a pin the board lacks or one
    another name already takes; None when every pin is the board's and distinct."""
    taken = []  # (pin, index of its setting, name)
    for index, names in enumerate(chosen):
        for name in names:
            pin = resolve(name)
            if pin is None:
                return index, "this board has no pin %s" % printable(name)
            for other, owner, other_name in taken:
                if other == pin:
                    if owner == index:
                        return index, "%s and %s are one pin" % (printable(other_name), printable(name))
                    if chosen[owner] != defaults[owner] and (
                        chosen[index] == defaults[index] or None in [resolve(one) for one in defaults[index]]
                    ):  # the other was changed too, and its default is a pin this board has
                        index, name, owner, other_name = owner, other_name, index, name
                    why = "%s is the pin of %s%s (%s)" % (printable(name), PREFIX, PIN_SETTINGS[owner], other_name)
                    return index, why
            taken.append((pin, index, name))
    return None


def check_pins(settings, resolve, defaults=None):
    """Check SDA, SCL and KEY_PINS against each other by the pin each name is on this board (resolve(name): the
    board's pin, or None when it has none by that name), before any is claimed. A setting that fails falls back
    to its default (defaults: names per PIN_SETTINGS, the Pico's unless given), noted in errors; returns
    (setting name, what to fix) when even the defaults fail, else None. settings' pin names end as checked."""
    if defaults is None:
        defaults = ((DEFAULT_SDA,), (DEFAULT_SCL,), DEFAULT_KEY_PINS[settings.keys])
    chosen = [(settings.sda,), (settings.scl,), tuple(settings.key_pins)]
    unfixable = None
    while True:
        clash = _pin_clash(chosen, defaults, resolve)
        if clash is None:
            break
        index, why = clash
        if chosen[index] == defaults[index]:
            unfixable = PREFIX + PIN_SETTINGS[index], "%s: set it to this board's pins" % why
            break
        settings.error(PIN_SETTINGS[index], "%s; using %s" % (why, ",".join(defaults[index])))
        chosen[index] = tuple(defaults[index])
    # The fallbacks chosen so far stand even when a later setting cannot be fixed: the display still starts.
    settings.sda, settings.scl, settings.key_pins = chosen[0][0], chosen[1][0], chosen[2]
    return unfixable


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


def load(getenv):
    """Settings read through getenv(name); never raises for a bad value."""
    settings = Settings()
    _read_display(getenv, settings)
    _read_keys(getenv, settings)
    _read_game(getenv, settings)
    return settings
