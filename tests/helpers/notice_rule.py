"""The notices' one design rule, checked from the outside (the explorer after every press, the screen tests): a
notice never covers an entry, the number being set, a total or any row a number stands on. It takes the blank
rows under the list, else heading rows that carry no number; the title is its place only where the screen has
neither, even with a number on it (it comes back when the notice ends)."""

import re

from pinochle.panel import BIG

_NUMBER = re.compile(r"^[(\[<:#+-]*\d+[)\]>:,;.=/]*$")  # -350, (1500), #3, 20: a number standing alone


def carries_number(text):
    """A seat (P2), a card (10D) or a suit's meld (S240) is a name, not a number."""
    return any(_NUMBER.match(token) for token in text.split())


def notice_problem(app):
    """Why the notice on the app's frame is where the rule does not put it, or None."""
    message = app._message
    if not message:
        return None
    lines, _ = app.frame()
    app._message = ""  # the same frame without the notice
    app.dirty = True
    bare, _ = app.frame()
    app._message = message
    app.dirty = True
    app.frame()
    screen = app._top()
    header, items = screen.header(), screen.items()
    item_rows, shown = app._layout(len(header), len(items), app.rows)
    numbered = [
        carries_number(line) or (line == "" and row and bare[row - 1][:1] == BIG) for row, line in enumerate(bare)
    ]
    free = [row for row in range(app.rows) if row >= shown + item_rows or (row < shown and not numbered[row])]
    for row in range(app.rows):
        if lines[row] == bare[row]:
            continue
        if shown <= row < shown + item_rows:
            return "notice %r over the entry %r" % (message, bare[row])
        if row >= shown + item_rows or not numbered[row]:
            continue
        if row == 0 and not free:
            continue  # the title: the notice's place on a screen with no other row for it
        return "notice %r over %r, a row that carries a number" % (message, bare[row])
    return None
