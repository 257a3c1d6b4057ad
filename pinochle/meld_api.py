"""The meld calls a player makes (pinochle.meld, by_trump, offer, parse_hand): hands as card text or counts,
checked, with the breakdown named the way a player says it. Loaded only when used: a game's hands go
straight to pinochle.meld_count.evaluate. Card text needs pinochle.cards; counts (the calculator's grid) do not.
"""

from pinochle.meld_count import _add, _arounds_and_pinochles, _marriages, _round_house_options, evaluate
from pinochle.rules import get_rules

SUITS = "SHDC"  # as pinochle.cards writes them (tests/test_meld_api.py checks), for the calculator too
_SUIT_SYMBOLS = "♠♥♦♣"


class Meld:
    """A meld total with its parts: (name, count, points), count being single=1, double=2..."""

    def __init__(self, total, parts, cards):
        self.total = total
        self.parts = parts
        self.cards = cards


def parse_trump(trump):
    """Suit index 0-3 from 'S', 'h', '♦' or an int; ValueError otherwise."""
    if isinstance(trump, int) and 0 <= trump < 4:
        return trump
    text = str(trump).strip().upper()
    if len(text) == 1 and text in SUITS + _SUIT_SYMBOLS:
        return (SUITS + _SUIT_SYMBOLS).index(text) & 3
    raise ValueError("unknown trump '%s': use S, H, D or C" % trump)


def parse_hand(text, rules="double"):
    """Count per card (a bytearray) for a hand written as text; ValueError names the bad token or count."""
    from pinochle.cards import parse_hand

    return parse_hand(text, get_rules(rules))


def _prepare(hand, rules, options):
    """(rules, hand counts) from a profile name and card text or counts, checked."""
    rules = get_rules(rules, options)
    if isinstance(hand, str):
        return rules, parse_hand(hand, rules)
    if len(hand) != rules.size or max(hand) > rules.copies or sum(hand) > rules.hand_size:
        # Counts that break the deck's limits: pinochle.cards says which.
        from pinochle.cards import check_hand

        check_hand(hand, rules)
    return rules, hand


def meld(hand, trump, rules="double", options=()):
    """Meld for a hand (card text or counts) and a trump, with its breakdown."""
    rules, hand = _prepare(hand, rules, options)
    trump = parse_trump(trump)
    parts = []
    total = evaluate(hand, trump, rules, parts)
    return Meld(total, tuple(parts), sum(hand))


def by_trump(hand, rules="double", options=()):
    """Meld total for each trump, in suit order S H D C."""
    rules, hand = _prepare(hand, rules, options)
    return tuple(evaluate(hand, trump, rules) for trump in range(4))


def offer(hand, rules="double", options=(), parts=None):
    """Meld you can offer before trump is named: arounds, pinochles, every marriage at plain value, no runs."""
    rules, hand = _prepare(hand, rules, options)
    marriages = _marriages(hand, rules, -1)
    points = _add(parts, "marriage", marriages, marriages * rules.marriage[1])
    points += _arounds_and_pinochles(hand, rules, parts)
    if rules.double_roundhouse_240:
        # A double round house holds whatever the trump; with no trump its royal marriages are plain ones.
        points += _round_house_options(hand, 0, rules.marriage[1], rules, parts)
    return points


def part_label(name, count):
    """How a player says a part: 'double run', 'triple pinochle', 'marriage x2'."""
    if count == 1:
        return name
    if count <= 4 and (name in ("run", "pinochle") or name.endswith("around")):
        return ("", "", "double ", "triple ", "quadruple ")[count] + name
    return "%s x%d" % (name, count)
