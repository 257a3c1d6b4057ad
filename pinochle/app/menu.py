"""A menu screen: actions under a title, for the screens opened now and then (a hand's details, questions).
Not on the scores screen's path, so it is loaded with the screens that use it."""

from pinochle.app.screen import Screen


class Menu(Screen):
    """A list of (label, action) pairs under a title (or several header lines); actions take no argument, and
    an entry whose action is None only says something (OK there does nothing)."""

    def __init__(self, app, title, entries, selected=0, lines=None):
        Screen.__init__(self, app)
        self.lines = lines or (title,)
        self.entries = entries
        self.labels = tuple(label for label, _ in entries)
        self.selected = selected

    def header(self):
        return self.lines

    def items(self):
        return self.labels

    def choose(self, index):
        action = self.entries[index][1]
        if action is not None:
            action()
