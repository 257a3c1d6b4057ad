"""CircuitPython runs this before code.py: the edit button (pinochle.runner.edit_pin) held at power-up leaves
CIRCUITPY to the computer (edit mode), else the game may save to it (device mode). Never prints, never raises."""

# pinochle.runner.edit_pin.FALLBACKS, written here too: with the package half-copied or missing, the button must
# still give edit mode, or the drive stays shut to the computer (tests/board/test_boot.py holds the two equal).
_LAST_RESORT = ("GP15", "BUTTON")


def _pin_names(getenv, resolve):
    try:
        from pinochle.runner import config, pins
        from pinochle.runner.edit_pin import edit_pin

        settings = config.load(getenv)
        pins.check_pins(settings, resolve, pins.board_defaults(settings, resolve))
        return [edit_pin(settings, resolve)]
    except Exception:  # a half-copied package in edit mode must not stop the button working
        pass
    return [getenv("PINOCHLE_EDIT_PIN")] + list(_LAST_RESORT)


def _edit_button_held():
    import os
    import time

    import board
    import digitalio
    import microcontroller

    def resolve(name):  # the board's pin of that name, or None (a number, or a board attribute that is no pin)
        pin = getattr(board, name, None) if isinstance(name, str) else None
        return pin if isinstance(pin, microcontroller.Pin) else None

    pin = None
    for candidate in _pin_names(os.getenv, resolve):
        pin = resolve(candidate)
        if pin is not None:
            break
    if pin is None:
        return False
    button = digitalio.DigitalInOut(pin)
    try:
        button.switch_to_input(pull=digitalio.Pull.UP)
        time.sleep(0.005)  # let the pull-up charge the line before reading it
        return not button.value
    finally:
        button.deinit()


def _boot():
    try:
        held = _edit_button_held()
    except Exception:  # a bad pin name must not lock the player out of saving
        held = False
    if held:
        return  # edit mode: CIRCUITPY stays writable by the computer, read-only to the code
    import storage

    storage.remount("/", readonly=False)  # device mode: the code saves; the computer may only read


try:
    _boot()
except BaseException:  # boot.py must never stop the board from starting
    pass
