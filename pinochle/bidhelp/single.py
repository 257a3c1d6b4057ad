"""Bid help table for single, fitted to simulated play: `tools/fit_estimate.py --deals 30000 --seed 29`."""

# fmt: off
TABLE = (
    16, 0, 6, 1324, 1552, 1765, 1965, 2164, 2355, 2571, 134, 144, 103, 161, -5, -44, 50, 10, 4, 130,
    140, 160, 30, 30, 30, 20,
)
# fmt: on
