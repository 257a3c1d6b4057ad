"""A scripted game for the storage tests: the snapshot at every commit point, and how to compare two."""

from pinochle.ledger import Ledger
from pinochle.rules import make_rules
from pinochle.store.game import SavedGame

TEAMS = ("US", "THEM")


def _hand(ledger, number):
    """A legal hand that never ends the game: declarers are mostly set, so no side nears the target."""
    declarer = (ledger.next_dealer() + 1 + number % 3) % ledger.rules.players
    return {
        "declarer": declarer,
        "bid": 50 + number % 10,
        "meld": [20 + number % 7, 25 - number % 5],
        "took": [25, 25],
        "trump": number % 4,
    }


def commit_points(hands, options=(), target=None, first_dealer=1, teams=TEAMS):
    """The game at each commit point of a double-deck game, one at a time: each hand's bid confirmed (a
    SavedGame with the bid pending), then the hand settled. The same ledger grows; copy what you keep."""
    ledger = Ledger(make_rules("double", options, target), first_dealer)
    for number in range(hands):
        hand = _hand(ledger, number)
        yield SavedGame(ledger, teams, (hand["declarer"], hand["bid"]))
        ledger.add(hand)
        yield SavedGame(ledger, teams)


def _copy(game):
    ledger = game.ledger
    copy = Ledger.from_records(ledger.rules, ledger.first_dealer, bytes(ledger.records))
    return SavedGame(copy, game.team_names, game.pending_bid)


def scripted_game(hands, **kwargs):
    """Every commit point of commit_points(), each with a ledger of its own."""
    return [_copy(game) for game in commit_points(hands, **kwargs)]


def last_game(hands, **kwargs):
    """The last commit point alone, with the one ledger that grew: each ledger reserves its room up front,
    and the VM tests' heaps are small."""
    *_, game = commit_points(hands, **kwargs)
    return game


def same_game(found, expected):
    """Two games are the same when everything the snapshot holds is the same."""
    a, b = found.ledger, expected.ledger
    return (
        bytes(a.records) == bytes(b.records)
        and a.first_dealer == b.first_dealer
        and (a.rules.name, a.rules.options, a.rules.target) == (b.rules.name, b.rules.options, b.rules.target)
        and found.team_names == expected.team_names
        and found.pending_bid == expected.pending_bid
    )
