"""The figures across games (pinochle.stats) recomputed from the hands a different way: a flat row per (game, hand,
side) read off the records and the ledger's own settlements, then counted with comprehensions."""

import random

from pinochle.archive import ArchivedGame
from pinochle.ledger import Ledger
from pinochle.rules import get_rules
from pinochle.settle import Hand
from pinochle.stats import figures

PROFILES = ("double", "double-x10", "klemic", "single", "call-for-card", "partnership")
TEAMS = ("US", "THEM", "RIVERBEND", "HAWKS", "P1")  # "P1" as a team is not call for a card's player P1


def random_game(rules, pick, hands):
    """A ledger of up to `hands` hands drawn at random, those the ledger refuses left out."""
    ledger = Ledger(rules, pick.randrange(rules.players))
    unit = rules.point_unit
    sides = rules.players if rules.called_partner else 2
    tries = 0
    while ledger.count < hands and ledger.winner() is None and tries < 20 * hands:
        tries += 1
        dealer = ledger.next_dealer()
        declarer = pick.randrange(rules.players)
        bid = pick.choice((rules.bid_min, rules.bid_big_from, rules.bid_big_from + 2 * rules.bid_big_step))
        all_passed = pick.random() < 0.1
        if all_passed:
            declarer, bid = dealer, rules.dealer_bid
        meld = tuple(pick.choice((0, 4, 10, 20, 30, 60, 150)) * unit for _ in range(sides))
        took = pick.randrange(rules.counters // unit + 1) * unit
        hand = Hand(declarer, bid, meld, (took, rules.counters - took), all_passed=all_passed)
        if rules.called_partner:
            hand.partner = pick.randrange(rules.players)
        if pick.random() < 0.1:
            hand.outcome, hand.took = "conceded", None
        try:
            ledger.add(hand)
        except ValueError:
            pass
    return ledger


def random_games(seed):
    pick = random.Random(seed)
    games = []
    for _ in range(pick.randrange(1, 9)):
        rules = get_rules(pick.choice(PROFILES))
        names = tuple(pick.sample(TEAMS, 2))
        ledger = random_game(rules, pick, pick.randrange(0, 30))
        games.append(ArchivedGame(ledger, names, ledger.winner() is not None or pick.random() < 0.3))
    return games


def rows(games):
    """One dict per (game, hand, side): who the side is, its meld, and whether it declared, was on the declaring
    side, made it; one dict per (game, side) for the games."""
    hand_rows, game_rows = [], []
    for number, game in enumerate(games):
        ledger = game.ledger
        if not ledger.count:
            continue
        rules = ledger.rules
        cfac = rules.called_partner
        who = ["P%d" % (seat + 1) for seat in range(rules.players)] if cfac else list(game.team_names)
        for side, name in enumerate(who):
            won = ledger.winner() == side
            game_rows.append({"key": (cfac, name), "game": number, "won": won, "finished": game.finished})
        for index in range(ledger.count):
            hand = ledger.hand(index)
            made = ledger.settled(index).result == "made"
            for side, name in enumerate(who):
                on = side in (hand.declarer, hand.partner) if cfac else side == hand.declarer % 2
                declared = side == hand.declarer if cfac else side == hand.declarer % 2
                hand_rows.append(
                    {
                        "key": (cfac, name),
                        "meld": hand.meld[side],
                        "on": on,
                        "declared": declared,
                        "made": made,
                        "bid": hand.bid,
                    }
                )
    return hand_rows, game_rows


def expected(games):
    hand_rows, game_rows = rows(games)
    found = {}
    for key in dict.fromkeys(row["key"] for row in game_rows):
        hands = [row for row in hand_rows if row["key"] == key]
        mine = [row for row in game_rows if row["key"] == key]
        declared = [row for row in hands if row["declared"]]
        on = [row for row in hands if row["on"]]
        off = [row for row in hands if not row["on"]]
        lost = [row for row in on if not row["made"]]
        finished = len({row["game"] for row in mine if row["finished"]})
        wins = len({row["game"] for row in mine if row["won"]})
        found[key] = {
            "games": len({row["game"] for row in mine}),
            "finished": finished,
            "wins": wins,
            "win_rate": None if not finished else int(100 * wins / finished + 0.5 + 1e-9),
            "declared": len(declared),
            "made": sum(1 for row in declared if row["made"]),
            "set": sum(1 for row in declared if not row["made"]),
            "average_bid": None if not declared else int(sum(r["bid"] for r in declared) / len(declared) + 0.5 + 1e-9),
            "meld_declaring": None if not on else int(sum(r["meld"] for r in on) / len(on) + 0.5 + 1e-9),
            "meld_defending": None if not off else int(sum(r["meld"] for r in off) / len(off) + 0.5 + 1e-9),
            "best_meld": max(row["meld"] for row in hands),
            "sets": len(lost),
            "lost_to_sets": sum(row["bid"] for row in lost),
        }
    return found


def shown(entry):
    return {
        "games": entry.games,
        "finished": entry.finished,
        "wins": entry.wins,
        "win_rate": entry.win_rate(),
        "declared": entry.declared,
        "made": entry.made,
        "set": entry.set(),
        "average_bid": entry.average_bid(),
        "meld_declaring": entry.average_meld_declaring(),
        "meld_defending": entry.average_meld_defending(),
        "best_meld": entry.best_meld,
        "sets": entry.sets,
        "lost_to_sets": entry.lost_to_sets,
    }


def test_every_figure_follows_from_the_hands():
    checked = 0
    for seed in range(60):
        games = random_games(seed)
        want = expected(games)
        got = figures((game.ledger, game.team_names, game.finished) for game in games)
        assert {(entry.players, entry.name): shown(entry) for entry in got} == want, seed
        checked += sum(figures["declared"] for figures in want.values())
    assert checked > 500  # the seeds declare enough hands to mean something


def test_teams_first_by_wins_and_call_for_a_card_players_apart():
    double, cfac = get_rules("double"), get_rules("call-for-card")
    won = Ledger(double)
    won.add({"declarer": 1, "bid": 60, "meld": [0, 450], "took": [0, 50]})  # THEM reach 500
    assert won.winner() == 1
    open_game = Ledger(double)
    open_game.add({"declarer": 0, "bid": 60, "meld": [43, 22], "took": [31, 19]})
    called = Ledger(cfac)
    called.add({"declarer": 0, "partner": 2, "bid": 60, "meld": [20, 0, 30, 0, 0], "took": [40, 10]})
    games = (
        (open_game, ("P1", "THEM"), False),
        (won, ("US", "THEM"), True),
        (called, (), False),
        (Ledger(double), ("X", "Y"), False),
    )
    got = figures(games)
    assert [(entry.players, entry.name) for entry in got] == [
        (False, "THEM"),
        (False, "P1"),
        (False, "US"),
        (True, "P1"),
        (True, "P2"),
        (True, "P3"),
        (True, "P4"),
        (True, "P5"),
    ]
    them = got[0]
    assert (them.games, them.finished, them.wins, them.win_rate()) == (2, 1, 1, 100)
    assert (them.declared, them.made, them.average_bid(), them.best_meld) == (1, 1, 60, 450)
    assert (them.average_meld_declaring(), them.average_meld_defending()) == (450, 22)
    # The called partner shares the declarer's meld side but declared nothing.
    p3 = got[5]
    assert (p3.declared, p3.average_bid(), p3.average_meld_declaring(), p3.average_meld_defending()) == (
        0,
        None,
        30,
        None,
    )
