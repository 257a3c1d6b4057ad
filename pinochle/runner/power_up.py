"""One power-up and run sequence for every board: set_up.py builds the board's parts, then the restart loop runs the
game. A board file (code.py, micropython/main.py) names its board module and calls start()."""

import gc

from pinochle import forget_module
from pinochle.panel import TICKS_MASK
from pinochle.runner.restart import keep_running, one_pass

ERROR_MS = 4000  # an unexpected error stays up this long before the game is loaded again


def start(board_module, *options):
    """Never returns (Ctrl-C still stops it). board_module: the name of a module whose Board(*options) has the
    board's parts (pinochle/device/circuitpython/board.py, pinochle/device/micropython/board.py)."""
    parts, store, notice = _set_up(board_module, options)
    keep_running(
        lambda store, notice: _make_app(parts, store, notice),
        store,
        notice,
        lambda app: _run(app, parts),
        lambda error: _show_error(parts, error),
    )


def _set_up(board_module, options):
    """set_up.build in a frame of its own: once it returns, no slot on the loop's stack points at the set-up code,
    which is dropped (a stale pointer in start's frame, which never returns, would keep all of it)."""
    from pinochle.runner import set_up

    try:
        return set_up.build(board_module, options)
    finally:
        forget_module("pinochle.runner.set_up")


def _make_app(parts, store, notice):
    """The app over the newest saved game (or a new one), saving through the store."""
    from pinochle.app.start import start_app  # on pinochle.memory's list: start_app drops it with the rest

    view, keep_screens = parts.view, parts.keep_screens
    return start_app(
        parts.settings,
        view.rows,
        view.columns,
        store,
        notice,
        parts.export,
        parts.keep_damaged,
        keep_screens,
        parts.archive,
    )


def _run(app, parts):
    """The main loop, at the pace of the buttons; on a board that restarts when a file is saved, not during a game."""
    view, keys, clock, playing = parts.view, parts.keys, parts.clock, parts.playing
    collect_under, loop_ms = parts.collect_under, parts.loop_ms
    under_way = False
    while True:
        frames = view.frames
        one_pass(app, view, keys, clock.ticks_ms() & TICKS_MASK)
        if view.frames != frames and gc.mem_free() < collect_under:  # type: ignore[attr-defined]  # the firmware's
            gc.collect()  # the frame is on the glass: garbage goes between presses, not in one
        if playing is not None and (app.pending_bid is not None or app.ledger.count > 0) != under_way:
            under_way = not under_way
            playing(under_way)
        clock.sleep_ms(loop_ms)


def _show_error(parts, error):
    """On the console, then on the screen for a while; the notice module is dropped after and the next frame drawn
    whole."""
    gc.collect()
    try:
        from pinochle.runner.notice import show_error
    except Exception:  # no room even for the notice: the console alone, and the same pause
        parts.print_exception(error)
        parts.clock.sleep_ms(ERROR_MS)
        return
    show_error(parts.view, parts.keys, parts.clock, error, ERROR_MS, parts.print_exception)
    forget_module("pinochle.runner.notice")
    parts.view.forget()
