"""What new players tripped over, each as a player meets it: the stuck dealer's mark, notices over titles,
unlabelled numbers, what Settings shows, where the cursor lands, the simulator's scripts."""

import io

import pytest
from app_driver import Driver, StoreSpy, record_hand

from pinochle.ledger import Ledger
from pinochle.settle import Hand


def history_rows(driver):
    driver.choose("History")
    return driver.lines()


def confirmed(driver, *hand):
    """A hand recorded and confirmed; the driver back on the scores screen."""
    record_hand(driver, *hand)
    driver.choose("Confirm")
    return driver


def scrolled(driver, rows):
    """The lines under the cursor as it moves down `rows` times (a hand's details, entry by entry)."""
    seen = []
    for _ in range(rows):
        seen.append(driver.cursor_line())
        driver.press("DOWN")
    return seen


def test_the_star_marks_only_a_hand_everyone_passed():
    # P1 deals; in an ordinary auction the dealer P1 bids 50 and wins it: no star.
    driver = confirmed(Driver(), "P1", 50, "Clubs", (30, 22), 30)
    # P2 deals; everyone passes, P2 is stuck with 50: a star, and the hand's details say so.
    driver.choose("New hand")
    driver.choose("All passed")
    driver.choose("Spades")
    driver.number(30)
    driver.number(22)
    driver.number(30)
    driver.choose("Confirm")
    rows = history_rows(driver)
    marks = {row.split()[0]: row.split()[2] for row in rows[1:] if row}  # hand number -> bid, trump and marks
    assert marks == {"2": "50S*", "1": "50C"}, rows
    driver.press("OK")  # hand 2's details
    text = scrolled(driver, 12)
    assert "everyone passed" in text, text
    # The fact survives the record: a ledger rebuilt from the records still has it.
    ledger = driver.app.ledger
    again = Ledger.from_records(ledger.rules, ledger.first_dealer, ledger.records)
    assert again.hand(1).all_passed and not again.hand(0).all_passed


def test_a_notice_covers_no_entry_and_ends_with_its_screen():
    saves = []
    driver = Driver(store=StoreSpy(lambda *_: saves.append(1)))
    driver.choose("New hand")
    driver.choose("P2")
    driver.number(55)  # a confirmed bid is saved: "saved" shows
    # The suits fill the rows under the title: the notice takes the title, never Clubs.
    assert driver.lines() == ("saved", "Spades", "Hearts", "Diamonds", "Clubs")
    driver.wait(3000)
    assert driver.lines()[0] == "Trump? P2 THEM bid 55"
    driver.press("BACK")  # back to the bid, and OK again: saved again
    driver.press("OK")
    assert driver.lines()[0] == "saved"
    driver.choose("Hearts")  # the next step: the notice was the bid's, it is not carried over
    assert driver.lines() == ("Meld US?", "UP/DN 10  L/R 1", "   < 0 >", "Meld calculator: P1", "")


@pytest.mark.parametrize("rows", (5, 3))
def test_the_verdicts_first_line_stays_under_a_notice(rows):
    driver = Driver(rows=rows)
    record_hand(driver, "P1", 60, "Hearts", (43, 22), 31)
    driver.app.say("US meld now 79")
    lines, cursor = driver.app.frame()
    # The words, the scores and the entries fill the rows under the title: the notice takes the title.
    assert lines[0] == "US meld now 79" and "made 74 on 60" not in lines
    assert lines[cursor] == driver.app._top().items()[driver.app._top().selected]
    driver.wait(3000)
    assert driver.lines()[0] == "made 74 on 60"


def test_the_small_scores_screen_names_each_total():
    driver = confirmed(Driver(rows=3), "P1", 60, "Hearts", (43, 22), 31)
    driver.wait(3000)
    assert driver.lines() == ("US    deal P2    THEM", "74                  0", "New hand")
    driver.press("DOWN DOWN DOWN OK")  # Undo: the notice takes the words' row, never a total
    assert driver.lines() == ("undone: hand 1", "0                   0", "Undo")


def test_call_for_card_totals_are_labelled_and_whole():
    driver = Driver("call-for-card")
    ledger = driver.app.ledger
    ledger.add(Hand(1, 50, (10, 20, 0, 35, 0), (40, 10), partner=3))
    driver.app.commit()
    driver.wait(3000)
    lines = driver.lines()
    assert lines[0].startswith("P1 ") and "P2 " in " ".join(lines[:2]), lines
    driver.choose("History")
    driver.press("OK")
    seen = scrolled(driver, 14)
    joined = " ".join(seen)
    settled = ledger.settled(0)
    for player, total in enumerate(settled.totals):
        assert "P%d %+d = %d" % (player + 1, settled.delta[player], total) in joined, seen


def test_a_hands_details_say_whose_meld_and_take():
    driver = confirmed(Driver(), "P1", 60, "Hearts", (35, 28), 24)
    driver.choose("History")
    driver.press("OK")
    lines = driver.lines()
    assert "meld US 35, THEM 28" in lines and "took US 24, THEM 26" in lines, lines


def test_klemic_settings_say_the_39_is_always_counted():
    driver = Driver("klemic")
    driver.choose("Settings")
    driver.press("DOWN")
    assert driver.cursor_line() == "Run in RH 39: always"
    driver.press("OK")
    assert driver.cursor_line() == "Run in RH 39: always"
    assert driver.app.rules.roundhouse_run_39


def test_signals_follow_the_rules_chosen():
    driver = Driver(signals="skip")
    driver.choose("Settings")
    for _ in range(5):  # double -> double-x10 -> klemic -> single -> call-for-card -> partnership
        driver.press("RIGHT")
    assert driver.cursor_line() == "Rules: partnership"
    items = driver.app._top().items()
    assert "Signals: increment" in items, items
    driver.press("LEFT")
    assert "Signals: none" in driver.app._top().items()  # call for a card signals no count
    driver.press("RIGHT BACK")
    assert driver.app.signal_convention == "increment" and driver.app.rules.name == "partnership"


def test_after_settings_the_cursor_is_on_new_hand():
    driver = Driver()
    driver.choose("Settings")
    driver.press("BACK")
    assert driver.cursor_line() == "New hand"


def test_after_the_sides_last_add_the_cursor_is_on_the_number():
    driver = Driver()
    driver.choose("New hand")
    driver.choose("P1")
    driver.number(60)
    driver.choose("Hearts")
    for player in range(2):  # the two partners' cards, one after the other
        driver.press("DOWN")  # from 0: to the calculator
        assert driver.cursor_line() == "Meld calculator: %s" % ("P1", "P3")[player]
        driver.press("OK OK BACK")  # one ace of spades, then its meld
        driver.choose("Add")
        driver.wait(3000)
        if player == 0:
            assert driver.cursor_line() == "Meld calculator: P3"  # OK counts the partner's cards
    assert driver.cursor_line().strip() == "< 0 >"  # the side is counted: OK goes on


def test_three_buttons_say_which_way_the_chord_goes():
    driver = Driver(keys="three")
    driver.choose("New hand")
    driver.choose("P2")
    assert driver.lines()[1] == "PREV +10 OK+PREV +1"
    driver.press("LEFT")  # OK held + PREV
    assert driver.cursor_line().strip() == "< 51 >"


@pytest.mark.parametrize("height", (64, 32))
def test_a_key_script_runs_on_the_boards_clock(height, tmp_path):
    pytest.importorskip("adafruit_displayio_ssd1306")
    from tools.simulator import main

    out = io.StringIO()
    keys = "OK UP*2 OK RIGHT*20"  # a bid confirmed ("saved"), then twenty presses: the notice is gone
    assert main(["--no-save", "--keys", keys, "--text", "--snap", str(tmp_path), "--height", str(height)], out) == 0
    screens = out.getvalue().split("+\n")
    assert sum(1 for part in out.getvalue().splitlines() if part.startswith("RIGHT (")) == 20
    assert "saved" not in screens[-1]
    assert len(list(tmp_path.iterdir())) == 1 + 4  # a PNG after every step, with --text too


def power_up(media):
    """The app as a board starts it over these save media (pinochle.app.start)."""
    from types import SimpleNamespace

    from pinochle.app.start import start_app
    from pinochle.store.game import GameStore

    settings = SimpleNamespace(profile="double", options=(), target=None, team_names=("US", "THEM"), signals="")
    return start_app(settings, 5, 21, GameStore(media))


def test_undo_and_redo_survive_a_power_up():
    from pinochle.store.ram_medium import RamMedium

    media = [RamMedium(2048, name="nvm"), RamMedium(2048, name="file")]
    app = power_up(media)
    driver = Driver()
    driver.app = app
    record_hand(driver, "P1", 60, "Hearts", (43, 22), 31)
    driver.choose("Confirm")
    record_hand(driver, "P2", 55, "Spades", (20, 30), 30)
    driver.choose("Confirm")
    driver.choose("Undo")  # the second hand taken back: a redo step, and the first hand's undo step
    assert app.ledger.count == 1
    driver.app = again = power_up(media)  # the power goes off and on
    assert again.ledger.count == 1
    driver.choose("Redo")
    assert again.ledger.count == 2 and "nothing to redo" not in driver.lines()
    driver.choose("Undo")
    driver.choose("Undo")
    assert again.ledger.count == 0 and again.ledger.totals() == (0, 0)
