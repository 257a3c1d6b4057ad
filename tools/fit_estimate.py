"""Write the bid help's tables (pinochle/bidhelp/PROFILE.py) from simulated play, the same from the same seed:
`.venv/bin/python tools/fit_estimate.py [--deals 30000] [--seed 29] [PROFILE ...]`."""

import argparse
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from pinochle.host.fit import fit, quantile, simulate, write_table  # noqa: E402
from pinochle.host.simulate import Table  # noqa: E402
from pinochle.rules import PROFILE_NAMES, get_rules  # noqa: E402


def partner_share(rules, records):
    """The share of partners holding less than the texts' "assume 10" in the double deck: 10 is "usually safe"."""
    return sum(record[3] < 10 * rules.point_unit for record in records) / len(records)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=30000, help="simulated deals a profile (default 30000)")
    parser.add_argument("--seed", type=int, default=29, help="the training deals' seed (default 29)")
    parser.add_argument("--policy", default="greedy", help="the bots' play while fitting (default greedy)")
    parser.add_argument(
        "--mix", default="random", help="other bots whose play the lower quartile and margin hold for too ('' none)"
    )
    parser.add_argument("--passes", type=int, help="cards the partners pass (default: the single deck's 4, else 0)")
    parser.add_argument("profiles", nargs="*", default=PROFILE_NAMES)
    args = parser.parse_args(argv)
    command = "tools/fit_estimate.py --deals %d --seed %d" % (args.deals, args.seed)
    if args.mix != "random":
        command += " --mix '%s'" % args.mix
    if args.passes is not None:
        command += " --passes %d" % args.passes
    # The double deck's share sets every profile's partner assumption, so it is simulated first, always.
    share = None
    for name in ["double"] + [name for name in args.profiles if name != "double"]:
        rules = get_rules(name)
        started = time.time()
        records = simulate(rules, args.deals, args.seed, args.policy, args.passes)
        seconds = time.time() - started
        if share is None:
            share = partner_share(rules, records)
        unit = rules.point_unit
        # The partner's meld at the same share of hands as the double deck's 10 (10 there by definition).
        partner = 10 * unit if name == "double" else quantile([record[3] for record in records], share) // unit * unit
        # Where the partners pass cards, the meld the exchange brings is fitted too.
        mixed = simulate(rules, args.deals, args.seed, args.mix, args.passes) if args.mix else None
        table = fit(rules, records, partner, Table(rules, 0, args.policy, args.passes).passes > 0, mixed)
        mean = sum(record[4] for record in records) / len(records)
        if name in args.profiles:
            path = os.path.join(ROOT, "pinochle", "bidhelp", name.replace("-", "_") + ".py")
            write_table(path, rules, table, command)
        print(
            "%s: %d deals in %.0f s, partner %d, mean %.1f, margin %d"
            % (name, args.deals, seconds, partner, mean, table.MARGIN)
        )


if __name__ == "__main__":
    main()
