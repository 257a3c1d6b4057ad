"""Which card may I play: trump, the cards played to this trick and your cards of the suit led and of trump give
the legal cards and why (pinochle.play). Opened from the scores screen (pinochle.app.WHICH_CARD)."""

import pinochle.panel as panel
from pinochle import const
from pinochle.app.screen import Screen
from pinochle.fit import fill, wrap
from pinochle.panel import LEFT, OK, RIGHT
from pinochle.play import legal, trick_winner
from pinochle.rules import SUIT_NAMES, SUITS

# Names a board interns stay in its heap for good: this screen reuses the app's own where they fit (refresh,
# cards, refused, _show, hand, reason) and folds its constants.
_RANKS = const(("A", "10", "K", "Q", "J", "9"))  # pinochle.melds.cards.RANKS, without loading the meld count
# The steps: trump, the trick's cards one by one, then your cards.
_TRUMP = const(0)
_TRICK = const(1)
_HAND = const(2)
_DONE = const(4)  # the trick step's fifth "suit": the trick is whole, on to your cards


def make_screen(app, state):
    return WhichCard(app)


def _name(card, rank_count):
    return _RANKS[card % rank_count] + SUITS[card // rank_count]


class WhichCard(Screen):
    """Trump: UP/DOWN and OK. The trick: UP/DOWN the rank, LEFT/RIGHT the suit (past clubs: done), OK plays the
    card; the trick goes on to your cards by itself when only yours is missing. Your cards: OK marks one held or
    not, and the legal cards show at once. BACK takes back the last step."""

    def __init__(self, app):
        Screen.__init__(self, app)
        self.step = _TRUMP
        self.trump = 0
        self.trick = []
        self.suit = 0  # the trick step's suit (_DONE past clubs)
        self.hand = bytearray(app.rules.size)  # your cards marked held
        self.reason = ""  # the reason last given
        self.shown = None  # what the lines were made from

    def refresh(self):
        shown = (self.step, self.trump, tuple(self.trick), self.suit, bytes(self.hand))
        if shown == self.shown:
            return
        self.shown = shown
        app = self.app
        ranks = app.rules.rank_count
        trump = SUITS[self.trump]
        if self.step == _TRUMP:
            self._header = ("Which card: trump?",)
            self._items = SUIT_NAMES
        elif self.step == _HAND:
            self._show(app)
        else:
            title = "%s trump, trick:" % trump if self.trick else "%s trump, card led?" % trump
            self._header = fill((title,) + tuple(_name(card, ranks) for card in self.trick), app.columns, " ")
            if app.rows >= 5:  # three rows: the trick, the card under the cursor and the next
                self._header += ("L/R: suit or done" if app.keys == "five" else "OK+PRV/NXT suit/done",)
            if self.suit == _DONE:
                self._items = ("done: my cards" if self.trick else "I lead: my cards",)
            else:
                name = SUIT_NAMES[self.suit].lower()
                self._items = tuple("%s of %s" % (_RANKS[rank], name) for rank in range(ranks))

    def cards(self):
        """The cards that matter in your hand, in order: the suit led, then trump while you hold none of the suit
        led (with one, your trumps cannot be played)."""
        if not self.trick:
            return ()
        ranks = self.app.rules.rank_count
        led = self.trick[0] // ranks
        cards = tuple(range(led * ranks, led * ranks + ranks))
        if led != self.trump and not [card for card in cards if self.hand[card]]:
            cards += tuple(range(self.trump * ranks, self.trump * ranks + ranks))
        return cards

    def _show(self, app):
        """The legal cards over your cards' marks, and why."""
        rules = app.rules
        ranks = rules.rank_count
        hand = bytearray(self.hand)
        # Your other cards, neither the suit led nor trump, stand as one card of another suit still unplayed.
        for card in range(rules.size):
            suit = card // ranks
            if suit != self.trump and (not self.trick or suit != self.trick[0] // ranks):
                if self.trick.count(card) < rules.copies:
                    hand[card] += 1
                    break
        cards, why = legal(rules, self.trump, self.trick, hand)
        if [card for card in cards if hand[card] > self.hand[card]]:
            play = ("play any card",)  # the stand-in is legal: so is every card
        else:
            play = fill(("play",) + tuple(_name(card, ranks) for card in cards), app.columns, " ")
        lines = play + wrap(why, app.columns)
        if len(lines) >= app.rows:
            # No room for it under the cards: the reason is said below them, a part at a time, when it changes.
            lines = play
            if why != self.reason:
                app.say(why)
        self.reason = why
        self._header = lines
        self._items = tuple(
            ("[x] %s of %s" if self.hand[card] else "[ ] %s of %s")
            % (_RANKS[card % ranks], SUIT_NAMES[card // ranks].lower())
            for card in self.cards()
        )

    def key(self, token):
        base = panel.base(token)
        if self.step == _TRICK and (base == LEFT or base == RIGHT):
            self.suit = (self.suit + (1 if base == RIGHT else -1)) % 5
            # The same rank in the next suit; "done" is one item, and no rank past the deck's is ever chosen.
            self.selected = 0 if self.suit == _DONE else min(self.selected, self.app.rules.rank_count - 1)
        elif self.step == _HAND and token == OK and self._items:
            card = self.cards()[self.selected]
            if self.hand[card] or not self.refused(card):
                self.hand[card] ^= 1  # trumps marked stay marked, for when the suit led is unmarked again
                self.selected = (self.selected + 1) % len(self.cards())  # on to the next card
        else:
            Screen.key(self, token)

    def choose(self, index):
        rules = self.app.rules
        ranks = rules.rank_count
        if self.step == _TRUMP:
            self.trump = index
            self.step = _TRICK
            self.suit = 1 if index == 0 else 0  # a lead is seldom a trump
            self.selected = 0
            return
        if self.suit != _DONE:
            card = self.suit * ranks + index
            if self.refused(card):
                return
            self.trick.append(card)
            if len(self.trick) < rules.players - 1:
                # The next card most likely follows suit, just above the card winning.
                winning = self.trick[trick_winner(rules, self.trump, self.trick)]
                self.suit = self.trick[0] // ranks
                self.selected = max(0, winning % ranks - 1) if winning // ranks == self.suit else 0
                return
        # Done, or only your card is missing: on to your cards, none marked yet.
        self.step = _HAND
        self.selected = 0
        self.reason = ""
        for card in range(len(self.hand)):
            self.hand[card] = 0

    def refused(self, card):
        """True, and said, when every copy of the card is in the trick already."""
        rules = self.app.rules
        if self.trick.count(card) < rules.copies:
            return False
        self.app.say("all %d %s are played" % (rules.copies, _name(card, rules.rank_count)))
        return True

    def back(self):
        """Back a step: your cards to the trick (taking back the card that made it whole), the trick's last card,
        the trick to trump, trump to the scores screen."""
        rules = self.app.rules
        if self.step == _TRUMP:
            self.app.pop()
            return
        if self.step == _HAND:
            self.step = _TRICK
            if len(self.trick) < rules.players - 1:
                self.selected = 0  # on "done", where it was reached: the trick stays as it was
                return
        elif not self.trick:
            self.step = _TRUMP
            self.selected = self.trump
            return
        card = self.trick.pop()
        self.suit = card // rules.rank_count
        self.selected = card % rules.rank_count
