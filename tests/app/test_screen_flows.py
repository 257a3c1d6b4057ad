"""Whole flows on the glass: the real app, the real input mapping and the real SSD1306 driver over the
emulated I2C bus; every check reads the text back off the decoded pixels, not the app's state."""

import pytest
from app_driver import ScreenReader, play_if_asked, record_hand

from pinochle.app import App
from pinochle.ledger import Ledger
from pinochle.rules import make_rules
from pinochle.settle import Hand
from tools.simulator import Simulator


class Glass(ScreenReader):
    """Buttons in, pixels out."""

    def __init__(self, profile="double", height=64, mode="five", hands=()):
        def make_app(rows, columns):
            rules = make_rules(profile)
            ledger = Ledger(rules)
            for hand in hands:
                ledger.add(hand)
            return App(rules, rows, columns, ledger=ledger, keys=mode)

        self.board_keys = mode
        self.simulator = Simulator(make_app, height=height, mode=mode)

    def press(self, keys):
        for word in keys.split():
            name, _, times = word.partition("*")
            for _ in range(int(times or 1)):
                self.simulator.act(name)
                self.simulator.run(150)

    def totals(self):
        """The two totals, read off the big line of the glass (the second row on 128x64, the first on 128x32)."""
        from app_driver import read_totals

        lines = self.lines()
        return read_totals(lines) if len(lines) <= 3 else tuple(int(total) for total in lines[1].split())

    def frame(self):
        lines, cursor = self.simulator.screen_text()
        return tuple(lines), cursor

    def close(self):
        self.simulator.close()


@pytest.fixture
def glass():
    screen = Glass()
    yield screen
    screen.close()


@pytest.mark.slow
def test_a_hand_with_meld_typed_as_numbers(glass):
    assert glass.totals() == (0, 0)
    record_hand(glass, "P1", 60, "Hearts", (43, 22), 31)
    assert glass.lines()[:4] == ("made 74 on 60", "THEM +0: took 19,", "under 20", "US +74")
    glass.choose("Confirm")
    glass.simulator.run(3000)  # "saved" or any message has gone
    assert glass.lines() == ("US deal P2 (500) THEM", "74       0", "", "made 74 on 60", "New hand")


def test_meld_from_the_calculator(glass):
    glass.choose("New hand")
    glass.choose("P1")
    glass.number(50)
    glass.choose("Hearts")
    glass.press("DOWN OK")  # the calculator under the meld, for this player's cards: a run in hearts
    glass.press("DOWN OK RIGHT OK RIGHT OK RIGHT OK RIGHT OK")
    assert glass.lines()[0] == "P1 H 15, 5 cards"
    assert glass.lines()[2] == "H A1 T1 K1 Q1[J1]"
    glass.press("BACK")
    assert glass.lines()[0] == "H trump: meld 15"
    glass.choose("Add 15 to US")
    assert glass.cursor_line() == "Meld calculator: P3" and "< 15 >" in [line.strip() for line in glass.lines()]


@pytest.mark.slow
def test_edit_a_past_hand(glass):
    record_hand(glass, "P1", 60, "Hearts", (43, 22), 31)
    glass.choose("Confirm")
    glass.choose("History")
    glass.choose("1 P1 60H +74 74 +0 0")  # hand, declarer, bid and trump; each side's score and total
    lines = ("Hand 1, deal P1", "P1 US bid 60 H trump", "meld US 43, THEM 22", "took US 31, THEM 19", "made 74 on 60")
    assert glass.lines() == lines
    glass.choose("Edit")
    glass.choose("P1")
    glass.number(60)
    glass.choose("Hearts")
    glass.number(43)
    glass.number(22)
    play_if_asked(glass)
    glass.number(27)
    glass.choose("Confirm")
    glass.simulator.run(3000)
    assert glass.totals() == (70, 45)


def test_game_over_on_the_small_screen_with_three_buttons():
    # Three hands already played (US 450), then the winning hand entered on the glass.
    played = [Hand(seat, 100, (110, 0), (40, 10)) for seat in (0, 2, 0)]
    glass = Glass(height=32, mode="three", hands=played)
    try:
        assert glass.totals() == (450, 0)
        record_hand(glass, "P1", 50, "Clubs", (30, 0), 30)
        # The verdict's words first (Confirm is a row below; OK on them confirms too).
        assert glass.lines() == ("made 60 on 50", "US wins: reached 500", "US +60  THEM +20")
        glass.choose("Confirm")
        glass.simulator.run(3000)
        assert glass.totals() == (510, 20)
        assert glass.lines() == ("US wins: reached 500", "510                20", "New game")  # who, the totals
    finally:
        glass.close()


@pytest.mark.parametrize("rows", (5, 3))
def test_game_over_with_ten_letter_names_says_who_won(rows):
    # Names that fill the row leave no room for "X wins" between them: the screen still says who has won.
    rules = make_rules("double-x10")
    ledger = Ledger(rules)
    for seat in (1, 3, 1, 3):
        ledger.add(Hand(seat, 1500, (0, 1200), (90, 400)))
    assert ledger.winner() == 1
    app = App(rules, rows, 21, team_names=("HAWKSWORTH", "BRIDGEWATR"), ledger=ledger)
    lines, _ = app.frame()
    assert all(len(line) <= 21 for line in lines[:1] + lines[2:])
    # The winner by name, whole or in the short form that still tells the teams apart, and why.
    # The winner by name, whole; and why, where the screen has a row for it (the hand's details always).
    assert "BRIDGEWATR wins" in " ".join(lines), lines
    assert ("reached 5000" in " ".join(lines)) == (rows == 5), lines
