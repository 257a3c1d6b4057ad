"""The scores screen: totals, whose deal, the last hand's reason, and the way to everything else."""

from pinochle import const
from pinochle.app.screen import Screen, break_lines

# The entries by position: the list never changes length, so the menu never shifts under a player's thumb.
_NEW_HAND = const(0)
_UNDO = const(3)
_REDO = const(4)
# The module of each entry's screen (Undo and Redo open none).
_SCREENS = (
    "pinochle.app.hand_entry",
    "pinochle.app.calculator",
    "pinochle.app.history",
    "",
    "",
    "pinochle.app.settings",
)


def make_screen(app, selected):
    """The scores screen, its cursor on entry `selected` (App._top)."""
    home = Home(app)
    home.selected = selected
    return home


class Home(Screen):
    def __init__(self, app):
        Screen.__init__(self, app)
        self._version = -1
        self._header = ()
        self._labels = ()

    def _refresh(self):
        """Rebuild the text only when the ledger changed: labels are made once per change, not per frame."""
        app = self.app
        ledger = app.ledger
        version = (app.version, app.pending_bid)
        if version == self._version:
            return
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
        self._header = (scores, status) + break_lines(reason, app.columns)
        # Undo and Redo stay listed when there is nothing to take back: choose() goes by position.
        first = "New game" if winner is not None else "Resume hand" if app.pending_bid else "New hand"
        self._labels = (first, "Meld calculator", "History", "Undo", "Redo", "Settings")

    def header(self):
        self._refresh()
        return self._header

    def items(self):
        self._refresh()
        return self._labels

    def choose(self, index):
        app = self.app
        if index == _UNDO or index == _REDO:
            changed = app.ledger.undo() if index == _UNDO else app.ledger.redo()
            if changed:
                app.commit()
            else:
                app.say("nothing to undo" if index == _UNDO else "nothing to redo")
            return
        # The screen chosen opens in this one's place; this one is made anew on the way back, the cursor kept.
        parked = ("pinochle.app.home", index)
        if index == _NEW_HAND and app.summary()[2] is not None:
            app.open("pinochle.app.settings", "new game", parked)  # the game is over: ask first
        else:
            app.open(_SCREENS[index], None, parked)

    def back(self):
        pass  # the scores screen is the bottom of the stack
