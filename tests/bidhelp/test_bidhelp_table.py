"""The bid help's fitted tables: each profile's loads and is well formed, the estimate stays in the deck and in the
profile's unit, more trump strength never lowers it, and the plausible bid follows the profile's rules."""

from pinochle import parse_hand
from pinochle.bidhelp import (
    estimate,
    exchange_features,
    features,
    load_table,
    partner_assumed,
    plausible_bid,
    reasons,
)
from pinochle.rules import PROFILE_NAMES, get_rules

MICROPYTHON = True
# Every profile's table and hands: 25 KB on 32-bit CircuitPython.
MICROPYTHON_HEAP = "34k"

SPADES, HEARTS, DIAMONDS, CLUBS = 0, 1, 2, 3
# The hand of docs/estimate.md: hearts 7 long with A and 10, four other aces.
HAND = "AH 10H KH KH QH QH JH AS AS 10S KS QS AD QD JD AC 10C KC QC JC"


def test_every_profile_has_a_table_of_named_ints():
    """Each profile's table is its module's named values (pinochle.bidhelp says what each is): a base a trump
    length and a weight a feature, the bands' edges in order with a distance each, the exchange where the partners
    pass cards (the single deck) with its own features' weights too."""
    for name in PROFILE_NAMES:
        rules = get_rules(name)
        table = load_table(rules)
        low, high = table.LENGTHS
        assert table.SCALE > 0 and 0 <= low < high <= rules.hand_size, (name, table.LENGTHS)
        weights = len(features(rules, bytearray(rules.size), 0)) - 1
        assert len(table.COUNTERS) == high - low + 1 + weights, name
        assert list(table.EDGES) == sorted(table.EDGES) and len(table.BELOW) == len(table.EDGES) + 1, name
        extra = len(exchange_features(rules, bytearray(rules.size), 0, 0))
        assert len(table.EXCHANGE) == ((high - low + 1 + weights + extra) if rules.copies == 2 else 0), name
        values = table.COUNTERS + table.EDGES + table.BELOW + table.EXCHANGE + (table.PARTNER, table.MARGIN)
        assert all(type(value) is int for value in values), name
        assert partner_assumed(table) % rules.point_unit == 0, name


def test_the_double_decks_partner_is_the_texts_assume_10():
    assert partner_assumed(load_table(get_rules("double"))) == 10
    assert partner_assumed(load_table(get_rules("double-x10"))) == 100


def test_estimate_and_its_lower_quartile_stay_in_the_deck_and_the_unit():
    for name in PROFILE_NAMES:
        rules = get_rules(name)
        table = load_table(rules)
        hands = (
            (HAND, "AH AH AH AH 10H 10H 10H 10H KH KH", "JS QS JD QD JC")
            if rules.rank_count == 5
            else (
                "AH AH 10H 10H KH QH JH 9H AS AD AC 10C",
                "9S 9D JC QC JS QD",
            )
        )
        for text in hands:
            hand = parse_hand(" ".join(text.split()[: rules.hand_size]), rules)  # call for a card deals 16
            for trump in range(4):
                counters, quartile = estimate(rules, table, hand, trump)
                assert 0 <= quartile <= counters <= rules.counters, (name, text, trump, counters, quartile)
                assert counters % rules.point_unit == 0 and quartile % rules.point_unit == 0


def test_a_longer_trump_with_its_aces_takes_more():
    rules = get_rules("double")
    table = load_table(rules)
    weak = parse_hand("KH QH JS QS JD QD JC QC 10S", rules)
    strong = parse_hand("AH AH 10H 10H KH KH QH QH JH JH AS AD AC", rules)
    assert estimate(rules, table, strong, HEARTS)[0] > estimate(rules, table, weak, HEARTS)[0] + 5


def test_features_and_words():
    rules = get_rules("double")
    hand = parse_hand(HAND, rules)
    # 7 hearts: A, 10, two K; other aces: two spades, a diamond, a club; other tens: a spade, a club; no void.
    assert features(rules, hand, HEARTS) == (7, 1, 1, 2, 4, 2, 2, 0)
    assert reasons(rules, hand, HEARTS) == ["7 trumps with A 10", "4 other aces"]
    assert reasons(rules, parse_hand("KD QD AS", rules), DIAMONDS) == ["2 trumps", "1 other ace"]
    assert reasons(rules, parse_hand("AD AS AS", rules), DIAMONDS) == ["1 trump with A", "2 other aces"]
    assert reasons(rules, parse_hand("JD", rules), DIAMONDS) == ["1 trump"]
    assert reasons(rules, parse_hand("AD AD 10D 10D 10D", rules), DIAMONDS) == ["5 trumps with A A 10 10 10"]
    assert features(rules, parse_hand("AH AH KH", rules), HEARTS)[7] == 3  # void in the other three suits


def test_the_plausible_bid_is_on_the_grid_and_made_three_times_in_four():
    rules = get_rules("double")
    hand = parse_hand(HAND, rules)
    # meld 43 + partner 10 + lower quartile 20 = 73: the bid on the grid under it; 75 from a quartile of 22.
    assert plausible_bid(rules, hand, HEARTS, 43, 10, 20) == (70, "")
    assert plausible_bid(rules, hand, HEARTS, 43, 10, 22) == (75, "")
    assert plausible_bid(rules, hand, HEARTS, 20, 10, 22) == (52, "")  # in the 50s, steps of one
    # The texts' rules: a marriage to name trump, 20 meld for the side, 20 counters to take, the 50 minimum.
    assert plausible_bid(rules, hand, DIAMONDS, 28, 10, 30) == (None, "no marriage")
    assert plausible_bid(rules, hand, HEARTS, 5, 10, 30) == (None, "meld under 20")
    assert plausible_bid(rules, hand, HEARTS, 43, 10, 19) == (None, "must take 20")
    assert plausible_bid(rules, hand, HEARTS, 20, 0, 25) == (None, "lowest bid 50")
    klemic = get_rules("klemic")  # no marriage needed in Klemic's game
    assert plausible_bid(klemic, parse_hand(HAND, klemic), DIAMONDS, 28, 10, 30)[0] == 65


def test_sure_tricks_set_a_floor_and_the_deck_a_ceiling():
    """The issue's edge hands: 20 trumps take every counter; 16 aces with 4 tens of trump at least their 8 sure
    counters and more than 16 queens with 4 jacks; every figure within the deck."""
    from pinochle.bidhelp import sure_counters

    rules = get_rules("double")
    table = load_table(rules)
    trumps = parse_hand("AS AS AS AS 10S 10S 10S 10S KS KS KS KS QS QS QS QS JS JS JS JS", rules)
    aces = parse_hand("AS AS AS AS AH AH AH AH AD AD AD AD AC AC AC AC 10S 10S 10S 10S", rules)
    queens = parse_hand("QS QS QS QS QH QH QH QH QD QD QD QD QC QC QC QC JS JS JS JS", rules)
    assert sure_counters(rules, trumps, SPADES) == rules.counters
    assert estimate(rules, table, trumps, SPADES) == (rules.counters, rules.counters)
    assert sure_counters(rules, aces, SPADES) == 8 and sure_counters(rules, aces, HEARTS) == 4
    assert sure_counters(rules, queens, SPADES) == 0
    for trump in range(4):
        for hand in (trumps, aces, queens):
            counters, quartile = estimate(rules, table, hand, trump)
            assert sure_counters(rules, hand, trump) <= quartile <= counters <= rules.counters, (trump, counters)
        assert estimate(rules, table, aces, trump)[0] > estimate(rules, table, queens, trump)[0] + 10
    single = get_rules("single")
    whole = parse_hand("AS AS 10S 10S KS KS QS QS JS JS 9S 9S", single)
    assert estimate(single, load_table(single), whole, SPADES) == (250, 250)
    # Three trump aces held of four: each is led and wins, but the 10s behind them are not sure.
    assert sure_counters(rules, parse_hand("AS AS AS 10S 10S 10S 10S", rules), SPADES) == 3
