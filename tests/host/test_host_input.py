"""The host commands read bytes (`python -m pinochle meld -`, `replay`, tools/csv_replay.py): bad UTF-8, deep JSON,
huge lines, short rows, a BOM and CRLF end in exit 2 and one line naming the line, never a traceback; seeded fuzz."""

import io
import json
import os
import random
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "tools"))

from csv_replay import main as csv_main  # noqa: E402
from game_script import last_game  # noqa: E402

from pinochle.host.cli import main  # noqa: E402
from pinochle.store.export import csv_lines  # noqa: E402

SCALE = int(os.environ.get("PINOCHLE_FUZZ", "1"))  # a longer run: PINOCHLE_FUZZ=20
HAND = b"AH 10H KH QH JH QD JD\n"
GOOD = b'{"declarer": 1, "bid": 50, "meld": [20, 20], "took": [25, 25]}\n'


def run(argv, data):
    """(status, stdout, stderr) of the command line in this process, stdin holding data (bytes)."""
    stdout, stderr = io.StringIO(), io.StringIO()
    status = main(argv, io.TextIOWrapper(io.BytesIO(data), encoding="latin-1"), stdout, stderr)
    return status, stdout.getvalue(), stderr.getvalue()


def one_line(text):
    return text.count("\n") == 1 and text.endswith("\n")


def test_meld_from_stdin_reads_bytes():
    alone = run(["meld", "-"], HAND)
    assert alone[0] == 0 and alone[1].startswith("S ")
    assert run(["meld", "-"], b"\xef\xbb\xbf" + HAND.replace(b"\n", b"\r\n") * 2) == (0, alone[1] * 2, "")
    status, out, err = run(["meld", "-"], HAND + b"AH \xff\n")
    assert (status, err) == (2, "pinochle: line 2: not UTF-8 text (byte 4)\n") and out.count("\n") == 1
    status, _, err = run(["meld", "-"], HAND + b"AH " * 40000 + b"\n")
    assert (status, err) == (2, "pinochle: line 2: longer than 65536 bytes\n")


def test_replay_reads_bytes():
    status, out, err = run(["replay"], b"\xef\xbb\xbf" + GOOD.replace(b"\n", b"\r\n") + GOOD)
    assert (status, out.count("\n"), err) == (0, 2, "")
    assert run(["replay"], GOOD + b'{"bid": "\xc3"}\n')[::2] == (2, "line 2: not UTF-8 text (byte 10)\n")
    assert run(["replay"], b"[" * 100000 + b"\n")[::2] == (2, "line 1: longer than 65536 bytes\n")
    assert run(["replay"], b"[" * 60000 + b"\n")[::2] == (2, "line 1: not valid JSON: nested too deep\n")
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "hands.jsonl")
        with open(path, "wb") as file:
            file.write(GOOD + b"\x80\n")
        status, out, err = run(["replay", path], b"")
    assert (status, out.count("\n"), err) == (2, 1, "line 2: not UTF-8 text (byte 1)\n")


def test_the_real_command_in_any_locale():
    env = dict(os.environ, PYTHONPATH="", LC_ALL="C", PYTHONIOENCODING="ascii")
    command = [sys.executable, "-m", "pinochle", "meld", "-"]
    done = subprocess.run(command, input=b"AH \xff\n", capture_output=True, cwd=ROOT, env=env)
    assert (done.returncode, done.stderr) == (2, b"pinochle: line 1: not UTF-8 text (byte 4)\n")


def sheet():
    """A real score sheet's bytes, as the board exports it."""
    game = last_game(4)
    return "".join(csv_lines(game.ledger, game.team_names)).encode()


def run_csv(data, *flags):
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "game.csv")
        with open(path, "wb") as file:
            file.write(data)
        stdout, stderr = io.StringIO(), io.StringIO()
        status = csv_main([path, "--check", *flags], stdout, stderr)
        with open(path, "rb") as file:
            assert file.read() == data  # read, never written
    return status, stdout.getvalue(), stderr.getvalue().replace(path, "GAME")


def test_csv_replay_reads_a_sheet_a_spreadsheet_touched():
    data = sheet()
    assert run_csv(data)[0] == 0
    assert run_csv(b"\xef\xbb\xbf" + data.replace(b"\r\n", b"\n"))[0] == 0
    lines = data.split(b"\r\n")
    short = b"\r\n".join(lines[:8] + [b",".join(lines[8].split(b",")[:14])] + lines[9:])
    assert run_csv(short)[::2] == (2, "csv_replay: GAME: line 9: 14 cells, a hand row has 19\n")
    huge = b"\r\n".join(lines[:8] + [b'"' + b"x" * 200000 + b'"'] + lines[9:])
    assert run_csv(huge)[::2] == (2, "csv_replay: GAME: line 9: longer than 65536 bytes\n")
    field = b"\r\n".join(lines[:8] + [b'"' + b"x\n" * 40000 + b'"'] + lines[9:])
    status, _, err = run_csv(field)
    assert status == 2 and err.startswith("csv_replay: GAME: line 9: field larger than field limit") and one_line(err)
    at = lines[8].index(b"Hearts") + 2  # the byte after the H, counted from 1
    wrong = "csv_replay: GAME: line 9: not UTF-8 text (byte %d)\n" % at
    assert run_csv(data.replace(b"Hearts", b"H\xe9arts", 1))[::2] == (2, wrong)


def test_every_command_has_help():
    for argv in (["--help"], ["meld", "--help"], ["replay", "--help"]):
        done = subprocess.run([sys.executable, "-m", "pinochle", *argv], capture_output=True, text=True, cwd=ROOT)
        assert done.returncode == 0 and done.stdout.startswith("usage:") and not done.stderr, argv
    stdout = io.StringIO()
    assert csv_main(["--help"], stdout, io.StringIO()) == 0 and stdout.getvalue().startswith("usage:")
    stderr = io.StringIO()
    assert csv_main(["--bogus"], io.StringIO(), stderr) == 2 and one_line(stderr.getvalue())


# -- fuzz --


def _mutated(rng, data):
    data = bytearray(data)
    for _ in range(rng.randrange(1, 6)):
        choice = rng.randrange(7)
        at = rng.randrange(len(data) + 1)
        if choice == 0 and data:
            data[min(at, len(data) - 1)] = rng.randrange(256)
        elif choice == 1:
            data[at:at] = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 8)))
        elif choice == 2:
            del data[at : at + rng.randrange(1, 20)]
        elif choice == 3:
            data[at:at] = rng.choice((b"\r\n", b"\n", b"\xef\xbb\xbf", b'"', b",", b"[" * 3000, b"9" * 5000, b"\x00"))
        elif choice == 4:
            data[at:at] = data[rng.randrange(len(data) + 1) :][: rng.randrange(1, 200)]
        elif choice == 5:
            data[at:at] = rng.choice((b"1e999", b"NaN", b"-1", b"true", b"null", b"65536", b"{}", b'""', b"4294967296"))
        else:
            data[at:at] = b"x" * rng.randrange(1, 70000)
    return bytes(data)


def _random_json(rng, depth=0):
    kind = rng.randrange(8 if depth < 4 else 5)
    if kind == 0:
        return rng.choice((0, 1, -1, 50, 65535, 65536, 2**40, -(2**40)))
    if kind == 1:
        return rng.choice((True, False, None, 1.5, float("inf")))
    if kind == 2:
        return rng.choice(("", "H", "hearts", "played", "conceded", "no-marriage", "\u2660", "x" * 100))
    if kind == 3:
        return rng.randrange(-5, 600)
    if kind == 4:
        return rng.randrange(0, 6)
    if kind == 5:
        return [_random_json(rng, depth + 1) for _ in range(rng.randrange(6))]
    keys = ("declarer", "bid", "meld", "took", "outcome", "partner", "trump", "nines", "all_tricks", "dealer", "x")
    return {rng.choice(keys): _random_json(rng, depth + 1) for _ in range(rng.randrange(8))}


def _assert_clean(status, out, err, what):
    assert status in (0, 2), what
    if status == 2:
        assert one_line(err), (what, err)
    else:
        assert err == "", what


def test_fuzz_both_commands_and_the_csv_reader():
    """Seeded: each trial's data is its seed's; a failure names the seed."""
    rng = random.Random(14)
    trials = 0
    for seed in range(150 * SCALE):
        rng.seed(seed)
        lines = [GOOD, json.dumps(_random_json(rng)).encode() + b"\n", GOOD]
        data = _mutated(rng, b"".join(lines)) if rng.randrange(2) else b"".join(lines)
        rules = rng.choice(("double", "single", "call-for-card", "klemic", "double-x10"))
        _assert_clean(*run(["replay", "--rules", rules], data), ("replay", seed))
        _assert_clean(*run(["meld", "--rules", rules, "-"], _mutated(rng, HAND * 3)), ("meld", seed))
        trials += 2
    data = sheet()
    for seed in range(60 * SCALE):
        rng.seed(seed)
        status, out, err = run_csv(_mutated(rng, data))
        assert status in (0, 1, 2), seed  # 1: --check found a total the rules do not give
        if status == 2:
            assert one_line(err) and err.startswith("csv_replay: GAME: "), (seed, err)
        trials += 1
    print("host input fuzz: %d trials, 0 failures (PINOCHLE_FUZZ=%d)" % (trials, SCALE))
