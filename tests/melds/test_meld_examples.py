"""The worked examples of the texts and the counting rules: a run's royal marriage, one card per family."""

from meld_support import check_meld as check
from meld_support import hand

from pinochle import meld

MICROPYTHON = True


def test_87_point_hand_of_double_deck_partnership():
    cards = "AH 10H KH KH KH QH QH JH QD QD JD QC QC AS KS KS QS QS JS JS"
    parts = [
        ("run", 1, 15),
        ("royal marriage", 1, 4),
        ("marriage", 2, 4),
        ("pinochle", 1, 4),
        ("queens around", 2, 60),
    ]
    check(cards, "H", "double", 87, parts)


def test_200_point_hand_of_the_single_deck_text():
    check(
        "AH 10H KH QH JH KH 9H",
        "H",
        "single",
        200,
        [("run", 1, 150), ("run's second K/Q", 1, 40), ("dix", 1, 10)],
    )


def test_single_deck_run_with_second_king_queen_or_both():
    assert meld("AH 10H KH QH JH", "H", "single").total == 150
    assert meld("AH 10H KH QH JH KH", "H", "single").total == 190
    assert meld("AH 10H KH QH JH QH", "H", "single").total == 190
    assert meld("AH 10H KH QH JH KH QH", "H", "single").total == 230
    # A double run replaces everything in it: 1,500, not 230 plus anything.
    assert meld(hand((2, "AH 10H KH QH JH")), "H", "single").total == 1500
    # A non-trump A 10 K Q J is no run, but its K and Q still marry.
    check("AS 10S KS QS JS", "H", "single", 20, [("marriage", 1, 20)])


def test_a_runs_royal_marriage_is_not_counted_again():
    check("AH 10H KH QH JH", "H", "double", 15, [("run", 1, 15)])
    check("AH 10H KH QH JH KH QH", "H", "double", 19, [("run", 1, 15), ("royal marriage", 1, 4)])
    # Two runs and a third K-Q of trump: a double run and one royal marriage.
    check(
        hand((2, "AH 10H KH QH JH"), (1, "KH QH")),
        "H",
        "double",
        154,
        [("run", 2, 150), ("royal marriage", 1, 4)],
    )
    # An extra king alone marries nothing in a double deck.
    check("AH 10H KH QH JH KH", "H", "double", 15, [("run", 1, 15)])


def test_a_card_is_used_once_per_family():
    # One J of diamonds cannot make two pinochles with two Q of spades.
    check("QS QS JD", "H", "double", 4, [("pinochle", 1, 4)])
    # The Q of spades serves a marriage, a pinochle and queens around at once.
    check(
        "KS QS JD QH QD QC",
        "H",
        "double",
        12,
        [("marriage", 1, 2), ("pinochle", 1, 4), ("queens around", 1, 6)],
    )
    # Doubles replace singles: two pinochles are 30, not 4 + 4.
    check("QS QS JD JD", "C", "double", 30, [("pinochle", 2, 30)])


def test_a_mixed_twenty_card_hand_counted_by_hand():
    cards = "AS AS 10S KS KS QS QS JS JS KH QH AH JD JD AD AC 10C KC QC QC"
    # Spades trump: run 15, royal marriage 4, marriages in hearts and clubs 4, aces around 10, double pinochle 30.
    parts = [
        ("run", 1, 15),
        ("royal marriage", 1, 4),
        ("marriage", 2, 4),
        ("aces around", 1, 10),
        ("pinochle", 2, 30),
    ]
    check(cards, "S", "double", 63, parts)
    # Hearts trump: no run; spades, hearts and clubs marriages (2 + 1 + 1), one of them royal.
    assert meld(cards, "H", "double").total == 2 * 2 + 4 + 2 + 10 + 30
