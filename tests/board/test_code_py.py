"""code.py on the computer, over stand-ins for the board's modules and the real displayio and SSD1306 driver: bad
settings shown by name, an error shown and the saved game back, autoreload off during a game."""

import gc
import os
import random
import runpy
import sys
import types

import pytest

pytest.importorskip("adafruit_displayio_ssd1306")

import terminalio  # noqa: E402

from pinochle.device.circuitpython.view import Layout  # noqa: E402
from tools.host_display import HostDisplay  # noqa: E402, F401  (sets Blinka up, loads the driver first)
from tools.screen_text import GlyphReader  # noqa: E402
from tools.ssd1306_decode import PANELS, EmulatedI2C  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
KEYS = ("UP", "DOWN", "LEFT", "RIGHT", "OK", "BACK")


class Stop(BaseException):
    """Ends the endless loop from inside time.sleep; code.py catches Exception only."""


class Pin:
    """microcontroller.Pin: one object per pin, whatever names the board module gives it."""

    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return self.name


# The pins each stand-in board module names: (name, the name of the pin it is an alias of, or None).
PICO = tuple(("GP%d" % number, None) for number in range(29)) + (("SDA", "GP4"), ("SCL", "GP5"), ("LED", "GP25"))
# A Feather RP2040: the OLED FeatherWing's buttons A, B, C on D9, D6, D5; its I2C on SDA, SCL.
FEATHER = tuple(
    (name, None)
    for name in ("D4", "D5", "D6", "D9", "D10", "D11", "D12", "D13", "D24", "D25", "A0", "A1", "A2", "A3")
    + ("SCK", "MOSI", "MISO", "RX", "TX", "SDA", "SCL", "NEOPIXEL", "BUTTON")
) + (("D0", "RX"), ("D1", "TX"))


# The Adafruit MacroPad RP2040: its 12 keys, the knob's switch (BUTTON too) and its A and B, and its own display.
MACROPAD = (
    tuple(("KEY%d" % number, None) for number in range(1, 13))
    + (
        ("ENCODER_SWITCH", None),
        ("BUTTON", "ENCODER_SWITCH"),
        ("ROTA", None),
        ("ENCODER_A", "ROTA"),
        ("ROTB", None),
        ("ENCODER_B", "ROTB"),
    )
    + tuple((name, None) for name in ("LED", "SPEAKER", "SPEAKER_ENABLE", "NEOPIXEL", "SDA", "SCL", "SCK", "MOSI"))
)


class Board:
    """The stand-in modules and a clock that moves only when code.py sleeps. own_display: the board's
    board.DISPLAY, an SH1106 its firmware set up (here on the emulated bus to the panel)."""

    def __init__(self, height=64, pins=PICO, glass="ssd1306", own_display=False):
        self.pins = pins
        self.now = 0
        self.end = 60000
        self.panel = PANELS["sh1106" if own_display else glass]()  # the module's controller
        self.own_display = own_display
        self.i2c_calls = []
        self.scheduled = []  # (at_ms, action)
        self.queue = []  # keypad events waiting to be read
        self.matrix_queue = []  # the 3x4 keypad's (keypad.KeyMatrix) events waiting to be read
        self.failures = []  # (at_ms, error) raised by the keypad queue, once each
        self.mem_free = 140000  # gc.mem_free() as a Pico's code.py sees it
        self.reader = GlyphReader(terminalio.FONT, Layout(128, height, 6, 12))
        self.modules = self._modules()

    # -- the script --
    def at(self, ms, action):
        self.scheduled.append((ms, action))
        self.scheduled.sort(key=lambda item: item[0])

    def tap(self, ms, name):
        key = KEYS.index(name)
        self.at(ms, lambda: self.queue.extend(((key, True, ms), (key, False, ms + 80))))

    def press(self, ms, key, held_ms=80, matrix=False):
        """Key number `key` of the buttons (or the keypad's matrix) pressed at ms, for held_ms."""
        queue = self.matrix_queue if matrix else self.queue
        self.at(ms, lambda: queue.extend(((key, True, ms), (key, False, ms + held_ms))))

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
        for name, alias_of in self.pins:
            setattr(board, name, getattr(board, alias_of) if alias_of else Pin(name))
        board.I2C = lambda: self._i2c(board.SCL, board.SDA)  # not a pin: a name no pin setting may take
        board.board_id = "stand_in"
        busio = types.ModuleType("busio")
        busio.I2C = self._i2c
        if self.own_display:
            import displayio
            import i2cdisplaybus

            from pinochle.device.circuitpython.display import make_display

            displayio.release_displays()
            bus = i2cdisplaybus.I2CDisplayBus(EmulatedI2C(self.panel), device_address=0x3C)
            board.DISPLAY = make_display(bus, "sh1106", 128, 64, 0)
        keypad = types.ModuleType("keypad")
        keypad.Keys = self._keys
        keypad.KeyMatrix = self._matrix
        keypad.Event = Event
        rotaryio = types.ModuleType("rotaryio")
        rotaryio.IncrementalEncoder = self._encoder
        microcontroller = types.ModuleType("microcontroller")
        microcontroller.nvm = bytearray(4096)
        microcontroller.Pin = Pin
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
            "rotaryio": rotaryio,
            "storage": storage,
            "supervisor": supervisor,
            "time": clock,
        }

    def _i2c(self, scl, sda, frequency=100000):
        if scl is sda:
            raise ValueError("Invalid pins")
        self.i2c_calls.append((scl.name, sda.name, frequency))
        return EmulatedI2C(self.panel)

    def _keys(self, pins, value_when_pressed, pull, interval=0.02):
        claimed = [name for call in self.i2c_calls for name in call[:2]]
        if len(set(map(id, pins))) != len(pins) or any(pin.name in claimed for pin in pins):
            raise ValueError("%s in use" % pins[0].name)  # what keypad says of a pin claimed twice
        self.key_pins = tuple(pin.name for pin in pins)
        return types.SimpleNamespace(events=EventQueue(self), key_count=len(pins), deinit=lambda: None)

    def _matrix(self, row_pins, column_pins, columns_to_anodes=True, interval=0.02):
        self.keypad_pins = (tuple(pin.name for pin in row_pins), tuple(pin.name for pin in column_pins))
        events = EventQueue(self, self.matrix_queue)
        return types.SimpleNamespace(events=events, key_count=len(row_pins) * len(column_pins), deinit=lambda: None)

    def _encoder(self, pin_a, pin_b, divisor=4):
        self.encoder_pins = (pin_a.name, pin_b.name)
        self.knob = types.SimpleNamespace(position=0, deinit=lambda: None)
        return self.knob

    def _reload(self):
        raise Stop()

    def run(self, monkeypatch):
        for name, module in self.modules.items():
            monkeypatch.setitem(sys.modules, name, module)
        # Fresh imports of what holds these stand-ins (code.py drops pinochle.runner.config itself).
        for name in ("pinochle.device.circuitpython.board", "pinochle.device.circuitpython.keys"):
            monkeypatch.delitem(sys.modules, name, raising=False)
        monkeypatch.setattr(gc, "mem_free", lambda: self.mem_free, raising=False)  # the board's free heap, for this run
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
    def __init__(self, board, queue=None):
        self.board = board
        self.queue = board.queue if queue is None else queue
        self.overflowed = False

    def get_into(self, event):
        board = self.board
        if board.failures and board.failures[0][0] <= board.now:
            raise board.failures.pop(0)[1]
        if not self.queue:
            return False
        event.key_number, event.pressed, event.timestamp = self.queue.pop(0)
        return True

    def clear(self):
        self.queue.clear()


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
    assert "pinochle.runner.config" not in seen["loaded"]
    assert board.key_pins == ("GP10", "GP11", "GP12", "GP13", "GP14", "GP15")
    lines, cursor = seen["first"]
    assert lines[0].startswith("US ") and lines[0].endswith("THEM") and lines[1].split() == ["0", "0"]
    assert cursor >= 0
    assert board.modules["supervisor"].runtime.autoreload is True  # no game under way


def test_a_screen_left_keeps_its_code_loaded(clean_env):
    board = Board()
    seen = {}
    board.tap(1000, "OK")  # New hand: who declared?
    board.at(1200, lambda: seen.update(entry=set(sys.modules)))
    board.tap(1300, "BACK")  # and back to the scores
    board.at(1600, lambda: seen.update(scores=board.screen(), loaded=set(sys.modules)))
    board.end = 1700
    board.run(clean_env)
    assert "pinochle.app.hand_entry" in seen["entry"] and seen["scores"][0][0].startswith("US ")
    assert "pinochle.app.hand_entry" in seen["loaded"]  # every supported board has room for every screen's code


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
    from pinochle.store.game import SavedGame

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


def power_up(monkeypatch, settings, pins=PICO, height=64, end=2000):
    """(screen text at 500 ms, board): code.py started with these settings on a stand-in board."""
    for name, value in settings.items():
        monkeypatch.setenv("PINOCHLE_" + name, value)
    if height != 64:
        monkeypatch.setenv("PINOCHLE_DISPLAY_HEIGHT", str(height))
    board = Board(height=height, pins=pins)
    seen = []
    for at in range(500, end, 250):
        board.at(at, lambda: seen.append(board.screen()[0]))
        board.tap(at + 100, "UP")  # on to the next page of a notice (key 0 on five keys or three)
    board.end = end
    board.run(monkeypatch)
    text = []
    for number, lines in enumerate(seen):
        if number == 0 or lines != seen[number - 1]:
            notice = lines[0].startswith(("Bad setting", "Fix settings"))
            text.extend(lines[1:] if notice else lines)
    return squashed(" ".join(text)), board  # spaces dropped: a long word may wrap at any of them


def squashed(text):
    return "".join(text.split())


FIVE_KEYS = ("GP10", "GP11", "GP12", "GP13", "GP14", "GP15")


@pytest.mark.slow
def test_a_display_pin_on_a_default_key_pin_falls_back_to_the_default(clean_env):
    text, board = power_up(clean_env, {"SDA": "GP10"})
    assert squashed("PINOCHLE_SDA: GP10 is the pin of PINOCHLE_KEY_PINS (GP10); using GP4") in text
    assert board.i2c_calls[0][:2] == ("GP5", "GP4") and board.key_pins == FIVE_KEYS


@pytest.mark.slow
def test_an_alias_is_the_pin_it_names(clean_env):
    # SDA is GP4 on this board: a key on it would share the display's data line.
    text, board = power_up(clean_env, {"KEY_PINS": "SDA,GP11,GP12,GP13,GP14,GP15"})
    assert squashed("PINOCHLE_KEY_PINS: SDA is the pin of PINOCHLE_SDA (GP4); using GP10,GP11") in text
    assert board.key_pins == FIVE_KEYS
    text, board = power_up(clean_env, {"KEY_PINS": "", "SCL": "SDA"})
    assert squashed("PINOCHLE_SCL: SDA is the pin of PINOCHLE_SDA (GP4); using GP5") in text
    assert board.i2c_calls[0][:2] == ("GP5", "GP4")


@pytest.mark.slow
def test_a_missing_pin_that_falls_back_onto_a_pin_in_use(clean_env):
    text, board = power_up(clean_env, {"SDA": "D99", "KEY_PINS": "GP4,GP11,GP12,GP13,GP14,GP15"}, end=2000)
    assert squashed("PINOCHLE_SDA: this board has no pin D99; using GP4") in text
    assert board.i2c_calls[0][:2] == ("GP5", "GP4") and board.key_pins == FIVE_KEYS


def test_a_feather_with_its_wing_settings_plays(clean_env):
    tomllib = pytest.importorskip("tomllib")
    with open(os.path.join(ROOT, "boards", "feather-rp2040-oled-featherwing", "settings.toml"), "rb") as file:
        preset = tomllib.load(file)  # the tested build's settings, every one of them
    settings = {name[len("PINOCHLE_") :]: str(value) for name, value in preset.items()}
    text, board = power_up(clean_env, settings, pins=FEATHER, height=32)
    assert "Newhand" in text and "Badsetting" not in text and board.key_pins == ("D9", "D6", "D5")
    assert board.i2c_calls[0][:2] == ("SCL", "SDA")


@pytest.mark.slow
def test_a_feather_with_the_pico_key_pins_says_what_to_fix_and_waits(clean_env):
    text, board = power_up(clean_env, {"KEYS": "three"}, pins=FEATHER, height=32, end=14000)
    assert squashed("PINOCHLE_KEY_PINS: this board has no pin GP10: set it to this board's pins") in text
    assert not hasattr(board, "key_pins")  # nothing claimed; the display runs on the board's own I2C
    assert board.i2c_calls[0][:2] == ("SCL", "SDA")


@pytest.mark.slow
def test_a_feather_checks_aliases_and_display_pins_too(clean_env):
    text, board = power_up(clean_env, {"KEYS": "three", "KEY_PINS": "D9,D0,RX"}, pins=FEATHER, height=32, end=14000)
    assert squashed("PINOCHLE_KEY_PINS: D0 and RX are one pin; using GP10,GP11,GP12") in text
    assert not hasattr(board, "key_pins")
    settings = {"KEYS": "three", "KEY_PINS": "D9,D6,D5", "SDA": "D9", "SCL": "SCL"}
    text, board = power_up(clean_env, settings, pins=FEATHER, height=32, end=2000)
    assert squashed("PINOCHLE_SDA: D9 is the pin of PINOCHLE_KEY_PINS (D9); using SDA") in text
    assert board.key_pins == ("D9", "D6", "D5") and board.i2c_calls[0][:2] == ("SCL", "SDA")


def saved_board(team_names, bid=(1, 55)):
    """A Board whose nvm holds a game under team_names, sealed with a good CRC, and the store over it."""
    game_store = pytest.importorskip("pinochle.store.game")
    from pinochle.device.circuitpython.nvm_media import NvmMedium
    from pinochle.ledger import Ledger
    from pinochle.rules import make_rules
    from pinochle.settle import Hand
    from pinochle.store.game import SavedGame

    board = Board()
    nvm = board.modules["microcontroller"].nvm
    store = game_store.GameStore((NvmMedium(nvm, 0, 2048),))
    ledger = Ledger(make_rules("double"))
    ledger.add(Hand(declarer=0, bid=60, meld=(43, 22), took=(31, 19)))
    assert store.commit(SavedGame(ledger, team_names, bid))
    return board, store


def test_an_error_that_comes_back_with_the_saved_game_asks_the_damaged_question(clean_env):
    from pinochle.app import App

    summary = App.summary

    def failing(app):  # a defect only this saved game meets, on every frame
        if app.team_names[0] == "BOOM":
            raise TypeError("no name for BOOM")
        return summary(app)

    clean_env.setattr(App, "summary", failing)
    board, store = saved_board(("BOOM", "X"))
    kept = bytes(board.modules["microcontroller"].nvm)
    seen = {}
    board.at(1000, lambda: seen.update(first=board.screen()))
    board.at(6000, lambda: seen.update(second=board.screen()))
    board.at(11000, lambda: seen.update(question=board.screen()))
    board.at(11000, lambda: seen.update(unchanged=bytes(board.modules["microcontroller"].nvm) == kept))
    board.tap(11200, "DOWN")
    board.tap(11500, "OK")  # New game, save it
    board.at(12000, lambda: seen.update(after=board.screen()))
    board.at(20000, lambda: seen.update(later=board.screen()))
    board.end = 20100
    board.run(clean_env)
    assert seen["first"][0][0] == "Error; reloading" and seen["second"][0][0] == "Error; reloading"
    lines, cursor = seen["question"]
    # The reason wrapped whole, never cut.
    assert lines[:4] == ["Saved game fails:", "TypeError:", "no name for BOOM", "it is kept as it was"]
    assert lines[cursor] == "Play, don't save"
    assert seen["unchanged"]  # nothing written over the save that fails
    for screen in (seen["after"], seen["later"]):  # a new game: the team names over the totals, both 0
        assert screen[0][0].startswith("US ") and screen[0][1].split() == ["0", "0"]
    assert store.recover().value.team_names == ("US", "THEM")  # the new game is the one saved now


def test_a_screens_error_after_a_good_restore_never_doubts_the_save(clean_env):
    from pinochle.app import App
    from pinochle.panel import DOWN

    handle = App.handle

    def failing(app, token, now_ms):  # a defect a screen meets on a key, the same each time
        if token == DOWN:
            raise ValueError("too many cards: 13, a hand holds 12")
        handle(app, token, now_ms)

    clean_env.setattr(App, "handle", failing)
    board, store = saved_board(("NORTH", "SOUTH"))
    kept = bytes(board.modules["microcontroller"].nvm)
    seen = {}
    for number, at in enumerate((1000, 6000, 11000)):  # the same key after each restore, nothing saved between
        board.tap(at, "DOWN")
        board.at(at + 500, lambda number=number: seen.update({number: board.screen()}))
    board.at(30000, lambda: seen.update(after=board.screen()))  # "game restored" has had its 8 s
    board.end = 30100
    board.run(clean_env)
    for number in range(3):
        assert seen[number][0][0] == "Error; reloading", seen[number]
    lines = seen["after"][0]
    assert lines[0].startswith("NORTH ") and "Resume hand" in lines  # the saved game, never the question
    assert bytes(board.modules["microcontroller"].nvm) == kept
    assert store.recover().doubt is None


def test_a_save_with_one_team_name_is_damaged_not_an_endless_reload(clean_env):
    board, store = saved_board(("SOLO",))
    seen = {}
    board.at(1000, lambda: seen.update(first=board.screen()))
    board.end = 1100
    board.run(clean_env)
    lines, cursor = seen["first"]
    assert lines[:2] == ["Saved game damaged", "it is kept as it was"] and lines[cursor] == "Play, don't save"


SCALE = int(os.environ.get("PINOCHLE_FUZZ", "1"))  # a longer run: PINOCHLE_FUZZ=20


def random_settings(rng, pins):
    """A settings.toml a table might write: each key absent, empty, good, bad, or junk."""
    names = [name for name, _ in pins] + ["GP4", "D9", "SDA", "I2C", "board_id", "D99", "GP 4", "gp4"]
    junk = ("", " ", "0", "0500", "-1", "0x3D", "1e3", "six", "\u00e9", "a\nb", "x" * 300, "\t")
    values = {
        "SDA": names,
        "SCL": names,
        "I2C_HZ": ("100000", "400000", "0400000", "9", "fast"),
        "DISPLAY_ADDRESS": ("0x3C", "0x3D", "60", "61", "0x50"),
        "DISPLAY_WIDTH": ("128", "96"),
        "DISPLAY_HEIGHT": ("64", "32", "48"),
        "DISPLAY_ROTATION": ("0", "180", "90", "45"),
        "KEYS": ("five", "three", "Three", "four", "keypad", "macropad"),
        "KEY_PINS": [",".join(rng.choice(names) for _ in range(count)) for count in (3, 6, 2)],
        "KEYPAD_ROWS": [",".join(rng.choice(names) for _ in range(count)) for count in (4, 3)],
        "KEYPAD_COLUMNS": [",".join(rng.choice(names) for _ in range(count)) for count in (3, 4)],
        "ENCODER": [",".join(rng.choice(names) for _ in range(count)) for count in (2, 1)],
        "KEY_PRESSED": ("low", "high", "sideways"),
        "LONG_PRESS_MS": ("600", "50", "0800"),
        "PROFILE": ("double", "single", "call-for-card", "klemic", "bezique"),
        "OPTIONS": ("", "take-all-wins", "nope", "bid-until-pass,take-all-wins"),
        "TEAMS": ("US,THEM", "A", "A,B,C", "Zo\u00eb,X", "LONGER THAN TEN,X", ","),
        "TARGET": ("0", "300", "0300", "70000", "-5"),
        "SIGNALS": ("skip", "increment", "jump"),
    }
    chosen = {}
    for key, choices in values.items():
        roll = rng.randrange(4)
        if roll == 1:
            chosen[key] = rng.choice(choices)
        elif roll == 2:
            chosen[key] = rng.choice(junk)
    return chosen


def random_boards(rng, count):
    """(seed, pins, settings) for count seeds on each stand-in board, the settings drawn afresh from each seed."""
    for seed in range(count):
        for pins in (PICO, FEATHER):
            rng.seed(seed * 2 + (pins is FEATHER))
            yield seed, pins, random_settings(rng, pins)


def board_with(monkeypatch, settings, pins):
    """A stand-in board with pins, and these settings alone in the environment settings.toml gives."""
    for name in list(os.environ):
        if name.startswith("PINOCHLE_"):
            monkeypatch.delenv(name)
    for name, value in settings.items():
        monkeypatch.setenv("PINOCHLE_" + name, value.replace("\x00", ""))
    return Board(height=64 if settings.get("DISPLAY_HEIGHT") != "32" else 32, pins=pins)


@pytest.mark.parametrize("controller", ["sh1106", "sh1107"])
def test_the_display_setting_builds_that_controllers_driver(clean_env, controller):
    clean_env.setenv("PINOCHLE_DISPLAY", controller)
    board = Board(glass=controller)
    seen = {}
    board.at(1000, lambda: seen.update(first=board.screen(), loaded=set(sys.modules)))
    board.end = 1500
    board.run(clean_env)
    lines, cursor = seen["first"]
    assert lines[0].startswith("US ") and lines[0].endswith("THEM") and lines[1].split() == ["0", "0"]
    assert "adafruit_displayio_" + controller in seen["loaded"]
    assert "pinochle.device.circuitpython.display" not in seen["loaded"]  # its work done at power-up


def test_an_sh1107_set_to_32_rows_is_said_and_drawn_at_64(clean_env):
    # The FeatherWing's SH1107 panel is 128x64: at 32 rows its glass stayed blank, and nothing said why.
    clean_env.setenv("PINOCHLE_DISPLAY", "sh1107")
    clean_env.setenv("PINOCHLE_DISPLAY_HEIGHT", "32")
    board = Board(glass="sh1107")
    seen = []
    for at in range(500, 12000, 500):
        board.at(at, lambda: seen.append(board.screen()[0]))
    board.tap(9000, "UP")  # past the notice
    board.end = 12000
    board.run(clean_env)
    said = " ".join(" ".join(lines) for lines in seen if lines[0].startswith("Bad setting"))
    assert squashed("PINOCHLE_DISPLAY_HEIGHT: 32 with sh1107, a 128x64 panel; using 64") in squashed(said)
    lines = seen[-1]
    assert lines[0].startswith("US ") and lines[1].split() == ["0", "0"], lines  # the game, at 64 rows


@pytest.mark.slow  # the attack and the fuzz
def test_fuzz_random_settings_on_each_board(clean_env):
    """Seeded: code.py powers up on random settings on the Pico and the Feather stand-ins; nothing escapes it
    (Board.run fails on any exception but its own stop), no error loop, the saved game is not touched."""
    rng = random.Random(14)
    trials = 0
    for seed, pins, settings in random_boards(rng, 4 * SCALE):
        board = board_with(clean_env, settings, pins)
        nvm = board.modules["microcontroller"].nvm
        before = bytes(nvm)
        seen = []
        for at in range(300, 1500, 300):
            board.at(at, lambda board=board, seen=seen: seen.append(board.screen()[0][0]))
        board.end = 1500
        try:
            board.run(clean_env)
        except BaseException as error:
            raise AssertionError("seed %d on %s: %r with %r" % (seed, pins[0][0], error, settings)) from error
        assert "Error; reloading" not in seen, (seed, settings)
        assert bytes(nvm) == before  # no key was pressed: nothing saved
        trials += 1
    print("settings fuzz through code.py: %d trials, 0 failures (PINOCHLE_FUZZ=%d)" % (trials, SCALE))


@pytest.mark.slow
def test_a_fallback_chosen_before_a_pin_that_cannot_be_fixed_is_kept(clean_env, capsys):
    # A missing SCL on a Feather falls back to its own SCL; then the Pico's key pins cannot be used at all.
    text, board = power_up(clean_env, {"KEYS": "three", "SCL": "D99"}, pins=FEATHER, height=32, end=14000)
    assert squashed("PINOCHLE_SCL: this board has no pin D99; using SCL") in text
    assert squashed("PINOCHLE_KEY_PINS: this board has no pin GP10: set it to this board's pins") in text
    assert "PINOCHLE_SDA" not in text  # the display's data pin was never wrong
    assert board.i2c_calls[0][:2] == ("SCL", "SDA")
    assert "Traceback" not in capsys.readouterr().err


@pytest.mark.slow
def test_an_edit_pin_the_board_lacks_is_said_with_the_pin_boot_py_read(clean_env):
    for setting in ("15", "board_id"):  # a number, and a board attribute that is no pin
        text, board = power_up(clean_env, {"EDIT_PIN": setting})
        assert squashed("PINOCHLE_EDIT_PIN: this board has no pin %s; using GP15" % setting) in text
        assert board.key_pins == FIVE_KEYS


def boot_pin(monkeypatch, board):
    """The name of the pin boot.py reads for edit mode on board's stand-ins, with the same settings (None: none)."""
    import time

    read = []

    class Button:
        value = True  # not held

        def __init__(self, pin):
            read.append(pin.name)

        def switch_to_input(self, pull=None):
            pass

        def deinit(self):
            pass

    digitalio = types.ModuleType("digitalio")
    digitalio.Pull = types.SimpleNamespace(UP="up")
    digitalio.DigitalInOut = Button
    storage = types.ModuleType("storage")
    storage.remount = lambda path, readonly=True: None
    for name, module in dict(board.modules, digitalio=digitalio, storage=storage, time=time).items():
        monkeypatch.setitem(sys.modules, name, module)
    monkeypatch.delitem(sys.modules, "pinochle.runner.config", raising=False)
    runpy.run_path(os.path.join(ROOT, "boot.py"), run_name="__main__")
    return read[0] if read else None


@pytest.mark.slow  # the attack and the fuzz
def test_attack_settings_through_code_py_and_boot_py(clean_env, capsys):
    """Seeded: random settings (pin aliases, missing pins, junk; the edit pin too) on the Pico and the Feather
    stand-ins. code.py never tries a display pin the board lacks and blames no pin setting that was not set;
    boot.py reads the button code.py plays as BACK (or NEXT), or the edit pin set when the board has it.
    PINOCHLE_FUZZ=40: 400 boards."""
    rng = random.Random(23)
    trials = 0
    for seed, pins, settings in random_boards(rng, 5 * SCALE):
        if rng.randrange(3) == 0:
            settings["EDIT_PIN"] = rng.choice([name for name, _ in pins] + ["15", "I2C", "board_id", "D99", ""])
        board = board_with(clean_env, settings, pins)
        seen = []
        for at in range(300, 16000, 300):
            board.at(at, lambda board=board, seen=seen: seen.append(" ".join(board.screen()[0])))
            board.tap(at + 100, "UP")
        board.end = 16000
        capsys.readouterr()
        board.run(clean_env)
        where = "seed %d on %s with %r" % (seed, pins[0][0], settings)
        console = capsys.readouterr().err
        assert "no I2C pins" not in console, (console, where)  # pins were checked before any was claimed
        shown = squashed(" ".join(seen))
        for name in ("SDA", "SCL", "EDIT_PIN"):
            assert name in settings or squashed("PINOCHLE_%s:" % name) not in shown, (name, where)
        edit = getattr(board.modules["board"], settings.get("EDIT_PIN", ""), None)
        if isinstance(edit, Pin):
            expected = edit.name
        elif hasattr(board, "key_pins"):
            expected = board.key_pins[-1]
        else:  # no keys claimed: code.py says what to fix, boot.py still finds a button
            expected = next((name for name in ("GP15", "BUTTON") if hasattr(board.modules["board"], name)), None)
        assert boot_pin(clean_env, board) == expected, where
        trials += 1
    print("settings through code.py and boot.py: %d trials, 0 failures (PINOCHLE_FUZZ=%d)" % (trials, SCALE))


@pytest.mark.slow
def test_a_setting_thousands_of_characters_long_is_one_short_notice_then_the_game(clean_env):
    text, board = power_up(clean_env, {"SIGNALS": "9" * 5048}, end=4000)
    assert squashed("PINOCHLE_SIGNALS: '9999999999999999999999..' is not skip or increment") in text
    assert "Newhand" in text and hasattr(board, "key_pins")  # the game runs after the notice


KEYPAD_ROWS, KEYPAD_COLUMNS = ("GP16", "GP17", "GP18", "GP19"), ("GP20", "GP21", "GP22")
STAR, HASH, PUSH = 9, 11, 12  # key numbers: the keypad's * and #, the MacroPad's knob switch


def test_the_keypad_alone_plays_on_its_pico_pins(clean_env):
    clean_env.setenv("PINOCHLE_KEYS", "keypad")
    board = Board()
    seen = {}
    before = set(sys.modules)  # another test may have loaded the MicroPython scan already
    board.at(900, lambda: seen.update(scores=board.screen()))
    board.press(1000, HASH, matrix=True)  # OK: New hand
    board.at(1300, lambda: seen.update(entry=board.screen(), loaded=set(sys.modules)))
    board.press(1500, STAR, held_ms=800, matrix=True)  # * held long: BACK
    board.at(2600, lambda: seen.update(back=board.screen()))
    board.end = 2700
    board.run(clean_env)
    assert board.keypad_pins == (KEYPAD_ROWS, KEYPAD_COLUMNS) and not hasattr(board, "key_pins")
    assert seen["scores"][0][0].startswith("US ") and "pinochle.app.hand_entry" in seen["loaded"]
    assert seen["entry"] != seen["scores"] and seen["back"][0][0].startswith("US ")
    assert "pinochle.device.micropython.matrix" not in seen["loaded"] - before


def test_a_keypad_row_on_a_button_pin_is_named_and_the_rows_fall_back(clean_env):
    settings = {"KEYS": "keypad", "KEY_PINS": ",".join(FIVE_KEYS), "KEYPAD_ROWS": "GP15,GP17,GP18,GP19"}
    text, board = power_up(clean_env, settings, end=3000)
    why = "PINOCHLE_KEYPAD_ROWS: GP15 is the pin of PINOCHLE_KEY_PINS (GP15); using GP16,GP17,GP18,GP19"
    assert squashed(why) in text and "Newhand" in text  # named, then the game on the default rows
    assert board.keypad_pins == (KEYPAD_ROWS, KEYPAD_COLUMNS) and board.key_pins == FIVE_KEYS


@pytest.mark.slow
def test_a_feather_with_the_keypad_says_which_pin_to_fix_and_waits(clean_env):
    text, board = power_up(clean_env, {"KEYS": "keypad"}, pins=FEATHER, height=32, end=14000)
    assert squashed("PINOCHLE_KEYPAD_ROWS: this board has no pin GP16: set it to this board's pins") in text
    assert not hasattr(board, "keypad_pins")  # nothing claimed


def test_the_macropad_preset_plays_on_its_own_display_keys_and_knob(clean_env):
    tomllib = pytest.importorskip("tomllib")
    with open(os.path.join(ROOT, "boards", "macropad-rp2040", "settings.toml"), "rb") as file:
        for name, value in tomllib.load(file).items():
            clean_env.setenv(name, str(value))
    board = Board(pins=MACROPAD, own_display=True)
    seen = {}
    board.at(900, lambda: seen.update(scores=board.screen()))
    board.press(1000, PUSH)  # the knob pressed: OK, New hand
    board.at(1300, lambda: seen.update(entry=board.screen(), loaded=set(sys.modules)))
    board.press(1500, PUSH, held_ms=800)  # held long: BACK
    board.at(2600, lambda: seen.update(back=board.screen()))
    board.end = 2700
    board.run(clean_env)
    assert board.i2c_calls == []  # the board's own display: no I2C bus and no driver built
    assert board.modules["board"].DISPLAY.auto_refresh is False  # the view refreshes it, once a change
    assert board.key_pins == tuple("KEY%d" % number for number in range(1, 13)) + ("ENCODER_SWITCH",)
    assert board.encoder_pins == ("ROTA", "ROTB")
    lines, cursor = seen["scores"]
    assert lines[0].startswith("US ") and lines[1].split() == ["0", "0"] and cursor >= 0
    assert seen["entry"] != seen["scores"] and seen["back"][0][0].startswith("US ")


def test_the_boards_own_display_on_a_board_without_one_says_why_and_reloads(clean_env, capsys):
    clean_env.setenv("PINOCHLE_DISPLAY", "board")
    board = Board()  # a Pico: no board.DISPLAY
    board.end = 30000
    board.run(clean_env)  # supervisor.reload() stops the run, after the pause
    assert board.i2c_calls == [] and not hasattr(board, "key_pins")
    assert "this board has no display of its own: set PINOCHLE_DISPLAY" in capsys.readouterr().err
