"""Pinochle rules: meld from cards, bids, settlement and the score ledger, for every profile in the rules texts.

The public calls below import their module on first use, so a board that only needs the ledger or the
store never pays the heap for the meld calculator. Code that a game needs only now and then is loaded on
demand and dropped with the two helpers here: load_once for one use, drop_on_demand for what a folder lists.
"""

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


def meld(hand, trump, rules="double", options=()):
    """Meld of a hand (card text or a count per card) for trump: an object with .total, .parts, .cards."""
    from pinochle.melds.breakdown import meld as count

    return count(hand, trump, rules, options)


def by_trump(hand, rules="double", options=()):
    """Meld total for each trump, in suit order S H D C."""
    from pinochle.melds.api import by_trump as count

    return count(hand, rules, options)


def offer(hand, rules="double", options=()):
    """The meld you can offer your partner before trump is named (double-deck-partnership.txt)."""
    from pinochle.melds.api import offer as count

    return count(hand, rules, options)


def parse_hand(text, rules="double"):
    """Count per card (a bytearray) for a hand written as text; ValueError names the bad token or count."""
    from pinochle.melds.api import parse_hand as parse

    return parse(text, rules)
