"""Bid help table for double-x10, fitted to simulated play: `tools/fit_estimate.py --deals 30000 --seed 29`."""

SCALE, LENGTHS = 16, (1, 9)
COUNTERS = (2878, 2759, 2798, 2830, 3044, 3324, 3632, 3969, 4324, 176, 108, 48, 162, -3, -28, 4)
EDGES, BELOW = (220, 240, 260), (695, 718, 665, 628)
PARTNER, MARGIN = 100, 0
EXCHANGE = ()
