"""The meld calculator's grid of cards, with the meld for the trump as it grows; BACK shows its meld in the grid's
place. Opened from the scores screen and from hand entry's meld step (pinochle.app.CALCULATOR)."""

import pinochle.panel as panel
from pinochle import const
from pinochle.app import CALCULATOR, MELD_RESULT
from pinochle.app.screen import Grid, Screen, meld_seat, player
from pinochle.fit import line
from pinochle.melds import evaluate
from pinochle.panel import BACK, CCW, CW, DOWN, ERASE, LEFT, OK, RIGHT, UP
from pinochle.rules import SUITS

# Ranks as one letter so a suit's row fits 21 columns: "S A1 T0[K2]Q2 J2 90".
_RANK_LETTERS = const("ATKQJ9")
# On a keypad a suit's row starts with its key, 7 8 9 0 for S H D C; the rank keys are 1-5 (1-6 with nines), in
# the row's order: every key adds a card, with no key to close a suit ("7S A1 T0[K2]Q2 J2 90").
_SUIT_KEYS = const("7890")


def make_screen(app, grid):
    """grid: the Grid to show (from hand entry, or back from its meld), or None for an empty one."""
    return Calculator(app, grid if grid is not None else Grid(app.rules.size))


class Calculator(Screen):
    """UP/DOWN change the suit, LEFT/RIGHT the rank, OK adds a card (one that cannot be added takes the cell back
    to none, and says why), BACK shows the meld."""

    def __init__(self, app, grid):
        Screen.__init__(self, app)
        self.grid = grid
        self._stale = True
        self.keyed = app.keys == "keypad" or app.keys == "macropad"
        self.taking = False  # ERASE typed: the next rank key takes a card off

    def refresh(self):
        if not self._stale:
            return
        self._stale = False
        grid = self.grid
        ranks = self.app.rules.rank_count
        rows = ()
        keyed = self.keyed
        for suit in range(4):
            row = (_SUIT_KEYS[suit] if keyed else "") + SUITS[suit]
            for rank in range(ranks):
                index = suit * ranks + rank
                mark = "[" if index == grid.cell else ("]" if index == grid.cell + 1 and rank else " ")
                row += mark + _RANK_LETTERS[rank] + str(grid.hand[index])
            if grid.cell == suit * ranks + ranks - 1:
                row += "]"
            rows += (row,)
        rules = self.app.rules
        total = evaluate(grid.hand, grid.trump, rules)
        entry = grid.hand_entry
        # From hand entry's meld step: whose cards these are ("P3 H trump 0, 0 cards").
        seat = None if entry is None else meld_seat(rules, entry.side, entry.added)
        whose = "" if seat is None else player(seat) + " "
        cards = sum(grid.hand)
        title = (whose, SUITS[grid.trump], (" trump",), " %d, %d card%s" % (total, cards, "s" if cards != 1 else ""))
        if self.taking:
            title = ("take off: 1-%d" % ranks, (" or suit",))
        elif keyed and not cards:
            # The keys' legend until the first card: the rows show the suits' keys and the ranks' order.
            title = (whose, "1-%d %s" % (ranks, _RANK_LETTERS[:ranks]), (" *off",), (" #meld",))
        self._header = (line(self.app.columns, title),)
        self._items = rows

    @property
    def selected(self):
        return self.grid.cell // self.app.rules.rank_count

    def key(self, token):
        base = panel.base(token)
        grid = self.grid
        rules = self.app.rules
        ranks = rules.rank_count
        suit, rank = divmod(grid.cell, ranks)
        if self.keyed and self._typed(token, rules, suit, rank):
            pass
        elif base == UP or base == DOWN:
            grid.cell = (suit + (1 if base == DOWN else -1)) % 4 * ranks + rank
        elif base == LEFT or base == RIGHT:
            grid.cell = suit * ranks + (rank + (1 if base == RIGHT else -1)) % ranks
        elif token == OK and not self.keyed:
            self._add_card(rules, suit, rank)
        elif token == BACK or token == OK:  # a keypad's OK (#): the cards are in
            if sum(grid.hand):
                self.app.open(MELD_RESULT, grid, (CALCULATOR, grid))  # the grid made anew on the way back
            else:
                self.app.pop()
        self._stale = True

    def _typed(self, token, rules, suit, rank):
        """A keypad's key: a suit key (7 8 9 0) chooses the suit, a rank key (1-5, 1-6 with nines) adds that card
        of it, or after ERASE takes one off (ERASE twice: the card under the cursor, the last typed); OK shows the
        meld; the knob steps the cursor a card at a time. False for the keys the grid's buttons handle."""
        ranks = rules.rank_count
        grid = self.grid
        digit = panel.digit(token)
        if 0 < digit <= ranks:
            grid.cell = suit * ranks + digit - 1
            if self.taking:
                self._take_off(rules, suit, digit - 1)
            else:
                self._key_card(rules, suit, digit - 1)
        elif digit >= 0 and (digit + 3) % 10 < 4:
            grid.cell = (digit + 3) % 10 * ranks + rank  # the same rank in that suit, nothing added
        elif digit >= 0:
            self.app.say("1-%d: a rank, 7-0: a suit" % ranks)
        elif token == ERASE:
            if self.taking:
                self._take_off(rules, suit, rank)
            else:
                self.taking = True
        elif token == CW or token == CCW:
            grid.cell = (grid.cell + (1 if token == CW else -1)) % rules.size
        else:
            self.taking = False
            return False
        return True

    def _key_card(self, rules, suit, rank):
        """One more of a card typed by key; past the deck's copies or a full hand it is refused, nothing
        changed (keys take cards off with ERASE, not by going round)."""
        hand = self.grid.hand
        cell = self.grid.cell
        if hand[cell] >= rules.copies:
            self.app.say("%s: %d at most" % (_card(suit, rank), rules.copies))
        elif sum(hand) >= rules.hand_size:
            self.app.say("a hand is %d cards" % rules.hand_size)
        else:
            hand[cell] += 1

    def _take_off(self, rules, suit, rank):
        self.taking = False
        hand = self.grid.hand
        cell = self.grid.cell
        if hand[cell]:
            hand[cell] -= 1
            self.app.say("%s off" % _card(suit, rank))
        else:
            self.app.say("no %s to take off" % _card(suit, rank))

    def _add_card(self, rules, suit, rank):
        """One more of the card; past the copies a deck has, or past a full hand, the cell goes back to none
        (the way to take cards off), and the bottom line says why."""
        hand = self.grid.hand
        cell = self.grid.cell
        count = hand[cell]
        card = _card(suit, rank)
        if count >= rules.copies:
            self.app.say("%s: %d at most, now 0" % (card, rules.copies))
        elif sum(hand) < rules.hand_size:
            hand[cell] = count + 1
            return
        elif count:
            self.app.say("full hand: %s now 0" % card)
        else:
            self.app.say("a hand is %d cards" % rules.hand_size)
        hand[cell] = 0


def _card(suit, rank):
    return ("10" if _RANK_LETTERS[rank] == "T" else _RANK_LETTERS[rank]) + SUITS[suit]
