"""Pinochle rules: meld, bids, settlement and the score ledger for every profile in the rules texts; and the
package's loader: the meld calls imported on first use, and load_once / drop_on_demand for code needed now and then."""

try:
    from micropython import const
except ImportError:  # CPython. MicroPython folds `_NAME = const(1)` by the name alone, wherever const came from.

    def const(value):
        return value


def forget_module(name):
    """Drop a module from sys.modules and from its package, so its code can be collected (a screen left, a
    profile read, settings read once at power-up)."""
    import sys

    sys.modules.pop(name, None)
    package_name, _, attribute = name.rpartition(".")
    package = sys.modules.get(package_name)
    if package is not None and hasattr(package, attribute):
        delattr(package, attribute)


def load_once(module_name, attribute):
    """An attribute of a module imported for this one use: the module is dropped again at once (unless it was
    loaded already), so when the caller is done with what it got, nothing of the module is left in RAM. A function
    got this way still runs: it keeps its module's globals while it is referenced."""
    import sys

    loaded = module_name in sys.modules
    value = getattr(__import__(module_name, None, None, (attribute,)), attribute)
    if not loaded:
        forget_module(module_name)
    return value


def drop_on_demand(folder):
    """Drop the modules a folder lists in its ON_DEMAND (what it loads when needed); nothing when the folder
    itself is not loaded."""
    import sys

    for name in getattr(sys.modules.get(folder), "ON_DEMAND", ()):
        forget_module(name)


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
