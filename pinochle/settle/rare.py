"""check_hand's checks of the fields most hands leave out (trump nines, the team that took every trick, all passed).
pinochle.settle imports it only for a hand that gives one of them."""

from pinochle.settle import check_numbers, player


def check_rare(rules, hand, stop, dealer):
    """Raise ValueError with a player-readable reason if the hand's nines, all_tricks or all_passed cannot
    stand; stop is why_not_played(rules, hand)."""
    nines, team, meld, took = hand.nines, hand.all_tricks, hand.meld, hand.took
    if hand.all_passed and (hand.bid != rules.dealer_bid or hand.declarer != dealer):
        raise ValueError("all passed: the dealer, %s, declares at %d" % (player(dealer), rules.dealer_bid))
    if nines is not None:
        check_numbers("nines", nines, 2, "team")
        most = 0 if rules.called_partner else rules.copies * rules.dix  # the points of every trump nine
        if not most:  # even [0, 0]: a record has no room for nines without them
            raise ValueError("nines: %s has no trump nines to count" % rules.deck_name)
        if nines[0] + nines[1] > most:
            raise ValueError("nines %d + %d: the deck's trump nines make %d" % (nines[0], nines[1], most))
        for side in (0, 1):
            if nines[side] and nines[side] % rules.dix:
                raise ValueError("nines %d: each trump nine is %d" % (nines[side], rules.dix))
            if nines[side] > meld[side]:
                raise ValueError("nines %d: more than team %d's meld, %d" % (nines[side], side, meld[side]))
    if team is not None:
        if not rules.take_all_wins:
            raise ValueError("all_tricks counts only with the take-all-wins option")
        if type(team) is not int or team not in (0, 1):
            raise ValueError("all_tricks must be a team, 0 or 1, not %r" % (team,))
        if stop:
            raise ValueError("all_tricks: no tricks were played (%s)" % stop.reason)
        if took[team] != rules.counters:
            raise ValueError("all_tricks: team %d took %d, not all %d" % (team, took[team], rules.counters))
