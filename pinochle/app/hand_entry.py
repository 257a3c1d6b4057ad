"""Entering a hand step by step, declarer to counters, then its verdict in this screen's place. Opened from the
scores screen and a hand's details (pinochle.app.HAND_ENTRY)."""

import pinochle.panel as panel
from pinochle.app import CALCULATOR, HAND_ENTRY, VERDICT
from pinochle.app.screen import (
    Grid,
    ParkedHand,
    Screen,
    digit_keys,
    field_token,
    meld_seat,
    number_change,
    number_hint,
    numbered,
    player,
)
from pinochle.bidding import hand_bid_problem, next_bid, top_bid
from pinochle.fit import best, line
from pinochle.rules import RECORD_MAX, SUIT_NAMES
from pinochle.settle import (
    CONCEDED,
    NO_MARRIAGE,
    PLAYED,
    Hand,
    before_play,
    check_hand,
    declaring_meld,
    side_counters,
    why_not_played,
)


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
    entry.go(Meld, state.side, remember=False)
    entry.added = state.added
    entry.show(state.value)
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
        entry.trail = [(Declarer, 0, 0), (Bid, 0, 0)]
        entry.go(Partner if rules.called_partner and draft.partner is None else Trump)
        entered = app.pending_entry
        if entered and (draft.partner is not None or not rules.called_partner):
            # Trump and meld were in before the cut: on from the last meld, as its OK went (BACK reaches each).
            draft.meld = list(entered[1:])
            entry.step.done(entered[0])
            for side in range(1, len(draft.meld)):
                entry.go(Meld, side)
            entry.step.done(draft.meld[-1])
    else:
        entry.go(Declarer)
    return entry


class HandEntry(Screen):
    """The steps, one at a time: `step` is the current one (a Step), `value` a number step's number. What the
    steps call: go, back, show, bid_confirmed, after_took, verdict, open_verdict and the names of the sides."""

    numbers = True  # a list step's entries are chosen by digit (Step.pick), a number step's number typed

    def __init__(self, app, draft, index, dealer):
        Screen.__init__(self, app)
        self.draft = draft
        self.index = index
        self.dealer = dealer
        self.trail = []  # (step class, side, selected) to go back to
        self.step = None
        self.side = 0
        self.value = 0
        self.typed = None  # the digits typed into the number, or None while it shows a value not typed
        self.place = None  # digit by digit (a held LEFT or RIGHT asks): the cursor's power of ten
        self.repeats = 0
        self.added = 0  # the side's players whose meld the calculator added

    # -- moving between steps --
    def go(self, kind, side=0, selected=0, remember=True):
        """On to the step of class `kind` for `side`, its cursor on `selected`; remembered for BACK."""
        if remember and self.step is not None:
            self.trail.append((type(self.step), self.side, self.selected))
        self.side = side
        self.selected = selected
        self.repeats = 0
        self.added = 0
        self.typed = None
        self.place = None
        step = self.step = kind(self)
        # The step's header and items, made once per step (and a number's lines once per value).
        self._header = step.build()
        self._items = numbered(self.app, step.items) if step.numbered else step.items
        if step.number:
            self.show(step.start())
        self.app.dirty = True

    def back(self):
        if self.trail:
            kind, side, selected = self.trail.pop()
            self.go(kind, side, selected, False)
            return
        if self.index is None:
            self.app.pending_bid = None  # backing out of the first step abandons the hand, bid and all
        self.app.pop()

    def show(self, value):
        """A number step's value and the lines that follow it, built once per change."""
        self.value = value
        step = self.step
        header, under = step.lines(self._header, value)
        shown = "_" if self.typed == "" else value
        if self.place is not None:
            from pinochle.app.digits import place_shown

            header, shown = place_shown(self.app, header, value, self.place, step.high(), step.hinted)
        self._header = header
        self._items = ("   < %s >" % shown,) + under

    # -- keys --
    def key(self, token):
        step = self.step
        if not step.number:
            Screen.key(self, token)
            return
        if self.selected:  # on the row under the number: a digit goes back up to it
            if panel.digit(token) < 0:
                step.under(token)
                return
            self.selected = 0
        if self.place is not None or field_token(token):
            from pinochle.app.digits import field_key

            if field_key(self, token, step.high(), step.big()):
                return
        self.repeats = self.repeats + 1 if token & panel.REPEAT else 0
        change = number_change(self.app, token, self.repeats)
        if change is not None:
            self.move(*change)
        elif token == panel.OK:
            # A number off the step's grid (typed, or set digit by digit), or none at all, is refused before the
            # step sees it: what a step takes, the steps after it take too.
            problem = "type a number" if self.typed == "" else step.check(self.value)
            problem = problem or step.done(self.value)
            if problem:
                self.app.say(problem)
        elif token == panel.BACK:
            self.back()

    def move(self, direction, big, times):
        """Ten steps (big) or one, `times` over, as the step moves its number."""
        self.typed = None
        self.place = None
        self.show(self.step.move(self.value, direction, big, times))

    def choose(self, index):
        self.step.done(index)

    def pick(self, digit):
        return self.step.pick(digit)

    def declarers(self):
        """The declaring side as a part of a fit.line(): their team, or call for a card's declarer and partner."""
        draft = self.draft
        if self.app.rules.called_partner:
            if draft.partner is None or draft.partner == draft.declarer:
                return player(draft.declarer)
            return "%s+%s" % (player(draft.declarer), player(draft.partner))
        return draft.declarer % 2

    def meld_side(self, side):
        """The first side from `side` whose meld is asked. With no marriage in trump the declarers' meld counts for
        nothing (they lose their bid, the defenders keep their meld): it is not asked, and kept as 0."""
        draft = self.draft
        if draft.outcome == NO_MARRIAGE:
            declaring = side_counters(self.app.rules, draft).declaring
            while side in declaring:
                draft.meld[side] = 0
                side += 1
        return side

    def declaring_team(self):
        """0 or 1 for a partnership; call for a card keeps took as (declaring side, others), so 0."""
        return 0 if self.app.rules.called_partner else self.draft.declarer % 2

    def hand(self):
        """The hand as entered so far, for the rules' checks and the verdict."""
        hand = self.draft.copy()
        if hand.outcome != PLAYED:
            hand.took = None
        return hand

    # -- between steps --
    def bid_confirmed(self, bid):
        app = self.app
        draft = self.draft
        draft.bid = bid
        if self.index is None:
            app.pending_bid = (draft.declarer, bid)
            app.pending_entry = ()  # a bid anew: nothing entered after it yet
            app.commit()  # a confirmed bid is a commit point: it survives a power cut
        self.go(Partner if app.rules.called_partner else Trump)

    def after_took(self):
        """Single deck: defenders who captured nothing keep only the meld from trump nines; ask for it."""
        rules = self.app.rules
        draft = self.draft
        draft.nines = None
        defenders = 1 - self.declaring_team()
        if rules.nines_kept and not rules.called_partner and not draft.took[defenders] and draft.meld[defenders]:
            self.go(Nines, defenders)
        else:
            self.verdict()

    def verdict(self):
        hand = self.hand()
        try:
            check_hand(self.app.rules, hand, self.dealer)
        except ValueError as error:
            self.app.say(str(error))
            return
        self.open_verdict(hand)

    def open_verdict(self, hand):
        """The verdict in this screen's place; its Go back makes this screen anew at this step."""
        self.trail.append((type(self.step), self.side, self.selected))
        parked = ParkedHand(self.draft, self.index, self.dealer, self.trail)
        self.app.open(VERDICT, (hand, self.index), (HAND_ENTRY, parked))


# -- the steps, in order: a class each, made by HandEntry.go --


class Step:
    """A list step: build() returns its header and sets its items; OK on item `chosen` calls done(chosen)."""

    number = False  # a number step: HandEntry shows its value and keys move it
    numbered = True  # digit keys choose its entries 1 to 9, shown beside them
    items = ()

    def __init__(self, entry):
        self.entry = entry
        self.app = entry.app
        self.rules = entry.app.rules
        self.draft = entry.draft

    def build(self):
        return ()

    def done(self, chosen):
        """OK on item `chosen`, or on the number `chosen` of a number step: a refusal's words, or None."""
        return None

    def pick(self, digit):
        """The entry digit key `digit` chooses, or -1."""
        return digit - 1 if 0 < digit <= min(9, len(self.items)) else -1


class NumberStep(Step):
    """A number, by `unit`s from 0 to high(): start() is the value shown first; lines() the header and the items
    under the number for a value; under() takes a key on a row under it."""

    number = True
    hinted = False  # the header's last row is the keys' hint (_hinted())
    unit_rule = None  # the rules' field its unit is, else 1
    what = "a number"  # what the number counts, in a refusal

    def __init__(self, entry):
        Step.__init__(self, entry)
        self.unit = getattr(self.rules, self.unit_rule) if self.unit_rule else 1

    def start(self):
        return 0

    def high(self):
        """The largest value on the step's units that a record holds."""
        return RECORD_MAX - RECORD_MAX % self.unit

    def big(self):
        """What UP and DOWN add or take off: ten units."""
        return 10 * self.unit

    def move(self, value, direction, big, times):
        """The value after a key: `times` units, or ten of them when big; 0 to high()."""
        return min(self.high(), max(0, value + direction * times * (10 * self.unit if big else self.unit)))

    def lines(self, header, value):
        return header, ()

    def check(self, value):
        """Why a typed value is not one this step takes (off its unit), or None; done() checks the rest."""
        if value % self.unit:
            return "%s goes by %d" % (self.what, self.unit)
        return None

    def under(self, token):
        pass


class Declarer(Step):
    """Who won the bid, in bidding order: left of the dealer first, the dealer last; then the stuck dealer's
    shortcut. A digit key names the seat (1 for P1), 0 all passed."""

    numbered = False  # each seat's name has its number

    def build(self):
        app, rules, entry = self.app, self.rules, self.entry
        items = ()
        for place in range(entry.dealer + 1, entry.dealer + 1 + rules.players):
            items += (app.seat_name(place % rules.players),)
        if rules.stuck_dealer:
            passed = "All passed: %s %d" % (player(entry.dealer), rules.dealer_bid)
            items += (("0 " if digit_keys(app) else "") + passed,)
        self.items = items
        if entry.selected == 0:  # on the hand's own line: a stuck dealer's hand corrected stays one
            draft = self.draft
            stuck = draft.all_passed and rules.stuck_dealer
            entry.selected = rules.players if stuck else (draft.declarer - entry.dealer - 1) % rules.players
        return ("Declarer? deal " + player(entry.dealer),)

    def done(self, index):
        rules, draft, entry = self.rules, self.draft, self.entry
        draft.all_passed = index == rules.players
        if not draft.all_passed:
            draft.declarer = (entry.dealer + 1 + index) % rules.players  # the item's seat, as built
            entry.go(Bid)
        else:
            draft.declarer = entry.dealer
            entry.bid_confirmed(rules.dealer_bid)

    def pick(self, digit):
        players = self.rules.players
        if digit == 0:
            return players if self.rules.stuck_dealer else -1
        return (digit - 1 - self.entry.dealer - 1) % players if digit <= players else -1


class Bid(NumberStep):
    """The winning bid, along the profile's grid of bids."""

    def start(self):
        return self.draft.bid

    def build(self):
        header = ("Bid by %s?" % self.app.seat_name(self.draft.declarer),)  # 21 at most: "Bid by P2 RIVERBENDS?"
        return _hinted(self, header, self.rules.bid_small_step, 1)

    def check(self, value):
        return None  # done() says why a bid is off the profile's grid

    def high(self):
        return top_bid(self.rules)

    def big(self):
        return 10 * self.rules.bid_small_step

    def move(self, value, direction, big, times):
        for _ in range(times):
            value = _grid_bid(self.rules, value, direction, big)
        return min(self.high(), max(0, value))

    def lines(self, header, value):
        if len(header) > 1:
            # A bid's one step depends on where it is (5 from 60, 1 below): the hint follows the number.
            rules = self.rules
            up, down = next_bid(rules, value, 1) - value, value - next_bid(rules, value, -1)
            header = (header[0], number_hint(self.app, up, 10 * rules.bid_small_step, down))
        return header, ()

    def done(self, bid):
        rules, draft = self.rules, self.draft
        problem = hand_bid_problem(rules, bid, draft.declarer, self.entry.dealer)
        if problem:
            return problem
        draft.all_passed = _forced(rules, bid)
        self.entry.bid_confirmed(bid)
        return None


class Partner(Step):
    """Call for a card: who holds the called card, seat by seat (a digit key names the seat)."""

    numbered = False  # each seat's name has its number

    def build(self):
        draft, entry = self.draft, self.entry
        items = ()
        for place in range(self.rules.players):
            items += (player(place) + (" (alone)" if place == draft.declarer else ""),)
        self.items = items
        if entry.selected == 0:  # on the partner named, else at the declarer's left, as the table sits
            entry.selected = draft.partner if draft.partner is not None else (draft.declarer + 1) % self.rules.players
        return ("Called card held by?",)

    def done(self, seat):
        draft = self.draft
        draft.partner = seat
        self.app.pending_bid = (draft.declarer, draft.bid, seat)
        self.app.pending_entry = ()
        self.entry.go(Trump)


class Trump(Step):
    """Trump, or the hand not played: no marriage, conceded."""

    def build(self):
        app, draft = self.app, self.draft
        self.items = SUIT_NAMES + (("No marriage",) if self.rules.marriage_required else ()) + ("Concede",)
        if draft.trump is not None and self.entry.selected == 0:
            self.entry.selected = draft.trump
        # A long team name gives way to the seat alone.
        forms = tuple(
            "Trump? %s bid %d" % (seat, draft.bid) for seat in (app.seat_name(draft.declarer), player(draft.declarer))
        )
        return (line(app.columns, (forms,)),)

    def done(self, index):
        draft = self.draft
        draft.outcome = PLAYED
        if index < 4:
            draft.trump = index
        elif index == len(self.items) - 1:  # Concede, after the suits and any "No marriage"
            draft.outcome = CONCEDED
        else:
            draft.trump = None
            draft.outcome = NO_MARRIAGE
        self.entry.go(Meld, self.entry.meld_side(0))


class Meld(NumberStep):
    """Each side's meld (each player's, in call for a card), with the calculator under the number."""

    unit_rule = "point_unit"
    what = "meld"

    def start(self):
        return self.draft.meld[self.entry.side]

    def build(self):
        header = ("Meld %s?" % self.app.side_name(self.entry.side),)  # 16 at most: "Meld RIVERBENDS?"
        return _hinted(self, header, self.unit, 2)

    def move(self, value, direction, big, times):
        if big and direction < 0 and value < 10 * self.unit:
            # DOWN with no ten to take off goes down to the calculator, under the number, the value kept.
            if not self.entry.repeats:
                self.entry.selected = 1
            return value
        return NumberStep.move(self, value, direction, big, times)

    def lines(self, header, value):
        # Whose cards it counts next, in a partnership (one team's player after the other).
        entry = self.entry
        seat = None if self.rules.called_partner else meld_seat(self.rules, entry.side, entry.added)
        return header, ("Meld calculator" + ("" if seat is None else ": " + player(seat)),)

    def under(self, token):
        """A key on "Meld calculator": OK opens it, UP goes back up to the number."""
        entry = self.entry
        if token == panel.OK:
            parked = ParkedHand(
                self.draft, entry.index, entry.dealer, entry.trail, entry.side, entry.value, entry.added
            )
            self.app.open(CALCULATOR, Grid(self.rules.size, parked), (HAND_ENTRY, parked))
        elif panel.base(token) == panel.UP:
            entry.selected = 0
        elif token == panel.BACK:
            entry.back()

    def done(self, meld):
        rules, draft, entry = self.rules, self.draft, self.entry
        draft.meld[entry.side] = meld
        side = entry.meld_side(entry.side + 1)
        if side < len(draft.meld):
            entry.go(Meld, side)
        elif why_not_played(rules, draft):
            # Not played (declared, meld under the minimum, a single-deck bid the deck cannot make): the verdict.
            entry.verdict()
        else:
            entered = (draft.trump,) + tuple(draft.meld)
            if entry.index is None and entered != self.app.pending_entry:
                # The hand is played now, minutes before its counters: its trump and meld are saved beside the
                # bid, one save more a hand (docs/saves.md).
                self.app.keep_entry(entered)
            entry.go(Play)
            if before_play(rules, draft.bid, declaring_meld(rules, draft))[1] is None:
                # They can make it: on to the counters, which show the need; BACK still reaches Play it or Concede.
                entry.go(Took)
        return None


class Play(Step):
    """Play it or concede, asked when the declarers' meld and the deck cannot make the bid."""

    def build(self):
        app, rules, draft = self.app, self.rules, self.draft
        meld = declaring_meld(rules, draft)
        needed, problem = before_play(rules, draft.bid, meld)
        # The deck's counters beside the need when they cannot make it: the reason ("/490" where the row is
        # narrow). Else "of 50" may go.
        deck = " of %d" % rules.counters
        deck = (deck, "/%d" % rules.counters) if problem else (deck,)
        self.items = ("Play it", "Concede")
        return (
            line(app.columns, (self.entry.declarers(), " need %d" % needed, deck), app.names()),
            problem or "meld %d, bid %d" % (meld, draft.bid),
        )

    def done(self, index):
        if index == 0:
            self.entry.go(Took)
        else:
            self.draft.outcome = CONCEDED
            self.entry.verdict()


class Took(NumberStep):
    """The counters the declaring side took; the others took the rest of the deck."""

    unit_rule = "point_unit"
    what = "a take"

    def high(self):
        return self.rules.counters

    def start(self):
        draft, entry = self.draft, self.entry
        if draft.took is None:
            return min(self.rules.counters, self.rules.needed(draft.bid, declaring_meld(self.rules, draft)))
        return draft.took[1] if entry.declaring_team() else draft.took[0]

    def build(self):
        app, rules, draft = self.app, self.rules, self.draft
        needed = rules.needed(draft.bid, declaring_meld(rules, draft))
        # What they need, shown while the hand is played (the step before play is passed when they can).
        # "P3+P2 took? need 38411": a need the deck cannot hold goes where no row holds it (Play it said so).
        declarers = self.entry.declarers()
        took = best(app.columns, app.names(), (declarers, " took? need %d" % needed), (declarers, " took?"))
        return _hinted(self, (took, ""), self.unit, 1)  # "": what the others took, once the value is shown

    def lines(self, header, value):
        app = self.app
        other = "others" if self.rules.called_partner else 1 - self.entry.declaring_team()
        took = line(app.columns, (other, " took %d" % (self.rules.counters - value)), app.names())
        return (header[0], took) + header[2:], ()

    def done(self, took):
        rules, entry = self.rules, self.entry
        others = rules.counters - took
        self.draft.took = (others, took) if entry.declaring_team() else (took, others)
        self.draft.all_tricks = None
        if rules.take_all_wins and (took == rules.counters or others == rules.counters):
            team = entry.declaring_team()
            entry.go(AllTricks, team if took == rules.counters else 1 - team)
        else:
            entry.after_took()
        return None


class AllTricks(Step):
    """Take-all-wins: did the side that took every counter take every trick too?"""

    items = ("No", "Yes: game won")

    def build(self):
        app = self.app
        forms = (" took every trick?", " took all tricks?", " took all?")
        return (line(app.columns, (self.entry.side, forms), app.names()),)

    def done(self, index):
        self.draft.all_tricks = self.entry.side if index else None
        self.entry.after_took()


class Nines(NumberStep):
    """Single deck: the meld from trump nines of defenders who took no points (they keep only that)."""

    unit_rule = "dix"
    what = "9s meld"

    def build(self):
        app = self.app
        return (
            line(app.columns, (self.entry.side, (" meld from 9s?", " 9s meld?")), app.names()),
            "they took no points",
        )

    def high(self):
        """At most the side's meld, and what every trump nine of the deck melds."""
        return min(self.draft.meld[self.entry.side], self.rules.copies * self.rules.dix)

    def done(self, meld):
        nines = [0, 0]
        nines[self.entry.side] = meld
        self.draft.nines = tuple(nines)
        self.entry.open_verdict(self.entry.hand())
        return None


def _hinted(step, header, unit, rows):
    """The header and the keys of number entry by unit, where the screen has a row for them over the `rows` of
    the number and what is under it (then the step is `hinted`)."""
    app = step.app
    if len(header) + 1 + rows <= app.rows:
        step.hinted = True
        return header + (number_hint(app, unit),)
    return header


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
