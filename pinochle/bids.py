"""Bids per profile: legality with a reason a player can read, the dealer's forced bid, and the auction."""

# A record holds a bid in two bytes; a table never gets near this, a typo can.
BID_MAX = 65535


def _is_count(value):
    # bool is an int in Python; a JSON true must not pass for a bid of 1.
    return isinstance(value, int) and not isinstance(value, bool)


def _step_at(rules, bid):
    """(base, step) of the grid bid falls in: small steps from bid_min, big steps from bid_big_from."""
    if bid < rules.bid_big_from:
        return rules.bid_min, rules.bid_small_step
    return rules.bid_big_from, rules.bid_big_step


def bid_problem(rules, bid, high=0):
    """Why bid is not a legal bid over the high bid so far (0: the opening bid), or None when it is."""
    if not _is_count(bid):
        return "a bid is a whole number, not %r" % (bid,)
    if bid < rules.bid_min:
        return "bid %d: the lowest bid is %d" % (bid, rules.bid_min)
    if bid <= high:
        return "bid %d: must be over %d" % (bid, high)
    if bid > BID_MAX:
        return "bid %d: over %d, the largest a record holds" % (bid, BID_MAX)
    base, step = _step_at(rules, bid)
    if (bid - base) % step:
        # Every profile's grid starts on a multiple of its step, so "multiples of" is the honest wording.
        if rules.bid_small_step == rules.bid_big_step:
            return "bid %d: bids are multiples of %d" % (bid, step)
        if bid >= rules.bid_big_from:
            return "bid %d: from %d bids are multiples of %d" % (bid, base, step)
        return "bid %d: below %d bids are multiples of %d" % (bid, rules.bid_big_from, step)
    return None


def check_bid(rules, bid, high=0):
    """The bid when legal over high; ValueError with the reason otherwise."""
    problem = bid_problem(rules, bid, high)
    if problem:
        raise ValueError(problem)
    return bid


def lowest_bid(rules, high=0):
    """The smallest legal bid over high: what a +1 press on the bid editor lands on."""
    if high < rules.bid_min:
        return rules.bid_min
    bid = high + 1
    base, step = _step_at(rules, bid)
    return bid + (-(bid - base)) % step


def hand_bid_problem(rules, bid, declarer, dealer):
    """Why a hand's bid is impossible: it must be a legal bid, or the dealer's forced bid (klemic 45)."""
    if bid == rules.dealer_bid and declarer == dealer:
        return None
    problem = bid_problem(rules, bid)
    if problem and bid == rules.dealer_bid:
        return "bid %d is the dealer's forced bid, and seat %d dealt, not seat %d" % (bid, dealer, declarer)
    return problem


def is_pass(call):
    return call is None or call == 0 or (isinstance(call, str) and call.lower() == "pass")


class Auction:
    """One auction, call by call, from the seat left of the dealer; names the declarer and the bid."""

    def __init__(self, rules, dealer):
        self.rules = rules
        self.dealer = dealer
        self.turn = (dealer + 1) % rules.players  # seat whose call is next; None once the auction is over
        self.high = 0
        self.declarer = None  # the high bidder so far, then the declarer
        self.forced = False  # True when everyone else passed and the dealer took the forced bid
        self._passed = 0  # bit per seat
        self._calls = 0

    @property
    def done(self):
        return self.turn is None

    def call(self, call):
        """Record the seated player's bid (an int) or pass (None, 0 or "pass"); ValueError says why not."""
        if self.turn is None:
            raise ValueError("the auction is over: seat %d won it at %d" % (self.declarer, self.high))
        rules = self.rules
        seat = self.turn
        if is_pass(call):
            self._passed |= 1 << seat
        else:
            check_bid(rules, call, self.high)
            self.high = call
            self.declarer = seat
        self._calls += 1
        passes = _bits(self._passed)
        if self.declarer is None and passes == rules.players - 1:
            # Everyone but the dealer passed: the dealer is stuck with the forced bid, no call of their own.
            self.declarer, self.high, self.forced = self.dealer, rules.dealer_bid, True
            self.turn = None
        elif rules.one_bid_each:
            self.turn = None if self._calls == rules.players else (seat + 1) % rules.players
        elif self.declarer is not None and passes == rules.players - 1:
            self.turn = None
        else:
            self.turn = self._next_seat(seat)

    def _next_seat(self, seat):
        for _ in range(self.rules.players):
            seat = (seat + 1) % self.rules.players
            if not self._passed >> seat & 1:
                return seat
        return None

    def result(self):
        """(declarer seat, bid) once the auction is over."""
        if self.turn is not None:
            raise ValueError("the auction is not over: seat %d still to call" % self.turn)
        return self.declarer, self.high


def _bits(mask):
    count = 0
    while mask:
        count += mask & 1
        mask >>= 1
    return count


def auction(rules, dealer, calls):
    """(declarer, bid) from a whole sequence of calls; ValueError names the call at fault."""
    state = Auction(rules, dealer)
    number = 0
    for call in calls:
        number += 1
        seat = state.turn
        try:
            state.call(call)
        except ValueError as error:
            where = "call %d" % number if seat is None else "call %d (seat %d)" % (number, seat)
            raise ValueError("%s: %s" % (where, error)) from None
    if not state.done:
        raise ValueError("the auction is not over: seat %d still to call" % state.turn)
    return state.result()
