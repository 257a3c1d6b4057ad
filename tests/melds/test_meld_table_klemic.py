"""Every entry of the klemic meld table: doubles merely double, pinochles 4/30/45/60."""

from meld_support import check_meld_table

MICROPYTHON = True

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


def test_klemic_table():
    check_meld_table("klemic", KLEMIC_TABLE)
