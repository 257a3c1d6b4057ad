"""Number entry in a few presses: UP/DOWN by ten steps, LEFT/RIGHT by one, from where a table most often lands;
on three buttons through the real key decoder. And the Settings target: OK opens it, a change of rules keeps it."""

from app_driver import Driver

from pinochle.app import App
from pinochle.device.input import KEY_NAMES, LONG_MS, KeyDecoder
from pinochle.ledger import Ledger
from pinochle.rules import make_rules

# P1 (the dealer, last in bidding order: UP twice) bids 60, hearts, meld 43 and 22, the declarers take 31.
TYPICAL = "OK UP UP OK UP OK DOWN OK UP*4 RIGHT*3 OK UP*2 RIGHT*2 OK UP RIGHT OK OK"


def value(driver):
    return int(driver.cursor_line().strip().strip("<>").strip())


def test_a_typical_hand_in_25_presses_on_five_buttons():
    driver = Driver()
    driver.press(TYPICAL)
    assert driver.presses == 25
    assert driver.totals() == (74, 0) and "made 74 on 60" in driver.lines()


class ThreeButtons:
    """PREV / OK / NEXT through pinochle.device.input: a chord (OK held with PREV or NEXT) is one press."""

    def __init__(self):
        rules = make_rules("double")
        self.app = App(rules, 3, 21, ledger=Ledger(rules), keys="three")
        self.input = KeyDecoder("three")
        self.now = 0
        self.presses = 0

    def _at(self, moment, key=None, pressed=False):
        while self.now < moment:
            self.now += 10
            token = self.input.next_token(self.now)
            while token:
                self.app.handle(token, self.now)
                token = self.input.next_token(self.now)
            self.app.tick(self.now)
        if key is not None:
            self.input.key_event(KEY_NAMES["three"].index(key), pressed, moment)

    def press(self, words):
        for word in words.split():
            name, _, times = word.partition("*")
            for _ in range(int(times or 1)):
                self.presses += 1
                start = self.now + 150
                if name in ("LEFT", "RIGHT"):
                    side = "PREV" if name == "LEFT" else "NEXT"
                    events = (("OK", True, 0), (side, True, 1), (side, False, 80), ("OK", False, 81))
                elif name == "BACK":
                    events = (("OK", True, 0), ("OK", False, LONG_MS + 50))
                else:
                    key = {"UP": "PREV", "DOWN": "NEXT"}.get(name, name)
                    events = ((key, True, 0), (key, False, 80))
                for key, pressed, after in events:
                    self._at(start + after, key, pressed)
                self._at(start + 100)

    def lines(self):
        return self.app.frame()[0]


def test_the_same_hand_in_25_presses_on_three_buttons():
    board = ThreeButtons()
    # On three buttons the PREV side raises: OK+PREV (LEFT) adds one, where RIGHT does on five.
    board.press(TYPICAL.replace("RIGHT", "LEFT"))
    assert board.presses == 25
    # Three rows: the names and whose deal, each total under its team's name.
    assert board.lines()[:2] == ("US    deal P2    THEM", "74                  0")
    assert board.app.ledger.next_dealer() == 1


def test_the_three_button_board_shows_its_own_keys():
    board = ThreeButtons()
    board.press("OK OK")  # New hand, P2
    assert board.lines()[:2] == ("Bid by P2 THEM?", "PREV +10 OK+PREV +1")
    board.press("OK OK")  # bid 50, Spades: the meld, where the number and the calculator fill the small screen
    assert board.lines() == ("Meld US?", "   < 0 >", "Meld calculator: P1")
    assert "RIGHT" not in "".join(board.lines())
    board.press("LEFT UP")  # OK+PREV adds one, PREV ten
    assert board.lines()[1] == "   < 11 >"
    board.press("RIGHT*2 DOWN")  # OK+NEXT takes one off; NEXT with no ten to take goes to the calculator
    assert board.lines()[1:] == ("   < 9 >", "Meld calculator: P1") and board.app.frame()[1] == 2


def test_bids_go_by_ten_points_and_along_the_grid():
    driver = Driver()
    driver.choose("New hand")
    driver.choose("P2")
    shown = []
    for key in "UP UP RIGHT LEFT LEFT DOWN DOWN DOWN".split():
        driver.press(key)
        shown.append(value(driver))
    assert shown == [60, 70, 75, 70, 65, 55, 50, 50]  # from 60 bids go in fives; never under the lowest
    driver = Driver("double-x10")
    driver.choose("New hand")
    driver.choose("P2")
    driver.press("UP RIGHT")
    assert value(driver) == 650


def test_counters_start_at_the_declarers_need_and_the_other_side_follows():
    driver = Driver()
    driver.press("OK UP UP OK UP OK DOWN OK UP*4 RIGHT*3 OK UP*2 RIGHT*2 OK")
    assert driver.lines()[:2] == ("US took? need 20", "THEM took 30")  # max(60 - 43, 20)
    assert value(driver) == 20
    driver.press("UP RIGHT")
    assert driver.lines()[1] == "THEM took 19" and value(driver) == 31
    driver.press("UP*3")  # never more than the deck holds
    assert value(driver) == 50 and driver.lines()[1] == "THEM took 0"


def test_a_meld_of_101_is_eleven_presses():
    driver = Driver()
    driver.press("OK OK OK OK")  # New hand, P2, bid 50, spades
    start = driver.presses
    driver.press("UP*10 RIGHT")
    assert value(driver) == 101 and driver.presses - start == 11


def test_ok_on_target_does_not_raise_it():
    driver = Driver()
    driver.choose("Settings")
    driver.choose("Target")
    assert driver.cursor_line() == "Target: < 500 >"
    driver.press("OK")
    assert driver.cursor_line() == "Target: 500"
    driver.choose("Target")
    driver.press("UP RIGHT OK")  # ten steps of 50 and one
    assert driver.cursor_line() == "Target: 1050"
    driver.choose("Target")
    driver.press("DOWN BACK")  # BACK puts it back as it was
    assert driver.cursor_line() == "Target: 1050"
    driver.press("BACK")
    assert driver.app.rules.target == 1050


def test_a_custom_target_survives_a_change_of_rules_and_says_so():
    driver = Driver()
    driver.choose("Settings")
    target = driver.app._top().items().index("Target: 500")
    driver.press("DOWN*%d RIGHT*2" % target)  # Target: 600
    driver.press("UP*%d RIGHT" % target)  # Rules: double -> double-x10
    assert driver.cursor_line() == "Rules: double-x10"
    assert "target 600 kept" in driver.lines()
    assert "Target: 600" in driver.app._top().items()
    driver.press("BACK")
    assert driver.app.rules.name == "double-x10" and driver.app.rules.target == 600
    # A target left at the profile's own follows the rules.
    driver.choose("Settings")
    driver.press("RIGHT")
    assert "Target: 600" in driver.app._top().items()  # still the table's own
    driver = Driver()
    driver.choose("Settings")
    driver.press("RIGHT")
    assert "Target: 5000" in driver.app._top().items()


def test_the_target_on_three_buttons_rises_on_the_prev_side():
    board = ThreeButtons()
    board.press("UP*3 OK")  # round past Which card may I play and Stats to Settings
    target = board.app._top().items().index("Target: 500")
    board.press("DOWN*%d LEFT" % target)  # OK+PREV steps it up, as in number entry
    assert "Target: 550" in board.lines()
    board.press("OK LEFT UP OK")  # opened: one step up, ten steps up, kept
    assert "Target: 1100" in board.lines()
