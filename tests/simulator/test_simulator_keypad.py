"""The simulator's keypad and MacroPad modes: the key-script words (digits, STAR and *, HASH and #, CW, CCW, PUSH, and
the five buttons' words as the keys that give them), the terminal's keys, and a run on the MacroPad's preset. CPython
only (Blinka displayio)."""

import os
import subprocess
import sys

import pytest

pytest.importorskip("adafruit_displayio_ssd1306")

HELPERS = os.path.join(os.path.dirname(__file__), "..", "helpers")
if HELPERS not in sys.path:
    sys.path.insert(0, HELPERS)

from fake_app import make_app  # noqa: E402

import pinochle.panel as panel  # noqa: E402
from tools.simulator import Simulator, parse_terminal_keys, play_word  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def played(mode, words):
    simulator = Simulator(make_app, mode=mode)
    try:
        for word in words.split():
            play_word(simulator, word)
        return simulator.tokens
    finally:
        simulator.close()


def test_keypad_words_are_its_keys_and_the_buttons_words_the_keys_that_give_them():
    digits = [panel.DIGIT + digit for digit in (1, 2, 3, 0, 9)]
    assert played("keypad", "1 2 3 0 9") == digits
    assert played("keypad", "STAR * HASH # STAR~800") == [panel.ERASE] * 2 + [panel.OK] * 2 + [panel.BACK]
    assert played("keypad", "OK ERASE BACK") == [panel.OK, panel.ERASE, panel.BACK]
    # the phone keypad's arrows
    assert played("keypad", "UP DOWN LEFT RIGHT") == [
        panel.DIGIT + 2,
        panel.DIGIT + 8,
        panel.DIGIT + 4,
        panel.DIGIT + 6,
    ]
    assert played("keypad", "5*3") == [panel.DIGIT + 5] * 3
    with pytest.raises(ValueError, match="no knob"):
        played("keypad", "CW")
    with pytest.raises(ValueError, match="no PUSH key in keypad mode"):
        played("keypad", "PUSH")


def test_macropad_words_turn_and_push_the_knob():
    assert played("macropad", "CW CW*2 CCW PUSH PUSH~800 7 #") == [panel.CW] * 3 + [panel.CCW] + [
        panel.OK,
        panel.BACK,
        panel.DIGIT + 7,
        panel.OK,
    ]
    assert played("macropad", "DOWN RIGHT UP LEFT") == [panel.CW, panel.CW, panel.CCW, panel.CCW]


def test_terminal_keys_on_each_layout():
    typed = "12*#\r\x7f\x1b\x1b[B q"
    assert parse_terminal_keys(typed, "keypad") == [
        "1",
        "2",
        "STAR",
        "HASH",
        "OK",
        "ERASE",
        "BACK",
        "DOWN",
        "OK",
        "QUIT",
    ]
    assert parse_terminal_keys(typed, "macropad")[-3:] == ["DOWN", "PUSH", "QUIT"]
    assert parse_terminal_keys(typed, "five") == ["OK", "BACK", "BACK", "DOWN", "OK", "QUIT"]  # no digits there


def test_the_macropad_preset_runs_on_an_sh1106_glass():
    result = subprocess.run(
        [sys.executable, os.path.join(ROOT, "tools", "simulator.py"), "--no-save", "--text", "--mode", "macropad"]
        + ["--settings", os.path.join(ROOT, "boards", "macropad-rp2040", "settings.toml"), "--keys", "PUSH # CW"],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
    )
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr and "settings.toml:" not in result.stderr  # the preset reads clean
    screens = result.stdout.split("\n+-")
    assert "New hand" in screens[0] and "Declarer?" in result.stdout and "Bid by" in result.stdout
