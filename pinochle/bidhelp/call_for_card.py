"""Bid help table for call-for-card, fitted to simulated play: `tools/fit_estimate.py --deals 30000 --seed 29`."""

# fmt: off
TABLE = (
    16, 1, 8, 210, 216, 233, 260, 297, 338, 376, 424, 38, 17, 6, 20, -1, -4, 15, 4, 4, 19, 22, 25, 5,
    5, 5, 4, 1,
)
# fmt: on
