"""Every entry of the double-deck meld table: double-pinochle-and-variations.txt, as double-deck-partnership.txt."""

from meld_support import check_meld_table

MICROPYTHON = True

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


def test_double_table():
    check_meld_table("double", DOUBLE_TABLE)
