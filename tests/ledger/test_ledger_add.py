"""Ledger.add works out a hand's forfeit once: check_hand returns it, and the record and the settlement take it."""

import pinochle.settle
from pinochle.ledger import Ledger
from pinochle.rules import make_rules
from pinochle.settle import CONCEDED, Hand


def test_adding_a_hand_works_its_forfeit_out_once(monkeypatch):
    calls = []
    why_not_played = pinochle.settle.why_not_played

    def counted(rules, hand):
        calls.append(hand)
        return why_not_played(rules, hand)

    monkeypatch.setattr(pinochle.settle, "why_not_played", counted)
    ledger = Ledger(make_rules("double"))
    assert ledger.add(Hand(0, 60, (43, 22), (31, 19))).delta == (74, 0)
    assert len(calls) == 1
    conceded = ledger.add(Hand(1, 50, (20, 30), outcome=CONCEDED))
    assert (conceded.delta, conceded.result) == ((20, -50), CONCEDED)
    assert len(calls) == 2
