"""The MicroPython handheld's hardware, built once from pinochle_settings.py: the display, the buttons, the save
files, then any bad setting shown. handheld.set_up imports it at power-up and drops it."""

import gc
import sys

import machine
import ssd1306

from micropython import const
from pinochle import forget_module
from pinochle.device.micropython.buttons import PinKeys
from pinochle.device.micropython.view import View

_RETRY_MS = const(5000)  # no display or no buttons: try again this often, saying why
_NOTICE_MS = const(15000)  # a bad setting stays up this long, or until a button is pressed


def read_settings(getenv=None):
    """The settings from pinochle_settings.py (or getenv(name)), bad values replaced and listed in errors."""
    problem = None
    if getenv is None:
        try:
            import pinochle_settings

            getenv = pinochle_settings.__dict__.get
        except ImportError:
            getenv = {}.get  # no file: every default
        except Exception as error:  # a typo in the file: every default, and the reason on the screen
            getenv = {}.get
            problem = "%s: %s; using defaults" % (type(error).__name__, error)
        forget_module("pinochle_settings")
    from pinochle.runner import config

    read = config.load(getenv)
    unfixable = config.check_pins(read, pin_identity)  # every pin setting against every other, before any is claimed
    settings = config.copy_values(read)  # plain values: config leaves the heap
    settings.unfixable = unfixable
    settings.game = config.copy_values(read, config.GAME_FIELDS)
    if problem:
        settings.errors.insert(0, ("pinochle_settings.py", problem))
    settings.default_key_pins = config.DEFAULT_KEY_PINS[settings.keys]
    forget_module("pinochle.runner.config")
    return settings


def error(settings, short_name, message):
    settings.errors.append(("PINOCHLE_" + short_name, message))


def pin_id(name):
    """What machine.Pin takes: "GP4" and "4" are GPIO 4 (a number works on every port); other names as given."""
    if name[:2] in ("GP", "gp") and name[2:].isdigit():
        return int(name[2:])
    return int(name) if name.isdigit() else name


def pin_identity(name):
    """The pin a setting names, as config.check_pins compares them: its GPIO number ("GP4" and "4" are one pin) or
    the port's own name; None when machine.Pin knows no such pin."""
    ident = pin_id(name)
    try:
        machine.Pin(ident)
    except (ValueError, TypeError):
        return None
    return ident


def build_i2c(settings):
    """A hardware I2C bus on the pins when one serves them (bus 0, then 1), else a software one."""
    scl = machine.Pin(pin_id(settings.scl))
    sda = machine.Pin(pin_id(settings.sda))
    for bus in (0, 1):
        try:
            return machine.I2C(bus, scl=scl, sda=sda, freq=settings.i2c_hz)
        except (ValueError, TypeError):  # these pins are not on that bus (rp2), or there is no such bus
            pass
    return machine.SoftI2C(scl=scl, sda=sda, freq=settings.i2c_hz)


def build_display(settings):
    i2c = build_i2c(settings)
    address = settings.display_address
    if address not in i2c.scan():
        raise OSError("no display at 0x%02X on SDA %s, SCL %s" % (address, settings.sda, settings.scl))
    if settings.display != "ssd1306":  # micropython-lib and PyPI have no SH1106 or SH1107 driver (docs/displays.md)
        error(settings, "DISPLAY", "%s has no MicroPython driver; using ssd1306" % settings.display)
    display = ssd1306.SSD1306_I2C(settings.display_width, settings.display_height, i2c, address)
    if settings.display_rotation == 180:
        display.rotate(True)
    elif settings.display_rotation:
        error(settings, "DISPLAY_ROTATION", "%d is not 0 or 180 here; using 0" % settings.display_rotation)
    return display


def _key_pins(names, pressed_low):
    pull = machine.Pin.PULL_UP if pressed_low else machine.Pin.PULL_DOWN
    return [machine.Pin(pin_id(name), machine.Pin.IN, pull) for name in names]


def build_keys(settings):
    if settings.unfixable:  # no default to fall back to: "No buttons" says what to fix, until it is fixed
        raise ValueError("%s: %s" % settings.unfixable)
    defaults = settings.default_key_pins
    try:
        pins = _key_pins(settings.key_pins, settings.key_pressed_low)
    except (ValueError, TypeError) as problem:  # a pin this board lacks: the defaults, and say so
        if tuple(settings.key_pins) == tuple(defaults):
            raise
        error(settings, "KEY_PINS", "%s; using %s" % (problem, ",".join(defaults)))
        pins = _key_pins(defaults, settings.key_pressed_low)
    return PinKeys(pins, settings.keys, settings.key_pressed_low, settings.long_press_ms)


def open_store(folder):
    """Two save files, each created once at full size and rewritten in place. On littlefs (MicroPython's
    usual filesystem) each file write lands whole or not at all, and a damaged file leaves the other."""
    from pinochle.store.file_medium import save_files
    from pinochle.store.game import GameStore

    return GameStore(save_files(folder))


def show_notices(view, keys, clock, settings, problem=None):
    """The bad settings one by one, or the problem (no buttons); the notice module is dropped after."""
    from pinochle.runner import notice

    if problem is None:
        notice.show_bad_settings(view, keys, clock, settings.errors, _NOTICE_MS)
    else:
        notice.show_notice(view, "No buttons", "%s: %s" % (type(problem).__name__, problem))
    forget_module("pinochle.runner.notice")


def setup(clock, getenv=None, folder="/"):
    """(game settings, view, keys, store, notice). Never raises: without a display or buttons it says why and tries
    again; without save files the game is played from RAM with a notice."""
    settings = read_settings(getenv)
    while True:
        try:
            display = build_display(settings)
            break
        except Exception as problem:  # no screen to show it on: say it on the console and try again
            sys.print_exception(problem)
            clock.sleep_ms(_RETRY_MS)
    view = View(display)
    gc.collect()  # the frame buffer is made: what follows fits around it
    while True:
        try:
            keys = build_keys(settings)
            break
        except Exception as problem:  # not even the default pins: say why until the settings are fixed
            sys.print_exception(problem)
            show_notices(view, None, clock, settings, problem)
            clock.sleep_ms(_RETRY_MS)
    try:
        store, notice = open_store(folder), ""
    except Exception as problem:
        sys.print_exception(problem)
        store, notice = None, "not saving: no save files"
    if settings.errors:
        show_notices(view, keys, clock, settings)
    return settings.game, view, keys, store, notice
