"""Which card may I play: the worked example from the scores screen in fewer than 20 presses on both sizes, each
step's keys, and random tricks answered as pinochle.play answers them, on five buttons and three."""

import os
import sys

from app_driver import Driver

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "bench"))

from which_card_presses import measure  # noqa: E402

# double-deck-partnership.txt's example: clubs trump, JD led, KD, then JC; player 4 holds J, 10 and A of diamonds.
OPEN = "UP OK"  # the scores screen's last entry, one UP from the first
CLUBS = "UP OK"  # trump: the list starts on spades
TRICK = "RIGHT RIGHT UP OK  UP OK  RIGHT UP UP OK"  # JD from the AS, KD from the QD offered, JC
MINE = "OK OK DOWN DOWN OK"  # AD, 10D (each OK moves on), skip K and Q, JD


def test_the_worked_example_in_19_presses_on_both_sizes():
    for rows in (5, 3):
        driver = Driver("partnership", rows=rows)
        driver.press(OPEN)
        assert driver.lines()[0] == "Which card: trump?"
        driver.press(CLUBS + " " + TRICK)
        assert driver.lines()[:2] == ("mark your cards", "none held: any card")  # nothing marked yet
        driver.press(MINE)
        assert driver.presses == 19
        if rows == 5:
            assert driver.lines()[:4] == ("play AD 10D JD", "any diamond:", "the J of clubs", "trumped it")
        else:
            # The reason is said a part at a time where a notice goes: the cards fill the rows under the title.
            assert driver.lines()[0] == "any diamond:"
            driver.wait(2600)
            assert driver.lines()[0] == "the J of clubs"
            driver.wait(2600)
            driver.wait(2600)  # its last part, then the answer again
            assert driver.lines()[0] == "play AD 10D JD"


def test_player_two_must_beat_and_player_three_must_trump():
    driver = Driver("partnership")
    driver.press(OPEN + " " + CLUBS + " RIGHT RIGHT UP OK")  # JD led
    driver.press("RIGHT RIGHT OK")  # past clubs: done, my cards
    driver.press("DOWN DOWN OK DOWN OK")  # KD and JD: "He must play the king"
    assert driver.lines()[:3] == ("play KD", "must beat the J of", "diamonds: K")
    driver.press("BACK LEFT LEFT DOWN DOWN OK")  # back to the trick: KD played
    driver.press("RIGHT RIGHT OK")  # done: player 3 has no diamonds; trump JC and QC held
    assert driver.cursor_line() == "[ ] A of diamonds"
    driver.press("UP UP OK OK")
    assert driver.lines()[:3] == ("play QC JC", "no diamonds:", "must trump")


def test_void_with_only_lower_trumps_still_trumps():
    driver = Driver("double")
    driver.press(OPEN + " " + CLUBS + " RIGHT RIGHT OK RIGHT OK")  # AD led, AC on it
    driver.press("RIGHT OK")  # done after two cards
    driver.press("UP OK")  # JC, the lowest trump, round from the AD
    assert driver.lines()[:4] == ("play JC", "no diamonds:", "must trump,", "none beats the A")


def test_trumps_are_not_asked_once_you_hold_the_suit_led():
    driver = Driver("double")
    driver.press(OPEN + " " + CLUBS + " RIGHT RIGHT OK RIGHT RIGHT OK")  # AD led, then done
    items = driver.app._top().items()
    assert len(items) == 10 and items[5] == "[ ] A of clubs"
    driver.press("DOWN OK")  # 10D held
    marks = ((" ", "A"), ("x", "10"), (" ", "K"), (" ", "Q"), (" ", "J"))
    assert driver.app._top().items() == tuple("[%s] %s of diamonds" % mark for mark in marks)
    assert driver.lines()[:2] == ("play 10D", "must follow diamonds:")


def test_copies_the_trick_holds_are_refused_and_back_takes_each_step_back():
    driver = Driver("single")
    driver.press(OPEN + " OK OK OK")  # spades trump; AH led, AH again
    driver.press("OK")  # a third AH: a single deck has two
    assert "all 2 AH are played" in driver.lines()
    assert driver.lines()[0] == "S trump, trick: AH AH"
    driver.press("RIGHT RIGHT RIGHT OK OK")  # done; in your hand, the AH cannot be marked
    assert driver.cursor_line() == "[ ] A of hearts"
    assert "all 2 AH are played" in driver.lines()
    driver.press("BACK BACK")
    assert driver.lines()[0] == "S trump, trick: AH"
    driver.press("BACK BACK")
    assert driver.lines()[0] == "Which card: trump?"
    driver.press("BACK")
    assert driver.cursor_line() == "Which card may I play"


def test_leading_is_any_card():
    driver = Driver("single", rows=3)
    driver.press(OPEN + " OK LEFT LEFT OK")  # spades trump, nothing played: done
    assert driver.lines() == ("play any card", "you lead: any card", "")


def test_random_tricks_answered_as_the_rules_say_on_five_buttons_and_three():
    # Every answer is checked inside measure(); the counts are the bench's, on a few deals.
    for mode in ("five", "three"):
        for profile, rows in (("double", 5), ("single", 3), ("call-for-card", 5)):
            counts = measure(mode, profile, rows, 12, 7, 3)
            assert len(counts) == 12 and max(counts) < 30


def test_back_from_your_cards_then_another_suit_plays_a_card_of_the_deck():
    """Found by the random explorer: BACK from the third of your cards, LEFT to clubs and OK played card 22 of a
    20-card deck (the cursor kept its place in your cards' list)."""
    driver = Driver("partnership")
    driver.press(OPEN + " UP UP OK")  # diamonds trump
    driver.press("UP OK")  # a spade led: the list starts on hearts, UP is spades
    driver.press("RIGHT RIGHT RIGHT RIGHT OK")  # past clubs: done, my cards
    driver.press("DOWN DOWN DOWN DOWN DOWN DOWN DOWN")  # the cursor low in your cards
    driver.press("BACK")
    assert driver.cursor_line() == "done: my cards"
    driver.press("LEFT OK")  # a club played to the trick
    assert "C" in driver.lines()[0] + driver.lines()[1]
