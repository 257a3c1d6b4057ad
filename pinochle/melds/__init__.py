"""Meld from a hand of counts: every family of the texts, with a breakdown a player can check.
Loaded on demand (the calculator, the command line, pinochle.meld); api.py has hands as text and the offer."""

from pinochle import const

# The whole folder is loaded on demand (pinochle.memory): a game's hands never count meld. The calculator, the
# command line and pinochle.meld load it.

# Ranks as pinochle.melds.cards numbers them (tests/melds/test_meld_api.py checks they agree); const, so the
# everyday path needs no cards module and the VM reads them as literals.
_ACE = const(0)
_KING = const(2)
_QUEEN = const(3)
_JACK = const(4)
_NINE = const(5)
# Around families in the order a player reads them, and their ranks; tens and nines have no around.
_AROUND_NAMES = ("aces around", "kings around", "queens around", "jacks around")
_AROUND_RANKS = (_ACE, _KING, _QUEEN, _JACK)


def add_part(parts, name, count, points):
    if parts is not None and points:
        parts.append((name, count, points))
    return points


def count_marriages(hand, rules, skip_suit):
    """Marriages in every suit but skip_suit (-1: all, as before trump is named)."""
    count = 0
    for suit in range(4):
        if suit != skip_suit:
            count += min(hand[suit * rules.rank_count + _KING], hand[suit * rules.rank_count + _QUEEN])
    return count


def arounds_and_pinochles(hand, rules, parts):
    """The families that do not depend on trump."""
    ranks = rules.rank_count
    points = 0
    for family in range(4):
        rank = _AROUND_RANKS[family]
        count = min(hand[rank], hand[ranks + rank], hand[2 * ranks + rank], hand[3 * ranks + rank])
        points += add_part(parts, _AROUND_NAMES[family], count, rules.arounds[rank][count])
    # Pinochle: Q of spades with J of diamonds.
    count = min(hand[_QUEEN], hand[2 * ranks + _JACK])
    return points + add_part(parts, "pinochle", count, rules.pinochle[count])


def round_house_options(hand, runs, royal_value, rules, parts, royals=0):
    """The optional round-house values, as what they add to the marriages and arounds already counted;
    royals: the trump K-Q pairs outside the runs."""
    houses = 4  # marriages held in every suit at once
    for suit in range(4):
        houses = min(houses, hand[suit * rules.rank_count + _KING], hand[suit * rules.rank_count + _QUEEN])
    points = 0
    if rules.roundhouse_run_39:
        # The run's royal marriage, not counted in the run, counts again in a round house that needs it: a
        # royal marriage beside the run completes a round house on its own (run 15 + round house 24 = 39).
        restored = min(runs, max(0, houses - royals))
        points = add_part(parts, "round house with run", restored, restored * rules.royal[1])
    if rules.double_roundhouse_240 and houses >= 2:
        # Its own parts: double kings and queens around and eight marriages (two of them royal once trump is named).
        counted = rules.arounds[_KING][2] + rules.arounds[_QUEEN][2] + 2 * royal_value + 6 * rules.marriage[1]
        points += add_part(parts, "double round house", 1, rules.double_roundhouse - counted)
    return points


def evaluate(hand, trump, rules, parts=None):
    """Meld points of a checked hand for trump (0-3); appends (name, count, points) to parts if given."""
    ranks = rules.rank_count
    base = trump * ranks
    kings = hand[base + _KING]
    queens = hand[base + _QUEEN]
    runs = min(hand[base + _ACE], hand[base + 1], kings, queens, hand[base + _JACK])
    points = add_part(parts, "run", runs, rules.run[runs])
    extra_kings = kings - runs
    extra_queens = queens - runs
    royals = 0
    if runs and rules.run_extra:
        # Single deck: a second trump K or Q beside the run raises the run (190, 230) instead of marrying.
        extras = extra_kings + extra_queens
        points += add_part(parts, "run's second K/Q", extras, extras * rules.run_extra)
    else:
        # A run's own K-Q is never a royal marriage too.
        royals = min(extra_kings, extra_queens)
        points += add_part(parts, "royal marriage", royals, royals * rules.royal[1])
    marriages = count_marriages(hand, rules, trump)
    points += add_part(parts, "marriage", marriages, marriages * rules.marriage[1])
    points += arounds_and_pinochles(hand, rules, parts)
    if rules.dix:
        nines = hand[base + _NINE]
        points += add_part(parts, "dix", nines, nines * rules.dix)
    if rules.roundhouse_run_39 or rules.double_roundhouse_240:
        points += round_house_options(hand, runs, rules.royal[1], rules, parts, royals)
    return points
