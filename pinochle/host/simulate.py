"""Simulated hands for the bid estimate (host only): the deal, the partners' exchange or the called card, and the
play by bots that follow pinochle.play's rules, scored for the declaring side."""

import random

from pinochle.melds import evaluate

_ACE = 0  # ranks as pinochle.melds.cards numbers them
POLICIES = ("greedy", "random", "monte_carlo")
SAMPLES = 3  # the Monte Carlo player's layouts a decision: a double-deck deal takes about 0.2 s with 3


def deal(rules, rng):
    """A hand of counts for each player, from a shuffled deck."""
    cards = [card for card in range(rules.size) for _ in range(rules.copies)]
    rng.shuffle(cards)
    size = rules.hand_size
    hands = []
    for seat in range(rules.players):
        hand = bytearray(rules.size)
        for card in cards[seat * size : (seat + 1) * size]:
            hand[card] += 1
        hands.append(hand)
    return hands


def keep_value(rules, trump, card):
    """How much a declarer wants a card: trumps (the higher the more), then aces, then tens and kings."""
    suit, rank = divmod(card, rules.rank_count)
    if suit == trump:
        return 100 - rank
    return 50 if rank == _ACE else 10 - rank


def _give(hand, count, value, best):
    """Take `count` cards out of hand, each the best (or worst) by value; returns them."""
    given = []
    for _ in range(count):
        held = [card for card in range(len(hand)) if hand[card]]
        card = max(held, key=value) if best else min(held, key=value)
        hand[card] -= 1
        given.append(card)
    return given


def exchange(rules, trump, hands, declarer, partner, count):
    """The partner passes the declarer its `count` most useful cards; the declarer passes back `count` cards, one at
    a time the one whose going keeps the most of its meld, of those the least useful (the single deck's four; the
    double deck's passes as an option)."""
    for card in _give(hands[partner], count, lambda card: keep_value(rules, trump, card), True):
        hands[declarer][card] += 1
    hand = hands[declarer]

    def kept(card):
        hand[card] -= 1
        meld = evaluate(hand, trump, rules)
        hand[card] += 1
        return meld, -keep_value(rules, trump, card)

    for card in _give(hand, count, kept, True):
        hands[partner][card] += 1


def call_partner(rules, trump, hands, declarer):
    """Call for a card: the declarer calls the highest trump it lacks a copy of; the first player to its left
    holding it hands it over and gets the declarer's least useful card back. Returns the partner's seat."""
    ranks = rules.rank_count
    players = len(hands)
    for card in range(trump * ranks, trump * ranks + ranks):
        if hands[declarer][card] == rules.copies:
            continue
        for step in range(1, players):
            seat = (declarer + step) % players
            if hands[seat][card]:
                hands[seat][card] -= 1
                hands[declarer][card] += 1
                hands[seat][_give(hands[declarer], 1, lambda held: keep_value(rules, trump, held), False)[0]] += 1
                return seat
    return declarer  # the declarer holds every trump: it plays alone


def _cheap(rules, trump, points):
    """Sort key for the card to give away: fewest points, not a trump, the lowest rank."""
    ranks = rules.rank_count
    return lambda card: (points[card], card // ranks == trump, -(card % ranks))


class Table:
    """One profile's dealing and play: rules, the counters each card is worth, the seed's generator."""

    def __init__(self, rules, seed, policy="greedy", passes=None):
        from pinochle.play import card_points

        self.rules = rules
        self.rng = random.Random(seed)  # the deals: the same whatever the policy, so policies meet the same hands
        self.moves = random.Random("moves %d" % seed)
        self.points = tuple(card_points(rules, card) for card in range(rules.size))
        self.cheap = _cheap(rules, None, self.points)
        self.choose = getattr(self, "_" + policy)
        # The partners' exchange: the single deck's four cards; the double deck passes none unless asked.
        self.passes = (4 if rules.copies == 2 else 0) if passes is None else passes

    def hand(self):
        """(declarer's dealt hand, trump, the declaring side's meld, the partner's meld as dealt, the counters the
        declaring side took).

        Seat 0 declares and leads; the trump is drawn at random, so every trump of every kind of hand is seen:
        the estimate is asked for each trump, and the rest of the deal does not depend on how trump was chosen."""
        rules = self.rules
        rng = self.rng
        hands = deal(rules, rng)
        trump = rng.randrange(4)
        return self.finish(hands, trump)

    def layout(self, dealt, trump, rng):
        """hand()'s record for the declarer's dealt hand and trump with the other cards dealt again from rng: one
        layout of what the declarer cannot see (the noise floor plays many)."""
        rules = self.rules
        cards = [card for card in range(rules.size) for _ in range(rules.copies - dealt[card])]
        rng.shuffle(cards)
        size = rules.hand_size
        hands = [bytearray(dealt)]
        for seat in range(rules.players - 1):
            hand = bytearray(rules.size)
            for card in cards[seat * size : (seat + 1) * size]:
                hand[card] += 1
            hands.append(hand)
        return self.finish(hands, trump)

    def finish(self, hands, trump):
        """hand()'s record from the dealt hands: the exchange or the called card, the meld, the play."""
        rules = self.rules
        dealt = bytes(hands[0])
        # The partner's meld as dealt, for "assume 10" (the called partner: the holder of the called card).
        if rules.called_partner:
            partner = call_partner(rules, trump, hands, 0)
            dealt_meld = evaluate(hands[partner], trump, rules) if partner else 0
        else:
            partner = 2
            dealt_meld = evaluate(hands[partner], trump, rules)
            if self.passes:
                exchange(rules, trump, hands, 0, partner, self.passes)
        meld = evaluate(hands[0], trump, rules)
        if partner:
            meld += evaluate(hands[partner], trump, rules)
        sides = tuple(0 if seat in (0, partner) else 1 for seat in range(rules.players))
        return dealt, trump, meld, dealt_meld, self.play(trump, hands, sides)

    def play(self, trump, hands, sides):
        """The counters side 0 takes, every trick played by the policy within pinochle.play's legal cards."""
        self.cheap = _cheap(self.rules, trump, self.points)
        self.hands = hands  # the cards still held, for the Monte Carlo player
        return self.play_out(trump, hands, sides, 0, [], self.choose)[0]

    def play_out(self, trump, hands, sides, leader, trick, choose):
        """(counters side 0 takes, side 1's) from a trick in progress to the last, each card chosen by choose
        within pinochle.play's legal cards; the last trick's bonus to its winner."""
        from pinochle.play import legal_cards, trick_winner

        rules = self.rules
        players = len(hands)
        points = self.points
        taken = [0, 0]
        seat = (leader + len(trick)) % players
        winner = leader
        while trick or sum(hands[seat]):
            while len(trick) < players:
                hand = hands[seat]
                cards = legal_cards(rules, trump, trick, hand)[0]
                card = cards[0] if len(cards) == 1 else choose(trump, trick, cards, seat, leader, sides)
                hand[card] -= 1
                trick.append(card)
                seat = (seat + 1) % players
            winner = (leader + trick_winner(rules, trump, trick)) % players
            for card in trick:
                taken[sides[winner]] += points[card]
            leader = seat = winner
            trick = []
        taken[sides[winner]] += rules.last_trick
        return taken

    def _monte_carlo(self, trump, trick, cards, seat, leader, sides):
        """Each legal card played out on a few layouts of the cards this seat cannot see (dealt at random to the
        others, as many as each holds), the rest by the greedy bots: the card whose side took most on them."""
        rules = self.rules
        hands = self.hands
        players = len(hands)
        unseen = [
            card
            for other in range(players)
            if other != seat
            for card in range(rules.size)
            for _ in range(hands[other][card])
        ]
        scores = [0] * len(cards)
        for _ in range(SAMPLES):
            self.moves.shuffle(unseen)
            layout = []
            start = 0
            for other in range(players):
                hand = hands[other]
                if other != seat:
                    hand = bytearray(rules.size)
                    for card in unseen[start : start + sum(hands[other])]:
                        hand[card] += 1
                    start += sum(hands[other])
                layout.append(hand)
            for index, card in enumerate(cards):
                copy = [bytearray(hand) for hand in layout]
                copy[seat][card] -= 1
                scores[index] += self.play_out(trump, copy, sides, leader, trick + [card], self._greedy)[sides[seat]]
        return cards[scores.index(max(scores))]

    def _random(self, trump, trick, cards, seat, leader, sides):
        """Any legal card, at random."""
        return cards[self.moves.randrange(len(cards))]

    def _greedy(self, trump, trick, cards, seat, leader, sides):
        """Cash aces, take a trick the opponents hold as cheaply as it can be taken, give a partner's trick the
        most points when last to play, and otherwise give the least."""
        from pinochle.play import trick_winner

        rules = self.rules
        ranks = rules.rank_count
        points = self.points
        cheap = self.cheap
        if not trick:
            aces = [card for card in cards if card % ranks == _ACE]
            plain = [card for card in aces if card // ranks != trump]
            return (plain or aces or [min(cards, key=cheap)])[0]
        best = trick_winner(rules, trump, trick)
        last = len(trick) == len(sides) - 1
        if sides[(leader + best) % len(sides)] == sides[seat]:
            if last:
                return max(cards, key=lambda card: (points[card], card // ranks != trump, card % ranks))
            return min(cards, key=cheap)
        winning = trick[best]
        winners = [card for card in cards if trick_winner(rules, trump, (winning, card))]
        if not winners:
            return min(cards, key=cheap)
        # Last to play: the cheapest card that takes it; earlier: the highest, which the rest are least likely to beat.
        return min(winners, key=cheap) if last else min(winners, key=lambda card: card % ranks)
