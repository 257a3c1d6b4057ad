"""Issue 37: one story in every channel. The same outcome reads the same on the verdict, the details, History and
the CSV; each side says why it scored what it did; no marriage asks no meld that cannot count."""

import pytest
from app_driver import Driver

from pinochle.settle import Hand
from pinochle.store.export import csv_lines

TEAMS = ("WHITEWATER", "GOLDENRODS")


def scrolled(driver, presses):
    """Every line a screen shows while DOWN is pressed `presses` times, in order, each once."""
    seen = []
    for _ in range(presses + 1):
        seen += [line for line in driver.lines() if line not in seen]
        driver.press("DOWN")
    return seen


def conceded_by_the_deck(rows):
    """Single deck: GOLDENRODS (P2) bid 550 on 90 meld, WHITEWATER meld 100: 460 needed of the deck's 250."""
    driver = Driver("single", rows=rows, team_names=TEAMS)
    driver.choose("New hand")
    driver.choose("P2")
    driver.number(550)
    driver.choose("Hearts")
    driver.number(100)
    driver.number(90)
    return driver


@pytest.mark.parametrize("rows", (5, 3))
def test_a_bid_the_deck_cannot_make_reads_conceded_everywhere_with_each_sides_why(rows):
    driver = conceded_by_the_deck(rows)
    verdict = scrolled(driver, 6)
    assert verdict[:6] == [
        "conceded: needs 460,",
        "the deck holds 250",
        "WHITEWATER +100:",
        "meld kept, no tricks",
        "GOLDENRODS -550:",
        "bid lost",
    ], verdict
    assert "GOLDENRODS -550" not in verdict  # said once, with its why
    driver.choose("Confirm")
    driver.wait(3000)
    ledger = driver.app.ledger
    if rows == 5:
        assert driver.lines()[3] == "#1 conceded +100 -550"
    driver.choose("History")
    # c: conceded, as the verdict says (it read n, not played); the heading's names in their short form.
    assert driver.lines()[:3] == ("#     WHIT      GOLD", "1 P2 550Hc", "  +100 100 -550 -550")
    row = list(csv_lines(ledger, TEAMS))[-1]
    assert row == (
        '1,P1,P2,550,Hearts,conceded,,100,90,,,,,100,-550,100,-550,conceded,"conceded: needs 460, the deck holds 250",'
        '"meld kept, no tricks",bid lost\r\n'
    )


def test_no_marriage_asks_only_the_meld_that_counts_and_the_details_say_it_once():
    driver = Driver("partnership", team_names=("NORTHWOODS", "EASTHARBOR"))
    driver.choose("New hand")
    driver.choose("P2")  # EASTHARBOR declares
    driver.number(52)
    driver.choose("No marriage")
    assert driver.lines()[0] == "Meld NORTHWOODS?"
    driver.number(20)
    # Not "Meld EASTHARBOR?": the declarers lose their bid, their meld counts for nothing.
    assert driver.lines() == (
        "no marriage in trump",
        "NORTHWOODS +20:",
        "meld kept, no tricks",
        "EASTHARBOR -52:",
        "bid lost",
    )
    driver.choose("Confirm")
    assert driver.app.ledger.hand(0).meld == (20, 0)
    driver.choose("History")
    driver.press("OK")
    details = scrolled(driver, 8)
    assert details[:4] == ["Hand 1, deal P1", "P2 EASTHARBOR bid 52", "meld NORTHWOODS 20", "EASTHARBOR 0"], details
    assert "no trump" not in details and details.count("no marriage in trump") == 1, details


def test_defenders_who_capture_nothing_say_their_meld_was_lost():
    driver = Driver("single", team_names=TEAMS)
    driver.app.ledger.add(Hand(1, 250, (60, 200), (0, 250), trump=0))
    driver.choose("History")
    driver.press("OK")
    details = scrolled(driver, 12)
    assert details[7:11] == ["made 450 on 250", "WHITEWATER +0:", "took no point:", "meld 60 lost"], details


def test_the_save_as_csv_notice_runs_its_time_from_when_it_is_on_the_glass():
    """Issue 37: on 128x32 'saved game-002.csv' was gone within a second: its time ran from the key, and writing
    the file and drawing the frame took most of it. The loop's passes, as runner.restart.one_pass makes them."""
    from pinochle.app import App
    from pinochle.ledger import Ledger
    from pinochle.panel import DOWN, OK
    from pinochle.rules import make_rules

    ledger = Ledger(make_rules("single"))
    ledger.add(Hand(1, 250, (60, 200), (0, 250), trump=0))
    app = App(ledger.rules, 3, 21, team_names=TEAMS, ledger=ledger, export=lambda app: "/drive/game-002.csv")
    for token in (DOWN, DOWN, OK):  # History
        app.handle(token, 0)
    app.tick(0)
    app.frame()
    app.handle(OK, 1000)  # Save as CSV: the drive takes 1.6 s, so the next pass is at 2600
    app.tick(1000)
    assert app.frame()[0][0] == "saved game-002.csv"
    for now in (2600, 4000, 5000):
        app.tick(now)
        assert app.frame()[0][0] == "saved game-002.csv", now
    app.tick(5200)
    assert app.frame()[0][0] != "saved game-002.csv"


def test_ok_on_the_meld_results_offer_says_what_the_offer_is():
    """Issue 37: OK on the offer line did nothing and said nothing."""
    from meld_support import calculator_keys

    driver = Driver("partnership")
    driver.choose("Meld calculator")
    driver.press(calculator_keys("AS AH AD AC KS QS", driver.app.rules, driver.app.keys))
    result = driver.app._top()
    offer = [line for line in result.items() if line.startswith("offer ")][0]
    driver.choose(offer)
    assert driver.app._message == "offer: meld whatever the trump, no runs"
    assert driver.lines()[0] == "offer: meld whatever"  # where the rule puts a notice: the title's row here
    assert driver.cursor_line() == offer
