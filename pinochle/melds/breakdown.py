"""pinochle.meld: a hand's meld for a trump named as text, with its breakdown (pinochle.melds.api checks the hand)."""

from pinochle.melds import evaluate
from pinochle.melds.api import prepare
from pinochle.rules import SUIT_NAMES, SUIT_SYMBOLS, SUITS


class Meld:
    """A meld total with its parts: (name, count, points), count being single=1, double=2..."""

    def __init__(self, total, parts, cards):
        self.total = total
        self.parts = parts
        self.cards = cards


def parse_trump(trump):
    """Suit index 0-3 from 'S', 'h', '♦', 'spades' or an int; ValueError otherwise."""
    if isinstance(trump, int) and 0 <= trump < 4:
        return trump
    text = str(trump).strip().upper()
    if len(text) == 1 and text in SUITS + SUIT_SYMBOLS:
        return (SUITS + SUIT_SYMBOLS).index(text) & 3
    for suit in range(4):
        if text == SUIT_NAMES[suit].upper():
            return suit
    raise ValueError("unknown trump '%s': use S, H, D or C" % trump)


def meld(hand, trump, rules="double", options=()):
    """Meld for a hand (card text or counts) and a trump, with its breakdown."""
    rules, hand = prepare(hand, rules, options)
    trump = parse_trump(trump)
    parts = []
    total = evaluate(hand, trump, rules, parts)
    return Meld(total, tuple(parts), sum(hand))
