"""A ledger's past hands read back from their records: a hand, the fold up to it, a ledger rebuilt from records.
Loaded on first use by the Ledger methods that need it (the history screen, a correction, power-up)."""

import struct

from pinochle.ledger import Ledger, record_format
from pinochle.settle import OUTCOMES, Hand, check_hand, why_not_played


def from_records(rules, first_dealer, records):
    """Ledger.from_records: every record checked and folded."""
    ledger = Ledger(rules, first_dealer)
    if len(records) % ledger.size:
        raise ValueError("%d bytes: records are %d bytes each" % (len(records), ledger.size))
    ledger.last = fold(ledger, records, len(records) // ledger.size, 0)
    ledger.records.extend(records)  # into the room Ledger took
    return ledger


def at(ledger, index):
    """The offset of stored hand `index`; IndexError when there is none."""
    if not isinstance(index, int) or not 0 <= index < ledger.count:
        raise IndexError("no hand %r: the ledger has %d" % (index, ledger.count))
    return index * ledger.size


def hand(ledger, index):
    """Ledger.hand: hand `index` as stored; IndexError when there is none."""
    return unpack(ledger.rules, ledger.records, at(ledger, index))


def settled(ledger, index):
    """Ledger.settled for any hand but the last: the records folded up to it."""
    at(ledger, index)
    return fold(ledger, ledger.records, index + 1, index + 1)


def fold(ledger, records, count, valid):
    """The Settlement of hand count - 1: the first `count` records folded, checking every hand from index
    `valid` on; ValueError names a hand that fails."""
    last = None
    for index in range(count):
        if last and last.winner is not None:
            raise ValueError(
                "the game is won on hand %d, before hand %d: delete the later hands first" % (index, index + 1)
            )
        stop = False  # the hand's why_not_played(), once check_hand has worked it out
        try:
            hand = unpack(ledger.rules, records, index * ledger.size)
            if index >= valid:
                stop = check_hand(ledger.rules, hand, ledger.dealer_after(last))  # these records', not the ledger's
        except ValueError as error:
            raise ValueError("hand %d: %s" % (index + 1, error)) from None
        last = ledger.settle_next(index, hand, last, stop)
    return last


def unpack(rules, records, offset):
    """The Hand stored at offset, as the note at the top of pinochle.ledger lays a record out; ValueError on
    bits no record has (check_hand judges the rest)."""
    fields = struct.unpack_from(record_format(rules), records, offset)
    byte0, byte1, took = fields[0], fields[1], fields[3]
    outcome, all_tricks, trump = byte0 >> 3 & 3, (byte0 >> 5 & 3) - 1, byte1 & 7
    if byte1 >> (6 if rules.called_partner else 7) or outcome > 2 or all_tricks > 1 or trump > 4:
        raise ValueError("damaged record")
    partner = nines = None
    if rules.called_partner:
        partner = byte1 >> 3
    elif byte1 >> 3:
        if not rules.dix:
            raise ValueError("damaged record: trump nines in a deck without nines")
        nines = ((byte1 >> 3 & 3) * rules.dix, (byte1 >> 5) * rules.dix)
    hand = Hand(
        declarer=byte0 & 7,
        bid=fields[2],
        meld=fields[4:],
        outcome=OUTCOMES[outcome],
        partner=partner,
        trump=None if trump == 4 else trump,
        nines=nines,
        all_tricks=None if all_tricks < 0 else all_tricks,
        all_passed=byte0 >> 7 == 1,
    )
    if hand.declarer >= rules.players or partner is not None and partner >= rules.players:
        raise ValueError("damaged record")  # before why_not_played() reads the meld of these seats
    if not why_not_played(rules, hand):
        hand.took = (took, rules.counters - took)
    elif took:
        raise ValueError("took stored for a hand that was not played")
    return hand
