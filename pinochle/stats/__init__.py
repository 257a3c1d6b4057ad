"""Figures across games: per team name (per player in call for a card) the games, wins, hands declared, made and
set, the average bid and meld, the biggest meld and what sets cost. A fold of each game's hand records; the Stats
screen (pinochle.app.stats) and `python3 -m pinochle stats` show them."""


class Figures:
    """One team's (or, in call for a card, one player's) figures. players: True for a player of call for a card,
    whose figures are kept apart from any team of the same name. Averages and the win rate are whole numbers,
    rounded half up, or None when there is nothing to average."""

    def __init__(self, name, players):
        self.name = name
        self.players = players
        self.games = 0
        self.finished = 0  # games that ran to their end: the win rate's games
        self.wins = 0
        self.declared = 0  # hands won in the bidding (the stuck dealer's forced bid too)
        self.made = 0
        self.bids = 0  # the sum of the bids declared
        self.declaring = 0  # hands on the declaring side: the team declared, or the player declared or was called
        self.meld_declaring = 0
        self.meld_defending = 0
        self.best_meld = 0
        self.sets = 0  # hands on a declaring side that lost its bid: set, conceded or not played
        self.lost_to_sets = 0  # what those bids cost
        self.hands = 0

    def set(self):
        """Hands declared and not made: set in play, conceded, or not played (the bid lost all the same)."""
        return self.declared - self.made

    def win_rate(self):
        """Wins per hundred games that ran to their end."""
        return average(100 * self.wins, self.finished)

    def average_bid(self):
        return average(self.bids, self.declared)

    def average_meld_declaring(self):
        return average(self.meld_declaring, self.declaring)

    def average_meld_defending(self):
        return average(self.meld_defending, self.hands - self.declaring)


def average(total, count):
    """total / count rounded half up, or None for no count."""
    return (2 * total + count) // (2 * count) if count else None


def side_names(rules, team_names):
    """Each side's name in a game: the two teams, or the players P1-P5 of call for a card."""
    if rules.called_partner:
        return tuple("P%d" % (seat + 1) for seat in range(rules.players))
    return tuple(team_names)[:2]


def figures(games):
    """[Figures] for games, each (ledger, team names, finished): teams first, then call for a card's players, each
    group by wins (most first), then as first met. A game with no hand counts for nothing."""
    table = []
    found = {}
    for ledger, team_names, finished in games:
        if ledger.count:
            _add_game(table, found, ledger, team_names, finished)
    order = sorted(range(len(table)), key=lambda at: (table[at].players, -table[at].wins, at))
    return [table[at] for at in order]


def _add_game(table, found, ledger, team_names, finished):
    rules = ledger.rules
    players = rules.called_partner
    entries = []
    for name in side_names(rules, team_names):
        key = (players, name)
        entry = found.get(key)
        if entry is None:
            entry = found[key] = Figures(name, players)
            table.append(entry)
        if entry not in entries:  # a game whose two teams share a name counts once for it
            entry.games += 1
            entry.finished += 1 if finished else 0
        entries.append(entry)
    winner = ledger.winner()
    if winner is not None:
        entries[winner].wins += 1
    last = None
    for index in range(ledger.count):
        hand = ledger.hand(index)
        last = ledger.settle_next(index, hand, last)
        made = last.result == "made"
        declaring = (hand.declarer, hand.partner) if players else (hand.declarer % 2,)
        declarer = entries[declaring[0]]
        declarer.declared += 1
        declarer.bids += hand.bid
        declarer.made += made
        for side in range(len(entries)):
            entry = entries[side]
            meld = hand.meld[side]
            entry.hands += 1
            entry.best_meld = max(entry.best_meld, meld)
            if side in declaring:
                entry.declaring += 1
                entry.meld_declaring += meld
                if not made:
                    entry.sets += 1
                    entry.lost_to_sets += hand.bid
            else:
                entry.meld_defending += meld


def figure_rows(entry):
    """The entry's figures as rows for a screen or a page, each a tuple of forms, fullest first (pinochle.fit.line
    takes the first that fits beside the name): games, wins, hands declared, made and set, the average bid, the
    average meld declaring and defending, the biggest meld, and what the sets cost."""
    rate = entry.win_rate()
    if rate is None:
        won = ("won %d, no game ended" % entry.wins, "won %d" % entry.wins)
    else:
        won = (
            "won %d of %d: %d%%" % (entry.wins, entry.finished, rate),
            "won %d/%d %d%%" % (entry.wins, entry.finished, rate),
        )
    sets = ("sets suffered 0", "sets 0")
    if entry.sets:
        cost = (entry.sets, entry.lost_to_sets)
        sets = ("sets suffered %d: -%d" % cost, "sets %d: -%d" % cost)
    bid = _or_dash(entry.average_bid())
    declaring = _or_dash(entry.average_meld_declaring())
    defending = _or_dash(entry.average_meld_defending())
    return (
        ("games %d" % entry.games,),
        won,
        ("declared %d" % entry.declared, "bids %d" % entry.declared),
        ("made %d, set %d" % (entry.made, entry.set()), "made %d set %d" % (entry.made, entry.set())),
        ("average bid %s" % bid, "avg bid %s" % bid),
        ("average meld declaring %s" % declaring, "avg meld decl %s" % declaring, "meld decl %s" % declaring),
        ("average meld defending %s" % defending, "avg meld def %s" % defending, "meld def %s" % defending),
        ("best meld %d" % entry.best_meld,),
        sets,
    )


def _or_dash(value):
    return "-" if value is None else "%d" % value
