"""The meld calculator by key, on the keypad and the MacroPad: 7 8 9 0 choose the suit, 1-5 (1-6 with nines) add a
card of it; ERASE then a rank takes one off; OK shows the meld; the deck's copies and a full hand are refused with
nothing changed; every line fits both screens."""

import os
import sys

from app_driver import Driver

import pinochle.panel as panel
from pinochle.melds import evaluate
from pinochle.melds.api import by_trump
from pinochle.rules import SUITS

KEYS = {"*": panel.ERASE, "#": panel.OK, "BACK": panel.BACK, "CW": panel.CW, "CCW": panel.CCW}
LAYOUTS = ("keypad", "macropad")
RANKS = "ATKQJ9"


def typed(driver, keys):
    """Keypad keys: digits, `*` (ERASE), `#` (OK), BACK (`*` held), CW and CCW; every frame checked for fit."""
    for word in keys.split():
        driver.now += 100
        token = KEYS[word] if word in KEYS else panel.DIGIT + int(word)
        driver.app.handle(token, driver.now)
        driver.app.tick(driver.now)
        driver.presses += 1
        driver.frame()
        driver.app.dirty = True
    return driver


def keys_for(hand, ranks):
    """The fewest keys for a hand {(suit, rank): copies}: a suit key where the suit changes (spades is the first
    row), a rank key per card."""
    words = []
    suit = 0
    for (to_suit, rank), copies in sorted(hand.items()):
        if to_suit != suit:
            words.append("7890"[to_suit])
            suit = to_suit
        words += [str(rank + 1)] * copies
    return " ".join(words)


def said(driver):
    """The screen's text as one line: a message wraps over rows."""
    return " ".join(driver.lines())


def calculator(keys, profile="double", rows=5):
    driver = Driver(profile, rows=rows, keys=keys)
    driver.press("DOWN OK")  # from the scores screen
    assert driver.app._top().__class__.__name__ == "Calculator", driver.lines()
    return driver


def grid_hand(driver):
    return bytes(driver.app._top().grid.hand)


# The README's 87 in hearts, 20 cards.
HAND_87 = {(0, 0): 1, (0, 2): 2, (0, 3): 2, (0, 4): 2, (1, 0): 1, (1, 1): 1, (1, 2): 3, (1, 3): 2, (1, 4): 1}
HAND_87.update({(2, 3): 2, (2, 4): 1, (3, 3): 2})


def test_a_20_card_hand_by_key_is_the_hand_and_melds_as_pinochle_melds_counts_it():
    for layout in LAYOUTS:
        driver = calculator(layout)
        rules = driver.app.rules
        typed(driver, keys_for(HAND_87, 5))
        want = bytearray(rules.size)
        for (suit, rank), copies in HAND_87.items():
            want[suit * 5 + rank] = copies
        assert grid_hand(driver) == bytes(want)
        trump = driver.app._top().grid.trump
        assert driver.lines()[0] == "%s trump %d, 20 cards" % (SUITS[trump], evaluate(want, trump, rules))
        assert driver.presses == 2 + 23  # open, three suit keys, twenty rank keys
        typed(driver, "#")  # the meld, on the trump that melds most
        totals = by_trump(want, rules)
        best = totals.index(max(totals))
        assert driver.lines()[0] == "%s trump: meld %d" % (SUITS[best], evaluate(want, best, rules))
        assert driver.lines()[0] == "H trump: meld 87"


def test_a_single_deck_hand_with_nines_by_key():
    driver = calculator("keypad", "single")
    hand = {(0, 5): 2, (1, 0): 1, (1, 1): 1, (1, 2): 1, (1, 3): 1, (1, 4): 1, (2, 3): 1, (3, 4): 1}
    typed(driver, keys_for(hand, 6) + " 9 3")  # and a KD
    hand[(2, 2)] = 1
    rules = driver.app.rules
    want = bytearray(rules.size)
    for (suit, rank), copies in hand.items():
        want[suit * 6 + rank] = copies
    assert grid_hand(driver) == bytes(want) and sum(want) == 10
    assert driver.lines()[0] == "S trump %d, 10 cards" % evaluate(want, 0, rules)


def test_one_card_off_in_two_presses_by_key():
    driver = calculator("keypad")
    typed(driver, keys_for(HAND_87, 5))
    before = bytearray(grid_hand(driver))
    presses = driver.presses
    typed(driver, "* 2")  # a 10: clubs are in use, and it holds none
    assert grid_hand(driver) == bytes(before) and "no 10C to take off" in driver.lines()
    typed(driver, "* 4")  # a QC off
    assert driver.presses - presses == 4
    before[3 * 5 + 3] -= 1
    assert grid_hand(driver) == bytes(before) and "QC off" in driver.lines()
    presses = driver.presses
    typed(driver, "4 * *")  # a QC typed by mistake, taken off: ERASE twice takes the card under the cursor
    assert grid_hand(driver) == bytes(before) and driver.presses - presses == 3
    typed(driver, "8 * 3")  # a KH, another suit's: its key first
    before[1 * 5 + 2] -= 1
    assert grid_hand(driver) == bytes(before)
    assert driver.lines()[0] == "KH off"  # the notice takes the title, the one row here with no entry
    driver.wait(3000)
    assert driver.lines()[0].endswith("18 cards")


def test_the_decks_copies_and_a_full_hand_are_refused_with_nothing_changed():
    driver = calculator("macropad")
    typed(driver, "1 1 1 1")
    typed(driver, "1")  # a fifth ace of spades
    assert grid_hand(driver)[0] == 4 and "AS: 4 at most" in driver.lines()
    single = calculator("keypad", "single")
    typed(single, "8 2 2 2")
    assert grid_hand(single)[6 + 1] == 2 and "10H: 2 at most" in single.lines()
    typed(driver, "2 2 2 2 3 3 3 3 4 4 4 4 5 5 5 5")  # twenty cards
    full = grid_hand(driver)
    typed(driver, "9 1")  # a 21st card
    assert grid_hand(driver) == full and "a hand is 20 cards" in driver.lines()


def test_other_keys_say_which_keys_do_what_and_the_knob_moves_without_adding():
    driver = calculator("keypad")
    typed(driver, "6")  # no nines in a double deck
    assert driver.app._message == "1-5: a rank, 7-0: a suit" and sum(grid_hand(driver)) == 0
    assert driver.lines()[0] == "1-5: a rank, 7-0:"  # the title's row, a part at a time: no entry covered
    driver = calculator("macropad")
    typed(driver, "CW CW CW CW CW")  # round the spades to the ace of hearts
    assert driver.cursor_line().startswith("8H[A0]") and sum(grid_hand(driver)) == 0
    typed(driver, "CCW * *")  # nothing to take off the jack of spades
    assert "no JS to take off" in driver.lines() and sum(grid_hand(driver)) == 0


def test_the_legend_until_the_first_card_and_every_line_fits_both_sizes():
    for profile, legend in (("double", "1-5 ATKQJ *off #meld"), ("single", "1-6 ATKQJ9 *off #meld")):
        for rows in (5, 3):
            driver = calculator("keypad", profile, rows)
            assert driver.lines()[0] == legend
            typed(driver, "*")
            assert driver.lines()[0].startswith("take off: 1-")
            typed(driver, "*")  # nothing under the cursor: nothing off, said on the title's row
            assert driver.lines()[0] == "no AS to take off"
            driver.wait(3000)
            assert driver.lines()[0] == legend
            # Every cell at its widest: the cursor on the last rank, a full count in each (frames checked in typed).
            ranks = driver.app.rules.rank_count
            typed(driver, " ".join(str(rank) for rank in range(1, ranks + 1)))
            assert driver.cursor_line().endswith("]") and len(driver.cursor_line()) <= 21
            assert not driver.lines()[0].startswith("1-")


def test_from_hand_entry_the_meld_by_key_is_added_to_the_side():
    driver = Driver(keys="keypad")
    driver.press("OK OK OK OK")  # New hand, P2, bid 50, spades
    driver.press("UP DOWN DOWN OK")  # the calculator, for P1's cards
    assert driver.lines()[0].startswith("P1 1-5")  # whose cards, and the keys
    typed(driver, "8 1 2 3 4 5")  # a run in hearts, not trump: a marriage in spades
    hearts = bytearray(20)
    hearts[5:10] = b"\x01" * 5
    assert driver.lines()[0] == "P1 S trump %d, 5 cards" % evaluate(hearts, 0, driver.app.rules)
    typed(driver, "7 1 2 3 4 5 #")  # and in spades: a run
    hearts[0:5] = b"\x01" * 5
    meld = evaluate(hearts, 0, driver.app.rules)
    assert meld > 15 and driver.lines()[0] == "S trump: meld %d" % meld
    assert driver.cursor_line() == "Add %d to US" % meld
    driver.press("OK")
    assert driver.lines()[0] == "Meld US?" and driver.app._top().value == meld


def test_the_benchs_calculator_line_meets_the_target_on_every_layout():
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "bench"))
    import presses

    for layout, target in (("keypad", 30), ("macropad", 30), ("five", 38), ("three", 38)):
        board = presses.Board(layout)
        board.calculator()
        assert board.counted() <= target, (layout, board.counted())
    for layout in LAYOUTS:
        assert presses.which_card(layout) < 19 if layout in presses.DIGIT_LAYOUTS else presses.which_card(layout) <= 19
