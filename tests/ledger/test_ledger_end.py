"""Game end after every hand: the target, both sides over it (declarers win), take-all, call for a card."""

from pinochle.ledger import Ledger
from pinochle.rules import get_rules

MICROPYTHON = True
# Ledger, settle, rules and support all loaded: 30k needed on the 32-bit VMs (`bench.heap need`; 29k before
# settle's named results), 8k spare.
MICROPYTHON_HEAP = "38k"


def play(rules, hands, first_dealer=0):
    ledger = Ledger(rules, first_dealer)
    for hand in hands:
        last = ledger.add(hand)
    return ledger, last


def near_500():
    """Both teams on 470 after two hands."""
    return [
        {"declarer": 1, "bid": 60, "meld": [0, 400], "took": [0, 50]},
        {"declarer": 2, "bid": 60, "meld": [440, 0], "took": [30, 20]},
    ]


def test_both_sides_over_the_target_on_one_hand_the_declarers_win():
    rules = get_rules("double")
    ledger, last = play(rules, near_500() + [{"declarer": 0, "bid": 50, "meld": [20, 40], "took": [30, 20]}])
    # Team 1 defended to 530, more than team 0's 520: the declaring team wins regardless.
    assert last.totals == (520, 530) and last.winner == 0 == ledger.winner()
    ledger.replace(2, {"declarer": 1, "bid": 50, "meld": [20, 40], "took": [30, 20]})
    assert ledger.totals() == (470 + 50, 470 + 60) and ledger.winner() == 1


def test_defenders_reaching_the_target_alone_win():
    rules = get_rules("double")
    hands = near_500() + [{"declarer": 3, "bid": 60, "meld": [10, 25], "took": [30, 20]}]
    ledger, last = play(rules, hands)
    assert last.result == "set" and last.totals == (500, 410) and last.winner == 0


def test_single_deck_both_over_1500_the_declarers_win_even_when_lower():
    rules = get_rules("single")
    hands = [
        {"declarer": 1, "bid": 1000, "meld": [0, 1000], "took": [0, 250]},
        {"declarer": 2, "bid": 1200, "meld": [1200, 0], "took": [200, 50]},
        {"declarer": 3, "bid": 250, "meld": [100, 150], "took": [150, 100]},
    ]
    ledger, last = play(rules, hands)
    assert ledger.settled(1).totals == (1400, 1300) and ledger.settled(1).winner is None
    assert last.totals == (1650, 1550) and last.winner == 1


def test_taking_every_trick_wins_the_game_at_once():
    rules = get_rules("double", ["take-all-wins"])
    ledger, last = play(rules, [{"declarer": 1, "bid": 60, "meld": [40, 20], "took": [0, 50], "all_tricks": 1}])
    assert last.totals == (0, 70) and last.winner == 1
    assert last.reason == "made 70 on 60; declarers took every trick"
    # Without the flag the same hand is just a hand.
    ledger.replace(0, {"declarer": 1, "bid": 60, "meld": [40, 20], "took": [0, 50]})
    assert ledger.winner() is None


def called(declarer, partner, bid, meld, took_side):
    return {
        "declarer": declarer,
        "partner": partner,
        "bid": bid,
        "meld": meld,
        "took": [took_side, 50 - took_side],
    }


def test_call_for_a_card_ends_after_one_round_of_deals():
    rules = get_rules("call-for-card")
    hands = [called(seat, (seat + 2) % 5, 50, [10, 10, 10, 10, 10], 30) for seat in range(4)]
    ledger, last = play(rules, hands)
    assert last.winner is None and ledger.next_dealer() == 4
    # Seats 0-3 declared with partners 2, 3, 4, 0: 50 for each partner, the others 10 meld + 20 taken.
    assert ledger.totals() == (160, 140, 160, 160, 140)
    last = ledger.add(called(4, 1, 50, [10, 10, 10, 10, 10], 30))
    # Every player has dealt, all tied for the lead: no finish, deal again until one leads alone.
    assert last.totals == (190, 190, 190, 190, 190) and last.winner is None
    last = ledger.add(called(0, 0, 50, [30, 0, 0, 0, 0], 30))  # seat 0 holds the called card: alone
    assert last.totals == (250, 210, 210, 210, 210) and last.winner == 0


def test_call_for_a_card_to_a_target_prefers_the_declaring_side():
    rules = get_rules("call-for-card", ["play-to-target"])
    ledger, last = play(rules, [called(0, 3, 440, [0, 0, 0, 450, 0], 40), called(1, 1, 400, [0, 420, 0, 0, 60], 30)])
    assert last.totals == (490 + 20, 450, 20, 490 + 20, 60 + 20)
    # Declarer seat 1 is short, the others reach 500 as defenders: the higher of seats 0 and 3 would win,
    # but they tie, so the game goes on.
    assert last.winner is None
    last = ledger.add(called(3, 0, 50, [20, 0, 0, 20, 30], 30))
    # Seats 0 and 3 declare together and both pass 500: the declarer, seat 3, wins.
    assert last.winner == 3
