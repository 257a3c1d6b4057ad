"""Meld signals in the bidding, with the texts' own examples under both conventions."""

from support import message

from pinochle.bidding.signals import signal_bid, signal_meld
from pinochle.rules import get_rules

MICROPYTHON = True


def test_skip_count_of_double_pinochle_and_variations():
    rules = get_rules("double")
    # "the very first bid of 54 ... skipped 50, 51, 52 and 53 ... 40 points or more in meld"
    assert signal_meld(54, None, rules, "skip") == 40
    # "If the highest previous bid was 52 and a player bids 55 that would indicate 20 points"
    assert signal_meld(55, 52, rules, "skip") == 20
    assert signal_bid(40, None, rules, "skip") == 54
    assert signal_bid(20, 52, rules, "skip") == 55
    # The lowest allowable bid shows nothing: "not the lowest allowable bid ... is considered a signal".
    assert signal_meld(53, 52, rules, "skip") == 0


def test_under_10_meld_no_bid_signals_in_either_convention():
    # The count starts at 10 a step; under it a partner "assumes 10" (double-deck-partnership.txt).
    for convention in ("skip", "increment"):
        for high_bid in (None, 52):
            assert signal_bid(6, high_bid, get_rules("double"), convention) is None, (convention, high_bid)
            assert signal_bid(10, high_bid, get_rules("double"), convention) is not None
    assert signal_bid(90, None, get_rules("double-x10"), "skip") is None  # 100 a step there


def test_increment_of_double_deck_partnership():
    rules = get_rules("double")
    # "if the bid is 50, and I bid 52, I am telling my partner that I have 20 meld points"
    assert signal_meld(52, 50, rules, "increment") == 20
    assert signal_meld(53, 50, rules, "increment") == 30
    # The worked auction: 51 opening = 10, then 53 over 51 = 20.
    assert signal_meld(51, None, rules, "increment") == 10
    assert signal_meld(53, 51, rules, "increment") == 20
    assert signal_bid(10, None, rules, "increment") == 51
    assert signal_bid(20, 51, rules, "increment") == 53
    # Under 10 meld over a bid there is no signal to make: pass, and partner assumes 10.
    assert signal_bid(5, 51, rules, "increment") is None


def test_signals_stop_at_60():
    rules = get_rules("double")
    assert signal_meld(60, 55, rules) is None
    assert signal_meld(65, None, rules, "increment") is None
    # More meld than the 50s can show is shown as the most they can: 59.
    assert signal_bid(200, None, rules) == 59
    assert signal_bid(30, 59, rules) is None


def test_ten_times_scoring_signals_in_tens():
    rules = get_rules("double-x10")
    assert signal_meld(540, None, rules, "skip") == 400
    assert signal_bid(200, 520, rules, "skip") == 550
    assert signal_meld(520, 500, rules, "increment") == 200


def test_profiles_without_signals_say_so():
    assert message(ValueError, signal_bid, 20, None, get_rules("klemic")) == "klemic bidding has no meld signals"
    assert message(ValueError, signal_meld, 260, 250, get_rules("single")) == "single bidding has no meld signals"
    assert message(ValueError, signal_bid, 20, None, get_rules("double"), "wink") == (
        "unknown convention 'wink': use skip or increment"
    )
