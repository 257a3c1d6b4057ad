"""A past hand as recorded and as settled, with Edit and Delete (none for a kept game's hand). Opened from the
history screen in its place (pinochle.app.HAND_DETAIL)."""

from pinochle.app import HAND_ENTRY
from pinochle.app.menu import Menu
from pinochle.app.screen import player, verdict_lines
from pinochle.fit import fill, line
from pinochle.rules import SUITS
from pinochle.settle import NO_MARRIAGE


def make_screen(app, index):
    return HandDetail(app, index)


class HandDetail(Menu):
    """A hand as recorded and as settled, every value and the why, with Edit and Delete: the lines scroll with
    the actions, so a three-row screen shows them all in turn."""

    def __init__(self, app, index):
        ledger = app.ledger
        rules = app.rules
        hand = ledger.hand(index)
        settled = ledger.settled(index)
        self.index = index
        who = app.seat_name(hand.declarer)
        if rules.called_partner:
            who = "%s+%s" % (player(hand.declarer), player(hand.partner))
        # The trump's letter says it is the trump, so a narrow screen that moves it to a row of its own still reads.
        # With no marriage the reason below says it, in the same words: no second phrase for it here.
        trump = SUITS[hand.trump] + " trump" if hand.trump is not None else "no trump"
        columns = app.columns
        bid = "%s bid %d" % (who, hand.bid)
        lines = fill((bid,) if hand.outcome == NO_MARRIAGE else (bid, trump), columns, " ")
        if hand.all_passed:
            lines += ("everyone passed",)
        lines += _each(app, "meld", hand.meld)
        if hand.took is not None:
            if rules.called_partner:
                lines += fill(("took %d" % hand.took[0], "others %d" % hand.took[1]), columns)
            else:
                lines += _each(app, "took", hand.took)
        if hand.nines is not None:
            lines += _each(app, "nines", hand.nines)
        lines += verdict_lines(app, hand, settled.reason, settled.totals, settled.winner)
        # Each side's score for the hand and its total after it, beside its name.
        pieces = tuple(
            line(columns, (side, " %+d = %d" % (settled.delta[side], settled.totals[side])), app.names())
            for side in range(len(settled.delta))
        )
        lines += fill(pieces, columns)
        entries = tuple((text, None) for text in lines)
        if not getattr(app, "read_only", False):  # a kept game's hands are read, never changed (pinochle.app.stats)
            entries += (("Edit", self._edit), ("Delete", self._delete))
        entries += (("Back", app.pop),)
        Menu.__init__(self, app, ("Hand %d, deal %s" % (index + 1, player(settled.dealer)),), entries)

    def _edit(self):
        self.app.push((HAND_ENTRY, self.index))

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

        app.push(Menu(app, ("Delete hand %d?" % (self.index + 1),), (("No", app.pop), ("Yes, delete", delete))))


def _each(app, what, values):
    """'meld US 35, THEM 28': each side's number beside its name, as many to a line as fit."""
    pieces = ["%s %d" % (app.side_name(side), value) for side, value in enumerate(values)]
    pieces[0] = what + " " + pieces[0]
    return fill(pieces, app.columns)
