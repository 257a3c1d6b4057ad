"""Meld from a hand of counts: every family of the texts, with a breakdown a player can check."""

from pinochle.cards import ACE, JACK, KING, NINE, QUEEN, SUITS, check_hand, parse_hand
from pinochle.rules import get_rules

# Around families in the order a player reads them; tens and nines have no around.
_AROUND_RANKS = (ACE, KING, QUEEN, JACK)
_AROUND_NAMES = ("aces around", "kings around", "queens around", "jacks around")
_SUIT_SYMBOLS = "♠♥♦♣"
_SUIT_WORDS = ("SPADES", "HEARTS", "DIAMONDS", "CLUBS")


class Meld:
    """A meld total with its parts: (name, count, points), count being single=1, double=2..."""

    def __init__(self, total, parts, cards):
        self.total = total
        self.parts = parts
        self.cards = cards

    def __repr__(self):
        return "Meld(%d, %r)" % (self.total, self.parts)


def parse_trump(trump):
    """Suit index 0-3 from 'S', 'h', '♦', 'clubs' or an int; ValueError otherwise."""
    if isinstance(trump, int) and 0 <= trump < 4:
        return trump
    text = str(trump).strip().upper()
    if len(text) == 1:
        index = SUITS.find(text)
        if index < 0:
            index = _SUIT_SYMBOLS.find(text)
        if index >= 0:
            return index
    if text in _SUIT_WORDS:
        return _SUIT_WORDS.index(text)
    raise ValueError("unknown trump '%s': use S, H, D or C" % trump)


def _hand_for(hand, rules):
    if isinstance(hand, str):
        return parse_hand(hand, rules)
    check_hand(hand, rules)
    return hand


def _add(parts, name, count, points):
    if parts is not None and points:
        parts.append((name, count, points))
    return points


def _runs_and_marriages(hand, trump, rules, parts):
    """The runs-and-marriages family; returns (points, runs) so round houses can see the runs."""
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
        royals = min(extra_kings, extra_queens)
        points += _add(parts, "royal marriage", royals, royals * rules.royal[1])
    marriages = 0
    for suit in range(4):
        if suit != trump:
            marriages += min(hand[suit * ranks + KING], hand[suit * ranks + QUEEN])
    points += _add(parts, "marriage", marriages, marriages * rules.marriage[1])
    return points, runs


def _trump_free(hand, rules, parts):
    """Arounds and pinochles: the families that do not depend on trump."""
    ranks = rules.rank_count
    points = 0
    for family in range(4):
        rank = _AROUND_RANKS[family]
        count = min(hand[rank], hand[ranks + rank], hand[2 * ranks + rank], hand[3 * ranks + rank])
        points += _add(parts, _AROUND_NAMES[family], count, rules.arounds[rank][count])
    # Pinochle: Q of spades with J of diamonds.
    count = min(hand[QUEEN], hand[2 * ranks + JACK])
    points += _add(parts, "pinochle", count, rules.pinochle[count])
    return points


def _round_houses(hand, rules):
    """How many marriages the hand holds in every suit at once."""
    ranks = rules.rank_count
    houses = 4
    for suit in range(4):
        houses = min(houses, hand[suit * ranks + KING], hand[suit * ranks + QUEEN])
    return houses


def _double_roundhouse_bonus(rules, royal_value):
    """What a double round house adds to its own double arounds and eight marriages to reach its value.

    Before trump is named (the offer) the two royal marriages count as plain ones, so the bonus is larger.
    """
    parts = rules.arounds[KING][2] + rules.arounds[QUEEN][2] + 2 * royal_value + 6 * rules.marriage[1]
    return rules.double_roundhouse - parts


def _round_house_options(hand, runs, rules, parts):
    if not (rules.roundhouse_run_39 or rules.double_roundhouse_240):
        return 0
    houses = _round_houses(hand, rules)
    points = 0
    if rules.roundhouse_run_39:
        restored = min(runs, houses)
        points += _add(parts, "round house with run", restored, restored * rules.royal[1])
    if rules.double_roundhouse_240 and houses >= 2:
        points += _add(parts, "double round house", 1, _double_roundhouse_bonus(rules, rules.royal[1]))
    return points


def evaluate(hand, trump, rules, parts=None):
    """Meld points of a checked hand for trump (0-3); appends (name, count, points) to parts if given."""
    points, runs = _runs_and_marriages(hand, trump, rules, parts)
    points += _trump_free(hand, rules, parts)
    if rules.dix:
        nines = hand[trump * rules.rank_count + NINE]
        points += _add(parts, "dix", nines, nines * rules.dix)
    return points + _round_house_options(hand, runs, rules, parts)


def meld(hand, trump, rules="double", options=()):
    """Meld for a hand (card text or counts) and a trump, with its breakdown."""
    rules = get_rules(rules, options)
    hand = _hand_for(hand, rules)
    trump = parse_trump(trump)
    parts = []
    total = evaluate(hand, trump, rules, parts)
    return Meld(total, tuple(parts), sum(hand))


def by_trump(hand, rules="double", options=()):
    """Meld total for each trump, in suit order S H D C."""
    rules = get_rules(rules, options)
    hand = _hand_for(hand, rules)
    return tuple(evaluate(hand, trump, rules) for trump in range(4))


def offer(hand, rules="double", options=(), parts=None):
    """Meld you can offer before trump is named: arounds, pinochles, every marriage at plain value, no runs."""
    rules = get_rules(rules, options)
    hand = _hand_for(hand, rules)
    ranks = rules.rank_count
    marriages = 0
    for suit in range(4):
        marriages += min(hand[suit * ranks + KING], hand[suit * ranks + QUEEN])
    points = _add(parts, "marriage", marriages, marriages * rules.marriage[1])
    points += _trump_free(hand, rules, parts)
    if rules.double_roundhouse_240 and _round_houses(hand, rules) >= 2:
        points += _add(parts, "double round house", 1, _double_roundhouse_bonus(rules, rules.marriage[1]))
    return points
