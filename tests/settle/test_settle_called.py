"""Settling one call-for-a-card hand: declarer and called partner against the other three."""

from settle_cases import problem

from pinochle.rules import get_rules
from pinochle.settle import before_play, check_hand, make_hand, settle

MICROPYTHON = True
# More than 32k: ledger, settle, rules and support all loaded (docs/performance.md says why).


def called(declarer, partner, bid, meld, took):
    return make_hand({"declarer": declarer, "partner": partner, "bid": bid, "meld": meld, "took": took})


def test_call_for_a_card_partners_combine_and_the_three_share_their_take():
    rules = get_rules("call-for-card")
    hand = called(0, 2, 55, (20, 5, 15, 10, 30), (30, 20))
    check_hand(rules, hand, 4)
    settled = settle(rules, hand)
    assert (settled.delta, settled.result, settled.reason) == ((65, 25, 65, 30, 50), "made", "made 65 on 55")
    # The three took under 20: they score nothing, their meld disregarded.
    assert settle(rules, called(0, 2, 55, (20, 5, 15, 10, 30), (31, 19))).delta == (66, 0, 66, 0, 0)
    # Set: declarer and partner are each charged the bid.
    settled = settle(rules, called(1, 3, 70, (0, 20, 0, 20, 10), (25, 25)))
    assert (settled.delta, settled.result) == ((25, -70, 25, -70, 35), "set")


def test_call_for_a_card_declarer_alone_and_not_played():
    rules = get_rules("call-for-card")
    # Holding the called card the declarer plays alone against four, meld counted once.
    assert settle(rules, called(3, 3, 50, (10, 10, 10, 40, 10), (30, 20))).delta == (
        30,
        30,
        30,
        70,
        30,
    )
    # Side meld under 20: not played; the others each add their own meld, with no minimum apiece.
    settled = settle(rules, called(0, 2, 50, (10, 5, 9, 0, 12), (30, 20)))
    assert (settled.delta, settled.result, settled.reason) == (
        (-50, 5, -50, 0, 12),
        "not-played",
        "meld 19, under 20",
    )
    assert problem(rules, declarer=0, bid=50, meld=[20, 0, 0, 0, 0], took=[30, 20]).startswith("partner must be")


def test_before_play_names_what_the_declarers_need():
    double = get_rules("double")
    assert before_play(double, 60, 43) == (20, None)
    assert before_play(double, 60, 25) == (35, None)
    assert before_play(double, 80, 25) == (55, "cannot make it")
    assert before_play(double, 60, 15) == (60, "meld 15, under 20")
    assert before_play(get_rules("single"), 350, 190) == (160, None)
    assert before_play(get_rules("double-x10"), 600, 430) == (200, None)
