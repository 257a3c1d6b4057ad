"""The loop that runs the app on every board and starts it again over the saved game after an error; a save that
fails twice while it is read back asks the damaged-save question. power_up.py runs it on every board."""

import gc
import sys

from pinochle import forget_module
from pinochle.memory import drop_on_demand
from pinochle.runner import type_and_message
from pinochle.store import OUT_OF_MEMORY

# Unable even to start a new game: one that does not save, so the saved one stays intact.
UNREADABLE = "not saving: saved game unreadable"
TRIES = 2  # starts in a row that fail while the saved game is read back before it is doubted


def keep_running(make_app, store, notice, run, show_error):
    """make_app(store, notice) builds the app (store None: no saving); run(app) plays until an error;
    show_error(error) tells the table. Never returns.

    Only an error while the saved game is read back (the app built over it, its first frame folded from its hands)
    counts against the save. Once the restored game is on the glass, an error comes from a screen or the hardware:
    the game is loaded again and the save is never doubted for it."""
    failures = 0  # starts in a row that failed while the saved game was read back
    last = None  # the last error, as the screen says it
    doubted = False
    kept = list(sys.modules)  # loaded before the first start: what a start loads after them may be dropped
    short = False  # the last error was a MemoryError: no proof against the save, which is never doubted for it
    while True:
        gc.collect()
        if failures >= TRIES and not doubted and store is not None and not short:
            store.doubt(last)  # the newest save, which failed TRIES times, comes back damaged: the question asked
            doubted, failures = True, 0
        try:
            if failures >= TRIES:
                error, built, reading = _play(make_app, run, None, OUT_OF_MEMORY if short else UNREADABLE)
            else:
                error, built, reading = _play(make_app, run, store, notice)
        except MemoryError as lost:  # no room even to say how it failed
            error, built, reading = lost, False, True
        short = isinstance(error, MemoryError)
        if short:  # free all the start loaded, for the message and the next try
            _drop_loaded_since(kept)
        else:
            # What the game that failed loaded on demand (its screen's code, the verdict's words): the notice and
            # the saved game read back get that room, as at power-up, rather than waiting for the first screen.
            drop_on_demand()
        if built:
            notice = ""  # said by the app built
        if not reading:
            failures = 0  # the save read back and played: whatever failed after is no proof against it
        if error is None:
            continue
        if reading:
            failures += 1
        last = "MemoryError" if short else type_and_message(error)  # formatting one may not fit
        show_error(error)


def _play(make_app, run, store, notice):
    """(error, built, reading): the app built and run until an error; built False when building it failed; reading
    True when the error came while the saved game was read back (the app built over it and its first frame drawn),
    False once it was on the glass. The app lives in this frame only, so none of it outlives an error on the
    loop's stack."""
    try:
        app = make_app(store, notice)
    except Exception as error:
        return error, False, True
    try:
        gc.collect()
        app.frame()  # the totals folded from the saved hands: still reading the save back
    except Exception as error:
        return error, True, True
    try:
        run(app)
    except Exception as error:
        return error, True, False
    return None, True, False  # run() came back: the game is loaded again, as after an error, with nothing to say


def _drop_loaded_since(kept):
    """Drop every module loaded since kept (names) was listed, one at a time: with the heap full, even a list of
    the names may not fit."""
    while True:
        for name in sys.modules:
            if name not in kept:
                break
        else:
            return
        forget_module(name)
        gc.collect()


def one_pass(app, view, keys, now_ms):
    """One pass of the main loop: the keys' tokens to the app, its clock, its frame to the view. Nothing in it
    allocates unless the app changes what is shown."""
    token = keys.next_token(now_ms)
    while token:
        app.handle(token, now_ms)
        token = keys.next_token(now_ms)
    app.tick(now_ms)
    lines, cursor = app.frame()
    view.show(lines, cursor)
