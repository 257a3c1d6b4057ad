"""The keypad adapter on a stand-in keypad module: one reused Event, overflow recovery, tokens out."""

import importlib
import sys
import types

import pytest

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


class FakeEvent:
    def __init__(self, key_number=0, pressed=True, timestamp=None):
        self.key_number, self.pressed, self.timestamp = key_number, pressed, timestamp


@pytest.fixture
def keys_module(monkeypatch):
    module = types.ModuleType("keypad")
    module.Keys = FakeKeys
    module.Event = FakeEvent
    monkeypatch.setitem(sys.modules, "keypad", module)
    monkeypatch.delitem(sys.modules, "pinochle.device.circuitpython.keys", raising=False)
    return importlib.import_module("pinochle.device.circuitpython.keys")  # afresh, over the stand-in keypad


def drain(key_input, now):
    out = []
    token = key_input.next_token(now)
    while token:
        out.append(token)
        token = key_input.next_token(now)
    return out


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
