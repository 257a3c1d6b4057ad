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
            # Where no row has room for both: who has won (the name whole) and why, over two rows.
            won = lines(columns, ("%s wins: %s" % (name, why),))
        else:
            middles = ("deal " + deal, deal)
            if rules.play_to_target:  # else the game is a round of deals: no target to show
                target = rules.target
                middles = ("deal %s to %d" % (deal, target), "deal %s (%d)" % (deal, target), "deal " + deal)
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
            if app.rows < 5:
                # Three rows: a row of words (who has won, or the names and whose deal), the totals under the
                # names, one entry. The words' row carries no total: a notice takes it (App._notice).
                if winner is not None:
                    top = line(columns, (("%s wins: %s" % (name, why), "%s wins" % name),))
                else:
                    top = _names_and_deal(app, names, ("deal " + deal,), deal)
                wide = "%-*d%*d" % (columns // 2, totals[0], columns - columns // 2, totals[1])
                self._header = (top, wide) if " " in wide.strip() else _sides(names, totals, columns)
            elif winner is not None and (info is None or middles[0] not in info):
                # Names too long for "X wins" between them: who has won and why first, then a row per team.
                self._header = won + _sides(names, totals, columns)
            else:
                info = _names_and_deal(app, names, middles, deal)
                if len(big) - 1 > columns // 2 or " " not in big:  # too wide twice the size, or run together
                    self._header = (info,) + _sides(names, totals, columns) + (last_line,)
                else:
                    # The totals twice the text's size (BIG), each under its team's name.
                    self._header = (info, big, "", last_line)
        # Undo and Redo stay listed when there is nothing to take back: choose() goes by position.
        entry = "New game" if winner is not None else "Resume hand" if app.pending_bid else "New hand"
        # The game's rules beside Settings where they fit (on three rows no other line has room for them).
        settings = line(columns - 2 * digit_keys(app), (("Settings: " + rules.name, "Settings"),))
        if digit_keys(app):
            # Numbered, the last entry's words make room for its number.
            items = (entry, "Meld calculator", "History", "Undo", "Redo", settings, "Stats", "Which card to play")
            self._items = numbered(app, items)
        else:
            self._items = (
                entry,
                "Meld calculator",
                "History",
                "Undo",
                "Redo",
                settings,
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


def _names_and_deal(app, names, middles, deal):
    """The team names at the edges and the first of middles between them, centred; where none fits between the
    whole names, they take their short form, "deal" kept while it fits, then the seat alone (names alike to
    their seventh letter)."""
    columns = app.columns
    info = _centred(middles, names[0], names[1], columns)
    if info is not None:
        return info
    for middle in (" deal %s " % deal, " %s " % deal, " "):
        info = line(columns, (0, middle, 1), app.names())
        if len(info) <= columns:
            break
    spare = " " * ((columns - len(info)) // 2)  # centred, the names at the edges
    return line(columns, (0, spare + middle + spare, 1), app.names())


def _sides(names, totals, columns):
    """A row per team: its name at the left, its total at the right."""
    return tuple("%s %*d" % (name, columns - len(name) - 1, total) for name, total in zip(names, totals))
