"""Meld in layers: a game's evaluate() needs no card text, checks or labels; the package loads pinochle.melds.api and
the breakdown when first called, and pinochle.melds.cards only for card text or counts past the deck's limits."""

import sys

from support import message

import pinochle
from pinochle import forget_module

MICROPYTHON = True

# The 87-point hand of double-deck-partnership.txt (hearts trump), as text and as a count per card.
CARDS_87 = "AH 10H KH KH KH QH QH JH QD QD JD QC QC AS KS KS QS QS JS JS"
# (suit S H D C, rank A 10 K Q J): count
COUNTS_87 = {(0, 0): 1, (0, 2): 2, (0, 3): 2, (0, 4): 2, (1, 0): 1, (1, 1): 1, (1, 2): 3, (1, 3): 2, (1, 4): 1}
COUNTS_87.update({(2, 3): 2, (2, 4): 1, (3, 3): 2})
ON_DEMAND = ("pinochle.melds.breakdown", "pinochle.melds.api", "pinochle.melds.cards")


def hand_87():
    hand = bytearray(20)
    for (suit, rank), count in COUNTS_87.items():
        hand[suit * 5 + rank] = count
    return hand


def test_a_game_counts_meld_without_the_modules_for_card_text_and_parts():
    for name in ON_DEMAND + ("pinochle.melds",):
        forget_module(name)
    from pinochle.melds import evaluate
    from pinochle.rules import make_rules

    rules = make_rules("double")
    hand = hand_87()
    assert tuple(evaluate(hand, trump, rules) for trump in range(4)) == (76, 87, 72, 72)
    parts = []
    assert evaluate(hand, 1, rules, parts) == 87
    assert ("queens around", 2, 60) in parts and sum(points for _, _, points in parts) == 87
    for name in ON_DEMAND:
        assert name not in sys.modules, name


def test_the_package_calls_load_them_when_used():
    for name in ON_DEMAND:
        forget_module(name)
    result = pinochle.meld(CARDS_87, "H")
    assert (result.total, result.cards) == (87, 20)
    for name in ON_DEMAND:
        assert name in sys.modules, name
    assert pinochle.parse_hand(CARDS_87) == hand_87()
    assert pinochle.by_trump(hand_87()) == (76, 87, 72, 72)
    assert pinochle.offer(CARDS_87) == 72


def test_the_calculator_and_command_line_calls():
    forget_module("pinochle.melds.cards")
    forget_module("pinochle.melds.breakdown")
    from pinochle.melds.api import by_trump, offer, part_label

    # The calculator's grid gives counts: they are checked without loading card text or pinochle.meld's module.
    assert by_trump(hand_87()) == (76, 87, 72, 72)
    assert "pinochle.melds.cards" not in sys.modules and "pinochle.melds.breakdown" not in sys.modules
    assert by_trump(CARDS_87, "double-x10") == (760, 870, 720, 720)
    parts = []
    assert offer(hand_87(), "double", (), parts) == 72
    assert [part_label(name, count) for name, count, _ in parts] == ["marriage x4", "double queens around", "pinochle"]
    assert part_label("run", 2) == "double run" and part_label("dix", 3) == "dix x3"


def test_trump_as_a_letter_a_symbol_or_a_number():
    from pinochle.melds.breakdown import parse_trump

    assert [parse_trump(trump) for trump in ("s", "H", "♦", "♣", " d ", 3)] == [0, 1, 2, 3, 2, 3]
    assert message(ValueError, parse_trump, "X") == "unknown trump 'X': use S, H, D or C"
    assert message(ValueError, parse_trump, 4) == "unknown trump '4': use S, H, D or C"


def test_counts_that_break_the_limits_are_named_as_cards_names_them():
    counts = hand_87()
    counts[0] = 5
    assert message(ValueError, pinochle.by_trump, counts) == "too many AS: 5, a double deck has 4"
    counts[0] = 1
    counts[5] = 2  # a second AH: 21 cards
    assert message(ValueError, pinochle.offer, counts) == "too many cards: 21, a hand holds 20"
    assert message(ValueError, pinochle.meld, counts[:19], "H") == "a hand needs 20 counts for a double deck, got 19"


def test_evaluate_numbers_ranks_as_cards_does():
    import pinochle.melds as meld_count
    from pinochle.melds import cards

    for name in ("ACE", "KING", "QUEEN", "JACK", "NINE"):
        value = getattr(meld_count, "_" + name, None)  # None on MicroPython: const() folded it into the code
        assert value is None or value == getattr(cards, name), name
