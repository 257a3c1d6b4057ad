"""The rules core's 40-hand game for bench/budget.py: meld, ledger and a save after every hand to two slot
files, as a MicroPython board keeps its game (a CircuitPython board's nvm is outside the heap too).

    micropython -X heapsize=80k -m bench.budget_core [trace] [keep | resume] [FOLDER]
Prints "ok" once every hand is saved; with "trace", the live heap after each hand ("keep", "resume": see main).
The slot files are made in FOLDER (default: here) and removed at the end. Runs on CPython too.
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


def play(ledger, store, game, first, last, trace):
    """Record and save hands first+1 to last (the deal starts afresh from the same seed)."""
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


def main(flags, folder):
    """flags: "trace" prints the live heap; "keep" leaves the slot files for a "resume" run in a fresh VM, which
    is a power-up after the game: it recovers the saved game, then records and saves one hand more."""
    trace = "trace" in flags
    if trace:
        print("start live %d" % live())
    # The store first, as code.py builds it: its slot buffers need whole free blocks, which module
    # loading would otherwise break up.
    from bench.budget_slots import finish, fresh_store, store_over

    store = store_over(folder) if "resume" in flags else fresh_store(folder)
    gc.collect()
    if "resume" in flags:
        found = store.recover()
        if found.status != "restored" or found.value.ledger.count != HANDS:
            raise RuntimeError("no %d-hand game to resume: %s %s" % (HANDS, found.status, found.slots))
        ledger = found.value.ledger
        found = None  # its Recovery and SavedGame classes hold the power-up modules: dropped, as start_app does
        game = Game(ledger)
        if trace:
            print("power-up live %d" % live())
        play(ledger, store, game, HANDS, HANDS + 1, trace)
        print("ok resumed %d hands, totals %s" % (ledger.count, ledger.totals()))
        return
    from pinochle.ledger import Ledger
    from pinochle.rules import make_rules

    ledger = Ledger(make_rules("double", ()))
    game = Game(ledger)
    play(ledger, store, game, 0, HANDS, trace)
    finish(ledger, HANDS, folder, flags)


if __name__ == "__main__":
    from bench.budget_slots import arguments

    main(*arguments(sys.argv[1:]))
