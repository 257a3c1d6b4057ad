"""Bid help table for single, fitted to simulated play: `tools/fit_estimate.py --deals 30000 --seed 29`."""

# fmt: off
TABLE = (
    16, 0, 6, 1311, 1559, 1774, 1978, 2181, 2365, 2567, 135, 145, 103, 152, 3, -43, 64, 10, 4, 130, 150,
    160, 30, 30, 30, 20, 54, 109, 216, 405, 657, 886, 1023, 148, 56, 125, 175, -26, 48, 10, 30,
)
# fmt: on
