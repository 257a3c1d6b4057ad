"""Random corrections against a plain list model: the ledger's totals, winner and stored bytes always agree
with settling the model's hands one by one (CPython only: it plays thousands of steps)."""

import random

import pytest

from pinochle.ledger import Ledger, game_winner
from pinochle.rules import get_rules
from pinochle.settle import Hand, check_hand, settle, why_not_played

pytestmark = pytest.mark.slow  # thousands of random steps: the full run's

PROFILES = (
    ("double", ()),
    ("double", ("take-all-wins",)),
    ("double-x10", ()),
    ("klemic", ()),
    ("single", ()),
    ("call-for-card", ()),
    ("call-for-card", ("play-to-target",)),
)


def random_hand(rules, rnd, dealer):
    declarer = rnd.randrange(rules.players)
    bid = rnd.choice((rules.bid_min, rules.bid_big_from, rules.bid_big_from + 2 * rules.bid_big_step))
    if rnd.random() < 0.1:
        declarer, bid = dealer, rules.dealer_bid
    sides = rules.players if rules.called_partner else 2
    meld = tuple(rnd.choice((0, 10, 20, 30, 60, 150)) * (10 if rules.counters == 490 else 1) for _ in range(sides))
    took = rnd.randrange(rules.counters + 1)
    hand = Hand(declarer, bid, meld, (took, rules.counters - took))
    if rules.called_partner:
        hand.partner = rnd.randrange(rules.players)
    if rules.dix and rnd.random() < 0.3:
        hand.nines = tuple(min(meld[side], rules.dix * rnd.randrange(2)) // rules.dix * rules.dix for side in (0, 1))
    roll = rnd.random()
    if roll < 0.1:
        hand.outcome, hand.took = "conceded", None
    elif roll < 0.15 and rules.marriage_required:
        hand.outcome, hand.took = "no-marriage", None
    elif roll < 0.2 and rules.take_all_wins:
        team = rnd.randrange(2)
        hand.took = (rules.counters, 0) if team == 0 else (0, rules.counters)
        hand.all_tricks = team
    return hand


def model_fold(rules, hands, first_dealer):
    """Totals and winner by settling a plain list; None when the list is not a valid game."""
    totals = [0] * (rules.players if rules.called_partner else 2)
    winner = None
    for index, hand in enumerate(hands):
        if winner is not None:
            return None
        try:
            check_hand(rules, hand, (first_dealer + index) % rules.players)
        except ValueError:
            return None
        delta = settle(rules, hand).delta
        totals = [total + change for total, change in zip(totals, delta)]
        winner = game_winner(rules, hand, totals, index + 1)
    return tuple(totals), winner


def test_random_corrections_agree_with_a_plain_model():
    rnd = random.Random(3)
    for name, options in PROFILES:
        rules = get_rules(name, options)
        for game in range(15):
            first = rnd.randrange(rules.players)
            ledger = Ledger(rules, first)
            model, history, future = [], [], []
            for step in range(60):
                action = rnd.random()
                before = list(model)
                try:
                    if action < 0.55 or not model:
                        hand = random_hand(rules, rnd, ledger.next_dealer())
                        ledger.add(hand)
                        model.append(hand)
                    elif action < 0.7:
                        index = rnd.randrange(len(model))
                        hand = random_hand(rules, rnd, ledger.dealer(index))
                        ledger.replace(index, hand)
                        model[index] = hand
                    elif action < 0.8:
                        index = rnd.randrange(len(model))
                        ledger.delete(index)
                        del model[index]
                    elif action < 0.9:
                        if ledger.undo():
                            future.append(list(model))
                            model = history.pop()
                        continue
                    else:
                        if ledger.redo():
                            history.append(list(model))
                            model = future.pop()
                        continue
                except ValueError:
                    # Refused: nothing changed, and the model agrees it could not stand.
                    assert ledger.count == len(before)
                    candidate = None
                    if action < 0.55 or not before:
                        candidate = before + [hand]
                    elif action < 0.7:
                        candidate = before[:index] + [hand] + before[index + 1 :]
                    elif action < 0.8:
                        candidate = before[:index] + before[index + 1 :]
                    assert candidate is None or model_fold(rules, candidate, first) is None
                    continue
                history.append(before)
                history[:] = history[-16:]
                future = []
                expected = model_fold(rules, model, first)
                assert expected == (ledger.totals(), ledger.winner()), (name, game, step)
                assert [ledger.hand(i) for i in range(ledger.count)] == [stored(rules, hand) for hand in model]
                copy = Ledger.from_records(rules, first, bytes(ledger.records))
                assert copy.totals() == ledger.totals()


def stored(rules, hand):
    """What the ledger keeps of a hand: no counters when no tricks were played, no all-zero nines."""
    took = None if why_not_played(rules, hand) else hand.took
    nines = hand.nines if hand.nines is not None and any(hand.nines) else None
    return hand.copy(took=took, nines=nines)
