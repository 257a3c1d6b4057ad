"""Card text as players write it, and every kind of bad input named in one line."""

from support import message

from pinochle import parse_hand

MICROPYTHON = True


def test_card_text_in_every_spelling():
    hand = parse_hand("AH 10H kh Q♠, TH jD")
    assert sum(hand) == 6
    assert [index for index in range(20) for _ in range(hand[index])] == [3, 5, 6, 6, 7, 14]  # QS AH 10H 10H KH JD
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
