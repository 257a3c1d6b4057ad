"""Call for a card melds with the double-deck table; a 16-card hand caps how many copies fit."""

from meld_support import check_meld, hand
from test_meld_table_double import DOUBLE_TABLE

MICROPYTHON = True


def test_call_for_card_uses_the_double_table():
    for name, cards, trump, values in DOUBLE_TABLE:
        # A 16-card hand holds at most three runs.
        for count in range(1, len(values) + 1):
            if count * len(cards.split()) <= 16:
                check_meld(
                    hand((count, cards)),
                    trump,
                    "call-for-card",
                    values[count - 1],
                    [(name, count, values[count - 1])],
                )
