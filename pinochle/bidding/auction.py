"""The bidding phase at the table: the auction from the seat left of the dealer to the declarer and the bid, and
the lowest raise over the bid standing. Not needed to keep the ledger."""

from pinochle.bidding import bid_problem, next_bid


def check_bid(rules, bid, high=0):
    """The bid when legal over high; ValueError with the reason otherwise."""
    problem = bid_problem(rules, bid, high)
    if problem:
        raise ValueError(problem)
    return bid


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


def lowest_bid(rules, high=0):
    """The smallest legal bid over the high bid standing: the next bid on the grid, or where big bids are raises
    (partnership, from 60) the high bid and a big step."""
    if high >= rules.bid_big_from and not rules.big_bids_on_grid:
        return high + rules.bid_big_step
    return next_bid(rules, high)
