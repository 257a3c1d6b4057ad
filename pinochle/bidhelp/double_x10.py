"""Bid help table for double-x10, fitted to simulated play: `tools/fit_estimate.py --deals 30000 --seed 29`."""

# the bases and weights are counters (or meld) times this
SCALE = 16
# the lowest and highest trump length with a base of its own
LENGTHS = (1, 9)
# the counters: a base per trump length, then a weight per feature
# fmt: off
COUNTERS = (
    2878, 2759, 2798, 2830, 3044, 3324, 3632, 3969, 4324, 176, 108, 48, 162, -3, -28, 4,
)
# fmt: on
# the partner's meld to assume
PARTNER = 100
# the bands of the counters estimate
EDGES = (220, 240, 260)
# the lower quartile's distance in each band
BELOW = (695, 718, 665, 628)
# the exchange's meld: a base per trump length, then a weight per feature
EXCHANGE = ()
# what the bid takes off, so that the bids offered are made 3 times in 4
MARGIN = 0
