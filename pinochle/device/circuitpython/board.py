"""A CircuitPython board's parts for pinochle.runner.power_up: settings.toml, pins by board name, the displayio
view, keypad keys, nvm and the slot file, CSV export and autoreload. code.py names this module."""

import os
import time
import traceback

import board
import microcontroller
import storage
import supervisor

_RELOAD_S = 5  # no display: the console says why, then the board reloads after this pause


class Clock:
    """supervisor's millisecond ticks and a sleep, as the runner reads the time."""

    @staticmethod
    def ticks_ms():
        return supervisor.ticks_ms()

    @staticmethod
    def sleep_ms(duration_ms):
        time.sleep(duration_ms / 1000)


def print_exception(error):
    """The whole traceback on the serial console (CircuitPython 9+ takes the exception alone)."""
    traceback.print_exception(error)  # type: ignore[call-arg]  # the stub lacks value's default


def drive_writable():
    """Device mode: boot.py left CIRCUITPY writable by this code (read-only to the computer)."""
    return not storage.getmount("/").readonly


def export_csv(app):
    """The History screen's "Save as CSV": the game as game-NNN.csv on CIRCUITPY, for a spreadsheet."""
    from pinochle.store import export

    return export.save_csv("/", app.ledger, app.team_names)


def keep_damaged(found):
    """Copy the bytes of save slots that could not be read to damaged-NNN.bin files, when the drive allows."""
    if drive_writable() and found.raw:
        from pinochle.store import export

        try:
            export.save_raw("/", found.raw)
        except OSError as error:  # a full drive must not stop the game; the slots still hold the bytes
            print_exception(error)


def playing(under_way):
    """Saving a file on the computer restarts the board: never while a game is under way."""
    supervisor.runtime.autoreload = not under_way


class Board:
    DISPLAYS = None  # every controller the settings know (pinochle/device/circuitpython/display.py)
    ROTATIONS = None  # displayio turns every quarter
    EDIT_BUTTON = True  # boot.py reads it for edit mode
    # Free heap once the display is built from which each screen's module stays loaded once used: a Pico has room,
    # and its screen changes are quicker without the imports. No gc.threshold here: COLLECT_EVERY 0.
    KEEP_SCREENS_FREE = 100000
    COLLECT_EVERY = 0
    COLLECT_UNDER = 90000  # under this much free heap, a collection once a frame is on the glass, between presses
    LOOP_MS = 2  # keypad scans on its own; a short sleep lets a press reach the screen sooner
    keep_damaged = staticmethod(keep_damaged)
    playing = staticmethod(playing)
    print_exception = staticmethod(print_exception)

    def __init__(self):
        self.clock = Clock()
        self.export = export_csv if drive_writable() else None

    def settings_source(self):
        return os.getenv, None

    def pin(self, name):
        """The board's pin called `name` (aliases are the same object: SDA is GP4 on a Pico), or None (a number, or a
        board attribute that is no pin)."""
        pin = getattr(board, name, None) if isinstance(name, str) else None
        return pin if isinstance(pin, microcontroller.Pin) else None

    def _pins(self, names):
        """The board's pins by name (checked at power-up: a missing one is a ValueError, said on the screen)."""
        pins = []
        for name in names:
            pin = self.pin(name)
            if pin is None:
                raise ValueError("this board has no pin %s" % name)
            pins.append(pin)
        return pins

    def make_view(self, settings):
        import busio
        import displayio
        import i2cdisplaybus

        from pinochle.device.circuitpython.view import View

        if settings.display == "board":  # the board's own, set up by the firmware (the MacroPad's SH1106 on SPI)
            display = getattr(board, "DISPLAY", None)  # not on every board's stubs: the Pico has none
            if display is None:
                raise ValueError("this board has no display of its own: set PINOCHLE_DISPLAY")
            display.rotation = settings.display_rotation
            return View(display)
        displayio.release_displays()
        sda, scl = self.pin(settings.sda), self.pin(settings.scl)
        if sda is None or scl is None:
            raise ValueError("no I2C pins: set PINOCHLE_SDA and PINOCHLE_SCL")
        i2c = busio.I2C(scl, sda, frequency=settings.i2c_hz)
        bus = i2cdisplaybus.I2CDisplayBus(i2c, device_address=settings.display_address)
        from pinochle.device.circuitpython.display import make_display

        display = make_display(
            bus, settings.display, settings.display_width, settings.display_height, settings.display_rotation
        )
        return View(display)

    def no_display(self):
        """No screen to say why on: the console has said it; reload after a pause (settings.toml may be fixed)."""
        time.sleep(_RELOAD_S)
        supervisor.reload()

    def make_keys(self, settings):
        from pinochle.device.circuitpython.keys import Keys, key_matrix

        pins = [self.pin(name) for name in settings.key_pins]
        matrix = knob = None
        if settings.keypad_rows:
            matrix = key_matrix(self._pins(settings.keypad_rows), self._pins(settings.keypad_columns))
        if settings.encoder:
            import rotaryio

            from pinochle.device.knob import Knob

            knob = Knob(rotaryio.IncrementalEncoder(*self._pins(settings.encoder)))
        return Keys(pins, settings.keys, settings.key_pressed_low, settings.long_press_ms, matrix=matrix, knob=knob)

    def save_media(self):
        """(media, a line for the screen): two slots on independent media where the board has them."""
        from pinochle.device.circuitpython.nvm_media import pick_media

        # boot.py leaves the drive writable by this code in device mode, read-only in edit mode.
        folder = "/" if drive_writable() else None
        return pick_media(microcontroller.nvm, folder, os.uname().machine)

    def archive_medium(self):
        """The archive laid out by the drive image (save/archive.sav), in device mode; None without it or in edit
        mode (the computer owns the drive)."""
        if not drive_writable():
            return None
        from pinochle.device.circuitpython.archive_file import open_archive

        return open_archive("/")
