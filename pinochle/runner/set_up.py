"""Power-up on every board, once: the settings read, their pins checked against the board's, the board's display,
keys and save media built, bad settings shown. power_up.py runs it and drops it, with what it loaded."""

import gc

from pinochle import forget_module
from pinochle.runner.parts import Parts
from pinochle.runner.words import PREFIX, printable

NOTICE_MS = 15000  # a bad setting stays up this long, or until a button is pressed
PAGE_MS = 3000  # what to fix, page by page, when no buttons can be claimed
NO_MEDIA = "not saving: no save media"


def build(board_module, options):
    """(parts, store, notice) from the board module's Board(*options). Only its class is known before the heap is
    managed; the board object, its module and the words are gone from the heap once this returns."""
    board_class = __import__(board_module, None, None, ("Board",)).Board
    if board_class.COLLECT_EVERY and gc.mem_free() < board_class.KEEP_SCREENS_FREE:  # type: ignore[attr-defined]
        # A small heap collects every COLLECT_EVERY bytes allocated, so what stays packs low between dead objects.
        gc.threshold(board_class.COLLECT_EVERY)  # type: ignore[attr-defined]  # MicroPython's gc
    try:
        return set_up(board_class(*options))  # Board() imports what the game keeps of the board's, low in the heap
    finally:
        forget_module("pinochle.runner.words")
        forget_module(board_module)


def set_up(board):
    """(parts, store, notice) from the board's parts (docs/architecture.md, "Power-up"). Never raises: without a
    display it says why on the console (board.no_display); without buttons, what to fix, until it is fixed; without
    save media the game is played from RAM with a notice."""
    settings, game, defaults, unfixable = _read_settings(board)
    view, unfixable = _view(board, settings, defaults, unfixable)
    gc.collect()  # the display is built: what follows fits around it
    keep_screens = gc.mem_free() >= board.KEEP_SCREENS_FREE  # type: ignore[attr-defined]  # the firmware's gc
    keys = None
    if unfixable is None:
        try:
            keys = board.make_keys(settings)
        except Exception as error:  # a pin the chip will not scan
            board.print_exception(error)
            unfixable = (PREFIX + "KEY_PINS", "%s: set pins this board can use" % printable(error, 60))
    if unfixable is not None:
        _wait_for_a_fix(view, settings.errors, unfixable, board.clock)
    store, notice = _store(board)
    archive = _archive(board)
    if settings.errors:
        from pinochle.runner.notice import show_bad_settings

        show_bad_settings(view, keys, board.clock, settings.errors, NOTICE_MS)
        forget_module("pinochle.runner.notice")
    return Parts(game, view, keys, board, keep_screens, archive), store, notice


def _read_settings(board):
    """(settings, the game's settings, the board's default pins, the pin setting not even they fix or None), as plain
    values: read, their pins checked, boot.py's edit pin checked; the reader and the checks are dropped before
    anything is built."""
    from pinochle.runner import config, pins

    getenv, problem = board.settings_source()
    settings = config.load(getenv, board.DISPLAYS or config.DISPLAYS, board.ROTATIONS or config.ROTATIONS)
    if problem:
        settings.errors.insert(0, problem)
    defaults = pins.board_defaults(settings, board.pin)
    unfixable = pins.check_pins(settings, board.pin, defaults)  # every pin setting, before any is claimed
    if board.EDIT_BUTTON:
        from pinochle.runner.edit_pin import edit_pin

        edit_pin(settings, board.pin)  # boot.py read it: a bad one is said here
        forget_module("pinochle.runner.edit_pin")
    values = config.copy_values(settings)  # plain values: config leaves the heap
    game = config.copy_values(settings, config.GAME_FIELDS)  # what the app reads, once power-up is over
    forget_module("pinochle.runner.config")
    forget_module("pinochle.runner.pins")
    return values, game, defaults, unfixable


def _view(board, settings, defaults, unfixable):
    """(view, unfixable): the display on the checked pins; when the chip refuses pins that are not the defaults (not
    an I2C pair), on the defaults, checked again. No display at all: board.no_display(), then again."""
    while True:
        try:
            return board.make_view(settings), unfixable
        except Exception as error:
            board.print_exception(error)
            if settings.display == "board" or (settings.sda, settings.scl) == (defaults[0][0], defaults[1][0]):
                board.no_display()  # the board's own display, or the default pins: nothing else to try
                continue
            used = "%s,%s" % (defaults[0][0], defaults[1][0])
            why = "%s with SCL %s: %s; using %s" % (settings.sda, settings.scl, printable(error, 60), used)
            settings.errors.append((PREFIX + "SDA", why))
            settings.sda, settings.scl = defaults[0][0], defaults[1][0]
            from pinochle.runner import pins

            unfixable = pins.check_pins(settings, board.pin, defaults)  # the default pair against the keys
            forget_module("pinochle.runner.pins")


def _wait_for_a_fix(view, errors, unfixable, clock):
    """No buttons can be claimed: the settings that fell back, then what to fix, page by page for ever (CircuitPython
    restarts when settings.toml is saved; a MicroPython board once reset after pinochle_settings.py is fixed)."""
    from pinochle.runner.notice import notice_pages

    screens = []
    for name, message in errors + [unfixable]:
        screens.extend(notice_pages("Fix settings", "%s: %s" % (name, message), view.rows, view.columns))
    while True:
        for screen in screens:
            view.show(screen, 0)
            clock.sleep_ms(PAGE_MS)


def _archive(board):
    """The board's archive medium (where games are kept at New game), or None: none there, or it failed to open (the
    game plays on; a board without the call keeps none)."""
    try:
        return board.archive_medium() if hasattr(board, "archive_medium") else None
    except Exception as error:
        board.print_exception(error)
        return None


def _store(board):
    """(store, notice): the game's store on the board's media, or None and why."""
    try:
        media, notice = board.save_media()
        from pinochle.store.game import GameStore

        return GameStore(media), notice
    except Exception as error:
        board.print_exception(error)
        return None, NO_MEDIA
