"""A MicroPython board's parts for pinochle.runner.power_up: its settings file, pins by GPIO number, the ssd1306
framebuf view, Pin keys and save files. main.py names this module; power-up drops it once the parts are built."""

import sys
import time

import machine

from micropython import const

_RETRY_MS = const(5000)  # no display: try again this often, saying why on the console


def pin_id(name):
    """What machine.Pin takes: "GP4" and "4" are GPIO 4 (a number works on every port); other names as given."""
    if name[:2] in ("GP", "gp") and name[2:].isdigit():
        return int(name[2:])
    return int(name) if name.isdigit() else name


class Board:
    """clock gives ticks_ms() and sleep_ms(), getenv the settings (default: pinochle_settings.py), folder holds the
    save files."""

    DISPLAYS = ("ssd1306",)  # micropython-lib and PyPI have no SH1106 or SH1107 driver (docs/displays.md)
    ROTATIONS = (0, 180)  # the ssd1306 driver turns the panel upside down, never on its side
    EDIT_BUTTON = False  # no boot.py: the filesystem is the computer's over the REPL, not a USB drive
    # A Pico has room to keep each screen's module once loaded (screen changes are quicker); a small heap collects
    # every COLLECT_EVERY bytes allocated, so what stays packs low instead of between dead objects.
    KEEP_SCREENS_FREE = 128 * 1024
    COLLECT_EVERY = 2048
    COLLECT_UNDER = 0  # the threshold above collects: none after a frame
    LOOP_MS = 5  # the pins are read every pass: quicker than bounce settles, far quicker than a finger
    export = None  # no CSV export: the files are reached over the REPL
    keep_damaged = None
    playing = None  # nothing restarts the board when a file changes

    def __init__(self, clock=time, getenv=None, folder="/"):
        # What the game keeps, imported before the settings are read: low in the heap, below what power-up drops
        # (power_up set gc.threshold first).
        import ssd1306

        from pinochle.device.micropython.keys import Keys
        from pinochle.device.micropython.view import View

        self._driver, self._keys, self._view = ssd1306.SSD1306_I2C, Keys, View
        self.clock = clock
        self.print_exception = sys.print_exception
        self._getenv = getenv
        self._folder = folder

    def settings_source(self):
        """(getenv, problem): the settings file's values, or every default and why when it cannot be read."""
        if self._getenv is not None:
            return self._getenv, None
        from pinochle import forget_module

        values, problem = {}, None  # no file: every default
        try:
            import pinochle_settings

            values = pinochle_settings.__dict__
        except ImportError:
            pass
        except Exception as error:  # a typo in the file: every default, and the reason on the screen
            problem = ("pinochle_settings.py", "%s: %s; using defaults" % (type(error).__name__, error))
        forget_module("pinochle_settings")
        return values.get, problem

    def pin(self, name):
        """The pin a setting names, as the pin checks compare them: its GPIO number ("GP4" and "4" are one pin) or
        the port's own name; None when machine.Pin knows no such pin."""
        ident = pin_id(name)
        try:
            machine.Pin(ident)
        except (ValueError, TypeError):
            return None
        return ident

    def make_view(self, settings):
        """The framebuf view on the ssd1306 at the settings' address; OSError when no display answers there."""
        i2c = _i2c(settings)
        address = settings.display_address
        if address not in i2c.scan():
            raise OSError("no display at 0x%02X on SDA %s, SCL %s" % (address, settings.sda, settings.scl))
        display = self._driver(settings.display_width, settings.display_height, i2c, address)
        if settings.display_rotation == 180:
            display.rotate(True)
        return self._view(display)

    def no_display(self):
        """No screen to say why on: the console has said it; try again after a pause."""
        self.clock.sleep_ms(_RETRY_MS)

    def make_keys(self, settings):
        pull = machine.Pin.PULL_UP if settings.key_pressed_low else machine.Pin.PULL_DOWN
        pins = [machine.Pin(pin_id(name), machine.Pin.IN, pull) for name in settings.key_pins]
        if settings.encoder:  # said with the bad settings, shown after this
            settings.errors.append(("PINOCHLE_ENCODER", "MicroPython has no rotaryio; the knob is not read"))
        matrix = None
        if settings.keypad_rows:  # the keypad's reader is loaded only on a board that has one
            from pinochle.device.micropython.matrix import Matrix

            rows = [machine.Pin(pin_id(name)) for name in settings.keypad_rows]
            matrix = Matrix(rows, [machine.Pin(pin_id(name)) for name in settings.keypad_columns])
        return self._keys(pins, settings.keys, settings.key_pressed_low, settings.long_press_ms, matrix=matrix)

    def save_media(self):
        from pinochle.device.micropython.file_media import pick_media

        return pick_media(self._folder)

    def archive_medium(self):
        """The folder of the archive file beside the save files on littlefs: pinochle.archive.keep makes the medium
        when a game is first kept, so the power-up loads none of it."""
        return self._folder


def _i2c(settings):
    """A hardware I2C bus on the pins when one serves them (bus 0, then 1), else a software one."""
    scl = machine.Pin(pin_id(settings.scl))
    sda = machine.Pin(pin_id(settings.sda))
    for bus in (0, 1):
        try:
            return machine.I2C(bus, scl=scl, sda=sda, freq=settings.i2c_hz)
        except (ValueError, TypeError):  # these pins are not on that bus (rp2), or there is no such bus
            pass
    return machine.SoftI2C(scl=scl, sda=sda, freq=settings.i2c_hz)
