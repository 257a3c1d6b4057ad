"""The MicroPython keypad: pinochle.device.micropython.matrix scanning a stand-in 3x4 membrane (rows driven low one
at a time, columns read with pull-ups) through the keys' debounce: digits, bounce, two keys at once, a key held,
a keypad unplugged, and the keypad beside the five buttons."""

MICROPYTHON = True
# The keys, the matrix scan, the decoder and the stand-in membrane: 22k needed on the 32-bit VMs
# (tools/mp_heap_need.py), 10k spare.
MICROPYTHON_HEAP = "32k"

import sys  # noqa: E402

import pinochle.panel as panel  # noqa: E402

OPEN_DRAIN, IN, PULL_UP = 2, 0, 1


class Pin:
    """machine.Pin's calls the keys make: init, value() and value(level)."""

    OPEN_DRAIN, IN, PULL_UP, PULL_DOWN, OUT = OPEN_DRAIN, IN, PULL_UP, 2, 1

    def __init__(self, membrane=None, level=1):
        self.membrane = membrane
        self.level = level
        self.mode = None
        self.pull = None

    def init(self, mode, pull=None, value=None):
        self.mode, self.pull = mode, pull
        if value is not None:
            self.level = value

    def value(self, level=None):
        if level is not None:
            self.level = level
            if self.membrane is not None:
                self.membrane.driven()
            return None
        if self.membrane is not None and self in self.membrane.columns:
            return self.membrane.column_level(self.membrane.columns.index(self))
        return self.level


class Membrane:
    """A 3x4 keypad without diodes: a key held joins its row to its column; a column reads low when a row it is
    joined to is driven low. bounce: a key read while its contact settles reads open on odd milliseconds."""

    def __init__(self, plugged=True):
        self.rows = [Pin(self) for _ in range(4)]
        self.columns = [Pin(self) for _ in range(3)]
        self.held = {}  # (row, column) -> pressed at
        self.plugged = plugged
        self.now = 0
        self.bounce_ms = 0
        self.most_rows_low = 0

    def driven(self):
        low = sum(1 for row in self.rows if row.level == 0)
        self.most_rows_low = max(self.most_rows_low, low)

    def column_level(self, column):
        """Low when held keys join the column to a driven row, directly or through other keys (a ghost)."""
        if not self.plugged:
            return 1  # the pull-up alone: nothing ever reads
        closed = []
        for place, since in self.held.items():
            if not (self.now - since < self.bounce_ms and (self.now - since) % 2):
                closed.append(place)
        columns, rows = [column], []
        grown = True
        while grown:
            grown = False
            for row, joined in closed:
                if (joined in columns) != (row in rows):
                    grown = True
                    if joined not in columns:
                        columns.append(joined)
                    if row not in rows:
                        rows.append(row)
        return 0 if any(self.rows[row].level == 0 for row in rows) else 1

    def press(self, digit_or_key):
        self.held[_place(digit_or_key)] = self.now

    def release(self, digit_or_key):
        del self.held[_place(digit_or_key)]


def _place(key):
    """(row, column) of a key: a digit 1-9 or 0, or "*" / "#"."""
    number = {"*": 9, 0: 10, "#": 11}.get(key, key - 1 if isinstance(key, int) else None)
    return number // 3, number % 3


def _modules():
    """The keys over a stand-in machine module (the unix VM's has no Pin), which is taken away again."""

    class machine:  # a class stands in for the module: MicroPython makes no module objects
        pass

    machine.Pin = Pin
    was = sys.modules.get("machine")
    sys.modules["machine"] = machine
    try:
        from pinochle.device.micropython.keys import Keys
        from pinochle.device.micropython.matrix import Matrix
    finally:
        if was is None:
            del sys.modules["machine"]
        else:
            sys.modules["machine"] = was
    return Keys, Matrix


def make(membrane, buttons=()):
    Keys, Matrix = _modules()
    return Keys(buttons, "keypad", matrix=Matrix(membrane.rows, membrane.columns))


def run(keys, membrane, start, end):
    got = []
    for now in range(start, end):
        membrane.now = now
        token = keys.next_token(now)
        while token:
            got.append(token)
            token = keys.next_token(now)
    return got


def test_each_key_is_read_by_its_row_and_column():
    membrane = Membrane()
    keys = make(membrane)
    assert [pin.mode for pin in membrane.rows] == [OPEN_DRAIN] * 4  # released rows float: no row fights another
    assert [(pin.mode, pin.pull) for pin in membrane.columns] == [(IN, PULL_UP)] * 3
    got = []
    for index, key in enumerate((1, 2, 3, 4, 5, 6, 7, 8, 9, "*", 0, "#")):
        membrane.now = 100 * index
        membrane.press(key)
        got += run(keys, membrane, 100 * index, 100 * index + 50)
        membrane.release(key)
        got += run(keys, membrane, 100 * index + 50, 100 * index + 100)
    digits = [panel.DIGIT + digit for digit in (1, 2, 3, 4, 5, 6, 7, 8, 9)]
    assert got == digits + [panel.ERASE, panel.DIGIT, panel.OK]
    assert membrane.most_rows_low == 1  # one row driven at a time


def test_bounce_gives_one_press():
    membrane = Membrane()
    membrane.bounce_ms = 12
    keys = make(membrane)
    membrane.now = 10
    membrane.press(5)
    got = run(keys, membrane, 10, 200)
    membrane.release(5)
    got += run(keys, membrane, 200, 260)
    membrane.now = 260
    membrane.press(5)  # a second tap after the first has settled counts
    got += run(keys, membrane, 260, 400)
    assert got == [panel.DIGIT + 5, panel.DIGIT + 5]


def test_a_held_digit_types_once_and_a_held_star_is_back_once():
    membrane = Membrane()
    keys = make(membrane)
    membrane.press(7)
    assert run(keys, membrane, 0, 3000) == [panel.DIGIT + 7]
    membrane.release(7)
    run(keys, membrane, 3000, 3100)
    membrane.now = 3100
    membrane.press("*")
    assert run(keys, membrane, 3100, 6000) == [panel.BACK]
    membrane.release("*")
    assert run(keys, membrane, 6000, 6100) == []


def test_two_keys_at_once_each_count_and_a_third_is_ignored():
    membrane = Membrane()
    keys = make(membrane)
    membrane.press(2)
    membrane.press(5)  # the same column, two rows: each read on its own row's turn
    got = run(keys, membrane, 0, 100)
    assert got == [panel.DIGIT + 2, panel.DIGIT + 5]
    membrane.press(4)  # with 2 and 5 held, 4 joins row 1 to column 1 and so makes 1 read too (a ghost)
    assert run(keys, membrane, 100, 200) == []  # neither counts
    for key in (2, 5, 4):
        membrane.release(key)
    assert run(keys, membrane, 200, 300) == []
    membrane.press(6)
    assert run(keys, membrane, 300, 400) == [panel.DIGIT + 6]


def test_an_unplugged_keypad_gives_nothing_and_breaks_nothing():
    membrane = Membrane(plugged=False)
    keys = make(membrane)
    membrane.press(1)
    membrane.press("#")
    assert run(keys, membrane, 0, 2000) == []
    keys.reset(2000)
    assert run(keys, membrane, 2000, 2100) == []


def test_the_keypad_beside_the_five_buttons():
    membrane = Membrane()
    buttons = [Pin() for _ in range(6)]
    keys = make(membrane, buttons)
    buttons[4].level = 0  # OK pressed
    got = run(keys, membrane, 0, 100)
    buttons[4].level = 1
    membrane.press(9)
    got += run(keys, membrane, 100, 200)
    assert got == [panel.OK, panel.DIGIT + 9]


def test_a_key_held_at_a_reset_gives_nothing_until_pressed_again():
    membrane = Membrane()
    keys = make(membrane)
    membrane.press(3)
    keys.reset(0)
    assert run(keys, membrane, 0, 500) == []
    membrane.release(3)
    run(keys, membrane, 500, 600)
    membrane.press(3)
    assert run(keys, membrane, 600, 700) == [panel.DIGIT + 3]


def test_keypad_keys_without_the_keypad_are_refused():
    Keys, _ = _modules()
    try:
        Keys((), "keypad")
    except ValueError as error:
        assert "row and column pins" in str(error)
    else:
        raise AssertionError("no ValueError")
