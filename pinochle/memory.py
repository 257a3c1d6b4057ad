"""What is loaded on demand and when it goes: the one list of such modules, and the drop that the power-up
(pinochle.app.start) and the restart after an error (pinochle.runner.restart) call. The rest of the package never
unloads."""

import sys

from pinochle import forget_module
from pinochle.screens import SCREENS

# Every module the package imports only when it is needed (a screen, a correction, a rarer check, power-up): dropped
# together once the app is built at power-up and after an error; a screen's stays loaded between screens. A folder
# named here goes with every module of it loaded. The screens (pinochle.screens) come first, then
ON_DEMAND = SCREENS + (
    # what they use: meld counting, the meld signals, past hands and corrections, each side's why, the play of a
    # hand, bid help and its tables, the figures across kept games
    "pinochle.melds",
    "pinochle.bidding.signals",
    "pinochle.ledger.corrections",
    "pinochle.ledger.past",
    "pinochle.settle.explain",
    "pinochle.settle.outcome",
    "pinochle.play",
    "pinochle.bidhelp",
    "pinochle.stats",
    # the kept games (read at New game and by the stats)
    "pinochle.archive",
    # power-up and a new game: the app's start, a profile's values, rule options, reading the save back, the board's
    # display driver module, the MicroPython font (the view keeps its glyphs) and save-file chooser
    "pinochle.app.start",
    "pinochle.rules.profiles",
    "pinochle.rules.options",
    "pinochle.store.recovery",
    "pinochle.store.game.decode",
    "pinochle.device.circuitpython.display",
    "pinochle.device.micropython.font6x9",
    "pinochle.device.micropython.file_media",
)


def drop_on_demand():
    """Drop every loaded module that ON_DEMAND lists or that is in a folder it lists, so its code can be collected;
    what holds on to one of its functions or values keeps just that."""
    for name in [name for name in sys.modules if _listed(name)]:
        forget_module(name)


def _listed(name):
    for entry in ON_DEMAND:
        if name.startswith(entry) and (len(name) == len(entry) or name[len(entry)] == "."):
            return True
    return False
