"""Bid help table for call-for-card, fitted to simulated play: `tools/fit_estimate.py --deals 30000 --seed 29`."""

SCALE, LENGTHS = 16, (1, 8)
COUNTERS = (210, 216, 233, 260, 297, 338, 376, 424, 38, 17, 6, 20, -1, -4, 15)
EDGES, BELOW = (19, 22, 25), (69, 71, 66, 65)
PARTNER, MARGIN = 4, 2
EXCHANGE = ()
