"""Bid help for the calculator's cards: for each trump the meld, the counters the side may take and the bid that
makes plausible, with the why in words. The meld result opens it in its place (pinochle.app.BID_HELP)."""

from pinochle.app.screen import Screen
from pinochle.bidhelp import estimate, load_table, partner_assumed, plausible_bid, reasons
from pinochle.fit import fill, line
from pinochle.panel import ERASE, digit
from pinochle.rules import SUIT_NAMES, SUITS

# The summary's letter for a trump without a bid, by the reason pinochle.bidhelp gives (docs/estimate.md).
REASON_LETTERS = (("no marriage", "m"), ("meld under", "s"), ("must take", "t"), ("lowest bid", "l"))


def reason_letter(why):
    """The letter of a reason for no bid: "no marriage" is m."""
    for reason, letter in REASON_LETTERS:
        if why.startswith(reason):
            return letter
    raise ValueError(why)


def make_screen(app, grid):
    return BidHelp(app, grid)


class BidHelp(Screen):
    """The bids for every trump on the first line, the why for one trump under it (LEFT/RIGHT or OK change it);
    with meld signals, the partner's signal bid (and the bid before it) entered by LEFT/RIGHT."""

    def __init__(self, app, grid):
        Screen.__init__(self, app)
        self.grid = grid
        load_table(app.rules)  # loaded with the screen; looked up where used, so the screen holds no module
        self.bid = None  # the partner's signal bid, or None: the partner's meld is assumed
        self.high = None  # the bid before it, or None: the partner opened
        self.shown = None
        self.trump = None  # the trump with the highest bid, once the bids are known (refresh)
        self.typed = None  # digits typed into a partner's bid so far

    def partner(self):
        """(the partner's meld, its line)."""
        if self.bid is None:
            meld = partner_assumed(load_table(self.app.rules))
            return meld, "Partner: assume %d" % meld
        from pinochle.bidding.signals import signal_meld

        meld = signal_meld(self.bid, self.high, self.app.rules, self.app.signal_convention)
        return meld, "Partner: bid %d: %d" % (self.bid, meld)

    def refresh(self):
        if self.shown == (self.trump, self.bid, self.high):
            return
        app = self.app
        rules = app.rules
        grid = self.grid
        partner, label = self.partner()
        from pinochle.bidhelp import exchange_meld  # the single deck's exchange (its module is loaded already)

        # (counters, lower quartile, bid or None, why not) for each trump
        table = load_table(rules)
        found = []
        for trump in range(4):
            counters, quartile = estimate(rules, table, grid.hand, trump)
            exchange = exchange_meld(rules, table, grid.hand, trump, grid.melds[trump])
            bid, why = plausible_bid(rules, grid.hand, trump, grid.melds[trump], partner, quartile, exchange[1])
            found.append((counters, quartile, bid, why, exchange[0]))
        if self.trump is None:
            bids = [figures[2] or 0 for figures in found]
            self.trump = bids.index(max(bids)) if max(bids) else grid.trump
        self.shown = (self.trump, self.bid, self.high)
        counters, quartile, bid, why, exchange = found[self.trump]
        meld = grid.melds[self.trump]
        name = SUIT_NAMES[self.trump]
        self._header = (line(app.columns, (("%s: bid to %d" % (name, bid)) if bid else "%s: no bid" % name,)),)
        # Each trump's bid whole, on a second row where four big bids do not fit one ("S1180 H1180 D1200"); no bid is
        # "-" and its reason's letter ("S90 H-m D-t C-l").
        summary = [
            SUITS[trump] + (str(bid) if bid else "-" + reason_letter(why))
            for trump, (_, _, bid, why, _) in enumerate(found)
        ]
        summary = fill(summary, app.columns, " ")
        # The why, a piece a row where two do not fit: each number stays beside its words.
        pieces = ["meld %d + partner %d" % (meld, partner)]
        if exchange:
            pieces.append("exchange +%d meld" % exchange)  # the four cards each way; "about" does not fit 21
        pieces += reasons(rules, grid.hand, self.trump)
        pieces += ["about %d of %d" % (counters, rules.counters), "1 in 4 under %d" % quartile]
        if why:
            pieces.append(why)
        lines = summary + fill(pieces, app.columns)
        self.first = len(lines)  # the partner's line
        entries = (label,)
        if rules.meld_per_signal_step and self.bid is not None:
            entries += ("Bid before: %s" % ("none" if self.high is None else self.high),)
        self._items = lines + entries + ("Next trump", "Back")

    def choose(self, index):
        if index == len(self._items) - 1:
            self.app.pop()
        elif index < self.first or index == len(self._items) - 2:
            self.trump = (self.trump + 1) % 4

    def _choices(self, index):
        """The partner's signal bids on line `index` (theirs, or the bid before it): none and the bids of the
        signal zone (the 50s); None where the line takes no bid."""
        rules = self.app.rules
        first = self.first
        if first <= index <= first + 1 and rules.meld_per_signal_step and (index == first or self.bid is not None):
            top = (rules.bid_big_from if index == first else self.bid) - rules.bid_small_step
            return [None] + list(range(rules.bid_min, top + 1, rules.bid_small_step))
        return None

    def _set(self, index, value):
        if index == self.first:
            self.bid = value
            if value is None or (self.high is not None and self.high >= value):
                self.high = None
        else:
            self.high = value

    def key(self, token):
        """On the partner's lines the digit keys type the bid (ERASE takes a digit off, to none at last)."""
        choices = self._choices(self.selected) if token == ERASE or digit(token) >= 0 else None
        if choices is None:
            Screen.key(self, token)
            return
        typed = self.typed or ""
        if token == ERASE:
            typed = typed[:-1]
            self._set(self.selected, int(typed) if typed and int(typed) in choices else None)
        else:
            typed += "%d" % digit(token)
            if not [bid for bid in choices[1:] if ("%d" % bid).startswith(typed)]:
                self.app.say("signal bids %d to %d" % (choices[1], choices[-1]))  # refused, nothing changed
                return
            if int(typed) in choices:
                self._set(self.selected, int(typed))
            else:
                self.app.say("bid %s" % typed)  # more digits to come
        self.typed = typed

    def adjust(self, index, direction, repeat):
        """LEFT/RIGHT: the partner's signal bid, or the bid before it, through none and the bids of the signal zone
        (the 50s); elsewhere the trump."""
        choices = self._choices(index)
        self.typed = None
        if choices is not None:
            value = self.bid if index == self.first else self.high
            self._set(index, choices[(choices.index(value) + direction) % len(choices)])
        elif index < self.first or index == len(self._items) - 2:
            self.trump = (self.trump + direction) % 4
