"""Which card may I play: trump, the cards played to this trick and your cards of the suit led and of trump give
the legal cards and why (pinochle.play). Opened from the scores screen (pinochle.app.WHICH_CARD)."""

import pinochle.panel as panel
from pinochle import const
from pinochle.app.screen import Screen
from pinochle.fit import fill, wrap
from pinochle.panel import CCW, CW, DOWN, ERASE, LEFT, OK, RIGHT, UP
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
# A keypad's suit keys, S H D C, as in the meld calculator; the rank keys are 1-5 (1-6 with nines).
_SUIT_KEYS = const("7890")


def make_screen(app, state):
    return WhichCard(app)


def _name(card, rank_count):
    return _RANKS[card % rank_count] + SUITS[card // rank_count]


class WhichCard(Screen):
    """Trump: UP/DOWN and OK. The trick: UP/DOWN the rank, LEFT/RIGHT the suit (past clubs: done), OK plays the
    card; the trick goes on to your cards by itself when only yours is missing. Your cards: OK marks one held or
    not, and the legal cards show at once. BACK takes back the last step. On a keypad (key()): a suit key, then
    rank keys, play or mark cards; # ends the trick, then starts the next."""

    def __init__(self, app):
        Screen.__init__(self, app)
        self.step = _TRUMP
        self.trump = 0
        self.trick = []
        self.suit = 0  # the trick step's suit (_DONE past clubs); on a keypad, your cards' suit too
        self.hand = bytearray(app.rules.size)  # your cards marked held
        self.marked = []  # your cards in the order marked, for ERASE
        self.reason = ""  # the reason last given
        self.shown = None  # what the lines were made from
        self.keyed = app.keys == "keypad" or app.keys == "macropad"

    def refresh(self):
        shown = (self.step, self.trump, tuple(self.trick), self.suit, bytes(self.hand))
        if shown == self.shown:
            return
        self.shown = shown
        app = self.app
        ranks = app.rules.rank_count
        trump = SUITS[self.trump]
        keyed = self.keyed
        if self.step == _TRUMP:
            self._header = ("Which card: trump?",)
            self._items = tuple(_SUIT_KEYS[suit] + " " + SUIT_NAMES[suit] for suit in range(4)) if keyed else SUIT_NAMES
        elif self.step == _HAND:
            self._show(app)
        else:
            title = "%s trump, trick:" % trump if self.trick else "%s trump, card led?" % trump
            self._header = fill((title,) + tuple(_name(card, ranks) for card in self.trick), app.columns, " ")
            if keyed:
                # The rank keys are beside the ranks; the suit keys and # are said where the header has room.
                if app.rows >= 5 or len(self._header) == 1:
                    self._header += ("suit 7-0, # " + ("done" if self.trick else "I lead"),)
            elif app.rows >= 5:  # three rows: the trick, the card under the cursor and the next
                self._header += ("L/R: suit or done" if app.keys == "five" else "OK+PRV/NXT suit/done",)
            if self.suit == _DONE:
                self._items = ("done: my cards" if self.trick else "I lead: my cards",)
            else:
                name = SUIT_NAMES[self.suit].lower()
                self._items = tuple(self._key(rank) + "%s of %s" % (_RANKS[rank], name) for rank in range(ranks))

    def _key(self, rank):
        """A rank's key before its card on a keypad ("1 A of hearts"), nothing on buttons."""
        return "%d " % (rank + 1) if self.keyed else ""

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
        """The legal cards over your cards' marks, and why; until a card is marked, the words to mark them."""
        rules = app.rules
        ranks = rules.rank_count
        columns = app.columns
        cards = self.cards()
        self._items = tuple(
            self._key(card % ranks)
            + ("[x] %s of %s" if self.hand[card] else "[ ] %s of %s")
            % (_RANKS[card % ranks], SUIT_NAMES[card // ranks].lower())
            for card in cards
        )
        if cards and not [card for card in cards if self.hand[card]]:
            lines = ("mark your cards", "none held: any card")
            if self.keyed and self.trick[0] // ranks != self.trump:
                lines += ("trump: %s then 1-%d" % (_SUIT_KEYS[self.trump], ranks),)
            self._header = lines
            self.reason = ""
            return
        hand = bytearray(self.hand)
        # Your other cards, neither the suit led nor trump, stand as one card of another suit still unplayed; a
        # hand marked whole has no other card.
        if sum(hand) < rules.hand_size:
            for card in range(rules.size):
                suit = card // ranks
                if suit != self.trump and (not self.trick or suit != self.trick[0] // ranks):
                    if self.trick.count(card) < rules.copies:
                        hand[card] += 1
                        break
        try:
            cards, why = legal(rules, self.trump, self.trick, hand)
        except ValueError as error:  # a hand the deck cannot hold: said, and the marks left as they are
            self._header = wrap("cannot answer: %s" % error, columns)[: app.rows - 1]
            return
        if [card for card in cards if hand[card] > self.hand[card]]:
            play = ("play any card",)  # the stand-in is legal: so is every card
        else:
            play = fill(("play",) + tuple(_name(card, ranks) for card in cards), columns, " ")
        lines = play + wrap(why, columns)
        if len(lines) >= app.rows:
            # No room for it under the cards: the reason is said below them, a part at a time, when it changes.
            lines = play
            if why != self.reason:
                app.say(why)
        self.reason = why
        self._header = lines

    def key(self, token):
        base = panel.base(token)
        if self.keyed and self._typed(token):
            return
        if self.step == _TRICK and (base == LEFT or base == RIGHT):
            self.suit = (self.suit + (1 if base == RIGHT else -1)) % 5
            # The same rank in the next suit; "done" is one item, and no rank past the deck's is ever chosen.
            self.selected = 0 if self.suit == _DONE else min(self.selected, self.app.rules.rank_count - 1)
        elif self.step == _HAND and token == OK and self._items:
            card = self.cards()[self.selected]
            if self.mark(card):
                self.selected = (self.selected + 1) % len(self.cards())  # on to the next card
        else:
            Screen.key(self, token)

    def _typed(self, token):
        """A keypad's key: True when this screen took it. Trump: a suit key. The trick: a suit key chooses the
        suit, a rank key plays that card of it, # ends the trick, ERASE takes a card back, the knob steps the
        suit. Your cards: a rank key marks that card of the suit led (of trump after its key) held or not,
        ERASE takes the last mark back, # starts the next trick with the same trump."""
        ranks = self.app.rules.rank_count
        digit = panel.digit(token)
        suit = (digit + 3) % 10 if digit >= 0 and (digit + 3) % 10 < 4 else -1
        rank = digit - 1 if 0 < digit <= ranks else -1
        step = self.step
        if (token == CW or token == CCW) and step == _TRICK:
            self.key(RIGHT if token == CW else LEFT)  # the knob steps the suit, past clubs to "done"
        elif token == CW or token == CCW:
            Screen.key(self, DOWN if token == CW else UP)
        elif step == _TRUMP:
            if suit >= 0:
                self.choose(suit)
            elif digit >= 0:
                self.app.say("trump: 7-0, S H D C")
            elif token == ERASE:
                self.back()
            else:
                return False
        elif step == _TRICK:
            if suit >= 0:
                self.suit = suit
            elif rank >= 0 and self.suit != _DONE:
                self.selected = rank
                self.choose(rank)
            elif digit >= 0:
                self.app.say("1-%d: a rank, 7-0: a suit" % ranks)
            elif token == OK:
                self.suit = _DONE
                self.choose(0)
            elif token == ERASE:
                self.back()
            else:
                return False
        elif rank >= 0 and self.trick:
            card = self.suit * ranks + rank
            if card in self.cards():
                self.mark(card)
                self.selected = self.cards().index(card)
            else:
                self.app.say("you follow %s: trump does not count" % SUIT_NAMES[self.trick[0] // ranks].lower())
        elif suit >= 0 and self.trick:
            led = self.trick[0] // ranks
            if suit == led or (suit == self.trump and self.trump * ranks in self.cards()):
                self.suit = suit
            elif suit == self.trump:
                self.app.say("you follow %s: trump does not count" % SUIT_NAMES[led].lower())
            else:
                self.app.say("only %s and %s count" % (SUITS[led], SUITS[self.trump]))
        elif digit >= 0:
            self.app.say("you lead: any card" if not self.trick else "1-%d: a rank, 7-0: a suit" % ranks)
        elif token == ERASE:
            while self.marked and not self.hand[self.marked[-1]]:
                self.marked.pop()  # taken back by its own key since
            if self.marked:
                self.mark(self.marked.pop())
            else:
                self.back()
        elif token == OK:
            # The next trick, the same trump.
            del self.trick[:]
            self.step = _TRICK
            self.suit = 1 if self.trump == 0 else 0
            self.selected = 0
        else:
            return False
        return True

    def mark(self, card):
        """Mark the card held, or not held; True when done. A card of the suit led marked while trumps are marked
        says that they no longer count (kept, for when the suit led is unmarked again)."""
        ranks = self.app.rules.rank_count
        hand = self.hand
        if hand[card]:
            hand[card] = 0
            return True
        if self.refused(card):
            return False
        led = self.trick[0] // ranks
        suit = card // ranks
        trumps = [held for held in range(len(hand)) if hand[held] and held // ranks == self.trump]
        if suit == led and suit != self.trump and trumps and len(self.cards()) > ranks:  # the first of the suit led
            self.app.say("you follow %s: your trumps set aside" % SUIT_NAMES[led].lower())
        hand[card] = 1
        self.marked.append(card)
        return True

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
        # Done, or only your card is missing: on to your cards, none marked yet; on a keypad, the suit led's.
        self.step = _HAND
        self.selected = 0
        self.reason = ""
        self.suit = self.trick[0] // ranks if self.trick else 0
        del self.marked[:]
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
                self.suit = _DONE
                return
        elif not self.trick:
            self.step = _TRUMP
            self.selected = self.trump
            return
        card = self.trick.pop()
        self.suit = card // rules.rank_count
        self.selected = card % rules.rank_count
