"""boot.py on stand-ins for board, digitalio and storage: edit mode, device mode, and nothing escapes."""

import contextlib
import io
import os
import runpy
import sys
import types

BOOT = os.path.join(os.path.dirname(__file__), "..", "..", "boot.py")


class Pin(str):
    """microcontroller.Pin, named as a string so that a test compares the pin read with its name."""


PICO = tuple("GP%d" % number for number in range(29))


class Board:
    def __init__(self, level=True, pins=("GP15", "GP2"), fail=None):
        self.level = level  # True: not pressed (pulled up)
        self.fail = fail
        self.remounts = []
        self.deinit = 0
        self.pulls = []
        self.board = types.ModuleType("board")
        for pin in pins:
            setattr(self.board, pin, Pin(pin))
        self.board.board_id = "stand_in"  # attributes that are no pin
        self.board.I2C = lambda: None
        self.microcontroller = types.ModuleType("microcontroller")
        self.microcontroller.Pin = Pin
        self.digitalio = types.ModuleType("digitalio")
        self.digitalio.Pull = types.SimpleNamespace(UP="up", DOWN="down")
        self.digitalio.DigitalInOut = self._pin
        self.storage = types.ModuleType("storage")
        self.storage.remount = self._remount
        self.read_pin = None

    def _pin(self, pin):
        if self.fail == "pin":
            raise ValueError("GP15 in use")
        self.read_pin = pin
        outer = self

        class Pin:
            @property
            def value(self):
                return outer.level

            def switch_to_input(self, pull=None):
                outer.pulls.append(pull)

            def deinit(self):
                outer.deinit += 1

        return Pin()

    def _remount(self, path, readonly=True):
        if self.fail == "remount":
            raise RuntimeError("Cannot remount '/' when visible via USB.")
        self.remounts.append((path, readonly))

    def boot(self, setting=None, missing=(), settings=None):
        modules = {"board": self.board, "digitalio": self.digitalio, "storage": self.storage}
        modules["microcontroller"] = self.microcontroller
        for name in missing:
            modules[name] = None  # import fails
        saved = {name: sys.modules.get(name) for name in modules}
        getenv = os.getenv
        output = io.StringIO()
        try:
            sys.modules.update(modules)
            values = dict(settings or {}, PINOCHLE_EDIT_PIN=setting)
            os.getenv = lambda key, default=None: values.get(key, default)
            with contextlib.redirect_stdout(output), contextlib.redirect_stderr(output):
                runpy.run_path(BOOT, run_name="__main__")
        finally:
            os.getenv = getenv
            for name, module in saved.items():
                if module is None:
                    sys.modules.pop(name, None)
                else:
                    sys.modules[name] = module
        assert output.getvalue() == ""  # boot.py never prints
        return self


def test_no_button_is_device_mode_the_code_may_write():
    board = Board(level=True).boot()
    assert board.remounts == [("/", False)]
    assert board.read_pin == "GP15"
    assert board.pulls == ["up"]
    assert board.deinit == 1  # the pin is free again for code.py's keypad


def test_button_held_is_edit_mode_the_drive_is_left_to_the_computer():
    board = Board(level=False).boot()
    assert board.remounts == []
    assert board.deinit == 1


def test_the_pin_comes_from_settings_toml():
    board = Board(level=False).boot(setting="GP2")
    assert board.read_pin == "GP2"
    assert board.remounts == []


def test_without_an_edit_pin_the_last_game_key_is_the_edit_button():
    board = Board(level=False, pins=PICO).boot(settings={"PINOCHLE_KEY_PINS": "GP16,GP17,GP18,GP19,GP20,GP9"})
    assert board.read_pin == "GP9"  # BACK of five keys
    board = Board(level=False, pins=("GP15", "GP12")).boot(settings={"PINOCHLE_KEYS": "three"})
    assert board.read_pin == "GP12"  # NEXT of three keys on their Pico default pins
    assert board.remounts == []


def test_an_unknown_pin_name_falls_back_to_the_default():
    board = Board(level=False).boot(setting="GP99")
    assert board.read_pin == "GP15"


def test_a_board_without_gp15_uses_its_button():
    board = Board(level=False, pins=("BUTTON",)).boot()
    assert board.read_pin == "BUTTON"
    assert board.remounts == []


def test_no_usable_pin_means_device_mode():
    board = Board(level=False, pins=()).boot()
    assert board.read_pin is None
    assert board.remounts == [("/", False)]


def test_a_pin_that_cannot_be_read_means_device_mode():
    board = Board(fail="pin").boot()
    assert board.remounts == [("/", False)]


def test_a_failing_remount_escapes_nothing():
    board = Board(fail="remount").boot()
    assert board.remounts == []


def test_missing_modules_escape_nothing():
    Board().boot(missing=("board",))
    Board().boot(missing=("digitalio", "storage"))
    board = Board().boot(missing=("storage",))
    assert board.remounts == []


def test_key_pins_that_fall_back_in_code_py_fall_back_here_too():
    # GP4 is the display's SDA: code.py plays on the default keys, whose BACK is GP15, not the GP9 set here.
    board = Board(level=False, pins=PICO).boot(settings={"PINOCHLE_KEY_PINS": "GP4,GP11,GP12,GP13,GP14,GP9"})
    assert board.read_pin == "GP15" and board.remounts == []
    board = Board(level=False, pins=PICO).boot(settings={"PINOCHLE_KEY_PINS": "GP99,GP11,GP12,GP13,GP14,GP9"})
    assert board.read_pin == "GP15" and board.remounts == []


def test_an_unquoted_number_or_a_board_attribute_that_is_no_pin_still_finds_the_button():
    for setting in (15, "board_id", "I2C"):
        board = Board(level=False, pins=PICO).boot(setting=setting)
        assert board.read_pin == "GP15" and board.remounts == [], setting  # edit mode, as the button says


def test_without_the_package_the_button_still_gives_edit_mode():
    # A copy cut short in edit mode: without the button the next power-up would shut the drive to the computer.
    package = ["pinochle"] + [name for name in sys.modules if name.startswith("pinochle.")]
    board = Board(level=False).boot(missing=package)
    assert board.read_pin == "GP15" and board.remounts == []


def test_boots_last_resort_is_the_edit_pins_fallback():
    from pinochle.runner.edit_pin import FALLBACKS

    assert runpy.run_path(BOOT, run_name="boot_read")["_LAST_RESORT"] == FALLBACKS
