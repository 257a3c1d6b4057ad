"""Bid help table for single, fitted to simulated play: `tools/fit_estimate.py --deals 30000 --seed 29`."""

# the bases and weights are counters (or meld) times this
SCALE = 16
# the lowest and highest trump length with a base of its own
LENGTHS = (0, 6)
# the counters: a base per trump length, then a weight per feature
# fmt: off
COUNTERS = (
    1311, 1559, 1774, 1978, 2181, 2365, 2567, 135, 145, 103, 152, 3, -43, 64,
)
# fmt: on
# the partner's meld to assume
PARTNER = 10
# the bands of the counters estimate
EDGES = (130, 150, 160)
# the lower quartile's distance in each band
BELOW = (486, 462, 405, 362)
# the exchange's meld: a base per trump length, then a weight per feature
# fmt: off
EXCHANGE = (
    156, 256, 388, 488, 561, 672, 859, 35, -11, 85, 114, -37, 55, 8, 819, 345, 362, -275, -15,
)
# fmt: on
# what the bid takes off, so that the bids offered are made 3 times in 4
MARGIN = 20
