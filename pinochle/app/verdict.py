"""A hand's verdict before it is recorded: its words, its scores, Confirm and Go back. Hand entry opens it in its
place once the hand is whole (pinochle.app.VERDICT)."""

from pinochle.app.screen import Screen, verdict_lines
from pinochle.fit import fill, line
from pinochle.ledger import game_winner
from pinochle.settle import settle


def make_screen(app, state):
    """state: (the hand as it will be recorded, its index in the ledger or None for a new one)."""
    return Verdict(app, *state)


class Verdict(Screen):
    def __init__(self, app, hand, index):
        Screen.__init__(self, app)
        self.hand = hand
        self.index = index
        rules = app.rules
        settled = settle(rules, hand)
        delta, reason = settled.delta, settled.reason
        # Each side's score beside its name, as many to a line as fit: those whose why (with the score) is not
        # said above already ("WHITEWATER -550: bid lost" is not followed by "WHITEWATER -550"). A side has a why
        # where settle() noted how it scored (pinochle.settle.explain).
        notes = settled.notes
        pieces = tuple("%s %+d" % (app.side_name(who), delta[who]) for who in range(len(delta)) if not notes[who])
        scores = fill(pieces, app.columns, "  ") if pieces else ()
        if index is None:
            totals = app.summary().totals
        elif index:
            totals = app.ledger.settled(index - 1).totals  # before the hand being corrected
        else:
            totals = (0,) * len(delta)
        totals = tuple(totals[who] + delta[who] for who in range(len(delta)))
        count = app.ledger.count + 1 if index is None else index + 1
        winner = game_winner(rules, hand, totals, count)
        words = verdict_lines(app, hand, reason, totals, winner)
        # The reason's first line is the title, never scrolled off nor under a notice; the rest of the words
        # scroll with the list, the scores just above Confirm, so the menu stays on a three-row screen.
        self._header = words[:1]
        self.lead = words[1:] + scores
        # The cursor on Confirm, unless that would scroll words off the screen: then on the first of them, and
        # OK there confirms too (the words come first; BACK still goes back), which Confirm then says.
        self.selected = len(self.lead) if len(self.lead) + 2 <= app.rows else 0
        confirm = (
            line(app.columns, ("Confirm", (" (or OK above)",))) if self.selected == 0 < len(self.lead) else "Confirm"
        )
        self._items = self.lead + (confirm, "Go back")

    def choose(self, index):
        if index <= len(self.lead):  # Confirm, or the words and scores above it
            self._confirm()
        else:
            # Go back, not asked (bench/presses.py): a Go back by mistake costs what "No, to Confirm" did, one OK
            # on the counters kept, and one on purpose two presses less.
            self.back()

    def _confirm(self):
        app = self.app
        hand = self.hand
        try:
            if self.index is None:
                app.ledger.add(hand)
                app.pending_bid = None
            else:
                app.ledger.replace(self.index, hand)
        except ValueError as error:
            app.say(str(error))
            return
        app.home()
        app.commit()
