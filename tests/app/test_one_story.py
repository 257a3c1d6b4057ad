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
    row = list(csv_lines(ledger, TEAMS))[-1].split(",")
    assert row[5] == "conceded" and row[-3:-1] == ["conceded", '"conceded: needs 460'], row


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
