"""Pinochle rules: meld, bids, settlement and the score ledger for every profile in the rules texts; the meld calls
imported on first use, const, and forget_module for the memory layer (pinochle.memory) and the power-up."""

try:
    from micropython import const
except ImportError:  # CPython. MicroPython folds `_NAME = const(1)` by the name alone, wherever const came from.

    def const(value):
        return value


def forget_module(name):
    """Drop a module from sys.modules and from its package, so its code can be collected (pinochle.memory's
    on-demand modules, settings read once at power-up)."""
    import sys

    sys.modules.pop(name, None)
    package_name, _, attribute = name.rpartition(".")
    package = sys.modules.get(package_name)
    if package is not None and hasattr(package, attribute):
        delattr(package, attribute)


def __getattr__(name):
    """The public meld calls, from the modules they are in, imported on first use: pinochle.meld(hand, trump, rules,
    options) with its breakdown (.total, .parts, .cards; pinochle.melds.breakdown), and from pinochle.melds.api
    by_trump(hand, rules, options) (the total for each trump, S H D C), offer(hand, rules, options) (the meld to
    offer a partner before trump is named) and parse_hand(text, rules) (count per card)."""
    if name == "meld":
        from pinochle.melds.breakdown import meld

        return meld
    if name in ("by_trump", "offer", "parse_hand"):
        from pinochle.melds import api

        return getattr(api, name)
    raise AttributeError(name)
