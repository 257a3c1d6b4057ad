"""code.py itself on the computer: stand-ins for board, busio, keypad, microcontroller, storage, supervisor
and time; the real displayio, i2cdisplaybus and SSD1306 driver over the emulated bus. A bad setting is
shown with its name, an error is shown and the saved game comes back, autoreload is off during a game."""

import os
import runpy
import sys
import types

import pytest

pytest.importorskip("adafruit_displayio_ssd1306")

import terminalio  # noqa: E402

from pinochle.device.circuitpython.view import Layout  # noqa: E402
from tools.host_display import HostDisplay  # noqa: E402, F401  (sets Blinka up, loads the driver first)
from tools.screen_text import GlyphReader  # noqa: E402
from tools.ssd1306_decode import EmulatedI2C, Panel  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KEYS = ("UP", "DOWN", "LEFT", "RIGHT", "OK", "BACK")


class Stop(BaseException):
    """Ends the endless loop from inside time.sleep; code.py catches Exception only."""


class Board:
    """The stand-in modules and a clock that moves only when code.py sleeps."""

    def __init__(self, height=64):
        self.now = 0
        self.end = 60000
        self.panel = Panel()
        self.i2c_calls = []
        self.scheduled = []  # (at_ms, action)
        self.queue = []  # keypad events waiting to be read
        self.failures = []  # (at_ms, error) raised by the keypad queue, once each
        self.reader = GlyphReader(terminalio.FONT, Layout(128, height, 6, 12))
        self.modules = self._modules()

    # -- the script --
    def at(self, ms, action):
        self.scheduled.append((ms, action))
        self.scheduled.sort(key=lambda item: item[0])

    def tap(self, ms, name):
        key = KEYS.index(name)
        self.at(ms, lambda: self.queue.extend(((key, True, ms), (key, False, ms + 80))))

    def screen(self):
        return self.reader.read(self.panel)

    def sleep(self, seconds):
        self.now += max(1, int(seconds * 1000))
        while self.scheduled and self.scheduled[0][0] <= self.now:
            self.scheduled.pop(0)[1]()
        if self.now >= self.end:
            raise Stop()

    # -- the modules --
    def _modules(self):
        board = types.ModuleType("board")
        for number in range(29):
            setattr(board, "GP%d" % number, "GP%d" % number)
        busio = types.ModuleType("busio")
        busio.I2C = self._i2c
        keypad = types.ModuleType("keypad")
        keypad.Keys = self._keys
        keypad.Event = Event
        microcontroller = types.ModuleType("microcontroller")
        microcontroller.nvm = bytearray(4096)
        storage = types.ModuleType("storage")
        storage.getmount = lambda path: types.SimpleNamespace(readonly=True)  # edit mode: nvm only
        supervisor = types.ModuleType("supervisor")
        supervisor.ticks_ms = lambda: self.now & ((1 << 29) - 1)
        supervisor.runtime = types.SimpleNamespace(autoreload=True)
        supervisor.reload = self._reload
        clock = types.ModuleType("time")
        clock.sleep = self.sleep
        clock.monotonic = lambda: self.now / 1000
        return {
            "board": board,
            "busio": busio,
            "keypad": keypad,
            "microcontroller": microcontroller,
            "storage": storage,
            "supervisor": supervisor,
            "time": clock,
        }

    def _i2c(self, scl, sda, frequency=100000):
        self.i2c_calls.append((scl, sda, frequency))
        return EmulatedI2C(self.panel)

    def _keys(self, pins, value_when_pressed, pull):
        self.key_pins = tuple(pins)
        return types.SimpleNamespace(events=EventQueue(self), deinit=lambda: None)

    def _reload(self):
        raise Stop()

    def run(self, monkeypatch):
        for name, module in self.modules.items():
            monkeypatch.setitem(sys.modules, name, module)
        # Fresh imports of what holds these stand-ins (code.py drops pinochle.device.config itself).
        for name in ("pinochle.device.config", "pinochle.device.circuitpython.keys"):
            monkeypatch.delitem(sys.modules, name, raising=False)
        try:
            with pytest.raises(Stop):
                runpy.run_path(os.path.join(ROOT, "code.py"), run_name="__main__")
        finally:
            # The keys adapter code.py imported holds this run's stand-in keypad: later tests must not get it.
            sys.modules.pop("pinochle.device.circuitpython.keys", None)
            device = sys.modules.get("pinochle.device")
            if device is not None and hasattr(device, "keys"):
                delattr(device, "keys")


class Event:
    def __init__(self, key_number=0, pressed=True, timestamp=None):
        self.key_number, self.pressed, self.timestamp = key_number, pressed, timestamp


class EventQueue:
    def __init__(self, board):
        self.board = board
        self.overflowed = False

    def get_into(self, event):
        board = self.board
        if board.failures and board.failures[0][0] <= board.now:
            raise board.failures.pop(0)[1]
        if not board.queue:
            return False
        event.key_number, event.pressed, event.timestamp = board.queue.pop(0)
        return True

    def clear(self):
        self.board.queue.clear()


@pytest.fixture
def clean_env(monkeypatch):
    for name in list(os.environ):
        if name.startswith("PINOCHLE_"):
            monkeypatch.delenv(name)
    return monkeypatch


def test_starts_on_the_scores_screen_with_the_pico_defaults(clean_env):
    board = Board()
    seen = {}
    board.at(1000, lambda: seen.update(first=board.screen(), loaded=set(sys.modules)))
    board.end = 1500
    board.run(clean_env)
    assert board.i2c_calls == [("GP5", "GP4", 400000)]
    # Power-up code is dropped once the game runs: its heap goes back to the game.
    assert "pinochle.device.config" not in seen["loaded"] and "pinochle.app.start" not in seen["loaded"]
    assert board.key_pins == ("GP10", "GP11", "GP12", "GP13", "GP14", "GP15")
    lines, cursor = seen["first"]
    assert lines[0].startswith("US ") and lines[0].endswith("THEM") and lines[1].split() == ["0", "0"]
    assert cursor >= 0
    assert board.modules["supervisor"].runtime.autoreload is True  # no game under way


def test_bad_settings_are_shown_with_their_names_then_the_defaults_run(clean_env):
    clean_env.setenv("PINOCHLE_DISPLAY_HEIGHT", "48")
    clean_env.setenv("PINOCHLE_KEY_PINS", "GP10,GP11")
    board = Board()
    seen = {}
    board.at(500, lambda: seen.update(first=board.screen()))
    board.tap(600, "OK")
    board.at(900, lambda: seen.update(second=board.screen()))
    board.tap(1000, "OK")
    board.at(1300, lambda: seen.update(third=board.screen()))
    board.tap(1400, "OK")  # the second notice is longer than the screen: its rest on a screen of its own
    board.at(1900, lambda: seen.update(after=board.screen()))
    board.end = 2400
    board.run(clean_env)
    assert seen["first"][0][:4] == ["Bad setting 1/2", "PINOCHLE_DISPLAY_", "HEIGHT: 48 is not 64", "or 32; using 64"]
    assert seen["second"][0][0] == "Bad setting 2/2" and "PINOCHLE_KEY_PINS" in " ".join(seen["second"][0])
    assert seen["third"][0][0] == "Bad setting 2/2" and ".." not in " ".join(seen["second"][0] + seen["third"][0])
    assert seen["after"][0][0].startswith("US ") and seen["after"][0][1].split() == ["0", "0"]


def test_the_signal_convention_comes_from_the_settings(clean_env):
    clean_env.setenv("PINOCHLE_SIGNALS", "increment")
    board = Board()
    seen = {}
    for step, key in enumerate(["DOWN"] * 5 + ["OK"] + ["DOWN"] * 6):  # Settings, then its Signals line
        board.tap(1000 + 200 * step, key)
    board.at(4000, lambda: seen.update(settings=board.screen()))
    board.end = 4100
    board.run(clean_env)
    lines, cursor = seen["settings"]
    assert lines[cursor] == "Signals: increment", lines


def test_a_pin_the_board_lacks_is_a_bad_setting(clean_env):
    clean_env.setenv("PINOCHLE_SDA", "D99")
    board = Board()
    seen = {}
    board.at(500, lambda: seen.update(first=board.screen()))
    board.end = 600
    board.run(clean_env)
    assert "PINOCHLE_SDA: this board has no pin D99; using GP4" in " ".join(seen["first"][0])
    assert board.i2c_calls[0][1] == "GP4"


def test_an_error_is_shown_and_the_saved_game_comes_back(clean_env):
    game_store = pytest.importorskip("pinochle.store.game")
    from pinochle.device.circuitpython.nvm_media import NvmMedium
    from pinochle.ledger import Ledger
    from pinochle.rules import make_rules
    from pinochle.store.game.decode import SavedGame

    board = Board()
    nvm = board.modules["microcontroller"].nvm
    store = game_store.GameStore((NvmMedium(nvm, 0, 2048),))
    assert store.commit(SavedGame(Ledger(make_rules("double")), ("NORTH", "SOUTH"), (1, 55)))

    seen = {}
    board.at(1000, lambda: seen.update(before=board.screen()))
    board.at(1000, lambda: seen.update(autoreload=board.modules["supervisor"].runtime.autoreload))
    board.at(1100, lambda: board.failures.append((1100, RuntimeError("keypad gone"))))
    board.at(1500, lambda: seen.update(error=board.screen()))
    board.at(7000, lambda: seen.update(after=board.screen()))
    board.end = 7500
    board.run(clean_env)
    assert seen["before"][0][0].startswith("NORTH ") and seen["before"][0][1].split()[0] == "0"
    assert "Resume hand" in seen["before"][0]
    assert seen["autoreload"] is False  # a bid is under way
    assert seen["error"][0][0] == "Error; reloading"
    assert "RuntimeError: keypad gone" in " ".join(seen["error"][0])
    assert seen["after"][0][0].startswith("NORTH ") and seen["after"][0][1].split()[0] == "0"
    assert "Resume hand" in seen["after"][0]
