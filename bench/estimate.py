"""The bid help's estimate against others' rules of thumb on held-out simulated deals, both bot policies:
`.venv/bin/python bench/estimate.py [--deals 10000] [--seed 2901] [PROFILE ...]` prints a Markdown table."""

import argparse
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from pinochle.bidhelp import estimate, load_table  # noqa: E402
from pinochle.host import baselines  # noqa: E402
from pinochle.host.fit import simulate  # noqa: E402
from pinochle.host.simulate import POLICIES, Table  # noqa: E402
from pinochle.rules import PROFILE_NAMES, get_rules  # noqa: E402

METHODS = ("estimate", "constant", "philhanna", "trickster", "klemic")


def usual_bids(rules):
    """The profile's bids from its minimum up to three fifths of its counters over it, in its big steps."""
    step = max(rules.bid_big_step, rules.bid_small_step)
    return range(rules.bid_min, rules.bid_min + rules.counters * 3 // 5 + 1, step)


def guesses(rules, table, mean, record, passes):
    """Each method's counters for the record's dealt hand and trump; the estimate's lower quartile last."""
    hand, trump = record[0], record[1]
    counters, quartile = estimate(rules, table, hand, trump)
    return (
        counters,
        mean,
        baselines.philhanna(rules, hand, trump),
        baselines.trickster(rules, hand, trump, passes),
        baselines.klemic(rules, hand, trump),
        quartile,
    )


def nameable(rules, record):
    """Whether the declarer could name this trump (a marriage in it where the profile requires one)."""
    base = record[1] * rules.rank_count
    return not rules.marriage_required or (record[0][base + 2] and record[0][base + 3])


def measure(rules, table, mean, records, passes):
    """{method: (mean absolute error, share of 'makes it' predicted right)} and the share under the quartile."""
    errors = [0.0] * len(METHODS)
    right = [0] * len(METHODS)
    cases = 0
    under = 0
    bids = usual_bids(rules)
    for record in records:
        found = guesses(rules, table, mean, record, passes)
        taken, meld = record[4], record[2]
        under += taken < found[-1]
        for index in range(len(METHODS)):
            errors[index] += abs(found[index] - taken)
        if not nameable(rules, record):
            continue
        for bid in bids:
            # The side's meld as shown at the table, for both: only the counters are guessed.
            needed = rules.needed(bid, meld)
            makes = meld >= rules.meld_min and taken >= needed
            cases += 1
            for index in range(len(METHODS)):
                right[index] += makes == (meld >= rules.meld_min and found[index] >= needed)
    count = len(records)
    return {METHODS[i]: (errors[i] / count, right[i] / max(1, cases)) for i in range(len(METHODS))}, under / count


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=10000, help="held-out deals a profile and policy (10000)")
    parser.add_argument("--seed", type=int, default=2901, help="the held-out deals' seed, not the fit's (2901)")
    parser.add_argument("--passes", type=int, help="cards the partners pass (default: the single deck's 4, else 0)")
    parser.add_argument("profiles", nargs="*", default=PROFILE_NAMES)
    args = parser.parse_args(argv)
    print("| profile | policy | under LQ | " + " | ".join("%s MAE / right" % method for method in METHODS) + " |")
    print("|---|---|---:|" + "---:|" * len(METHODS))
    failed = []
    for name in args.profiles:
        rules = get_rules(name)
        table = load_table(rules)
        for policy in POLICIES:
            started = time.time()
            records = simulate(rules, args.deals, args.seed, policy, args.passes)
            passes = Table(rules, 0, policy, args.passes).passes
            # The constant: the mean of these very deals, a constant told their average.
            mean = sum(record[4] for record in records) / len(records)
            results, under = measure(rules, table, mean, records, passes)
            cells = " | ".join("%.2f / %.1f%%" % (results[m][0], 100 * results[m][1]) for m in METHODS)
            print("| %s | %s | %.1f%% | %s |" % (name, policy, 100 * under, cells), flush=True)
            sys.stderr.write("%s %s: %d deals in %.0f s\n" % (name, policy, args.deals, time.time() - started))
            best = min(METHODS[1:], key=lambda method: results[method][0])
            if results["estimate"][0] >= results[best][0]:
                failed.append("%s %s: %s %.2f" % (name, policy, best, results[best][0]))
    if failed:
        print("\nthe estimate does not beat: " + "; ".join(failed))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
