"""Every hand of the game with its details; any hand can be corrected or deleted."""

from array import array

from pinochle.app.menu import Menu
from pinochle.app.screen import Screen, break_lines, verdict_lines
from pinochle.rules import SUITS
from pinochle.settle import forfeit


def make_screen(app, state):
    """The history screen, opened from the scores screen (App.open)."""
    return History(app)


class History(Screen):
    """The score sheet, newest first, one line a hand: number, declarer, bid and trump ("*" for the stuck dealer,
    "c" conceded, "n" not played), each side's score for the hand and each side's running total, in columns
    under the team names.

    The game is folded once when the screen is made, into one array of numbers; a line is made when it is shown,
    so a long game's history takes no heap for the lines off the screen."""

    def __init__(self, app):
        Screen.__init__(self, app)
        ledger = app.ledger
        rules = app.rules
        sides = len(ledger.settled(ledger.count - 1).totals) if ledger.count else 2
        self.sides = sides
        # Each hand's score and running total per side, made at its full size once (growing it would copy it),
        # and each column's width, so the sheet's columns line up.
        numbers = array("i", bytes(8 * sides * ledger.count))
        widths = bytearray(2 + 3 * sides)  # bid, marks, score and total per side, then the scores without "+"
        last = None
        at = 0
        for index in range(ledger.count):
            hand = ledger.hand(index)
            last = ledger.settle_next(index, hand, last)
            widths[0] = max(widths[0], len("%d" % hand.bid))
            widths[1] = max(widths[1], len(self._marks(hand, index)))
            for side in range(sides):
                delta = last.delta[side]
                for column, text in (
                    (2 + 2 * side, "%+d" % delta),
                    (3 + 2 * side, "%d" % last.totals[side]),
                    (2 + 2 * sides + side, "%d" % delta),
                ):
                    widths[column] = max(widths[column], len(text))
            for values in (last.delta, last.totals):
                for value in values:
                    numbers[at] = value
                    at += 1
        self.numbers = numbers
        self.widths = widths
        # How much of the line fits: 0 all, 1 without "P", 2 without "+" too, 3 without the hand number too.
        self.form = 0
        self.rules = rules
        if ledger.count:
            while self.form < 3 and len(self._line(ledger.count - 1, ledger.hand(ledger.count - 1))) > app.columns:
                self.form += 1

    def _marks(self, hand, index):
        """The trump's letter, then c for conceded, n for not played, * for the stuck dealer (all passed)."""
        rules = self.app.rules
        marks = SUITS[hand.trump] if hand.trump is not None else "-"
        if hand.outcome == "conceded":
            marks += "c"
        elif hand.outcome != "played" or forfeit(rules, hand):
            marks += "n"
        if hand.declarer == self.app.ledger.dealer(index) and hand.bid == rules.dealer_bid:
            marks += "*"
        return marks

    def _line(self, index, hand):
        widths = self.widths
        numbers = self.numbers
        base = index * 2 * self.sides
        line = "%*d%-*s" % (widths[0], hand.bid, widths[1], self._marks(hand, index))
        if self.sides == 2:
            for side in (0, 1):
                if self.form < 2:
                    score = "%*s" % (widths[2 + 2 * side], "%+d" % numbers[base + side])
                else:
                    score = "%*d" % (widths[6 + side], numbers[base + side])
                line += " %s %*d" % (score, widths[3 + 2 * side], numbers[base + 2 + side])
        else:  # call for a card: each player's score for the hand
            line += " " + " ".join("%+d" % numbers[base + who] for who in range(self.sides))
        seat = ("P%d " if self.form == 0 else "%d ") % (hand.declarer + 1)
        number = "%*d " % (len("%d" % self.app.ledger.count), index + 1) if self.form < 3 else ""
        return number + seat + line

    def header(self):
        count = self.app.ledger.count
        title = "History: %d hands" % count
        if not count or self.sides != 2:
            return (title,)
        # The team names over their score and total columns, when they fit there.
        widths = self.widths
        line = self._line(count - 1, self.app.ledger.hand(count - 1))
        plain = self.form >= 2
        blocks = (widths[6 if plain else 2] + widths[3] + 1, widths[7 if plain else 4] + widths[5] + 1)
        left = len(line) - blocks[0] - blocks[1] - 2
        names = self.app.team_names
        if left < 1 or len(names[0]) > blocks[0] or len(names[1]) > blocks[1]:
            return (title,)
        label = "%d hand%s" % (count, "s" if count > 1 else "")
        return (
            "%-*s %*s %*s" % (left, label if len(label) <= left else "#", blocks[0], names[0], blocks[1], names[1]),
        )

    def items(self):
        return self

    def __len__(self):
        count = self.app.ledger.count
        return count + (self.app.export is not None) if count else 1

    def __getitem__(self, row):
        app = self.app
        ledger = app.ledger
        if not ledger.count:
            return "no hands yet"
        if app.export is not None:
            if row == 0:
                return "Save as CSV"
            row -= 1
        index = ledger.count - 1 - row
        return self._line(index, ledger.hand(index))

    def choose(self, index):
        app = self.app
        ledger = app.ledger
        if app.export is not None and ledger.count:
            if index == 0:
                self._export()
                return
            index -= 1
        if ledger.count:
            app.push(HandDetail(app, ledger.count - 1 - index))

    def _export(self):
        try:
            name = self.app.export(self.app)
        except OSError as error:
            # Edit mode leaves the drive read-only to the code (errno 30); a full drive is 28.
            self.app.say("not saved: %s" % ("read-only" if error.args and error.args[0] == 30 else "drive error"))
            return
        self.app.say("saved " + name.rsplit("/", 1)[-1])


def _nothing():
    pass


class HandDetail(Menu):
    """A hand as recorded and as settled, every value and the why, with Edit and Delete: the lines scroll with
    the actions, so a three-row screen shows them all in turn."""

    def __init__(self, app, index):
        ledger = app.ledger
        rules = app.rules
        hand = ledger.hand(index)
        settled = ledger.settled(index)
        self.index = index
        self.hand = hand
        trump = SUITS[hand.trump] if hand.trump is not None else "no trump"
        bid_line = "%s bid %d %s" % (app.seat_name(hand.declarer), hand.bid, trump)
        if rules.called_partner:
            bid_line = "P%d+P%d bid %d %s" % (hand.declarer + 1, hand.partner + 1, hand.bid, trump)
        lines = break_lines(bid_line, app.columns) + ("meld " + "/".join("%d" % value for value in hand.meld),)
        if hand.took is not None:
            lines += ("took %d/%d" % hand.took,)
        if hand.nines is not None:
            lines += ("nines %d/%d" % hand.nines,)
        lines += verdict_lines(app, hand, settled.reason, settled.totals, settled.winner)
        deltas = " ".join("%+d" % value for value in settled.delta)
        totals = " ".join("%d" % value for value in settled.totals)
        entries = tuple((line, _nothing) for line in lines)
        entries += (
            ("%s = %s" % (deltas, totals), _nothing),
            ("Edit", self._edit),
            ("Delete", self._delete),
            ("Back", app.pop),
        )
        Menu.__init__(self, app, "Hand %d, deal P%d" % (index + 1, settled.dealer + 1), entries, 0)

    def _edit(self):
        from pinochle.app.hand_entry import start_hand

        start_hand(self.app, self.index, self.hand)

    def _delete(self):
        app = self.app

        def delete():
            try:
                app.ledger.delete(self.index)
            except ValueError as error:
                app.say(str(error))
                return
            app.home()
            app.commit()

        app.push(Menu(app, "Delete hand %d?" % (self.index + 1), (("No", app.pop), ("Yes, delete", delete))))
