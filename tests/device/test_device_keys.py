"""The keypad adapter on a stand-in keypad module: one reused Event, overflow recovery, tokens out."""

import importlib
import sys
import types

import pytest
from key_events import drain

import pinochle.panel as panel


class FakeEventQueue:
    def __init__(self):
        self.queued = []
        self.overflowed = False
        self.filled = set()

    def get_into(self, event):
        if not self.queued:
            return False
        event.key_number, event.pressed, event.timestamp = self.queued.pop(0)
        self.filled.add(id(event))
        return True

    def clear(self):
        self.queued.clear()
        self.overflowed = False


class FakeKeys:
    made = []

    def __init__(self, pins, value_when_pressed, pull, interval=0.02):
        self.pins = pins
        self.value_when_pressed = value_when_pressed
        self.pull = pull
        self.interval = interval
        self.events = FakeEventQueue()
        self.deinited = False
        FakeKeys.made.append(self)

    def deinit(self):
        self.deinited = True


class FakeKeyMatrix:
    made = []

    def __init__(self, row_pins, column_pins, columns_to_anodes=True, interval=0.02):
        self.row_pins, self.column_pins = row_pins, column_pins
        self.columns_to_anodes = columns_to_anodes
        self.interval = interval
        self.key_count = len(row_pins) * len(column_pins)
        self.events = FakeEventQueue()
        self.deinited = False
        FakeKeyMatrix.made.append(self)

    def deinit(self):
        self.deinited = True


class FakeEncoder:
    def __init__(self):
        self.position = 0
        self.deinited = False

    def deinit(self):
        self.deinited = True


class FakeEvent:
    def __init__(self, key_number=0, pressed=True, timestamp=None):
        self.key_number, self.pressed, self.timestamp = key_number, pressed, timestamp


@pytest.fixture
def keys_module(monkeypatch):
    module = types.ModuleType("keypad")
    module.Keys = FakeKeys
    module.KeyMatrix = FakeKeyMatrix
    module.Event = FakeEvent
    monkeypatch.setitem(sys.modules, "keypad", module)
    monkeypatch.delitem(sys.modules, "pinochle.device.circuitpython.keys", raising=False)
    return importlib.import_module("pinochle.device.circuitpython.keys")  # afresh, over the stand-in keypad


def test_builds_keys_from_pins_with_pull_ups(keys_module):
    key_input = keys_module.Keys(("P0", "P1", "P2", "P3", "P4", "P5"))
    scanner = FakeKeys.made[-1]
    assert scanner.pins == ("P0", "P1", "P2", "P3", "P4", "P5")
    assert scanner.value_when_pressed is False and scanner.pull is True
    assert scanner.interval == 0.01  # a scan every 10 ms: half keypad's default wait before a press is seen
    assert key_input.scanner is scanner
    keys_module.Keys(("A", "B", "C"), mode="three", pressed_low=False)
    assert FakeKeys.made[-1].value_when_pressed is True


def test_wrong_pin_count_is_refused(keys_module):
    with pytest.raises(ValueError, match="three keys need 3 pins, not 2"):
        keys_module.Keys(("A", "B"), mode="three")


def test_events_become_tokens_through_one_reused_event(keys_module):
    key_input = keys_module.Keys(("A", "B", "C"), mode="three")
    queue = key_input.scanner.events
    queue.queued += [(2, True, 100), (2, False, 180), (1, True, 200), (1, False, 260)]
    assert drain(key_input, 300) == [panel.DOWN, panel.OK]
    assert queue.filled == {id(key_input._event)}
    queue.queued += [(1, True, 1000)]
    assert drain(key_input, 1700) == [panel.BACK]


def test_overflow_forgets_held_keys(keys_module):
    key_input = keys_module.Keys(("A", "B", "C", "D", "E", "F"))
    queue = key_input.scanner.events
    queue.queued += [(0, True, 0)]
    assert drain(key_input, 0) == [panel.UP]
    queue.overflowed = True  # the release was lost
    queue.queued += [(4, True, 50)]
    assert drain(key_input, 2000) == []  # no endless repeat of UP; the queued OK went with the overflow
    assert queue.overflowed is False
    key_input.deinit()
    assert key_input.scanner.deinited


ROWS, COLUMNS = ("R1", "R2", "R3", "R4"), ("C1", "C2", "C3")


def test_the_keypad_matrix_drives_rows_and_reads_columns_a_key_number_per_row_and_column(keys_module):
    matrix = keys_module.key_matrix(ROWS, COLUMNS)
    assert (matrix.row_pins, matrix.column_pins, matrix.key_count) == (ROWS, COLUMNS, 12)
    assert matrix.columns_to_anodes is True and matrix.interval == 0.01  # rows driven low, columns pulled up
    key_input = keys_module.Keys((), "keypad", matrix=matrix)
    assert key_input.scanners == (matrix,)
    # row 4 column 1 is *, row 4 column 2 is 0, row 1 column 3 is 3, row 4 column 3 is #
    matrix.events.queued += [(9, True, 0), (9, False, 50), (10, True, 100), (10, False, 150), (2, True, 200)]
    matrix.events.queued += [(2, False, 250), (11, True, 300), (11, False, 350)]
    assert drain(key_input, 400) == [panel.ERASE, panel.DIGIT, panel.DIGIT + 3, panel.OK]


def test_the_keypad_beside_the_five_buttons_numbers_its_keys_after_theirs(keys_module):
    matrix = keys_module.key_matrix(ROWS, COLUMNS)
    key_input = keys_module.Keys(("P0", "P1", "P2", "P3", "P4", "P5"), "keypad", matrix=matrix)
    buttons = key_input.scanner
    assert key_input.scanners == (buttons, matrix) and key_input.input.key_count == 18
    buttons.events.queued += [(4, True, 0), (4, False, 40)]  # OK
    matrix.events.queued += [(0, True, 10), (0, False, 60)]  # 1
    assert drain(key_input, 100) == [panel.OK, panel.DIGIT + 1]
    matrix.events.queued += [(9, True, 200)]
    matrix.events.overflowed = True  # the keypad's releases were lost: every held key is forgotten
    assert drain(key_input, 2000) == []
    key_input.deinit()
    assert buttons.deinited and matrix.deinited


def test_a_keypad_layout_without_the_keypad_or_with_four_buttons_is_refused(keys_module):
    with pytest.raises(ValueError, match="keypad's row and column pins"):
        keys_module.Keys((), "keypad")
    matrix = keys_module.key_matrix(ROWS, COLUMNS)
    with pytest.raises(ValueError, match="keypad keys need 6 pins, not 4"):
        keys_module.Keys(("A", "B", "C", "D"), "keypad", matrix=matrix)


def test_the_macropad_keys_and_knob_give_digits_ok_and_turns(keys_module):
    from pinochle.device.knob import Knob

    pins = tuple("KEY%d" % number for number in range(1, 13)) + ("ENCODER_SWITCH",)
    encoder = FakeEncoder()
    key_input = keys_module.Keys(pins, "macropad", knob=Knob(encoder))
    scanner = FakeKeys.made[-1]
    assert scanner.pins == pins and scanner.value_when_pressed is False and scanner.pull is True
    scanner.events.queued += [(0, True, 0), (0, False, 50), (12, True, 100), (12, False, 150)]
    encoder.position = -2  # two detents clockwise
    assert drain(key_input, 200) == [panel.DIGIT + 1, panel.OK, panel.CW, panel.CW]
    encoder.position = 1  # three back
    assert drain(key_input, 300) == [panel.CCW] * 3
    encoder.position = -3  # turned while a notice waits: forgotten with the keys
    key_input.reset(400)
    assert drain(key_input, 400) == []
    key_input.deinit()
    assert encoder.deinited
