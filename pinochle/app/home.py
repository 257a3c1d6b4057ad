"""The scores screen: totals, whose deal, the last hand's reason, and the way to everything else."""

import gc

from pinochle.app.screen import Screen, wrap


class Home(Screen):
    def __init__(self, app):
        Screen.__init__(self, app)
        self._version = -1
        self._header = ()
        self._entries = ()
        self._labels = ()

    def _refresh(self):
        """Rebuild the text only when the ledger changed: labels are made once per change, not per frame."""
        app = self.app
        ledger = app.ledger
        version = (app.version, app.pending_bid)
        if version == self._version:
            return
        # This text lives until the next change: made after a collection it sits low in the heap, not above
        # the space the next screen's module will need (the hand just entered is garbage by now).
        gc.collect()
        self._version = version
        last, totals, winner = app.summary()
        if app.rules.called_partner:
            scores = " ".join("%d" % total for total in totals)
        else:
            scores = "%s %d  %s %d" % (app.team_names[0], totals[0], app.team_names[1], totals[1])
        if winner is not None:
            status = "GAME OVER: %s wins" % app.side_name(winner)
        else:
            status = "hand %d deal P%d" % (ledger.count + 1, ledger.next_dealer() + 1)
            if app.rules.play_to_target:
                status += " to %d" % app.rules.target
                if len(status) > app.columns:
                    status = "#" + status[5:]  # "#12 deal P4 to 5000" fits 21 columns
        reason = last.reason if last else "no hands yet, %s" % app.rules.name
        self._header = (scores, status) + wrap(reason, app.columns)
        entries = []
        if winner is not None:
            entries.append(("New game", self._new_game))
        elif app.pending_bid:
            entries.append(("Resume hand", self._new_hand))
        else:
            entries.append(("New hand", self._new_hand))
        entries.append(("Meld calculator", self._calculator))
        entries.append(("History", self._history))
        # Undo and Redo stay listed so the menu never shifts under a player's thumb.
        entries.append(("Undo", self._undo))
        entries.append(("Redo", self._redo))
        entries.append(("Settings", self._settings))
        self._entries = tuple(entries)
        self._labels = tuple(label for label, _ in entries)
        self.selected = min(self.selected, len(entries) - 1)

    def header(self):
        self._refresh()
        return self._header

    def items(self):
        self._refresh()
        return self._labels

    def choose(self, index):
        self._entries[index][1]()

    def back(self):
        pass  # the scores screen is the bottom of the stack

    def _new_hand(self):
        gc.collect()  # loading a screen's module wants whole free blocks: free what can be freed first
        from pinochle.app.hand_entry import start_hand

        start_hand(self.app)

    def _new_game(self):
        from pinochle.app.settings import confirm_new_game

        confirm_new_game(self.app)

    def _calculator(self):
        gc.collect()
        from pinochle.app.calculator import Calculator

        self.app.push(Calculator(self.app))

    def _history(self):
        gc.collect()
        from pinochle.app.history import History

        self.app.push(History(self.app))

    def _undo(self):
        if self.app.ledger.undo():
            self.app.commit()
        else:
            self.app.say("nothing to undo")

    def _redo(self):
        if self.app.ledger.redo():
            self.app.commit()
        else:
            self.app.say("nothing to redo")

    def _settings(self):
        gc.collect()
        from pinochle.app.settings import Settings

        self.app.push(Settings(self.app))
