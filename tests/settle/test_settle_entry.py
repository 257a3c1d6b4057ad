"""What a hand must hold to be settled: each refusal names the field and why; take-all."""

import sys

from settle_cases import problem, settled
from support import raises

from pinochle import forget_module
from pinochle.rules import get_rules
from pinochle.settle import make_hand

MICROPYTHON = True
# More than 32k: ledger, settle, rules and support all loaded (docs/performance.md says why).


def test_take_all_is_checked_and_named():
    rules = get_rules("double", ["take-all-wins"])
    delta, result, reason = settled(rules, declarer=0, bid=60, meld=[30, 0], took=[50, 0], all_tricks=0)
    assert (delta, result, reason) == ((80, 0), "made", "made 80 on 60; declarers took every trick")
    assert problem(rules, declarer=0, bid=60, meld=[30, 0], took=[50, 0], all_tricks=0.0) == (
        "all_tricks must be a team, 0 or 1, not 0.0"
    )
    assert problem(rules, declarer=0, bid=60, meld=[30, 0], took=[48, 2], all_tricks=0) == (
        "all_tricks: team 0 took 48, not all 50"
    )
    assert problem("double", declarer=0, bid=60, meld=[30, 0], took=[50, 0], all_tricks=0) == (
        "all_tricks counts only with the take-all-wins option"
    )


def test_entries_that_make_no_sense_are_refused_with_a_reason():
    assert problem("double", declarer=4, bid=50, meld=[20, 0], took=[25, 25]) == "declarer must be 0-3, not 4"
    assert (
        problem("double", declarer=0, bid=62, meld=[20, 0], took=[25, 25]) == "bid 62: from 60 bids are multiples of 5"
    )
    assert problem("double", declarer=0, bid=50, meld=[20, 0], took=[25, 20]) == "took 25 + 20 = 45, the deck holds 50"
    assert problem("double", declarer=0, bid=50, meld=[20, 0]) == "'took' is missing: the counters each side took"
    assert problem("double", declarer=0, bid=50, meld=[20], took=[25, 25]) == "meld must be 2 numbers, one per team"
    assert problem("double", declarer=0, bid=50, meld=[70000, 0], took=[25, 25]).startswith("meld must be 0-65535")
    assert problem("double", declarer=0, bid=50, meld=[20, 0], took=[25, 25], outcome="won") == (
        "outcome must be one of played, no-marriage, conceded, not 'won'"
    )
    assert problem("double", declarer=1, bid=50, meld=[20, 0], took=[25, 25], partner=1) == (
        "partner: P2's partner sits opposite, P4"
    )
    # A dict's keys are Hand's keywords; the replay names an unknown or missing one (tests/host/test_replay.py).
    raises(TypeError, make_hand, {"declarer": 0, "bid": 50, "meld": [0, 0], "extra": 1})


def test_no_marriage_is_refused_where_trump_needs_none():
    assert problem("klemic", declarer=0, bid=50, meld=[20, 0], outcome="no-marriage") == (
        "no-marriage does not apply: klemic needs no marriage in trump"
    )
    assert problem("single", declarer=0, bid=250, meld=[200, 0], outcome="no-marriage").startswith("no-marriage")


def test_a_refusal_has_its_words_beside_its_check():
    forget_module("pinochle.settle.rare")
    assert problem("double-x10", declarer=0, bid=500, meld=[205, 0], took=[250, 240]) == (
        "meld 205: double-x10 counts in multiples of 10"
    )
    assert "pinochle.settle.rare" not in sys.modules  # the rarer checks only, for a hand that gives nines
