"""The app's calculator and history screens leave pinochle.melds.cards (card text) out of RAM. CPython only: the
app package does not fit the MicroPython tests' 32 KB heap, and the imports are the same there."""

import sys

from pinochle import forget_module


def test_the_calculator_and_history_screens_leave_card_text_out():
    names = ("pinochle.app.calculator", "pinochle.app.meld_result", "pinochle.app.history", "pinochle.melds.api")
    for name in names + ("pinochle.melds.cards",):
        forget_module(name)
    from pinochle.app import calculator, history  # noqa: F401

    assert "pinochle.melds.api" not in sys.modules  # the grid needs only the count
    from pinochle.app import meld_result  # noqa: F401

    assert "pinochle.melds.api" in sys.modules
    assert "pinochle.melds.cards" not in sys.modules
