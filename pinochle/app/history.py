"""Every hand of the game with its details; any hand can be corrected or deleted."""

from pinochle.app.screen import Menu, Screen, wrap
from pinochle.rules import SUITS
from pinochle.settle import settle

_SHORT_RESULTS = {"made": "made", "set": "set", "not-played": "n/p", "conceded": "conc"}


class History(Screen):
    """One line a hand, newest first: number, bid and trump, declarer, result and the declarers' score."""

    def __init__(self, app):
        Screen.__init__(self, app)
        self._version = None
        self._lines = ()

    def _refresh(self):
        ledger = self.app.ledger
        if self._version == self.app.version:
            return
        self._version = self.app.version
        rules = self.app.rules
        lines = []
        for index in range(ledger.count - 1, -1, -1):
            hand = ledger.hand(index)
            delta, result, _ = settle(rules, hand)
            side = hand.declarer if rules.called_partner else hand.declarer % 2
            trump = SUITS[hand.trump] if hand.trump is not None else "-"
            lines.append(
                "%2d %4d%s P%d %s %+d"
                % (index + 1, hand.bid, trump, hand.declarer + 1, _SHORT_RESULTS[result], delta[side])
            )
        if self.app.export is not None and lines:
            lines.insert(0, "Save as CSV")
        self._lines = tuple(lines) or ("no hands yet",)
        self.selected = min(self.selected, len(self._lines) - 1)

    def header(self):
        self._refresh()
        return ("History: %d hands" % self.app.ledger.count,)

    def items(self):
        self._refresh()
        return self._lines

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
        lines += wrap(settled.reason, app.columns)
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
