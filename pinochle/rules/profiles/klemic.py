"""klemic: George Klemic's specific variation in double-pinochle-and-variations.txt."""

# Fields of pinochle.rules.Rules that differ from the double deck.
VALUES = (
    # Doubles merely double; pinochles 4/30/45/60; no marriage needed; a round house with a run is 39.
    ("run", (0, 15, 30, 45, 60)),
    ("arounds", ((0, 10, 20, 30, 40), None, (0, 8, 16, 24, 32), (0, 6, 12, 18, 24), (0, 4, 8, 12, 16))),
    ("pinochle", (0, 4, 30, 45, 60)),
    ("roundhouse_run_39", True),
    ("bid_small_step", 5),
    ("dealer_bid", 45),
    ("one_bid_each", True),
    ("meld_per_signal_step", 0),  # one bid each: the text gives bid meanings, not a count
    ("marriage_required", False),
    ("allowed_options", ("roundhouse-run-39", "take-all-wins", "bid-until-pass")),
    ("refused_options", (("double-roundhouse-240", "Klemic's doubles count merely as double"),)),
)
