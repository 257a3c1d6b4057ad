"""Pinochle rules: meld from cards, bids, settlement and the score ledger, for every profile in the rules texts.

The public calls below import their module on first use, so a board that only needs the ledger or the
store never pays the heap for the meld calculator.
"""


def meld(hand, trump, rules="double", options=()):
    """Meld of a hand (card text or a count per card) for trump: an object with .total, .parts, .cards."""
    from pinochle.meld_count import meld as count

    return count(hand, trump, rules, options)


def by_trump(hand, rules="double", options=()):
    """Meld total for each trump, in suit order S H D C."""
    from pinochle.meld_count import by_trump as count

    return count(hand, rules, options)


def offer(hand, rules="double", options=()):
    """The meld you can offer your partner before trump is named (double-deck-partnership.txt)."""
    from pinochle.meld_count import offer as count

    return count(hand, rules, options)


def parse_hand(text, rules="double"):
    """Count per card (a bytearray) for a hand written as text; ValueError names the bad token or count."""
    from pinochle.cards import parse_hand as parse
    from pinochle.rules import get_rules

    return parse(text, get_rules(rules))
