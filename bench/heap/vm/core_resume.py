"""The rules core's power-up for `bench.heap budget` on a fresh VM: the game core_game.py kept, then one hand.
`micropython -X heapsize=80k -m bench.heap.vm.core_resume [trace] FOLDER`."""

import gc
import sys

from bench.heap.vm.core_game import HANDS, Game, live, play
from bench.heap.vm.slots import arguments, store_over


def recovered(folder):
    """(the store over the slot files in folder, the ledger it recovers); RuntimeError unless the whole game. The
    Recovery and its SavedGame are dropped on return: their classes hold the power-up modules, which the memory
    layer drops, as in start_app."""
    from pinochle.memory import drop_on_demand

    store = store_over(folder)
    gc.collect()
    found = store.recover()
    from pinochle.store.recovery import RESTORED  # loaded by recover()

    if found.status != RESTORED or found.value.ledger.count != HANDS:
        raise RuntimeError("no %d-hand game to resume: %s %s" % (HANDS, found.status, found.slots))
    drop_on_demand()
    return store, found.value.ledger


def main(flags, folder):
    trace = "trace" in flags
    if trace:
        print("start live %d" % live())
    store, ledger = recovered(folder)
    if trace:
        print("power-up live %d" % live())
    play(ledger, store, Game(ledger), HANDS, HANDS + 1, trace)
    print("ok resumed %d hands, totals %s" % (ledger.count, ledger.totals()))


if __name__ == "__main__":
    main(*arguments(sys.argv[1:]))
