"""Every entry of the single-deck (Dailey) meld table."""

from meld_support import check_meld_table

MICROPYTHON = True

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


def test_single_table():
    check_meld_table("single", SINGLE_TABLE)
