"""The score ledger: hand records packed in one bytearray; totals, results and game end are a fold of them."""

import struct

from pinochle.rules import player
from pinochle.settle import CONCEDED, NOT_PLAYED, OUTCOMES, check_hand, make_hand, settle, side_counters

# Past hands and corrections (past.py, corrections.py) are imported by the Ledger methods that need them.

# Undo and redo keep STEPS_KEPT steps, each stack in one bytearray. A step: STEP_HEAD (u32 LE hand index, a byte
# with bit 0 set when the old record is kept, bit 1 the new); then old and new (zeros when absent). Fixed-size
# (Ledger.step_size), newest last. The saved game holds them as they are (pinochle.store.game).
STEPS_KEPT = 16
STEP_HEAD = "<IB"
STEP_HEAD_SIZE = struct.calcsize(STEP_HEAD)

# A record: byte 0 = declarer (bits 0-2), outcome (3-4), all_tricks team + 1 (5-6), all passed (7);
# byte 1 = trump, 4 for none (bits 0-2), then trump nines per team (3-4, 5-6) or the called partner (3-5);
# then u16 LE: bid, took (team 0, or the declaring side; the other side took the rest), meld per side.


def record_format(rules):
    """The struct format of a record, as the note above lays it out."""
    return "<BBHH%dH" % (rules.players if rules.called_partner else 2)


def record_size(rules):
    """Bytes per hand: 10 for a partnership, 16 for call for a card."""
    return struct.calcsize(record_format(rules))


def pack(rules, hand, stop):
    """The record of a Hand that passed check_hand, so every field is in range (MicroPython's
    struct truncates silently); stop is its why_not_played(), as check_hand returned it."""
    byte0 = hand.declarer | OUTCOMES.index(hand.outcome) << 3
    if hand.all_tricks is not None:
        byte0 |= (hand.all_tricks + 1) << 5
    if hand.all_passed:
        byte0 |= 0x80
    byte1 = 4 if hand.trump is None else hand.trump
    nines = hand.nines
    if rules.called_partner:
        byte1 |= hand.partner << 3
    elif nines:
        byte1 |= (nines[0] // rules.dix) << 3 | (nines[1] // rules.dix) << 5
    took = 0 if stop else hand.took[0]  # no tricks played, none to keep
    return struct.pack(record_format(rules), byte0, byte1, hand.bid, took, *hand.meld)


def game_winner(rules, hand, totals, count):
    """Who has won once this hand is settled, or None: take-all, then the target (declarers first),
    or the round of deals. A tie for the lead is no finish: deal again, as the single-deck text says."""
    if hand.all_tricks is not None:
        return hand.all_tricks
    if rules.play_to_target:
        declaring = side_counters(rules, hand).declaring
        for who in declaring:
            if totals[who] >= rules.target:
                return who
        low = rules.target
    elif count >= rules.players:  # `count` hands played: every player has dealt once
        low = min(totals)
    else:
        return None
    best = max(totals)
    return totals.index(best) if best >= low and totals.count(best) == 1 else None


def next_deal(rules, dealer, result):
    """Who deals after `dealer`'s hand settled as `result`: the next seat clockwise, or the same dealer again
    when the hand was not played and the profile re-deals it (option redeal-same-dealer)."""
    if rules.redeal_same_dealer and result in (NOT_PLAYED, CONCEDED):
        return dealer
    return (dealer + 1) % rules.players


class Settlement:
    """How hand `index` (0-based) settled: its dealer, delta and totals after it (per team, or per player), result
    (made, set, not-played or conceded), reason, winner (who has won once it is settled, else None) and
    next_dealer (of the hand after it)."""

    def __init__(self, index, dealer, delta, totals, result, reason, winner, next_dealer):
        self.index, self.dealer = index, dealer
        self.delta, self.totals = delta, totals
        self.result, self.reason = result, reason
        self.winner, self.next_dealer = winner, next_dealer


class Ledger:
    """Hand records of one game; every figure shown is derived from them, so any hand can be corrected.
    The fold of the records (the last hand's Settlement: totals, winner) is kept and brought up to date by
    every change: adding a hand checks and settles that hand alone (one step of the fold, settle_next); reading a
    past hand and correcting one fold the records again (past.py, corrections.py)."""

    def __init__(self, rules, first_dealer=0):
        if first_dealer not in range(rules.players):
            raise ValueError("first dealer must be a seat 0-%d" % (rules.players - 1))
        self.rules = rules
        self.first_dealer = first_dealer
        self.size = size = record_size(rules)
        # Records and undo steps take their room now, while the heap is whole: a hand added late in a game then
        # needs no larger block when the heap is in pieces. Room for 48 hands (a double-deck game to 500 seldom
        # runs longer; a round of deals has a hand per player) and the STEPS_KEPT undo steps, plus one pushed before the
        # oldest goes. Emptying a bytearray keeps its room on MicroPython (CPython's may give it back).
        self.records = bytearray((48 if rules.play_to_target else rules.players) * size)
        self.records[:] = b""
        self._zero = (0,) * (rules.players if rules.called_partner else 2)  # the totals before any hand
        self.last = None  # Settlement of the last hand: the fold of every record
        self.undo_steps = bytearray((STEPS_KEPT + 1) * self.step_size())
        self.undo_steps[:] = b""
        self.redo_steps = bytearray()

    @staticmethod
    def from_records(rules, first_dealer, records):
        """A ledger over stored records; ValueError unless every record and the game they make are valid."""
        from pinochle.ledger.past import from_records  # power-up code: a restored game may never look back

        return from_records(rules, first_dealer, records)

    @property
    def count(self):
        return len(self.records) // self.size

    def dealer(self, index):
        """The deal moves one seat clockwise every hand, played or not; where a hand not played is dealt again
        by the same dealer (redeal-same-dealer), who deals is a fold of the records before it."""
        if not self.rules.redeal_same_dealer or not index:
            return (self.first_dealer + index) % self.rules.players
        return self.dealer_after(self.last if index == self.count else self.settled(index - 1))

    def dealer_after(self, settled):
        """The dealer of the hand after the Settlement `settled` (None: of the first hand)."""
        return self.first_dealer if settled is None else settled.next_dealer

    def next_dealer(self):
        return self.dealer(self.count)

    def totals(self):
        """Per team, or per player for call for a card."""
        last = self.last
        return last.totals if last else self._zero

    def winner(self):
        last = self.last
        return last.winner if last else None

    def settled(self, index):
        """The Settlement of hand `index`: kept for the last hand, folded up to any other (pinochle.ledger.past);
        IndexError when there is none."""
        last = self.last
        if last and type(index) is int and index == last.index:
            return last
        from pinochle.ledger.past import settled

        return settled(self, index)

    def add(self, hand):
        """Append a Hand (or a dict of its keywords) and return its Settlement; ValueError says why not.
        The common case: the new hand alone is checked and settled, on the kept fold."""
        last = self.last
        if last and last.winner is not None:
            who = player(last.winner) if self.rules.called_partner else "team %d" % last.winner
            raise ValueError("the game is over: %s won on hand %d" % (who, last.index + 1))
        index = self.count
        hand = make_hand(hand)
        stop = check_hand(self.rules, hand, self.dealer(index))  # why it was not played, worked out once
        new = pack(self.rules, hand, stop)
        self.last = self.settle_next(index, hand, last, stop)
        self.records.extend(new)
        self.remember(index, None, new)
        return self.last

    def hand(self, index):
        """Hand `index` as stored; IndexError when there is none."""
        from pinochle.ledger.past import hand

        return hand(self, index)

    def replace(self, index, hand):
        """Correct hand `index`; later hands settle again. Refused if the game would then end before them."""
        from pinochle.ledger.corrections import edit

        edit(self, index, hand)

    def delete(self, index):
        """Remove hand `index`; later hands move to the next deal, as at the table."""
        from pinochle.ledger.corrections import edit

        edit(self, index, None)

    def undo(self):
        """Take back the last add, replace or delete: (its hand's number, 1 a delete, 2 an add, 3 an edit), or
        False when there is nothing to take back."""
        from pinochle.ledger.corrections import step

        return step(self, True)

    def redo(self):
        """Take back the last undo: as undo() says what, or False when there is nothing to redo."""
        from pinochle.ledger.corrections import step

        return step(self, False)

    def step_size(self):
        """Bytes per undo or redo step: its head, then the old and the new record."""
        return STEP_HEAD_SIZE + 2 * self.size

    def remember(self, index, old, new):
        """Push the undo step that swaps record `old` at index for `new` (None: none); nothing is left to redo."""
        blank = bytes(self.size)
        bits = (old is not None) | (new is not None) << 1
        self.undo_steps.extend(struct.pack(STEP_HEAD, index, bits) + (old or blank) + (new or blank))
        step = self.step_size()
        if len(self.undo_steps) > STEPS_KEPT * step:
            self.undo_steps[:step] = b""
        self.redo_steps = bytearray()

    def settle_next(self, index, hand, last, stop=False):
        """The Settlement of checked hand `index`, from the Settlement `last` of the hand before it (None for
        the first): one step of the fold of the records. stop: the hand's why_not_played() when known (settle())."""
        rules = self.rules
        dealer = self.dealer_after(last)
        settled = settle(rules, hand, stop)
        delta, result = settled.delta, settled.result
        before = last.totals if last else self._zero
        totals = tuple(before[who] + delta[who] for who in range(len(delta)))
        winner = game_winner(rules, hand, totals, index + 1)
        next_dealer = next_deal(rules, dealer, result)
        return Settlement(index, dealer, delta, totals, result, settled.reason, winner, next_dealer)
