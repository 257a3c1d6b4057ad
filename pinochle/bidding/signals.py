"""Meld signals in the bidding, below the big steps: "skip" (each step skipped over the lowest allowable bid shows
10 meld) and "increment" (each step raised over the current bid shows 10). The meld result screen loads it."""

# skip: double-pinochle-and-variations.txt (a first bid of 54 shows 40; 55 over 52, 20); increment:
# double-deck-partnership.txt (52 over 50 shows 20; an opening 51, 10: the bid is 50 before anyone speaks).
CONVENTIONS = ("skip", "increment")


def _check(rules, convention):
    if convention not in CONVENTIONS:
        raise ValueError("unknown convention '%s': use skip or increment" % convention)
    if not rules.meld_per_signal_step:
        raise ValueError("%s bidding has no meld signals" % rules.name)


def _base(high_bid, rules, convention):
    """The bid that shows no meld: the lowest allowable (skip) or the current bid (increment)."""
    if high_bid is None:
        return rules.bid_min
    if convention == "skip":
        return high_bid + rules.bid_small_step
    return high_bid


def signal_bid(meld, high_bid, rules, convention="skip"):
    """The bid that shows `meld` over `high_bid` (None: nobody has bid), or None when no bid can show it: under one
    step's meld (10) no bid signals, and the partner assumes 10.

    Meld beyond what the signal zone can show is shown as the most it can (the last bid before the big steps).
    """
    _check(rules, convention)
    if meld < rules.meld_per_signal_step:
        return None  # the texts' count starts at 10; the lowest bid (skip) or a bid's own raise shows nothing
    base = _base(high_bid, rules, convention)
    steps = meld // rules.meld_per_signal_step
    bid = base + steps * rules.bid_small_step
    top = rules.bid_big_from - rules.bid_small_step
    if bid > top:
        bid = top
    lowest = rules.bid_min if high_bid is None else high_bid + rules.bid_small_step
    if bid < lowest:
        return None  # increment convention with under 10 meld over a bid: pass, partner assumes 10
    return bid


def signal_meld(bid, high_bid, rules, convention="skip"):
    """Meld a partner shows with `bid` over `high_bid`, or None when the bid is not a signal (60 and up)."""
    _check(rules, convention)
    if bid >= rules.bid_big_from:
        return None
    base = _base(high_bid, rules, convention)
    if bid < base:
        raise ValueError("bid %d is below %d" % (bid, base))
    return (bid - base) // rules.bid_small_step * rules.meld_per_signal_step
