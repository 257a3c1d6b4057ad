"""Card text as players write it, and every kind of bad input named in one line."""

from support import message

from pinochle import parse_hand
from pinochle.melds.cards import format_hand
from pinochle.rules import get_rules

MICROPYTHON = True


def test_card_text_in_every_spelling():
    hand = parse_hand("AH 10H kh Q♠, TH jD")
    assert sum(hand) == 6
    assert format_hand(hand, get_rules()) == "S: Q  H: A 10 10 K  D: J"
    assert parse_hand("a♥ 10♦ K♣ Q♠ J♡") == parse_hand("AH 10D KC QS JH")
    assert sum(parse_hand("")) == 0


def test_unknown_cards_are_named():
    assert message(ValueError, parse_hand, "AH XZ") == "unknown card 'XZ'"
    assert message(ValueError, parse_hand, "AH 11H") == "unknown card '11H'"
    assert message(ValueError, parse_hand, "A") == "unknown card 'A'"
    assert message(ValueError, parse_hand, "AX") == "unknown card 'AX'"


def test_nines_only_in_a_single_deck():
    assert message(ValueError, parse_hand, "AH 9H") == "no 9s in a double deck: '9H'"
    assert sum(parse_hand("9H 9H", "single")) == 2
