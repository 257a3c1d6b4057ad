"""Bids per profile: legal steps, reasons, the lowest next bid and the dealer's forced bid."""

from pinochle.bidding import bid_problem, hand_bid_problem, next_bid
from pinochle.rules import get_rules

MICROPYTHON = True


def test_double_bids_go_by_one_below_60_then_by_five():
    rules = get_rules("double")
    for bid in (50, 51, 53, 59, 60, 65, 100, 305):
        assert bid_problem(rules, bid) is None, bid
    assert bid_problem(rules, 49) == "bid 49: the lowest bid is 50"
    assert bid_problem(rules, 62) == "bid 62: from 60 bids are multiples of 5"
    assert bid_problem(rules, 53, 53) == "bid 53: must be over 53"
    assert bid_problem(rules, 54, 53) is None
    assert bid_problem(rules, 75, 70) is None
    assert bid_problem(rules, 71, 70) == "bid 71: from 60 bids are multiples of 5"


def test_double_x10_bids_are_ten_times():
    rules = get_rules("double-x10")
    assert bid_problem(rules, 510) is None
    assert bid_problem(rules, 650) is None
    assert bid_problem(rules, 490) == "bid 490: the lowest bid is 500"
    assert bid_problem(rules, 505) == "bid 505: below 600 bids are multiples of 10"
    assert bid_problem(rules, 620) == "bid 620: from 600 bids are multiples of 50"


def test_klemic_bids_are_multiples_of_five_and_single_in_tens():
    klemic = get_rules("klemic")
    assert bid_problem(klemic, 55) is None
    assert bid_problem(klemic, 52) == "bid 52: bids are multiples of 5"
    assert bid_problem(klemic, 45) == "bid 45: the lowest bid is 50"
    single = get_rules("single")
    assert bid_problem(single, 250) is None
    assert bid_problem(single, 350) is None
    assert bid_problem(single, 255) == "bid 255: bids are multiples of 10"
    assert bid_problem(single, 240) == "bid 240: the lowest bid is 250"


def test_bids_are_whole_numbers_a_record_can_hold():
    rules = get_rules("double")
    assert bid_problem(rules, True).startswith("a bid is a whole number")
    assert bid_problem(rules, 60.0).startswith("a bid is a whole number")
    assert bid_problem(rules, 65540) == "bid 65540: over 65535, the largest a record holds"


def test_the_dealers_forced_bid_is_only_the_dealers():
    klemic = get_rules("klemic")
    assert hand_bid_problem(klemic, 45, 3, 3) is None
    assert hand_bid_problem(klemic, 45, 1, 3) == "bid 45 is the dealer's forced bid, and P4 dealt, not P2"
    assert hand_bid_problem(get_rules("double"), 50, 1, 3) is None
    assert hand_bid_problem(klemic, 45.0, 3, 3) == "a bid is a whole number, not 45.0"


def test_next_bid_steps_onto_the_grid():
    double = get_rules("double")
    assert next_bid(double, 0) == 50
    assert next_bid(double, 50) == 51
    assert next_bid(double, 59) == 60
    assert next_bid(double, 60) == 65
    assert next_bid(get_rules("klemic"), 50) == 55
    assert next_bid(get_rules("double-x10"), 590) == 600
    assert next_bid(get_rules("single"), 250) == 260
    assert next_bid(double, 65, -1) == 60
    assert next_bid(double, 60, -1) == 59
    assert next_bid(get_rules("klemic"), 50, -1) == 45  # only the stuck dealer's forced bid is below 50
