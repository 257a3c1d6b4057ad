"""Bid help table for partnership, fitted to simulated play: `tools/fit_estimate.py --deals 30000 --seed 29`."""

SCALE, LENGTHS = 16, (1, 9)
COUNTERS = (292, 280, 284, 287, 309, 338, 371, 407, 444, 18, 12, 5, 16, 0, -3, -1)
EDGES, BELOW = (22, 24, 27), (72, 75, 71, 64)
PARTNER, MARGIN = 10, 0
EXCHANGE = ()
