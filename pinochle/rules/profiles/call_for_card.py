"""call-for-card: the 5-player variation at the end of double-pinochle-and-variations.txt."""

# Fields of pinochle.rules.Rules that differ from the double deck.
VALUES = (
    ("hand_size", 16),
    ("players", 5),
    ("called_partner", True),
    ("meld_per_signal_step", 0),  # the text: partners are unknown while bidding, signals are irrelevant
    ("play_to_target", False),
    ("allowed_options", ("roundhouse-run-39", "double-roundhouse-240", "play-to-target")),
)
