"""The meld calculator's grid: a suit-by-rank grid of counts with the meld for the trump as it grows. Its
total, parts and bidding help are the next screen's (pinochle.app.meld_result), which opens in its place."""

from pinochle import const
from pinochle.app import tokens
from pinochle.app.screen import Screen
from pinochle.app.tokens import BACK, DOWN, LEFT, OK, RIGHT, UP
from pinochle.melds import evaluate
from pinochle.rules import SUITS

# Ranks as one letter so a suit's row fits 21 columns: "S A1 T0[K2]Q2 J2 90".
_RANK_LETTERS = const("ATKQJ9")


def make_screen(app, state):
    """A new grid (state None: from the scores screen; or hand entry's parked values, over it), or the grid
    back from its meld (state: the grid's values, see Calculator.key)."""
    if state is not None and "cell" in state:
        return Calculator(app, state["hand_entry"], state["hand"], state["cell"], state["trump"])
    return Calculator(app, state)


class Calculator(Screen):
    """The grid. UP/DOWN change the suit, LEFT/RIGHT the rank, OK adds a card (one that cannot be added takes
    the cell back to none, and says why), BACK shows the meld. Opened from a side's meld in hand entry
    (hand_entry: the parked hand's values), its result can be added there."""

    def __init__(self, app, hand_entry=None, hand=None, cell=0, trump=None):
        Screen.__init__(self, app)
        self.hand_entry = hand_entry
        self.hand = hand or bytearray(app.rules.size)
        self.cell = cell
        if trump is None and hand_entry is not None:
            trump = hand_entry["draft"].trump
        self.trump = trump if trump is not None else 0
        self._rows = [""] * 4
        self._stale = True

    def refresh(self):
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
        title = "%s trump %d, %d cards" % (SUITS[self.trump], total, sum(self.hand))
        if len(title) > self.app.columns:
            title = "%s %d, %d cards" % (SUITS[self.trump], total, sum(self.hand))
        self._header = (title,)
        self._items = self._rows

    @property
    def selected(self):
        return self.cell // self.app.rules.rank_count

    def key(self, token):
        base = tokens.base(token)
        rules = self.app.rules
        ranks = rules.rank_count
        suit, rank = divmod(self.cell, ranks)
        if base == UP or base == DOWN:
            self.cell = (suit + (1 if base == DOWN else -1)) % 4 * ranks + rank
        elif base == LEFT or base == RIGHT:
            self.cell = suit * ranks + (rank + (1 if base == RIGHT else -1)) % ranks
        elif token == OK:
            self._add_card(rules, suit, rank)
        elif token == BACK:
            if sum(self.hand):
                # The meld opens in the grid's place; the grid is made anew from these values on the way back.
                grid = {"hand": self.hand, "cell": self.cell, "trump": self.trump, "hand_entry": self.hand_entry}
                self.app.open("pinochle.app.meld_result", grid, ("pinochle.app.calculator", grid))
            else:
                self.app.pop()
        self._stale = True

    def _add_card(self, rules, suit, rank):
        """One more of the card; past the copies a deck has, or past a full hand, the cell goes back to none
        (the way to take cards off), and the bottom line says why."""
        hand = self.hand
        count = hand[self.cell]
        card = ("10" if _RANK_LETTERS[rank] == "T" else _RANK_LETTERS[rank]) + SUITS[suit]
        if count >= rules.copies:
            self.app.say("%s: %d at most, now 0" % (card, rules.copies))
        elif sum(hand) < rules.hand_size:
            hand[self.cell] = count + 1
            return
        elif count:
            self.app.say("full hand: %s now 0" % card)
        else:
            self.app.say("a hand is %d cards" % rules.hand_size)
        hand[self.cell] = 0
