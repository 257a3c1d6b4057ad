"""Drive the app with key names and a clock, as the buttons would, and read what it shows."""

import pinochle.panel as panel
from pinochle.app import App
from pinochle.ledger import Ledger
from pinochle.rules import make_rules

TOKENS = {"UP": panel.UP, "DOWN": panel.DOWN, "LEFT": panel.LEFT, "RIGHT": panel.RIGHT, "OK": panel.OK}
TOKENS["BACK"] = panel.BACK
# The keypad's and the knob's: a digit's word is the digit ("7"); ERASE is the keypad's *, CW and CCW the knob.
TOKENS.update({"ERASE": panel.ERASE, "CW": panel.CW, "CCW": panel.CCW})
for _digit in range(10):
    TOKENS["%d" % _digit] = panel.DIGIT + _digit


class ScreenReader:
    """What a player reads and does on any screen, from frame() (lines, cursor) and press(keys): the app's own
    frame here, the simulated glass (tests/app/test_screen_flows.py) or the emulated Pico's (tools/pico/player.py)."""

    def lines(self):
        return tuple(self.frame()[0])

    def screen(self):
        return "\n".join(self.lines())

    def cursor_line(self):
        lines, cursor = self.frame()
        return lines[cursor] if cursor >= 0 else None

    def choose(self, label):
        """Move the cursor to the item that starts with label and press OK (counts the presses)."""
        for _ in range(40):
            line = self.cursor_line() or ""
            if line.startswith(label) or (line[:1].isdigit() and line[1:2] == " " and line[2:].startswith(label)):
                return self.press("OK")  # an entry with the digit that chooses it on digit keys ("1 New hand")
            self.press("DOWN")
        raise AssertionError("no item %r on:\n%s" % (label, self.screen()))

    def number(self, value):
        """Set the number on a number entry screen as a player would, then OK (see enter_number)."""
        return enter_number(self, value)


class StoreSpy:
    """A store for the tests: each save calls noted(ledger, team_names, pending_bid) when given, then saves to
    store when given; it answers as that store does, else None (stored)."""

    def __init__(self, noted=None, store=None):
        self.noted = noted
        self.store = store

    def save(self, ledger, team_names, pending_bid, entered=()):
        if self.noted is not None:
            self.noted(ledger, team_names, pending_bid)
        return None if self.store is None else self.store.save(ledger, team_names, pending_bid, entered)


class Driver(ScreenReader):
    def __init__(self, profile="double", options=(), rows=5, columns=21, store=None, **settings):
        self.now = 0
        self.presses = 0
        rules = make_rules(profile, options)
        self.app = App(rules, rows, columns, store=store, ledger=Ledger(rules), **settings)

    @property
    def board_keys(self):
        return self.app.keys

    def press(self, keys):
        """Keys such as 'DOWN*3 OK UP*10'; each press 100 ms after the last."""
        for word in keys.split():
            name, _, times = word.partition("*")
            for _ in range(int(times or 1)):
                self.now += 100
                self.app.handle(TOKENS[name], self.now)
                self.app.tick(self.now)
                self.presses += 1
                self.frame()  # every screen on the way is checked, not only those a test reads
                self.app.dirty = True  # made again when read: a test may change the app between presses
        return self

    def wait(self, ms):
        """Time passes as on a board: a loop pass soon after the last frame (a notice's time starts there), then
        one at the end."""
        self.app.tick(self.now + 10)
        self.now += ms
        self.app.tick(self.now)

    def frame(self):
        """The app's frame; a line wider than the screen (a big line: than half of it) is a screen's bug and
        fails the test here, whichever test reads it."""
        frame = self.app.frame()
        columns = self.app.columns
        for line in frame[0]:
            big = line[:1] == "\x01"
            if len(line) - big > (columns // 2 if big else columns):
                raise AssertionError("%r is %d wide, the screen %d" % (line, len(line) - big, columns))
        return frame

    def lines(self):
        return self.frame()[0]

    def totals(self):
        """The scores screen's two totals, from its big line."""
        return read_totals(self.lines())


def read_totals(lines):
    """The two totals on the scores screen: its big line, or on three rows (and for totals too wide to draw
    twice the size) the numbers beside the team names, the first two whole numbers on the screen."""
    big = [line for line in lines if line[:1] == "\x01"]
    if big:
        return tuple(int(total) for total in big[0][1:].split())
    for line in lines:  # three rows: both totals on a row of their own, under the names
        words = line.split()
        if len(words) == 2 and all(word.lstrip("-").isdigit() for word in words):
            return tuple(int(word) for word in words)
    words = [word for line in lines for word in line.split() if word.lstrip("-").isdigit()]
    return tuple(int(word) for word in words[:2])


def enter_number(driver, value):
    """Tens first (UP/DOWN), then ones (LEFT/RIGHT, whichever side raises on this board), read off the screen;
    then OK. Any driver with press() and cursor_line() serves."""

    def shown():
        return int(driver.cursor_line().strip().strip("<>").strip())

    for _ in range(200):
        now = shown()
        if now == value:
            return driver.press("OK")
        key = "UP" if now < value else "DOWN"
        driver.press(key)
        after = shown()
        if after == now or (after - value) * (now - value) < 0:  # overshot, or as far as it goes: the ones
            if after != now:
                driver.press("DOWN" if key == "UP" else "UP")
            break
    # On three buttons OK+PREV (LEFT) adds one: the PREV side raises.
    raises, lowers = ("LEFT", "RIGHT") if driver.board_keys == "three" else ("RIGHT", "LEFT")
    for _ in range(200):
        now = shown()
        if now == value:
            return driver.press("OK")
        driver.press(raises if now < value else lowers)
    raise AssertionError("could not reach %d" % value)


def record_hand(driver, declarer, bid, trump, melds, took):
    """Enter a played hand with meld typed as numbers; took is the declaring side's counters. Any driver with
    choose() and number() serves: the app's frames here, or the glass of tests/app/test_screen_flows.py."""
    before_play(driver, declarer, bid, trump, melds)
    play_if_asked(driver)
    driver.number(took)


def before_play(driver, declarer, bid, trump, melds):
    """A new hand entered up to its counters (or as far as the melds given go)."""
    driver.choose("New hand")
    driver.choose(declarer)
    driver.number(bid)
    driver.choose(trump)
    for meld in melds:
        driver.number(meld)


def play_if_asked(driver):
    """Before play, the counters step comes at once when the declarers can make it; else Play it is asked."""
    if "Play it" in driver.lines():
        driver.choose("Play it")
