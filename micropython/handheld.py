"""The Pinochle companion on a MicroPython board: the hardware from board_setup.py, then the restart loop
(pinochle.runner.restart). main.py calls main()."""

import gc
import sys
import time

from micropython import const
from pinochle import forget_module
from pinochle.panel import TICKS_MASK
from pinochle.runner.restart import keep_running, one_pass

_ERROR_MS = const(4000)  # an unexpected error stays up this long before the game is loaded again
_LOOP_MS = const(5)  # the buttons are read every pass: quicker than bounce settles, far quicker than a finger
# A small heap collects every 2 KB allocated, so what stays packs low instead of between dead objects. A roomy one
# (a Pico's) collects only when full and keeps each screen's module once loaded: screen changes are quicker.
_COLLECT_EVERY = const(2048)
_ROOMY_HEAP = const(128 * 1024)


def make_app(settings, view, store, notice, keep_screens):
    """The app over the newest saved game (or a new one), saving through the store."""
    from pinochle.app.start import start_app

    app = start_app(settings, view.rows, view.columns, store, notice, keep_screens=keep_screens)
    forget_module("pinochle.app.start")
    return app


def show_error(view, keys, clock, error):
    """On the console, then on the screen for a while; the notice module is dropped after."""
    gc.collect()
    try:
        from pinochle.runner.notice import show_error as show
    except Exception:  # no room even for the notice: the console alone, and the same pause
        sys.print_exception(error)
        clock.sleep_ms(_ERROR_MS)
        return
    show(view, keys, clock, error, _ERROR_MS, sys.print_exception)
    forget_module("pinochle.runner.notice")


def run(app, view, keys, clock):
    """The main loop, at the pace of the buttons."""
    while True:
        one_pass(app, view, keys, clock.ticks_ms() & TICKS_MASK)
        clock.sleep_ms(_LOOP_MS)


def _error_shown(view, keys, clock):
    def shown(error):
        show_error(view, keys, clock, error)
        view.forget()  # the next frame is drawn whole

    return shown


def set_up(clock, getenv, folder):
    """board_setup.setup, in a frame of its own: once it returns, nothing on the loop's stack points at
    board_setup's code, which is dropped."""
    import board_setup

    try:
        return board_setup.setup(clock, getenv, folder)
    finally:
        forget_module("board_setup")


def main(clock=time, getenv=None, folder="/"):
    """Never returns (Ctrl-C still stops it). clock gives ticks_ms() and sleep_ms(), getenv the settings (default:
    pinochle_settings.py), folder holds the save files."""
    roomy = gc.mem_free() >= _ROOMY_HEAP
    if not roomy:
        gc.threshold(_COLLECT_EVERY)
    settings, view, keys, store, notice = set_up(clock, getenv, folder)
    keep_running(
        lambda store, notice: make_app(settings, view, store, notice, roomy),
        store,
        notice,
        lambda app: run(app, view, keys, clock),
        _error_shown(view, keys, clock),
    )
