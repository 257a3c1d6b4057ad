"""Settle one hand: check what was entered, then each side's score, the result and a one-line reason."""

from pinochle.bidding import hand_bid_problem
from pinochle.rules import RECORD_MAX, player

# A hand's outcome as entered: the index in OUTCOMES is the code stored in a record.
PLAYED = "played"
NO_MARRIAGE = "no-marriage"
CONCEDED = "conceded"
OUTCOMES = (PLAYED, NO_MARRIAGE, CONCEDED)
# A settled hand's result: the declarers made their bid or were set, conceded, or the hand was not played (no tricks:
# no marriage, or the meld under the minimum).
MADE = "made"
SET = "set"
NOT_PLAYED = "not-played"
# How settle() scored a side other than meld plus counters (Settled.notes), for pinochle.settle.explain's words.
BID_LOST = 1  # a declaring side that played no tricks
MELD_UNDER = 2  # its meld under the minimum, not counted
TAKE_UNDER = 3  # its take under the minimum: nothing scored
NO_CAPTURE = 4  # single deck: no point captured, so no meld
NINES_KEPT = 5  # no point captured, its meld only trump nines: kept
MELD_STANDS = 6  # no tricks played: its meld scores alone


class Hand:
    """One hand as entered. Partnership: meld, took and nines per team. Call for a card: meld per player,
    took as (declarer side, the others). took is None when no tricks were played (no-marriage, conceded).
    Lists are kept as tuples; anything else is kept as given, for check_hand to judge."""

    def __init__(
        self,
        declarer,
        bid,
        meld,
        took=None,
        outcome=PLAYED,
        partner=None,
        trump=None,
        nines=None,
        all_tricks=None,
        all_passed=False,
    ):
        self.declarer = declarer
        self.bid = bid
        self.meld = tuple(meld) if isinstance(meld, list) else meld
        self.took = tuple(took) if isinstance(took, list) else took
        self.outcome = outcome
        self.partner = partner
        self.trump = trump
        self.nines = tuple(nines) if isinstance(nines, list) else nines
        self.all_tricks = all_tricks
        self.all_passed = all_passed  # everyone passed: the dealer took the forced bid (a fact, like the bid)

    def copy(self, **changes):
        """A new Hand with this one's fields, those given as keywords changed."""
        fields = {name: getattr(self, name) for name in FIELDS}
        fields.update(changes)
        return Hand(**fields)

    def __eq__(self, other):
        return isinstance(other, Hand) and all(getattr(self, name) == getattr(other, name) for name in FIELDS)


# Hand's fields, as its keywords.
FIELDS = ("declarer", "bid", "meld", "took", "outcome", "partner", "trump", "nines", "all_tricks", "all_passed")


def make_hand(value):
    """A Hand from a Hand or from a dict of Hand's keywords (the replay names a line's unknown or missing
    keys before it gets here; a bad keyword is Python's TypeError)."""
    return value if isinstance(value, Hand) else Hand(**value)


def check_numbers(name, values, count, per, top=RECORD_MAX):
    """Refuse anything but `count` whole numbers 0-top, one per `per` (count 0: one number, not a tuple);
    by default what a record holds."""
    if count and (not isinstance(values, tuple) or len(values) != count):
        raise ValueError("%s must be %d numbers, one per %s" % (name, count, per))
    for value in values if count else (values,):
        if type(value) is not int or not 0 <= value <= top:  # not a bool (a JSON true is no 1)
            raise ValueError("%s must be 0-%d, not %r" % (name, top, value))


def check_unit(rules, name, values):
    """Refuse a value no hand can give: where every counter is 10, every meld and take is a multiple of 10."""
    unit = rules.point_unit
    if unit > 1:
        for value in values:
            if value % unit:
                raise ValueError("%s %d: %s counts in multiples of %d" % (name, value, rules.name, unit))


def check_hand(rules, hand, dealer):
    """Raise ValueError with a player-readable reason if the hand cannot be settled under these rules; else
    return its why_not_played(), which settle() and the ledger's record take rather than work it out again."""
    declarer, meld, took, outcome = hand.declarer, hand.meld, hand.took, hand.outcome
    seats = rules.players
    check_numbers("declarer", declarer, 0, 0, seats - 1)
    if outcome not in OUTCOMES:
        raise ValueError("outcome must be one of %s, not %r" % (", ".join(OUTCOMES), outcome))
    if outcome == NO_MARRIAGE and not rules.marriage_required:
        raise ValueError("no-marriage does not apply: %s needs no marriage in trump" % rules.name)
    problem = hand_bid_problem(rules, hand.bid, declarer, dealer)
    if problem:
        raise ValueError(problem)
    if rules.called_partner:
        check_numbers("meld", meld, seats, "player")
        check_numbers("partner", hand.partner, 0, 0, seats - 1)
    else:
        check_numbers("meld", meld, 2, "team")
        opposite = (declarer + 2) % 4
        if hand.partner not in (None, opposite):
            raise ValueError("partner: %s's partner sits opposite, %s" % (player(declarer), player(opposite)))
    check_unit(rules, "meld", meld)
    if hand.trump is not None:
        check_numbers("trump", hand.trump, 0, 0, 3)
    stop = why_not_played(rules, hand)
    if took is not None or not stop:
        if took is None:
            raise ValueError("'took' is missing: the counters each side took")
        check_numbers("took", took, 2, "side")
        check_unit(rules, "took", took)
        # No tricks when not played: tolerate the zeros a table writes anyway; they are not stored.
        total = took[0] + took[1]
        if total != rules.counters and (total or not stop):
            raise ValueError("took %d + %d = %d, the deck holds %d" % (took[0], took[1], total, rules.counters))
    if hand.nines is not None or hand.all_tricks is not None or hand.all_passed:
        # Most hands give none: these checks are imported only for a hand that does, and then kept.
        from pinochle.settle.rare import check_rare

        check_rare(rules, hand, stop, dealer)
    return stop


def before_play(rules, bid, meld):
    """(counters the declarers need, None), or (needed, reason) when they cannot make it or not play."""
    if meld < rules.meld_min:
        return rules.needed(bid, 0), "meld %d, under %d" % (meld, rules.meld_min)
    needed = rules.needed(bid, meld)
    if needed > rules.counters:
        return needed, "cannot make it"  # the screen shows the need beside the deck's counters
    return needed, None


def declaring_meld(rules, hand):
    """The declaring side's meld: their team's, or declarer's and called partner's (once if the same)."""
    meld, declarer, partner = hand.meld, hand.declarer, hand.partner
    if not rules.called_partner:
        return meld[declarer % 2]
    return meld[declarer] + (meld[partner] if partner != declarer else 0)


class NotPlayed:
    """Why no tricks were played: result (CONCEDED or NOT_PLAYED) and reason, a few words."""

    def __init__(self, result, reason):
        self.result = result
        self.reason = reason


def why_not_played(rules, hand):
    """A NotPlayed when no tricks are played: declared, or the meld under the minimum, or (single deck) a bid the
    deck cannot make; None when the hand is played."""
    outcome, bid = hand.outcome, hand.bid
    if outcome == NO_MARRIAGE:
        return NotPlayed(NOT_PLAYED, "no marriage in trump")
    meld = declaring_meld(rules, hand)
    # A bid the deck cannot make is conceded, declared or not: the same words either way (the CSV says conceded).
    if rules.concede_gap and bid - meld > rules.concede_gap:
        return NotPlayed(CONCEDED, "conceded: needs %d, the deck holds %d" % (bid - meld, rules.counters))
    if outcome == CONCEDED:
        return NotPlayed(CONCEDED, CONCEDED)
    if meld < rules.meld_min:
        return NotPlayed(NOT_PLAYED, "meld %d, under %d" % (meld, rules.meld_min))
    return None


class SideCounters:
    """A hand's sides: declaring (the declaring side's seats, or its team, as a tuple), took (the counters they
    took) and others (the counters the others took)."""

    def __init__(self, declaring, took, others):
        self.declaring = declaring
        self.took = took
        self.others = others


def side_counters(rules, hand):
    """The SideCounters of a hand."""
    took, others = hand.took or (0, 0)
    if rules.called_partner:
        return SideCounters((hand.declarer, hand.partner), took, others)
    if hand.declarer % 2:
        took, others = others, took
    return SideCounters((hand.declarer % 2,), took, others)


class Settled:
    """What settle() gives: delta (per team, or per player for call for a card), result (MADE, SET, CONCEDED
    or NOT_PLAYED), reason (the one line), and how: sides (SideCounters), stop (the NotPlayed, or None when played) and
    notes (per side, how it scored other than meld plus counters: BID_LOST ... NINES_KEPT, or 0)."""

    def __init__(self, delta, result, reason, sides, stop, notes):
        self.delta = delta
        self.result = result
        self.reason = reason
        self.sides = sides
        self.stop = stop
        self.notes = notes


def settle(rules, hand, stop=False):
    """The Settled of a checked hand. stop is its why_not_played() when the caller has it (check_hand returns it; None:
    played), else worked out here."""
    bid, meld, nines, all_tricks = hand.bid, hand.meld, hand.nines, hand.all_tricks
    both = side_counters(rules, hand)
    declaring, took, others = both.declaring, both.took, both.others
    if stop is False:
        stop = why_not_played(rules, hand)
    score = -bid
    if stop:
        result, reason = stop.result, stop.reason
    else:
        side = declaring_meld(rules, hand)
        needed = rules.needed(bid, side)
        result = SET
        if took >= needed:
            result, reason, score = MADE, "made %d on %d" % (side + took, bid), side + took
        elif needed > rules.min_take:
            reason = "set: needed %d, took %d" % (needed, took)
        else:
            reason = "set: took %d, under %d" % (took, rules.min_take)
    delta = []
    notes = []
    for who in range(len(meld)):
        own = meld[who]
        note = 0
        # A defending team melds nothing under the minimum; the text sets none per player in call for a card.
        if own < rules.meld_min and not rules.called_partner:
            note = MELD_UNDER if own else 0
            own = 0
        if who in declaring:
            own = score
            note = BID_LOST if stop else 0
        elif stop:
            note = note or (MELD_STANDS if own else 0)  # no tricks: the defenders' meld stands without a take
        elif others < rules.min_take:
            own, note = 0, TAKE_UNDER
        elif others == 0 and rules.defenders_need_capture:
            # Single deck: nothing captured, no meld, unless "its only meld is one or both trump nines".
            own = own if nines and rules.nines_kept and nines[who] == own else 0
            note = NINES_KEPT if own else NO_CAPTURE
        else:
            own += others
        delta.append(own)
        notes.append(note)
    if all_tricks is not None:
        # Named by its part in the hand: the reason reaches screens that know no team names.
        reason += "; %s took every trick" % ("declarers" if all_tricks in declaring else "defenders")
    return Settled(tuple(delta), result, reason, both, stop, tuple(notes))
