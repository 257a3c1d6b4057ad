"""Round-house options, meld for each trump, the meld you can offer, and the ways to name trump and pass a hand."""

from meld_support import check_meld, hand

from pinochle import by_trump, meld, offer

MICROPYTHON = True


def test_round_house_default_and_options():
    round_house = "KS QS KH QH KD QD KC QC"
    parts = [("royal marriage", 1, 4), ("marriage", 3, 6), ("kings around", 1, 8), ("queens around", 1, 6)]
    check_meld(round_house, "H", "double", 24, parts)
    with_run = round_house + " AH 10H JH"
    assert meld(with_run, "H", "double").total == 35
    assert meld(with_run, "H", "double", ("roundhouse-run-39",)).total == 39
    assert meld(with_run, "H", "klemic").total == 39
    assert meld(with_run, "H", "double-x10", ("roundhouse-run-39",)).total == 390
    # Without a run the option changes nothing.
    assert meld(round_house, "H", "double", ("roundhouse-run-39",)).total == 24


def test_a_round_house_with_a_run_counts_39_when_a_second_trump_k_q_completes_it():
    # "a round house with a run is 39 points (as opposed to 35)": here the round house holds a royal marriage
    # beside the run, so it is complete without the run's K-Q: run 15 + round house 24 = 39, and the run's
    # royal marriage is not added again (the engine gave 43).
    cards = "KS QS KH QH KD QD KC QC AH 10H JH KH QH"
    parts = [
        ("run", 1, 15),
        ("royal marriage", 1, 4),
        ("marriage", 3, 6),
        ("kings around", 1, 8),
        ("queens around", 1, 6),
    ]
    check_meld(cards, "H", "double", 39, parts, ("roundhouse-run-39",))
    check_meld(cards, "H", "klemic", 39, parts)
    assert meld(cards, "H", "double").total == 39
    assert meld(cards, "H", "double-x10", ("roundhouse-run-39",)).total == 390
    # Two round houses, one of them built on the run's K-Q: that one counts 39 with its run.
    two = "KS QS KD QD KC QC " * 2 + "AH 10H JH KH QH KH QH"
    assert meld(two, "H", "double").total == 15 + 4 + 12 + 80 + 60
    assert meld(two, "H", "double", ("roundhouse-run-39",)).total == 15 + 4 + 12 + 80 + 60 + 4


def test_double_round_house_240():
    double_house = hand((2, "KS QS KH QH KD QD KC QC"))
    assert meld(double_house, "H", "double").total == 160
    result = meld(double_house, "H", "double", ("double-roundhouse-240",))
    assert result.total == 240
    assert ("double round house", 1, 80) in result.parts
    assert meld(double_house, "H", "double-x10", ("double-roundhouse-240",)).total == 2400
    # A single round house is not helped by the option.
    assert meld("KS QS KH QH KD QD KC QC", "H", "double", ("double-roundhouse-240",)).total == 24


def test_meld_for_each_trump_and_the_meld_you_can_offer():
    cards = "AH 10H KH KH KH QH QH JH QD QD JD QC QC AS KS KS QS QS JS JS"
    assert by_trump(cards) == (76, 87, 72, 72)
    # Offer: four marriages at plain value (8), double queens around (60), a pinochle (4); no runs.
    assert offer(cards) == 72
    assert offer("AH 10H KH QH JH") == 2
    assert offer(hand((2, "KS QS KH QH KD QD KC QC")), options=("double-roundhouse-240",)) == 240


def test_trump_names():
    cards = "KS QS"
    assert meld(cards, "s").total == meld(cards, "♠").total == meld(cards, 0).total == 4
    assert meld(cards, "H").total == 2


def test_parsed_hand_and_counts_are_accepted():
    from pinochle import parse_hand

    counts = parse_hand("AH 10H kh Q♥ jh")
    assert isinstance(counts, bytearray) and len(counts) == 20 and sum(counts) == 5
    assert meld(counts, "H").total == 15
    assert len(parse_hand("9H 9H", "single")) == 24
