"""Every reason, why and message fits or wraps whole on 128x64 and 128x32, read off the real SSD1306 driver's
pixels, and no message covers a menu item. CPython only (Blinka displayio)."""

import pytest

pytest.importorskip("adafruit_displayio_ssd1306")

import pinochle.panel as panel  # noqa: E402
from pinochle.app import App  # noqa: E402
from pinochle.ledger import Ledger  # noqa: E402
from pinochle.rules import PROFILE_NAMES, make_rules  # noqa: E402
from pinochle.settle import CONCEDED, NO_MARRIAGE, Hand, check_hand, settle  # noqa: E402
from tools.simulator import Simulator  # noqa: E402

HEIGHTS = (64, 32)


class Glass:
    """The real app on the real driver, keys handed straight to the app: pixels read back as text."""

    def __init__(self, rules, height, hands=()):
        def make_app(rows, columns):
            ledger = Ledger(rules)
            for hand in hands:
                ledger.add(hand)
            return App(rules, rows, columns, ledger=ledger)

        self.simulator = Simulator(make_app, height=height)
        self.app = self.simulator.app
        self.now = 0

    def key(self, token, times=1):
        for _ in range(times):
            self.now += 100
            self.app.handle(token, self.now)
            self.app.tick(self.now)
        self.simulator.update()

    def wait(self, ms):
        self.app.tick(self.now + 10)  # a pass soon after the frame: a notice's time runs from there
        self.now += ms
        self.app.tick(self.now)
        self.simulator.update()

    def read(self):
        return self.simulator.screen_text()

    def close(self):
        self.simulator.close()


def cases(rules):
    """Hands for every outcome these rules can settle, from the Rules' fields: made, made with the defenders
    under the minimum, set both ways, meld under the minimum, no marriage, conceded, defender meld not counted,
    nothing captured with nines, take-all. Those check_hand refuses here (a rule the profile lacks) are left out."""
    bid, counters, low, least = rules.bid_min, rules.counters, rules.min_take, rules.meld_min
    unit = rules.point_unit  # the smallest step of a score: 10 where every card and meld counts in tens
    if rules.called_partner:

        def hand(meld, took, **rest):  # declarer P2, partner P4: meld (declarers', others')
            return Hand(1, bid, (meld[1], meld[0], meld[1], meld[0], meld[1]), took, partner=3, **rest)
    else:

        def hand(meld, took, **rest):  # THEM declare: meld and took as (declarers', defenders')
            return Hand(1, bid, (meld[1], meld[0]), took and (took[1], took[0]), **rest)

    found = [
        hand((bid, least), (counters - low, low)),
        hand((bid, least), (counters - max(0, low - unit), max(0, low - unit))),
        hand((least, least), (bid - least - unit, counters - bid + least + unit)),
        hand((bid, least), (max(0, low - unit), counters - max(0, low - unit))),
        hand((max(0, least - unit), least), None),
        hand((bid, least), None, outcome="no-marriage"),
        hand((bid, least), None, outcome=CONCEDED),
        hand((bid, max(unit, least - unit)), (counters - low, low)),
        hand((bid, 2 * rules.dix), (counters, 0), nines=(0, 2 * rules.dix) if rules.dix else None),
        hand((bid, least), (counters, 0), all_tricks=1),
    ]
    playable = []
    for case in found:
        try:
            check_hand(rules, case, 0)
        except ValueError:
            continue
        playable.append(case)
    return playable


def words(app, hand, why=True):
    """The texts the rules give for hand: the reason, each side's why, and the game's end when it ends it."""
    rules = app.rules
    reason = settle(rules, hand).reason
    if not why:
        return (reason,)
    from pinochle.settle.explain import game_why, why_lines

    texts = (reason,) + why_lines(rules, hand, app.side_name)
    ledger = Ledger(rules)
    ledger.add(hand)
    winner = ledger.winner()
    if winner is not None:
        texts += ("%s wins: %s" % (app.side_name(winner), game_why(rules, hand, ledger.totals(), winner)),)
    return texts


def every_row(glass):
    """The rows a player reads on this screen, in order: the header once, then the list as it scrolls by
    (each DOWN shows at most one new row at the bottom)."""
    windows = [glass.read()[0]]
    for _ in range(len(glass.app._top().items()) - 1):
        glass.key(panel.DOWN)
        windows.append(glass.read()[0])
    fixed = 0
    while fixed < len(windows[0]) and all(window[fixed] == windows[0][fixed] for window in windows):
        fixed += 1
    seen = list(windows[0])
    for window in windows[1:]:
        moving = window[fixed:]
        overlap = next(k for k in range(len(moving), -1, -1) if k == 0 or seen[-k:] == moving[:k])
        seen.extend(moving[overlap:])
    return seen


def shown_whole(text, rows):
    """True when text is on the glass whole: one row, or rows in a row that join (at spaces) into it."""
    for start in range(len(rows)):
        joined = ""
        for row in rows[start:]:
            joined = row if not joined else joined + " " + row
            if joined == text:
                return True
            if not text.startswith(joined):
                break
    return False


PROFILES = [(name, ()) for name in PROFILE_NAMES] + [("double", ("take-all-wins",))]


@pytest.mark.parametrize("height", HEIGHTS)
@pytest.mark.parametrize("profile,options", PROFILES)
@pytest.mark.slow  # the sweep
def test_every_reason_and_why_is_read_whole_in_a_hands_details(profile, options, height):
    read_every_verdict(profile, options, height, True)


@pytest.mark.parametrize("height", HEIGHTS)
@pytest.mark.slow  # the sweep
def test_every_reason_settle_gives_is_read_whole(height):
    """settle()'s reasons alone, made to set to conceded, on the double deck."""
    read_every_verdict("double", (), height, False)


def read_every_verdict(profile, options, height, why):
    rules = make_rules(profile, options)
    hands = cases(rules)
    assert len(hands) >= 6  # every profile settles most of the outcomes
    glass = Glass(rules, height)
    try:
        for hand in hands:
            app = glass.app
            app.ledger = Ledger(rules)  # a game of this one hand
            app.ledger.add(hand)
            app.version += 1
            app.home()
            glass.key(panel.DOWN, 2)
            glass.key(panel.OK)  # History
            glass.key(panel.OK)  # its one hand
            rows = every_row(glass)
            texts = words(app, hand, why)
            if why and hand.trump is None:  # the longest bid line
                who = app.seat_name(hand.declarer)
                who = "P2+P4" if rules.called_partner else who
                # No marriage: the reason says it, no "no trump" before it (issue 37).
                texts += ("%s bid %d" % (who, hand.bid) + ("" if hand.outcome == NO_MARRIAGE else " no trump"),)
            for text in texts:
                assert shown_whole(text, rows), "%r cut on %d rows: %r" % (text, app.rows, rows)
    finally:
        glass.close()


# Every message the app says (pinochle/app's say calls) and the longest refusals the ledger and rules give.
MESSAGES = (
    "nothing to undo",
    "nothing to redo",
    "saved",
    "game restored",
    "no saved game",
    "not saved: read-only",
    "not saved: drive error",
    "saved game-001.csv",
    "kept: Start new game",
    "not saving: old game kept",
    "undone: hand 12 edit, saved",
    "redone: hand 3 delete, the deal moved: bid cleared; saved",
    "the game is won on hand 3, before hand 4: delete the later hands first",
    "the game is over: team 0 won on hand 12",
    "took 30 + 10 = 40, the deck holds 50",
)


@pytest.mark.parametrize("height", HEIGHTS)
@pytest.mark.slow  # the sweep
def test_every_message_is_read_whole_and_never_covers_an_item(height):
    glass = Glass(make_rules("double"), height)
    try:
        quiet, cursor = glass.read()
        for message in MESSAGES:
            glass.app.say(message)
            glass.simulator.update()
            rows = []
            for _ in range(4):  # a long one is shown in parts, one after the other
                lines, shown_cursor = glass.read()
                assert shown_cursor == cursor and lines[cursor] == quiet[cursor]
                rows.extend(line for line in lines if line not in quiet)
                glass.wait(2600)
            assert shown_whole(message, rows), "%r cut: %r" % (message, rows)
            assert glass.read()[0] == quiet
    finally:
        glass.close()


@pytest.mark.parametrize("rows", (3, 5, 7))
def test_a_message_after_redo_then_round_to_new_hand_hides_no_menu_item(rows):
    """Redo with nothing to redo, then down round to the first entry: every menu row still shows its item (on three
    rows, where the title and the cursor's item leave one row, the cursor's item and the title)."""
    app = App(make_rules("double"), rows, 21)
    now = 0
    for token in (panel.UP,) * 4 + (panel.OK,) + (panel.DOWN,) * 4:
        now += 100
        app.handle(token, now)
        app.tick(now)
    lines, cursor = app.frame()
    assert "nothing to redo" in lines
    app.tick(now + 10)  # the next pass: the notice's time runs from the frame that showed it
    now += 3000
    app.tick(now)
    quiet, quiet_cursor = app.frame()
    assert "nothing to redo" not in quiet and cursor == quiet_cursor
    items = app._top().items()
    for row in range(rows):
        if quiet[row] in items and (rows > 3 or row in (0, cursor)):
            assert lines[row] == quiet[row], (lines, quiet)
