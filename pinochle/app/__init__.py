"""The handheld's app: screens over the ledger, driven by key tokens and a clock. pinochle.app.start makes it at
power-up (pinochle.runner.power_up); the simulator and the tests drive it too."""

from pinochle import const
from pinochle.app.screen import player
from pinochle.bidding import hand_bid_problem
from pinochle.fit import wrap
from pinochle.ledger import Ledger
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
    chooses a new game; export(app) writes the game as CSV. A screen's module stays loaded once imported (every
    supported board has room for all of them): a screen change neither imports it again nor collects.
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
    ):
        self.rows = rows
        self.columns = columns
        self.team_names = tuple(team_names)
        self.store = store  # where each commit saves the game, or None
        self.export = export  # export(app) writes the game as a CSV file and returns its name
        self.keys = keys  # "five", "three", "keypad" or "macropad": the board's keys, for number entry and hints
        self.ledger = ledger if ledger is not None else Ledger(rules)
        self.pending_bid = None  # (declarer, bid[, partner]) confirmed for the hand being entered: survives a cut
        self.pending_entry = ()  # (trump, each side's meld) entered after it, saved with it (hand_entry.py)
        # settings.toml's (profile, options, target, team names) for a new game (pinochle.app.start), or None.
        self.new_game = None
        self.signal_convention = signals  # "skip" or "increment": how the calculator suggests a signal bid
        self.now_ms = None  # unknown until the first tick or key
        self._message = ""
        self._message_until = None
        self._message_ms = 0
        self._message_shown = False  # a frame has shown it: its time runs from the next tick
        self._message_page = 0
        self._message_part = max(1, rows - 2)  # rows a message's part takes: made by each frame
        self._message_screen = None  # the screen (and its step) the message is shown on: _identity
        self._made = 0  # screens made or brought to the top so far
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
        """The screen on top, made now if it is a (screen name, state) pair."""
        screen = self.stack[-1]
        if type(screen) is tuple:
            name, state = screen
            # The app's one import of a screen's module by its name (a name of the table above).
            screen = self.stack[-1] = __import__(name, None, None, ("make_screen",)).make_screen(self, state)
            self._made += 1
        return screen

    def open(self, name, state, parked):
        """Open screen `name` with `state` in the top one's place; that one waits as `parked`, its own (screen
        name, state) pair, and is made anew when it is back on top."""
        self.stack[-1] = parked
        self.push((name, state))

    def push(self, screen):
        self.stack.append(screen)
        self._made += 1
        self.dirty = True

    def pop(self):
        if len(self.stack) > 1:
            self.stack.pop()
        self._made += 1
        self.dirty = True

    def home(self):
        """Back to the scores screen, its cursor on the first entry."""
        self.stack[:] = [(HOME, 0)]
        self._made += 1
        self.dirty = True

    def say(self, text, duration_ms=_MESSAGE_MS):
        """Show a message for a while (a refusal, 'saved', a warning) where _notice puts it, wrapped whole."""
        self._message = text
        self._message_screen = None  # the screen in front at the next frame
        self._message_page = 0  # a message longer than the rows beside the cursor's is shown a part at a time
        # Timed from the first tick after a frame has shown it: a slow step between the key and the glass (a CSV
        # written to the drive, a frame drawn) does not eat its time.
        self._message_ms = duration_ms
        self._message_until = None
        self._message_shown = False
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
        problem = self.store.save(self.ledger, self.team_names, self.pending_bid, self.pending_entry)
        self.say(said + (problem if problem else "saved"))

    def keep_entry(self, entered):
        """Save what was entered after the bid with it (a hand's trump and meld, before it is played): a power cut
        during play keeps them. Said only when it fails: the hand is not recorded yet."""
        self.pending_entry = entered
        if self.store is not None:
            problem = self.store.save(self.ledger, self.team_names, self.pending_bid, entered)
            if problem:
                self.say(problem)

    # -- the loop's three calls --
    def handle(self, token, now_ms):
        self.now_ms = now_ms
        if self._message and self._message_screen is None:  # said before any frame (power-up): this screen's
            self._message_screen = self._identity(self._top())
        self._top().key(token)
        self.dirty = True

    def tick(self, now_ms):
        self.now_ms = now_ms
        if self._message and self._message_until is None:
            if not self._message_shown:
                return
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
        item_rows, shown = self._layout(len(header), len(items), rows)
        for row in range(shown):
            lines[row] = header[row]
        cursor = -1
        if item_rows:
            selected = min(screen.selected, len(items) - 1)
            top = min(max(0, selected - item_rows + 1 if selected >= item_rows else 0), len(items) - item_rows)
            for row in range(item_rows):
                lines[shown + row] = items[top + row]
            cursor = shown + selected - top
        if self._message:
            self._notice(lines, shown, item_rows, self._identity(screen))
        # Lines as the screens made them: one wider than the screen (a screen's bug) fails the tests and the
        # simulator; the board's view draws what fits.
        return tuple(lines), cursor

    def _notice(self, lines, shown, item_rows, screen):
        """The message over the rows the design gives a notice, the same on every screen: the blank rows under
        the list, else the heading's rows that carry no number (the lowest first), else the title, which comes
        back when it ends. Never an entry, the number being set, a total or a row a number stands on. It belongs
        to the screen it was said on: when another screen (or another step of it) comes up, it ends.
        Wrapped whole; one longer than its rows is shown in parts, one after the other."""
        if self._message_screen is None:
            self._message_screen = screen
        elif self._message_screen != screen:
            self._message = ""
            return
        self._message_shown = True
        rows = self.rows
        free = tuple(range(shown + item_rows, rows))
        if not free:
            free = tuple(
                row
                for row in range(shown)
                if not carries_number(lines[row]) and not (lines[row] == "" and row and lines[row - 1][:1] == BIG)
            )
        if not free:
            free = (0,)
        self._message_part = part = len(free)
        message = wrap(self._message, self.columns)
        if len(message) > part:
            message = message[self._message_page * part : (self._message_page + 1) * part]
        free = free[len(free) - len(message) :]  # the lowest rows of those
        for at in range(len(message)):
            lines[free[at]] = message[at]

    def _identity(self, screen):
        """What a notice belongs to: the screen (by the number _top gave it as it was made: a reference would keep
        a screen left, module and all, in the heap), and where it asks one thing after another (hand entry, which
        card) its step and side."""
        step = getattr(screen, "step", None)
        return self._made, step if type(step) is int else type(step), getattr(screen, "side", None)

    @staticmethod
    def _layout(header, items, rows):
        """(item rows, header rows shown) for `rows`: the items get a row at least, the header what is left."""
        item_rows = max(1, min(items, rows - header)) if items else 0
        return item_rows, max(0, min(header, rows - item_rows))

    # -- the kept games --
    def kept_games(self):
        """The archive (pinochle.archive.store.Archive) to read the kept games from one at a time: each() yields
        (serial, ArchivedGame) oldest first, then its skipped counts the records that failed their check. None when
        there is no archive, or its area is refused (said on the screen)."""
        from pinochle.archive.keep import kept_games  # on demand: dropped with the screen that asked

        return kept_games(self)


def carries_number(text):
    """True when a row shows a number standing alone (a total, a score, a bid, a need: "-350", "(1500)", "#3"): a
    notice never covers it. A seat (P2), a card (10D) or a suit's meld (S240) is a name, not a number."""
    for token in text.split():
        token = token.strip("()[]<>:,;.+-=/*#")
        if token and token.isdigit():
            return True
    return False
