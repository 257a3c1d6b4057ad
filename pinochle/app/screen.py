"""Screen building blocks: a header over a list of items with a cursor, number entry, a verdict's words, and the
values a screen waits as while another is open. Always loaded, with pinochle.app."""

import pinochle.panel as panel
from pinochle.fit import wrap
from pinochle.panel import BACK, CCW, CW, DOWN, LEFT, OK, REPEAT, RIGHT, UP
from pinochle.rules import player  # noqa: F401 (the screens' name for a seat, imported from here)


class Screen:
    """Header lines over a list of items; UP/DOWN move the cursor, OK chooses, BACK leaves. Subclasses set
    _header and _items (in refresh() when they change) and act in choose(); adjust() gets LEFT/RIGHT on an item.
    On digit keys: a digit chooses the entry it numbers (pick()), the knob moves the cursor (CW down), ERASE
    leaves as BACK does; where the screen numbers nothing, 2 4 6 8 are the arrows (a phone's)."""

    selected = 0
    numbers = False  # entries 1 to 9 are chosen by their digits (numbered() shows them)
    _header = ()
    _items = ()

    def __init__(self, app):
        self.app = app

    def refresh(self):
        """Rebuild _header and _items if what they show has changed: text is made once per change, not per frame."""

    def header(self):
        self.refresh()
        return self._header

    def items(self):
        self.refresh()
        return self._items

    def choose(self, index):
        pass

    def adjust(self, index, direction, repeat):
        pass

    def back(self):
        self.app.pop()

    def pick(self, digit):
        """The entry digit key `digit` chooses, or -1: the screen's entries 1 to 9 where it numbers them."""
        if self.numbers and 0 < digit <= min(9, len(self.items())):
            return digit - 1
        return -1

    def key(self, token):
        if panel.base(token) > BACK:  # a digit key's, ERASE or the knob's: what it does on a list
            from pinochle.app.digits import list_key

            token = list_key(self, token)
        base = panel.base(token)
        count = len(self.items())
        if base == UP and count:
            self.selected = (self.selected - 1) % count
        elif base == DOWN and count:
            self.selected = (self.selected + 1) % count
        elif base == LEFT or base == RIGHT:
            self.adjust(self.selected, 1 if base == RIGHT else -1, token & REPEAT)
        elif token == OK and count:
            self.choose(self.selected)
        elif token == BACK:
            self.back()


def digit_keys(app):
    """True on a board with digit keys (the 3x4 keypad, the MacroPad): lists show the numbers that choose."""
    return app.keys == "keypad" or app.keys == "macropad"


def field_token(token):
    """True for a key a number field hands to pinochle.app.digits: a digit, ERASE, a knob's turn, or LEFT or RIGHT
    held (digit by digit); the buttons' other keys never load it."""
    base = panel.base(token)
    return base > BACK or (token & REPEAT and (base == LEFT or base == RIGHT))


def numbered(app, items, chosen=None):
    """The items with the digit that chooses each beside it on a board with digit keys (pinochle.app.digits,
    loaded only there); elsewhere as they are."""
    if not digit_keys(app):
        return items
    from pinochle.app.digits import number_items

    return number_items(app, items, chosen)


def number_change(app, token, repeats):
    """What a key does to a number being entered: (direction, big, times), or None for OK and BACK. UP/DOWN
    move by ten steps (big), LEFT/RIGHT by one; on three buttons the PREV side raises, OK+PREV by one step. The
    knob steps by one, CW up."""
    base = panel.base(token)
    if base == UP or base == DOWN:
        return (1 if base == UP else -1), True, accelerated(repeats)
    if base == LEFT or base == RIGHT:
        direction = 1 if base == RIGHT else -1
        return (-direction if app.keys == "three" else direction), False, accelerated(repeats)
    if base == CW or base == CCW:
        return (1 if base == CW else -1), False, 1
    return None


def number_hint(app, step, big=0, down=0):
    """The keys of number entry on this board, for a header line: `big` (ten steps unless given) and one step,
    up; `down`, when given and not the same, is what one step down takes off (a bid at the foot of bigger steps)."""
    big = big or 10 * step
    if digit_keys(app):
        return "0-9, * erases, # OK"
    if app.keys == "three":
        # Which way the chord goes, said: OK held with PREV raises by one step, as PREV raises by ten.
        hint = "PREV +%d OK+PREV +%d" % (big, step)
        return hint if len(hint) <= app.columns else "PRV +%d OK+PRV +%d" % (big, step)
    if down and down != step:
        return "UP/DN %d  L-%d R+%d" % (big, down, step)
    return "UP/DN %d  L/R %d" % (big, step)


def accelerated(repeats):
    """Steps per press of a held key: 1 at first, then 10, then 100 (bids of 5000, meld of 1500)."""
    if repeats > 24:
        return 100
    if repeats > 8:
        return 10
    return 1


def verdict_lines(app, hand, reason, totals, winner):
    """A settled hand's words, each wrapped whole: the declarers' reason, why any other side scored as it did,
    and the rule that ended the game when this hand ends it (the verdict and a hand's details)."""
    from pinochle.settle.explain import game_why, why_lines

    rules = app.rules
    columns = app.columns
    lines = wrap(reason, columns)
    for why in why_lines(rules, hand, app.side_name):
        lines += wrap(why, columns)
    if winner is not None:
        lines += wrap("%s wins: %s" % (app.side_name(winner), game_why(rules, hand, totals, winner)), columns)
    return lines


def meld_seat(rules, side, added):
    """The seat whose cards the calculator counts next for a side's meld, `added` of its players counted: the
    player in call for a card, a team's two players in turn; None once both are."""
    if rules.called_partner:
        return side
    return side + 2 * added if added < 2 else None


# What a screen waits as while another is open in its place (App.open). Defined here, not in the screens' modules:
# an instance keeps its class's module, code and all, in the heap.
class ParkedHand:
    """Hand entry's values while the verdict or the calculator is open: the hand so far, its index in the ledger
    (None for a new hand), the dealer and the steps to go back to; from the meld step also the side and the value
    being entered, to which the calculator adds."""

    def __init__(self, draft, index, dealer, trail, side=0, value=None, added=0):
        self.draft = draft
        self.index = index
        self.dealer = dealer
        self.trail = trail
        self.side = side
        self.value = value  # None: from the verdict, back to the step before it
        self.added = added  # the side's players whose meld the calculator added


class Grid:
    """The calculator's cards (a count per card), cursor and trump, while its meld is shown; hand_entry is the
    ParkedHand it was opened from, or None."""

    def __init__(self, size, hand_entry=None):
        self.hand = bytearray(size)
        self.cell = 0
        trump = hand_entry.draft.trump if hand_entry is not None else None
        self.trump = trump or 0  # spades while the hand has no trump
        self.hand_entry = hand_entry
        self.melds = ()  # the meld for each trump, once the meld result has counted it (for the bid help)
