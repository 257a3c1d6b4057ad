"""A scripted stand-in for pinochle.app.App for the simulator's and the view's tests, with the app's contract:
handle(token, now_ms), tick(now_ms), frame() -> (rows strings, cursor row or -1)."""

import pinochle.panel as panel


class FakeApp:
    def __init__(self, rows, columns):
        self.rows = rows
        self.columns = columns
        self.cursor = 1
        self.count = 120
        self.handled = []
        self.ticks = 0

    def handle(self, token, now_ms):
        self.handled.append(token)
        key = panel.base(token)
        if key == panel.UP:
            self.cursor = max(0, self.cursor - 1)
        elif key == panel.DOWN:
            self.cursor = min(self.rows - 1, self.cursor + 1)
        elif key in (panel.OK, panel.RIGHT):
            self.count += 10 if token & panel.REPEAT else 1
        elif key == panel.LEFT:
            self.count -= 1
        elif key == panel.BACK:
            self.count = 120

    def tick(self, now_ms):
        self.ticks += 1

    def frame(self):
        lines = ("SCORES      hand 3", "US %14d" % self.count, "THEM %12d" % 95, "target 500", "last: made 31")
        return lines[: self.rows] + ("",) * (self.rows - len(lines)), self.cursor


def make_app(rows, columns):
    return FakeApp(rows, columns)
