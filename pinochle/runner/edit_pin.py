"""The edit button boot.py reads at power-up (edit mode leaves CIRCUITPY to the computer). It imports only words.py:
boot.py falls back on FALLBACKS even when the rest of the package is half-copied."""

from pinochle.runner.words import printable

FALLBACKS = ("GP15", "BUTTON")  # GP15: Pico pin 20, beside ground on pin 18; BUTTON: many Adafruit boards


def edit_pin(settings, resolve):
    """The pin boot.py reads for edit mode, once check_pins has run: PINOCHLE_EDIT_PIN when this board has it, else
    the last key's (BACK of five keys, NEXT of three, the MacroPad's knob switch), else GP15, else BUTTON; None when
    it has none of them. A setting the board lacks is noted in errors, with the pin used instead."""
    last = list(settings.key_pins[-1:])  # none for the keypad alone
    names = last + [name for name in FALLBACKS if name not in last]
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
