"""Settling one single-deck hand: the 350 bid with 190 meld, concession, the defenders' trump nines."""

import sys

from settle_cases import problem, settled

from pinochle import forget_module
from pinochle.rules import get_rules

MICROPYTHON = True


def test_single_bid_350_with_190_meld():
    # single-deck-partnership-dailey.txt: captured 170 gives 360; 150 gives 340, so minus 350.
    assert settled("single", declarer=0, bid=350, meld=[190, 60], took=[170, 80]) == (
        (360, 140),
        "made",
        "made 360 on 350",
    )
    assert settled("single", declarer=0, bid=350, meld=[190, 60], took=[150, 100]) == (
        (-350, 160),
        "set",
        "set: needed 160, took 150",
    )


def test_single_concedes_by_itself_when_the_gap_is_over_250():
    assert settled("single", declarer=1, bid=400, meld=[50, 140], took=[0, 250]) == (
        (50, -400),
        "conceded",
        "conceded: needs 260, the deck holds 250",
    )
    # A gap of exactly 250 is still played: everything must be captured.
    assert settled("single", declarer=1, bid=390, meld=[50, 140], took=[0, 250])[:2] == ((0, 390), "made")


def test_single_defenders_keep_meld_only_by_capturing_except_trump_nines():
    single = get_rules("single")
    # No point captured: meld lost.
    assert settled(single, declarer=0, bid=250, meld=[200, 60], took=[250, 0])[0] == (450, 0)
    # One counter captured: meld kept.
    assert settled(single, declarer=0, bid=250, meld=[200, 60], took=[240, 10])[0] == (440, 70)
    # Only trump nines: kept anyway.
    assert settled(single, declarer=0, bid=250, meld=[200, 20], took=[250, 0], nines=[0, 20])[0] == (450, 20)
    # "when its only meld is one or both trump nines, that 10 or 20 is still scored": a meld that is more than
    # the nines is not their only meld, so nothing captured keeps none of it (the case).
    assert settled(single, declarer=0, bid=250, meld=[200, 70], took=[250, 0], nines=[0, 10])[0] == (450, 0)
    assert settled(single, declarer=0, bid=250, meld=[200, 60], took=[250, 0], nines=[0, 10])[0] == (450, 0)
    assert settled(single, declarer=0, bid=250, meld=[200, 10], took=[250, 0], nines=[0, 10])[0] == (450, 10)
    # On a concession the defenders score their meld without capturing.
    assert settled(single, declarer=0, bid=300, meld=[100, 70], outcome="conceded")[0] == (-300, 70)


def test_nines_must_be_trump_nines_of_the_deck():
    assert problem("single", declarer=0, bid=250, meld=[200, 20], took=[250, 0], nines=[0, 15]).startswith("nines 15")
    assert problem("single", declarer=0, bid=250, meld=[200, 10], took=[250, 0], nines=[0, 20]) == (
        "nines 20: more than team 1's meld, 10"
    )
    assert problem("single", declarer=0, bid=250, meld=[20, 20], took=[250, 0], nines=[10, 20]).startswith(
        "nines 10 + 20"
    )
    assert problem("double", declarer=0, bid=50, meld=[20, 20], took=[25, 25], nines=[0, 10]) == (
        "nines: a double deck has no trump nines to count"
    )


def test_the_checks_of_nines_load_only_for_a_hand_that_gives_them():
    forget_module("pinochle.settle.rare")
    assert settled("single", declarer=0, bid=250, meld=[200, 60], took=[250, 0])[0] == (450, 0)
    assert "pinochle.settle.rare" not in sys.modules
    assert settled("single", declarer=0, bid=250, meld=[200, 20], took=[250, 0], nines=[0, 20])[0] == (450, 20)
    assert "pinochle.settle.rare" in sys.modules  # kept for the next hand that gives nines
