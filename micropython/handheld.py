"""The Pinochle companion on a MicroPython board: the hardware from board_setup.py, then the loop.

main.py calls main(). All the logic is in pinochle/; board_setup.py builds the I2C bus, the display, the
buttons and the two save files from pinochle_settings.py and is dropped. The loop never dies: an error is
shown, the saved game is loaded again, and play goes on. Ctrl-C still stops it, so mpremote reaches the REPL.
"""

import gc
import sys
import time

from pinochle import forget_module
from pinochle.notice import notice_lines
from pinochle.ticks import TICKS_MASK

NOTICE_MS = 15000  # a bad setting stays up this long, or until a button is pressed
ERROR_MS = 4000  # an unexpected error stays up this long before the game is loaded again
LOOP_MS = 5  # the buttons are read every pass: quicker than bounce settles, far quicker than a finger


def setup(clock=time, getenv=None, folder="/"):
    """(settings, view, keys, store, notice) from board_setup.setup, whose code is then dropped."""
    import board_setup

    parts = board_setup.setup(clock, getenv, folder)
    forget_module("board_setup")
    return parts


def make_app(settings, view, store, notice):
    """The app over the newest saved game (or a new one), saving through the store (as code.py does)."""
    from pinochle.app.start import start_app

    app = start_app(settings, view.rows, view.columns, store, notice)
    forget_module("pinochle.app.start")  # power-up code: its heap goes back to the game
    return app


def now_ms(clock):
    return clock.ticks_ms() & TICKS_MASK


def wait_for_key(keys, clock, duration_ms):
    """Until a button is pressed or duration_ms passes."""
    start = now_ms(clock)
    keys.reset(start)
    while True:
        now = now_ms(clock)
        if (now - start) & TICKS_MASK >= duration_ms or keys.next_token(now):
            break
        clock.sleep_ms(20)
    keys.reset(now_ms(clock))


def show_notice(view, title, message):
    view.show(notice_lines(title, message, view.rows, view.columns), 0)


def show_bad_settings(view, keys, clock, errors):
    count = len(errors)
    for number, (name, message) in enumerate(errors):
        title = "Bad setting %d/%d" % (number + 1, count) if count > 1 else "Bad setting"
        show_notice(view, title, "%s: %s" % (name, message))
        wait_for_key(keys, clock, NOTICE_MS)


def show_error(view, keys, clock, error):
    sys.print_exception(error)
    try:
        gc.collect()
        show_notice(view, "Error; reloading", "%s: %s" % (type(error).__name__, error))
        wait_for_key(keys, clock, ERROR_MS)
    except Exception as again:  # the display itself may be what failed
        sys.print_exception(again)
        clock.sleep_ms(ERROR_MS)


def run(app, view, keys, clock):
    """The main loop: nothing in it allocates unless the app changes what is shown."""
    while True:
        now = now_ms(clock)
        token = keys.next_token(now)
        while token:
            app.handle(token, now)
            token = keys.next_token(now)
        app.tick(now)
        lines, cursor = app.frame()
        view.show(lines, cursor)
        clock.sleep_ms(LOOP_MS)


def main(clock=time, getenv=None, folder="/"):
    """Never returns; clock gives ticks_ms() and sleep_ms() (the time module), getenv the settings
    (default: pinochle_settings.py), folder where the save files are."""
    settings, view, keys, store, notice = setup(clock, getenv, folder)
    if settings.errors:
        show_bad_settings(view, keys, clock, settings.errors)
    settings.errors = None
    failed_loads = 0
    while True:
        app = None
        gc.collect()
        try:
            # Twice unable even to start: start a game that does not save, so the saved one stays intact.
            if failed_loads >= 2:
                app = make_app(settings, view, None, "not saving: saved game unreadable")
            else:
                app = make_app(settings, view, store, notice)
            failed_loads = 0
            notice = ""
        except Exception as error:
            failed_loads += 1
            show_error(view, keys, clock, error)
            continue
        try:
            gc.collect()
            run(app, view, keys, clock)
        except Exception as error:  # the loop never dies: show it, load the saved game again, go on
            app = None
            show_error(view, keys, clock, error)
            view.forget()
