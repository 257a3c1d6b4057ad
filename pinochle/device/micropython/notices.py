"""Whole-screen notices on the handheld (a bad setting, no buttons, an unexpected error), each shown until a
button is pressed or its time is up. Rare: the handheld imports this module for the moment and drops it
after (with pinochle.device.notice), so the game never carries it.

    notices.show(view, title, message)                 # draw it and return
    notices.show_bad_settings(view, keys, clock, errors, duration_ms)
    notices.show_error(view, keys, clock, error, duration_ms)
"""

from pinochle.device.notice import notice_lines
from pinochle.device.ticks import TICKS_MASK


def show(view, title, message):
    view.show(notice_lines(title, message, view.rows, view.columns), 0)


def wait_for_key(keys, clock, duration_ms):
    """Until a button is pressed or duration_ms passes; keys are forgotten before and after."""
    start = clock.ticks_ms() & TICKS_MASK
    keys.reset(start)
    while True:
        now = clock.ticks_ms() & TICKS_MASK
        if (now - start) & TICKS_MASK >= duration_ms or keys.next_token(now):
            break
        clock.sleep_ms(20)
    keys.reset(clock.ticks_ms() & TICKS_MASK)


def show_bad_settings(view, keys, clock, errors, duration_ms):
    """Each (name, message) in turn, numbered when there are several."""
    count = len(errors)
    for number, (name, message) in enumerate(errors):
        title = "Bad setting %d/%d" % (number + 1, count) if count > 1 else "Bad setting"
        show(view, title, "%s: %s" % (name, message))
        wait_for_key(keys, clock, duration_ms)


def show_error(view, keys, clock, error, duration_ms):
    """The error on the screen until a button is pressed or duration_ms passes (raises if the display fails)."""
    show(view, "Error; reloading", "%s: %s" % (type(error).__name__, error))
    wait_for_key(keys, clock, duration_ms)
