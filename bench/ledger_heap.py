"""Heap used by a 60-hand game on MicroPython: run from the repo root with
    micropython -X heapsize=64k bench/ledger_heap.py
Prints gc.mem_alloc() after gc.collect() before and after the hands; figures only, no asserts."""

import gc
import sys

sys.path.insert(0, ".")
gc.collect()
start = gc.mem_alloc()

from pinochle.ledger import Ledger, record_size  # noqa: E402
from pinochle.rules import get_rules  # noqa: E402

HANDS = 60


def hand(number):
    """A varied double-deck hand that keeps both teams under 500 for 60 hands: mostly sets."""
    declarer = (number + 1) % 4
    team = declarer % 2
    meld = [20 + number % 30, 10 + number * 7 % 40]
    meld[team] = 20 + number % 25
    took_declarers = 20 + number * 3 % 21
    took = [took_declarers, 50 - took_declarers] if team == 0 else [50 - took_declarers, took_declarers]
    fields = {"declarer": declarer, "bid": 60 + 5 * (number % 4), "meld": meld, "took": took}
    if number % 9 == 4:
        fields["outcome"] = "conceded"
        del fields["took"]
    return fields


rules = get_rules("double")
gc.collect()
loaded = gc.mem_alloc()
ledger = Ledger(rules)
gc.collect()
empty = gc.mem_alloc()
for number in range(HANDS):
    ledger.add(hand(number))
gc.collect()
played = gc.mem_alloc()
totals = ledger.totals()
ledger.undo_steps = bytearray()  # what the records alone hold, without the 16 undoable steps
gc.collect()
records_only = gc.mem_alloc()

print("implementation: %s" % sys.implementation.name)
print("bytes per hand record: %d (call for a card: %d)" % (record_size(rules), record_size(get_rules("call-for-card"))))
print(
    "hands: %d, records: %d bytes, totals %s, winner %s" % (ledger.count, len(ledger.records), totals, ledger.winner())
)
print("heap before import: %d" % start)
print("heap after importing ledger, settle, bids, rules: %d (+%d)" % (loaded, loaded - start))
print("heap with an empty ledger: %d (+%d)" % (empty, empty - loaded))
print("heap after %d hands, undo history kept: %d (+%d over the empty ledger)" % (HANDS, played, played - empty))
print(
    "heap after %d hands, undo history dropped: %d (+%d over the empty ledger)"
    % (HANDS, records_only, records_only - empty)
)
