"""Every meld table of the rules texts, the worked examples, and the options; values typed from the texts."""

from pinochle import by_trump, meld, offer

MICROPYTHON = True


def hand(*groups):
    """Cards for (count, cards text) groups: hand((2, 'AH KH')) is AH KH AH KH."""
    cards = []
    for count, text in groups:
        cards.extend(text.split() * count)
    return " ".join(cards)


def check(cards, trump, rules, expected_total, expected_parts, options=()):
    result = meld(cards, trump, rules, options)
    assert result.total == expected_total, (cards, trump, rules, result.total, result.parts)
    assert sorted(result.parts) == sorted(expected_parts), (cards, result.parts)
    assert sum(points for _, _, points in result.parts) == result.total


# Double deck tables (double-pinochle-and-variations.txt and the table of double-deck-partnership.txt).
DOUBLE_TABLE = (
    ("run", "AH 10H KH QH JH", "H", (15, 150, 225, 300)),
    ("royal marriage", "KH QH", "H", (4, 8, 12, 16)),
    ("marriage", "KS QS", "H", (2, 4, 6, 8)),
    ("aces around", "AS AH AD AC", "H", (10, 100, 150, 200)),
    ("kings around", "KS KH KD KC", "H", (8, 80, 120, 160)),
    ("queens around", "QS QH QD QC", "H", (6, 60, 90, 120)),
    ("jacks around", "JS JH JD JC", "H", (4, 40, 60, 80)),
    ("pinochle", "JD QS", "H", (4, 30, 60, 90)),
)
X10_TABLE = (
    ("run", "AH 10H KH QH JH", "H", (150, 1500, 2250, 3000)),
    ("royal marriage", "KH QH", "H", (40, 80, 120, 160)),
    ("marriage", "KS QS", "H", (20, 40, 60, 80)),
    ("aces around", "AS AH AD AC", "H", (100, 1000, 1500, 2000)),
    ("kings around", "KS KH KD KC", "H", (80, 800, 1200, 1600)),
    ("queens around", "QS QH QD QC", "H", (60, 600, 900, 1200)),
    ("jacks around", "JS JH JD JC", "H", (40, 400, 600, 800)),
    ("pinochle", "JD QS", "H", (40, 300, 600, 900)),
)
# Klemic: doubles merely double; pinochles 4/30/45/60.
KLEMIC_TABLE = (
    ("run", "AH 10H KH QH JH", "H", (15, 30, 45, 60)),
    ("royal marriage", "KH QH", "H", (4, 8, 12, 16)),
    ("marriage", "KS QS", "H", (2, 4, 6, 8)),
    ("aces around", "AS AH AD AC", "H", (10, 20, 30, 40)),
    ("kings around", "KS KH KD KC", "H", (8, 16, 24, 32)),
    ("queens around", "QS QH QD QC", "H", (6, 12, 18, 24)),
    ("jacks around", "JS JH JD JC", "H", (4, 8, 12, 16)),
    ("pinochle", "JD QS", "H", (4, 30, 45, 60)),
)
# Single deck (Dailey): two copies at most.
SINGLE_TABLE = (
    ("run", "AH 10H KH QH JH", "H", (150, 1500)),
    ("royal marriage", "KH QH", "H", (40, 80)),
    ("marriage", "KS QS", "H", (20, 40)),
    ("aces around", "AS AH AD AC", "H", (100, 1000)),
    ("kings around", "KS KH KD KC", "H", (80, 800)),
    ("queens around", "QS QH QD QC", "H", (60, 600)),
    ("jacks around", "JS JH JD JC", "H", (40, 400)),
    ("pinochle", "JD QS", "H", (40, 300)),
    ("dix", "9H", "H", (10, 20)),
)


def check_table(rules, table):
    for name, cards, trump, values in table:
        for count in range(1, len(values) + 1):
            check(hand((count, cards)), trump, rules, values[count - 1], [(name, count, values[count - 1])])


def test_double_table():
    check_table("double", DOUBLE_TABLE)


def test_double_x10_table():
    check_table("double-x10", X10_TABLE)


def test_klemic_table():
    check_table("klemic", KLEMIC_TABLE)


def test_call_for_card_uses_the_double_table():
    for name, cards, trump, values in DOUBLE_TABLE:
        # A 16-card hand holds at most three runs.
        for count in range(1, len(values) + 1):
            if count * len(cards.split()) <= 16:
                check(hand((count, cards)), trump, "call-for-card", values[count - 1], [(name, count, values[count - 1])])


def test_single_table():
    check_table("single", SINGLE_TABLE)


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
    check("AH 10H KH QH JH KH 9H", "H", "single", 200, [("run", 1, 150), ("run's second K/Q", 1, 40), ("dix", 1, 10)])


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
    check(hand((2, "AH 10H KH QH JH"), (1, "KH QH")), "H", "double", 154, [("run", 2, 150), ("royal marriage", 1, 4)])
    # An extra king alone marries nothing in a double deck.
    check("AH 10H KH QH JH KH", "H", "double", 15, [("run", 1, 15)])


def test_a_card_is_used_once_per_family():
    # One J of diamonds cannot make two pinochles with two Q of spades.
    check("QS QS JD", "H", "double", 4, [("pinochle", 1, 4)])
    # The Q of spades serves a marriage, a pinochle and queens around at once.
    check("KS QS JD QH QD QC", "H", "double", 12, [("marriage", 1, 2), ("pinochle", 1, 4), ("queens around", 1, 6)])
    # Doubles replace singles: two pinochles are 30, not 4 + 4.
    check("QS QS JD JD", "C", "double", 30, [("pinochle", 2, 30)])


def test_round_house_default_and_options():
    round_house = "KS QS KH QH KD QD KC QC"
    parts = [("royal marriage", 1, 4), ("marriage", 3, 6), ("kings around", 1, 8), ("queens around", 1, 6)]
    check(round_house, "H", "double", 24, parts)
    with_run = round_house + " AH 10H JH"
    assert meld(with_run, "H", "double").total == 35
    assert meld(with_run, "H", "double", ("roundhouse-run-39",)).total == 39
    assert meld(with_run, "H", "klemic").total == 39
    assert meld(with_run, "H", "double-x10", ("roundhouse-run-39",)).total == 390
    # Without a run the option changes nothing.
    assert meld(round_house, "H", "double", ("roundhouse-run-39",)).total == 24


def test_double_round_house_240():
    double_house = hand((2, "KS QS KH QH KD QD KC QC"))
    assert meld(double_house, "H", "double").total == 160
    result = meld(double_house, "H", "double", ("double-roundhouse-240",))
    assert result.total == 240
    assert ("double round house", 1, 80) in result.parts
    assert meld(double_house, "H", "double-x10", ("double-roundhouse-240",)).total == 2400
    # A single round house is not helped by the option.
    assert meld("KS QS KH QH KD QD KC QC", "H", "double", ("double-roundhouse-240",)).total == 24


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


def test_meld_for_each_trump_and_the_meld_you_can_offer():
    cards = "AH 10H KH KH KH QH QH JH QD QD JD QC QC AS KS KS QS QS JS JS"
    assert by_trump(cards) == (76, 87, 72, 72)
    # Offer: four marriages at plain value (8), double queens around (60), a pinochle (4); no runs.
    assert offer(cards) == 72
    assert offer("AH 10H KH QH JH") == 2
    assert offer(hand((2, "KS QS KH QH KD QD KC QC")), options=("double-roundhouse-240",)) == 240


def test_trump_names():
    cards = "KS QS"
    assert meld(cards, "s").total == meld(cards, "♠").total == meld(cards, 0).total == meld(cards, "spades").total == 4
    assert meld(cards, "H").total == 2


def test_parsed_hand_and_counts_are_accepted():
    from pinochle import parse_hand

    counts = parse_hand("AH 10H kh Q♥ jh")
    assert isinstance(counts, bytearray) and len(counts) == 20 and sum(counts) == 5
    assert meld(counts, "H").total == 15
    assert len(parse_hand("9H 9H", "single")) == 24
