"""The simulator as a table tries it on a computer: Save as CSV into its save folder, the glass in a terminal
narrower than 128 columns, and the three-button keys said at the start and in --help. CPython only (Blinka)."""

import contextlib
import io
import os
import tempfile

import pytest

pytest.importorskip("adafruit_displayio_ssd1306")

from fake_app import make_app  # noqa: E402

from tools import simulator  # noqa: E402
from tools.simulator import Simulator, glass_for, half_blocks, key_help  # noqa: E402

# A played hand (as in test_simulator_save.py): P2 declares 60 in spades, THEM made 71 on 60.
HAND = "OK OK UP OK OK UP*4 RIGHT*3 OK UP*2 RIGHT*2 OK UP RIGHT OK OK wait=3000"


def run(*args):
    out = io.StringIO()
    status = simulator.main(list(args) + ["--settings", os.devnull], out=out)
    return status, out.getvalue()


def test_save_as_csv_writes_the_game_into_the_save_folder():
    with tempfile.TemporaryDirectory() as folder:
        # The hand, then History (the third entry) and its first line, Save as CSV.
        status, text = run("--save", folder, "--keys", HAND + " DOWN*2 OK OK", "--text")
        assert status == 0 and "saved game-001.csv" in text, text[-600:]
        with open(os.path.join(folder, "game-001.csv")) as file:
            rows = file.read().splitlines()
        assert rows[0] == "pinochle game,double" and rows[-1].startswith("1,P1,P2,60,Spades,played,,43,22,"), rows
        assert rows[-1].endswith(',made,made 71 on 60,"took 1, under 20",')  # US's why, then THEM's (none)
    # With nothing kept there is no folder to write to: History offers no CSV.
    status, text = run("--no-save", "--keys", HAND + " DOWN*2 OK", "--text")
    assert status == 0 and "Save as CSV" not in text.split("DOWN (2)")[-1]


@pytest.mark.parametrize("height", (64, 32))
def test_a_narrow_terminal_gets_the_glass_at_half_width_or_how_wide_it_must_be(height):
    glass = Simulator(make_app, height=height)
    try:
        panel = glass.host.panel
        assert glass_for(panel, 128) == half_blocks(panel)
        half = glass_for(panel, 100)
        assert len(half) == height // 2 and all(len(line) == 64 for line in half)
        # Each character is the four pixels under it.
        for y in range(0, height, 2):
            for x in range(0, 128, 2):
                bits = panel.pixel(x, y) + 2 * panel.pixel(x + 1, y) + 4 * panel.pixel(x, y + 1)
                bits += 8 * panel.pixel(x + 1, y + 1)
                assert (half[y // 2][x // 2] != " ") == bool(bits)
        assert any(line.strip() for line in half)
        told = glass_for(panel, 40)
        assert told == ["Too narrow: 40 columns.", "The glass needs 128,", "64 at half width."]
        assert all(len(line) <= 40 for line in told)
    finally:
        glass.close()


def test_the_start_line_and_help_say_the_three_button_keys():
    three = key_help("three")
    for said in ("Up PREV", "Down NEXT", "Enter OK", "Left OK+PREV", "Right OK+NEXT", "Backspace/Esc long OK (BACK)"):
        assert said in three
    assert all(len(line) <= 64 for line in three.split("\n") + key_help("five").split("\n"))
    out = io.StringIO()
    with contextlib.redirect_stdout(out), pytest.raises(SystemExit):
        simulator.main(["--help"])
    text = " ".join(out.getvalue().split())
    assert "Left = OK+PREV" in text and "Backspace or Esc = a long OK (BACK)" in text, text
    assert "Save as CSV" in text and "half width" in text
