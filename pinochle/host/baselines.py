"""What the bid help's estimate is measured against (host only): others' rules of thumb, each carried to the counters
the declaring side takes in the profile at hand (bench/estimate.py, docs/estimate.md)."""

from pinochle.bidhelp import features


def philhanna(rules, hand, trump):
    """philhanna's single-deck bid, 180 + meld + 15 an ace of trump + 10 a trump beyond four, less the meld: its
    points as a share of the single deck's 250 counters, "four" as a third of the hand (4 of 12)."""
    found = features(rules, hand, trump)
    beyond = max(0, found[0] - rules.hand_size // 3)
    return (180 + 15 * found[1] + 10 * beyond) * rules.counters / 250


def sure_winners(rules, hand):
    """Trickster's winners: in each suit the copies of the ace held, and of each next rank while every copy of the
    ranks above it is in the hand."""
    ranks = rules.rank_count
    winners = 0
    for suit in range(4):
        for card in range(suit * ranks, suit * ranks + ranks):
            winners += hand[card]
            if hand[card] < rules.copies:
                break
    return winners


def trickster(rules, hand, trump, passes=0):
    """TricksterBots' tricks x 2.5: its own winners, the partner's share of the tricks left (none when cards are
    passed, then up to two tricks from the pass), 25 points a trick with four players and 20 with five, in tens."""
    tricks = sure_winners(rules, hand)
    if passes:
        tricks += min(2, passes)
    else:
        tricks += (rules.hand_size - tricks) / (rules.players - 1)
    return tricks * (25 if rules.players == 4 else 20) * rules.point_unit / 10


def klemic(rules, hand, trump):
    """The Klemic text's "20 more than meld, or sometimes 30 with large (10+) trump suits and aces": 20 of the double
    deck's 50 counters as a share of the profile's, 30 with half the hand in trump and two aces or more."""
    found = features(rules, hand, trump)
    strong = 2 * found[0] >= rules.hand_size and found[1] + found[4] >= 2
    return (30 if strong else 20) * rules.counters / 50
