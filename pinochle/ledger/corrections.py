"""Corrections to a ledger: replace or delete a past hand, undo and redo. Ledger imports this module on first use
(Ledger.replace, delete, undo, redo), so a game that only adds hands never loads it."""

import struct

from pinochle.ledger import STEP_HEAD, STEP_HEAD_SIZE, pack
from pinochle.ledger.past import at, fold
from pinochle.settle import check_hand, make_hand


def edit(ledger, index, hand):
    """Put a hand (None: nothing) in place of hand `index`, once every hand still stands; an undo step."""
    offset = at(ledger, index)
    old = bytes(ledger.records[offset : offset + ledger.size])
    new = None
    if hand is not None:
        hand = make_hand(hand)
        new = pack(ledger.rules, hand, check_hand(ledger.rules, hand, ledger.dealer(index)))
    # Later hands settle again; after a deletion they move deal, so are checked again.
    _swap(ledger, index, old, new, ledger.count if hand else index)
    ledger.remember(index, old, new)


def step(ledger, undo):
    """Undo (or redo) the newest step, in the form the note at the top of pinochle.ledger gives: (its hand's
    number, 1 a delete, 2 an add, 3 an edit), for the screen to say; False when there is none."""
    source, target = (ledger.undo_steps, ledger.redo_steps) if undo else (ledger.redo_steps, ledger.undo_steps)
    if not source:
        return False
    size = ledger.size
    step_size = ledger.step_size()
    taken = bytes(source[-step_size:])
    index, bits = struct.unpack_from(STEP_HEAD, taken)
    old = taken[STEP_HEAD_SIZE : STEP_HEAD_SIZE + size] if bits & 1 else None
    new = taken[STEP_HEAD_SIZE + size :] if bits & 2 else None
    if undo:
        old, new = new, old
    at = index * size
    if index > ledger.count or old is not None and bytes(ledger.records[at : at + size]) != old:
        raise ValueError("the step does not fit the game: hand %d" % (index + 1))
    # The hands from the step's on are checked again (steps may come back from a save): a ValueError leaves the
    # game and both stacks as they were.
    _swap(ledger, index, old, new, index)
    source[-step_size:] = b""
    target.extend(taken)
    return index + 1, bits


def _swap(ledger, index, old, new, valid):
    """Swap record `old` at index for `new` (None: insert or remove) and fold the result, checking every
    hand from index `valid` on; ValueError (and nothing changed) when a hand no longer stands."""
    at = index * ledger.size
    end = at + (len(old) if old else 0)
    kept = ledger.records
    records = kept[:at] + (new or b"") + kept[end:]
    ledger.last = fold(ledger, records, len(records) // ledger.size, valid)
    # Into the room the ledger took at the start (pinochle.ledger), not the copy: its hands to come need no
    # larger block late in a game.
    kept[at:end] = new or b""
