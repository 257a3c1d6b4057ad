"""Presses to record hands at the table: the real app behind the real key decoder, on five buttons, three, the
3x4 keypad and the MacroPad, the shortest way on each screen. `python3 bench/presses.py` (`--page`: the table in
docs/performance.md too)."""

import argparse
import copy
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "tests", "helpers"))

from app_driver import record_hand  # noqa: E402
from hands import GAME_TO_500 as GAME  # noqa: E402
from hands import TYPICAL  # noqa: E402

import pinochle.panel as panel  # noqa: E402
from pinochle.app import App  # noqa: E402
from pinochle.app.screen import number_change  # noqa: E402
from pinochle.device.input import KEY_NAMES, LONG_MS, REPEAT_DELAY_MS, KeyDecoder  # noqa: E402
from pinochle.ledger import Ledger  # noqa: E402
from pinochle.rules import make_rules  # noqa: E402

TAP_MS = 80  # how long a press is held
GAP_MS = 150  # from one press to the next
POLL_MS = 10  # the loop's pace, as on the board
_TOKENS = {"UP": panel.UP, "DOWN": panel.DOWN, "LEFT": panel.LEFT, "RIGHT": panel.RIGHT}
# The layouts, each under its header line. The keypad and the MacroPad send their tokens straight to the app (one
# token a press): their digits, # (OK), * (ERASE; held, BACK) and the knob's turns.
LAYOUTS = (("five", "five buttons"), ("three", "three buttons"), ("keypad", "keypad"), ("macropad", "macropad"))
DIGIT_LAYOUTS = ("keypad", "macropad")
_KEYPAD = dict(_TOKENS, OK=panel.OK, BACK=panel.BACK, ERASE=panel.ERASE, CW=panel.CW, CCW=panel.CCW)
_KEYPAD.update(("%d" % digit, panel.DIGIT + digit) for digit in range(10))

# The README's 87-point hand (hearts trump) as grid cells: (suit S H D C, rank A 10 K Q J) -> copies.
HAND_87 = {(0, 0): 1, (0, 2): 2, (0, 3): 2, (0, 4): 2, (1, 0): 1, (1, 1): 1, (1, 2): 3, (1, 3): 2, (1, 4): 1}
HAND_87.update({(2, 3): 2, (2, 4): 1, (3, 3): 2})


# Each other profile's game: (declarer, bid, trump, melds, the declaring side's counters), in the profile's units
# (x10 where every counter is 10); call for a card names the called card's holder and a meld per player.
PROFILE_GAMES = {
    "double-x10": (("P2", 520, "Spades", (180, 340), 300), ("P3", 600, "Hearts", (430, 220), 310)),
    "klemic": (("P2", 55, "Spades", (18, 34), 30), ("P3", 60, "Hearts", (43, 22), 31)),
    "single": (("P2", 250, "Spades", (60, 120), 150), ("P3", 300, "Hearts", (190, 40), 130)),
    "partnership": (("P2", 52, "Spades", (18, 34), 30), ("P3", 67, "Hearts", (43, 22), 31)),
    "call-for-card": (
        ("P2", 55, "Spades", (10, 20, 0, 30, 5), 30, "P4"),
        ("P3", 60, "Hearts", (0, 12, 40, 8, 6), 31, "P5"),
    ),
}


class Board:
    """The app on a board with `mode` buttons: key events in, tokens to the app, presses counted by kind."""

    def __init__(self, mode, profile="double", rows=5):
        rules = make_rules(profile)
        self.mode = mode
        self.app = App(rules, rows=rows, columns=21, ledger=Ledger(rules), keys=mode)
        self.input = None if mode in DIGIT_LAYOUTS else KeyDecoder(mode)
        self.now = 0
        self.counts = {"nav": 0, "number": 0, "card": 0}

    # -- the buttons --
    def _run_to(self, moment):
        while self.now < moment:
            self.now = min(self.now + POLL_MS, moment)
            token = self.input.next_token(self.now) if self.input is not None else 0
            while token:
                self.app.handle(token, self.now)
                token = self.input.next_token(self.now)
            self.app.tick(self.now)

    def act(self, name, kind):
        """One press that sends token `name`: a tap, or on three buttons a long OK (BACK) or a chord."""
        self.counts[kind] += 1
        start = self.now + GAP_MS
        if self.input is None:
            self._run_to(start)
            self.app.handle(_KEYPAD[self._keypad_name(name)], self.now)
            self._run_to(start + TAP_MS)
            return
        names = KEY_NAMES[self.mode]
        # HOLD: RIGHT held to its first repeat (OK held with NEXT on three buttons), which asks a number for digit
        # by digit.
        held = TAP_MS
        if name == "HOLD":
            name, held = "RIGHT", REPEAT_DELAY_MS + 3 * POLL_MS
        if self.mode == "three":
            ok = names.index("OK")
            if name == "BACK":
                events = ((ok, True, start), (ok, False, start + LONG_MS + 50))
            elif name in ("LEFT", "RIGHT"):
                side = names.index("PREV" if name == "LEFT" else "NEXT")
                events = ((ok, True, start), (side, True, start + 1), (side, False, start + held))
                events += ((ok, False, start + held + 1),)
            else:
                key = names.index({"UP": "PREV", "DOWN": "NEXT"}.get(name, name))
                events = ((key, True, start), (key, False, start + TAP_MS))
        else:
            key = names.index(name)
            events = ((key, True, start), (key, False, start + held))
        for key, pressed, moment in events:
            self._run_to(moment)
            self.input.key_event(key, pressed, moment)
        self._run_to(events[-1][2] + POLL_MS)

    def _keypad_name(self, name):
        """The key that sends `name` on the keypad or the MacroPad: on a list with nothing numbered the keypad's
        arrows (2 8 4 6) or the knob; else the name (the five buttons beside the keypad give the arrows)."""
        if name in ("UP", "DOWN", "LEFT", "RIGHT") and not getattr(self.screen(), "numbers", True):
            if self.mode == "macropad" and name in ("UP", "DOWN"):
                return "CCW" if name == "UP" else "CW"
            return {"UP": "2", "DOWN": "8", "LEFT": "4", "RIGHT": "6"}[name]
        return name

    # -- what a player does on a screen --
    def screen(self):
        return self.app._top()

    def lines(self):
        return self.app.frame()[0]

    def choose(self, label):
        """The shortest way round the list to the item that starts with label, then OK."""
        screen = self.screen()
        items = screen.items()
        found = [index for index, item in enumerate(items) if _unnumbered(item).startswith(label)]
        if not found:
            raise AssertionError("no %r on:\n%s" % (label, "\n".join(self.lines())))
        index = found[0]
        if self.input is None:
            digits = [digit for digit in range(10) if screen.pick(digit) == index]
            if digits:  # chosen by its number: one press
                self.act("%d" % digits[0], "nav")
                return
        down = (index - screen.selected) % len(items)
        up = (screen.selected - index) % len(items)
        for _ in range(min(up, down)):
            self.act("DOWN" if down <= up else "UP", "nav")
        self.act("OK", "nav")

    def number(self, value):
        """The fewest presses from the shown value to `value` (found on copies of the screen), then OK: by the
        arrows on buttons, by the knob or typed on digit keys."""
        screen = self.screen()
        app = self.app
        keys = []
        names = ("CW", "CCW") if self.mode == "macropad" else () if self.mode == "keypad" else tuple(_TOKENS)
        for name in names:
            direction, big, _ = number_change(app, _KEYPAD[name], 0)
            keys.append((name, direction, big))
        if self.input is None and screen.value != value:
            typed = tuple("%d" % value)
            if not keys or abs(value - screen.value) >= len(typed):  # the knob's one steps cost more
                for name in typed:
                    self.act(name, "number")
                assert self.screen().value == value, (value, self.lines())
                self.act("OK", "nav")
                return
        ways = {screen.value: ()}
        frontier = [screen.value]
        while value not in ways and frontier:
            following = []
            for shown in frontier:
                for name, direction, big in keys:
                    if big and direction < 0 and screen.items()[-1].startswith("Meld calculator") and shown < 10:
                        continue  # there DOWN goes to the calculator
                    trial = copy.copy(screen)
                    trial.step = copy.copy(screen.step)  # a step moving a copy's number acts on the copy
                    trial.step.entry = trial
                    trial.value = shown
                    trial.move(direction, big, 1)
                    if trial.value not in ways:
                        ways[trial.value] = ways[shown] + (name,)
                        following.append(trial.value)
            frontier = following
        way = ways.get(value)
        by_digit = _by_digit(screen, value)
        if way is None or len(by_digit) < len(way):
            way = by_digit
        for name in way:
            self.act(name, "number")
        assert self.screen().value == value, (value, self.lines())
        self.act("OK", "nav")

    def record_hand(self, declarer, bid, trump, melds, took):
        record_hand(self, declarer, bid, trump, melds, took)  # Play it asked only when they cannot make it
        # OK confirms the verdict where the cursor starts: on Confirm, or on the words above it when Confirm
        # would scroll them off.
        assert any(item.startswith("Confirm") for item in self.screen().items()), self.lines()
        self.act("OK", "nav")

    def record_called(self, declarer, bid, trump, melds, took, partner):
        """A call-for-card hand: the called card's holder after the bid."""
        self.choose("New hand")
        self.choose(declarer)
        self.number(bid)
        self.choose(partner)
        self.choose(trump)
        for meld in melds:
            self.number(meld)
        if "Play it" in self.lines():
            self.choose("Play it")
        self.number(took)
        self.act("OK", "nav")

    def counted(self):
        """The presses so far, all kinds."""
        return sum(self.counts.values())

    def cards(self, cells):
        """Cards into the calculator's grid from its first cell: (suit, rank) -> copies; then BACK to the meld. On
        digit keys a suit key (7 8 9 0) where the suit changes and a rank key (1-5) a card; then # for the meld."""
        if self.input is None:
            suit = 0
            for (to_suit, rank), copies in sorted(cells.items()):
                if to_suit != suit:
                    self.act("7890"[to_suit], "card")
                    suit = to_suit
                for _ in range(copies):
                    self.act(str(rank + 1), "card")
            self.act("OK", "nav")
            return
        suit = rank = 0
        for (to_suit, to_rank), copies in sorted(cells.items()):
            for steps, ahead, behind, span in ((to_suit - suit, "DOWN", "UP", 4), (to_rank - rank, "RIGHT", "LEFT", 5)):
                forward = steps % span
                for _ in range(min(forward, span - forward)):
                    self.act(ahead if forward <= span - forward else behind, "nav")
            suit, rank = to_suit, to_rank
            for _ in range(copies):
                self.act("OK", "card")
        self.act("BACK", "nav")

    def calculator(self):
        """The 87-point hand in the calculator from the scores screen, then its meld."""
        self.choose("Meld calculator")
        self.cards(HAND_87)  # BACK: the meld, on the trump that melds most
        assert self.lines()[0] == "H trump: meld 87", self.lines()


def _by_digit(screen, value):
    """The keys that set `value` digit by digit on buttons: a held RIGHT asks for it (from 0, the cursor one digit
    over UP/DOWN's step), then each digit turned the short way round, highest or lowest first."""
    high = screen.step.high()
    width = len("%d" % high)
    start = min(width - 1, len("%d" % screen.step.big()))
    digits = {place: value // 10**place % 10 for place in range(width) if value // 10**place % 10}
    fewest = None
    for order in (sorted(digits, reverse=True), sorted(digits)):
        keys = ["HOLD"]
        at = start
        for place in order:
            keys += ["LEFT" if place > at else "RIGHT"] * abs(place - at)
            at = place
            keys += ["UP"] * digits[place] if digits[place] <= 5 else ["DOWN"] * (10 - digits[place])
        if fewest is None or len(keys) < len(fewest):
            fewest = keys
    return fewest


def _unnumbered(item):
    """An item as labelled, without the digit that chooses it on digit keys ("1 New hand")."""
    return item[2:] if item[:1].isdigit() and item[1:2] == " " else item


def hand_presses(board, hand):
    before = dict(board.counts)
    board.record_hand(*hand)
    return board.counts["nav"] - before["nav"], board.counts["number"] - before["number"]


def measure(mode):
    """{"typical": (nav, number), "game": [(nav, number) per hand], "totals", "winner", "big": (the 1900 bid's
    presses, the 1700 meld's), "typed": the most any number to 65535 takes typed (digit keys); on buttons also
    "calculator": (cards, others), "which card": presses; on buttons also "corrections", "profiles"}."""
    board = Board(mode)
    typical = hand_presses(board, TYPICAL)
    assert board.app.ledger.totals() == (74, 0) and "made 74 on 60" in board.lines(), board.lines()
    board = Board(mode)
    game = [hand_presses(board, hand) for hand in GAME]
    summary = board.app.summary()
    totals, winner = summary.totals, summary.winner
    assert winner is not None and board.app.ledger.count == len(GAME), board.lines()
    figures = {"typical": typical, "game": game, "totals": totals, "winner": winner, "big": big_numbers(mode)}
    board = Board(mode)
    board.calculator()
    figures["calculator"] = (board.counts["card"], board.counts["nav"])
    figures["which card"] = which_card(mode)
    if mode in DIGIT_LAYOUTS:
        figures["typed"] = max(typed_number(mode, value) for value in (65535, 10000, 99, 7))
        return figures
    figures["corrections"] = corrections(mode)
    figures["profiles"] = profile_games(mode)
    return figures


def which_card(mode):
    """Which card may I play for the partnership text's worked example (clubs trump; JD, KD, JC played; the A, 10
    and J of diamonds held), from the scores screen to the answer: its presses."""
    from bench.which_card_presses import ask, ask_by_key

    board = Board(mode, "partnership")
    shown = (ask_by_key if mode in DIGIT_LAYOUTS else ask)(board, 3, [14, 12, 19], {10, 11, 14})
    assert shown == "play AD 10D JD", board.lines()
    return board.counted()


def _number_presses(board, value):
    """The presses that set `value` on the number step shown and OK it."""
    before = board.counted()
    board.number(value)
    return board.counted() - before


def big_numbers(mode):
    """(presses for a 1900 bid, for a 1700 meld), single deck: the numbers and their OK."""
    board = Board(mode, "single")
    board.choose("New hand")
    board.choose("P2")
    bid = _number_presses(board, 1900)
    board.choose("Hearts")
    meld = _number_presses(board, 1700)
    assert board.app._top().draft.bid == 1900 and board.app._top().draft.meld[0] == 1700, board.lines()
    return bid, meld


def typed_number(mode, value):
    """Presses to type `value` into a meld (a record's largest: 65535) and OK it."""
    board = Board(mode)
    board.choose("New hand")
    board.choose("P2")
    board.number(60)
    board.choose("Hearts")
    presses = _number_presses(board, value)
    assert board.app._top().draft.meld[0] == value, board.lines()
    return presses


def corrections(mode):
    """Presses for what a real table corrects: {name: presses}."""
    found = {}
    # A past hand's counters fixed after three more hands: History, the hand, Edit, every step kept but the
    # counters, Confirm.
    board = Board(mode)
    for hand in GAME[:4]:
        board.record_hand(*hand)
    before = board.counted()
    board.choose("History")
    for _ in range(3):  # from the newest hand down to the first
        board.act("DOWN", "nav")
    board.act("OK", "nav")
    board.choose("Edit")
    board.choose(GAME[0][0])
    board.number(GAME[0][1])
    board.choose(GAME[0][2])
    for meld in GAME[0][3]:
        board.number(meld)
    if "Play it" in board.lines():
        board.choose("Play it")
    board.number(GAME[0][4] + 2)
    board.choose("Confirm")
    found["a past hand's counters, three hands on"] = board.counted() - before
    assert board.app.ledger.hand(0).took[1] == GAME[0][4] + 2, board.lines()
    # A meld typed wrong (34 for 43) and fixed before Confirm: Go back from the verdict, BACK to US's meld,
    # the right number, on again.
    board = Board(mode)
    before = board.counted()
    declarer, bid, trump, melds, took = TYPICAL
    board.choose("New hand")
    board.choose(declarer)
    board.number(bid)
    board.choose(trump)
    board.number(34)
    board.number(melds[1])
    if "Play it" in board.lines():
        board.choose("Play it")
    board.number(took)
    _go_back(board)  # to the counters
    while board.lines()[0] != "Meld US?":  # BACK past Play it and THEM's meld to US's, 34
        board.act("BACK", "nav")
    board.number(melds[0])
    board.number(melds[1])
    if "Play it" in board.lines():
        board.choose("Play it")
    board.number(took)
    board.act("OK", "nav")
    assert board.app.ledger.totals() == (74, 0), board.lines()
    found["typical hand, US's meld typed wrong and fixed"] = board.counted() - before
    # The verdict's Go back: chosen on purpose, to the counters; and chosen by mistake, then the hand recorded.
    board = Board(mode)
    record_hand(board, *TYPICAL)  # to the verdict
    before = board.counted()
    _go_back(board)
    assert "took?" in board.lines()[0], board.lines()
    found["the verdict's Go back, to the counters"] = board.counted() - before
    board.act("OK", "nav")  # the counters kept: the verdict again
    before = board.counted()
    board.choose("Go back")
    if "No, to Confirm" in board.lines():  # asked
        board.choose("No, to Confirm")
    else:  # not asked: the counters, kept; OK brings the verdict back
        board.act("OK", "nav")
    board.choose("Confirm")
    assert board.app.ledger.totals() == (74, 0), board.lines()
    found["the verdict's Go back by mistake, then Confirm"] = board.counted() - before
    before = board.counted()
    board.choose("Undo")
    board.choose("Redo")
    found["an undo and a redo"] = board.counted() - before
    assert board.app.ledger.count == 1 and board.app.ledger.totals() == (74, 0), board.lines()
    # Meld counted with the calculator from two players' cards (the README's 87 in hearts and a 15 run).
    board = Board(mode)
    before = board.counted()
    board.choose("New hand")
    board.choose(declarer)
    board.number(bid)
    board.choose(trump)
    board.act("DOWN", "nav")  # from 0 to Meld calculator
    board.act("OK", "nav")
    board.cards(HAND_87)
    board.choose("Add")
    board.act("OK", "nav")  # the partner's cards next
    board.cards({(1, 0): 1, (1, 1): 1, (1, 2): 1, (1, 3): 1, (1, 4): 1})
    board.choose("Add")
    assert board.screen().value == 87 + 15, board.lines()
    found["a side's meld from two players' cards, to the number"] = board.counted() - before
    return found


def _go_back(board):
    """Go back from the verdict, answering its question where it asks one."""
    board.choose("Go back")
    if "Yes, go back" in board.lines():
        board.choose("Yes, go back")


def profile_games(mode):
    """Presses per hand of a short game on each other profile: {profile: [presses per hand]}."""
    found = {}
    for profile, hands in PROFILE_GAMES.items():
        board = Board(mode, profile)
        found[profile] = []
        for hand in hands:
            before = board.counted()
            if len(hand) == 6:
                board.record_called(*hand)
            else:
                board.record_hand(*hand)
            found[profile].append(board.counted() - before)
        assert board.app.ledger.count == len(hands), (profile, board.lines())
    return found


def report(mode, figures, out=print):
    """One layout's lines under its header line (LAYOUTS)."""
    nav, number = figures["typical"]
    out(dict(LAYOUTS)[mode])
    out(
        "  typical hand (P1 bids 60, hearts, meld 43 and 22, counters 31): %d navigation + %d number = %d"
        % (nav, number, nav + number)
    )
    out("  game to 500 (double deck, 11 hands):")
    for count, ((declarer, bid, trump, melds, took), (nav, number)) in enumerate(zip(GAME, figures["game"]), 1):
        out(
            "    hand %2d  %s %d %-8s meld %3d/%-3d took %2d: %2d navigation + %2d number = %2d"
            % (count, declarer, bid, trump, melds[0], melds[1], took, nav, number, nav + number)
        )
    nav = sum(hand[0] for hand in figures["game"])
    number = sum(hand[1] for hand in figures["game"])
    totals = figures["totals"]
    out(
        "    in all: %d navigation + %d number = %d presses (US %d, THEM %d, %s win)"
        % (nav, number, nav + number, totals[0], totals[1], ("US", "THEM")[figures["winner"]])
    )
    out(
        "  a 1900 bid and a 1700 meld (single deck), each typed or stepped and its OK: %d and %d presses"
        % figures["big"]
    )
    if "typed" in figures:
        out("  any one number up to 65535, typed and its OK: %d presses at most" % figures["typed"])
    cards, others = figures["calculator"]
    out("  calculator, 20 cards (87 in hearts) from the scores screen: %d card presses + %d others" % (cards, others))
    which = figures["which card"]
    out("  which card, the worked example (JD KD JC, clubs trump) from the scores screen: %d presses" % which)
    if "corrections" not in figures:
        return
    out("  corrections:")
    for name, presses in figures["corrections"].items():
        out("    %-52s %3d presses" % (name, presses))
    out("  a game on each other profile (presses per hand):")
    for profile, presses in figures["profiles"].items():
        out("    %-14s %s" % (profile, " ".join("%d" % count for count in presses)))


# The figures of docs/performance.md's table: (figure, its presses from measure()'s figures or None, target).
TARGETS = (
    (
        "typical hand (P1 bids 60 in hearts, meld 43 and 22, took 31, Confirm)",
        lambda figures: "%d" % sum(figures["typical"]),
        "16 on digit keys, 25 on buttons",
    ),
    (
        "the 11-hand game to 500",
        lambda figures: "%d" % sum(map(sum, figures["game"])),
        "190 on digit keys, 293 on buttons",
    ),
    (
        "any one number up to 65535, typed, and its OK",
        lambda figures: "%d" % figures["typed"] if "typed" in figures else "-",
        "6 on digit keys",
    ),
    (
        "a 1900 bid, a 1700 meld (single deck), each with its OK",
        lambda figures: "%d, %d" % figures["big"],
        "5 each on digit keys, 8 each on buttons",
    ),
    (
        "a 20-card hand in the calculator (87 in hearts), from the scores screen",
        lambda figures: "%d" % sum(figures["calculator"]),
        "30 on digit keys, 38 on buttons",
    ),
    (
        "which card may I play, the worked example, from the scores screen",
        lambda figures: "%d" % figures["which card"],
        "",
    ),
)


def table(results):
    """The presses table for docs/performance.md: a column per layout, the most each may take."""
    rows = ["| figure | %s | at most |" % " | ".join(title for _, title in LAYOUTS)]
    rows.append("|---" * (len(LAYOUTS) + 2) + "|")
    for figure, presses, target in TARGETS:
        rows.append("| %s | %s | %s |" % (figure, " | ".join(presses(results[mode]) for mode, _ in LAYOUTS), target))
    return "\n".join(rows)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--page", action="store_true", help="write the table into docs/performance.md too")
    args = parser.parse_args(argv)
    results = {}
    for mode, _ in LAYOUTS:  # each layout's lines under its header (a line for every layout goes in report())
        results[mode] = measure(mode)
        report(mode, results[mode])
    if args.page:
        sys.path.insert(0, os.path.join(ROOT, "bench"))
        from performance_page import write_table

        write_table("presses", table(results), "python3 bench/presses.py --page")
    three = results["three"]["typical"]
    print("presses per typical hand, three buttons: %d" % (three[0] + three[1]))
    five = results["five"]["typical"]
    print("presses per typical hand: %d" % (five[0] + five[1]))


if __name__ == "__main__":
    main()
