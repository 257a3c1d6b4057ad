"""double-x10: the "10 times" variation of double-pinochle-and-variations.txt: every meld and bid x10."""

# Fields of pinochle.rules.Rules that differ from the double deck.
VALUES = (
    ("run", (0, 150, 1500, 2250, 3000)),
    ("royal", (0, 40, 80, 120, 160)),
    ("marriage", (0, 20, 40, 60, 80)),
    (
        "arounds",
        (
            (0, 100, 1000, 1500, 2000),
            None,
            (0, 80, 800, 1200, 1600),
            (0, 60, 600, 900, 1200),
            (0, 40, 400, 600, 800),
        ),
    ),
    ("pinochle", (0, 40, 300, 600, 900)),
    ("double_roundhouse", 2400),
    ("bid_min", 500),
    ("bid_small_step", 10),
    ("bid_big_from", 600),
    ("bid_big_step", 50),
    ("dealer_bid", 500),
    ("meld_per_signal_step", 100),
    ("counters", 490),  # the text: A, 10 and K 10 each (480) and the last trick 10
    ("last_trick", 10),
    ("min_take", 200),
    ("point_unit", 10),  # every meld and counter value is ten times the double deck's
    ("meld_min", 200),
    ("target", 5000),
)
