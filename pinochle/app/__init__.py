"""The handheld's app: screens over the ledger, driven by key tokens and a clock. pinochle.app.start makes it at
power-up (pinochle.runner.power_up); the simulator and the tests drive it too."""

import gc

from pinochle import const
from pinochle.app.screen import player
from pinochle.bidding import hand_bid_problem
from pinochle.fit import wrap
from pinochle.ledger import Ledger
from pinochle.memory import drop_on_demand
from pinochle.panel import BIG, ticks_diff
from pinochle.screens import (  # noqa: F401  the screens' names, opened as pinochle.app's (App.open, App.push)
    BID_HELP,
    CALCULATOR,
    DAMAGED,
    HAND_DETAIL,
    HAND_ENTRY,
    HISTORY,
    HOME,
    MELD_RESULT,
    MENU,
    SETTINGS,
    STATS,
    VERDICT,
    WHICH_CARD,
)

_MESSAGE_MS = const(2500)
NOTICE_MS = const(8000)  # a notice the table must not miss: at power-up, saving held back


class Summary:
    """The game so far, as the screens show it: last (the last hand's Settlement, or None), totals and winner (or
    None)."""

    def __init__(self, last, totals, winner):
        self.last = last
        self.totals = totals
        self.winner = winner


class App:
    """app.handle(token, now_ms) for each key token (UP, OK, ...), app.tick(now_ms) every loop pass,
    app.frame() for (exactly `rows` lines of at most `columns` characters, the cursor's row or -1); the lines are
    laid out by pinochle.fit.

    At each commit point (a hand settled or edited, a bid confirmed, settings changed, a new game) the game is
    saved to store (a GameStore, pinochle.store.game; None: not saved), whose save() returns None once the game is
    stored, or a short warning to show. damaged=True (or why the save fails) holds saving back until the table
    chooses a new game; export(app) writes the game as CSV.
    keep_screens=True (a board with heap to spare, as its power-up decides) keeps what a screen loaded once it is
    left, so a screen change neither imports nor collects between the key and the glass.
    """

    def __init__(
        self,
        rules,
        rows=5,
        columns=21,
        team_names=("US", "THEM"),
        store=None,
        ledger=None,
        notice="",
        signals="skip",
        damaged=False,
        export=None,
        keys="five",
        keep_screens=False,
    ):
        self.rows = rows
        self.columns = columns
        self.team_names = tuple(team_names)
        self.store = store  # where each commit saves the game, or None
        self.export = export  # export(app) writes the game as a CSV file and returns its name
        self.keys = keys  # "five", "three", "keypad" or "macropad": the board's keys, for number entry and hints
        self.keep_screens = keep_screens
        self.ledger = ledger if ledger is not None else Ledger(rules)
        self.pending_bid = None  # (declarer, bid[, partner]) confirmed for the hand being entered: survives a cut
        # settings.toml's (profile, options, target, team names) for a new game (pinochle.app.start), or None.
        self.new_game = None
        self.signal_convention = signals  # "skip" or "increment": how the calculator suggests a signal bid
        self.now_ms = None  # unknown until the first tick or key
        self._message = ""
        self._message_until = None
        self._message_ms = 0
        self._message_page = 0
        self._message_part = max(1, rows - 2)  # rows a message's part takes: made by each frame
        self.version = 0  # bumped on every change to the ledger, so screens rebuild their text only then
        self._summary = None
        self._summary_version = -1
        self._frame = None
        self.dirty = True
        # The screens, the scores screen at the bottom. An entry may be a (screen name, state) pair: a screen not
        # made yet, or set aside as its values while another is open in its place (open); _top() makes it.
        self.stack = [(HOME, 0)]
        if notice:
            self.say(notice, NOTICE_MS)
        if damaged and store is not None:
            # Nothing is written over the damaged save until the table answers the question.
            self.store = None
            self.push((DAMAGED, (store, None if damaged is True else damaged)))

    # Where games are kept before New game clears them: a medium for pinochle.archive.store, or the folder of a file
    # archive; used only through pinochle.archive.keep. start_app sets it; None keeps none.
    archive = None

    @property
    def rules(self):
        return self.ledger.rules

    # -- screens --
    def _top(self):
        """The screen on top, made now if it is a (screen name, state) pair. No screen's code is running here, so
        this is where what the screens left loaded on demand is dropped and collected (unless keep_screens): the
        heap holds one screen's code at a time."""
        screen = self.stack[-1]
        if type(screen) is tuple:
            if not self.keep_screens:
                drop_on_demand()
                if hasattr(gc, "mem_free"):  # a board: the module about to load gets whole free blocks
                    gc.collect()
            name, state = screen
            # The app's one import of a screen's module by its name (a name of the table above).
            screen = self.stack[-1] = __import__(name, None, None, ("make_screen",)).make_screen(self, state)
        return screen

    def open(self, name, state, parked):
        """Open screen `name` with `state` in the top one's place; that one waits as `parked`, its own (screen
        name, state) pair, and is made anew when it is back on top."""
        self.stack[-1] = parked
        self.push((name, state))

    def push(self, screen):
        self.stack.append(screen)
        self.dirty = True

    def pop(self):
        if len(self.stack) > 1:
            self.stack.pop()
        self.dirty = True

    def home(self):
        """Back to the scores screen, its cursor on the first entry."""
        self.stack[:] = [(HOME, 0)]
        self.dirty = True

    def say(self, text, duration_ms=_MESSAGE_MS):
        """Show a message on the bottom rows for a while (a refusal, 'saved', a warning), wrapped whole."""
        self._message = text
        self._message_page = 0  # a message longer than the rows beside the cursor's is shown a part at a time
        # Timed from the next tick when said before the clock is known (a notice at power-up).
        self._message_ms = duration_ms
        self._message_until = None if self.now_ms is None else self.now_ms + duration_ms
        self.dirty = True

    # -- names --
    def side_name(self, side):
        """A team's name, or a player's in call for a card."""
        if self.rules.called_partner:
            return player(side)
        return self.team_names[side]

    def names(self):
        """Every side's name, by side: the parts of a fit.line() that name a side index into it."""
        if self.rules.called_partner:
            return tuple(player(seat) for seat in range(self.rules.players))
        return self.team_names

    def seat_name(self, seat):
        if self.rules.called_partner:
            return player(seat)
        return "%s %s" % (player(seat), self.team_names[seat % 2])

    def summary(self):
        """The game's Summary, folded once per ledger change."""
        if self._summary_version != self.version:
            ledger = self.ledger
            last = ledger.settled(ledger.count - 1) if ledger.count else None
            if last is None:
                self._summary = Summary(None, (0,) * (self.rules.players if self.rules.called_partner else 2), None)
            else:
                self._summary = Summary(last, last.totals, last.winner)
            self._summary_version = self.version
        return self._summary

    # -- commit points --
    def commit(self, done=""):
        """The ledger or the settings changed: store the game now and say whether it is safe, after what was
        done when given ("undone: hand 8, saved")."""
        self.version += 1
        cleared = ""
        bid = self.pending_bid
        if bid and hand_bid_problem(self.rules, bid[1], bid[0], self.ledger.next_dealer()):
            # A hand undone, redone or deleted moved the deal: the dealer's forced bid (klemic's 45) is no longer
            # the dealer's. Kept, it could not be played, and the save holding it would not load.
            self.pending_bid = None
            cleared = "the deal moved: bid cleared; "
        said = (done + ", " if done else "") + cleared
        if self.store is None:
            if said:
                self.say(said[:-2])
            return
        problem = self.store.save(self.ledger, self.team_names, self.pending_bid)
        self.say(said + (problem if problem else "saved"))

    # -- the loop's three calls --
    def handle(self, token, now_ms):
        self.now_ms = now_ms
        self._top().key(token)
        self.dirty = True

    def tick(self, now_ms):
        self.now_ms = now_ms
        if self._message and self._message_until is None:
            self._message_until = now_ms + self._message_ms
        if self._message and ticks_diff(now_ms, self._message_until) >= 0:
            if (self._message_page + 1) * self._message_part < len(wrap(self._message, self.columns)):
                self._message_page += 1  # its next part, for as long again
                self._message_until = now_ms + self._message_ms
            else:
                self._message = ""
            self.dirty = True

    def frame(self):
        if self.dirty:
            self._frame = self._render()
            self.dirty = False
        return self._frame

    def _render(self):
        screen = self._top()
        header = screen.header()
        items = screen.items()
        rows = self.rows
        lines = [""] * rows
        # A message is wrapped whole and never covers the title (the header's first row) or the item under the
        # cursor: it takes blank rows at the bottom, else the header's last rows just above the items, else the
        # item list gives up rows (down to the cursor's); one longer than that room is shown in parts.
        message = wrap(self._message, self.columns) if self._message else ()
        item_rows, shown = self._layout(len(header), len(items), rows)
        room = rows - (1 if header else 0) - (1 if items else 0)
        self._message_part = part = max(1, room)
        if len(message) > part:
            message = message[self._message_page * part : (self._message_page + 1) * part]
        count = len(message)
        if count <= rows - shown - item_rows:
            start = rows - count
        elif count < shown:
            start = shown - count
        else:
            item_rows, shown = self._layout(len(header), len(items), max(2 if header and items else 1, rows - count))
            start = rows - count
        for row in range(shown):
            lines[row] = header[row]
        cursor = -1
        if item_rows:
            selected = min(screen.selected, len(items) - 1)
            top = min(max(0, selected - item_rows + 1 if selected >= item_rows else 0), len(items) - item_rows)
            for row in range(item_rows):
                lines[shown + row] = items[top + row]
            cursor = shown + selected - top
        for row in range(max(0, start), min(rows, start + count)):
            lines[row] = message[row - start]
        if 0 < start < rows and lines[start - 1][:1] == BIG:
            lines[start - 1] = ""  # its lower half is under the message
        # Lines as the screens made them: one wider than the screen (a screen's bug) fails the tests and the
        # simulator; the board's view draws what fits.
        return tuple(lines), cursor

    @staticmethod
    def _layout(header, items, rows):
        """(item rows, header rows shown) for `rows`: the items get a row at least, the header what is left."""
        item_rows = max(1, min(items, rows - header)) if items else 0
        return item_rows, max(0, min(header, rows - item_rows))

    # -- the kept games --
    def archived_games(self):
        """(the games kept, oldest first, each a pinochle.archive.ArchivedGame; how many records failed their check
        and were skipped). An area refused (damaged, an older version's) gives none and says why on the screen."""
        from pinochle.archive.keep import archived_games  # on demand: dropped with the screen that asked

        return archived_games(self)
