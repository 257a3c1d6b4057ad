"""Bid help from the meld calculator's result: the bid for every trump and the why for one, the partner's meld
assumed or read from its signal bid, back to the meld; every line fits."""

import sys

from app_driver import Driver
from meld_support import calculator_keys

from pinochle import by_trump, parse_hand
from pinochle.bidhelp import estimate, exchange_meld, load_table, plausible_bid
from pinochle.rules import PROFILE_NAMES, SUIT_NAMES, get_rules

HAND = "AH 10H KH KH QH QH JH AS AS 10S KS QS AD QD JD AC 10C KC QC JC"
HEARTS = 1


def bid_help(profile="double", text=HAND, rows=5, **settings):
    driver = Driver(profile, rows=rows, **settings)
    driver.choose("Meld calculator")
    driver.press(calculator_keys(text, driver.app.rules, driver.app.keys))
    before = driver.presses
    driver.choose("Bid help")
    assert driver.presses - before == 1  # the meld result's first action
    return driver


def expected(profile, text, trump, partner):
    rules = get_rules(profile)
    hand = parse_hand(text, rules)
    meld = by_trump(hand, rules)[trump]
    counters, quartile = estimate(rules, load_table(rules), hand, trump)
    exchange = exchange_meld(rules, load_table(rules), hand, trump, meld)[1]
    return (meld, counters, quartile) + plausible_bid(rules, hand, trump, meld, partner, quartile, exchange)


def test_it_opens_on_the_best_trump_with_the_bid_of_every_trump_and_the_why():
    driver = bid_help()
    helps = [expected("double", HAND, trump, 10) for trump in range(4)]
    best = max(range(4), key=lambda trump: helps[trump][3] or 0)
    meld, counters, quartile, bid, why = helps[best]
    lines = driver.lines()
    assert lines[0] == "%s: bid to %d" % (SUIT_NAMES[best], bid)
    assert lines[1] == "S%s H%s D-m C%s" % (helps[0][3], helps[1][3], helps[3][3])  # no marriage in diamonds
    items = driver.app._top().items()
    words = " ".join(items)
    assert "meld %d + partner 10" % meld in words and "about %d of 50" % counters in words
    assert "1 in 4 under %d" % quartile in words


def test_left_and_right_change_the_trump_and_say_why_there_is_no_bid():
    driver = bid_help()
    for _ in range(4):
        if driver.lines()[0].startswith("Diamonds"):
            break
        driver.press("RIGHT")
    assert driver.lines()[0] == "Diamonds: no bid"
    assert "no marriage" in " ".join(driver.app._top().items())


def test_the_partners_signal_bid_replaces_the_assumed_10():
    driver = bid_help()
    driver.press("UP*3")  # the list wraps: Back, Next trump, the partner
    assert driver.cursor_line() == "Partner: assume 10"
    driver.press("RIGHT*5")  # the partner opened 54: skipped 50 to 53, 40 meld
    assert driver.cursor_line() == "Partner: bid 54: 40"
    trump = SUIT_NAMES.index(driver.lines()[0].split(":")[0])
    bid = expected("double", HAND, trump, 40)[3]
    assert driver.lines()[0] == "%s: bid to %d" % (SUIT_NAMES[trump], bid)
    assert "partner 40" in " ".join(driver.app._top().items())
    driver.press("DOWN RIGHT*3")  # the bid before it was 52: 54 skips only 53, 10 meld
    assert driver.cursor_line() == "Bid before: 52"
    assert "partner 10" in " ".join(driver.app._top().items())


def test_increment_signals_read_the_raise():
    driver = bid_help(signals="increment")
    driver.choose("Partner: assume 10")
    driver.press("RIGHT*3 DOWN RIGHT")  # 52 over 50: 20
    assert "partner 20" in " ".join(driver.app._top().items())


def test_back_returns_to_the_meld_and_leaves_the_help():
    driver = bid_help()
    assert driver.lines()[0].startswith("Hearts: bid to")  # the help made
    assert "pinochle.bidhelp" in sys.modules
    driver.press("BACK")
    assert driver.lines()[0] == "H trump: meld 43"
    assert [type(screen).__name__ for screen in driver.app.stack][1:] == ["tuple", "MeldResult"]  # the help gone
    driver.choose("Bid help")
    driver.choose("Back")
    assert driver.lines()[0] == "H trump: meld 43"


def test_every_line_fits_21_columns_for_every_profile_and_trump():
    hands = {
        5: (HAND, "AH AH AH AH 10H 10H 10H 10H KH KH QH QH AS AS AD AD AC AC 10C 10C"),
        6: ("AH AH 10H KH QH JH 9H AS AD AC 10C KC", "9S 9D JC QC JS QD"),
    }
    for profile in PROFILE_NAMES:
        rules = get_rules(profile)
        for text in hands[rules.rank_count]:
            text = " ".join(text.split()[: rules.hand_size])  # call for a card deals 16
            for rows in (5, 3):
                driver = bid_help(profile, text, rows)
                for _ in range(4):
                    screen = driver.app._top()
                    for line in screen.header() + screen.items():
                        assert len(line) <= 21, (profile, text, line)
                    driver.press("RIGHT")


def test_four_big_bids_wrap_whole_onto_a_second_row():
    """Found by the random explorer: a single-deck hand with double aces around bids over 1000 in every trump, and
    'S1180 H1180 D1200 C1200' is wider than the screen; each trump's bid stays whole."""
    driver = bid_help("single", "AS AS AH AH AD AD AC AC KS QS KH QH")
    shown = " ".join(driver.lines())
    bids = [expected("single", "AS AS AH AH AD AD AC AC KS QS KH QH", trump, 10)[3] for trump in range(4)]
    assert min(bids) >= 1000
    for trump in range(4):
        assert "%s%d" % ("SHDC"[trump], bids[trump]) in shown.split()


def test_the_partners_signal_bid_typed_on_the_keypad():
    driver = bid_help(keys="keypad")
    driver.press("UP*3")
    assert driver.cursor_line() == "Partner: assume 10"
    driver.press("5")  # a bid to come: said, the line as it was
    assert driver.app._message == "bid 5" and driver.cursor_line() == "Partner: assume 10"
    driver.press("4")
    assert driver.cursor_line() == "Partner: bid 54: 40"
    driver.press("6")  # 546 is no signal bid: refused, nothing changed
    assert driver.app._message == "signal bids 50 to 59" and driver.cursor_line() == "Partner: bid 54: 40"
    driver.press("ERASE 2")  # 52 over nothing: skipped 50 and 51, 20 meld
    assert driver.cursor_line() == "Partner: bid 52: 20"
    driver.press("ERASE ERASE")  # every digit off: the partner's meld assumed again
    assert driver.cursor_line() == "Partner: assume 10"
