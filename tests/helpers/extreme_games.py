"""Games to start from at the edges of what a record holds: totals pushed to the most negative and the largest, and
a game won by the largest hand. The screen walks and the random explorer (tools/explore.py) start from them."""

import copy

from pinochle.bidding import hand_bid_problem
from pinochle.ledger import Ledger
from pinochle.rules import make_rules
from pinochle.settle import CONCEDED, Hand


def largest(rules, top, unit=1):
    return top - top % unit


def largest_bid(rules):
    bid = 65535
    while hand_bid_problem(rules, bid, 1, 0):
        bid -= 1
    return bid


def seeds(profile, options=()):
    """(name, ledger, damaged) to start from: a new game, one whose totals are the most negative and largest a
    record's numbers give, a finished game, a damaged save."""
    rules = make_rules(profile, options, 65535)  # the largest target a game takes: its totals grow the most
    bid = largest_bid(rules)
    meld = largest(rules, 65000 if rules.called_partner else 65530, rules.point_unit)
    players = rules.players
    found = [("new", Ledger(make_rules(profile, options)), False)]
    low = Ledger(rules)
    # The first seat concedes at the largest bid, again and again: its side goes the most negative; the other
    # side melds all but the target.
    for number in range(min(3, players - 1)):
        dealer = low.next_dealer()
        declarer = (dealer + 1) % players
        if rules.called_partner:
            melds = tuple(0 if seat in (declarer, (declarer + 2) % players) else meld // 4 for seat in range(players))
            hand = Hand(declarer, bid, melds, None, CONCEDED, partner=(declarer + 2) % players)
        else:
            melds = [0, 0]
            melds[1 - declarer % 2] = meld if number == 0 else 0
            hand = Hand(declarer, bid, tuple(melds), None, CONCEDED)
        low.add(hand)
    found.append(("extreme", low, False))
    over = copy.deepcopy(low)
    dealer = over.next_dealer()
    declarer = (dealer + 1) % players
    unit = rules.point_unit
    if rules.called_partner:
        melds = (meld,) * players
        over.add(Hand(declarer, bid, melds, (rules.counters, 0), partner=declarer))
    else:
        melds = [0, 0]
        melds[declarer % 2] = largest(rules, 65535, unit)
        took = (rules.counters, 0) if declarer % 2 == 0 else (0, rules.counters)
        over.add(Hand(declarer, largest_bid(rules), tuple(melds), took))
    found.append(("over", over, False))
    if profile == "double":
        found.append(("damaged", Ledger(make_rules(profile)), "a reason the loader gives, long enough to wrap"))
    return found
