"""Bid help table for call-for-card, fitted to simulated play: `tools/fit_estimate.py --deals 30000 --seed 29`."""

# the bases and weights are counters (or meld) times this
SCALE = 16
# the lowest and highest trump length with a base of its own
LENGTHS = (1, 8)
# the counters: a base per trump length, then a weight per feature
# fmt: off
COUNTERS = (
    210, 216, 233, 260, 297, 338, 376, 424, 38, 17, 6, 20, -1, -4, 15,
)
# fmt: on
# the partner's meld to assume
PARTNER = 4
# the bands of the counters estimate
EDGES = (19, 22, 25)
# the lower quartile's distance in each band
BELOW = (69, 71, 66, 65)
# the exchange's meld: a base per trump length, then a weight per feature
EXCHANGE = ()
# what the bid takes off, so that the bids offered are made 3 times in 4
MARGIN = 2
