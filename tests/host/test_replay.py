"""The replay CLI: JSON lines in, one settlement per line out; an end-to-end game per profile; bad lines."""

import io
import json
import os
import subprocess
import sys

from pinochle.host.replay import main

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def replay(lines, *args):
    """(exit status, output objects, stderr) for hands given as dicts (or raw text lines)."""
    text = "".join((line if isinstance(line, str) else json.dumps(line)) + "\n" for line in lines)
    stdout, stderr = io.StringIO(), io.StringIO()
    status = main(list(args), io.StringIO(text), stdout, stderr)
    return status, [json.loads(line) for line in stdout.getvalue().splitlines()], stderr.getvalue()


def hand(declarer, bid, meld, took=None, **more):
    fields = {"declarer": declarer, "bid": bid, "meld": meld}
    if took is not None:
        fields["took"] = took
    fields.update(more)
    return fields


def check_game(lines, args, expected):
    """expected: (totals, result, reason) per hand; the last hand's winner is returned."""
    status, out, err = replay(lines, *args)
    assert (status, err) == (0, ""), err
    assert [(o["totals"], o["result"], o["reason"]) for o in out] == [
        (list(totals), result, reason) for totals, result, reason in expected
    ]
    assert [o["hand"] for o in out] == list(range(1, len(expected) + 1))
    assert all(o["winner"] is None for o in out[:-1])
    return out


def test_output_keys_in_the_issues_order():
    stdout, stderr = io.StringIO(), io.StringIO()
    line = '{"declarer": 1, "bid": 60, "meld": [0, 43], "took": [30, 20]}\n'
    assert main(["--rules", "double"], io.StringIO(line), stdout, stderr) == 0
    assert stdout.getvalue() == (
        '{"hand": 1, "dealer": 0, "delta": [30, 63], "totals": [30, 63], "result": "made", '
        '"reason": "made 63 on 60", "winner": null, "why": ["", ""], "ended": null}\n'
    )


def test_a_double_deck_game_to_500():
    lines = [
        hand(1, 60, [20, 43], [24, 26]),
        hand(2, 55, [28, 12], [27, 23]),
        hand(3, 65, [35, 30], [20, 30]),
        hand(0, 70, [16, 40], outcome="no-marriage"),
        hand(1, 50, [22, 18], [10, 40]),
        hand(2, 300, [290, 20], [40, 10]),
        hand(3, 60, [30, 50], [32, 18]),
        hand(1, 60, [20, 45], [25, 25]),
    ]
    out = check_game(
        lines,
        ["--rules", "double"],
        [
            ((44, 69), "made", "made 69 on 60"),
            ((99, 92), "made", "made 55 on 55"),
            ((154, 27), "set", "set: needed 35, took 30"),
            ((84, 67), "not-played", "no marriage in trump"),
            ((106, 17), "not-played", "meld 18, under 20"),
            ((436, 17), "made", "made 330 on 300"),
            ((498, -43), "set", "set: took 18, under 20"),
            ((543, 27), "made", "made 70 on 60"),
        ],
    )
    assert [o["dealer"] for o in out] == [0, 1, 2, 3, 0, 1, 2, 3]
    assert out[2]["delta"] == [55, -65] and out[6]["delta"] == [62, -60]
    # The defenders reached 500 alone on hand 8; a ninth hand is refused.
    assert out[-1]["winner"] == 0
    status, out, err = replay(lines + [hand(0, 50, [20, 20], [25, 25])], "--rules", "double")
    assert (status, len(out), err) == (2, 8, "line 9: the game is over: team 0 won on hand 8\n")


def test_a_ten_times_game_both_over_5000_the_declarers_win():
    lines = [
        hand(0, 3000, [3200, 0], [300, 190]),
        hand(1, 4000, [600, 4100], [250, 240]),
        hand(2, 500, [400, 300], [180, 310]),
        hand(3, 600, [2000, 450], [200, 290]),
    ]
    out = check_game(
        lines,
        ["--rules", "double-x10"],
        [
            ((3500, 0), "made", "made 3500 on 3000"),
            ((4350, 4340), "made", "made 4340 on 4000"),
            ((3850, 4950), "set", "set: took 180, under 200"),
            ((6050, 5690), "made", "made 740 on 600"),
        ],
    )
    # Both sides passed 5000 on hand 4: the declarers win though the defenders have more.
    assert out[-1]["winner"] == 1
    status, _, err = replay([hand(0, 600, [700, 0], [250, 250])], "--rules", "double-x10")
    assert (status, err) == (2, "line 1: took 250 + 250 = 500, the deck holds 490\n")


def test_a_klemic_game_dealer_stuck_and_every_trick_taken():
    lines = [
        hand(3, 45, [10, 25], [15, 35], dealer=3),
        hand(1, 55, [30, 20], [22, 28]),
        hand(0, 60, [24, 20], [50, 0], all_tricks=0),
    ]
    out = check_game(
        lines,
        ["--rules", "klemic", "--option", "take-all-wins"],
        [
            ((0, 60), "made", "made 60 on 45"),
            ((52, 5), "set", "set: needed 35, took 28"),
            ((126, 5), "made", "made 74 on 60; declarers took every trick"),
        ],
    )
    assert [o["dealer"] for o in out] == [3, 0, 1] and out[-1]["winner"] == 0
    status, _, err = replay([hand(1, 45, [10, 25], [15, 35])], "--rules", "klemic")
    assert (status, err) == (2, "line 1: bid 45 is the dealer's forced bid, and P1 dealt, not P2\n")
    status, _, err = replay([hand(1, 50, [10, 25], outcome="no-marriage")], "--rules", "klemic")
    assert (status, err) == (2, "line 1: no-marriage does not apply: klemic needs no marriage in trump\n")


def test_a_single_deck_game_to_1500():
    lines = [
        hand(3, 350, [60, 190], [80, 170], dealer=2),
        hand(0, 350, [190, 30], [150, 100]),
        hand(1, 500, [20, 230], [0, 250], nines=[20, 0]),
        hand(2, 250, [150, 50], [250, 0], nines=[0, 10]),
        hand(3, 300, [40, 100], outcome="conceded"),
        hand(0, 1200, [1100, 80], [130, 120]),
        hand(1, 250, [20, 200], [100, 150]),
    ]
    out = check_game(
        lines,
        ["--rules", "single"],
        [
            ((140, 360), "made", "made 360 on 350"),
            ((-210, 490), "set", "set: needed 160, took 150"),
            ((-190, -10), "conceded", "conceded: needs 270, the deck holds 250"),
            ((210, -10), "made", "made 400 on 250"),
            ((250, -310), "conceded", "conceded"),
            ((1480, -110), "made", "made 1230 on 1200"),
            ((1600, 240), "made", "made 350 on 250"),
        ],
    )
    # Hand 4: the defenders captured nothing, and their meld is more than their trump nine: none of it is kept.
    assert out[3]["delta"] == [400, 0] and out[-1]["winner"] == 0


def test_a_partnership_game_raise_of_67_forfeit_both_over_500():
    # docs/library.md's example: a final bid of 67 (a raise of 5 over 62), a team scoring its 15 meld, a forfeit
    # whose opponents score their 12 meld, and both teams over 500 on the last hand: the bidding team wins.
    lines = [
        hand(1, 67, [15, 52], [22, 28]),
        hand(2, 55, [18, 12], outcome="no-marriage"),
        hand(3, 300, [40, 290], [20, 30]),
        hand(0, 250, [240, 24], [30, 20]),
        hand(1, 51, [200, 25], [20, 30]),
    ]
    out = check_game(
        lines,
        ["--rules", "partnership"],
        [
            ((37, 80), "made", "made 80 on 67"),
            ((-18, 92), "not-played", "no marriage in trump"),
            ((42, 412), "made", "made 320 on 300"),
            ((312, 456), "made", "made 270 on 250"),
            ((532, 511), "made", "made 55 on 51"),
        ],
    )
    assert [o["dealer"] for o in out] == [0, 1, 2, 3, 0] and out[-1]["winner"] == 1
    # The same dealer deals the forfeited hand again with the option.
    status, out, err = replay(lines, "--rules", "partnership", "--option", "redeal-same-dealer")
    assert (status, err) == (0, "") and [o["dealer"] for o in out] == [0, 1, 1, 2, 3]
    moved = lines[:2] + [dict(lines[2], dealer=2)]
    status, _, err = replay(moved, "--rules=partnership", "--option=redeal-same-dealer")
    assert (status, err) == (
        2,
        "line 3: dealer: the deal moves one seat a hand, or stays after a hand not played, so seat 1 deals, not 2\n",
    )
    # The double profile follows the main rules: bids from 60 are multiples of 5.
    status, _, err = replay(lines, "--rules", "double")
    assert (status, err) == (2, "line 1: bid 67: from 60 bids are multiples of 5\n")


def test_nines_on_a_deck_without_nines_are_a_bad_line_not_a_crash():
    # The issue's line: nines [0, 0] in a double deck ended in a ZeroDivisionError traceback.
    for profile, first, line in (
        ("double", hand(1, 50, [20, 30], [20, 30]), hand(0, 50, [30, 0], [50, 0], nines=[0, 0])),
        ("double-x10", hand(1, 500, [200, 300], [200, 290]), hand(0, 500, [300, 0], [490, 0], nines=[0, 0])),
        ("klemic", hand(1, 50, [20, 30], [20, 30]), hand(0, 50, [30, 0], [50, 0], nines=[0, 0])),
        ("partnership", hand(1, 50, [20, 30], [20, 30]), hand(0, 50, [30, 0], [50, 0], nines=[0, 0])),
    ):
        status, out, err = replay([first, line], "--rules", profile)
        assert (status, len(out)) == (2, 1), profile
        assert err == "line 2: nines: a double deck has no trump nines to count\n", profile


def test_single_deck_values_are_multiples_of_10():
    # "Each captured A, 10 and K is worth 10 points" and every meld value is a multiple of 10.
    status, _, err = replay([hand(0, 250, [200, 10], [125, 125])], "--rules", "single")
    assert (status, err) == (2, "line 1: took 125: single counts in multiples of 10\n")
    status, _, err = replay([hand(0, 250, [100, 15], [150, 100])], "--rules", "single")
    assert (status, err) == (2, "line 1: meld 15: single counts in multiples of 10\n")
    status, _, err = replay([hand(0, 250, [100, 15], outcome="conceded")], "--rules", "single")
    assert (status, err) == (2, "line 1: meld 15: single counts in multiples of 10\n")
    # The ten-times deck likewise: each counter and the last trick are 10.
    status, _, err = replay([hand(0, 500, [305, 0], [245, 245])], "--rules", "double-x10")
    assert (status, err) == (2, "line 1: meld 305: double-x10 counts in multiples of 10\n")
    status, out, err = replay([hand(0, 250, [100, 10], [150, 100])], "--rules", "single")
    assert (status, err, out[0]["totals"]) == (0, "", [250, 110])


def test_a_call_for_a_card_round():
    lines = [
        hand(1, 55, [10, 20, 0, 15, 30], [30, 20], partner=3),
        hand(2, 60, [0, 10, 40, 10, 0], [25, 25], partner=2),
        hand(4, 70, [20, 0, 0, 0, 30], [15, 35], partner=0),
        hand(0, 50, [5, 10, 30, 20, 40], partner=1),
        hand(3, 60, [10, 10, 10, 30, 10], [40, 10], partner=4),
    ]
    out = check_game(
        lines,
        ["--rules", "call-for-card"],
        [
            ((30, 65, 20, 65, 50), "made", "made 65 on 55"),
            ((55, 100, 85, 100, 75), "made", "made 65 on 60"),
            ((-15, 135, 120, 135, 5), "set", "set: took 15, under 20"),
            ((-65, 85, 150, 155, 45), "not-played", "meld 15, under 20"),
            ((-65, 85, 150, 235, 125), "made", "made 80 on 60"),
        ],
    )
    assert out[2]["delta"] == [-70, 35, 35, 35, -70]
    # Every player has dealt once: the highest total wins.
    assert [o["dealer"] for o in out] == [0, 1, 2, 3, 4] and out[-1]["winner"] == 3


def test_bad_lines_stop_with_the_line_number_after_the_good_output():
    good = hand(1, 60, [0, 43], [30, 20])
    cases = [
        (hand(0, 62, [20, 0], [25, 25]), "bid 62: from 60 bids are multiples of 5"),
        (hand(0, 60, [20, 0], [30, 25]), "took 30 + 25 = 55, the deck holds 50"),
        (
            hand(0, 60, [20, 0], [25, 25], outcome="won"),
            "outcome must be one of played, no-marriage, conceded, not 'won'",
        ),
        (hand(0, 60, [20, 0], [25, 25], colour="red"), "unknown field 'colour'"),
        (
            hand(0, 60, [20, 0], [25, 25], dealer=3),
            "dealer: the deal moves one seat a hand, so seat 1 deals, not 3",
        ),
        (
            hand(0, 60, [20, 0], [25, 25], all_tricks=0),
            "all_tricks counts only with the take-all-wins option",
        ),
        (hand(4, 60, [20, 0], [25, 25]), "declarer must be 0-3, not 4"),
        (hand(0, 60.0, [20, 0], [25, 25]), "a bid is a whole number, not 60.0"),
        ({"declarer": 0, "meld": [20, 0], "took": [25, 25]}, "'bid' is missing"),
        ("[1, 2]", "a hand is a JSON object, not list"),
        ("{nope", "not valid JSON"),
    ]
    for bad, reason in cases:
        status, out, err = replay([good, "", bad, good], "--rules", "double")
        assert (status, len(out), err) == (2, 1, "line 3: %s\n" % reason), (bad, err)


def test_arguments_files_and_the_first_dealer():
    status, out, err = replay([hand(0, 50, [20, 20], [25, 25], dealer=2)], "--rules=double")
    assert status == 0 and out[0]["dealer"] == 2
    status, out, err = replay([hand(0, 50, [20, 20], [25, 25], dealer=4)])
    assert (status, err) == (2, "line 1: dealer must be a seat 0-3, not 4\n")
    status, out, err = replay([], "--rules", "triple")
    assert status == 2 and err.startswith("pinochle replay: unknown rules 'triple'")
    status, out, err = replay([], "--rules", "double", "--option", "play-to-target")
    assert status == 2 and err.startswith("pinochle replay: option 'play-to-target' does not apply to double")
    status, out, err = replay([], "--rules", "double", "--colour")
    assert status == 2 and err.startswith("pinochle replay: unknown argument '--colour'")
    status, out, err = replay([], "--rules", "double", os.path.join(ROOT, "no such file"))
    assert status == 2 and err.startswith("pinochle replay: cannot read")
    assert replay([], "--rules", "double", "-") == (0, [], "")


def test_python_m_pinochle_replay_reads_a_file(tmp_path):
    path = tmp_path / "game.jsonl"
    lines = [hand(0, 50, [30, 20], [25, 25]), hand(1, 51, [0, 31], [20, 30])]
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    env = dict(os.environ, PYTHONPATH=ROOT)
    command = [sys.executable, "-m", "pinochle", "replay", "--rules", "double", str(path)]
    result = subprocess.run(command, capture_output=True, text=True, cwd=ROOT, env=env)
    assert (result.returncode, result.stderr) == (0, "")
    assert [json.loads(line)["totals"] for line in result.stdout.splitlines()] == [[55, 45], [75, 106]]
