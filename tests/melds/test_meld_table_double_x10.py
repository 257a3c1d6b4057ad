"""Every entry of the "10 times" meld table (double-x10)."""

from meld_support import check_meld_table

MICROPYTHON = True

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


def test_double_x10_table():
    check_meld_table("double-x10", X10_TABLE)
