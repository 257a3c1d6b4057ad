"""The bid help's summary line says why a trump has no bid: "-" and a letter for the reason, the same on both
screen sizes (pinochle/app/bid_help.py; docs/estimate.md gives the letters)."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "app"))
from test_bid_help import bid_help  # noqa: E402  the app tests' way to the help, keys as the calculator takes them

from pinochle import by_trump
from pinochle.bidhelp import estimate, exchange_meld, load_table, partner_assumed, plausible_bid
from pinochle.host.simulate import deal
from pinochle.melds.cards import card_name
from pinochle.rules import PROFILE_NAMES, SUITS, get_rules

# The reasons plausible_bid gives, by their first words, and the letter each shows.
LETTERS = (("no marriage", "m"), ("meld under", "s"), ("must take", "t"), ("lowest bid", "l"))


def summary(profile, text, rows):
    """The summary's entries ("S90", "H-m", ...), read off the help's first lines however they wrap."""
    driver = bid_help(profile, text, rows)
    entries = []
    for line in driver.app._top().items():
        entries += line.split()
        if len(entries) >= 4:
            return entries


def test_a_trump_without_a_bid_shows_its_reason_on_both_screen_sizes():
    rng = random.Random(38)
    seen = set()
    for profile in PROFILE_NAMES:
        rules = get_rules(profile)
        table = load_table(rules)
        for _ in range(4):
            hand = deal(rules, rng)[0]
            text = " ".join(card_name(card, rules.rank_count) for card in range(rules.size) for _ in range(hand[card]))
            melds = by_trump(hand, rules)
            wanted = []
            for trump in range(4):
                quartile = estimate(rules, table, hand, trump)[1]
                exchange = exchange_meld(rules, table, hand, trump, melds[trump])[1]
                bid, why = plausible_bid(rules, hand, trump, melds[trump], partner_assumed(table), quartile, exchange)
                if bid:
                    wanted.append("%s%d" % (SUITS[trump], bid))
                    continue
                letter = [mark for words, mark in LETTERS if why.startswith(words)]
                assert len(letter) == 1, why
                seen.add(letter[0])
                wanted.append("%s-%s" % (SUITS[trump], letter[0]))
            for rows in (5, 3):
                assert summary(profile, text, rows) == wanted, (profile, text, rows)
    assert seen == {"m", "s", "t", "l"}, seen  # the random hands met every reason


def test_the_single_deck_shows_the_exchange_on_a_line_of_its_own():
    hand = "AS 10S KS QS JS AH AD AC 9S 9H 9D 9C"
    rules = get_rules("single")
    from pinochle import parse_hand

    cards = parse_hand(hand, rules)
    exchange = exchange_meld(rules, load_table(rules), cards, 0, by_trump(cards, rules)[0])[0]
    assert exchange > 0
    for rows in (5, 3):
        driver = bid_help("single", hand, rows)
        assert "exchange +%d meld" % exchange in driver.app._top().items()
    driver = bid_help("double", "AH 10H KH QH JH AS")
    assert not any("exchange" in item for item in driver.app._top().items())


def test_every_reason_has_its_letter_and_an_unknown_one_is_refused():
    """The letter comes from the whole reason's words: before, an unknown reason showed as "m" (no marriage)."""
    from pinochle.app.bid_help import reason_letter

    for words, letter in LETTERS:
        assert reason_letter(words + " 20") == letter
    with pytest.raises(ValueError):
        reason_letter("a reason no one gave")
