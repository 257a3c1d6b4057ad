"""The meld calculator: a suit-by-rank grid of counts, then the total, its parts and the bidding help."""

from pinochle.app.screen import Screen
from pinochle.meld_api import by_trump, offer, part_label
from pinochle.meld_count import evaluate
from pinochle.rules import SUITS
from pinochle.tokens import BACK, DOWN, LEFT, OK, RIGHT, UP

# Ranks as one letter so a suit's row fits 21 columns: "S A1 T0[K2]Q2 J2 90".
_RANK_LETTERS = "ATKQJ9"


def make_screen(app, hand_entry):
    """The calculator over hand entry, which waits parked as its values (pinochle.app.hand_entry)."""
    return Calculator(app, hand_entry)


class Calculator(Screen):
    """The grid. DOWN/RIGHT and UP/LEFT walk the cells in reading order, OK adds a card (a fifth wraps to
    none), BACK shows the meld. Opened from a side's meld in hand entry (hand_entry: the parked hand's values),
    its result can be added there."""

    def __init__(self, app, hand_entry=None):
        Screen.__init__(self, app)
        rules = app.rules
        self.hand_entry = hand_entry
        self.hand = bytearray(rules.size)
        self.cell = 0
        trump = hand_entry["draft"].trump if hand_entry is not None else None
        self.trump = trump if trump is not None else 0
        self._rows = [""] * 4
        self._stale = True

    def _refresh(self):
        if not self._stale:
            return
        self._stale = False
        ranks = self.app.rules.rank_count
        for suit in range(4):
            row = SUITS[suit]
            for rank in range(ranks):
                index = suit * ranks + rank
                mark = "[" if index == self.cell else ("]" if index == self.cell + 1 and rank else " ")
                row += mark + _RANK_LETTERS[rank] + str(self.hand[index])
            if self.cell == suit * ranks + ranks - 1:
                row += "]"
            self._rows[suit] = row
        total = evaluate(self.hand, self.trump, self.app.rules)
        self._title = "%s trump: %d, %d cards" % (SUITS[self.trump], total, sum(self.hand))

    def header(self):
        self._refresh()
        return (self._title,)

    def items(self):
        self._refresh()
        return self._rows

    @property
    def selected(self):
        return self.cell // self.app.rules.rank_count

    def key(self, token):
        base = token & 0x0F
        rules = self.app.rules
        if base == DOWN or base == RIGHT:
            self.cell = (self.cell + 1) % rules.size
        elif base == UP or base == LEFT:
            self.cell = (self.cell - 1) % rules.size
        elif token == OK:
            count = self.hand[self.cell] + 1
            if count > rules.copies or sum(self.hand) >= rules.hand_size:
                count = 0
            self.hand[self.cell] = count
        elif token == BACK:
            if sum(self.hand):
                if self.hand_entry is None:
                    # On its own, the calculator shows the trump that melds most first.
                    totals = by_trump(self.hand, rules)
                    self.trump = totals.index(max(totals))
                self.app.push(MeldResult(self.app, self))
            else:
                self.app.pop()
        self._stale = True


class MeldResult(Screen):
    """Total and parts for the trump (LEFT/RIGHT change it), meld for each trump, the offer, the signal."""

    def __init__(self, app, calculator):
        Screen.__init__(self, app)
        self.calculator = calculator
        self._trump = -1
        self._compute()

    def _compute(self):
        calculator = self.calculator
        app = self.app
        rules = app.rules
        if self._trump == calculator.trump:
            return
        self._trump = calculator.trump
        parts = []
        total = evaluate(calculator.hand, calculator.trump, rules, parts)
        self.total = total
        self._title = "%s trump: meld %d" % (SUITS[calculator.trump], total)
        lines = ["%s %d" % (part_label(name, count), points) for name, count, points in parts]
        totals = by_trump(calculator.hand, rules)
        lines.append(" ".join("%s%d" % (SUITS[suit], totals[suit]) for suit in range(4)))
        offered = offer(calculator.hand, rules)
        lines.append("offer %d" % offered)
        if rules.meld_per_signal_step:
            from pinochle.signals import signal_bid

            bid = signal_bid(offered, None, rules, app.signal_convention)
            lines.append("signal: open %d" % bid)
        actions = []
        if calculator.hand_entry is not None:
            actions.append(("Add %d to %s" % (total, app.side_name(calculator.hand_entry["side"])), self._add))
        actions.append(("Next trump", self._next_trump))
        actions.append(("Change cards", app.pop))
        actions.append(("Clear", self._clear))
        self._actions = actions
        self._items = tuple(lines) + tuple(label for label, _ in actions)
        self.selected = len(lines)  # on the first action

    def header(self):
        self._compute()
        return (self._title,)

    def items(self):
        self._compute()
        return self._items

    def choose(self, index):
        first = len(self._items) - len(self._actions)
        if index >= first:
            self._actions[index - first][1]()

    def adjust(self, index, direction, repeat):
        self.calculator.trump = (self.calculator.trump + direction) % 4

    def _next_trump(self):
        self.adjust(0, 1, False)

    def _add(self):
        """Add the meld to the value hand entry had on its screen; it shows it once rebuilt."""
        entry = self.calculator.hand_entry
        entry["value"] += self.total
        self.app.pop()
        self.app.pop()
        self.app.say("%s meld now %d" % (self.app.side_name(entry["side"]), entry["value"]))

    def _clear(self):
        calculator = self.calculator
        for index in range(len(calculator.hand)):
            calculator.hand[index] = 0
        calculator.cell = 0
        calculator._stale = True
        self.app.pop()
