"""Entering a hand step by step, declarer to counters, then its verdict in this screen's place. Opened from the
scores screen and a hand's details (pinochle.app.HAND_ENTRY)."""

import pinochle.panel as panel
from pinochle import const
from pinochle.app import CALCULATOR, HAND_ENTRY, VERDICT
from pinochle.app.screen import Grid, ParkedHand, Screen, meld_seat, number_change, number_hint, player
from pinochle.bidding import hand_bid_problem, next_bid
from pinochle.fit import best, line
from pinochle.rules import RECORD_MAX, SUIT_NAMES
from pinochle.settle import CONCEDED, NO_MARRIAGE, PLAYED, Hand, before_play, check_hand, declaring_meld, forfeit

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
_NUMBER_STEPS = const((_BID, _MELD, _TOOK, _NINES))  # the others are lists
# What hand entry asks of a step, step(entry, ask, x): the steps are in _STEPS, each one function.
_BUILD = const(0)  # its header, returned; it sets its items, or its value when it is a number
_DONE = const(1)  # OK on item x or on the number x: a refusal's words, or None
_MOVE = const(2)  # a number's value after a key, x its change: (direction, big, times)
_LINES = const(3)  # the lines that follow the number x
_UNDER = const(4)  # key x on a row under the number (the meld step's "Meld calculator")


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
        self._header = _STEPS[self.step](self, _BUILD, None)
        if self.step in _NUMBER_STEPS:
            self._show(self.value)

    def _show(self, value):
        """A number step's value and the lines that follow it, built once per change."""
        self.value = value
        self._items = ("   < %d >" % value,)
        _STEPS[self.step](self, _LINES, value)

    # -- keys --
    def key(self, token):
        if self.step not in _NUMBER_STEPS:
            Screen.key(self, token)
            return
        if self.selected:  # on the row under the number
            _STEPS[self.step](self, _UNDER, token)
            return
        self.repeats = self.repeats + 1 if token & panel.REPEAT else 0
        change = number_change(self.app, token, self.repeats)
        if change is not None:
            self._move(*change)
        elif token == panel.OK:
            problem = _STEPS[self.step](self, _DONE, self.value)
            if problem:
                self.app.say(problem)
        elif token == panel.BACK:
            self.back()

    def _move(self, direction, big, times):
        """Ten steps (big) or one, `times` over, as the step moves its number."""
        self._show(_STEPS[self.step](self, _MOVE, (direction, big, times)))

    def choose(self, index):
        _STEPS[self.step](self, _DONE, index)

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


# -- the steps: each one function, step(entry, ask, x), in step order in _STEPS --


def _declarer(entry, ask, index):
    """Who won the bid, in bidding order: left of the dealer first, the dealer last; then the stuck dealer's
    shortcut."""
    app = entry.app
    rules, draft = app.rules, entry.draft
    if ask == _BUILD:
        items = ()
        for place in range(entry.dealer + 1, entry.dealer + 1 + rules.players):
            items += (app.seat_name(place % rules.players),)
        entry._items = items + ("All passed: %s %d" % (player(entry.dealer), rules.dealer_bid),)
        if entry.selected == 0:  # on the hand's own line: a stuck dealer's hand corrected stays one
            entry.selected = rules.players if draft.all_passed else (draft.declarer - entry.dealer - 1) % rules.players
        return ("Declarer? deal " + player(entry.dealer),)
    draft.all_passed = index == rules.players
    if not draft.all_passed:
        draft.declarer = (entry.dealer + 1 + index) % rules.players  # the item's seat, as built
        entry._go(_BID)
    else:
        draft.declarer = entry.dealer
        entry._bid_confirmed(rules.dealer_bid)
    return None


def _bid(entry, ask, x):
    """The winning bid, along the profile's grid of bids."""
    app = entry.app
    rules, draft = app.rules, entry.draft
    if ask == _BUILD:
        entry.value = draft.bid
        header = ("Bid by %s?" % app.seat_name(draft.declarer),)  # 21 at most: "Bid by P2 RIVERBENDS?"
        return _hinted(app, header, rules.bid_small_step, 1)
    if ask == _MOVE:
        direction, big, times = x
        value = entry.value
        for _ in range(times):
            value = _grid_bid(rules, value, direction, big)
        return min(RECORD_MAX, max(0, value))
    if ask == _LINES:
        if len(entry._header) > 1:
            # A bid's one step depends on where it is (5 from 60, 1 below): the hint follows the number.
            up, down = next_bid(rules, x, 1) - x, x - next_bid(rules, x, -1)
            entry._header = (entry._header[0], number_hint(app, up, 10 * rules.bid_small_step, down))
        return None
    problem = hand_bid_problem(rules, x, draft.declarer, entry.dealer)
    if problem:
        return problem
    draft.all_passed = _forced(rules, x)
    entry._bid_confirmed(x)
    return None


def _partner(entry, ask, seat):
    """Call for a card: who holds the called card."""
    rules = entry.app.rules
    draft = entry.draft
    if ask == _BUILD:
        items = ()
        for place in range(rules.players):
            items += (player(place) + (" (alone)" if place == draft.declarer else ""),)
        entry._items = items
        if entry.selected == 0:  # on the partner named, else at the declarer's left, as the table sits
            entry.selected = draft.partner if draft.partner is not None else (draft.declarer + 1) % rules.players
        return ("Called card held by?",)
    draft.partner = seat
    entry.app.pending_bid = (draft.declarer, draft.bid, seat)
    entry._go(_TRUMP)
    return None


def _trump(entry, ask, index):
    """Trump, or the hand not played: no marriage, conceded."""
    app = entry.app
    draft = entry.draft
    if ask == _BUILD:
        entry._items = SUIT_NAMES + (("No marriage",) if app.rules.marriage_required else ()) + ("Concede",)
        if draft.trump is not None and entry.selected == 0:
            entry.selected = draft.trump
        # A long team name gives way to the seat alone.
        forms = tuple(
            "Trump? %s bid %d" % (seat, draft.bid) for seat in (app.seat_name(draft.declarer), player(draft.declarer))
        )
        return (line(app.columns, (forms,)),)
    draft.outcome = PLAYED
    if index < 4:
        draft.trump = index
    elif index == len(entry._items) - 1:  # Concede, after the suits and any "No marriage"
        draft.outcome = CONCEDED
    else:
        draft.trump = None
        draft.outcome = NO_MARRIAGE
    entry._go(_MELD)
    return None


def _meld(entry, ask, x):
    """Each side's meld (each player's, in call for a card), with the calculator under the number."""
    app = entry.app
    rules, draft = app.rules, entry.draft
    unit = rules.point_unit
    if ask == _BUILD:
        entry.value = draft.meld[entry.side]
        header = ("Meld %s?" % app.side_name(entry.side),)  # 16 at most: "Meld RIVERBENDS?"
        return _hinted(app, header, unit, 2)
    if ask == _MOVE:
        direction, big, times = x
        if big and direction < 0 and entry.value < 10 * unit:
            # DOWN with no ten to take off goes down to the calculator, under the number, the value kept.
            if not entry.repeats:
                entry.selected = 1
            return entry.value
        return _by_unit(entry.value, x, unit, RECORD_MAX)
    if ask == _LINES:
        # Whose cards it counts next, in a partnership (one team's player after the other).
        seat = None if rules.called_partner else meld_seat(rules, entry.side, entry.added)
        entry._items += ("Meld calculator" + ("" if seat is None else ": " + player(seat)),)
        return None
    if ask == _UNDER:  # a key on "Meld calculator": OK opens it, UP goes back up to the number
        if x == panel.OK:
            parked = ParkedHand(draft, entry.index, entry.dealer, entry.trail, entry.side, entry.value, entry.added)
            app.open(CALCULATOR, Grid(rules.size, parked), (HAND_ENTRY, parked))
        elif panel.base(x) == panel.UP:
            entry.selected = 0
        elif x == panel.BACK:
            entry.back()
        return None
    draft.meld[entry.side] = x
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


def _play(entry, ask, index):
    """Play it or concede, asked when the declarers' meld and the deck cannot make the bid."""
    app = entry.app
    rules, draft = app.rules, entry.draft
    if ask == _BUILD:
        meld = declaring_meld(rules, draft)
        needed, problem = before_play(rules, draft.bid, meld)
        # The deck's counters beside the need when they cannot make it: the reason ("/490" where the row is
        # narrow). Else "of 50" may go.
        deck = " of %d" % rules.counters
        deck = (deck, "/%d" % rules.counters) if problem else (deck,)
        entry._items = ("Play it", "Concede")
        return (
            line(app.columns, (entry._declarers(), " need %d" % needed, deck), app.names()),
            problem or "meld %d, bid %d" % (meld, draft.bid),
        )
    if index == 0:
        entry._go(_TOOK)
    else:
        draft.outcome = CONCEDED
        entry._verdict()
    return None


def _took(entry, ask, x):
    """The counters the declaring side took; the others took the rest of the deck."""
    app = entry.app
    rules, draft = app.rules, entry.draft
    if ask == _BUILD:
        needed = rules.needed(draft.bid, declaring_meld(rules, draft))
        if draft.took is None:
            entry.value = min(rules.counters, needed)
        else:
            entry.value = draft.took[1] if entry._declaring_team() else draft.took[0]
        # What they need, shown while the hand is played (the step before play is passed when they can).
        # "P3+P2 took? need 38411": a need the deck cannot hold goes where no row holds it (Play it said so).
        declarers = entry._declarers()
        took = best(app.columns, app.names(), (declarers, " took? need %d" % needed), (declarers, " took?"))
        return _hinted(app, (took, ""), rules.point_unit, 1)  # "": what the others took, once the value is shown
    if ask == _MOVE:
        return _by_unit(entry.value, x, rules.point_unit, rules.counters)
    others = rules.counters - x
    if ask == _LINES:
        other = "others" if rules.called_partner else 1 - entry._declaring_team()
        took = line(app.columns, (other, " took %d" % others), app.names())
        entry._header = (entry._header[0], took) + entry._header[2:]
        return None
    draft.took = (others, x) if entry._declaring_team() else (x, others)
    draft.all_tricks = None
    if rules.take_all_wins and (x == rules.counters or others == rules.counters):
        team = entry._declaring_team()
        entry._go(_ALL_TRICKS, team if x == rules.counters else 1 - team)
    else:
        entry._after_took()
    return None


def _all_tricks(entry, ask, index):
    """Take-all-wins: did the side that took every counter take every trick too?"""
    app = entry.app
    if ask == _BUILD:
        entry._items = ("No", "Yes: game won")
        forms = (" took every trick?", " took all tricks?", " took all?")
        return (line(app.columns, (entry.side, forms), app.names()),)
    entry.draft.all_tricks = entry.side if index else None
    entry._after_took()
    return None


def _nines(entry, ask, x):
    """Single deck: the meld from trump nines of defenders who took no points (they keep only that)."""
    app = entry.app
    rules = app.rules
    if ask == _BUILD:
        entry.value = 0
        return (line(app.columns, (entry.side, (" meld from 9s?", " 9s meld?")), app.names()), "they took no points")
    if ask == _MOVE:
        return _by_unit(entry.value, x, rules.dix, min(entry.draft.meld[entry.side], rules.copies * rules.dix))
    if ask == _DONE:
        nines = [0, 0]
        nines[entry.side] = x
        entry.draft.nines = tuple(nines)
        entry._open_verdict(entry._hand())
    return None


_STEPS = (_declarer, _bid, _partner, _trump, _meld, _play, _took, _all_tricks, _nines)


def _hinted(app, header, unit, rows):
    """The header and the keys of number entry by unit, where the screen has a row for them over the `rows` of
    the number and what is under it."""
    if len(header) + 1 + rows <= app.rows:
        return header + (number_hint(app, unit),)
    return header


def _by_unit(value, change, unit, high):
    """value moved by a key's change (direction, big, times): `times` units, or ten of them when big; 0 to high."""
    direction, big, times = change
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
