"""Bid help: the counters a hand's side may take for a trump, from a table fitted to simulated play (one module a
profile here, made by tools/fit_estimate.py), and the bid that makes plausible. On demand (pinochle.memory)."""

from pinochle import const

_ACE = const(0)
_TEN = const(1)
_KING = const(2)
_QUEEN = const(3)
# A table: scale, lowest and highest trump length, a base per length, a weight per feature below (all times
# scale), the partner's meld to assume, bins of the estimate, then the lower quartile's distance in each bin; where
# the partners exchange cards (the single deck), then the meld the exchange brings: a base per length and weights;
# last the margin the bid takes off, so that the bids offered are made 3 times in 4.
_WEIGHTS = const(7)  # trump A, 10, K; other A, 10, K; non-trump suits void


def load_table(rules):
    """The profile's fitted table (a tuple of ints), from its module."""
    return __import__("pinochle.bidhelp." + rules.name.replace("-", "_"), None, None, ("TABLE",)).TABLE


def features(rules, hand, trump):
    """(trump length, trump A, 10, K, other A, 10, K, non-trump suits void) of a hand of counts."""
    ranks = rules.rank_count
    base = trump * ranks
    length = 0
    for card in range(base, base + ranks):
        length += hand[card]
    others = [0, 0, 0, 0]
    for suit in range(4):
        if suit != trump:
            start = suit * ranks
            others[0] += hand[start + _ACE]
            others[1] += hand[start + _TEN]
            others[2] += hand[start + _KING]
            held = 0
            for card in range(start, start + ranks):
                held += hand[card]
            others[3] += not held
    return (length, hand[base + _ACE], hand[base + _TEN], hand[base + _KING]) + tuple(others)


def _linear(table, start, found):
    """A linear part of the table at start: the base for the hand's trump length and the features' weights."""
    low, high = table[1], table[2]
    total = table[start + min(max(found[0], low), high) - low]
    weights = start + 1 + high - low
    for index in range(_WEIGHTS):
        total += table[weights + index] * found[1 + index]
    return total


def estimate(rules, table, hand, trump):
    """(counters the hand's side takes for this trump, its lower quartile), each a multiple of the profile's unit."""
    found = features(rules, hand, trump)
    scale, low, high = table[0], table[1], table[2]
    total = _linear(table, 3, found)
    weights = 4 + high - low
    unit = rules.point_unit
    # Rounded to the unit: counters come in tens where each counter is 10. The deck's counters are the most a side
    # takes, the counters of the hand's sure tricks the least.
    floor = sure_counters(rules, hand, trump)
    counters = min(max(floor, (total + scale * unit // 2) // (scale * unit) * unit), rules.counters)
    bins = weights + _WEIGHTS + 1
    count = table[bins]
    band = 0
    while band < count - 1 and counters >= table[bins + 1 + band]:
        band += 1
    below = table[bins + count + band]
    return counters, max(floor, counters - (below + unit // 2) // unit * unit)


def sure_counters(rules, hand, trump):
    """The counters of the tricks the hand takes whatever the others hold: leading first, its trumps from the ace
    down while it holds every copy of each rank above (nothing beats them, so it keeps the lead). Every trick sure
    (a hand all of trump's top ranks): the deck's counters, the last trick's too."""
    ranks = rules.rank_count
    tricks = 0
    taken = 0
    for card in range(trump * ranks, trump * ranks + ranks):
        tricks += hand[card]
        if card % ranks <= _KING:
            taken += hand[card]
        if hand[card] < rules.copies:
            break
    return rules.counters if tricks >= rules.hand_size else taken * rules.point_unit


def exchange_meld(rules, table, hand, trump):
    """(the meld the partners' exchange is expected to bring the side, 0 without one; what the bid counts for it: that
    less the table's margin, which leaves the bids offered made 3 times in 4 with the partner assumed), multiples of
    the unit. The partner passes its four best cards, the declarer returns the four it least needs."""
    low, high = table[1], table[2]
    bins = 4 + high - low + _WEIGHTS + 1
    start = bins + 2 * table[bins]
    expected = 0
    if len(table) > start + 1:
        unit = rules.point_unit
        total = _linear(table, start, features(rules, hand, trump))
        expected = max(0, (total + table[0] * unit // 2) // (table[0] * unit) * unit)
    return expected, expected - table[-1]


def partner_assumed(table):
    """The partner's meld to assume (the texts' "assume 10", scaled to the profile)."""
    return table[4 + table[2] - table[1] + _WEIGHTS]


def plausible_bid(rules, hand, trump, meld, partner, quartile, exchange=0):
    """(the highest bid on the profile's grid made 3 times in 4, or None; why not, or ''); exchange: what the bid
    counts for the exchange and the table's margin (exchange_meld's second)."""
    if rules.marriage_required:
        base = trump * rules.rank_count
        if not (hand[base + _KING] and hand[base + _QUEEN]):
            return None, "no marriage"
    side = meld + partner
    if side < rules.meld_min:
        return None, "meld under %d" % rules.meld_min
    if quartile < rules.min_take:
        return None, "must take %d" % rules.min_take
    bid = side + exchange + quartile
    if bid < rules.bid_min:
        return None, "lowest bid %d" % rules.bid_min
    # The grid a table bids on: small steps from the minimum, big steps from where they start. Where a big bid may
    # be any raise of the big step (partnership's "up by 5 points or more" from 60), its multiples still are.
    if bid < rules.bid_big_from:
        return bid - (bid - rules.bid_min) % rules.bid_small_step, ""
    return bid - (bid - rules.bid_big_from) % rules.bid_big_step, ""


def reasons(rules, hand, trump):
    """The hand's words for a trump: '6 trumps with A 10', '2 other aces'."""
    found = features(rules, hand, trump)
    # Slices of long texts, not short ones of their own: a board keeps every short string it loads for good.
    cards = " A A A A 10 10 10 10"
    high = cards[: 2 * found[1]] + cards[8 : 8 + 3 * found[2]]
    held = "%d trumps with%s" % (found[0], high)
    if not high:
        held = held[:-5]  # no " with"
    if found[0] == 1:
        held = held[:7] + held[8:]  # "1 trump": the plural's s cut
    words = [held]
    if found[4]:
        words.append("%d other aces" % found[4] if found[4] > 1 else "1 other ace")
    return words
