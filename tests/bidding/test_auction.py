"""The auction: from the seat left of the dealer to the declarer, the dealer's forced bid, one bid each."""

from support import message

from pinochle.bidding import next_bid
from pinochle.bidding.auction import Auction, auction
from pinochle.rules import get_rules

MICROPYTHON = True


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
    assert message(ValueError, auction, rules, 0, [55, None, None, None, 60]).startswith("call 5: the auction is over")
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
