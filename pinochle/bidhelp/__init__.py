"""Bid help: the counters a hand's side may take for a trump, from a table fitted to simulated play (one module a
profile here, made by tools/fit_estimate.py), and the bid that makes plausible. On demand (pinochle.memory)."""

from pinochle import const

_ACE = const(0)
_TEN = const(1)
_KING = const(2)
_QUEEN = const(3)
_RUN = const(5)  # the run: trump's A, 10, K, Q and J

# A profile's table is its module's named values (tools/fit_estimate.py writes them):
# SCALE: the bases and weights are counters (or meld) times this;
# LENGTHS: the lowest and highest trump length with a base of its own (longer and shorter share the end's);
# COUNTERS: the counters the side takes, a base per trump length then a weight per feature of features();
# PARTNER: the partner's meld to assume;
# EDGES and BELOW: the bands of the counters estimate and the lower quartile's distance under it in each (times
#   SCALE, taken off the estimate before it is rounded);
# EXCHANGE: where the partners pass cards (the single deck), the meld the exchange brings, a base per length, the
#   weights of features() then of exchange_features(); empty elsewhere;
# MARGIN: what the bid takes off, so that the bids offered are made 3 times in 4.


def load_table(rules):
    """The profile's fitted table: its module, whose names are above."""
    return __import__("pinochle.bidhelp." + rules.name.replace("-", "_"), None, None, ("MARGIN",))


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


def exchange_features(rules, hand, trump, meld):
    """What decides the exchange's meld besides features(): the run short of one card or of two (the partner passes
    its highest trumps), aces in three suits or in all four (then its aces), and the meld held already, in the
    profile's units (the declarer passes back cards it would rather keep)."""
    base = trump * rules.rank_count
    missing = 0
    for card in range(base, base + _RUN):
        missing += not hand[card]
    suits = 0
    for suit in range(4):
        suits += hand[suit * rules.rank_count + _ACE] > 0
    return (missing == 1, missing == 2, suits == 3, suits == 4, meld // rules.point_unit)


def linear(table, weights, found):
    """A linear fit: the base for the hand's trump length, then the features' weights (found[0] is the length)."""
    low, high = table.LENGTHS
    total = weights[min(max(found[0], low), high) - low]
    start = 1 + high - low
    for index in range(1, len(found)):
        total += weights[start + index - 1] * found[index]
    return total


def estimate(rules, table, hand, trump):
    """(counters the hand's side takes for this trump, its lower quartile), each a multiple of the profile's unit."""
    total = linear(table, table.COUNTERS, features(rules, hand, trump))
    scale = table.SCALE
    unit = rules.point_unit
    # Rounded to the unit: counters come in tens where each counter is 10. The deck's counters are the most a side
    # takes, the counters of the hand's sure tricks the least.
    floor = sure_counters(rules, hand, trump)
    counters = min(max(floor, (total + scale * unit // 2) // (scale * unit) * unit), rules.counters)
    band = 0
    for edge in table.EDGES:
        band += counters >= edge
    # Rounded up: counters come whole, so fewer than the distance's figure is fewer than its next whole counter.
    quartile = (total - table.BELOW[band] + scale * unit - 1) // (scale * unit) * unit
    return counters, max(floor, min(counters, quartile))


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


def exchange_meld(rules, table, hand, trump, meld):
    """(the meld the partners' exchange is expected to bring the side, a multiple of the unit, 0 without one; what
    the bid counts for it: that to the point, less the table's margin, which leaves the bids offered made 3 times in
    4 with the partner assumed); meld: the hand's own for this trump. The partner passes its four best cards, the
    declarer returns the four it least needs."""
    if not table.EXCHANGE:
        return 0, -table.MARGIN
    unit = rules.point_unit
    found = features(rules, hand, trump) + exchange_features(rules, hand, trump, meld)
    total = max(0, linear(table, table.EXCHANGE, found))
    return (total + table.SCALE * unit // 2) // (table.SCALE * unit) * unit, total // table.SCALE - table.MARGIN


def partner_assumed(table):
    """The partner's meld to assume (the texts' "assume 10", scaled to the profile)."""
    return table.PARTNER


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
    held = "%d trump" % found[0] if found[0] == 1 else "%d trumps" % found[0]
    high = ["A"] * found[1] + ["10"] * found[2]
    if high:
        held += " with " + " ".join(high)
    words = [held]
    if found[4]:
        words.append("%d other aces" % found[4] if found[4] > 1 else "1 other ace")
    return words
