"""The random key explorer: seeded key scripts (taps, held keys, three-button chords) from many starts, every profile
and option set, both screens and key maps; the screen is checked after every press. Host-only: --help."""

import argparse
import ast
import json
import os
import random
import re
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for _path in (os.path.join(ROOT, "tests", "helpers"), ROOT):
    if _path not in sys.path:
        sys.path.insert(0, _path)

import terminalio  # noqa: E402
import tomllib  # noqa: E402
from drive_fakes import FakeFiles  # noqa: E402
from extreme_games import seeds  # noqa: E402
from notice_rule import notice_problem  # noqa: E402

import pinochle  # noqa: E402
import pinochle.app  # noqa: E402
import pinochle.memory  # noqa: E402
from pinochle.app import HISTORY, HOME  # noqa: E402
from pinochle.app.start import start_app  # noqa: E402
from pinochle.bidding import next_bid  # noqa: E402
from pinochle.device.circuitpython.view import Layout  # noqa: E402
from pinochle.device.input import KeyDecoder  # noqa: E402
from pinochle.fit import short_names, wrap  # noqa: E402
from pinochle.ledger import Ledger  # noqa: E402
from pinochle.melds.cards import RANKS  # noqa: E402
from pinochle.panel import BIG  # noqa: E402
from pinochle.rules import PROFILE_NAMES, SUIT_NAMES, SUITS, get_rules, make_rules  # noqa: E402
from pinochle.runner import config  # noqa: E402
from pinochle.settle import CONCEDED, PLAYED, Hand  # noqa: E402
from pinochle.store import SlotStore  # noqa: E402
from pinochle.store.file_medium import FILE_NAMES, save_files  # noqa: E402
from pinochle.store.game import GameStore, SavedGame  # noqa: E402
from tools.simulator import Simulator, play_word, screen_as_text  # noqa: E402  (first: it sets Blinka up)

USAGE = """\
    .venv/bin/python tools/explore.py                        # the default run (PINOCHLE_EXPLORE_RUNS runs)
    .venv/bin/python tools/explore.py --runs 4000 --presses 250 --log found.jsonl
    .venv/bin/python tools/explore.py --start 1234 /tmp/explore-1234   # a run's start, for the simulator

Each run's seed decides everything: the profile (seed % 6), the screen, the key map and the start (a new game,
totals at the edges of a record, a game won, a damaged save, a save whose checksum holds over content the loader
refuses, a game of random hands), then options, team names (1-10 characters: wide letters, digits, the symbols the
settings take), the target and the keys. A failure prints its seed, the screen and the two commands that replay it
in tools/simulator.py --keys.
"""

RUNS = 1000  # the default run: about a minute of one core (54 ms a run)
PRESSES = 250
HEIGHTS = (64, 32)
MODES = ("five", "three")
STARTS = ("new", "extreme", "over", "damaged", "refused", "played")
SYMBOLS = "".join(chr(code) for code in range(0x21, 0x7F) if not chr(code).isalnum() and chr(code) != ",")
# Names the settings take: printable ASCII, no comma (it separates them), no space at either end (stripped).
NAME_KINDS = ("MW", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "0123456789", SYMBOLS + " ", "abcdefghijklmnopqrstuvwxyz0123456789 ")
# Keys: (word, weight). A tap is a word; NAME~MS holds a key (repeats on arrows; on three buttons OK~MS is BACK
# when long); wait=MS lets a notice run out. On three buttons LEFT and RIGHT are OK+PREV and OK+NEXT chords.
TAPS = (("UP", 3), ("DOWN", 6), ("LEFT", 2), ("RIGHT", 2), ("OK", 8), ("BACK", 2))
CALCULATOR_TAPS = (("UP", 2), ("DOWN", 3), ("LEFT", 2), ("RIGHT", 3), ("OK", 12), ("BACK", 1))
HELD = {"five": ("UP", "DOWN", "LEFT", "RIGHT"), "three": ("PREV", "NEXT", "OK")}
HOLD_MS = (500, 900, 1600, 3000, 5000)


# -- a run's case, from its seed --
class Case:
    def __init__(self, seed):
        pick = random.Random(seed)
        self.seed = seed
        self.profile = PROFILE_NAMES[seed % len(PROFILE_NAMES)]
        rest = seed // len(PROFILE_NAMES)
        self.height = HEIGHTS[rest % 2]
        self.mode = MODES[rest // 2 % 2]
        self.start = STARTS[rest // 4 % len(STARTS)]
        allowed = get_rules(self.profile).allowed_options
        self.options = tuple(option for option in allowed if pick.random() < 0.4)
        self.teams = ("US", "THEM") if pick.random() < 0.3 else (team_name(pick), team_name(pick))
        while self.teams[0] == self.teams[1]:
            self.teams = (self.teams[0], team_name(pick))
        self.target = pick.choice((0, 0, 0, 1, 65535, pick.randint(1, 999), pick.randint(1, 65535)))
        self.signals = pick.choice(("", "skip", "increment"))
        self.start_seed = pick.random()
        self.key_seed = pick.random()

    def keys(self):
        """The run's key words, one at a time: send(the screen on top's class name) gives the next. One key a word,
        now and then a burst of one key tapped 2-5 times; in the calculator mostly OK (cards added), so the big
        hands and their melds come up."""
        pick = random.Random(self.key_seed)
        burst = []
        screen = yield
        while True:
            if not burst:
                word = key_word(pick, self.mode, CALCULATOR_TAPS if screen == "Calculator" else TAPS)
                burst = [word] * (pick.randint(2, 5) if pick.random() < 0.1 and "~" not in word else 1)
            screen = yield burst.pop()

    def settings_text(self):
        """settings.toml for tools/simulator.py: the case's screen, keys and game."""
        values = (
            ("DISPLAY_HEIGHT", self.height),
            ("KEYS", self.mode),
            ("PROFILE", self.profile),
            ("OPTIONS", ",".join(self.options)),
            ("TEAMS", ",".join(self.teams)),
            ("TARGET", self.target),
            ("SIGNALS", self.signals),
        )
        lines = []
        for name, value in values:
            shown = value if isinstance(value, int) else '"%s"' % value.replace("\\", "\\\\").replace('"', '\\"')
            lines.append("PINOCHLE_%s = %s" % (name, shown))
        return "\n".join(lines) + "\n"

    def settings(self):
        """The settings as the simulator reads the text above (config.load over the TOML's values)."""
        values = tomllib.loads(self.settings_text())
        return config.load(values.get)

    def slots(self):
        """{save file name: its bytes} the run starts from (none for a new game)."""
        files = FakeFiles()
        media = save_files("", opener=files.open)
        pick = random.Random(self.start_seed)
        if self.start in ("extreme", "over"):
            found = dict((name, ledger) for name, ledger, _ in seeds(self.profile, self.options))
            GameStore(media).commit(Saved(found[self.start], self.teams))
        elif self.start == "played":
            rules = make_rules(self.profile, self.options, self.target or None)
            GameStore(media).commit(Saved(played_game(rules, pick, pick.randint(2, 16)), self.teams))
        elif self.start == "damaged":  # torn: a frame's bytes with some flipped, CRC and all
            store = GameStore(media)
            store.commit(Saved(seeds(self.profile, self.options)[1][1], self.teams))
            for name in files.content:
                data = files.content[name]
                for _ in range(pick.randint(1, 6)):
                    data[pick.randrange(64)] ^= 1 << pick.randrange(8)
        elif self.start == "refused":  # its checksum holds; the loader refuses what it says
            SlotStore(media).commit(refused_payload(pick))  # the frame a GameStore writes, around these bytes
        return {name.lstrip("/"): bytes(data) for name, data in files.content.items()}


class Saved:
    """What GameStore commits (as a SavedGame): a ledger, the team names and no bid under way."""

    def __init__(self, ledger, team_names):
        self.ledger = ledger
        self.team_names = team_names
        self.pending_bid = None
        self.entered = ()


def played_game(rules, pick, hands):
    """A game of up to `hands` hands drawn at random (those check_hand refuses left out), or until one side wins."""
    ledger = Ledger(rules)
    players = rules.players
    unit = rules.point_unit
    for _ in range(hands * 4):
        if ledger.count >= hands or ledger.winner() is not None:
            break
        declarer = (ledger.next_dealer() + 1 + pick.randrange(players)) % players
        bid = rules.bid_min
        for _ in range(pick.randrange(12)):
            bid = next_bid(rules, bid)
        meld = [pick.choice((0, pick.randrange(60) * unit)) for _ in range(players if rules.called_partner else 2)]
        took = pick.randrange(rules.counters // unit + 1) * unit
        partner = pick.randrange(players) if rules.called_partner else None
        if not rules.called_partner and declarer % 2:
            took = rules.counters - took  # took is per team: the declarers' are the second
        outcome = pick.choice((PLAYED,) * 6 + (CONCEDED,))
        hand = Hand(declarer, bid, meld, (took, rules.counters - took), outcome, partner, pick.randrange(4))
        if outcome == CONCEDED:
            hand.took = None
        try:
            ledger.add(hand)
        except ValueError:
            pass
    return ledger


def refused_payload(pick):
    """A payload whose CRC is good and whose meaning is not: an unknown format, profile or too many names."""
    return pick.choice((b"\x09\x00\x00\x00\x00\xf4\x01\x00\x00", b"\x03\x00\x00\x00\x00\xf4\x01\x00\x00\x05poker"))


def team_name(pick):
    kind = pick.choice(NAME_KINDS)
    name = "".join(pick.choice(kind) for _ in range(pick.randint(1, 10)))
    name = name.strip()
    return name if name else "X"


def key_word(pick, mode, taps):
    roll = pick.random()
    if roll < 0.08:
        return "%s~%d" % (pick.choice(HELD[mode]), pick.choice(HOLD_MS))
    if roll < 0.1:
        return "wait=%d" % pick.choice((1000, 3000, 9000))
    return pick.choices([word for word, _ in taps], [weight for _, weight in taps])[0]


# -- the run --
class Headless(Simulator):
    """The simulator's loop and clock without its glass: a key script plays here as in `simulator.py --keys`."""

    def __init__(self, make_app, layout, mode, long_ms):
        self.view = layout  # its rows and columns, as the board's view has them
        self.app = make_app(layout.rows, layout.columns)
        self.mode = mode
        self.input = KeyDecoder(mode, long_ms=long_ms)
        self.long_ms = long_ms
        self.now = 0
        self.changes = []
        self.tokens = []
        self.update()

    def update(self):
        self.app.frame()
        return 0

    def screen_text(self):
        """(lines, cursor) as the glass would read back: a big line as its text, trailing spaces dropped."""
        lines, cursor = self.app.frame()
        return [line.lstrip(BIG).rstrip() for line in lines], cursor


class CheckedStore(GameStore):
    """The game's store, each save read back by a store of its own over the same files and compared with the app."""

    def __init__(self, media):
        GameStore.__init__(self, media)
        self.differences = []

    def save(self, ledger, team_names, pending_bid, entered=()):
        problem = GameStore.save(self, ledger, team_names, pending_bid, entered)
        if problem is None:
            saved = GameStore(self.media).recover().value
            why = saved_difference(saved, SavedGame(ledger, team_names, pending_bid, entered))
            if why:
                self.differences.append(why)
        return problem


def _entered(game):
    """What a SavedGame or the app holds entered after its bid (the app's only counts with a bid under way)."""
    if isinstance(game, SavedGame):
        return game.entered
    return tuple(game.pending_entry) if game.pending_bid else ()


def saved_difference(saved, game):
    """Why saved (read back) is not game (what was saved: a SavedGame or the app), or None."""
    if saved is None:
        return "the save does not read back"
    ledger, rules, game_rules = saved.ledger, saved.ledger.rules, game.ledger.rules
    for what, read, shown in (
        ("records", bytes(ledger.records), bytes(game.ledger.records)),
        ("rules", (rules.name, rules.options, rules.target), (game_rules.name, game_rules.options, game_rules.target)),
        ("first dealer", ledger.first_dealer, game.ledger.first_dealer),
        ("totals", tuple(ledger.totals()), tuple(game.ledger.totals())),
        ("team names", tuple(saved.team_names), tuple(game.team_names)),
        ("bid under way", tuple(saved.pending_bid or ()), tuple(game.pending_bid or ())),
        ("hand under way", tuple(saved.entered), _entered(game)),
    ):
        if read != shown:
            return "the save's %s read back as %r, the game's are %r" % (what, read, shown)
    return None


def screen_layout(height):
    """The rows and columns of a 128-pixel-wide screen, as the board's view lays out the font."""
    width, glyph_height = terminalio.FONT.get_bounding_box()[:2]
    return Layout(128, height, width, glyph_height)


class Failure(Exception):
    def __init__(self, kind, detail):
        Exception.__init__(self, "%s: %s" % (kind, detail))
        self.kind = kind
        self.detail = detail


def explore(seed, presses=PRESSES, vocabulary=None, stop_at=None):
    """Play a seed's case for `presses` key words, checking after each; returns (case, words played, the simulator,
    Failure or None). stop_at: stop after that many words (the replay test's end)."""
    case = Case(seed)
    vocabulary = vocabulary or Vocabulary()
    files = FakeFiles()
    for name, data in case.slots().items():
        files.content["/" + name] = bytearray(data)
    store = CheckedStore(save_files("", opener=files.open))
    settings = case.settings()
    simulator = Headless(
        lambda rows, columns: start_app(settings, rows, columns, store),  # as the simulator makes it
        screen_layout(case.height),
        case.mode,
        settings.long_press_ms,
    )
    checks = Checks(simulator.app, store, vocabulary)
    played = []
    try:
        checks.after_press()  # the screen at power-up
        keys = case.keys()
        next(keys)
        for _ in range(min(presses, stop_at or presses)):
            word = keys.send(type(simulator.app._top()).__name__)
            played.append(word)
            play_word(simulator, word)
            checks.after_press()
    except Failure as failure:
        return case, played, simulator, failure
    except Exception as error:  # the device would show a traceback: the worst find
        return case, played, simulator, Failure("traceback", "%s: %s" % (type(error).__name__, error))
    return case, played, simulator, None


# -- the checks --
def literals():
    """Every string constant in the package's code (docstrings left out): the words a screen may show."""
    found = []
    for folder, _, names in os.walk(os.path.join(ROOT, "pinochle")):
        for name in names:
            if name.endswith(".py"):
                with open(os.path.join(folder, name)) as file:
                    tree = ast.parse(file.read())
                docstrings = set()
                for node in ast.walk(tree):
                    if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef)) and node.body:
                        first = node.body[0]
                        if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                            docstrings.add(id(first.value))
                for node in ast.walk(tree):
                    if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
                        found.append(node.value)
    return found


_DIRECTIVE = re.compile(r"%[-+ #0]*(\*|\d+)?(\.\d+)?[sdirxc]")
_LETTERS = re.compile(r"[A-Za-z]+")


class Vocabulary:
    """The words the app's own strings hold; a word a directive runs into ('hand%s') may take an ending."""

    def __init__(self):
        self.words = set()
        self.stems = set()
        for text in literals():
            for piece in text.split():
                for part, end in ((match.group(), match.end()) for match in _LETTERS.finditer(piece)):
                    self.words.add(part.lower())
                    if _DIRECTIVE.match(piece, end):
                        self.stems.add(part.lower())
        # Words the code puts together: a suit's letter (S2400: its meld), a card (JD), History's marks (Hn, Sc).
        for suit in SUITS.lower():
            self.words.update([suit, suit + "c", suit + "n"] + [rank.lower() + suit for rank in RANKS])
        self.words.update(("c", "n"))  # -n: no trump, not played
        self.words.update(name.lower()[:-1] for name in SUIT_NAMES)  # "any heart": a suit's name made singular

    def unknown(self, token, names):
        """The letters of token that are no word of the app's or the team names', or None."""
        for match in _LETTERS.finditer(token):
            part = match.group().lower()
            if part in self.words or part in names:
                continue
            if any(part.startswith(stem) and len(part) - len(stem) <= 2 for stem in self.stems):
                continue
            return match.group()
        return None


_NUMBER = re.compile(r"^[+-]?\d+$")


class Checks:
    def __init__(self, app, store, vocabulary):
        self.app = app
        self.store = store
        self.vocabulary = vocabulary
        self.names = name_words(app.team_names)
        self.history_checked = None

    def after_press(self):
        app = self.app
        if self.store.differences:
            raise Failure("save does not read back", self.store.differences[0])
        self.fit()
        self.words()
        self.number_and_cursor()
        self.name_forms()
        if self.history_checked != bytes(app.ledger.records):
            self.history_checked = bytes(app.ledger.records)
            self.history()

    def fit(self):
        """Every header line and item the screen made (not only those in sight), the notice and the frame: none
        wider than the screen."""
        app = self.app
        screen = app._top()
        items = screen.items()
        columns = app.columns
        made = tuple(screen.header()) + tuple(items[row] for row in range(len(items)))
        lines, cursor = app.frame()
        for line in made + tuple(lines):
            width = columns // 2 if line[:1] == BIG else columns
            text = line[1:] if line[:1] == BIG else line
            if len(text) > width:
                raise Failure("wider than the screen", "%r is %d wide, the screen %d" % (text, len(text), width))
        message = app._message
        if message and " ".join(wrap(message, columns)).split() != message.split():
            raise Failure("notice cut", repr(message))

    def words(self):
        """Every word on the screen is whole: one of the app's words, a team name's, a player or a number."""
        lines = self.app.frame()[0]
        for line in lines:
            for token in line.lstrip(BIG).split():
                unknown = self.vocabulary.unknown(token, self.names)
                if unknown:
                    raise Failure("word cut or unknown", "%r in %r" % (unknown, line.lstrip(BIG)))

    def name_forms(self):
        """Each team shows in at most two forms: its name whole and its one short form (fit.short_names), never a
        length between them ("WHITEW" where the short form is "WHIT")."""
        app = self.app
        lines = app.frame()[0]
        if app.rules.called_partner:
            return
        for name, short in zip(app.team_names, short_names(app.team_names)):
            for line in lines:
                for start in range(len(line)):
                    if start and line[start - 1].isalnum() or line[start : start + len(short)] != short:
                        continue
                    end = start + len(short)
                    while end < len(line) and end - start < len(name) and line[end] == name[end - start]:
                        end += 1
                    while end - start > len(short) and line[end - 1] == " ":
                        end -= 1  # the space after the short form, or a word of the name: no cut
                    cut = end - start
                    if len(short) < cut < len(name) and name[cut] != " " and not line[end : end + 1].isalnum():
                        raise Failure(
                            "a third form of a name", "%r in %r: %r or %r only" % (name[:cut], line, name, short)
                        )

    def number_and_cursor(self):
        """The number being set is on the screen whole, and the cursor's item is shown as the screen made it, a
        notice or not."""
        app = self.app
        screen = app._top()
        lines, cursor = app.frame()
        items = screen.items()
        covered = notice_problem(app)
        if covered:
            raise Failure("notice over a number or an entry", covered)
        if len(items):
            selected = min(screen.selected, len(items) - 1)
            if cursor < 0 or lines[cursor] != items[selected]:
                raise Failure("cursor's item not shown", "%r, the screen shows %r" % (items[selected], lines))
        value = number_being_set(screen)
        if value is not None:
            shown = [token.strip("<>:").replace("[", "").replace("]", "") for line in lines for token in line.split()]
            shown += [token.lstrip("0") or "0" for token in shown]  # digit by digit shows its leading zeros
            if str(value) not in shown:
                raise Failure("number being set not shown", "%d, the screen shows %r" % (value, lines))

    def history(self):
        """History's rows add up, hand by hand, to the totals the scores screen shows."""
        app = self.app
        ledger = app.ledger
        totals = tuple(ledger.totals())
        home = made_screen(app, HOME, 0)
        shown = set(int(token) for line in home.header() for token in line.lstrip(BIG).split() if _NUMBER.match(token))
        for total in totals:
            if total not in shown:
                raise Failure("scores screen lacks a total", "%d of %r: %r" % (total, totals, home.header()))
        if not ledger.count:
            return
        history = made_screen(app, HISTORY, None)
        items = history.items()
        rows = [items[row] for row in range(len(items))]
        sums = [0] * len(totals)
        running = None
        for index in range(ledger.count):  # oldest first: History lists the newest first
            numbers = history_numbers(history, rows, index, app)
            if len(numbers) == 2 * len(totals):
                deltas, after = numbers[0::2], numbers[1::2]
            elif len(numbers) == len(totals):
                deltas, after = numbers, None
            else:
                raise Failure("History row unreadable", "hand %d: %r" % (index + 1, rows))
            sums = [total + delta for total, delta in zip(sums, deltas)]
            if after is not None and list(after) != sums:
                raise Failure("History does not add up", "hand %d shows %r, its hands add to %r" % (index, after, sums))
            running = sums
        if tuple(running) != totals:
            raise Failure("History does not add up", "its hands add to %r, the scores screen %r" % (running, totals))


def name_words(names):
    """The words of the team names, and of each shorter form a row may give them (a name cut at its end, never so
    short that two names look alike)."""
    least = max(len(name) for name in names)
    while least > 1 and len(set(name[: least - 1] for name in names)) == len(names):
        least -= 1
    words = set()
    for name in names:
        for length in range(min(least, len(name)), len(name) + 1):
            words.update(part.lower() for part in _LETTERS.findall(name[:length]))
    return words


def number_being_set(screen):
    """The number a number entry shows on its cursor's line, or None (hand entry's bid, meld, counters and nines,
    the settings' target)."""
    if getattr(screen, "editing", None) is not None:
        return screen.target
    if type(screen).__name__ == "HandEntry" and screen.step.number and not screen.selected:
        return screen.value
    return None


def made_screen(app, name, state):
    """A screen made over the app's game, beside those on its stack (the scores screen, History)."""
    return __import__(name, None, None, ("make_screen",)).make_screen(app, state)


def history_numbers(history, rows, index, app):
    """The scores on hand `index`'s rows of History: each side's score and running total, or each score alone."""
    per = history.per
    first = history.offset + (app.ledger.count - 1 - index) * per
    mine = rows[first : first + per]
    tokens = mine[0].split()[2:] if per == 1 else []
    for row in mine[1:]:
        words = row.split()
        if "=" in words:  # a side's own row, "NAME +50 = 310": its name (shortened, digits, even "=") goes
            at = len(words) - 1 - words[::-1].index("=")
            words = words[at - 1 : at + 2]
        tokens += words
    return [int(token) for token in tokens if _NUMBER.match(token)]


# -- reporting --
def replay_commands(case, words, folder=None):
    folder = folder or "/tmp/explore-%d" % case.seed
    python = ".venv/bin/python"
    return (
        "%s tools/explore.py --start %d %s" % (python, case.seed, folder),
        "%s tools/simulator.py --settings %s/settings.toml --save %s --text --keys %s"
        % (python, folder, folder, shell_quote(" ".join(words))),
    )


def pattern(detail, teams):
    """A failure's detail with the team names and numbers made general, to count failures of a kind together."""
    for name in sorted(teams, key=len, reverse=True):
        detail = re.sub(r"(?<![A-Za-z0-9])%s(?![A-Za-z0-9])" % re.escape(repr(name)[1:-1]), "NAME", detail)
    return re.sub(r"\d+", "#", detail)


def shell_quote(text):
    return "'" + text.replace("'", "'\\''") + "'"


def write_start(seed, folder):
    """The case's settings.toml and save files in folder, where the simulator takes them up."""
    case = Case(seed)
    os.makedirs(folder, exist_ok=True)
    for name in FILE_NAMES:
        path = os.path.join(folder, name)
        if os.path.exists(path):
            os.remove(path)
    for name, data in case.slots().items():
        with open(os.path.join(folder, name), "wb") as file:
            file.write(data)
    with open(os.path.join(folder, "settings.toml"), "w") as file:
        file.write(case.settings_text())
    return case


def report(case, words, simulator, failure):
    screen = screen_as_text(simulator)
    start, replay = replay_commands(case, words)
    return (
        "seed %d (%s, %dx%d, %s keys, %s start, options %s, teams %r, target %s): after press %d\n"
        "  %s: %s\n%s\n  replay:\n    %s\n    %s"
        % (
            case.seed,
            case.profile,
            128,
            case.height,
            case.mode,
            case.start,
            ",".join(case.options) or "none",
            case.teams,
            case.target or "the profile's",
            len(words),
            failure.kind,
            failure.detail,
            screen,
            start,
            replay,
        )
    )


def explore_one(seed, presses, vocabulary, failures, out, log):
    """One run; a failure is reported to out, logged as a JSON line and added to failures."""
    case, words, simulator, failure = explore(seed, presses, vocabulary)
    if failure is None:
        return
    text = report(case, words, simulator, failure)
    failures.append((seed, failure.kind, text))
    print(text, file=out)
    if log is not None:
        record = {"seed": seed, "kind": failure.kind, "detail": failure.detail, "presses": len(words)}
        record["pattern"] = pattern(failure.detail, case.teams)
        record["screen"] = screen_as_text(simulator)
        record["replay"] = replay_commands(case, words)
        log.write(json.dumps(record) + "\n")
        log.flush()


def run(first_seed, runs, presses, out=sys.stdout, log=None):
    """Explore runs seeds from first_seed; returns the failures as (seed, kind, report)."""
    vocabulary = Vocabulary()
    failures = []
    started = time.monotonic()
    # Code loaded now and then (screens, profiles, the decoder) stays loaded: the same screens, without compiling
    # a module again at each use.
    kept = pinochle.memory.ON_DEMAND
    loaded = set(sys.modules)
    pinochle.memory.ON_DEMAND = ()
    try:
        for seed in range(first_seed, first_seed + runs):
            explore_one(seed, presses, vocabulary, failures, out, log)
    finally:
        pinochle.memory.ON_DEMAND = kept
        # What the run kept goes again, as the package would have dropped it (tests after it count on that).
        for name in set(sys.modules) - loaded:
            if name.startswith("pinochle."):
                pinochle.forget_module(name)
    kinds = {}
    for _, kind, _ in failures:
        kinds[kind] = kinds.get(kind, 0) + 1
    print(
        "explored %d runs of %d presses from seed %d in %.0f s: %d failed%s"
        % (
            runs,
            presses,
            first_seed,
            time.monotonic() - started,
            len(failures),
            "".join("; %s %d" % pair for pair in sorted(kinds.items())),
        ),
        file=out,
    )
    return failures


def main(argv=None):
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n")[0], epilog=USAGE, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=int(os.environ.get("PINOCHLE_EXPLORE_RUNS", RUNS)))
    parser.add_argument("--presses", type=int, default=PRESSES, help="key words a run (250)")
    parser.add_argument("--seed", type=int, default=int(os.environ.get("PINOCHLE_EXPLORE_SEED", 0)))
    parser.add_argument("--log", help="append each failure to this file as a JSON line")
    parser.add_argument("--start", nargs=2, metavar=("SEED", "DIR"), help="write a run's start for the simulator")
    args = parser.parse_args(argv)
    if args.start:
        write_start(int(args.start[0]), args.start[1])
        return 0
    log = open(args.log, "a") if args.log else None
    try:
        failures = run(args.seed, args.runs, args.presses, log=log)
    finally:
        if log is not None:
            log.close()
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
