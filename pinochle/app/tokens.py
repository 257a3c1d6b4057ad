"""Only until hand_entry.py imports pinochle.panel (its rewrite lands at the merge): the key tokens moved there.
Nothing else may import this module."""

from pinochle.panel import BACK, DOWN, LEFT, OK, REPEAT, RIGHT, UP, base  # noqa: F401
