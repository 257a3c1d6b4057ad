"""Every hand of the game with its details; any hand can be corrected or deleted."""

from pinochle.app.menu import Menu
from pinochle.app.screen import Screen, break_lines
from pinochle.rules import SUITS
from pinochle.settle import settle

_SHORT_RESULTS = {"made": "made", "set": "set", "not-played": "n/p", "conceded": "conc"}


def make_screen(app, state):
    """The history screen, opened from the scores screen (App.open)."""
    return History(app)


class History(Screen):
    """One line a hand, newest first: number, bid and trump, declarer, result and the declarers' score.

    The screen is its own list of lines (len and [row]): a line is made when it is shown, so a long game's
    history takes no heap for the lines off the screen."""

    def header(self):
        return ("History: %d hands" % self.app.ledger.count,)

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
        rules = app.rules
        hand = ledger.hand(index)
        delta, result, _ = settle(rules, hand)
        side = hand.declarer if rules.called_partner else hand.declarer % 2
        trump = SUITS[hand.trump] if hand.trump is not None else "-"
        return "%2d %4d%s P%d %s %+d" % (
            index + 1,
            hand.bid,
            trump,
            hand.declarer + 1,
            _SHORT_RESULTS[result],
            delta[side],
        )

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
    """A hand as recorded and as settled, with Edit and Delete."""

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
        meld = "meld " + "/".join("%d" % value for value in hand.meld)
        if hand.took is not None:
            meld += " took %d/%d" % hand.took
        deltas = " ".join("%+d" % value for value in settled.delta)
        totals = " ".join("%d" % value for value in settled.totals)
        lines = ("Hand %d, deal P%d" % (index + 1, settled.dealer + 1), bid_line, meld)
        lines += break_lines(settled.reason, app.columns)
        # The scores sit in the list, above the actions, so a small screen can scroll to them.
        entries = (
            ("%s = %s" % (deltas, totals), _nothing),
            ("Edit", self._edit),
            ("Delete", self._delete),
            ("Back", app.pop),
        )
        Menu.__init__(self, app, lines[0], entries, 1, lines)

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
