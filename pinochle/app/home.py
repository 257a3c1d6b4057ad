"""The scores screen: totals, whose deal, the last hand's reason, and the way to everything else. The bottom of
the app's screens (pinochle.app.HOME)."""

from pinochle import const
from pinochle.app import CALCULATOR, HAND_ENTRY, HISTORY, HOME, SETTINGS, STATS, WHICH_CARD
from pinochle.app.screen import Screen, digit_keys, numbered, player
from pinochle.fit import fill, line, lines
from pinochle.panel import BIG

# The entries by position: the list never changes length, so the menu never shifts under a player's thumb.
_NEW_HAND = const(0)
_UNDO = const(3)
_REDO = const(4)
_SETTINGS = const(5)
# The screen each entry opens; the last, one UP from the first, teaches the play of a trick.
_OPENS = (HAND_ENTRY, CALCULATOR, HISTORY, None, None, SETTINGS, STATS, WHICH_CARD)


def make_screen(app, selected):
    """The scores screen, its cursor on entry `selected` (App._top)."""
    home = Home(app)
    home.selected = selected
    return home


class Home(Screen):
    numbers = True  # digit keys choose the entries by their numbers

    def __init__(self, app):
        Screen.__init__(self, app)
        self._version = -1

    def refresh(self):
        """Rebuild the text only when the ledger changed: labels are made once per change, not per frame."""
        app = self.app
        ledger = app.ledger
        version = (app.version, app.pending_bid)
        if version == self._version:
            return
        self._version = version
        summary = app.summary()
        last, totals, winner = summary.last, summary.totals, summary.winner
        rules = app.rules
        columns = app.columns
        deal = player(ledger.next_dealer())
        if winner is not None:
            from pinochle.settle.explain import game_why

            why = game_why(rules, ledger.hand(ledger.count - 1), totals, winner)
            name = app.side_name(winner)
            # Who has won between the team names, and the rule that decided it below the totals.
            middles = ("%s wins" % name, "GAME OVER")
            last_line = line(columns, (("%s wins: %s" % (name, why), why),))
            # Where no row has room for both: who has won and why, over two rows.
            won = lines(columns, (winner, " wins: " + why), app.names())
        else:
            middles = ("deal " + deal, deal)
            if rules.play_to_target:  # else the game is a round of deals: no target to show
                target = rules.target
                middles = ("deal %s to %d" % (deal, target), "deal %s (%d)" % (deal, target))
                middles += ("%s (%d)" % (deal, target),)
            if last is None:
                last_line = line(columns, (("no hands yet, %s" % rules.name, rules.name),))
            else:
                # The reason when it fits; the hand's details in History have it whole.
                # The reason when it fits, else the hand's result and scores, else its result alone.
                short = "#%d %s" % (last.index + 1, last.result)
                scores = " ".join("%+d" % points for points in last.delta)
                last_line = line(columns, ((last.reason, "%s %s" % (short, scores), short),))
        names = app.team_names
        if rules.called_partner:
            # Each player's total beside their name, as many to a row as fit.
            scores = fill(tuple("%s %d" % (player(who), total) for who, total in enumerate(totals)), columns, "  ")
            self._header = scores + ((_centred(middles, "", "", columns), last_line) if winner is None else won)
        else:
            half = columns // 4
            big = BIG + "%-*d%*d" % (half, totals[0], columns // 2 - half, totals[1])
            info = _centred(middles, names[0], names[1], columns)
            if app.rows < 5 and winner is not None:
                # Three rows at the end: both totals by their names, why the game ended, who won in the entry.
                pair = line(columns, (0, " %d" % totals[0], ("  ", " "), 1, " %d" % totals[1]), app.names())
                # Totals as long as a record allows leave no room for the names on one row: a row per team.
                self._header = (pair, why) if len(pair) <= columns else _sides(names, totals, columns)
            elif app.rows < 5:
                # Three rows: each team's name and total, one entry; the rest on the next screens.
                pair = "%s %d  %s %d" % (names[0], totals[0], names[1], totals[1])
                self._header = (pair,) if len(pair) <= columns else _sides(names, totals, columns)
            elif winner is not None and (info is None or middles[0] not in info):
                # Names too long for "X wins" between them: who has won and why first, then a row per team.
                self._header = won + _sides(names, totals, columns)
            else:
                if info is None:  # no middle fits between the whole names: the names give way, the deal stays
                    middle = " %s " % middles[-1]
                    info = line(columns, (0, middle, 1), app.names())
                    if len(info) > columns:  # names alike to their seventh letter: the names alone
                        middle = " "
                        info = line(columns, (0, middle, 1), app.names())
                    spare = " " * ((columns - len(info)) // 2)  # centred, the names at the edges
                    info = line(columns, (0, spare + middle + spare, 1), app.names())
                if len(big) - 1 > columns // 2 or " " not in big:  # too wide twice the size, or run together
                    self._header = (info,) + _sides(names, totals, columns) + (last_line,)
                else:
                    # The totals twice the text's size (BIG), each under its team's name.
                    self._header = (info, big, "", last_line)
        # Undo and Redo stay listed when there is nothing to take back: choose() goes by position.
        entry = "New game" if winner is not None else "Resume hand" if app.pending_bid else "New hand"
        if app.rows < 5:
            # Three rows hold the totals and one entry: the first says whose deal it is, or who has won.
            said = (": ", winner, " wins") if winner is not None else (", %s deals" % deal,)
            # Room for the entry's number beside it on digit keys.
            entry = line(columns - 2 * digit_keys(app), (entry,) + said, app.names())
        if digit_keys(app):
            # Numbered, the last entry's words make room for its number.
            items = (entry, "Meld calculator", "History", "Undo", "Redo", "Settings", "Stats", "Which card to play")
            self._items = numbered(app, items)
        else:
            self._items = (
                entry,
                "Meld calculator",
                "History",
                "Undo",
                "Redo",
                "Settings",
                "Stats",
                "Which card may I play",
            )

    def choose(self, index):
        app = self.app
        if index == _UNDO or index == _REDO:
            try:
                changed = app.ledger.undo() if index == _UNDO else app.ledger.redo()
            except (ValueError, IndexError) as error:  # a step that no longer fits the game: said, nothing lost
                app.say(str(error))
                return
            if changed:
                number, kind = changed
                what = ("undone: " if index == _UNDO else "redone: ") + "hand %d" % number
                app.commit(what + ("", " delete", "", " edit")[kind])  # "undone: hand 8", "redone: hand 3 edit"
            else:
                app.say("nothing to undo" if index == _UNDO else "nothing to redo")
            return
        # The screen chosen opens in this one's place; this one is made anew on the way back, the cursor kept.
        # Back from Settings the next step is a new hand: the cursor goes there, not back on Settings.
        parked = (HOME, 0 if index == _SETTINGS else index)
        if index == _NEW_HAND and app.summary().winner is not None:
            app.open(SETTINGS, "new game", parked)  # the game is over: ask first
        else:
            app.open(_OPENS[index], None, parked)

    def back(self):
        pass  # the scores screen is the bottom of the stack


def _centred(middles, left, right, columns):
    """left and right at the edges and the first of middles that fits between them, centred."""
    room = columns - len(left) - len(right)
    for middle in middles:
        if len(middle) + 2 <= room or not (left or right) and len(middle) <= columns:
            gap = room - len(middle)
            return left + " " * (gap // 2) + middle + " " * (gap - gap // 2) + right
    return None


def _sides(names, totals, columns):
    """A row per team: its name at the left, its total at the right."""
    return tuple("%s %*d" % (name, columns - len(name) - 1, total) for name, total in zip(names, totals))
