"""Bids per profile, the dealer's forced bid and the auction."""

from support import message

from pinochle.bids import Auction, auction, bid_problem, check_bid, hand_bid_problem, lowest_bid
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
    assert check_bid(rules, 75, 70) == 75
    assert message(ValueError, check_bid, rules, 71, 70) == "bid 71: from 60 bids are multiples of 5"


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


def test_lowest_bid_steps_onto_the_grid():
    double = get_rules("double")
    assert lowest_bid(double) == 50
    assert lowest_bid(double, 50) == 51
    assert lowest_bid(double, 59) == 60
    assert lowest_bid(double, 60) == 65
    assert lowest_bid(get_rules("klemic"), 50) == 55
    assert lowest_bid(get_rules("double-x10"), 590) == 600
    assert lowest_bid(get_rules("single"), 250) == 260


def test_the_dealers_forced_bid_is_only_the_dealers():
    klemic = get_rules("klemic")
    assert hand_bid_problem(klemic, 45, 3, 3) is None
    assert (
        hand_bid_problem(klemic, 45, 1, 3)
        == "bid 45 is the dealer's forced bid, and seat 3 dealt, not seat 1"
    )
    assert hand_bid_problem(get_rules("double"), 50, 1, 3) is None


def test_auction_runs_until_all_but_one_pass():
    rules = get_rules("double")
    # The text's example: left of the dealer bids 51, the next 53, the others pass, then 1 and 2 fight it out.
    assert auction(rules, 0, [51, 53, None, "pass", 60, 0]) == (1, 60)
    assert auction(rules, 3, [None, None, 50, None]) == (2, 50)


def test_everyone_passing_leaves_the_dealer_with_the_forced_bid():
    assert auction(get_rules("double"), 2, [None, None, None]) == (2, 50)
    assert auction(get_rules("klemic"), 1, [None, None, None]) == (1, 45)
    assert auction(get_rules("single"), 0, ["pass"] * 3) == (0, 250)
    state = Auction(get_rules("call-for-card"), 4)
    for _ in range(4):
        state.call(None)
    assert state.done and state.forced and state.result() == (4, 50)


def test_klemic_one_bid_each_ends_after_one_round():
    rules = get_rules("klemic")
    assert auction(rules, 0, [50, None, 60, 55 + 10]) == (0, 65)
    assert auction(rules, 0, [55, None, None, None]) == (1, 55)
    assert message(ValueError, auction, rules, 0, [55, None, None, None, 60]).startswith(
        "call 5: the auction is over"
    )
    # With bid-until-pass the auction goes round again.
    assert auction(get_rules("klemic", ["bid-until-pass"]), 0, [55, None, None, None]) == (1, 55)


def test_auction_names_the_bad_call():
    rules = get_rules("double")
    assert message(ValueError, auction, rules, 0, [51, 51]) == "call 2 (seat 2): bid 51: must be over 51"
    assert message(ValueError, auction, rules, 0, [51, 53]) == "the auction is not over: seat 3 still to call"
    state = Auction(rules, 0)
    assert state.turn == 1
    state.call(55)
    state.call(None)
    assert state.turn == 3 and not state.done
    assert message(ValueError, state.result) == "the auction is not over: seat 3 still to call"
