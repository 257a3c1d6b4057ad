"""Bid help table for single, fitted to simulated play: `tools/fit_estimate.py --deals 30000 --seed 29`."""

SCALE, LENGTHS = 16, (0, 6)
COUNTERS = (1311, 1559, 1774, 1978, 2181, 2365, 2567, 135, 145, 103, 152, 3, -43, 64)
EDGES, BELOW = (130, 150, 160), (486, 462, 405, 362)
PARTNER, MARGIN = 10, 20
EXCHANGE = (156, 256, 388, 488, 561, 672, 859, 35, -11, 85, 114, -37, 55, 8, 819, 345, 362, -275, -15)
