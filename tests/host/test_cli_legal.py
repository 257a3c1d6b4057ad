"""`python -m pinochle legal`: the legal cards and the reason, one case a line from stdin, and bad input named."""

import io
import os
import subprocess
import sys

from pinochle.host.cli import main

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def pinochle(*args, stdin=""):
    env = dict(os.environ, PYTHONPATH="", PYTHONIOENCODING="utf-8")
    return subprocess.run(
        [sys.executable, "-m", "pinochle", *args], input=stdin, capture_output=True, text=True, cwd=ROOT, env=env
    )


def run(*args, stdin=""):
    """(exit status, stdout, stderr) of the command line called in this process."""
    out, err = io.StringIO(), io.StringIO()
    status = main(list(args), io.StringIO(stdin), out, err)
    return status, out.getvalue(), err.getvalue()


def test_the_worked_example_as_a_player_asks_it():
    # double-deck-partnership.txt: clubs trump, the jack of diamonds led; player 2 holds J and K of diamonds.
    done = pinochle("legal", "--rules", "partnership", "--trump", "C", "--trick", "JD", "JD", "KD", "AS", "QC")
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout == "KD\nmust beat the J of diamonds: K\n"
    # Player 4, after the jack of clubs: any diamond, each distinct card once.
    done = pinochle("legal", "--rules", "partnership", "--trump", "c", "--trick", "JD KD JC", "JD", "10D", "AD", "AD")
    assert done.stdout == "AD 10D JD\nany diamond: the J of clubs trumped it\n"


def test_every_profile_and_card_spelling():
    assert run("legal", "--trump", "♥", "--trick", "K♦ Q♦", "a♦", "T♦", "jd", "QH") == (
        0,
        "AD 10D\nmust beat the K of diamonds: A or 10\n",
        "",
    )
    assert run("legal", "--rules", "single", "--trump", "H", "--trick", "9D", "JD", "9D") == (
        0,
        "JD\nmust beat the 9 of diamonds: J\n",
        "",
    )
    assert run("legal", "--rules", "double-x10", "--trump", "S", "AH", "QS") == (
        0,
        "QS AH\nyou lead: any card\n",
        "",
    )
    assert run("legal", "--rules", "call-for-card", "--trump", "S", "--trick", "JD QD KD 10D", "AD")[1] == (
        "AD\nmust beat the 10 of diamonds: A\n"
    )


def test_one_case_a_line_from_stdin():
    lines = "C|JD|JD KD AS\nC||AS KS\n\nH|AS QH|AH KH JH AC\nC|AD AC|JC QC AS AH\r\n"
    done = pinochle("legal", "--rules", "double", "-", stdin=lines)
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout == "KD\nAS KS\nAH KH\nQC JC\n"


def test_bad_input_exits_2_with_one_line_naming_it():
    cases = (
        (("legal", "--trump", "X", "AS"), "pinochle: unknown trump 'X': use S, H, D or C\n"),
        (("legal", "AS"), "pinochle: legal needs --trump S, H, D or C\n"),
        (("legal", "--trump", "S", "--trick", "AS XZ", "AS"), "pinochle: unknown card 'XZ'\n"),
        (("legal", "--trump", "S", "9S"), "pinochle: no 9s in a double deck: '9S'\n"),
        (
            ("legal", "--trump", "S", "--trick", "AS AS AS", "AS", "AS"),
            "pinochle: 5 AS in the trick and hand: a double deck has 4\n",
        ),
        (
            ("legal", "--trump", "S", "--trick", "AS KS QS JS", "AS"),
            "pinochle: 4 cards played: a trick of 4 players is whole\n",
        ),
        (("legal", "--rules", "triple", "--trump", "S", "AS"), "pinochle: unknown rules 'triple'; choose one of: "),
        (("legal", "--trump", "S", "-"), "pinochle: with -, each line gives its trump and trick: TRUMP|TRICK|HAND\n"),
    )
    for args, text in cases:
        status, out, err = run(*args)
        assert (status, out) == (2, ""), args
        assert len(err.splitlines()) == 1 and err.startswith(text), (args, err)


def test_bad_line_on_stdin_names_the_line_after_the_good_ones():
    assert run("legal", "-", stdin="C|JD|JD KD\nC|JD\nS||AS\n") == (
        2,
        "KD\n",
        "pinochle: line 2: expected TRUMP|TRICK|HAND, got 2 parts\n",
    )
    assert run("legal", "-", stdin="S||AS\nS|AS|\n") == (2, "AS\n", "pinochle: line 2: no cards in the hand\n")
    assert run("legal", "-", stdin="Z||AS\n") == (2, "", "pinochle: line 1: unknown trump 'Z': use S, H, D or C\n")
    done = pinochle("legal", "-", stdin="S||AS\n" + "x" * 70000 + "\n")
    assert (done.returncode, done.stdout) == (2, "AS\n")
    assert done.stderr == "pinochle: line 2: longer than 65536 bytes\n"
