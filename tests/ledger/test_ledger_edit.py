"""Corrections: edit or delete any past hand, everything after it settles again; undo and redo."""

import sys

from support import message

from pinochle import forget_module
from pinochle.ledger import Ledger
from pinochle.rules import get_rules

MICROPYTHON = True
# Ledger, settle, rules, corrections and support all loaded: 34k needed on the 32-bit VMs (`bench.heap need`;
# 33k before settle's named results), 8k spare.
MICROPYTHON_HEAP = "42k"


def hand(declarer, bid, meld0, meld1, took0):
    return {"declarer": declarer, "bid": bid, "meld": [meld0, meld1], "took": [took0, 50 - took0]}


def game():
    """Team 0 reaches 500 on the fourth hand."""
    ledger = Ledger(get_rules("double"))
    ledger.add(hand(1, 60, 30, 150, 10))  # team 1: 150 + 40 = 190; team 0 took 10: nothing
    ledger.add(hand(2, 300, 280, 0, 40))  # team 0: 320; team 1 took 10: nothing
    ledger.add(hand(3, 60, 0, 50, 25))  # team 1 made 75; team 0: 25
    ledger.add(hand(0, 100, 120, 20, 45))  # team 0: 165, total 510; team 1 took 5: nothing
    return ledger


def test_editing_a_past_hand_settles_every_later_hand_again():
    ledger = game()
    assert ledger.totals() == (510, 265) and ledger.winner() == 0
    ledger.replace(1, hand(2, 300, 280, 0, 15))  # set instead: team 0 minus 300, team 1 scores 35
    assert ledger.totals() == (-110, 300) and ledger.winner() is None
    assert ledger.settled(1).reason == "set: took 15, under 20"
    assert ledger.settled(3).totals == (-110, 300)
    assert ledger.hand(1).took == (15, 35)


def test_a_won_game_refuses_more_hands_and_early_endings():
    ledger = game()
    assert message(ValueError, ledger.add, hand(1, 50, 20, 20, 25)) == "the game is over: team 0 won on hand 4"
    # Hand 3 edited so team 1 reaches 500 there: hand 4 would follow a finished game.
    assert message(ValueError, ledger.replace, 2, hand(3, 60, 0, 300, 10)) == (
        "the game is won on hand 3, before hand 4: delete the later hands first"
    )
    assert ledger.totals() == (510, 265)
    ledger.delete(3)
    ledger.replace(2, hand(3, 60, 0, 300, 10))
    assert ledger.winner() == 1 and ledger.count == 3


def test_delete_moves_later_hands_to_the_next_deal():
    ledger = game()
    ledger.delete(0)
    assert ledger.count == 3 and ledger.dealer(0) == 0 and ledger.next_dealer() == 3
    assert ledger.hand(0).bid == 300 and ledger.totals() == (320 + 25 + 165, 75)
    klemic = Ledger(get_rules("klemic"))
    klemic.add(hand(1, 50, 20, 20, 25))
    klemic.add(hand(1, 45, 20, 20, 25))  # seat 1 dealt hand 2 and took the forced 45
    assert message(ValueError, klemic.delete, 0) == ("hand 1: bid 45 is the dealer's forced bid, and P1 dealt, not P2")
    assert klemic.count == 2


def test_undo_and_redo_several_steps():
    ledger = game()
    assert ledger.totals() == (510, 265)
    ledger.undo()
    assert ledger.count == 3 and ledger.totals() == (345, 265) and ledger.winner() is None
    ledger.delete(0)
    ledger.replace(0, hand(2, 300, 280, 0, 15))
    assert ledger.totals() == (-300 + 25, 75 + 35)
    assert ledger.undo() and ledger.undo() and ledger.undo()
    assert ledger.count == 2 and ledger.totals() == (320, 190)
    assert ledger.redo() and ledger.count == 3 and ledger.totals() == (345, 265)
    assert ledger.redo() and ledger.count == 2 and ledger.totals() == (345, 75)
    ledger.add(hand(1, 50, 20, 20, 25))  # a new step drops what could be redone
    assert not ledger.redo()
    while ledger.undo():
        pass
    assert ledger.count == 0 and ledger.records == bytearray()


def test_corrections_write_into_the_room_the_ledger_took_at_the_start():
    ledger = game()
    room = ledger.records
    ledger.replace(1, hand(2, 300, 280, 0, 15))
    ledger.delete(0)
    assert ledger.undo() and ledger.undo() and ledger.redo()
    assert ledger.count == 4 and ledger.totals() == (-110, 300)
    # The same bytearray: the hands still to come need no larger block late in a game, when the heap is in pieces.
    assert ledger.records is room


def test_past_hand_code_loads_on_first_use():
    forget_module("pinochle.ledger.corrections")
    forget_module("pinochle.ledger.past")
    ledger = game()
    assert "pinochle.ledger.past" not in sys.modules  # adding hands never loads it
    assert ledger.undo() and ledger.count == 3 and ledger.totals() == (345, 265)
    assert "pinochle.ledger.past" in sys.modules
    assert ledger.redo() and ledger.count == 4 and ledger.totals() == (510, 265)
    assert ledger.undo() and ledger.hand(2).bid == 60 and ledger.settled(1).totals == (320, 190)
    ledger.add(hand(0, 100, 120, 20, 45))  # nothing left to redo
    assert ledger.totals() == (510, 265) and not ledger.redo() and ledger.hand(3).bid == 100


def test_reading_a_past_hand_loads_no_correction_code():
    forget_module("pinochle.ledger.corrections")
    ledger = game()
    assert ledger.hand(0).bid == 60 and "pinochle.ledger.corrections" not in sys.modules


def test_a_ledger_from_records_has_the_hands_and_no_steps():
    ledger = game()
    ledger.delete(3)
    copy = Ledger.from_records(ledger.rules, 0, ledger.records)
    assert copy.totals() == ledger.totals() == (345, 265) and copy.records == ledger.records
    forget_module("pinochle.ledger.past")
    again = Ledger.from_records(ledger.rules, 0, ledger.records)
    assert again.totals() == (345, 265) and "pinochle.ledger.past" in sys.modules  # on demand: pinochle.memory
    assert not copy.undo() and copy.hand(2).bid == 60


def test_records_of_a_broken_length_are_refused():
    ledger = game()
    assert message(ValueError, Ledger.from_records, ledger.rules, 0, ledger.records[:15]) == (
        "15 bytes: records are 10 bytes each"
    )
