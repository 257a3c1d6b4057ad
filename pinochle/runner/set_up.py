"""Power-up on every board, once: the settings read, their pins checked against the board's, the board's display,
keys and save media built, bad settings shown. power_up.py runs it and drops it, with what it loaded."""

import gc

from pinochle import forget_module
from pinochle.runner import PREFIX, printable

NOTICE_MS = 15000  # a bad setting stays up this long, or until a button is pressed
PAGE_MS = 3000  # what to fix, page by page, when no buttons can be claimed
NO_MEDIA = "not saving: no save media"


class Parts:
    """What the game needs of power-up: plain values and the board's clock and calls, none of its set-up code."""


def set_up(board):
    """(parts, store, notice) from the board's parts (docs/architecture.md, "Power-up"). Never raises: without a
    display it says why on the console (board.no_display); without buttons, what to fix, until it is fixed; without
    save media the game is played from RAM with a notice."""
    from pinochle.runner import config, pins

    getenv, problem = board.settings_source()
    settings = config.load(getenv, board.DISPLAYS or config.DISPLAYS, board.ROTATIONS or config.ROTATIONS)
    del getenv
    if problem:
        settings.errors.insert(0, problem)
    defaults = pins.board_defaults(settings, board.pin)
    view, unfixable = _view(board, settings, defaults, pins)
    if board.EDIT_BUTTON:
        from pinochle.runner.edit_pin import edit_pin

        edit_pin(settings, board.pin)  # boot.py read it: a bad one is said here
        forget_module("pinochle.runner.edit_pin")
    parts = Parts()
    parts.keep_screens = _memory(board)
    keys = None
    if unfixable is None:
        try:
            keys = board.make_keys(settings)
        except Exception as error:  # a pin the chip will not scan
            board.print_exception(error)
            unfixable = (PREFIX + "KEY_PINS", "%s: set pins this board can use" % printable(error, 60))
    if unfixable is not None:
        _wait_for_a_fix(view, settings.errors, unfixable, board.clock)
    errors = settings.errors
    parts.settings = config.copy_values(settings, config.GAME_FIELDS)  # plain values: config leaves the heap
    del settings, config, pins
    forget_module("pinochle.runner.config")
    forget_module("pinochle.runner.pins")
    gc.collect()
    if errors:
        from pinochle.runner.notice import show_bad_settings

        show_bad_settings(view, keys, board.clock, errors, NOTICE_MS)
        forget_module("pinochle.runner.notice")
    store, notice = _store(board)
    parts.view, parts.keys, parts.clock, parts.print_exception = view, keys, board.clock, board.print_exception
    parts.export, parts.keep_damaged, parts.playing = board.export, board.keep_damaged, board.playing
    parts.loop_ms, parts.collect_under = board.LOOP_MS, board.COLLECT_UNDER
    return parts, store, notice


def _view(board, settings, defaults, pins):
    """(view, unfixable pin setting or None): the display on the checked pins; when the chip refuses pins that are
    not the defaults (not an I2C pair), on the defaults. No display at all: board.no_display(), then again."""
    while True:
        for _ in range(2):
            unfixable = pins.check_pins(settings, board.pin, defaults)  # every pin setting, before any is claimed
            try:
                return board.make_view(settings), unfixable
            except Exception as error:
                board.print_exception(error)
                if (settings.sda, settings.scl) == (defaults[0][0], defaults[1][0]):
                    break
                used = "%s,%s" % (defaults[0][0], defaults[1][0])
                why = printable(error, 60)
                settings.error("SDA", "%s with SCL %s: %s; using %s" % (settings.sda, settings.scl, why, used))
                settings.sda, settings.scl = defaults[0][0], defaults[1][0]
        board.no_display()


def _memory(board):
    """Whether each screen's module stays loaded once used, by the free heap once the display is built; a heap too
    small for that collects every board.COLLECT_EVERY bytes allocated, where the firmware can."""
    gc.collect()  # the display is built: what follows fits around it
    keep_screens = gc.mem_free() >= board.KEEP_SCREENS_FREE  # type: ignore[attr-defined]  # the firmware's gc
    if not keep_screens and board.COLLECT_EVERY:
        gc.threshold(board.COLLECT_EVERY)  # type: ignore[attr-defined]  # MicroPython's gc
    return keep_screens


def _wait_for_a_fix(view, errors, unfixable, clock):
    """No buttons can be claimed: the settings that fell back, then what to fix, page by page for ever (a fixed
    settings file restarts the board)."""
    from pinochle.runner.notice import notice_pages

    screens = []
    for name, message in errors + [unfixable]:
        screens.extend(notice_pages("Fix settings", "%s: %s" % (name, message), view.rows, view.columns))
    while True:
        for screen in screens:
            view.show(screen, 0)
            clock.sleep_ms(PAGE_MS)


def _store(board):
    """(store, notice): the game's store on the board's media, or None and why."""
    try:
        media, notice = board.save_media()
        from pinochle.store.game import GameStore

        return GameStore(media), notice
    except Exception as error:
        board.print_exception(error)
        return None, NO_MEDIA
