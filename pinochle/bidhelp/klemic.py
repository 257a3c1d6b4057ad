"""Bid help table for klemic, fitted to simulated play: `tools/fit_estimate.py --deals 30000 --seed 29`."""

# the bases and weights are counters (or meld) times this
SCALE = 16
# the lowest and highest trump length with a base of its own
LENGTHS = (1, 9)
# the counters: a base per trump length, then a weight per feature
# fmt: off
COUNTERS = (
    292, 280, 284, 287, 309, 338, 371, 407, 444, 18, 12, 5, 16, 0, -3, -1,
)
# fmt: on
# the partner's meld to assume
PARTNER = 8
# the bands of the counters estimate
EDGES = (22, 24, 27)
# the lower quartile's distance in each band
BELOW = (72, 75, 71, 64)
# the exchange's meld: a base per trump length, then a weight per feature
EXCHANGE = ()
# what the bid takes off, so that the bids offered are made 3 times in 4
MARGIN = -2
