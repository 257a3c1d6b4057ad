"""The Pinochle companion on a CircuitPython board: the display, buttons and save media from settings.toml, then
the restart loop (pinochle.runner.restart). CircuitPython runs it at power-up."""

import gc
import os
import time
import traceback

import board
import busio
import displayio
import i2cdisplaybus
import microcontroller
import storage
import supervisor

from pinochle import forget_module
from pinochle.device.circuitpython.keys import KeyInput
from pinochle.device.circuitpython.view import View
from pinochle.runner.notice import show_bad_settings, show_error
from pinochle.runner.restart import keep_running, one_pass

NOTICE_MS = 15000  # a bad setting stays up this long, or until a button is pressed
ERROR_MS = 4000  # an unexpected error stays up this long before the game is loaded again
PAGE_S = 3  # what to fix, page by page, when no buttons can be claimed
LOOP_SLEEP_S = 0.002  # keypad scans on its own; a short sleep lets a press reach the screen sooner
# Free heap at power-up from which each screen's module stays loaded once used (the App's keep_screens): a Pico
# has room, and its screen changes are quicker without the imports.
KEEP_SCREENS_FREE = 100000
# Under this much free heap, a collection once a frame is on the glass: garbage goes between presses, not in one.
COLLECT_UNDER = 90000


def pin_of(name):
    """The board's pin called `name` (aliases are the same object: SDA is GP4 on a Pico), or None."""
    pin = getattr(board, name, None)
    return pin if isinstance(pin, microcontroller.Pin) else None


def build_display(settings):
    displayio.release_displays()
    sda, scl = pin_of(settings.sda), pin_of(settings.scl)
    if sda is None or scl is None:
        raise ValueError("no I2C pins: set PINOCHLE_SDA and PINOCHLE_SCL")
    i2c = busio.I2C(scl, sda, frequency=settings.i2c_hz)
    bus = i2cdisplaybus.I2CDisplayBus(i2c, device_address=settings.display_address)
    from pinochle.device.circuitpython.display import make_display

    display = make_display(
        bus, settings.display, settings.display_width, settings.display_height, settings.display_rotation
    )
    forget_module("pinochle.device.circuitpython.display")
    return display


def build_keys(settings):
    pins = [pin_of(name) for name in settings.key_pins]
    return KeyInput(pins, settings.keys, settings.key_pressed_low, settings.long_press_ms)


def display_or_reload(settings, config, defaults):
    """The display on the checked pins; when the chip refuses pins that are not the defaults (not an I2C pair),
    on the defaults. No screen at all to say why: the console, and a reload after a pause."""
    for _ in range(2):
        unfixable = config.check_pins(settings, pin_of, defaults)  # every pin setting, before any is claimed
        try:
            return build_display(settings), unfixable
        except Exception as error:
            print_traceback(error)
            if (settings.sda, settings.scl) == (defaults[0][0], defaults[1][0]):
                break
            used = "%s,%s" % (defaults[0][0], defaults[1][0])
            why = config.printable(error, 60)
            settings.error("SDA", "%s with SCL %s: %s; using %s" % (settings.sda, settings.scl, why, used))
            settings.sda, settings.scl = defaults[0][0], defaults[1][0]
    time.sleep(5)
    supervisor.reload()


def wait_for_a_fix(view, errors, unfixable):
    """No buttons can be claimed: the settings that fell back, then what to fix, page by page for ever (saving
    settings.toml restarts the board)."""
    from pinochle.runner.notice import notice_pages

    screens = []
    for name, message in errors + [unfixable]:
        screens.extend(notice_pages("Fix settings.toml", "%s: %s" % (name, message), view.rows, view.columns))
    while True:
        for screen in screens:
            view.show(screen, 0)
            time.sleep(PAGE_S)


def open_store():
    """(store, warning): two save slots on independent media where the board has them."""
    from pinochle.device.circuitpython.nvm_media import pick_media
    from pinochle.store.game import GameStore

    # boot.py leaves the drive writable by this code in device mode, read-only in edit mode.
    folder = None if storage.getmount("/").readonly else "/"
    media, warning = pick_media(microcontroller.nvm, folder, os.uname().machine)
    return GameStore(media), warning


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
            print_traceback(error)


def make_app(settings, view, store, notice, keep_screens):
    """The app over the newest saved game (or a new one), saving through the store."""
    from pinochle.app.start import start_app

    export = export_csv if drive_writable() else None
    return start_app(settings, view.rows, view.columns, store, notice, export, keep_damaged, keep_screens)


class Clock:
    """supervisor's millisecond ticks and a sleep, as the notices read the time."""

    @staticmethod
    def ticks_ms():
        return supervisor.ticks_ms()

    @staticmethod
    def sleep_ms(duration_ms):
        time.sleep(duration_ms / 1000)


def game_in_progress(app):
    return app.pending_bid is not None or app.ledger.count > 0


def run(app, view, keys):
    """The main loop; autoreload is off while a game is under way."""
    autoreload_off = False
    while True:
        refreshes = view.refreshes
        one_pass(app, view, keys, supervisor.ticks_ms())
        if view.refreshes != refreshes and gc.mem_free() < COLLECT_UNDER:  # type: ignore[attr-defined]  # see main
            gc.collect()
        playing = game_in_progress(app)
        if playing != autoreload_off:  # saving a file on the computer must not restart a game
            supervisor.runtime.autoreload = not playing
            autoreload_off = playing
        time.sleep(LOOP_SLEEP_S)


def print_traceback(error):
    """The whole traceback on the serial console (CircuitPython 9+ takes the exception alone)."""
    traceback.print_exception(error)  # type: ignore[call-arg]  # the stub lacks value's default


def main():
    from pinochle.runner import config

    settings = config.load(os.getenv)
    defaults = config.board_defaults(settings, pin_of)
    display, unfixable = display_or_reload(settings, config, defaults)
    config.edit_pin(settings, pin_of)  # boot.py read it: a bad one is said here
    view = View(display)
    gc.collect()  # the display tree is built: what follows fits around it
    # CircuitPython's gc has mem_free; circuitpython-stubs take CPython's gc, which has not
    keep_screens = gc.mem_free() >= KEEP_SCREENS_FREE  # type: ignore[attr-defined]
    keys = None
    if unfixable is None:
        try:
            keys = build_keys(settings)
        except Exception as error:  # a pin the chip will not scan
            print_traceback(error)
            unfixable = ("PINOCHLE_KEY_PINS", "%s: set pins this board can use" % config.printable(error, 60))
    if unfixable is not None:
        wait_for_a_fix(view, settings.errors, unfixable)
    errors = settings.errors
    settings = config.copy_values(settings, config.GAME_FIELDS)  # plain values: config leaves the heap
    del config
    forget_module("pinochle.runner.config")
    gc.collect()
    clock = Clock()
    if errors:
        show_bad_settings(view, keys, clock, errors, NOTICE_MS)
    try:
        store, notice = open_store()
    except Exception as error:
        print_traceback(error)
        store, notice = None, "not saving: no save media"
    keep_running(
        lambda store, notice: make_app(settings, view, store, notice, keep_screens),
        store,
        notice,
        lambda app: run(app, view, keys),
        lambda error: show_error(view, keys, clock, error, ERROR_MS, print_traceback),
    )


main()
