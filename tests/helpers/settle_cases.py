"""Helpers for the settlement tests: settle a hand given as keywords, checked first as the ledger does."""

from support import message

from pinochle.rules import get_rules
from pinochle.settle import check_hand, make_hand, settle


def settled(rules, dealer=0, **fields):
    """(delta, result, reason) of settle() for a hand given as keywords; rules is a Rules or a profile name."""
    if isinstance(rules, str):
        rules = get_rules(rules)
    hand = make_hand(fields)
    check_hand(rules, hand, dealer)
    result = settle(rules, hand)
    return result.delta, result.result, result.reason


def problem(rules, dealer=0, **fields):
    """The reason the hand is refused."""
    return message(ValueError, settled, rules, dealer, **fields)
