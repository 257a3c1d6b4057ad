"""A menu: actions under header lines, for the screens opened now and then (a hand's details, questions). Loaded
with the screens that use it."""

from pinochle.app.screen import Screen


class Menu(Screen):
    """(label, action) pairs under header lines; an action takes no argument, and an entry whose action is None
    only says something (OK there does nothing)."""

    def __init__(self, app, lines, entries):
        Screen.__init__(self, app)
        self._header = lines
        self.entries = entries
        self._items = tuple(label for label, _ in entries)

    def choose(self, index):
        action = self.entries[index][1]
        if action is not None:
            action()
