"""Digits in number fields and lists by number, on the 3x4 keypad and the MacroPad (keys="keypad"/"macropad"):
typed numbers end in the recorded hand, refusals say why and change nothing, digits choose numbered entries, the
knob steps numbers and moves cursors, ERASE erases or leaves; on five buttons the same tokens change nothing."""

import pytest
from app_driver import TOKENS, Driver

import pinochle.panel as panel
from pinochle.rules import RECORD_MAX
from pinochle.settle import CONCEDED

LAYOUTS = ("keypad", "macropad")


def shown(driver):
    """The number being entered, as its row shows it ("_" once every digit is erased)."""
    return driver.cursor_line().strip().strip("<>").strip()


def said(driver):
    return driver.app._message


def kept(driver):
    """The hand as recorded: (declarer, bid, trump, meld, took) of the newest hand."""
    ledger = driver.app.ledger
    hand = ledger.hand(ledger.count - 1)
    return hand.declarer, hand.bid, hand.trump, tuple(hand.meld), tuple(hand.took)


@pytest.mark.parametrize("keys", LAYOUTS)
@pytest.mark.parametrize("rows", (5, 3))
def test_a_typical_hand_by_digits_in_16_presses(keys, rows):
    driver = Driver(keys=keys, rows=rows)
    # New hand (1), P1 (1), bid 60 OK, hearts (2), meld 43 OK and 22 OK, took 31 OK, Confirm.
    driver.press("1 1 6 0 OK 2 4 3 OK 2 2 OK 3 1 OK OK")
    assert driver.presses == 16
    assert kept(driver) == (0, 60, 1, (43, 22), (31, 19))
    assert driver.totals() == (74, 0)


def test_the_first_digit_replaces_the_number_shown_and_leading_zeros_are_harmless():
    driver = Driver(keys="keypad")
    driver.press("1 3")  # New hand, P3: the bid shows the lowest, 50
    assert shown(driver) == "50"
    driver.press("0 0 6 5")
    assert shown(driver) == "65"
    driver.press("OK 1 0 0 4 3 OK 0 2 2 OK 0 0 3 0 OK OK")
    assert kept(driver) == (2, 65, 0, (43, 22), (30, 20))  # P3 is US: their 30 of the 50


def test_erase_takes_the_last_digit_then_says_there_is_nothing_to_erase():
    driver = Driver(keys="keypad")
    driver.press("1 1")
    driver.press("ERASE")  # the 50 shown loses its 0
    assert shown(driver) == "5"
    driver.press("ERASE")
    assert shown(driver) == "_"
    header = driver.lines()[0]
    driver.press("ERASE")  # nothing left: said, and still on the bid, not a step back
    assert said(driver) == "nothing to erase" and driver.lines()[0] == header and shown(driver) == "_"
    driver.press("OK")  # OK with no number: refused
    assert said(driver) == "type a number" and driver.lines()[0] == header
    driver.press("7 0 OK")
    assert driver.lines()[0].startswith("Trump?") and driver.app._top().draft.bid == 70


def test_a_bid_off_the_profiles_grid_is_refused_with_the_reason_and_kept_to_fix():
    driver = Driver(keys="keypad")
    driver.press("1 2 6 2 OK")
    assert "multiples of 5" in said(driver)
    assert driver.lines()[0].startswith("Bid by P2") and shown(driver) == "62"
    assert driver.app.pending_bid is None  # nothing confirmed
    driver.press("ERASE 5 OK")
    assert driver.app.pending_bid == (1, 65)


def test_a_meld_off_the_point_unit_is_refused():
    driver = Driver("double-x10", keys="keypad")
    driver.press("1 2 5 0 0 OK 1 4 3 5 OK")
    assert said(driver) == "meld goes by 10" and driver.lines()[0] == "Meld US?" and shown(driver) == "435"
    assert driver.app._top().draft.meld == [0, 0]
    driver.press("ERASE 0 OK")
    assert driver.app._top().draft.meld == [430, 0] and driver.lines()[0] == "Meld THEM?"


def test_counters_over_the_deck_and_digits_past_the_width_are_refused_not_wrapped():
    driver = Driver(keys="keypad")
    driver.press("1 1 6 0 OK 2 4 3 OK 2 2 OK")
    assert driver.lines()[0].startswith("US took?")
    driver.press("5 1")  # the double deck holds 50 counters
    assert said(driver) == "50 at most" and shown(driver) == "5"
    driver.press("0 0")  # 50 is two digits wide: a third is refused, the 50 kept
    assert said(driver) == "2 digits at most" and shown(driver) == "50"
    driver.press("OK OK")
    assert kept(driver)[4] == (50, 0)


def test_a_number_over_what_a_record_holds_is_refused():
    driver = Driver(keys="macropad")
    driver.press("1 1 6 0 OK 2 6 5 5 3 6")
    assert said(driver) == "%d at most" % RECORD_MAX and shown(driver) == "6553"
    driver.press("5")
    assert shown(driver) == "65535"
    driver.press("1")
    assert said(driver) == "5 digits at most" and shown(driver) == "65535"


def test_the_nines_are_typed_and_refused_off_the_dix():
    # Single deck: THEM (defenders) take nothing with meld 40: their meld from nines is asked.
    driver = Driver("single", keys="keypad")
    driver.press("1 1 3 0 0 OK 2 2 5 0 OK 4 0 OK 2 5 0 OK")
    assert "9s" in driver.lines()[0]
    driver.press("1 5 OK")
    assert said(driver) == "9s meld goes by 10"
    driver.press("ERASE ERASE 1 0 OK OK")
    hand = driver.app.ledger.hand(0)
    assert hand.nines == (0, 10) and hand.took == (250, 0)


def test_the_partner_is_named_by_seat_in_call_for_a_card():
    driver = Driver("call-for-card", keys="keypad")
    driver.press("1")
    assert driver.lines()[1:] == ("P2", "P3", "P4", "P5")[: len(driver.lines()) - 1]
    driver.press("3")  # P3 by its digit, whatever the order shown
    assert driver.lines()[0].startswith("Bid by P3")
    driver.press("OK 5")  # the lowest bid; P5 holds the called card
    assert driver.app.pending_bid[2] == 4 and driver.lines()[0].startswith("Trump?")


def test_declarer_by_seat_and_all_passed_by_zero():
    driver = Driver(keys="keypad")
    driver.press("1")
    assert "0 All passed: P1 50" in driver.app._top().items()
    driver.press("0")
    assert driver.app.pending_bid == (0, 50) and driver.lines()[0] == "Trump? P1 US bid 50"
    driver.press("ERASE 4")  # ERASE is BACK on a list: back to the declarer, then P4
    assert driver.lines()[0] == "Bid by P4 THEM?"


def test_trump_by_its_number_in_the_order_listed():
    driver = Driver(keys="keypad")
    driver.press("1 1 OK")
    assert driver.lines()[1:] == ("1 Spades", "2 Hearts", "3 Diamonds", "4 Clubs")
    driver.press("4")
    assert driver.lines()[0] == "Meld US?" and driver.app._top().draft.trump == 3
    driver.press("BACK")
    concede = driver.app._top().items()[-1]
    assert concede.endswith(" Concede")
    driver.press(concede.split()[0])  # its number, after the suits and any "No marriage"
    assert driver.app._top().draft.outcome == CONCEDED


def test_menus_by_number():
    driver = Driver(keys="keypad")
    assert driver.lines()[-1] == "1 New hand"
    driver.press("3")  # History
    assert driver.lines()[0].startswith("History") or "no hands" in " ".join(driver.lines())
    driver.press("ERASE 6")  # back on the scores screen, then Settings
    assert driver.lines()[0] == "Settings"
    assert all(line[:2] == "%d " % (row + 1) for row, line in enumerate(driver.app._top().items()[:9]))
    driver.press("BACK 1 1 6 0 OK 2 4 3 OK 2 2 OK 3 1 OK OK")  # a hand, then its details from History
    driver.press("3 OK")
    items = driver.app._top().items()
    assert items[-3:] == ("1 Edit", "2 Delete", "3 Back")  # the lines that only say something go unnumbered
    assert not any(item[:2] == "1 " for item in items[:-3])
    driver.press("2")  # Delete: the question, by number too
    assert driver.lines()[1:3] == ("1 No", "2 Yes, delete")
    driver.press("2")
    assert driver.app.ledger.count == 0


def test_every_numbered_line_fits_on_each_profile():
    # The Driver raises on a line wider than the screen: klemic's "always" lines close up after their colon.
    for profile in ("double", "klemic", "double-x10", "call-for-card"):
        for rows in (5, 3):
            driver = Driver(profile, rows=rows, keys="keypad")
            driver.press("6 DOWN*12 BACK 1 1")
            assert driver.lines()[0]


def test_the_settings_target_is_typed_and_a_zero_refused():
    driver = Driver(keys="keypad")
    driver.press("6")
    target = [row for row, item in enumerate(driver.app._top().items()) if "Target" in item][0]
    driver.press("%d" % (target + 1))  # OK on Target opens it
    assert "< 500 >" in driver.cursor_line()
    driver.press("0 OK")
    assert said(driver).startswith("a target is 1") and "< 0 >" in driver.cursor_line()
    driver.press("ERASE 1 2 0 0 OK BACK")
    assert driver.app.rules.target == 1200


def test_the_knob_steps_numbers_by_one_and_moves_the_cursor():
    driver = Driver(keys="macropad")
    driver.press("CW")
    assert driver.cursor_line() == "2 Meld calculator"
    driver.press("CCW OK CW CW CCW OK")  # New hand: the second seat, P3
    assert driver.lines()[0] == "Bid by P3 US?"
    driver.press("CW CW CW")  # 50 to 53: bids go by one below 60
    assert shown(driver) == "53"
    driver.press("CCW")
    assert shown(driver) == "52"


def test_digits_2_4_6_8_are_arrows_where_a_screen_numbers_nothing():
    driver = Driver(keys="keypad")
    driver.press("1 1 6 0 OK 2 4 3 OK 2 2 OK 3 1 OK")  # the verdict: words, Confirm, Go back
    assert driver.cursor_line() == "Confirm"
    driver.press("8")
    assert driver.cursor_line() == "Go back"
    driver.press("2")
    assert driver.cursor_line() == "Confirm"


def test_five_buttons_show_no_numbers():
    driver = Driver()
    assert driver.lines()[-1] == "New hand"
    driver.press("OK")
    assert driver.app._top().items()[-1] == "All passed: P1 50"


# -- five and three buttons: big numbers digit by digit, asked for by a held LEFT or RIGHT --

# A key held past its first repeat sends its token again with REPEAT: "RIGHT HELD_RIGHT" is RIGHT held.
TOKENS["HELD_RIGHT"] = panel.RIGHT | panel.REPEAT
TOKENS["HELD_LEFT"] = panel.LEFT | panel.REPEAT


@pytest.mark.parametrize("keys", ("five", "three"))
def test_a_1900_bid_and_a_1700_meld_digit_by_digit_in_8_presses_or_fewer(keys):
    driver = Driver("single", keys=keys)
    driver.press("OK OK")  # New hand, P2
    before = driver.presses
    driver.press("RIGHT HELD_RIGHT")  # one press, held: from 0, the cursor on the thousands
    assert driver.cursor_line() == "   < 0[0]000 >"
    hint = "P/N digit OK+P/N move" if keys == "three" else "UP/DN digit  L/R move"
    assert driver.lines()[1] == hint
    driver.press("UP RIGHT DOWN OK")  # 1, then the hundreds round from 0 to 9
    assert driver.presses - before - 1 == 5 and driver.app.pending_bid == (1, 1900)
    driver.press("DOWN OK")  # hearts
    before = driver.presses
    driver.press("RIGHT HELD_RIGHT UP RIGHT DOWN*3 OK")
    assert driver.presses - before - 1 == 7
    assert driver.app._top().draft.meld[0] == 1700 and driver.lines()[0] == "Meld THEM?"


def test_digit_by_digit_refuses_a_digit_over_the_fields_limit_and_back_leaves_it():
    driver = Driver()
    driver.press("OK UP UP OK UP OK DOWN OK UP*2 OK OK")  # P1 bids 60, hearts, meld 20 and 0: the counters
    assert driver.lines()[0].startswith("US took?")
    driver.press("LEFT HELD_LEFT")  # 50 counters: two digits, the cursor on the tens
    assert driver.cursor_line() == "   < [0]0 >"
    driver.press("DOWN*4")  # 0, 9, 8, 7, 6: each over 50 refused, the 0 kept
    assert driver.app._message == "50 at most" and driver.cursor_line() == "   < [0]0 >"
    driver.press("UP*3 RIGHT UP*5")
    assert driver.cursor_line() == "   < 3[5] >"
    driver.press("RIGHT")  # no digit past the ones
    assert driver.cursor_line() == "   < 3[5] >"
    driver.press("BACK")  # out of digit by digit, the number kept; BACK again is the step before
    assert driver.cursor_line() == "   < 35 >" and driver.lines()[0].startswith("US took?")
    driver.press("OK OK")
    assert driver.app.ledger.hand(0).took == (35, 15)


def test_a_held_right_goes_digit_by_digit_through_the_three_buttons_decoder():
    # The bench's board: the real key decoder, OK held with NEXT past its first repeat.
    import os
    import sys

    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "bench"))
    from presses import Board

    board = Board("three", "single")
    board.choose("New hand")
    board.choose("P2")
    for name in ("HOLD", "UP", "RIGHT", "DOWN"):
        board.act(name, "number")
    assert board.screen().value == 1900 and board.counted() == 6  # OK and P2's OK, then four


@pytest.mark.parametrize("keys", ("five", "three"))
def test_the_settings_target_digit_by_digit(keys):
    driver = Driver(keys=keys)
    driver.press("DOWN*5 OK")  # Settings
    for _ in range(12):
        if driver.cursor_line().startswith("Target"):
            break
        driver.press("DOWN")
    driver.press("OK RIGHT HELD_RIGHT")  # open it, then RIGHT held: from 0, the cursor on the thousands
    assert driver.cursor_line() == "Target: < 0[0]000 >"
    assert driver.lines()[1] == ("P/N digit OK+P/N move" if keys == "three" else "UP/DN digit  L/R move")
    driver.press("UP RIGHT DOWN*5 RIGHT UP*5 OK")  # 1, 5 (down round from 0), 5 in the tens... 1550
    assert driver.cursor_line() == "Target: 1550"
    driver.press("BACK")
    assert driver.app.rules.target == 1550
