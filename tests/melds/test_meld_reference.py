"""Dealt hands from shuffled decks against a second, literal reading of the texts: lay the cards on the table
and take each combination away from its family's pile until none is left. CPython only (it deals thousands)."""

import random

import pytest
from test_meld_table_double import DOUBLE_TABLE
from test_meld_table_double_x10 import X10_TABLE
from test_meld_table_klemic import KLEMIC_TABLE
from test_meld_table_single import SINGLE_TABLE

from pinochle import meld
from pinochle.rules import get_rules

pytestmark = pytest.mark.slow  # thousands of dealt hands: the full run's

TABLES = {"double": DOUBLE_TABLE, "double-x10": X10_TABLE, "klemic": KLEMIC_TABLE, "single": SINGLE_TABLE}
TABLES["call-for-card"] = DOUBLE_TABLE
SUITS = "SHDC"


def value(table, name, count):
    """A family's points for count copies, from the tables typed in the table tests."""
    for row_name, _, _, values in table:
        if row_name == name:
            return values[count - 1] if count else 0
    raise KeyError(name)


def take_all(pile, cards):
    """How many times the cards can be taken from the pile, taking them."""
    times = 0
    while all(pile.count(card) >= cards.count(card) for card in cards):
        for card in cards:
            pile.remove(card)
        times += 1
    return times


def reference(cards, trump, profile, options=()):
    table = TABLES[profile]
    single = profile == "single"
    t = SUITS[trump]
    total = 0
    # Runs and marriages: one pile; take runs first, so a run's K-Q is never a royal marriage as well.
    pile = list(cards)
    runs = take_all(pile, ["A" + t, "10" + t, "K" + t, "Q" + t, "J" + t])
    total += value(table, "run", runs)
    if single and runs:
        for rank in ("K", "Q"):  # a second trump K or Q beside the run: 190, both 230
            if rank + t in pile:
                pile.remove(rank + t)
                total += 40
    royals = take_all(pile, ["K" + t, "Q" + t])
    total += royals * value(table, "royal marriage", 1)
    for suit in SUITS:
        if suit != t:
            total += take_all(pile, ["K" + suit, "Q" + suit]) * value(table, "marriage", 1)
    # Arounds and pinochles: each family its own pile of every card.
    for rank, name in (("A", "aces around"), ("K", "kings around"), ("Q", "queens around"), ("J", "jacks around")):
        total += value(table, name, take_all(list(cards), [rank + suit for suit in SUITS]))
    total += value(table, "pinochle", take_all(list(cards), ["QS", "JD"]))
    if single:
        total += 10 * cards.count("9" + t)
    houses = take_all(list(cards), [rank + suit for rank in "KQ" for suit in SUITS])
    if "roundhouse-run-39" in options or profile == "klemic":
        # Round houses "with a run": those only the run's K-Q completes, once the royal marriages take their part.
        total += min(runs, max(0, houses - royals)) * value(table, "royal marriage", 1)
    if "double-roundhouse-240" in options and houses >= 2:
        scale = 10 if profile == "double-x10" else 1
        parts = value(table, "kings around", 2) + value(table, "queens around", 2)
        parts += 2 * value(table, "royal marriage", 1) + 6 * value(table, "marriage", 1)
        total += 240 * scale - parts
    return total


def deals(profile, count, seed):
    rules = get_rules(profile)
    ranks = ("A", "10", "K", "Q", "J", "9")[: rules.rank_count]
    deck = [rank + suit for suit in SUITS for rank in ranks] * rules.copies
    generator = random.Random(seed)
    hands = []
    while len(hands) < count:
        generator.shuffle(deck)
        for start in range(0, len(deck) - rules.hand_size + 1, rules.hand_size):
            hands.append(deck[start : start + rules.hand_size])
    return hands


def check_profile(profile, options=(), count=2000):
    for cards in deals(profile, count, seed=len(profile) + len(options)):
        for trump in range(4):
            expected = reference(cards, trump, profile, options)
            assert meld(" ".join(cards), trump, profile, options).total == expected, (cards, trump)


def test_double_deals():
    check_profile("double")


def test_double_x10_deals():
    check_profile("double-x10")


def test_klemic_deals():
    check_profile("klemic")


def test_single_deals():
    check_profile("single")


def test_call_for_card_deals():
    check_profile("call-for-card")


def test_round_house_options_on_deals():
    check_profile("double", ("roundhouse-run-39", "double-roundhouse-240"))


def test_hands_rich_in_kings_and_queens():
    # Shuffled decks rarely give double round houses or double runs; deal from a deck heavy in them.
    generator = random.Random(5)
    pool = [rank + suit for rank in ("K", "Q") for suit in SUITS] * 4 + ["AH", "10H", "JH"] * 4 + ["JD"] * 4
    for _ in range(3000):
        cards = generator.sample(pool, 20)
        for trump in range(4):
            options = ("roundhouse-run-39", "double-roundhouse-240")
            assert meld(" ".join(cards), trump, "double", options).total == reference(cards, trump, "double", options)
            assert meld(" ".join(cards), trump, "double").total == reference(cards, trump, "double")
