"""The simulator keeps the game as the board does (its GameStore over the two save files) and replays a key script
headless, printing each screen as read off the decoded pixels. CPython only (Blinka displayio)."""

import io
import os
import re
import tempfile

import pytest

pytest.importorskip("adafruit_displayio_ssd1306")

from tools import simulator  # noqa: E402

# A played hand: P2 (first in bidding order) declares 60 in spades, meld 43 and 22 (UP ten steps, RIGHT one), the
# counters from what THEM need (38) up to 49: THEM made 71 on 60.
HAND = "OK OK UP OK OK UP*4 RIGHT*3 OK UP*2 RIGHT*2 OK UP RIGHT OK OK wait=3000"


def run(*args):
    out = io.StringIO()
    status = simulator.main(list(args) + ["--settings", os.devnull], out=out)
    return status, out.getvalue()


def screens(text):
    return re.findall(r"\+-+\+\n(.*?)\+-+\+", text, re.S)


def last_screen(text):
    return screens(text)[-1]


def test_quitting_and_starting_again_resumes_the_game():
    with tempfile.TemporaryDirectory() as folder:
        status, text = run("--save", folder, "--keys", HAND, "--text")
        assert status == 0
        assert "|0       71" in last_screen(text)  # the totals, big, read off the glass
        assert sorted(os.listdir(folder)) == ["pinochle-a.sav", "pinochle-b.sav"]
        status, text = run("--save", folder, "--keys", "wait=100", "--text")
        screen = last_screen(text)
        assert "|0       71" in screen and "game restored" in screen and "made 71 on 60" not in screen
        status, text = run("--save", folder, "--keys", "wait=9000", "--text")
        assert "made 71 on 60" in last_screen(text)  # the notice gone: the last hand's reason
        status, text = run("--save", folder, "--fresh", "--keys", "wait=100", "--text")
        assert "|0        0" in last_screen(text) and "game restored" not in last_screen(text)


def test_the_default_folder_is_the_users_data_folder(monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", "/data/home")
    assert simulator.save_folder() == "/data/home/pinochle-companion"
    assert simulator.save_folder("/given") == "/given"


def test_text_mode_prints_every_screen_with_the_cursor():
    status, text = run("--no-save", "--keys", "DOWN DOWN", "--text")
    shown = screens(text)
    assert status == 0 and text.count("DOWN\n") == 2 and len(shown) == 3
    assert ">New hand" in shown[0] and ">Meld calculator" in shown[1] and ">History" in shown[2]
