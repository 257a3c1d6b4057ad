"""Hands not played: declarers' meld under 20, no marriage in trump, a concession, in each profile."""

from settle_cases import settled

MICROPYTHON = True


def test_declarers_with_under_20_meld_do_not_play():
    delta, result, reason = settled("double", declarer=1, bid=55, meld=[20, 15], took=[10, 40])
    assert (delta, result, reason) == ((20, -55), "not-played", "meld 15, under 20")
    delta, result, reason = settled("double", declarer=1, bid=55, meld=[19, 15], took=[10, 40])
    assert delta == (0, -55)
    # No tricks are played, so none need be entered.
    assert settled("double", declarer=1, bid=55, meld=[20, 15])[0] == (20, -55)
    assert settled("single", declarer=0, bid=400, meld=[140, 60])[1:] == (
        "conceded",
        "conceded: needs 260, the deck holds 250",
    )


def test_no_marriage_forfeits_the_bid_and_defenders_keep_20_meld():
    assert settled("double", declarer=0, bid=60, meld=[80, 24], outcome="no-marriage") == (
        (-60, 24),
        "not-played",
        "no marriage in trump",
    )
    assert settled("double", declarer=0, bid=60, meld=[80, 12], outcome="no-marriage")[0] == (-60, 0)
    # The tricks a table writes anyway on a forfeit are ignored.
    assert settled("double", declarer=0, bid=60, meld=[80, 24], took=[0, 0], outcome="no-marriage")[0] == (
        -60,
        24,
    )


def test_a_concession_loses_the_bid_in_every_profile():
    assert settled("double", declarer=3, bid=70, meld=[30, 30], outcome="conceded") == (
        (30, -70),
        "conceded",
        "conceded",
    )
    assert settled("klemic", declarer=3, bid=70, meld=[30, 30], outcome="conceded")[0] == (30, -70)
    assert settled("single", declarer=1, bid=300, meld=[10, 100], outcome="conceded")[0] == (10, -300)
