"""`python -m pinochle meld` as a player or a script calls it, run as a real process from a plain checkout."""

import json
import os
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
HAND_87 = "AH 10H KH KH KH QH QH JH QD QD JD QC QC AS KS KS QS QS JS JS".split()


def pinochle(*args, stdin=""):
    env = dict(os.environ, PYTHONPATH="", PYTHONIOENCODING="utf-8")
    return subprocess.run(
        [sys.executable, "-m", "pinochle", *args], input=stdin, capture_output=True, text=True, cwd=ROOT, env=env
    )


def test_json_with_a_trump():
    done = pinochle("meld", "--rules", "double", "--trump", "H", "--json", *HAND_87)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["total"] == 87
    assert result["cards"] == 20
    assert {"name": "queens around", "count": 2, "points": 60} in result["parts"]
    assert sum(part["points"] for part in result["parts"]) == 87


def test_json_for_each_trump_and_the_offer():
    done = pinochle("meld", "--json", *HAND_87)
    assert json.loads(done.stdout) == {"by_trump": {"S": 76, "H": 87, "D": 72, "C": 72}, "offer": 72}


def test_plain_text_reads_like_a_player_says_it():
    done = pinochle("meld", "--trump", "h", *HAND_87)
    assert done.stdout == "87  run 15, royal marriage 4, marriage x2 4, double queens around 60, pinochle 4\n"
    done = pinochle("meld", "--rules", "single", "--trump", "♥", "AH", "10H", "KH", "QH", "JH", "KH", "9H")
    assert done.stdout.startswith("200  run 150, run's second K/Q 40, dix 10")


def test_options_and_profiles():
    round_house = "KS QS KH QH KD QD KC QC AH 10H JH".split()
    assert pinochle("meld", "--trump", "H", "--json", *round_house).stdout.startswith('{"total": 35')
    done = pinochle("meld", "--trump", "H", "--json", "--option", "roundhouse-run-39", *round_house)
    assert json.loads(done.stdout)["total"] == 39
    done = pinochle("meld", "--rules", "double-x10", "--trump", "H", "--json", "AH", "10H", "KH", "QH", "JH")
    assert json.loads(done.stdout)["total"] == 150
    # double-deck-partnership.txt's own example: "For meld, this hand will score 87 points."
    done = pinochle("meld", "--rules", "partnership", "--trump", "H", "--json", *HAND_87)
    assert (done.returncode, json.loads(done.stdout)["total"]) == (0, 87)
    done = pinochle("meld", "--rules", "klemic", "--option", "double-roundhouse-240", *round_house)
    assert done.returncode == 2
    assert done.stderr == (
        "pinochle: option 'double-roundhouse-240' does not apply to klemic: Klemic's doubles count merely as double\n"
    )


def test_one_hand_per_line_from_stdin():
    lines = "AS AH AD AC\n\nQS JD, QS JD\nKH QH\n"
    done = pinochle("meld", "--trump", "H", "--json", "-", stdin=lines)
    assert done.returncode == 0
    totals = [json.loads(line)["total"] for line in done.stdout.splitlines()]
    assert totals == [10, 30, 4]


def test_bad_input_exits_2_with_one_line_naming_it():
    cases = (
        (("meld", "AH", "XZ"), "unknown card 'XZ'"),
        (("meld", "9H"), "no 9s in a double deck: '9H'"),
        (("meld", "QS", "QS", "QS", "QS", "QS"), "too many QS: 5, a double deck has 4"),
        (("meld", "--rules", "single", *("AS AH AD AC KS KH KD KC QS QH QD QC JS".split())), "too many cards: 13"),
        (("meld", "--rules", "triple", "AS"), "unknown rules 'triple'"),
        (("meld", "--trump", "X", "AS"), "unknown trump 'X'"),
        (("meld", "--option", "nope", "AS"), "unknown option 'nope'"),
    )
    for args, text in cases:
        done = pinochle(*args)
        assert done.returncode == 2, args
        assert done.stdout == ""
        assert len(done.stderr.splitlines()) == 1 and text in done.stderr, (args, done.stderr)


def test_bad_line_on_stdin_names_the_line_after_the_good_ones():
    done = pinochle("meld", "--trump", "S", "-", stdin="AS AH AD AC\nAS 5H\nKS QS\n")
    assert done.returncode == 2
    assert done.stdout == "10  aces around 10\n"
    assert done.stderr == "pinochle: line 2: unknown card '5H'\n"
