"""Meld from a hand of counts: every family of the texts, with a breakdown a player can check."""

from pinochle.cards import ACE, JACK, KING, NINE, QUEEN, SUITS, check_hand, parse_hand
from pinochle.rules import get_rules

# Around families in the order a player reads them; tens and nines have no around.
_AROUND_RANKS = (ACE, KING, QUEEN, JACK)
_AROUND_NAMES = ("aces around", "kings around", "queens around", "jacks around")
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


def _prepare(hand, rules, options):
    """(rules, hand counts) from a profile name and card text or counts, checked."""
    rules = get_rules(rules, options)
    if isinstance(hand, str):
        return rules, parse_hand(hand, rules)
    check_hand(hand, rules)
    return rules, hand


def _add(parts, name, count, points):
    if parts is not None and points:
        parts.append((name, count, points))
    return points


def _marriages(hand, rules, skip_suit):
    """Marriages in every suit but skip_suit (-1: all, as before trump is named)."""
    count = 0
    for suit in range(4):
        if suit != skip_suit:
            count += min(hand[suit * rules.rank_count + KING], hand[suit * rules.rank_count + QUEEN])
    return count


def _arounds_and_pinochles(hand, rules, parts):
    """The families that do not depend on trump."""
    ranks = rules.rank_count
    points = 0
    for family in range(4):
        rank = _AROUND_RANKS[family]
        count = min(hand[rank], hand[ranks + rank], hand[2 * ranks + rank], hand[3 * ranks + rank])
        points += _add(parts, _AROUND_NAMES[family], count, rules.arounds[rank][count])
    # Pinochle: Q of spades with J of diamonds.
    count = min(hand[QUEEN], hand[2 * ranks + JACK])
    return points + _add(parts, "pinochle", count, rules.pinochle[count])


def _round_house_options(hand, runs, royal_value, rules, parts):
    """The optional round-house values, as what they add to the marriages and arounds already counted."""
    houses = 4  # marriages held in every suit at once
    for suit in range(4):
        houses = min(houses, hand[suit * rules.rank_count + KING], hand[suit * rules.rank_count + QUEEN])
    points = 0
    if rules.roundhouse_run_39:
        # The run's royal marriage, not counted in the run, counts again in a round house.
        restored = min(runs, houses)
        points = _add(parts, "round house with run", restored, restored * rules.royal[1])
    if rules.double_roundhouse_240 and houses >= 2:
        # Its own parts: double kings and queens around and eight marriages (two of them royal once trump is named).
        counted = rules.arounds[KING][2] + rules.arounds[QUEEN][2] + 2 * royal_value + 6 * rules.marriage[1]
        points += _add(parts, "double round house", 1, rules.double_roundhouse - counted)
    return points


def evaluate(hand, trump, rules, parts=None):
    """Meld points of a checked hand for trump (0-3); appends (name, count, points) to parts if given."""
    ranks = rules.rank_count
    base = trump * ranks
    kings = hand[base + KING]
    queens = hand[base + QUEEN]
    runs = min(hand[base + ACE], hand[base + 1], kings, queens, hand[base + JACK])
    points = _add(parts, "run", runs, rules.run[runs])
    extra_kings = kings - runs
    extra_queens = queens - runs
    if runs and rules.run_extra:
        # Single deck: a second trump K or Q beside the run raises the run (190, 230) instead of marrying.
        extras = extra_kings + extra_queens
        points += _add(parts, "run's second K/Q", extras, extras * rules.run_extra)
    else:
        # A run's own K-Q is never a royal marriage too.
        royals = min(extra_kings, extra_queens)
        points += _add(parts, "royal marriage", royals, royals * rules.royal[1])
    marriages = _marriages(hand, rules, trump)
    points += _add(parts, "marriage", marriages, marriages * rules.marriage[1])
    points += _arounds_and_pinochles(hand, rules, parts)
    if rules.dix:
        nines = hand[base + NINE]
        points += _add(parts, "dix", nines, nines * rules.dix)
    if rules.roundhouse_run_39 or rules.double_roundhouse_240:
        points += _round_house_options(hand, runs, rules.royal[1], rules, parts)
    return points


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
