"""The partnership profile, rule by rule from double-deck-partnership.txt's own sentences (quoted in each test)."""

from settle_cases import problem, settled
from support import message

from pinochle.bidding import bid_problem, hand_bid_problem
from pinochle.rules import get_rules, make_rules

MICROPYTHON = True
# The ledger with its past hands and corrections (the re-deal test) needs 33k on both 32-bit VMs (.mpy), 9k spare.
MICROPYTHON_HEAP = "42k"

RULES = "partnership"


def test_two_decks_without_nines_twenty_cards_each_to_500():
    # "2 pinochle decks with the 9's removed", "players all get 20 cards", "the first team gets 500 points".
    rules = get_rules(RULES)
    assert (rules.rank_count, rules.copies, rules.hand_size, rules.players) == (5, 4, 20, 4)
    assert rules.target == 500
    # "There are 50 "game points" available (48 for the cards, and 2 for last trick)."
    assert (rules.counters, rules.last_trick) == (50, 2)


def test_bids_start_at_50_and_go_up_by_one_until_60():
    # "The bid starts with at least 50 points. Bids must go up by one point or more, until they reach 60"
    rules = get_rules(RULES)
    assert bid_problem(rules, 49) == "bid 49: the lowest bid is 50"
    for high, bid in ((0, 50), (50, 51), (51, 53), (58, 59), (59, 60), (58, 61), (57, 62), (0, 67)):
        assert bid_problem(rules, bid, high) is None, (high, bid)
    assert bid_problem(rules, 55, 55) == "bid 55: must be over 55"


def test_from_60_raises_are_5_or_more_not_multiples_of_5():
    # "then they must go up by 5 points of more": 67 over 62 is a raise of 5; the main rules' multiples of 5
    # do not apply.
    rules = get_rules(RULES)
    for high, bid in ((62, 67), (60, 65), (60, 68), (67, 72), (65, 90)):
        assert bid_problem(rules, bid, high) is None, (high, bid)
    assert bid_problem(rules, 66, 62) == "bid 66: from 60 a raise is 5 or more, 67 at least"
    assert bid_problem(rules, 64, 60) == "bid 64: from 60 a raise is 5 or more, 65 at least"
    # The double profile keeps the main rules' grid.
    assert bid_problem(get_rules("double"), 67, 62) == "bid 67: from 60 bids are multiples of 5"


def test_any_whole_bid_from_50_can_be_the_final_bid():
    # The ledger has no high bid: 67 (after 62) or 61 can end an auction, so either is a hand's bid.
    rules = get_rules(RULES)
    for bid in (50, 59, 61, 62, 67, 73):
        assert hand_bid_problem(rules, bid, 1, 0) is None, bid
    assert settled(RULES, declarer=1, bid=67, meld=[10, 40], took=[20, 30])[:2] == ((30, 70), "made")
    assert problem(RULES, declarer=1, bid=49, meld=[10, 40], took=[20, 30]) == "bid 49: the lowest bid is 50"


def test_the_texts_auction():
    # "The player to the left of the dealer bids 51 ... The next person bid 53 ... The next person passes ...
    # The final person passes. So now the bidding is between player 1 and 2"; once past 60, raises of 5.
    rules = get_rules(RULES)
    high = 0
    for bid in (51, 53, 55, 59, 62, 67):
        assert bid_problem(rules, bid, high) is None, (high, bid)
        high = bid
    assert bid_problem(rules, 62, 60) == "bid 62: from 60 a raise is 5 or more, 65 at least"


def test_the_meld_table():
    # "Royal Marriage K-Q of trump | 4 | 8 | 12 | 16", "Run ... 15 | 150 | 225 | 300", "Pinochle ... 4 | 30 |
    # 60 | 90", "Aces around ... 10 | 100 | 150 | 200" and the others as the main rules'.
    from pinochle import meld

    rules = get_rules(RULES)
    assert rules.royal == (0, 4, 8, 12, 16) and rules.run == (0, 15, 150, 225, 300)
    assert rules.marriage == (0, 2, 4, 6, 8) and rules.pinochle == (0, 4, 30, 60, 90)
    assert rules.arounds[0] == (0, 10, 100, 150, 200) and rules.arounds[2] == (0, 8, 80, 120, 160)
    assert rules.arounds[3] == (0, 6, 60, 90, 120) and rules.arounds[4] == (0, 4, 40, 60, 80)
    assert meld("KH QH KH QH", "H", rules=RULES).total == 8
    assert meld("JD QS JD QS", "H", rules=RULES).total == 30


def test_the_texts_example_hand_is_87_in_hearts():
    # "For meld, this hand will score 87 points. You have a run in trump (15), a royal marriage (4), a double
    # marriage in spades (4), a pinochle (4) and double queens around (60)."
    from pinochle import meld

    hand = "AH 10H KH KH KH QH QH JH QD QD JD QC QC AS KS KS QS QS JS JS"
    result = meld(hand, "H", rules=RULES)
    assert result.total == 87
    assert result.parts == (
        ("run", 1, 15),
        ("royal marriage", 1, 4),
        ("marriage", 2, 4),
        ("queens around", 2, 60),
        ("pinochle", 1, 4),
    )


def test_the_offer_counts_royal_marriages_as_plain_and_no_runs():
    # "you'd include arounds, pinochles, and marriages (counting royal marriages as regular marriages), but do
    # not count runs."
    from pinochle import offer

    hand = "AH 10H KH KH KH QH QH JH QD QD JD QC QC AS KS KS QS QS JS JS"
    assert offer(hand, rules=RULES) == 2 * 2 + 2 * 2 + 60 + 4


def test_its_signals_are_the_increment_convention():
    # "if the bid is 50, and I bid 52, I am telling my partner that I have 20 meld points"; "if I bid 53, then
    # I'm telling my partner that I have 30"; "The player to the left of the dealer bids 51. This means they
    # have 10 meld points."
    from pinochle.bidding.signals import signal_bid, signal_meld

    rules = get_rules(RULES)
    assert rules.signals == "increment" and get_rules("double").signals == "skip"
    assert signal_meld(52, 50, rules, rules.signals) == 20
    assert signal_meld(53, 50, rules, rules.signals) == 30
    assert signal_meld(51, None, rules, rules.signals) == 10
    assert signal_bid(30, 50, rules, rules.signals) == 53
    # "Once the bid gets to 60, you're only bidding for trump."
    assert signal_meld(65, 60, rules, rules.signals) is None


def test_no_marriage_forfeits_and_the_opponents_score_their_meld_with_no_minimum():
    # "If the bidding completes and the person does not have a marriage, they must forfeit the hand." "If a
    # hand is forfeited, the opposing team scores their meld points": 15 is not under any minimum here.
    assert settled(RULES, declarer=0, bid=60, meld=[80, 15], outcome="no-marriage") == (
        (-60, 15),
        "not-played",
        "no marriage in trump",
    )
    # The main rules the double profile follows keep their 20-point minimum.
    assert settled("double", declarer=0, bid=60, meld=[80, 15], outcome="no-marriage")[0] == (-60, 0)


def test_the_bidding_team_may_forfeit():
    # "The bidding team may also choose to forfeit their hand if they feel they cannot win"
    assert settled(RULES, declarer=3, bid=72, meld=[4, 30], outcome="conceded") == ((4, -72), "conceded", "conceded")


def test_declarers_with_little_meld_still_play():
    # No 20-point meld minimum for the bidding team: 15 meld plays, and makes 50 with 35 game points.
    assert settled(RULES, declarer=0, bid=50, meld=[15, 30], took=[35, 15])[:2] == ((50, 0), "made")
    double = settled("double", declarer=0, bid=50, meld=[15, 30], took=[35, 15])
    assert double[1:] == ("not-played", "meld 15, under 20")
    from pinochle.settle import before_play

    assert before_play(get_rules(RULES), 50, 15) == (35, None)


def test_each_team_needs_20_game_points_to_score():
    # "Each team must take at least 20 "game points" to be able to score at the end." "If the team that calls
    # trump doesn't get 20 "game points", then they are scored a negative value for their bid."
    assert settled(RULES, declarer=0, bid=55, meld=[60, 20], took=[19, 31]) == (
        (-55, 51),
        "set",
        "set: took 19, under 20",
    )
    # "If the defending team doesn't get 20 "game points", then they score zero. If they make their minimum 20
    # game points, then they score the sum total of their game points and meld points."
    assert settled(RULES, declarer=0, bid=55, meld=[60, 12], took=[31, 19])[0] == (91, 0)
    assert settled(RULES, declarer=0, bid=55, meld=[60, 12], took=[30, 20])[0] == (90, 32)


def test_the_bidding_team_needs_meld_and_game_points_of_the_bid():
    # "if they bid 60, and have 43 meld points, they must get the minimum 20 game points (20 + 43 = 63 ...)"
    rules = get_rules(RULES)
    assert rules.needed(60, 43) == 20
    assert settled(RULES, declarer=0, bid=60, meld=[43, 0], took=[20, 30])[:2] == ((63, 30), "made")
    # "if they bid 60, and only have 25 meld points, then they must get 35 game points (35 + 25 = 60)"
    assert rules.needed(60, 25) == 35
    assert settled(RULES, declarer=0, bid=60, meld=[25, 0], took=[35, 15])[0] == (60, 0)
    assert settled(RULES, declarer=0, bid=60, meld=[25, 0], took=[34, 16]) == (
        (-60, 0),
        "set",
        "set: needed 35, took 34",
    )


def test_both_teams_over_500_on_one_hand_the_bidding_team_wins():
    # "if both teams get at least 500 points during the same hand, then the bidding team is the winner
    # (regardless of the number of total points)."
    from pinochle.ledger import Ledger

    ledger = Ledger(get_rules(RULES), 0)
    ledger.add({"declarer": 1, "bid": 60, "meld": [0, 440], "took": [0, 50]})
    ledger.add({"declarer": 0, "bid": 60, "meld": [460, 0], "took": [31, 19]})
    assert ledger.totals() == (491, 490) and ledger.winner() is None
    last = ledger.add({"declarer": 3, "bid": 50, "meld": [30, 20], "took": [20, 30]})
    assert last.totals == (541, 540) and last.winner == 1


def test_a_forfeited_hand_passes_the_deal_unless_the_same_dealer_deals_again():
    # "If a hand is forfeited ... the hand is re-dealt." The deal moves on by default; option
    # redeal-same-dealer keeps the dealer for the re-deal.
    from pinochle.ledger import Ledger

    hands = [
        {"declarer": 1, "bid": 50, "meld": [10, 20], "took": [20, 30]},
        {"declarer": 2, "bid": 55, "meld": [20, 5], "outcome": "no-marriage"},
        {"declarer": 3, "bid": 60, "meld": [10, 40], "outcome": "conceded"},
        {"declarer": 0, "bid": 50, "meld": [30, 10], "took": [25, 25]},
    ]
    moving, staying = Ledger(get_rules(RULES), 0), Ledger(make_rules(RULES, ("redeal-same-dealer",)), 0)
    for hand in hands:
        moving.add(hand)
        staying.add(hand)
    assert [moving.dealer(index) for index in range(5)] == [0, 1, 2, 3, 0]
    assert [staying.dealer(index) for index in range(5)] == [0, 1, 1, 1, 2]
    assert [staying.settled(index).dealer for index in range(4)] == [0, 1, 1, 1]
    assert staying.next_dealer() == 2 and staying.totals() == moving.totals()
    # The deal is a fold of the records: a correction that makes hand 2 played moves every later deal.
    staying.replace(1, {"declarer": 2, "bid": 55, "meld": [20, 5], "took": [30, 20]})
    assert [staying.dealer(index) for index in range(5)] == [0, 1, 2, 2, 3]
    staying.undo()
    assert [staying.dealer(index) for index in range(5)] == [0, 1, 1, 1, 2]
    staying.delete(0)
    assert [staying.dealer(index) for index in range(4)] == [0, 0, 0, 1]


def test_the_redeal_option_is_the_partnership_profiles_alone():
    assert message(ValueError, make_rules, "double", ("redeal-same-dealer",)) == (
        "option 'redeal-same-dealer' does not apply to double"
    )
    assert message(ValueError, make_rules, RULES, ("take-all-wins",)) == (
        "option 'take-all-wins' does not apply to partnership"
    )
