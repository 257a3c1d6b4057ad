"""The MicroPython board's keys from the settings, over stand-in machine and ssd1306 modules: the keypad's reader
(micropython/matrix.py) is imported only when the settings name keypad pins, and a knob setting, which MicroPython
cannot read, is said with the bad settings."""

import sys
import types

import pytest

import pinochle.panel as panel
from pinochle.runner import config


class Pin:
    IN, OUT, OPEN_DRAIN, PULL_UP, PULL_DOWN = 0, 1, 2, 1, 2
    made = {}

    def __init__(self, ident, mode=None, pull=None):
        self.ident, self.mode, self.pull, self.level = ident, mode, pull, 1
        Pin.made[ident] = self

    def init(self, mode, pull=None, value=None):
        self.mode, self.pull = mode, pull
        if value is not None:
            self.level = value

    def value(self, level=None):
        if level is None:
            return self.level
        self.level = level


MODULES = ("board", "keys", "matrix", "view")  # pinochle.device.micropython's, imported over the stand-ins


@pytest.fixture
def board_module(monkeypatch):
    machine = types.ModuleType("machine")
    machine.Pin = Pin
    monkeypatch.setitem(sys.modules, "machine", machine)
    monkeypatch.setitem(sys.modules, "ssd1306", types.SimpleNamespace(SSD1306_I2C=None))
    monkeypatch.setitem(sys.modules, "framebuf", types.SimpleNamespace())  # the view's, imported by Board()
    monkeypatch.setattr(sys, "print_exception", print, raising=False)  # MicroPython's
    for name in MODULES:
        monkeypatch.delitem(sys.modules, "pinochle.device.micropython." + name, raising=False)
    Pin.made = {}
    from pinochle.device.micropython import board

    yield board
    for name in MODULES:
        sys.modules.pop("pinochle.device.micropython." + name, None)


def settings_of(**values):
    return config.load({config.PREFIX + name: value for name, value in values.items()}.get)


def test_five_buttons_load_no_keypad_reader(board_module):
    keys = board_module.Board(getenv={}.get).make_keys(settings_of())
    assert keys.matrix is None and "pinochle.device.micropython.matrix" not in sys.modules
    assert [Pin.made[gpio].pull for gpio in range(10, 16)] == [Pin.PULL_UP] * 6


def test_the_keypad_is_read_on_its_rows_and_columns(board_module):
    settings = settings_of(KEYS="keypad")
    keys = board_module.Board(getenv={}.get).make_keys(settings)
    assert "pinochle.device.micropython.matrix" in sys.modules and keys.pins == ()
    assert [Pin.made[gpio].mode for gpio in (16, 17, 18, 19)] == [Pin.OPEN_DRAIN] * 4
    assert [(Pin.made[gpio].mode, Pin.made[gpio].pull) for gpio in (20, 21, 22)] == [(Pin.IN, Pin.PULL_UP)] * 3
    assert keys.next_token(0) == 0  # nothing held: nothing read
    Pin.made[22].level = 0  # the third column reads low on every row's turn: 3, 6, 9 and # at once
    assert keys.next_token(100) == panel.DIGIT + 3  # two keys count, the others (ghosts, likely) do not
    assert keys.next_token(100) == panel.DIGIT + 6 and keys.next_token(100) == 0


def test_a_knob_setting_on_micropython_is_said_not_ignored(board_module):
    settings = settings_of(ENCODER="GP26,GP27")
    board_module.Board(getenv={}.get).make_keys(settings)
    assert settings.errors == [("PINOCHLE_ENCODER", "MicroPython has no rotaryio; the knob is not read")]
