"""Messages in the table's words and of a bounded shape: settings echoed in the font's characters on one short
line, and the command line and tools/csv_replay.py name the line and field, never Python's words. CPython only."""

import io
import json
import os
import random
import sys

import pytest

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "tools"))

from csv_replay import main as csv_main  # noqa: E402
from game_script import last_game  # noqa: E402

from pinochle.host.cli import main as cli  # noqa: E402
from pinochle.runner import config  # noqa: E402
from pinochle.store.export import csv_lines  # noqa: E402

SCALE = int(os.environ.get("PINOCHLE_FUZZ", "1"))  # N times the trials
PYTHONS_WORDS = ("invalid literal", "Exceeds the limit", "Traceback", "object", "NoneType", "base 10")
SETTINGS = (
    "SDA SCL I2C_HZ DISPLAY_ADDRESS DISPLAY_WIDTH DISPLAY_HEIGHT DISPLAY_ROTATION KEYS KEY_PINS KEY_PRESSED "
    "LONG_PRESS_MS PROFILE OPTIONS TEAMS TARGET SIGNALS EDIT_PIN"
).split()
ODD = "aZ09 ,.-_\n\t\x00\u00e9\u00b2\u0663\u20ac\u200b\ufeff9x"
WORDS = ("\u00e9", "sk\u00efp", "\u00b2", "\u0663", "0x3D", "double,x", "Zo\u00eb,X", "1e3", "-0", "+5")


def odd_value(rng):
    kind = rng.randrange(4)
    if kind == 0:
        return "".join(rng.choice(ODD) for _ in range(rng.randrange(1, 12)))
    if kind == 1:
        return "9" * rng.randrange(1, 6000)
    if kind == 2:
        return rng.choice(WORDS)
    return "".join(rng.choice(ODD) for _ in range(rng.randrange(100, 6000)))


def test_signals_the_font_lacks_are_echoed_in_its_characters():
    settings = config.load({"PINOCHLE_SIGNALS": "\u00e9"}.get)
    assert settings.errors == [("PINOCHLE_SIGNALS", "'?' is not skip or increment; using the profile's")]
    message = config.load({"PINOCHLE_TARGET": "9" * 4000}.get).errors[0][1]  # CPython reads up to 4300 digits
    assert message == "9999999999999999999999.. is not 0-65535; using the profile's"


@pytest.mark.slow  # 20,000 settings
def test_attack_every_settings_message_is_one_printable_line_of_at_most_200_characters():
    rng = random.Random(23)
    trials = 0
    for _ in range(2000 * SCALE):
        values = {"PINOCHLE_" + name: odd_value(rng) for name in SETTINGS if rng.random() < 0.3}
        for name, message in config.load(values.get).errors:
            assert len(message) <= 200 and all(" " <= character <= "~" for character in message), (name, message)
        trials += 1
    print("settings messages: %d trials, 0 failures" % trials)


def run_cli(argv, text):
    stdout, stderr = io.StringIO(), io.StringIO()
    status = cli(argv, io.BytesIO(text.encode("utf-8", "surrogatepass")), stdout, stderr)
    return status, stderr.getvalue()


GOOD = {"declarer": 1, "bid": 60, "meld": [20, 22], "took": [25, 25], "trump": 1}


def test_replay_numbers_python_cannot_read_name_the_line_and_field():
    for bad in ("\u00b2", "9" * 5000):
        status, error = run_cli(["replay"], json.dumps(GOOD) + "\n" + json.dumps(dict(GOOD, bid=bad)) + "\n")
        assert status == 2 and error.startswith("line 2: ") and "bid" in error, error
    status, error = run_cli(["replay"], '{"declarer": 1, "bid": %s, "meld": [1, 2], "took": [25, 25]}\n' % ("9" * 5000))
    assert (status, error) == (2, "line 1: a number of 5000 digits: no field holds more than 9\n")


def test_attack_replay_lines_with_odd_values():
    rng = random.Random(23)
    trials = 0
    for _ in range(500 * SCALE):
        hand = dict(GOOD)
        field = rng.choice(sorted(hand))
        value = odd_value(rng)
        hand[field] = rng.choice((value, [value, 1], int("9" * rng.randrange(1, 4000))))
        text = json.dumps(hand)
        if rng.random() < 0.3:
            text = text.replace(json.dumps(hand[field]), "9" * rng.randrange(10, 6000), 1)
        status, error = run_cli(["replay"], json.dumps(GOOD) + "\n" + text + "\n")
        if status:
            assert error.startswith("line 2: ") and error.count("\n") == 1 and len(error) <= 210, error[:300]
            assert not any(words in error for words in PYTHONS_WORDS), error
        trials += 1
    print("replay lines: %d trials, 0 failures" % trials)


def test_attack_score_sheets_with_odd_cells():
    """A game's sheet with one cell changed to an odd value: csv_replay names the line (and the field) or replays."""
    game = last_game(3)
    rows = [line.rstrip("\n").split(",", 15) for line in csv_lines(game.ledger, game.team_names)]
    rng = random.Random(23)
    trials = 0
    folder = os.environ.get("TMPDIR", "/tmp")
    path = os.path.join(folder, "pinochle-attack-%d.csv" % os.getpid())
    try:
        for _ in range(250 * SCALE):
            changed = [list(row) for row in rows]
            row = rng.choice([row for row in changed if len(row) > 1])
            column = rng.randrange(1, len(row)) if row[0] != "hand" else rng.randrange(len(row))
            row[column] = odd_value(rng).replace(",", "").replace("\n", "").replace('"', "")
            with open(path, "w", encoding="utf-8", newline="") as file:
                file.write("".join(",".join(cells) + "\n" for cells in changed))
            stdout, stderr = io.StringIO(), io.StringIO()
            status = csv_main([path, "--check"], stdout, stderr)
            message = stderr.getvalue() + (stdout.getvalue() if status == 1 else "")
            if status == 2:
                assert message.count("\n") == 1 and len(message) <= 260, message[:300]
                assert ": line " in message or "no 'hand' header row" in message, message[:300]
            assert not any(words in message for words in PYTHONS_WORDS), message[:300]
            trials += 1
    finally:
        if os.path.exists(path):
            os.remove(path)
    print("score sheets: %d trials, 0 failures" % trials)
