"""The rules core's 40-hand game for `bench.heap budget`: meld, ledger and a save after every hand to two slot files.
Runs on the VMs and CPython: `micropython -X heapsize=80k -m bench.heap.vm.core_game [trace] [keep] [FOLDER]`."""

import gc
import os
import sys

HANDS = 40


def live(collect=True):
    """The heap in use: live once garbage is collected, or with garbage (collect False); 0 on CPython."""
    if collect:
        gc.collect()
    return gc.mem_alloc() if hasattr(gc, "mem_alloc") else 0


class Game:
    """What a snapshot holds (the app passes itself)."""

    def __init__(self, ledger):
        self.ledger = ledger
        self.team_names = ("US", "THEM")
        self.pending_bid = None


def deal(state, hands):
    """Deal the double deck (80 cards) into four count-per-card hands with a small LCG; returns the state."""
    counts = bytearray(20)
    for hand in hands:
        for index in range(20):
            hand[index] = 0
        for _ in range(20):
            while True:
                state = (state * 1103515245 + 12345) & 0x7FFFFFFF
                card = (state >> 8) % 20
                if counts[card] < 4:
                    break
            counts[card] += 1
            hand[card] += 1
    return state


def play(ledger, store, game, first, last, trace):
    """Record and save hands first+1 to last (the deal starts afresh from the same seed). The plan of each
    hand: the declarers make it while their total is under 200 and are set above it; the defenders take 19,
    under 20, so they score nothing. The game so runs its 40 hands without anyone reaching 500 (the same plan
    as bench/heap/vm/app_game.py)."""
    from pinochle.melds import evaluate

    rules = ledger.rules
    hands = [bytearray(rules.size) for _ in range(4)]
    state = 7
    for number in range(first, last):
        state = deal(state, hands)
        trump = number % 4
        declarer = (ledger.next_dealer() + 1) % 4
        team = declarer % 2
        seed = evaluate(hands[declarer], trump, rules) + 16 * evaluate(hands[(declarer + 1) % 4], trump, rules)
        melds = [20 + (seed >> 4) % 10] * 2
        melds[team] = 20 + seed % 10
        counters = [rules.counters - 31] * 2
        counters[team] = 31
        bid = 50 if ledger.totals()[team] < 200 else 65
        hand = {"declarer": declarer, "bid": bid, "meld": melds, "took": counters, "trump": trump}
        if trace:
            # What recording and saving one hand allocates (garbage included, no collection in between).
            before = live()
            gc.disable()
        ledger.add(hand)
        if not store.commit(game):
            raise RuntimeError("hand %d not saved" % (number + 1))
        if trace:
            allocated = live(False) - before
            gc.enable()
            print("hand %d live %d allocated %d" % (number + 1, live(), allocated))


def main(flags, folder):
    """flags: "trace" prints the live heap; "keep" leaves the slot files for bench/heap/vm/core_resume.py."""
    trace = "trace" in flags
    if trace:
        print("start live %d" % live())
    # The store first, as code.py builds it: its slot buffers need whole free blocks, which module
    # loading would otherwise break up.
    from pinochle.store.file_medium import save_files
    from pinochle.store.game import GameStore

    store = GameStore(save_files(folder))
    gc.collect()
    from pinochle.ledger import Ledger
    from pinochle.rules import make_rules

    ledger = Ledger(make_rules("double", ()))
    play(ledger, store, Game(ledger), 0, HANDS, trace)
    if ledger.count != HANDS or ledger.winner() is not None:
        raise RuntimeError("the game did not run %d hands" % HANDS)
    for medium in () if "keep" in flags else store.media:
        os.remove(medium.path)
    print("ok %d hands, records %d bytes, totals %s" % (ledger.count, len(ledger.records), ledger.totals()))


if __name__ == "__main__":
    arguments = sys.argv[1:]
    main(arguments, arguments[-1] if arguments and arguments[-1] not in ("trace", "keep") else ".")
