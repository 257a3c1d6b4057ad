"""Which card may I play by key, on the keypad and the MacroPad: a suit key (7 8 9 0) and rank keys play the
trick's cards and mark yours; # ends a trick, then starts the next; ERASE takes back. "mark your cards" until one
is marked; a single-deck hand marked whole is answered, not a crash; every line fits both screens."""

import os
import sys

from app_driver import Driver

import pinochle.panel as panel
from pinochle.play import legal

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "bench"))

from which_card_presses import measure  # noqa: E402

KEYS = {"*": panel.ERASE, "#": panel.OK, "CW": panel.CW, "CCW": panel.CCW}
OPEN = "UP OK"  # the scores screen's last entry (2 then # on a keypad)


def typed(driver, keys):
    """Keypad keys: digits, `*` (ERASE), `#` (OK), CW and CCW; every frame checked for fit."""
    for word in keys.split():
        driver.now += 100
        driver.app.handle(KEYS[word] if word in KEYS else panel.DIGIT + int(word), driver.now)
        driver.app.tick(driver.now)
        driver.presses += 1
        driver.frame()
        driver.app.dirty = True
    return driver


def said(driver):
    return " ".join(driver.lines())


def which_card(profile="partnership", keys="keypad", rows=5):
    driver = Driver(profile, rows=rows, keys=keys)
    driver.press(OPEN)
    assert driver.lines()[0] == "Which card: trump?" and driver.cursor_line() == "7 Spades"
    return driver


def test_the_worked_example_by_key_in_11_presses():
    # double-deck-partnership.txt's example: clubs trump; JD led, KD, JC; the A, 10 and J of diamonds held.
    for keys in ("keypad", "macropad"):
        for rows in (5, 3):
            driver = which_card(keys=keys, rows=rows)
            typed(driver, "0 9 5 3 0 5")  # clubs trump; JD, KD (diamonds stay in use), JC: the trick is whole
            assert driver.lines()[0] == "mark your cards"
            typed(driver, "1 2 5")
            assert driver.presses == 11
            assert driver.app._top().header()[0] == "play AD 10D JD"  # on three rows the reason is over it
            assert driver.app._top().hand == _held(driver, "AD 10D JD")


def _held(driver, names):
    ranks = driver.app.rules.rank_count
    hand = bytearray(driver.app.rules.size)
    for name in names.split():
        hand["SHDC".index(name[-1]) * ranks + ("A", "10", "K", "Q", "J", "9").index(name[:-1])] = 1
    return hand


def test_mark_your_cards_until_one_is_marked_on_every_layout():
    for keys in ("five", "three", "keypad"):
        driver = Driver("double", keys=keys)
        driver.press(OPEN + " OK")  # spades trump; the trick starts on hearts
        if keys == "keypad":
            typed(driver, "1 #")  # AH led, done
        else:
            driver.press("OK RIGHT*3 OK")  # AH led, done: my cards
        assert driver.lines()[:2] == ("mark your cards", "none held: any card")
        if keys == "keypad":
            assert driver.lines()[2] == "trump: 7 then 1-5"
        # Holding none of the suit led nor trump: any card, as pinochle.play says.
        none = _held(driver, "AD JD QC")
        assert legal(driver.app.rules, 0, [5], none)[0] == tuple(card for card in range(20) if none[card])
        if keys == "keypad":
            typed(driver, "2")  # 10H
        else:
            driver.press("DOWN OK")
        assert driver.lines()[0] == "play 10H"


def test_keys_mark_trump_only_while_you_hold_none_of_the_suit_led_and_erase_takes_back():
    driver = which_card("double")
    typed(driver, "0 9 1 #")  # clubs trump, AD led, done after one card
    typed(driver, "0 5")  # JC: void in diamonds, a trump
    assert driver.lines()[0] == "play JC"
    typed(driver, "9 2")  # 10D: now you follow diamonds
    assert "you follow diamonds: your trumps set aside" in said(driver)
    assert driver.lines()[0] == "play 10D"
    typed(driver, "0")  # trump's key while a diamond is marked
    assert "you follow diamonds: trump does not count" in said(driver)
    typed(driver, "3")  # the diamonds still in use: a KD
    assert driver.lines()[0] == "play 10D KD" and not driver.app._top().hand[3 * 5 + 2]
    typed(driver, "3")  # and not
    typed(driver, "8")  # hearts neither led nor trump
    assert "only D and C count" in said(driver)
    typed(driver, "*")  # the 10D's mark taken back: the trump counts again
    assert driver.lines()[0] == "play JC"
    typed(driver, "* *")  # the JC's mark, then no mark: back to the trick, the AD as it was
    assert driver.lines()[0] == "C trump, trick: AD"
    typed(driver, "* * *")  # the AD back; trump; the scores screen
    assert driver.cursor_line() == "8 Which card to play"  # the scores screen, its entry numbered


def test_hash_starts_the_next_trick_with_the_same_trump():
    driver = which_card("double")
    typed(driver, "8 7 1 2 3")  # hearts trump; AS, 10S, KS: whole
    typed(driver, "4")  # QS held
    assert driver.lines()[0] == "play QS"
    typed(driver, "#")
    assert driver.lines()[0] == "H trump, card led?" and driver.cursor_line() == "1 A of spades"
    typed(driver, "9 3 #")  # KD led, done
    assert driver.lines()[0] == "mark your cards"


def test_a_third_copy_in_a_single_deck_is_refused():
    driver = which_card("single", "macropad")
    typed(driver, "7 8 1 1 1")  # spades trump; AH, AH, a third AH
    assert "all 2 AH are played" in said(driver) and driver.lines()[0] == "S trump, trick: AH AH"


def test_a_single_deck_hand_marked_whole_is_answered_not_a_crash():
    """Issue 37's crash: spades trump, AH led, done; all six spades marked, then the six hearts: a stand-in for
    'your other cards' made 13 cards of a 12-card hand, and pinochle.play refused them with a ValueError."""
    driver = Driver("single")
    driver.press("UP OK OK OK RIGHT*3 OK DOWN*6 OK*12")
    rules = driver.app.rules
    screen = driver.app._top()
    assert sum(screen.hand) == 12
    cards, why = legal(rules, 0, [6], screen.hand)  # the whole hand, as marked
    assert driver.lines()[0] == "play AH 10H KH QH JH" and cards == tuple(range(6, 12))
    assert "your trumps set aside" in said(driver) or why in said(driver)
    driver.press("BACK BACK BACK BACK")  # the app goes on: back to the scores screen
    assert driver.cursor_line() == "Which card may I play"


def test_every_step_fits_both_screens_on_both_layouts():
    for keys in ("keypad", "macropad"):
        for rows in (5, 3):
            for profile in ("single", "call-for-card"):
                driver = which_card(profile, keys, rows)  # each frame's width is checked by typed()
                typed(driver, "9 8 6 3 #" if profile == "single" else "9 8 5 3 #")  # diamonds; 9H or JH, KH, done
                typed(driver, "1 2 3 4 5 CW CW CCW")
                assert driver.app._top().header()[0].startswith("play")  # the title: a reason may be over it
                assert len(driver.lines()) == rows


def test_random_tricks_by_key_answered_as_the_rules_say():
    # Every answer is checked inside measure(); the counts are the bench's, on a few deals.
    for mode in ("keypad", "macropad"):
        for profile, rows, played in (("double", 5, 3), ("single", 3, 3), ("call-for-card", 5, 1), ("double", 5, 0)):
            counts = measure(mode, profile, rows, 12, 7, played)
            assert len(counts) == 12 and max(counts) <= 14


def test_a_hand_the_deck_cannot_hold_is_refused_on_the_screen():
    """The last guard before pinochle.play: marks no key can make (every card of a single deck) are said, not
    raised, and the screen still takes keys."""
    driver = which_card("single")
    typed(driver, "7 8 1 #")  # spades trump, AH led, done
    screen = driver.app._top()
    for card in range(24):
        screen.hand[card] = 1
    driver.app.dirty = True
    assert said(driver).startswith("cannot answer: too many cards")
    typed(driver, "*")  # back to the trick
    assert driver.lines()[0] == "S trump, trick: AH"
