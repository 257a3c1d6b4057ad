"""Stats across the kept games and the one under way, from the scores screen (pinochle.app.STATS): a sheet of
figures, a row each, every row starting with whose it is; then Save as CSV and the kept games, newest first, each
opened as its History, read only."""

from pinochle.app import HISTORY, STATS
from pinochle.app.screen import Screen
from pinochle.fit import line, lines


def make_screen(app, state):
    if state is not None and type(state) is not int:  # a kept game: its History in a game of its own
        return KeptGame(app, state)
    stats = Stats(app)
    if state:
        stats.selected = state
    return stats


class Stats(Screen):
    """The figures (pinochle.stats) per team name, then per player of call for a card; the kept games follow.
    Digits are arrows here (2 up, 8 down), as on History: the sheet is read by scrolling."""

    def __init__(self, app):
        Screen.__init__(self, app)
        from pinochle.stats import figure_rows, figures

        kept = app.kept_games()
        # Each kept game is folded into the figures as it is read and let go: this screen holds its row and its
        # serial (to read it again when opened), never the games (a full archive's would not fit a board's heap).
        self.serials = []
        game_rows = []
        self._count = 0
        table = figures(self._played(kept, game_rows))
        skipped = kept.skipped if kept is not None else 0
        count = self._count
        columns = app.columns
        said = "%d game%s" % (count, "" if count == 1 else "s")
        bad = (", %d skipped" % skipped) if skipped else ""
        self._header = (line(columns, (("Stats: " + said + bad, said + bad, said),)),)
        if skipped and bad not in self._header[0]:
            self._header += (
                line(
                    columns,
                    ("%d kept games skipped" % skipped, "%d skipped" % skipped),
                ),
            )
        # Names that tell every row's owner apart: a team and a player of the same name share one entry.
        names = tuple(dict.fromkeys(entry.name for entry in table))
        rows = []
        for entry in table:
            at = names.index(entry.name)
            for forms in figure_rows(entry):
                if len(forms) == 1:
                    forms = forms[0]  # one form: words to keep (a 1-tuple is a part fit.line may drop)
                row = line(columns, (at, " ", forms), names)
                if len(row) <= columns:
                    rows.append(row)
                else:  # names alike to their last letter beside a record's largest numbers: the figure under the name
                    rows.append(line(columns, (at, ":"), names))
                    rows.extend(lines(columns, ("  ", forms)))
        if not rows:
            rows.append("no hands yet")
        self.figure_rows = len(rows)
        if game_rows and app.export is not None:
            rows.append("Save all as CSV")
        game_rows.reverse()  # newest first
        self._items = tuple(rows + game_rows)

    def _played(self, kept, game_rows):
        """Each kept game, oldest first, then the one under way, as figures() folds them; a kept game's row and serial
        are noted as it passes, and the games with a hand counted."""
        app = self.app
        if kept is not None:
            for serial, game in kept.each():
                self.serials.append(serial)
                game_rows.append(_game_row(app, len(self.serials), game))
                self._count += 1 if game.ledger.count else 0
                yield game.ledger, game.team_names, game.finished
        ledger = app.ledger
        self._count += 1 if ledger.count else 0
        yield ledger, app.team_names, ledger.winner() is not None

    def choose(self, index):
        app = self.app
        serials = self.serials
        index -= self.figure_rows
        if index < 0:
            return  # a figure: nothing to open
        kept = app.kept_games()  # read again, a game at a time
        if kept is None:
            return
        if app.export is not None:
            if not index:
                from pinochle.app.history import save_csv

                saved = save_csv(app, (game for _, game in kept.each()))
                if saved:  # one file a game: game-NNN.csv, the next free numbers
                    app.say("saved %d CSV files" % len(serials) if len(serials) > 1 else "saved " + saved)
                return
            index -= 1
        # This screen stays under the game's, its figures with it; the kept game opened is the one in the stack.
        for _, game in kept.each(serials[len(serials) - 1 - index]):
            app.push((STATS, game))


def _game_row(app, number, game):
    """'#3 RIVERBEND won 520-380', '#2 P3 won 512', '#1 given up': the game's number (1 the oldest) and its end."""
    ledger = game.ledger
    winner = ledger.winner()
    names = (
        tuple("P%d" % (seat + 1) for seat in range(ledger.rules.players))
        if ledger.rules.called_partner
        else game.team_names
    )
    head = "#%d " % number
    if winner is None:
        return line(app.columns, (head + ("ended, no winner" if game.finished else "given up"),))
    totals = ledger.totals()
    score = " %d" % totals[winner]
    if len(totals) == 2:
        score = " %d-%d" % (totals[winner], totals[1 - winner])
    return line(app.columns, (head, winner, " won", (score,)), names)


class KeptGame(Screen):
    """A kept game's History, read only: the sheet and its hands' details run in an App of their own over the kept
    game's ledger and names, saving nowhere; no Edit or Delete (pinochle.app.hand_detail reads read_only). BACK
    from the sheet comes back to the Stats."""

    def __init__(self, app, game):
        Screen.__init__(self, app)
        from pinochle.app import App

        ledger = game.ledger
        inner = App(
            ledger.rules,
            app.rows,
            app.columns,
            game.team_names,
            ledger=ledger,
            export=app.export,
            keys=app.keys,
        )
        inner.read_only = True
        inner.say = app.say  # its words on this app's screen
        # The sheet over a bottom entry that is never shown: the sheet's BACK leaves it on top, and this screen goes.
        inner.stack[:] = [(HISTORY, None), (HISTORY, None)]
        self.inner = inner

    def key(self, token):
        inner = self.inner
        inner.handle(token, self.app.now_ms)
        if len(inner.stack) < 2:
            self.app.pop()

    def items(self):
        shown, cursor = self.inner.frame()
        self.selected = max(0, cursor)
        return shown
