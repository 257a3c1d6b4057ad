"""Readings of the rules texts where they are silent or a screen strayed from them (issue 37, item 7; docs/rules.md
says each): partnership's dealer is never stuck, no signal under 10 meld, no offer where a text has no signals,
partnership's keys step a raise's 5 from 60, and a number never leaves its field's grid."""

from app_driver import Driver

import pinochle.panel as panel
from pinochle.bidding import next_bid, top_bid
from pinochle.rules import RECORD_MAX, get_rules


def declarer_items(profile, keys="five"):
    driver = Driver(profile, keys=keys)
    driver.choose("New hand")
    return driver, driver.app._top().items()


def test_partnership_offers_no_all_passed_and_the_double_deck_still_does():
    driver, items = declarer_items("partnership")
    assert len(items) == 4 and not [item for item in items if "passed" in item.lower()]
    driver.press("UP")  # one PREV from the first declarer: the dealer, never a forced bid
    assert driver.cursor_line() == "P1 US"
    assert declarer_items("double")[1][-1] == "All passed: P1 50"
    driver, items = declarer_items("partnership", "keypad")
    driver.press("0")  # the digit that chose "All passed" elsewhere: nothing here
    assert driver.lines()[0] == "Declarer? deal P1"


def meld_result(profile, keys):
    """The meld result's rows for the calculator's cards typed on a keypad (suit keys 7-0, rank keys 1-6)."""
    driver = Driver(profile, keys="keypad")
    driver.press("DOWN OK")  # the calculator, from the scores screen
    driver.press(keys + " OK")
    return driver.app._top().items()


def test_under_10_meld_to_offer_is_no_signal():
    items = meld_result("double", "7 3 4 8 3 4 9 3 4")  # three marriages: 6 to offer, whatever trump
    assert "offer 6" in items and "no signal: under 10" in items
    assert not [item for item in items if item.startswith("signal")]
    items = meld_result("double", "7 1 8 1 9 1 0 1")  # aces around: 10
    assert "offer 10" in items and "signal: open 51" in items


def test_no_offer_where_the_text_has_no_meld_signals():
    for profile in ("single", "klemic", "call-for-card"):
        items = meld_result(profile, "7 1 8 1 9 1 0 1")
        assert not [item for item in items if item.startswith(("offer", "signal", "no signal"))], (profile, items)
    assert "offer 10" in meld_result("partnership", "7 1 8 1 9 1 0 1")


def test_partnership_keys_step_a_raise_of_5_from_60():
    driver = Driver("partnership")
    driver.choose("New hand")
    driver.press("OK UP")
    assert driver.cursor_line().strip() == "< 60 >"
    driver.press("RIGHT")
    assert driver.cursor_line().strip() == "< 65 >"  # docs/using.md: "65 is UP, RIGHT"
    driver.press("LEFT LEFT")
    assert driver.cursor_line().strip() == "< 59 >"
    partnership = get_rules("partnership")
    assert next_bid(partnership, 61) == 65 and next_bid(partnership, 61, -1) == 60


def test_a_bid_off_the_keys_steps_is_still_taken_typed_in_partnership():
    driver = Driver("partnership", keys="keypad")
    driver.press("1 1 6 1 OK")  # New hand, P1, 61 (over 58: a raise of 3 below 60)
    assert driver.lines()[0] == "Trump? P1 US bid 61"


def held(driver, key, times):
    for _ in range(times):
        driver.now += 50
        driver.app.handle(key | panel.REPEAT, driver.now)
        driver.app.tick(driver.now)
        driver.frame()


def shown(driver):
    return int(driver.cursor_line().strip().strip("<>").strip())


def test_a_held_up_stops_on_the_fields_grid_at_what_a_record_holds():
    for profile in ("single", "double-x10", "double", "partnership"):
        driver = Driver(profile)
        driver.choose("New hand")
        driver.press("OK")
        held(driver, panel.UP, 3000)
        rules = driver.app.rules
        assert shown(driver) == top_bid(rules) <= RECORD_MAX, profile
        driver.press("OK")  # the bid is taken
        assert driver.lines()[0].startswith("Trump?"), (profile, driver.lines())
        driver.press("OK")  # spades
        held(driver, panel.UP, 3000)
        meld = shown(driver)
        assert meld % rules.point_unit == 0 and RECORD_MAX - meld < rules.point_unit, profile


def test_a_meld_set_digit_by_digit_off_the_units_is_refused_on_its_own_step():
    driver = Driver("single")
    driver.choose("New hand")
    driver.press("OK OK OK")  # P2 bids 250, spades
    held(driver, panel.RIGHT, 1)  # digit by digit, the cursor on the thousands
    driver.press("RIGHT*3 UP*5")  # the ones: 5
    assert driver.cursor_line().strip() == "< 0000[5] >" and driver.app._top().value == 5
    driver.press("OK")
    assert driver.lines()[0] == "Meld US?" and "meld goes by 10" in " ".join(driver.lines())
