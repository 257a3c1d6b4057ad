"""Bad input that breaks the deck's limits: a fifth copy, a thirteenth card, wrong counts, unknown trump or rules."""

from support import message

from pinochle import meld, parse_hand

MICROPYTHON = True


def test_more_copies_than_the_deck_holds():
    assert message(ValueError, parse_hand, "QS QS QS QS qs") == "too many QS: 5, a double deck has 4"
    assert message(ValueError, parse_hand, "AS AS AS", "single") == "too many AS: 3, a single deck has 2"


def test_more_cards_than_a_hand_holds():
    twenty = "AS 10S KS QS JS AH 10H KH QH JH AD 10D KD QD JD AC 10C KC QC JC"
    assert sum(parse_hand(twenty)) == 20
    assert message(ValueError, parse_hand, twenty + " AS") == "too many cards: 21, a hand holds 20"
    assert message(ValueError, parse_hand, twenty.replace(" JC", ""), "call-for-card") == (
        "too many cards: 19, a hand holds 16".replace("19", "17")
    )
    assert message(ValueError, parse_hand, "AS 10S KS QS JS 9S AH 10H KH QH JH 9H AD", "single") == (
        "too many cards: 13, a hand holds 12"
    )


def test_bad_counts_unknown_trump_rules_and_options():
    assert message(ValueError, meld, bytearray(24), "H") == "a hand needs 20 counts for a double deck, got 24"
    counts = bytearray(20)
    counts[0] = 5
    assert message(ValueError, meld, counts, "H") == "too many AS: 5, a double deck has 4"
    assert message(ValueError, meld, "AS", "X") == "unknown trump 'X': use S, H, D or C"
    assert "unknown rules 'triple'" in message(ValueError, meld, "AS", "S", "triple")
    assert "unknown option 'roundhouse'" in message(ValueError, meld, "AS", "S", "double", ("roundhouse",))
    assert message(ValueError, meld, "AS", "S", "single", ("roundhouse-run-39",)) == (
        "option 'roundhouse-run-39' does not apply to single"
    )
