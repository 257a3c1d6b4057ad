"""Entering a hand, step by step: declarer, bid, trump, meld, what the declarers need, counters, verdict.

Each step is a Menu or a NumberEntry; BACK returns to the step before with the values kept.
"""

from pinochle.app.screen import Menu, NumberEntry
from pinochle.bids import hand_bid_problem, step_at
from pinochle.settle import CONCEDED, PLAYED, Hand, before_play, check_hand, settle
from pinochle.tokens import RIGHT

_SUIT_LABELS = ("Spades", "Hearts", "Diamonds", "Clubs")


class Draft:
    """The hand being entered (or corrected: index is the hand's place in the ledger)."""

    def __init__(self, app, index=None, hand=None):
        rules = app.rules
        self.index = index
        self.dealer = app.ledger.dealer(index) if index is not None else app.ledger.next_dealer()
        sides = rules.players if rules.called_partner else 2
        if hand is None:
            self.declarer = (self.dealer + 1) % rules.players
            self.bid = rules.bid_min
            self.partner = None
            self.trump = None
            self.outcome = PLAYED
            self.meld = [0] * sides
            self.took = None
            self.nines = None
            self.all_tricks = None
        else:
            self.declarer = hand.declarer
            self.bid = hand.bid
            self.partner = hand.partner
            self.trump = hand.trump
            self.outcome = hand.outcome
            self.meld = list(hand.meld)
            self.took = hand.took
            self.nines = hand.nines
            self.all_tricks = hand.all_tricks

    def declaring_meld(self, rules):
        if rules.called_partner:
            partner = self.declarer if self.partner is None else self.partner
            return self.meld[self.declarer] + (self.meld[partner] if partner != self.declarer else 0)
        return self.meld[self.declarer % 2]

    def hand(self):
        return Hand(
            self.declarer,
            self.bid,
            self.meld,
            self.took if self.outcome == PLAYED else None,
            self.outcome,
            self.partner,
            self.trump,
            self.nines,
            self.all_tricks,
        )


def start_hand(app, index=None, hand=None):
    """Begin entering a new hand, or correcting hand `index` (0-based) of the ledger."""
    app.draft = Draft(app, index, hand)
    if index is None and app.pending_bid:
        # A bid was confirmed before a power cut: carry on from trump.
        app.draft.declarer, app.draft.bid = app.pending_bid[0], app.pending_bid[1]
        if app.rules.called_partner and len(app.pending_bid) > 2:
            app.draft.partner = app.pending_bid[2]
        _ask_trump(app)
        return
    _ask_declarer(app)


def _ask_declarer(app):
    rules = app.rules
    draft = app.draft
    entries = []
    # Bidding order: left of the dealer first, the dealer last.
    for offset in range(1, rules.players + 1):
        seat = (draft.dealer + offset) % rules.players
        entries.append((app.seat_name(seat), _declarer_chosen(app, seat, None)))
    stuck = "All passed: P%d %d" % (draft.dealer + 1, rules.dealer_bid)
    entries.append((stuck, _declarer_chosen(app, draft.dealer, rules.dealer_bid)))
    selected = (draft.declarer - draft.dealer - 1) % rules.players
    app.push(Menu(app, "Declarer? deal P%d" % (draft.dealer + 1), tuple(entries), selected))


def _declarer_chosen(app, seat, forced_bid):
    def chosen():
        app.draft.declarer = seat
        if forced_bid is None:
            _ask_bid(app)
        else:
            _bid_done(app, forced_bid)

    return chosen


def _bid_step(app):
    rules = app.rules

    def step(value, direction):
        """The next bid on the profile's grid up or down; below the minimum only the dealer's forced bid."""
        if direction > 0:
            if value < rules.bid_min:
                return rules.bid_min
            above = value + 1
            base, size = step_at(rules, above)
            return above + (-(above - base)) % size
        if value <= rules.bid_min:
            return min(rules.dealer_bid, value)  # klemic's stuck dealer bids 45
        below = value - 1
        base, size = step_at(rules, below)
        return below - (below - base) % size

    return step


def _ask_bid(app):
    rules = app.rules
    draft = app.draft
    title = "Bid by %s?" % app.seat_name(draft.declarer)
    app.push(
        NumberEntry(
            app,
            title,
            draft.bid,
            min(rules.dealer_bid, rules.bid_min),
            65535,
            lambda bid: _bid_done(app, bid),
            _bid_step(app),
        )
    )


def _bid_done(app, bid):
    draft = app.draft
    problem = hand_bid_problem(app.rules, bid, draft.declarer, draft.dealer)
    if problem:
        return problem
    draft.bid = bid
    if draft.index is None:
        app.pending_bid = (draft.declarer, bid)
        app.commit()  # a confirmed bid is a commit point: it survives a power cut
    if app.rules.called_partner:
        _ask_partner(app)
    else:
        _ask_trump(app)
    return None


def _ask_partner(app):
    draft = app.draft
    entries = []
    for seat in range(app.rules.players):
        label = "P%d (alone)" % (seat + 1) if seat == draft.declarer else "P%d" % (seat + 1)
        entries.append((label, _partner_chosen(app, seat)))
    selected = draft.partner if draft.partner is not None else (draft.declarer + 1) % app.rules.players
    app.push(Menu(app, "Called card held by?", tuple(entries), selected))


def _partner_chosen(app, seat):
    def chosen():
        app.draft.partner = seat
        app.pending_bid = (app.draft.declarer, app.draft.bid, seat)
        _ask_trump(app)

    return chosen


def _ask_trump(app):
    draft = app.draft
    entries = [(_SUIT_LABELS[suit], _trump_chosen(app, suit, PLAYED)) for suit in range(4)]
    if app.rules.marriage_required:
        entries.append(("No marriage", _trump_chosen(app, None, "no-marriage")))
    entries.append(("Concede", _trump_chosen(app, draft.trump, CONCEDED)))
    title = "Trump? %s bid %d" % (app.seat_name(draft.declarer), draft.bid)
    app.push(Menu(app, title, tuple(entries), draft.trump or 0))


def _trump_chosen(app, trump, outcome):
    def chosen():
        app.draft.trump = trump
        app.draft.outcome = outcome
        _ask_meld(app, 0)

    return chosen


def meld_unit(rules):
    """The smallest meld step: 1 in a double deck, 10 where every value is a multiple of 10."""
    return rules.marriage[1] // 2


class MeldEntry(NumberEntry):
    """A side's meld: typed with UP/DOWN, or RIGHT opens the calculator and adds what it counts."""

    def __init__(self, app, side):
        self.side = side
        rules = app.rules
        title = "Meld %s?" % app.side_name(side)
        NumberEntry.__init__(
            self, app, title, app.draft.meld[side], 0, 65535, self._done, None, "RIGHT: calculator", meld_unit(rules)
        )

    def key(self, token):
        if token & 0x0F == RIGHT:  # count this player's cards instead
            from pinochle.app.calculator import Calculator

            self.app.push(Calculator(self.app, self))
            return
        NumberEntry.key(self, token)

    def add(self, points):
        self.value = min(self.high, self.value + points)

    def _done(self, value):
        app = self.app
        app.draft.meld[self.side] = value
        if self.side + 1 < len(app.draft.meld):
            _ask_meld(app, self.side + 1)
        else:
            _ask_play(app)
        return None


def _ask_meld(app, side):
    app.push(MeldEntry(app, side))


def _ask_play(app):
    rules = app.rules
    draft = app.draft
    if draft.outcome != PLAYED:
        _show_verdict(app)
        return
    meld = draft.declaring_meld(rules)
    needed, problem = before_play(rules, draft.bid, meld)
    declarers = app.side_name(draft.declarer if rules.called_partner else draft.declarer % 2)
    if rules.concede_gap and draft.bid - meld > rules.concede_gap:
        _show_verdict(app)  # the single-deck text concedes this hand for them
        return
    if meld < rules.meld_min:
        _show_verdict(app)  # not played: the verdict says why
        return
    title = "%s need %d of %d" % (declarers, needed, rules.counters)
    entries = (("Play it", lambda: _ask_took(app)), ("Concede", lambda: _concede(app)))
    hint = problem or "meld %d, bid %d" % (meld, draft.bid)
    app.push(Menu(app, title, entries, 0, (title, hint)))


def _concede(app):
    app.draft.outcome = CONCEDED
    _show_verdict(app)


class TookEntry(NumberEntry):
    """Counters the declaring side took; the other side's share is shown as it changes."""

    def __init__(self, app):
        rules = app.rules
        draft = app.draft
        self.declaring = draft.declarer if rules.called_partner else draft.declarer % 2
        took = draft.took
        if took is None:
            value = min(rules.counters, rules.needed(draft.bid, draft.declaring_meld(rules)))
        else:
            value = took[0] if rules.called_partner or self.declaring == 0 else took[1]
        title = "%s took?" % ("Declarers" if rules.called_partner else app.side_name(self.declaring))
        NumberEntry.__init__(self, app, title, value, 0, rules.counters, self._done, None, "", meld_unit(rules))
        self._others = -1

    def header(self):
        others = self.app.rules.counters - self.value
        if others != self._others:
            self._others = others
            name = "others" if self.app.rules.called_partner else self.app.side_name(1 - self.declaring)
            self.hint = "%s took %d" % (name, others)
        return (self.title, self.hint)

    def _done(self, value):
        app = self.app
        rules = app.rules
        others = rules.counters - value
        if rules.called_partner or self.declaring == 0:
            app.draft.took = (value, others)
        else:
            app.draft.took = (others, value)
        app.draft.all_tricks = None
        if rules.take_all_wins and (value == rules.counters or others == rules.counters):
            _ask_all_tricks(app, self.declaring if value == rules.counters else 1 - self.declaring)
        else:
            _ask_nines(app)
        return None


def _ask_took(app):
    app.draft.outcome = PLAYED
    app.push(TookEntry(app))


def _ask_all_tricks(app, team):
    def every_trick(taken):
        def chosen():
            app.draft.all_tricks = team if taken else None
            _ask_nines(app)

        return chosen

    entries = (("No", every_trick(False)), ("Yes: game won", every_trick(True)))
    app.push(Menu(app, "%s took every trick?" % app.side_name(team), entries))


def _ask_nines(app):
    """Single deck: defenders who captured nothing keep only the meld from trump nines; ask for it."""
    rules = app.rules
    draft = app.draft
    app.draft.nines = None
    if not rules.nines_kept or rules.called_partner:
        _show_verdict(app)
        return
    defenders = 1 - draft.declarer % 2
    if draft.took[defenders] or not draft.meld[defenders]:
        _show_verdict(app)
        return
    limit = min(draft.meld[defenders], rules.copies * rules.dix)

    def done(points):
        nines = [0, 0]
        nines[defenders] = points
        app.draft.nines = tuple(nines)
        _show_verdict(app)
        return None

    title = "%s meld from 9s?" % app.side_name(defenders)
    app.push(NumberEntry(app, title, 0, 0, limit, done, None, "they took no points", rules.dix))


class Verdict(Menu):
    """Made or set and why, what each side scores; OK writes the hand into the ledger."""

    def __init__(self, app, hand, delta, reason):
        self.hand = hand
        if app.rules.called_partner:
            scores = " ".join("%+d" % points for points in delta)
        else:
            scores = "%s %+d  %s %+d" % (app.team_names[0], delta[0], app.team_names[1], delta[1])
        Menu.__init__(self, app, reason, (("Confirm", self._confirm), ("Go back", app.pop)), 0, (reason, scores))

    def _confirm(self):
        app = self.app
        draft = app.draft
        try:
            if draft.index is None:
                app.ledger.add(self.hand)
                app.pending_bid = None
            else:
                app.ledger.replace(draft.index, self.hand)
        except ValueError as error:
            app.say(str(error))
            return
        app.draft = None
        app.home()
        app.commit()


def _show_verdict(app):
    draft = app.draft
    hand = draft.hand()
    try:
        check_hand(app.rules, hand, draft.dealer)
    except ValueError as error:
        app.say(str(error))
        return
    delta, _, reason = settle(app.rules, hand)
    app.push(Verdict(app, hand, delta, reason))
