"""Entering a hand step by step, declarer to counters, then its verdict in this screen's place. Opened from the
scores screen and a hand's details (pinochle.app.HAND_ENTRY)."""

from pinochle import const
from pinochle.app import CALCULATOR, HAND_ENTRY, VERDICT, tokens
from pinochle.app.fit import best, line
from pinochle.app.screen import Grid, ParkedHand, Screen, meld_seat, number_change, number_hint, player
from pinochle.bidding import hand_bid_problem, next_bid
from pinochle.rules import SUIT_NAMES
from pinochle.settle import CONCEDED, PLAYED, Hand, before_play, check_hand, declaring_meld, forfeit

_MOST = const(65535)  # the largest number a hand's record holds
# The steps, in order: their places in _STEPS.
_DECLARER = const(0)
_BID = const(1)
_PARTNER = const(2)
_TRUMP = const(3)
_MELD = const(4)
_PLAY = const(5)
_TOOK = const(6)
_ALL_TRICKS = const(7)
_NINES = const(8)


def make_screen(app, state):
    """state: None for a new hand, a hand's index in the ledger to correct it, or the ParkedHand this screen left
    (back from the verdict: the step before it; from the calculator: the same meld step, its points added)."""
    if state is None:
        return _hand_entry(app, None, None)
    if type(state) is int:
        return _hand_entry(app, state, app.ledger.hand(state))
    entry = HandEntry(app, state.draft, state.index, state.dealer)
    entry.trail = state.trail
    if state.value is None:
        entry.back()
        return entry
    entry._go(_MELD, state.side, remember=False)
    entry.added = state.added
    entry._show(state.value)
    # Back on "Meld calculator" while a partner's cards are still to count (OK counts them); after the side's
    # last player, on the number, where OK goes on.
    players = 1 if app.rules.called_partner else 2
    entry.selected = 0 if entry.added >= players else 1
    return entry


def _hand_entry(app, index, hand):
    rules = app.rules
    if hand is None:
        dealer = app.ledger.next_dealer()
        draft = Hand((dealer + 1) % rules.players, rules.bid_min, None)
        draft.meld = [0] * (rules.players if rules.called_partner else 2)
    else:
        dealer = app.ledger.dealer(index)
        draft = hand.copy()
        draft.meld = list(hand.meld)
    entry = HandEntry(app, draft, index, dealer)
    pending = app.pending_bid
    if index is None and pending:
        # A bid was confirmed before a power cut: carry on from trump.
        draft.declarer, draft.bid = pending[0], pending[1]
        draft.all_passed = _forced(rules, draft.bid)
        draft.partner = pending[2] if len(pending) > 2 else None
        # BACK still reaches the declarer and the bid. Call for a card: a bid confirmed before the called
        # card's holder was named asks for them first.
        entry.trail = [(_DECLARER, 0, 0), (_BID, 0, 0)]
        entry._go(_PARTNER if rules.called_partner and draft.partner is None else _TRUMP)
    else:
        entry._go(_DECLARER)
    return entry


class HandEntry(Screen):
    def __init__(self, app, draft, index, dealer):
        Screen.__init__(self, app)
        self.draft = draft
        self.index = index
        self.dealer = dealer
        self.trail = []  # (step, side, selected) to go back to
        self.step = None
        self.side = 0
        self.value = 0
        self.repeats = 0
        self.added = 0  # the side's players whose meld the calculator added

    # -- moving between steps --
    def _go(self, step, side=0, selected=0, remember=True):
        if remember and self.step is not None:
            self.trail.append((self.step, self.side, self.selected))
        self.step = step
        self.side = side
        self.selected = selected
        self.repeats = 0
        self.added = 0
        self._build()
        self.app.dirty = True

    def back(self):
        if self.trail:
            step, side, selected = self.trail.pop()
            self._go(step, side, selected, False)
            return
        if self.index is None:
            self.app.pending_bid = None  # backing out of the first step abandons the hand, bid and all
        self.app.pop()

    def _build(self):
        """The current step's header and items, made once per step (and a number's lines once per value)."""
        self._items = ()
        self._header = _STEPS[self.step][0](self)
        if _STEPS[self.step][2] is not None:
            self._show(self.value)

    def _show(self, value):
        """A number step's value and the lines that follow it, built once per change."""
        self.value = value
        self._items = ("   < %d >" % value,)
        lines = _STEPS[self.step][3]
        if lines is not None:
            lines(self, value)

    # -- keys --
    def key(self, token):
        step = _STEPS[self.step]
        if step[2] is None:  # a list
            Screen.key(self, token)
            return
        if self.selected:  # on the row under the number
            step[4](self, token)
            return
        self.repeats = self.repeats + 1 if token & tokens.REPEAT else 0
        change = number_change(self.app, token, self.repeats)
        if change is not None:
            self._move(*change)
        elif token == tokens.OK:
            problem = step[1](self, self.value)
            if problem:
                self.app.say(problem)
        elif token == tokens.BACK:
            self.back()

    def _move(self, direction, big, times):
        """Ten steps (big) or one, `times` over, as the step moves its number."""
        self._show(_STEPS[self.step][2](self, direction, big, times))

    def choose(self, index):
        _STEPS[self.step][1](self, index)

    def _declarers(self):
        """The declaring side as a part of a fit.line(): their team, or call for a card's declarer and partner."""
        draft = self.draft
        if self.app.rules.called_partner:
            if draft.partner is None or draft.partner == draft.declarer:
                return player(draft.declarer)
            return "%s+%s" % (player(draft.declarer), player(draft.partner))
        return draft.declarer % 2

    def _declaring_team(self):
        """0 or 1 for a partnership; call for a card keeps took as (declaring side, others), so 0."""
        return 0 if self.app.rules.called_partner else self.draft.declarer % 2

    def _hand(self):
        hand = self.draft.copy()
        if hand.outcome != PLAYED:
            hand.took = None
        return hand

    # -- between steps --
    def _bid_confirmed(self, bid):
        app = self.app
        draft = self.draft
        draft.bid = bid
        if self.index is None:
            app.pending_bid = (draft.declarer, bid)
            app.commit()  # a confirmed bid is a commit point: it survives a power cut
        self._go(_PARTNER if app.rules.called_partner else _TRUMP)

    def _after_took(self):
        """Single deck: defenders who captured nothing keep only the meld from trump nines; ask for it."""
        rules = self.app.rules
        draft = self.draft
        draft.nines = None
        defenders = 1 - self._declaring_team()
        if rules.nines_kept and not rules.called_partner and not draft.took[defenders] and draft.meld[defenders]:
            self._go(_NINES, defenders)
        else:
            self._verdict()

    def _verdict(self):
        hand = self._hand()
        try:
            check_hand(self.app.rules, hand, self.dealer)
        except ValueError as error:
            self.app.say(str(error))
            return
        self._open_verdict(hand)

    def _open_verdict(self, hand):
        """The verdict in this screen's place; its Go back makes this screen anew at this step."""
        self.trail.append((self.step, self.side, self.selected))
        parked = ParkedHand(self.draft, self.index, self.dealer, self.trail)
        self.app.open(VERDICT, (hand, self.index), (HAND_ENTRY, parked))


# -- the steps, each in one place: a list's build and choice, a number's build, act, moves and lines --


def _declarer(entry):
    # Bidding order: left of the dealer first, the dealer last; then the stuck dealer's shortcut.
    app = entry.app
    rules = app.rules
    draft = entry.draft
    items = ()
    for index in range(rules.players):
        items += (app.seat_name(_seat(rules, entry.dealer, index)),)
    entry._items = items + ("All passed: %s %d" % (player(entry.dealer), rules.dealer_bid),)
    if entry.selected == 0:  # on the hand's own line: a stuck dealer's hand corrected stays one
        entry.selected = rules.players if draft.all_passed else (draft.declarer - entry.dealer - 1) % rules.players
    return ("Declarer? deal " + player(entry.dealer),)


def _declarer_chosen(entry, index):
    rules = entry.app.rules
    draft = entry.draft
    draft.all_passed = index == rules.players
    if not draft.all_passed:
        draft.declarer = _seat(rules, entry.dealer, index)
        entry._go(_BID)
    else:
        draft.declarer = entry.dealer
        entry._bid_confirmed(rules.dealer_bid)


def _bid(entry):
    app = entry.app
    entry.value = entry.draft.bid
    header = ("Bid by %s?" % app.seat_name(entry.draft.declarer),)  # 21 at most: "Bid by P2 RIVERBENDS?"
    return _hinted(app, header, app.rules.bid_small_step, 1)


def _bid_done(entry, value):
    rules = entry.app.rules
    problem = hand_bid_problem(rules, value, entry.draft.declarer, entry.dealer)
    if problem:
        return problem
    entry.draft.all_passed = _forced(rules, value)
    entry._bid_confirmed(value)
    return None


def _bid_moved(entry, direction, big, times):
    """Along the profile's grid of bids."""
    value = entry.value
    for _ in range(times):
        value = _grid_bid(entry.app.rules, value, direction, big)
    return min(_MOST, max(0, value))


def _bid_lines(entry, value):
    header = entry._header
    if len(header) > 1:
        # A bid's one step depends on where it is (5 from 60, 1 below): the hint follows the number.
        rules = entry.app.rules
        up, down = next_bid(rules, value, 1) - value, value - next_bid(rules, value, -1)
        entry._header = (header[0], number_hint(entry.app, up, 10 * rules.bid_small_step, down))


def _partner(entry):
    rules = entry.app.rules
    draft = entry.draft
    items = ()
    for seat in range(rules.players):
        items += (player(seat) + (" (alone)" if seat == draft.declarer else ""),)
    entry._items = items
    if entry.selected == 0:  # on the partner named, else at the declarer's left, as the table sits
        entry.selected = draft.partner if draft.partner is not None else (draft.declarer + 1) % rules.players
    return ("Called card held by?",)


def _partner_chosen(entry, index):
    draft = entry.draft
    draft.partner = index
    entry.app.pending_bid = (draft.declarer, draft.bid, index)
    entry._go(_TRUMP)


def _trump(entry):
    app = entry.app
    draft = entry.draft
    entry._items = SUIT_NAMES + (("No marriage",) if app.rules.marriage_required else ()) + ("Concede",)
    if draft.trump is not None and entry.selected == 0:
        entry.selected = draft.trump
    # A long team name gives way to the seat alone.
    forms = tuple(
        "Trump? %s bid %d" % (seat, draft.bid) for seat in (app.seat_name(draft.declarer), player(draft.declarer))
    )
    return (line(app.columns, (forms,)),)


def _trump_chosen(entry, index):
    draft = entry.draft
    draft.outcome = PLAYED
    if index < 4:
        draft.trump = index
    elif index == len(entry._items) - 1:  # Concede, after the suits and any "No marriage"
        draft.outcome = CONCEDED
    else:
        draft.trump = None
        draft.outcome = "no-marriage"
    entry._go(_MELD)


def _meld(entry):
    app = entry.app
    entry.value = entry.draft.meld[entry.side]
    header = ("Meld %s?" % app.side_name(entry.side),)  # 16 at most: "Meld RIVERBENDS?"
    return _hinted(app, header, app.rules.point_unit, 2)


def _meld_done(entry, value):
    rules = entry.app.rules
    draft = entry.draft
    draft.meld[entry.side] = value
    if entry.side + 1 < len(draft.meld):
        entry._go(_MELD, entry.side + 1)
    elif forfeit(rules, draft):
        # Not played (declared, meld under the minimum, a single-deck bid the deck cannot make): the verdict.
        entry._verdict()
    else:
        entry._go(_PLAY)
        if before_play(rules, draft.bid, declaring_meld(rules, draft))[1] is None:
            # They can make it: on to the counters, which show the need; BACK still reaches Play it or Concede.
            entry._go(_TOOK)
    return None


def _meld_moved(entry, direction, big, times):
    unit = entry.app.rules.point_unit
    if big and direction < 0 and entry.value < 10 * unit:
        # DOWN with no ten to take off goes down to the calculator, under the number, the value kept.
        if not entry.repeats:
            entry.selected = 1
        return entry.value
    return _by_unit(entry.value, direction, big, times, unit, _MOST)


def _meld_lines(entry, value):
    # Whose cards it counts next, in a partnership (one team's player after the other).
    rules = entry.app.rules
    seat = None if rules.called_partner else meld_seat(rules, entry.side, entry.added)
    entry._items += ("Meld calculator" + ("" if seat is None else ": " + player(seat)),)


def _calculator_key(entry, token):
    """A key on "Meld calculator", under the number: OK opens it, UP goes back up to the number."""
    if token == tokens.OK:
        parked = ParkedHand(entry.draft, entry.index, entry.dealer, entry.trail, entry.side, entry.value, entry.added)
        entry.app.open(CALCULATOR, Grid(entry.app.rules.size, parked), (HAND_ENTRY, parked))
    elif tokens.base(token) == tokens.UP:
        entry.selected = 0
    elif token == tokens.BACK:
        entry.back()


def _play(entry):
    app = entry.app
    rules = app.rules
    draft = entry.draft
    meld = declaring_meld(rules, draft)
    needed, problem = before_play(rules, draft.bid, meld)
    # The deck's counters beside the need when they cannot make it: the reason ("/490" where the row is narrow).
    # Else "of 50" may go.
    deck = " of %d" % rules.counters
    deck = (deck, "/%d" % rules.counters) if problem else (deck,)
    entry._items = ("Play it", "Concede")
    return (
        line(app.columns, (entry._declarers(), " need %d" % needed, deck), app.names()),
        problem or "meld %d, bid %d" % (meld, draft.bid),
    )


def _play_chosen(entry, index):
    if index == 0:
        entry._go(_TOOK)
    else:
        entry.draft.outcome = CONCEDED
        entry._verdict()


def _took(entry):
    app = entry.app
    rules = app.rules
    took = entry.draft.took
    needed = rules.needed(entry.draft.bid, declaring_meld(rules, entry.draft))
    if took is None:
        entry.value = min(rules.counters, needed)
    else:
        entry.value = took[1] if entry._declaring_team() else took[0]
    # What they need, shown while the hand is played (the step before play is passed when they can).
    # "P3+P2 took? need 38411": a need the deck cannot hold goes where no row holds it (Play it said so).
    declarers = entry._declarers()
    took = best(app.columns, app.names(), (declarers, " took? need %d" % needed), (declarers, " took?"))
    return _hinted(app, (took, ""), rules.point_unit, 1)  # "" for what the others took


def _took_done(entry, value):
    rules = entry.app.rules
    draft = entry.draft
    others = rules.counters - value
    draft.took = (others, value) if entry._declaring_team() else (value, others)
    draft.all_tricks = None
    if rules.take_all_wins and (value == rules.counters or others == rules.counters):
        team = entry._declaring_team()
        entry._go(_ALL_TRICKS, team if value == rules.counters else 1 - team)
    else:
        entry._after_took()
    return None


def _took_moved(entry, direction, big, times):
    rules = entry.app.rules
    return _by_unit(entry.value, direction, big, times, rules.point_unit, rules.counters)


def _took_lines(entry, value):
    app = entry.app
    other = "others" if app.rules.called_partner else 1 - entry._declaring_team()
    took = line(app.columns, (other, " took %d" % (app.rules.counters - value)), app.names())
    entry._header = (entry._header[0], took) + entry._header[2:]


def _all_tricks(entry):
    app = entry.app
    entry._items = ("No", "Yes: game won")
    return (line(app.columns, (entry.side, (" took every trick?", " took all tricks?", " took all?")), app.names()),)


def _all_tricks_chosen(entry, index):
    entry.draft.all_tricks = entry.side if index else None
    entry._after_took()


def _nines(entry):
    app = entry.app
    entry.value = 0
    return (line(app.columns, (entry.side, (" meld from 9s?", " 9s meld?")), app.names()), "they took no points")


def _nines_done(entry, value):
    nines = [0, 0]
    nines[entry.side] = value
    entry.draft.nines = tuple(nines)
    entry._open_verdict(entry._hand())
    return None


def _nines_moved(entry, direction, big, times):
    rules = entry.app.rules
    high = min(entry.draft.meld[entry.side], rules.copies * rules.dix)
    return _by_unit(entry.value, direction, big, times, rules.dix, high)


# Each step, in the order of their numbers above: (build, act, moved, lines, under). build(entry) returns the
# header and sets the items, or a number step's value; act(entry, x) is OK on item x, or on the number x (a
# refusal's words or None back). A number step alone has moved(entry, direction, big, times): the value after a
# key; lines(entry, value), if any: what follows the value; under(entry, token), if any: keys on a row under it.
_STEPS = (
    (_declarer, _declarer_chosen, None, None, None),
    (_bid, _bid_done, _bid_moved, _bid_lines, None),
    (_partner, _partner_chosen, None, None, None),
    (_trump, _trump_chosen, None, None, None),
    (_meld, _meld_done, _meld_moved, _meld_lines, _calculator_key),
    (_play, _play_chosen, None, None, None),
    (_took, _took_done, _took_moved, _took_lines, None),
    (_all_tricks, _all_tricks_chosen, None, None, None),
    (_nines, _nines_done, _nines_moved, None, None),
)


def _hinted(app, header, unit, rows):
    """The header and the keys of number entry by unit, where the screen has a row for them over the `rows` of
    the number and what is under it."""
    if len(header) + 1 + rows <= app.rows:
        return header + (number_hint(app, unit),)
    return header


def _by_unit(value, direction, big, times, unit, high):
    """value `times` units (ten of them, big) up or down, kept from 0 to high."""
    return min(high, max(0, value + direction * times * (10 * unit if big else unit)))


def _grid_bid(rules, value, direction, big):
    """The bid one grid step on, or (big) the nearest grid bid ten small steps on; never below the lowest bid
    but for the dealer's forced one."""
    if not big:
        return next_bid(rules, value, direction)
    target = value + direction * 10 * rules.bid_small_step
    if direction > 0:
        return next_bid(rules, target - 1, 1)
    if target >= rules.bid_min:
        return next_bid(rules, target + 1, -1)
    return rules.bid_min if value > rules.bid_min else next_bid(rules, value, -1)


def _forced(rules, bid):
    """True for the dealer's forced bid under the lowest bid (klemic's 45): only a stuck dealer makes it, so the
    hand is the one everyone passed, however it was entered."""
    return bid == rules.dealer_bid and bid < rules.bid_min


def _seat(rules, dealer, index):
    """The seat `index` places after the dealer's left: bidding order, the dealer last."""
    return (dealer + 1 + index) % rules.players
