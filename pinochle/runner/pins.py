"""The pin settings on a board: the Pico's defaults, the board's own where it lacks them, and SDA, SCL, KEY_PINS, the
keypad's rows and columns and the knob's two pins checked against each other before any is claimed. Power-up
(set_up.py) and boot.py use them."""

from pinochle.runner.words import PREFIX, printable

# Raspberry Pi Pico defaults: the display on I2C0 at GP4/GP5 (pins 6 and 7), the buttons on GP10-GP15
# (pins 14-20, with grounds at 13 and 18), each button to ground, read with the internal pull-up.
DEFAULT_SDA = "GP4"
DEFAULT_SCL = "GP5"
DEFAULT_KEY_PINS = {
    "five": ("GP10", "GP11", "GP12", "GP13", "GP14", "GP15"),  # UP DOWN LEFT RIGHT OK BACK
    "three": ("GP10", "GP11", "GP12"),  # PREV OK NEXT
    "keypad": (),  # the keypad alone; the five buttons beside it when KEY_PINS names them
    # The MacroPad RP2040's own: its 12 keys (1 2 3 / 4 5 6 / 7 8 9 / * 0 #) and the knob's push switch.
    "macropad": tuple("KEY%d" % number for number in range(1, 13)) + ("ENCODER_SWITCH",),
}
# The 3x4 keypad on the Pico: rows (1-3, 4-6, 7-9, * 0 #) on GP16-GP19 (pins 21, 22, 24, 25) and columns (left to
# right) on GP20-GP22 (pins 26, 27, 29): one side of the board, clear of the display's and the buttons' pins.
DEFAULT_KEYPAD_ROWS = ("GP16", "GP17", "GP18", "GP19")
DEFAULT_KEYPAD_COLUMNS = ("GP20", "GP21", "GP22")
MACROPAD_ENCODER = ("ROTA", "ROTB")  # the MacroPad's knob; on other boards a knob is wired by choice (none)


def layout_defaults(keys):
    """(keypad rows, keypad columns, encoder): the default pins of a layout's keypad and knob, () where it has none."""
    if keys == "keypad":
        return DEFAULT_KEYPAD_ROWS, DEFAULT_KEYPAD_COLUMNS, ()
    return (), (), MACROPAD_ENCODER if keys == "macropad" else ()


def board_defaults(settings, resolve):
    """The default pins per PIN_SETTINGS on this board (resolve as check_pins takes it): the Pico's, but for the
    display the board's own SDA and SCL where it has no GP4 and GP5 (a Feather), which an unchanged setting then
    names. Power-up and boot.py both check the pins against these, so both find the same keys. The board's own
    display (PINOCHLE_DISPLAY = "board") takes no I2C pins: none are checked."""
    defaults = [(DEFAULT_SDA,), (DEFAULT_SCL,), DEFAULT_KEY_PINS[settings.keys]] + list(layout_defaults(settings.keys))
    if settings.display == "board":
        defaults[0] = defaults[1] = ()
        return defaults
    for index, own in ((0, "SDA"), (1, "SCL")):
        default = defaults[index][0]
        if resolve(default) is None and resolve(own) is not None:
            defaults[index] = (own,)
            if index == 0 and settings.sda == default:
                settings.sda = own
            elif index == 1 and settings.scl == default:
                settings.scl = own
    return defaults


# The settings that name pins, as check_pins orders them: a clash is blamed on the one changed from its default,
# the later one when both are, unless its default is a pin the board lacks.
PIN_SETTINGS = ("SDA", "SCL", "KEY_PINS", "KEYPAD_ROWS", "KEYPAD_COLUMNS", "ENCODER")


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


def check_pins(settings, resolve, defaults):
    """Check SDA, SCL and KEY_PINS against each other by the pin each name is on this board (resolve(name): the
    board's pin, or None when it has none by that name), before any is claimed. A setting that fails falls back
    to its default (defaults: names per PIN_SETTINGS, as board_defaults gives them), noted in settings.errors
    (config's settings or their plain copy); returns (setting name, what to fix) when even the defaults fail, else
    None. settings' pin names end as checked."""
    i2c = settings.display != "board"  # the board's own display takes no I2C pins
    chosen = [(settings.sda,) if i2c else (), (settings.scl,) if i2c else (), tuple(settings.key_pins)]
    chosen += [tuple(settings.keypad_rows), tuple(settings.keypad_columns), tuple(settings.encoder)]
    unfixable = None
    while True:
        clash = _pin_clash(chosen, defaults, resolve)
        if clash is None:
            break
        index, why = clash
        if chosen[index] == defaults[index]:
            unfixable = PREFIX + PIN_SETTINGS[index], "%s: set it to this board's pins" % why
            break
        used = ",".join(defaults[index]) or "none"
        settings.errors.append((PREFIX + PIN_SETTINGS[index], "%s; using %s" % (why, used)))
        chosen[index] = tuple(defaults[index])
    # The fallbacks chosen so far stand even when a later setting cannot be fixed: the display still starts.
    if i2c:
        settings.sda, settings.scl = chosen[0][0], chosen[1][0]
    settings.key_pins, settings.keypad_rows, settings.keypad_columns, settings.encoder = chosen[2:]
    return unfixable
