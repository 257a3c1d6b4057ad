"""Fit the bid help's table (pinochle.bidhelp) to simulated hands: least squares over the hand's features, then the
lower quartile's distance per band of the estimate (host only; tools/fit_estimate.py writes the tables)."""

from types import SimpleNamespace

from pinochle.bidhelp import estimate, exchange_features, exchange_meld, features, linear, partner_assumed
from pinochle.host.simulate import Table
from pinochle.melds import evaluate

SCALE = 16  # a table's bases and weights are counters times this
TARGET = 0.75  # the share of offered bids the side makes
BANDS = 4  # bands of the estimate, each with its own lower-quartile distance
NAMES = ("SCALE", "LENGTHS", "COUNTERS", "PARTNER", "EDGES", "BELOW", "EXCHANGE", "MARGIN")  # a table's, in order


def simulate(rules, deals, seed, policy="greedy", passes=None):
    """Records (dealt hand, trump, declaring side's meld, partner's dealt meld, counters taken), from the seed."""
    table = Table(rules, seed, policy, passes)
    return [table.hand() for _ in range(deals)]


def solve(matrix, vector):
    """x with matrix x = vector, by Gaussian elimination with partial pivoting (a few dozen unknowns)."""
    size = len(vector)
    rows = [list(matrix[row]) + [vector[row]] for row in range(size)]
    for column in range(size):
        pivot = max(range(column, size), key=lambda row: abs(rows[row][column]))
        rows[column], rows[pivot] = rows[pivot], rows[column]
        lead = rows[column][column]
        for row in range(size):
            if row != column and rows[row][column]:
                factor = rows[row][column] / lead
                rows[row] = [a - factor * b for a, b in zip(rows[row], rows[column])]
    return [rows[row][size] / rows[row][row] for row in range(size)]


def length_range(rules, records):
    """(lowest, highest) trump length with at least one hand in 200 at it: lengths past them share its base."""
    counts = {}
    for record in records:
        length = features(rules, record[0], record[1])[0]
        counts[length] = counts.get(length, 0) + 1
    common = sorted(length for length, count in counts.items() if count * 200 >= len(records))
    return common[0], common[-1]


def quantile(values, share):
    """The value with `share` of the values below it (a share counted from these values gives back its value)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered) + 1e-9))]


def least_squares(rules, records, targets, low, high, found=features):
    """Bases per trump length (low to high) and a weight per feature but the first (the length), times SCALE,
    fitting targets (one a record); found(record): the record's features."""
    rows = []
    for record in records:
        values = found(record)
        row = [0] * (high - low + 1) + list(values[1:])
        row[min(max(values[0], low), high) - low] = 1
        rows.append(row)
    width = len(rows[0])
    normal = [[0.0] * width for _ in range(width)]
    target = [0.0] * width
    for row, taken in zip(rows, targets):
        present = [index for index in range(width) if row[index]]
        for i in present:
            target[i] += row[i] * taken
            for j in present:
                normal[i][j] += row[i] * row[j]
    for index in range(width):
        normal[index][index] += 1e-6  # a length or card no hand had would leave the system singular
    return tuple(round(value * SCALE) for value in solve(normal, target))


def exchange_gains(rules, records):
    """The meld the exchange brings each record's side: its meld after, less the declarer's and the partner's as
    dealt."""
    return [record[2] - evaluate(record[0], record[1], rules) - record[3] for record in records]


def exchange_found(rules):
    """A record's features for the exchange's meld: features() and exchange_features() with the dealt meld."""

    def found(record):
        hand, trump = record[0], record[1]
        return features(rules, hand, trump) + exchange_features(rules, hand, trump, evaluate(hand, trump, rules))

    return found


def fit_counters(rules, records):
    """A table with the counters estimate alone (no lower quartile, exchange or margin yet), fitted to the records."""
    low, high = length_range(rules, records)
    taken = [record[4] for record in records]
    counters = least_squares(rules, records, taken, low, high, lambda record: features(rules, record[0], record[1]))
    table = SimpleNamespace(SCALE=SCALE, LENGTHS=(low, high), COUNTERS=counters, PARTNER=0)
    table.EDGES, table.BELOW, table.EXCHANGE, table.MARGIN = (), (0,), (), 0
    return table


def fit(rules, records, partner=None, exchange=False, mixed=None):
    """The table (pinochle.bidhelp's named values) for the records; partner: the partner's meld to assume (default:
    the texts' 10, in the profile's unit); exchange: add the meld the exchange brings (the single deck's pass);
    mixed: records of other play (the random bots) that the lower quartile and the margin are fitted on too, so
    that they hold for a mix of players, not for the fit's bots alone (the counters spread less under random play)."""
    table = fit_counters(rules, records)
    table.PARTNER = 10 * rules.point_unit if partner is None else partner
    pool = records + (mixed or [])
    # The bands, from the estimates the integer table itself gives, and each band's lower-quartile distance, to a
    # sixteenth of a counter (a whole counter moves the share under it by several points in the double deck).
    guesses = []
    for record in pool:
        total = linear(table, table.COUNTERS, features(rules, record[0], record[1]))
        guesses.append((estimate(rules, table, record[0], record[1])[0], total - SCALE * record[4]))
    edges = [quantile([guess for guess, _ in guesses], (band + 1) / BANDS) for band in range(BANDS - 1)]
    table.EDGES = tuple(sorted(set(edges)))
    below = []
    for band in range(len(table.EDGES) + 1):
        start = table.EDGES[band - 1] if band else -1
        end = table.EDGES[band] if band < len(table.EDGES) else rules.counters + 1
        misses = [miss for guess, miss in guesses if start <= guess < end]
        below.append(max(0, quantile(misses, 0.75)) if misses else 0)
    table.BELOW = tuple(below)
    if exchange:
        gains = exchange_gains(rules, records)
        table.EXCHANGE = least_squares(rules, records, gains, *table.LENGTHS, exchange_found(rules))
    table.MARGIN = bid_margin(rules, table, pool)
    return table


def bid_margin(rules, table, records):
    """What the bid takes off meld, partner, exchange and lower quartile so that, with the partner's meld assumed,
    the side makes the bids the help offers three times in four: the least such multiple of the unit, on the records
    themselves (the offered bids, not every deal: a hand offered a bid is one whose figures came out high; and the
    grid's rounding down gives some back); to the point where the exchange's meld is counted."""
    from pinochle.bidhelp import plausible_bid

    assumed = partner_assumed(table)
    cases = []
    for record in records:
        hand, trump = record[0], record[1]
        quartile = estimate(rules, table, hand, trump)[1]
        meld = evaluate(hand, trump, rules)
        counted = exchange_meld(rules, table, hand, trump, meld)[1] + table.MARGIN
        cases.append((hand, trump, meld, quartile, counted, record[2], record[4]))

    def enough(distance):
        made = offered = 0
        for hand, trump, meld, quartile, counted, side, taken in cases:
            bid = plausible_bid(rules, hand, trump, meld, assumed, quartile, counted - distance)[0]
            if bid:
                offered += 1
                made += side >= rules.meld_min and taken >= rules.needed(bid, side)
        return made >= TARGET * offered

    unit = rules.point_unit
    for distance in range(-rules.counters, rules.counters, unit):
        if enough(distance):
            # The exchange's meld is counted to the point, so its margin is fitted to the point within the unit.
            steps = range(distance - unit + 1, distance) if table.EXCHANGE else ()
            return next((step for step in steps if enough(step)), distance)
    return rules.counters


def write_table(path, rules, table, command):
    """The profile's table module, its named values (pinochle.bidhelp says what each is) a line for each part of
    the help: the counters, their lower quartile, the bid, the exchange; with the command that made it."""

    def shown(name):
        value = getattr(table, name)
        if type(value) is int:
            return "%d" % value
        return "(%s)" % ("%d," % value[0] if len(value) == 1 else ", ".join("%d" % number for number in value))

    groups = (("SCALE", "LENGTHS"), ("COUNTERS",), ("EDGES", "BELOW"), ("PARTNER", "MARGIN"), ("EXCHANGE",))
    lines = ['"""Bid help table for %s, fitted to simulated play: `%s`."""' % (rules.name, command), ""]
    for names in groups:
        lines.append("%s = %s" % (", ".join(names), ", ".join(shown(name) for name in names)))
    with open(path, "w") as out:
        out.write("\n".join(lines) + "\n")
