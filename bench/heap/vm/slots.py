"""What the budget games (core_game.py, app_game.py) share: their two save files, command line and last line."""

import os


def fresh_store(folder):
    """A GameStore over two new save files in folder (any from an earlier run removed first)."""
    remove_slots(folder)
    return store_over(folder)


def store_over(folder):
    """A GameStore over the two save files in folder as they are (a power-up reads what the last run saved)."""
    from pinochle.store.file_medium import save_files
    from pinochle.store.game import GameStore

    return GameStore(save_files(folder))


def remove_slots(folder):
    from pinochle.store.file_medium import FILE_NAMES

    for name in FILE_NAMES:
        try:
            os.remove(folder + "/" + name)
        except OSError:
            pass  # not made yet


def arguments(argv):
    """(flags, folder) from a game's command line: any of trace, keep and resume, then the slots' folder (default:
    here)."""
    flags = ("trace", "keep", "resume")
    return [arg for arg in argv if arg in flags], ([arg for arg in argv if arg not in flags] + ["."])[0]


def finish(ledger, hands, folder, flags):
    """The game ran every hand without an end, or RuntimeError; the slots go unless kept; the "ok" line."""
    if ledger.count != hands or ledger.winner() is not None:
        raise RuntimeError("the game did not run %d hands" % hands)
    if "keep" not in flags:
        remove_slots(folder)
    print("ok %d hands, records %d bytes, totals %s" % (ledger.count, len(ledger.records), ledger.totals()))
