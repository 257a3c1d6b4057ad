"""Meld test helpers: hands from grouped card text, and checks of a total with its exact parts."""


def hand(*groups):
    """Cards for (count, cards text) groups: hand((2, 'AH KH')) is AH KH AH KH."""
    cards = []
    for count, text in groups:
        cards.extend(text.split() * count)
    return " ".join(cards)


def check_meld(cards, trump, rules, expected_total, expected_parts, options=()):
    """The meld of cards must be expected_total, made of exactly expected_parts."""
    from pinochle import meld

    result = meld(cards, trump, rules, options)
    assert result.total == expected_total, (cards, trump, rules, result.total, result.parts)
    assert sorted(result.parts) == sorted(expected_parts), (cards, result.parts)
    assert sum(points for _, _, points in result.parts) == result.total


def check_meld_table(rules, table):
    """Each (name, cards, trump, values) row: the cards once, twice... score values[count - 1] as one part."""
    for name, cards, trump, values in table:
        for count in range(1, len(values) + 1):
            check_meld(hand((count, cards)), trump, rules, values[count - 1], [(name, count, values[count - 1])])


def calculator_keys(text, rules, layout="five"):
    """The meld calculator's presses for a hand written as text, then the key that shows its meld: on buttons each
    suit's row left to right, OK for each copy, then BACK; on digit keys a suit key (7 8 9 0) where the suit changes,
    a rank key (1-6) a card, then # (OK)."""
    from pinochle import parse_hand

    hand = parse_hand(text, rules)
    keys = []
    if layout in ("keypad", "macropad"):
        suit = 0  # the calculator's rows start on spades
        for card in range(rules.size):
            if hand[card] and card // rules.rank_count != suit:
                suit = card // rules.rank_count
                keys.append("7890"[suit])
            keys += [str(card % rules.rank_count + 1)] * hand[card]
        return " ".join(keys + ["OK"])
    for suit in range(4):
        for rank in range(rules.rank_count):
            keys += ["OK"] * hand[suit * rules.rank_count + rank] + ["RIGHT"]
        keys.append("DOWN")
    return " ".join(keys + ["BACK"])
