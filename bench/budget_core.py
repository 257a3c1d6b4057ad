"""The rules core's 40-hand game for bench/budget.py: meld, ledger and a save after every hand to two slot
files, as a MicroPython board keeps its game (a CircuitPython board's nvm is outside the heap too).

    micropython -X heapsize=80k -m bench.budget_core [trace] [FOLDER]
Prints "ok" once every hand is saved; with "trace", the live heap after each hand. The slot files are made in
FOLDER (default: here) and removed at the end. Runs on CPython too.
"""

import gc
import sys

HANDS = 40


def live():
    gc.collect()
    return live_uncollected()


def live_uncollected():
    return gc.mem_alloc() if hasattr(gc, "mem_alloc") else 0


def plan(total, seed):
    """(bid, declaring team's meld, other team's meld, counters the declarers take): they make it while
    their total is under 200 and are set above it; the defenders take 19, under 20, so they score nothing.
    The game so runs its 40 hands without anyone reaching 500 (the same plan as bench/budget_app.py)."""
    return 50 if total < 200 else 65, 20 + seed % 10, 20 + (seed >> 4) % 10, 31


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


def main(trace, folder):
    if trace:
        print("start live %d" % live())
    # The store first, as code.py builds it: its slot buffers need whole free blocks, which module
    # loading would otherwise break up.
    from bench.budget_slots import fresh_store, remove_slots

    store = fresh_store(folder)
    gc.collect()
    from pinochle.ledger import Ledger
    from pinochle.melds import evaluate
    from pinochle.rules import make_rules

    rules = make_rules("double", ())
    ledger = Ledger(rules)
    game = Game(ledger)
    hands = [bytearray(rules.size) for _ in range(4)]
    state = 7
    for number in range(HANDS):
        state = deal(state, hands)
        trump = number % 4
        declarer = (ledger.next_dealer() + 1) % 4
        team = declarer % 2
        seed = evaluate(hands[declarer], trump, rules) + 16 * evaluate(hands[(declarer + 1) % 4], trump, rules)
        bid, meld, other, took = plan(ledger.totals()[team], seed)
        melds = [other, other]
        melds[team] = meld
        counters = [rules.counters - took, rules.counters - took]
        counters[team] = took
        hand = {"declarer": declarer, "bid": bid, "meld": melds, "took": counters, "trump": trump}
        if trace:
            # What recording and saving one hand allocates (garbage included, no collection in between).
            before = live()
            gc.disable()
        ledger.add(hand)
        if not store.commit(game):
            raise RuntimeError("hand %d not saved" % (number + 1))
        if trace:
            allocated = live_uncollected() - before
            gc.enable()
            print("hand %d live %d allocated %d" % (number + 1, live(), allocated))
    if ledger.count != HANDS or ledger.winner() is not None:
        raise RuntimeError("the game did not run %d hands" % HANDS)
    remove_slots(folder)
    print("ok %d hands, records %d bytes, totals %s" % (ledger.count, len(ledger.records), ledger.totals()))


if __name__ == "__main__":
    main("trace" in sys.argv[1:], ([arg for arg in sys.argv[1:] if arg != "trace"] + ["."])[0])
