"""Fit the bid help's table (pinochle.bidhelp) to simulated hands: least squares over the hand's features, then the
lower quartile's distance per band of the estimate (host only; tools/fit_estimate.py writes the tables)."""

from pinochle.bidhelp import estimate, exchange_meld, features, partner_assumed
from pinochle.host.simulate import Table
from pinochle.melds import evaluate

SCALE = 16  # a table's bases and weights are counters times this
TARGET = 0.75  # the share of offered bids the side makes
BANDS = 4  # bands of the estimate, each with its own lower-quartile distance
FEATURES = 7  # pinochle.bidhelp's weights: trump A, 10, K; other A, 10, K; voids


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


def least_squares(rules, records, targets, low, high):
    """Bases per trump length (low to high) and the FEATURES weights, times SCALE, fitting targets (one a record)."""
    width = high - low + 1 + FEATURES
    normal = [[0.0] * width for _ in range(width)]
    target = [0.0] * width
    for record, taken in zip(records, targets):
        found = features(rules, record[0], record[1])
        row = [0] * width
        row[min(max(found[0], low), high) - low] = 1
        row[high - low + 1 :] = found[1:]
        present = [index for index in range(width) if row[index]]
        for i in present:
            target[i] += row[i] * taken
            for j in present:
                normal[i][j] += row[i] * row[j]
    for index in range(width):
        normal[index][index] += 1e-6  # a length or card no hand had would leave the system singular
    return [round(value * SCALE) for value in solve(normal, target)]


def exchange_gains(rules, records):
    """The meld the exchange brings each record's side: its meld after, less the declarer's and the partner's as
    dealt."""
    return [record[2] - evaluate(record[0], record[1], rules) - record[3] for record in records]


def fit(rules, records, partner=None, exchange=False):
    """The table (a tuple of ints) for the records; partner: the partner's meld to assume (default: the texts'
    10, in the profile's unit); exchange: add the meld the exchange brings (the single deck's pass)."""
    low, high = length_range(rules, records)
    weights = least_squares(rules, records, [record[4] for record in records], low, high)
    assumed = 10 * rules.point_unit if partner is None else partner
    # The bands and each band's lower-quartile distance, from the estimates the integer table itself gives.
    draft = tuple([SCALE, low, high] + weights + [assumed, 1, 0])
    guesses = [(estimate(rules, draft, record[0], record[1])[0], record[4]) for record in records]
    edges = [quantile([guess for guess, _ in guesses], (band + 1) / BANDS) for band in range(BANDS - 1)]
    edges = sorted(set(edges))
    below = []
    for band in range(len(edges) + 1):
        start = edges[band - 1] if band else -1
        end = edges[band] if band < len(edges) else rules.counters + 1
        misses = [guess - taken for guess, taken in guesses if start <= guess < end]
        below.append(max(0, quantile(misses, 0.75)) if misses else 0)
    table = [SCALE, low, high] + weights + [assumed, len(below)] + edges + below
    if exchange:
        table += least_squares(rules, records, exchange_gains(rules, records), low, high)
    table.append(bid_margin(rules, tuple(table + [0]), records))
    return tuple(table)


def bid_margin(rules, table, records):
    """What the bid takes off meld, partner, exchange and lower quartile so that, with the partner's meld assumed,
    the side makes the bids the help offers three times in four: the least such multiple of the unit, on the records
    themselves (the offered bids, not every deal: a hand offered a bid is one whose figures came out high; and the
    grid's rounding down gives some back)."""
    from pinochle.bidhelp import plausible_bid

    assumed = partner_assumed(table)
    cases = []
    for record in records:
        hand, trump = record[0], record[1]
        quartile = estimate(rules, table, hand, trump)[1]
        meld = evaluate(hand, trump, rules)
        expected = exchange_meld(rules, table, hand, trump)[0]
        cases.append((hand, trump, meld, quartile, expected, record[2], record[4]))
    unit = rules.point_unit
    for distance in range(-rules.counters, rules.counters, unit):
        made = offered = 0
        for hand, trump, meld, quartile, expected, side, taken in cases:
            bid = plausible_bid(rules, hand, trump, meld, assumed, quartile, expected - distance)[0]
            if bid:
                offered += 1
                made += side >= rules.meld_min and taken >= rules.needed(bid, side)
        if made >= TARGET * offered:
            return distance
    return rules.counters


def write_table(path, rules, table, command):
    """The profile's table module, with the command that made it."""
    rows = [""]
    for value in table:
        if len(rows[-1]) > 96:
            rows.append("")
        rows[-1] += "%d, " % value
    with open(path, "w") as out:
        out.write('"""Bid help table for %s, fitted to simulated play: `%s`."""\n\n' % (rules.name, command))
        # Rows of ints as written: the formatter would put each on a line of its own.
        out.write("# fmt: off\nTABLE = (\n%s)\n# fmt: on\n" % "".join("    %s\n" % row.rstrip() for row in rows))
