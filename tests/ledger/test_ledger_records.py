"""Records in and out of the ledger: range checks before packing, stored bytes validated hand by hand."""

from support import message

from pinochle.ledger import Ledger
from pinochle.rules import get_rules

MICROPYTHON = True
# Ledger, settle, rules and support all loaded: 31k needed on the 32-bit VMs (`bench.heap need`), 8k spare.
MICROPYTHON_HEAP = "39k"


def test_out_of_range_fields_are_refused_before_packing():
    ledger = Ledger(get_rules("double"))
    assert message(ValueError, ledger.add, {"declarer": 0, "bid": 50, "meld": [65536, 0], "took": [25, 25]}) == (
        "meld must be 0-65535, not 65536"
    )
    assert message(ValueError, ledger.add, {"declarer": 0, "bid": 70000, "meld": [20, 0], "took": [25, 25]}) == (
        "bid 70000: over 65535, the largest a record holds"
    )
    assert message(ValueError, ledger.add, {"declarer": 0, "bid": 50, "meld": [20, -1], "took": [25, 25]}) == (
        "meld must be 0-65535, not -1"
    )
    assert ledger.count == 0 and message(IndexError, ledger.hand, 0) == "no hand 0: the ledger has 0"
    assert message(ValueError, Ledger, get_rules("double"), 4) == "first dealer must be a seat 0-3"


def test_stored_records_come_back_or_are_refused_with_the_hand():
    rules = get_rules("klemic")
    ledger = Ledger(rules, 1)
    ledger.add({"declarer": 1, "bid": 45, "meld": [20, 20], "took": [20, 30]})
    ledger.add({"declarer": 0, "bid": 70, "meld": [50, 20], "took": [35, 15]})
    copy = Ledger.from_records(rules, 1, memoryview(bytes(ledger.records)))  # as a store hands it over
    assert copy.totals() == ledger.totals() == (40 + 85, 50) and copy.first_dealer == 1
    # Dealt by seat 2 instead, the 45 is no longer the dealer's forced bid.
    assert message(ValueError, Ledger.from_records, rules, 2, ledger.records) == (
        "hand 1: bid 45 is the dealer's forced bid, and P3 dealt, not P2"
    )
    assert message(ValueError, Ledger.from_records, rules, 1, ledger.records[:15]) == (
        "15 bytes: records are 10 bytes each"
    )
    damaged = bytearray(ledger.records)
    damaged[10] |= 0x80
    # Bit 7 says everyone passed: hand 2 is no dealer's forced bid, so the record is refused.
    assert message(ValueError, Ledger.from_records, rules, 1, damaged).startswith("hand 2: all passed")
    damaged = bytearray(ledger.records)
    damaged[14] = 0xFF  # team 0 took 255 + (50 - 255): the other side's take goes negative
    assert message(ValueError, Ledger.from_records, rules, 1, damaged).startswith("hand 2: took must be 0-65535")
    assert Ledger.from_records(rules, 0, b"").count == 0
