"""What the budget games (bench/budget_core.py, bench/budget_app.py) share: their save slots, two files in a
folder, as a MicroPython board keeps its game (a CircuitPython board's nvm is outside the heap too), their
command line and their last line."""

import os

SLOT_SIZE = 2048  # bytes per save slot, as pinochle.device.circuitpython.nvm_media.SLOT_SIZE


def slot_paths(folder):
    return [folder + "/budget-slot-%s.bin" % letter for letter in "ab"]


def remove_slots(folder):
    for path in slot_paths(folder):
        try:
            os.remove(path)
        except OSError:
            pass  # not made yet


def fresh_store(folder):
    """A GameStore over two new slot files in folder (any from an earlier run removed first)."""
    remove_slots(folder)
    return store_over(folder)


def store_over(folder):
    """A GameStore over the two slot files in folder as they are (a power-up reads what the last run saved)."""
    from pinochle.store.file_medium import FileMedium
    from pinochle.store.game import GameStore

    return GameStore([FileMedium(path, SLOT_SIZE, name=path[-5:]) for path in slot_paths(folder)])


FLAGS = ("trace", "keep", "resume")


def arguments(argv):
    """(flags, folder) from a game's command line: any of FLAGS, then the slots' folder (default: here)."""
    return [arg for arg in argv if arg in FLAGS], ([arg for arg in argv if arg not in FLAGS] + ["."])[0]


def finish(ledger, hands, folder, flags):
    """The game ran every hand without an end, or RuntimeError; the slots go unless kept; the "ok" line."""
    if ledger.count != hands or ledger.winner() is not None:
        raise RuntimeError("the game did not run %d hands" % hands)
    if "keep" not in flags:
        remove_slots(folder)
    print("ok %d hands, records %d bytes, totals %s" % (ledger.count, len(ledger.records), ledger.totals()))
