"""Pinochle rules: meld from cards, bids, settlement and the score ledger, for every profile in the rules texts."""

from pinochle.meld import Meld, by_trump, meld, offer  # noqa: F401
from pinochle.rules import PROFILE_NAMES, get_rules  # noqa: F401


def parse_hand(text, rules="double"):
    """Count per card (a bytearray) for a hand written as text; ValueError names the bad token or count."""
    from pinochle.cards import parse_hand as parse

    return parse(text, get_rules(rules))
