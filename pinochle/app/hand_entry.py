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
# The steps, in order.
_DECLARER = const(0)
_BID = const(1)
_PARTNER = const(2)
_TRUMP = const(3)
_MELD = const(4)
_PLAY = const(5)
_TOOK = const(6)
_ALL_TRICKS = const(7)
_NINES = const(8)
_NUMBER_STEPS = const((_BID, _MELD, _TOOK, _NINES))


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


def meld_unit(rules):
    """The smallest meld step: 1 in a double deck, 10 where every value is a multiple of 10."""
    return rules.marriage[1] // 2


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
        """The header and items of the current step, made once per step (and per value for numbers)."""
        app = self.app
        rules = app.rules
        draft = self.draft
        step = self.step
        columns = app.columns
        names = app.names()
        items = ()
        hint = 0  # a number step's smallest change, for the keys' hint
        if step == _DECLARER:
            # Bidding order: left of the dealer first, the dealer last; then the stuck dealer's shortcut.
            for index in range(rules.players):
                items += (app.seat_name(_seat(rules, self.dealer, index)),)
            items += ("All passed: %s %d" % (player(self.dealer), rules.dealer_bid),)
            if self.selected == 0:  # on the hand's own line: a stuck dealer's hand corrected stays one
                self.selected = (
                    rules.players if draft.all_passed else (draft.declarer - self.dealer - 1) % rules.players
                )
            header = ("Declarer? deal " + player(self.dealer),)
        elif step == _BID:
            self.value = draft.bid
            header = ("Bid by %s?" % app.seat_name(draft.declarer),)  # 21 at most: "Bid by P2 RIVERBENDS?"
            hint = rules.bid_small_step
        elif step == _PARTNER:
            for seat in range(rules.players):
                items += (player(seat) + (" (alone)" if seat == draft.declarer else ""),)
            if self.selected == 0:  # on the partner named, else at the declarer's left, as the table sits
                self.selected = draft.partner if draft.partner is not None else (draft.declarer + 1) % rules.players
            header = ("Called card held by?",)
        elif step == _TRUMP:
            items = SUIT_NAMES + (("No marriage",) if rules.marriage_required else ()) + ("Concede",)
            if draft.trump is not None and self.selected == 0:
                self.selected = draft.trump
            # A long team name gives way to the seat alone.
            forms = tuple(
                "Trump? %s bid %d" % (seat, draft.bid)
                for seat in (app.seat_name(draft.declarer), player(draft.declarer))
            )
            header = (line(columns, (forms,)),)
        elif step == _MELD:
            self.value = draft.meld[self.side]
            header = ("Meld %s?" % app.side_name(self.side),)  # 16 at most: "Meld RIVERBENDS?"
            hint = meld_unit(rules)
        elif step == _PLAY:
            meld = declaring_meld(rules, draft)
            needed, problem = before_play(rules, draft.bid, meld)
            # The deck's counters beside the need when they cannot make it: the reason ("/490" where the row is
            # narrow). Else "of 50" may go.
            deck = " of %d" % rules.counters
            deck = (deck, "/%d" % rules.counters) if problem else (deck,)
            header = (
                line(columns, (self._declarers(), " need %d" % needed, deck), names),
                problem or "meld %d, bid %d" % (meld, draft.bid),
            )
            items = ("Play it", "Concede")
        elif step == _TOOK:
            took = draft.took
            needed = rules.needed(draft.bid, declaring_meld(rules, draft))
            if took is None:
                self.value = min(rules.counters, needed)
            else:
                self.value = took[1] if self._declaring_team() else took[0]
            # What they need, shown while the hand is played (the step before play is passed when they can).
            # "P3+P2 took? need 38411": a need the deck cannot hold goes where no row holds it (Play it said so).
            declarers = self._declarers()
            header = (best(columns, names, (declarers, " took? need %d" % needed), (declarers, " took?")), "")
            hint = meld_unit(rules)
        elif step == _ALL_TRICKS:
            header = (line(columns, (self.side, (" took every trick?", " took all tricks?", " took all?")), names),)
            items = ("No", "Yes: game won")
        elif step == _NINES:
            self.value = 0
            header = (line(columns, (self.side, (" meld from 9s?", " 9s meld?")), names), "they took no points")
        if hint and len(header) + (3 if step == _MELD else 2) <= app.rows:
            header += (number_hint(app, hint),)  # the keys, where the screen has a row for them
        self._header = header
        self._items = items
        if step in _NUMBER_STEPS:
            self._show(self.value)

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

    # -- what the screen shows --
    def _show(self, value):
        """A number step's value and the lines that follow it, built once per change."""
        self.value = value
        number = "   < %d >" % value
        self._items = (number,)
        if self.step == _MELD:
            # Whose cards it counts next, in a partnership (one team's player after the other).
            seat = None if self.app.rules.called_partner else meld_seat(self.app.rules, self.side, self.added)
            self._items += ("Meld calculator" + ("" if seat is None else ": " + player(seat)),)
        if self.step == _BID and len(self._header) > 1:
            # A bid's one step depends on where it is (5 from 60, 1 below): the hint follows the number.
            rules = self.app.rules
            up, down = next_bid(rules, value, 1) - value, value - next_bid(rules, value, -1)
            self._header = (self._header[0], number_hint(self.app, up, 10 * rules.bid_small_step, down))
        if self.step == _TOOK:
            others = self.app.rules.counters - value
            other = "others" if self.app.rules.called_partner else 1 - self._declaring_team()
            took = line(self.app.columns, (other, " took %d" % others), self.app.names())
            self._header = (self._header[0], took) + self._header[2:]

    # -- keys --
    def key(self, token):
        if self.step not in _NUMBER_STEPS:
            Screen.key(self, token)
            return
        if self.selected:  # on the meld step's "Meld calculator"
            if token == tokens.OK:
                parked = ParkedHand(self.draft, self.index, self.dealer, self.trail, self.side, self.value, self.added)
                self.app.open(CALCULATOR, Grid(self.app.rules.size, parked), (HAND_ENTRY, parked))
            elif tokens.base(token) == tokens.UP:
                self.selected = 0
            elif token == tokens.BACK:
                self.back()
            return
        self.repeats = self.repeats + 1 if token & tokens.REPEAT else 0
        change = number_change(self.app, token, self.repeats)
        if change is not None:
            direction, big, times = change
            if self.step == _MELD and big and direction < 0 and self.value < 10 * meld_unit(self.app.rules):
                # DOWN with no ten to take off goes down to the calculator, under the number, the value kept.
                if not token & tokens.REPEAT:
                    self.selected = 1
            else:
                self._move(direction, big, times)
        elif token == tokens.OK:
            problem = self._number_done(self.value)
            if problem:
                self.app.say(problem)
        elif token == tokens.BACK:
            self.back()

    def _move(self, direction, big, times):
        """Ten steps (big) or one, `times` over: a bid along the profile's grid, the rest by their unit."""
        rules = self.app.rules
        value = self.value
        if self.step == _BID:
            for _ in range(times):
                value = _bid_moved(rules, value, direction, big)
        else:
            unit = rules.dix if self.step == _NINES else meld_unit(rules)
            value += direction * times * (10 * unit if big else unit)
        high = _MOST
        if self.step == _TOOK:
            high = rules.counters
        elif self.step == _NINES:
            high = min(self.draft.meld[self.side], rules.copies * rules.dix)
        self._show(min(high, max(0, value)))

    def _number_done(self, value):
        app = self.app
        rules = app.rules
        draft = self.draft
        step = self.step
        if step == _BID:
            problem = hand_bid_problem(rules, value, draft.declarer, self.dealer)
            if problem:
                return problem
            draft.all_passed = _forced(rules, value)
            self._bid_confirmed(value)
        elif step == _MELD:
            draft.meld[self.side] = value
            if self.side + 1 < len(draft.meld):
                self._go(_MELD, self.side + 1)
            elif forfeit(rules, draft):
                # Not played (declared, meld under the minimum, a single-deck bid the deck cannot make): the verdict.
                self._verdict()
            else:
                self._go(_PLAY)
                if before_play(rules, draft.bid, declaring_meld(rules, draft))[1] is None:
                    # They can make it: on to the counters, which show the need; BACK still reaches Play it or
                    # Concede.
                    self._go(_TOOK)
        elif step == _TOOK:
            others = rules.counters - value
            draft.took = (others, value) if self._declaring_team() else (value, others)
            draft.all_tricks = None
            if rules.take_all_wins and (value == rules.counters or others == rules.counters):
                team = self._declaring_team()
                self._go(_ALL_TRICKS, team if value == rules.counters else 1 - team)
            else:
                self._after_took()
        elif step == _NINES:
            nines = [0, 0]
            nines[self.side] = value
            draft.nines = tuple(nines)
            self._open_verdict(self._hand())
        return None

    def choose(self, index):
        app = self.app
        draft = self.draft
        step = self.step
        if step == _DECLARER:
            draft.all_passed = index == app.rules.players
            if not draft.all_passed:
                draft.declarer = _seat(app.rules, self.dealer, index)
                self._go(_BID)
            else:
                draft.declarer = self.dealer
                self._bid_confirmed(app.rules.dealer_bid)
        elif step == _PARTNER:
            draft.partner = index
            app.pending_bid = (draft.declarer, draft.bid, index)
            self._go(_TRUMP)
        elif step == _TRUMP:
            draft.outcome = PLAYED
            if index < 4:
                draft.trump = index
            elif index == len(self._items) - 1:  # Concede, after the suits and any "No marriage"
                draft.outcome = CONCEDED
            else:
                draft.trump = None
                draft.outcome = "no-marriage"
            self._go(_MELD)
        elif step == _PLAY:
            if index == 0:
                self._go(_TOOK)
            else:
                draft.outcome = CONCEDED
                self._verdict()
        else:  # _ALL_TRICKS
            draft.all_tricks = self.side if index else None
            self._after_took()

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


def _bid_moved(rules, value, direction, big):
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
