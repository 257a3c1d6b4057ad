"""partnership: double-deck-partnership.txt, the double deck's other text: its bids and forfeit, no meld minimum."""

# Fields of pinochle.rules.Rules that differ from the double deck (its meld table is the same).
VALUES = (
    # "Bids must go up by one point or more, until they reach 60; then they must go up by 5 points of more."
    ("big_bids_on_grid", False),
    # No 20-point meld minimum: a forfeit gives the opponents "their meld points", and each team needs only
    # "at least 20 game points to be able to score".
    ("meld_min", 0),
    # The text gives no forced bid when everyone passes: no "All passed" entry (a table that sticks the dealer
    # records the dealer's bid of 50).
    ("stuck_dealer", False),
    ("signals", "increment"),  # "if the bid is 50, and I bid 52, I am telling my partner that I have 20"
    ("allowed_options", ("redeal-same-dealer",)),
)
