"""Every hand of the game, a line a hand; a hand's details (pinochle.app.hand_detail) open in its place. Opened
from the scores screen (pinochle.app.HISTORY)."""

import pinochle.panel as panel
from pinochle import const
from pinochle.app import HAND_DETAIL, HISTORY
from pinochle.app.screen import Screen, player
from pinochle.fit import best, short_names
from pinochle.panel import DOWN, UP
from pinochle.rules import SUITS

_READ_ONLY = const(30)  # errno EROFS: in edit mode the drive is read-only to the code


def make_screen(app, state):
    history = History(app)
    if state is not None:  # back from a hand's details: the cursor where it was
        history.selected = state
    return history


class History(Screen):
    """The score sheet, newest first, one line a hand: number, declarer, bid and trump ("*" for the stuck dealer,
    "c" conceded, "n" not played), each side's score for the hand and each side's running total, in columns
    under the team names.

    The game is folded once, into one list of numbers, when the screen is made; a line is made only when shown
    (items() is the screen itself), so the lines off the screen take no heap."""

    def __init__(self, app):
        Screen.__init__(self, app)
        ledger = app.ledger
        sides = len(ledger.settled(ledger.count - 1).totals) if ledger.count else 2
        self.sides = sides
        # Each hand's score and running total per side, in a list made at its full size (one grown hand by hand is
        # copied as it grows), and each column's width, so the sheet's columns line up.
        numbers = [0] * (2 * sides * ledger.count)
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
        # How much of a line fits: 0 all of it, 1 the declarer without "P", 2 the scores without "+" too; 3: a
        # hand takes two rows, the bid over the scores (the cursor on the scores, the row above it in sight); 4: a
        # row for the bid and one for each side's score and total (numbers as wide as a record allows).
        self.form = 0
        if sides > 2:  # call for a card: a row per player, named, with the running total
            self.form = 4
        elif ledger.count:
            last = ledger.count - 1
            while self.form < 3 and len(self._line(last, ledger.hand(last))) > app.columns:
                self.form += 1
            if self.form == 3 and max(len(self._scores(index)) for index in range(ledger.count)) + 2 > app.columns:
                self.form = 4
        self.per = (1, 1, 1, 2, 1 + sides)[self.form]  # rows a hand takes
        self.offset = 1 if app.export is not None and ledger.count else 0  # "Save as CSV" first
        # Hand by hand where a hand's rows fit under the heading, else row by row from the newest hand's first.
        self.selected = 0 if self.offset or self.per >= app.rows else self.per - 1

    def _marks(self, hand, index):
        """The trump's letter, then c for conceded, n for not played, * for the stuck dealer (all passed)."""
        from pinochle.settle.outcome import MARKS, outcome_word

        marks = SUITS[hand.trump] if hand.trump is not None else "-"
        marks += MARKS[outcome_word(self.app.rules, hand)]  # the CSV's outcome, as a mark
        if hand.all_passed:
            marks += "*"
        return marks

    def _head(self, index, hand):
        """The hand's number, declarer, bid and trump with its marks."""
        seat = "%d" % (hand.declarer + 1) if self.form in (1, 2) else player(hand.declarer)
        if hand.partner is not None and hand.partner != hand.declarer:  # call for a card: who held the card too
            seat = "%s+%s" % (seat, player(hand.partner))
        widths = self.widths
        return "%*d %s %*d%-*s" % (
            len("%d" % self.app.ledger.count),
            index + 1,
            seat,
            widths[0],
            hand.bid,
            widths[1],
            self._marks(hand, index),
        )

    def _scores(self, index):
        """Each side's score for the hand and running total, in the sheet's columns."""
        widths = self.widths
        numbers = self.numbers
        base = index * 2 * self.sides
        plain = self.form == 2
        row = ""
        for side in (0, 1):
            score = ("%d" if plain else "%+d") % numbers[base + side]
            width = widths[(6 + side) if plain else (2 + 2 * side)]
            row += " %*s %*d" % (width, score, widths[3 + 2 * side], numbers[base + 2 + side])
        return row[1:]

    def _line(self, index, hand):
        return self._head(index, hand) + " " + self._scores(index)

    def refresh(self):
        """The heading, made once: the game does not change while the sheet is on top (an edit or a delete goes
        back to the scores screen)."""
        if self._header:
            return
        count = self.app.ledger.count
        label = "%d hand%s" % (count, "s" if count != 1 else "")
        self._header = ("History: " + label,)
        if not count or self.sides != 2 or self.per > 2:
            return
        # The team names over their score and total columns, when they fit there.
        widths = self.widths
        scores = self._scores(count - 1)
        shown = scores if self.per == 2 else self._line(count - 1, self.app.ledger.hand(count - 1))
        plain = self.form == 2
        blocks = (widths[6 if plain else 2] + widths[3] + 1, widths[7 if plain else 4] + widths[5] + 1)
        left = len(shown) - blocks[0] - blocks[1] - 2 + (self.per == 2) * 2
        # Each name whole over its columns, else in its short form (fit.short_names), else no heading.
        whole = self.app.team_names
        names = [name if len(name) <= block else short for name, short, block in zip(whole, short_names(whole), blocks)]
        if left < 1 or any(len(name) > block for name, block in zip(names, blocks)):
            return
        heading = "%-*s %*s %*s" % (
            left,
            label if len(label) <= left else "#",
            blocks[0],
            names[0],
            blocks[1],
            names[1],
        )
        if len(heading) <= self.app.columns:
            self._header = (heading,)

    def items(self):
        return self

    def __len__(self):
        count = self.app.ledger.count
        return self.offset + count * self.per if count else 1

    def __getitem__(self, row):
        app = self.app
        ledger = app.ledger
        if not ledger.count:
            return "no hands yet"
        if row < self.offset:
            return "Save as CSV"
        row -= self.offset
        index = ledger.count - 1 - row // self.per
        if self.per == 1:
            return self._line(index, ledger.hand(index))
        part = row % self.per
        if not part:
            return self._head(index, ledger.hand(index))
        if self.per == 2:
            return "  " + self._scores(index)
        side = part - 1  # a row of its own: the side's score for the hand and its total, by its name if it fits
        at = index * 2 * self.sides
        # The score and total as wide as the sheet's widest, so every row's name shortens alike.
        widths = self.widths
        score = max(widths[2 + 2 * who] for who in range(self.sides))
        total = max(widths[3 + 2 * who] for who in range(self.sides))
        numbers = " %+*d = %*d" % (score, self.numbers[at + side], total, self.numbers[at + self.sides + side])
        # Numbers as long as a record holds: the indent goes before the name shortens past 4 letters, the name
        # when even that does not fit (names alike to their seventh letter).
        return best(app.columns, app.names(), ("  ", side, numbers), (side, numbers), (" ", numbers))

    def key(self, token):
        if panel.base(token) > panel.BACK:  # the knob and a keypad's 2 and 8 go hand by hand too
            from pinochle.app.digits import list_key

            token = list_key(self, token)
        per = self.per
        if 1 < per < self.app.rows and panel.base(token) in (UP, DOWN) and self.app.ledger.count:
            # Hand by hand: the cursor goes from one hand's last row to the next's.
            stops = ((0,) if self.offset else ()) + tuple(
                range(self.offset + per - 1, self.offset + per * self.app.ledger.count, per)
            )
            at = stops.index(self.selected) if self.selected in stops else 0
            self.selected = stops[(at + (1 if panel.base(token) == DOWN else -1)) % len(stops)]
            return
        Screen.key(self, token)

    def choose(self, index):
        app = self.app
        ledger = app.ledger
        if not ledger.count:
            return
        if index < self.offset:  # Save as CSV
            name = save_csv(app, (app,))
            if name:
                app.say("saved " + name)
            return
        # In the sheet's place: the sheet is made anew on the way back, so its code and numbers are not held.
        app.open(HAND_DETAIL, ledger.count - 1 - (index - self.offset) // self.per, (HISTORY, self.selected))


def save_csv(app, games):
    """Each of games (anything with a ledger and team names: the app, a kept game; taken one at a time, so a generator
    reading the archive holds one game) as a CSV file through app.export: the last file's name, or None once a file
    could not be written (said why; the files before it stay)."""
    name = None
    for game in games:
        try:
            name = app.export(game)
        except OSError as error:
            read_only = error.args and error.args[0] == _READ_ONLY
            app.say("not saved: %s" % ("read-only" if read_only else "drive error"))
            return None
    return name.rsplit("/", 1)[-1] if name else None
