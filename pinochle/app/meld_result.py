"""What the calculator's cards meld: total and parts for a trump, meld for each trump, the offer before trump and
the signal bid, and the way to the bid help. The calculator opens it in the grid's place (pinochle.app.MELD_RESULT)."""

from pinochle.app import BID_HELP, MELD_RESULT
from pinochle.app.screen import Screen
from pinochle.fit import fill, line, lines
from pinochle.melds import evaluate
from pinochle.melds.api import by_trump, offer, part_label
from pinochle.rules import SUITS


def make_screen(app, grid):
    """The meld of the calculator's Grid."""
    if grid.hand_entry is None:
        # On its own, the calculator shows the trump that melds most first.
        totals = by_trump(grid.hand, app.rules)
        grid.trump = totals.index(max(totals))
    return MeldResult(app, grid)


class MeldResult(Screen):
    """Total and parts for the trump (LEFT/RIGHT change it), meld for each trump, the offer, the signal."""

    def __init__(self, app, grid):
        Screen.__init__(self, app)
        self.grid = grid
        self._trump = -1
        self.refresh()

    def refresh(self):
        grid = self.grid
        app = self.app
        rules = app.rules
        trump = grid.trump
        if self._trump == trump:
            return
        self._trump = trump
        hand = grid.hand
        parts = []
        total = evaluate(hand, trump, rules, parts)
        self.total = total
        self._header = ("%s trump: meld %d" % (SUITS[trump], total),)
        columns = app.columns
        rows = ()
        for name, count, points in parts:
            # "double kings around 800" as "kings around x2 800" where the row is narrow; wrapped if still wide.
            label = part_label(name, count)
            short = (name if count == 1 else "%s x%d" % (name, count)).replace("round house", "roundhouse")
            rows += lines(columns, ((label, short), " %d" % points))
        totals = grid.melds = by_trump(hand, rules)  # the bid help's meld, its count left behind with this screen
        rows += fill(["%s%d" % (SUITS[suit], totals[suit]) for suit in range(4)], columns, " ")
        self._offer_row = None
        if rules.meld_per_signal_step:
            # The meld offered to a partner before trump, and the opening bid that shows it: only where the
            # profile's text signals meld in the bidding (single, klemic and call for a card do not).
            from pinochle.bidding.signals import signal_bid

            offered = offer(hand, rules)
            bid = signal_bid(offered, None, rules, app.signal_convention)
            signal = "no signal: under %d" % rules.meld_per_signal_step if bid is None else "signal: open %d" % bid
            self._offer_row = len(rows)
            rows += ("offer %d" % offered, signal)
        actions = []
        if grid.hand_entry is not None:
            # The total is in the title: it goes before the name is shortened.
            add = line(columns, (("Add %d to " % total, "Add to "), grid.hand_entry.side), app.names())
            actions.append((add, self._add))
        actions.append(("Bid help", self._bid_help))
        actions.append(("Next trump", self._next_trump))
        actions.append(("Change cards", app.pop))
        actions.append(("Clear", self._clear))
        self._actions = actions
        self._items = rows + tuple(label for label, _ in actions)
        self.selected = len(rows)  # on the first action

    def choose(self, index):
        first = len(self._items) - len(self._actions)
        if index >= first:
            self._actions[index - first][1]()
        elif index == self._offer_row:
            # What the number is, said where OK has nothing to do (issue 37: it did nothing, and said nothing).
            self.app.say("offer: meld whatever the trump, no runs")
        elif self._offer_row is not None and index > self._offer_row:
            self.app.say("signal: the bid that shows the offer")
        else:
            self.app.say("LEFT/RIGHT: another trump")

    def back(self):
        """BACK leaves the calculator, to where it was opened from (a count to keep is added by its action)."""
        self.app.pop()  # the grid, waiting as values under this screen
        self.app.pop()

    def adjust(self, index, direction, repeat):
        self.grid.trump = (self.grid.trump + direction) % 4

    def _bid_help(self):
        """The bid help in this screen's place; back to the meld, made anew, when it is left."""
        self.app.open(BID_HELP, self.grid, (MELD_RESULT, self.grid))

    def _next_trump(self):
        self.adjust(0, 1, False)

    def _add(self):
        """Add the meld to the value hand entry had on its screen; it shows it once made anew."""
        entry = self.grid.hand_entry
        entry.value += self.total
        entry.added += 1  # players of the side counted: hand entry's cursor follows
        self.app.pop()  # to the grid, then to hand entry: both wait as values, made when shown
        self.app.pop()
        # No notice: there the sum is the number and the calculator's line names whose cards come next; a notice
        # would take the number's row on a small screen.

    def _clear(self):
        grid = self.grid
        hand = grid.hand
        for index in range(len(hand)):
            hand[index] = 0
        grid.cell = 0
        self.app.pop()
