"""A menu: actions under header lines, for the screens opened now and then (a hand's details, questions). Loaded
with the screens that use it."""

from pinochle.app.screen import Screen, numbered


class Menu(Screen):
    """(label, action) pairs under header lines; an action takes no argument, and an entry whose action is None
    only says something (OK there does nothing). Digit keys choose the entries that act by their numbers."""

    numbers = True

    def __init__(self, app, lines, entries):
        Screen.__init__(self, app)
        self._header = lines
        self.entries = entries
        # Only the entries that act are numbered: 1 for the first of them.
        self.acting = [index for index in range(len(entries)) if entries[index][1] is not None]
        self._items = numbered(app, tuple(label for label, _ in entries), self.acting)

    def pick(self, digit):
        return self.acting[digit - 1] if 0 < digit <= min(9, len(self.acting)) else -1

    def choose(self, index):
        action = self.entries[index][1]
        if action is not None:
            action()
