"""The ledger's records: fixed bytes per hand, read back exactly, totals folded, stored bytes validated."""

from pinochle.ledger import Ledger, record_size
from pinochle.rules import get_rules
from pinochle.settle import Hand

MICROPYTHON = True
# Ledger, settle, rules and support all loaded, and one test keeps three ledgers, each with its room for 48 hands
# and 16 undo steps: the worst test needs 34k on the 32-bit VMs (`bench.heap need`; 32k before settle's named
# results), 8k spare.
MICROPYTHON_HEAP = "42k"


def test_a_hand_is_ten_bytes_sixteen_for_call_for_a_card():
    assert record_size(get_rules("double")) == 10
    assert record_size(get_rules("single")) == 10
    assert record_size(get_rules("call-for-card")) == 16
    ledger = Ledger(get_rules("double"))
    ledger.add({"declarer": 1, "bid": 60, "meld": [0, 43], "took": [30, 20]})
    ledger.add({"declarer": 2, "bid": 55, "meld": [30, 0], "took": [30, 20]})
    assert isinstance(ledger.records, bytearray) and len(ledger.records) == 20 and ledger.count == 2


def test_add_settles_and_totals_are_the_fold():
    ledger = Ledger(get_rules("double"), first_dealer=3)
    first = ledger.add({"declarer": 1, "bid": 60, "meld": [0, 43], "took": [30, 20]})
    assert (first.index, first.dealer, first.delta, first.totals) == (0, 3, (30, 63), (30, 63))
    assert (first.result, first.reason, first.winner) == ("made", "made 63 on 60", None)
    second = ledger.add({"declarer": 0, "bid": 60, "meld": [25, 22], "took": [34, 16]})
    assert (second.dealer, second.delta, second.totals) == (0, (-60, 0), (-30, 63))
    assert second.reason == "set: needed 35, took 34"
    assert ledger.totals() == (-30, 63)
    assert ledger.settled(0).totals == (30, 63)
    assert (ledger.dealer(0), ledger.dealer(1), ledger.next_dealer()) == (3, 0, 1)


def test_hands_read_back_as_entered():
    single = Ledger(get_rules("single"))
    entered = {"declarer": 3, "bid": 350, "meld": [20, 190], "took": [80, 170], "trump": 2, "nines": [20, 0]}
    single.add(entered)
    assert single.hand(0) == Hand(3, 350, (20, 190), (80, 170), "played", None, 2, (20, 0), None)
    single.add({"declarer": 0, "bid": 400, "meld": [140, 60], "took": [0, 250]})  # conceded: no tricks kept
    assert single.hand(1).took is None and single.settled(1).reason == "conceded: needs 260, the deck holds 250"
    called = Ledger(get_rules("call-for-card"))
    called.add({"declarer": 4, "partner": 1, "bid": 65, "meld": [0, 30, 5, 0, 65535], "took": [40, 10]})
    assert called.hand(0) == Hand(4, 65, (0, 30, 5, 0, 65535), (40, 10), partner=1)
    # A forfeit keeps no tricks, whatever zeros the table wrote.
    double = Ledger(get_rules("double", ["take-all-wins"]))
    double.add({"declarer": 0, "bid": 50, "meld": [30, 30], "took": [0, 0], "outcome": "conceded"})
    double.add({"declarer": 1, "bid": 65, "meld": [20, 30], "took": [0, 50], "all_tricks": 1})
    assert double.hand(0) == Hand(0, 50, (30, 30), outcome="conceded")
    assert double.hand(1).all_tricks == 1 and double.hand(1).took == (0, 50)
