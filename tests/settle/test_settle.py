"""Settling one double-deck hand (double, double-x10, klemic) with the texts' own examples."""

from settle_cases import problem, settled

from pinochle.rules import get_rules

MICROPYTHON = True


def test_bid_60_with_43_meld_needs_the_minimum_20():
    # double-deck-partnership.txt: bid 60, meld 43, 20 taken makes 63.
    assert settled("double", declarer=1, bid=60, meld=[0, 43], took=[30, 20]) == (
        (30, 63),
        "made",
        "made 63 on 60",
    )
    assert settled("double", declarer=1, bid=60, meld=[0, 43], took=[32, 18]) == (
        (32, -60),
        "set",
        "set: took 18, under 20",
    )


def test_bid_60_with_25_meld_needs_35():
    assert settled("double", declarer=0, bid=60, meld=[25, 22], took=[35, 15]) == (
        (60, 0),
        "made",
        "made 60 on 60",
    )
    assert settled("double", declarer=0, bid=60, meld=[25, 22], took=[34, 16]) == (
        (-60, 0),
        "set",
        "set: needed 35, took 34",
    )
    assert settled("double", declarer=2, bid=60, meld=[29, 22], took=[27, 23]) == (
        (-60, 45),
        "set",
        "set: needed 31, took 27",
    )


def test_defenders_score_only_past_20_taken_and_meld_only_past_20():
    # Defenders took 18: nothing, their 40 meld disregarded.
    assert settled("double", declarer=0, bid=50, meld=[40, 40], took=[32, 18])[0] == (72, 0)
    # Defenders took 20 exactly: meld and take.
    assert settled("double", declarer=0, bid=50, meld=[40, 40], took=[30, 20])[0] == (70, 60)
    # Defenders' 15 meld is under 20: they meld nothing, their take still counts.
    assert settled("double", declarer=0, bid=50, meld=[40, 15], took=[25, 25])[0] == (65, 25)


def test_the_x10_profile_scales_every_number():
    rules = get_rules("double-x10")
    assert settled(rules, declarer=0, bid=600, meld=[430, 0], took=[200, 290])[1:] == (
        "made",
        "made 630 on 600",
    )
    assert settled(rules, declarer=0, bid=600, meld=[430, 0], took=[180, 310])[2] == "set: took 180, under 200"
    assert (
        problem(rules, declarer=0, bid=600, meld=[430, 0], took=[200, 300])
        == "took 200 + 300 = 500, the deck holds 490"
    )


def test_klemic_dealer_stuck_at_45():
    assert settled("klemic", dealer=2, declarer=2, bid=45, meld=[30, 20], took=[20, 30])[0] == (50, 50)
    assert problem("klemic", dealer=2, declarer=1, bid=45, meld=[30, 20], took=[20, 30]).startswith("bid 45 is")
