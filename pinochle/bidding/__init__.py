"""Bids per profile: legality with a reason a player can read, and the dealer's forced bid.
The meld signals (signals.py) are imported by the calculator's screen."""

from pinochle.rules import RECORD_MAX, player


def step_at(rules, bid, grid=False):
    """(base, step) of the grid bid falls in: small steps from bid_min, big steps from bid_big_from. Where big
    bids are raises, not multiples (partnership), every bid is on the small grid, unless `grid` asks for the
    steps a raise takes (what the keys step along)."""
    if bid < rules.bid_big_from or not (rules.big_bids_on_grid or grid):
        return rules.bid_min, rules.bid_small_step
    return rules.bid_big_from, rules.bid_big_step


def next_bid(rules, value, direction=1):
    """The next bid up from value on the profile's steps (a raise's: 5 from 60 in partnership too, where a bid
    off them is still legal when typed) or down; below the minimum only the dealer's forced bid."""
    if direction > 0:
        if value < rules.bid_min:
            return rules.bid_min
        above = value + 1
        base, step = step_at(rules, above, True)
        return above + (-(above - base)) % step
    if value <= rules.bid_min:
        return min(rules.dealer_bid, value)  # klemic's stuck dealer bids 45
    below = value - 1
    base, step = step_at(rules, below, True)
    return below - (below - base) % step


def top_bid(rules):
    """The largest bid a record holds on the profile's steps."""
    return next_bid(rules, RECORD_MAX + 1, -1)


def bid_problem(rules, bid, high=0):
    """Why bid is not a legal bid over the high bid so far (0: the opening bid), or None when it is."""
    # type(), not isinstance: bool is an int in CPython, and a JSON true must not pass for a bid of 1.
    if type(bid) is not int:
        return "a bid is a whole number, not %r" % (bid,)
    if bid < rules.bid_min:
        return "bid %d: the lowest bid is %d" % (bid, rules.bid_min)
    if bid <= high:
        return "bid %d: must be over %d" % (bid, high)
    if bid > RECORD_MAX:  # a table never gets near this, a typo can
        return "bid %d: over %d, the largest a record holds" % (bid, RECORD_MAX)
    base, step = step_at(rules, bid)
    if (bid - base) % step:
        # Every profile's grid starts on a multiple of its step, so "multiples of" is the honest wording.
        where = ""
        if rules.bid_small_step != rules.bid_big_step:
            where = ("from %d " % base) if bid >= rules.bid_big_from else ("below %d " % rules.bid_big_from)
        return "bid %d: %sbids are multiples of %d" % (bid, where, step)
    if not rules.big_bids_on_grid and high >= rules.bid_big_from and bid - high < rules.bid_big_step:
        return "bid %d: from %d a raise is %d or more, %d at least" % (
            bid,
            rules.bid_big_from,
            rules.bid_big_step,
            high + rules.bid_big_step,
        )
    return None


def hand_bid_problem(rules, bid, declarer, dealer):
    """Why a hand's bid is impossible: it must be a legal bid, or the dealer's forced bid (klemic 45)."""
    problem = bid_problem(rules, bid)
    if not problem or type(bid) is not int or bid != rules.dealer_bid:
        return problem
    if declarer == dealer:
        return None
    return "bid %d is the dealer's forced bid, and %s dealt, not %s" % (bid, player(dealer), player(declarer))
