"""single: single-deck-partnership-dailey.txt (David Dailey's family rules), 48 cards with nines."""

# Fields of pinochle.rules.Rules that differ from the double deck.
VALUES = (
    ("deck_name", "a single deck"),
    ("rank_count", 6),
    ("copies", 2),
    ("hand_size", 12),
    ("run", (0, 150, 1500)),
    ("royal", (0, 40, 80)),
    ("marriage", (0, 20, 40)),
    ("arounds", ((0, 100, 1000), None, (0, 80, 800), (0, 60, 600), (0, 40, 400), None)),
    ("pinochle", (0, 40, 300)),
    ("run_extra", 40),
    ("dix", 10),
    ("bid_min", 250),
    ("bid_small_step", 10),
    ("bid_big_from", 250),
    ("bid_big_step", 10),
    ("dealer_bid", 250),
    ("meld_per_signal_step", 0),
    ("counters", 250),
    ("last_trick", 10),
    ("min_take", 0),
    ("point_unit", 10),  # "Each captured A, 10 and K is worth 10 points"; every meld value is a multiple of 10
    ("meld_min", 0),
    ("marriage_required", False),
    ("concede_gap", 250),
    ("defenders_need_capture", True),
    ("nines_kept", True),
    ("target", 1500),
    # The text says only "must beat the winning card whenever possible": read with the double-deck texts, a
    # player void in the suit led still trumps when no trump of theirs can beat one already played.
    ("void_must_trump", True),
    ("allowed_options", ()),
)
