"""Bid help table for klemic, fitted to simulated play: `tools/fit_estimate.py --deals 30000 --seed 29`."""

# fmt: off
TABLE = (
    16, 1, 9, 292, 280, 284, 287, 309, 338, 371, 407, 444, 18, 12, 5, 16, 0, -3, -1, 8, 4, 22, 24, 27,
    5, 5, 5, 4, -3,
)
# fmt: on
