"""Bid help for the calculator's cards: for each trump the meld, the counters the side may take and the bid that
makes plausible, with the why in words. The meld result opens it in its place (pinochle.app.BID_HELP)."""

from pinochle.app.fit import fill, line
from pinochle.app.screen import Screen
from pinochle.bidhelp import load_table, partner_assumed, reasons, trump_help
from pinochle.rules import SUIT_NAMES, SUITS


def make_screen(app, grid):
    return BidHelp(app, grid)


class BidHelp(Screen):
    """The bids for every trump on the first line, the why for one trump under it (LEFT/RIGHT or OK change it);
    with meld signals, the partner's signal bid (and the bid before it) entered by LEFT/RIGHT."""

    def __init__(self, app, grid):
        Screen.__init__(self, app)
        self.grid = grid
        rules = app.rules
        self.table = load_table(rules)
        self.assumed = partner_assumed(self.table)
        self.signal = None  # the partner's signal bid, or None: assume
        self.over = None  # the bid before it, or None: the partner opened
        self._shown = None
        helps = self._helps()
        bids = [help[3] or 0 for help in helps]
        self.trump = bids.index(max(bids)) if max(bids) else grid.trump

    def partner(self):
        """(the partner's meld, how it was found)."""
        if self.signal is None:
            return self.assumed, "assume %d" % self.assumed
        from pinochle.bidding.signals import signal_meld

        meld = signal_meld(self.signal, self.over, self.app.rules, self.app.signal_convention)
        return meld, "bid %d: %d" % (self.signal, meld)

    def _helps(self):
        rules = self.app.rules
        partner = self.partner()[0]
        return [trump_help(rules, self.table, self.grid.hand, trump, partner) for trump in range(4)]

    def refresh(self):
        state = (self.trump, self.signal, self.over)
        if self._shown == state:
            return
        self._shown = state
        app = self.app
        rules = app.rules
        helps = self._helps()
        meld, counters, quartile, bid, why = helps[self.trump]
        partner, found = self.partner()
        name = SUIT_NAMES[self.trump]
        self._header = (line(app.columns, (name + ":", (" bid to %d" % bid) if bid else " no bid")),)
        summary = " ".join("%s%s" % (SUITS[trump], helps[trump][3] or "-") for trump in range(4))
        # The why, a piece a row where two do not fit: each number stays beside its words.
        pieces = ["meld %d + partner %d" % (meld, partner)]
        pieces += reasons(rules, self.grid.hand, self.trump)
        pieces += ["about %d of %d" % (counters, rules.counters), "1 in 4 under %d" % quartile]
        if why:
            pieces.append(why)
        lines = (summary,) + fill(pieces, app.columns)
        self._why = len(lines)
        entries = ["Partner: " + found]
        if rules.meld_per_signal_step and self.signal is not None:
            entries.append("Over: %s" % ("none" if self.over is None else self.over))
        self._items = lines + tuple(entries) + ("Next trump", "Back")

    def choose(self, index):
        if index == len(self._items) - 1:
            self.app.pop()
        elif index < self._why or index == len(self._items) - 2:
            self.trump = (self.trump + 1) % 4

    def adjust(self, index, direction, repeat):
        rules = self.app.rules
        if index == self._why and rules.meld_per_signal_step:
            self.signal = self._step(self.signal, direction, rules.bid_min)
            if self.signal is not None and self.over is not None and self.over >= self.signal:
                self.over = None
        elif index == self._why + 1 and self.signal is not None:
            self.over = self._step(self.over, direction, rules.bid_min, self.signal)
        elif index < self._why or index == len(self._items) - 2:
            self.trump = (self.trump + direction) % 4

    def _step(self, value, direction, low, below=None):
        """The next signal bid up or down among none, low .. the last bid before the big steps (or below `below`)."""
        rules = self.app.rules
        top = (rules.bid_big_from if below is None else below) - rules.bid_small_step
        choices = [None] + list(range(low, top + 1, rules.bid_small_step))
        return choices[(choices.index(value) + direction) % len(choices)]
