"""The meld calculator's grid: UP/DOWN change the suit, LEFT/RIGHT the rank; a refused card says why; BACK from
the meld leaves the calculator; the header fits the screen."""

from app_driver import Driver


def grid(profile="double"):
    driver = Driver(profile)
    driver.choose("Meld calculator")
    return driver


def test_up_and_down_change_the_suit_left_and_right_the_rank():
    driver = grid()
    driver.press("DOWN DOWN RIGHT OK")  # diamonds, then the 10
    assert driver.lines()[3] == "D A0[T1]K0 Q0 J0" and driver.cursor_line() == driver.lines()[3]
    assert driver.lines()[0] == "S trump 0, 1 card"
    driver.press("UP*3 LEFT*2 OK")  # round to clubs; round to the jack
    assert driver.lines()[4] == "C A0 T0 K0 Q0[J1]"
    assert driver.lines()[0] == "S trump 0, 2 cards"


def test_a_fifth_copy_says_why_and_takes_the_cell_back_to_none():
    driver = grid()
    driver.press("RIGHT*2 OK*4")
    assert driver.lines()[1] == "S A0 T0[K4]Q0 J0"
    driver.press("OK")
    assert "KS: 4 at most, now 0" in driver.lines()  # over the header: a message never covers a card row
    driver.wait(3000)  # the message gone
    assert driver.lines()[0] == "S trump 0, 0 cards"
    single = grid("single")
    single.press("RIGHT OK*3")
    assert "10S: 2 at most, now 0" in single.lines()


def test_the_21st_card_is_refused_and_says_why():
    driver = grid()
    # Twenty cards: four aces of every suit, three tens and a king of spades.
    driver.press("OK*4 DOWN OK*4 DOWN OK*4 DOWN OK*4 DOWN RIGHT OK*3 RIGHT OK")
    assert driver.lines()[0].endswith("20 cards")
    driver.press("RIGHT OK")  # an empty cell: nothing added
    assert "a hand is 20 cards" in driver.lines()  # over the header: a message never covers a card row
    driver.wait(3000)
    assert driver.lines()[0].endswith("20 cards")
    driver.press("LEFT LEFT OK")  # a full hand: the cell with cards goes back to none, as a fifth copy does
    assert "full hand: 10S now 0" in driver.lines()
    driver.wait(3000)
    assert driver.lines()[0].endswith("17 cards")


def test_back_from_the_calculator_on_its_own_leaves_it():
    driver = grid()
    driver.press("OK BACK")  # an ace of spades, then its meld
    assert driver.lines()[0] == "S trump: meld 0"
    driver.press("BACK")
    assert driver.totals() == (0, 0) and driver.cursor_line() == "Meld calculator"
    driver.press("DOWN UP")
    assert driver.cursor_line() == "Meld calculator"


def test_back_from_the_meld_of_a_hand_returns_to_the_hand_unchanged():
    driver = Driver()
    driver.press("OK OK OK OK")  # New hand, P2, bid 50, spades
    driver.press("UP DOWN DOWN OK")  # 10, then 0, then the calculator
    assert driver.lines()[0] == "P1 S trump 0, 0 cards"
    driver.press("OK BACK")
    assert driver.lines()[0] == "S trump: meld 0" and driver.cursor_line() == "Add 0 to US"
    driver.press("BACK")  # nothing added: the hand as it was, on the calculator's item
    assert driver.lines()[0] == "Meld US?" and "   < 0 >" in driver.lines()
    assert driver.cursor_line() == "Meld calculator: P1"


def test_the_header_fits_the_screen():
    driver = grid("double-x10")
    # Twenty cards: four aces, tens, kings, queens and jacks of spades, a quadruple run.
    driver.press("OK*4 RIGHT OK*4 RIGHT OK*4 RIGHT OK*4 RIGHT OK*4")
    assert driver.lines()[0] == "S 3000, 20 cards"  # "trump" goes where the number needs its room
    driver = grid()
    driver.press("OK*4 RIGHT OK*4 RIGHT OK*4 RIGHT OK*4 RIGHT OK*4")
    assert driver.lines()[0] == "S trump 300, 20 cards"
