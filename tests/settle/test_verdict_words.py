"""Every verdict says why in a player's words (pinochle.settle.explain): the defenders' take under the minimum,
meld under the minimum not counted, nothing captured, a hand not played; and the rule that ended the game."""

from pinochle.ledger import Ledger
from pinochle.rules import get_rules, make_rules
from pinochle.settle import Hand
from pinochle.settle.explain import explain, game_why, why_lines

MICROPYTHON = True
# The game's rules and settle/explain: 33k needed on 32-bit MicroPython (`bench.heap need`; 30k before settle's
# named results), 8k over it.
MICROPYTHON_HEAP = "41k"

NAMES = ("US", "THEM")


def words(profile, options=(), **hand):
    rules = get_rules(profile, options)
    return why_lines(rules, Hand(**hand), lambda side: NAMES[side] if not rules.called_partner else "P%d" % (side + 1))


def test_the_defenders_take_under_20_scores_nothing_and_says_so():
    assert words("double", declarer=0, bid=60, meld=(43, 22), took=(32, 18)) == ("THEM +0: took 18, under 20",)
    # x10: the minimum is the profile's, not a number in the code.
    assert words("double-x10", declarer=0, bid=600, meld=(430, 220), took=(310, 180)) == (
        "THEM +0: took 180, under 200",
    )


def test_meld_under_20_is_not_counted_and_says_so():
    # THEM declare and make it; US defend with 16 meld and take 28: US +28, the 16 not counted.
    assert words("double", declarer=1, bid=50, meld=(16, 40), took=(28, 22)) == (
        "US +28: meld 16, under 20: not counted",
    )
    # A hand made in the ordinary way needs no word beyond its reason.
    assert words("double", declarer=0, bid=60, meld=(43, 22), took=(25, 25)) == ()


def test_a_conceded_hand_and_one_not_played_say_the_bid_is_lost():
    # Issue 37: the other side's why too, not only the declarers' loss.
    assert words("double", declarer=0, bid=60, meld=(30, 22), outcome="conceded") == (
        "US -60: bid lost",
        "THEM +22: meld kept, no tricks",
    )
    assert words("single", declarer=0, bid=550, meld=(100, 90)) == (
        "US -550: bid lost",
        "THEM +90: meld kept, no tricks",
    )
    assert words("double", declarer=1, bid=50, meld=(15, 10), outcome="no-marriage") == (
        "US +0: meld 15, under 20: not counted",
        "THEM -50: bid lost",
    )


def test_single_deck_defenders_who_capture_nothing_keep_only_their_nines():
    assert words("single", declarer=0, bid=250, meld=(200, 20), took=(250, 0), nines=(0, 20)) == (
        "THEM +20: took no point, nines kept",
    )
    # Issue 37: the meld they lost is said.
    assert words("single", declarer=0, bid=250, meld=(200, 40), took=(250, 0)) == (
        "THEM +0: took no point: meld 40 lost",
    )
    assert words("single", declarer=0, bid=250, meld=(200, 0), took=(250, 0)) == ("THEM +0: took no point",)


def test_call_for_card_defenders_share_one_line():
    assert words("call-for-card", declarer=0, partner=2, bid=60, meld=(30, 0, 20, 10, 5), took=(35, 15)) == (
        "P2 P4 P5 +0: took 15, under 20",
    )


def test_explain_gives_each_side_its_points_as_data():
    rules = get_rules("double")
    assert explain(rules, Hand(0, 60, (43, 22), (32, 18))) == ((1, 0, "took 18, under 20"),)


def test_game_over_names_the_rule_that_decided_it():
    rules = make_rules("double")
    ledger = Ledger(rules)
    ledger.add(Hand(0, 100, (110, 0), (40, 10)))  # US 150, THEM 10
    ledger.add(Hand(1, 100, (0, 110), (10, 40)))  # US 160, THEM 160
    ledger.add(Hand(0, 200, (200, 0), (45, 5)))  # US 405, THEM 165
    ledger.add(Hand(1, 300, (20, 330), (0, 50)))  # THEM 545 declare; US 405 + 20 = 425: THEM out
    last = ledger.settled(ledger.count - 1)
    assert last.winner == 1
    assert game_why(rules, ledger.hand(3), last.totals, 1) == "reached 500"
    ledger.undo()
    ledger.add(Hand(0, 100, (130, 0), (20, 30)))  # US 555
    assert ledger.winner() == 0
    ledger.undo()
    ledger.add(Hand(1, 60, (130, 340), (20, 30)))  # both past 500, THEM declared
    last = ledger.settled(ledger.count - 1)
    assert last.totals == (545, 520) and last.winner == 1  # THEM behind, but out first
    assert game_why(rules, ledger.hand(3), last.totals, 1) == "declarers out first"


def test_take_all_and_a_round_of_deals_end_the_game_by_their_own_rule():
    rules = make_rules("double", ("take-all-wins",))
    hand = Hand(0, 60, (43, 22), (50, 0), all_tricks=0)
    assert game_why(rules, hand, (93, 22), 0) == "took every trick"
    rules = make_rules("call-for-card")
    hand = Hand(0, 60, (30, 0, 20, 10, 5), (35, 15), partner=2)
    assert game_why(rules, hand, (100, 0, 100, 0, 0), 0) == "most points, every deal done"
