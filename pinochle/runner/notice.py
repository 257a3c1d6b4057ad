"""Whole-screen notices shown outside the app (a bad setting, no buttons, an unexpected error): a title and the
message wrapped, until a button or a timeout. Power-up (set_up.py, power_up.py) imports it and drops it after."""

from pinochle.fit import wrap
from pinochle.panel import TICKS_MASK
from pinochle.runner import type_and_message

_POLL_MS = 20
_OUT_OF_MEMORY = ("Out of memory", "the saved game is", "kept; trying again") + ("",) * 5  # 21 columns, 8 rows


def notice_lines(title, message, rows, columns):
    """Exactly `rows` lines: the title, then the message wrapped to fit, ending in '..' when it is longer (whole
    words dropped to make room for it)."""
    lines = [title[:columns]] + _message_lines(message, columns)
    if len(lines) > rows:
        del lines[rows:]
        last = lines[-1]
        while len(last) + 2 > columns and " " in last:
            last = last.rsplit(" ", 1)[0]
        lines[-1] = last[: columns - 2] + ".."
    while len(lines) < rows:
        lines.append("")
    return tuple(lines)


def notice_pages(title, message, rows, columns):
    """notice_lines for a message of any length: as many screens as it needs, each the title and the next part,
    so nothing is cut (a bad setting's long explanation on a three-row screen)."""
    lines = _message_lines(message, columns)
    room = max(1, rows - 1)
    pages = []
    for start in range(0, max(1, len(lines)), room):
        page = [title[:columns]] + lines[start : start + room]
        pages.append(tuple(page + [""] * (rows - len(page))))
    return pages


def _message_lines(message, columns):
    return list(wrap(" ".join(message.split()), columns)) if message.strip() else []


def show_notice(view, title, message):
    view.show(notice_lines(title, message, view.rows, view.columns), 0)


def show_pages(view, keys, clock, title, message, duration_ms):
    """The notice screen by screen, each until a button is pressed or duration_ms passes."""
    for page in notice_pages(title, message, view.rows, view.columns):
        view.show(page, 0)
        wait_for_key(keys, clock, duration_ms)


def wait_for_key(keys, clock, duration_ms):
    """Until a button is pressed or duration_ms passes; keys are forgotten before and after."""
    start = clock.ticks_ms() & TICKS_MASK
    keys.reset(start)
    while True:
        now = clock.ticks_ms() & TICKS_MASK
        if (now - start) & TICKS_MASK >= duration_ms or keys.next_token(now):
            break
        clock.sleep_ms(_POLL_MS)
    keys.reset(clock.ticks_ms() & TICKS_MASK)


def show_bad_settings(view, keys, clock, errors, duration_ms):
    """Each (name, message) in turn, numbered when there are several; one too long for the screen page by page."""
    count = len(errors)
    for number, (name, message) in enumerate(errors):
        title = "Bad setting %d/%d" % (number + 1, count) if count > 1 else "Bad setting"
        show_pages(view, keys, clock, title, "%s: %s" % (name, message), duration_ms)


def show_error(view, keys, clock, error, duration_ms, print_exception):
    """The error on the console, then on the screen until a button is pressed or duration_ms passes; when the
    display itself fails, or no memory is left to draw it, a pause of the same length."""
    try:
        print_exception(error)
        if isinstance(error, MemoryError):  # in the table's words: a start that fails writes no save
            message = "out of memory; the saved game is kept"
        else:
            message = type_and_message(error)
        show_pages(view, keys, clock, "Error; reloading", message, duration_ms)
    except Exception as again:
        if not isinstance(again, MemoryError):
            print_exception(again)
        elif isinstance(error, MemoryError):
            try:  # too little left to wrap a message: these lines, made before the heap ran out
                view.show(_OUT_OF_MEMORY[: view.rows], 0)
            except Exception:
                pass
        clock.sleep_ms(duration_ms)
