"""Hands the tests, the benches and the firmware runs play through the app, each as app_driver.record_hand takes it:
(declarer, bid, trump, (meld of US, meld of THEM), the counters the declarers took)."""

# The typical hand of docs/using.md: P1 bids 60 in hearts, meld 43 and 22, the declarers take 31.
TYPICAL = ("P1", 60, "Hearts", (43, 22), 31)
# The MicroPython handheld's game (mp_handheld.py): made, set, made, set, made.
HANDHELD_GAME = (
    TYPICAL,
    ("P2", 55, "Spades", (10, 25), 24),
    ("P3", 65, "Diamonds", (30, 12), 40),
    ("P4", 50, "Clubs", (20, 35), 18),
    ("P1", 70, "Spades", (50, 20), 30),
)
# A double-deck game to 500, bids 50-75 and meld up to 101, as four players might play it (bench/presses.py): US
# reach 500 on hand 11; each side is set once.
GAME_TO_500 = (
    ("P2", 52, "Spades", (18, 34), 30),
    ("P3", 60, "Hearts", (43, 22), 31),
    ("P4", 55, "Clubs", (12, 41), 28),
    ("P1", 65, "Diamonds", (38, 15), 24),
    ("P2", 58, "Hearts", (26, 36), 17),
    ("P1", 75, "Spades", (101, 8), 38),
    ("P4", 51, "Diamonds", (20, 33), 27),
    ("P3", 70, "Clubs", (57, 19), 26),
    ("P2", 65, "Spades", (24, 47), 29),
    ("P1", 50, "Hearts", (31, 28), 24),
    ("P3", 70, "Diamonds", (52, 21), 33),
)
