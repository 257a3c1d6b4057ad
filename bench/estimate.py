"""The bid help's estimate on held-out simulated deals, every profile and bot policy: its error against a constant,
others' rules of thumb and the noise floor, and how its advised bids fare. Prints a Markdown table:
`.venv/bin/python bench/estimate.py [--deals 10000] [--seed 2901] [PROFILE ...]` (about 20 minutes of CPU)."""

import argparse
import math
import os
import random
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from pinochle.bidhelp import estimate, exchange_meld, load_table, partner_assumed, plausible_bid  # noqa: E402
from pinochle.host import baselines  # noqa: E402
from pinochle.host.fit import fit_counters, simulate  # noqa: E402
from pinochle.host.simulate import POLICIES, Table  # noqa: E402
from pinochle.melds import evaluate  # noqa: E402
from pinochle.rules import PROFILE_NAMES, get_rules  # noqa: E402

PEERS = ("philhanna", "trickster", "klemic")


def peer_guesses(rules, hand, trump, passes):
    """Each peer's counters for the hand and trump, in PEERS' order."""
    return (
        baselines.philhanna(rules, hand, trump),
        baselines.trickster(rules, hand, trump, passes),
        baselines.klemic(rules, hand, trump),
    )


def nameable(rules, hand, trump):
    """Whether the declarer could name this trump (a marriage in it where the profile requires one)."""
    base = trump * rules.rank_count
    return not rules.marriage_required or (hand[base + 2] and hand[base + 3])


def makes(rules, bid, side, taken):
    """Whether the side, with its meld after any exchange and the counters it took, makes the bid."""
    return side >= rules.meld_min and taken >= rules.needed(bid, side)


def measure(rules, table, records, passes):
    """{name: figure} over held-out records: the MAEs, the share under the lower quartile, the advised bid's make
    rate (with the partner assumed, the side's real meld), the share of deals offered a bid, and the share offered
    a bid of the deals a table would open (the side made the minimum bid with its trump nameable)."""
    mean = sum(record[4] for record in records) / len(records)  # the constant: told these deals' own average
    errors = {"estimate": 0.0, "constant": 0.0}
    for peer in PEERS:
        errors[peer] = 0.0
    under = offered = made = opens = opened = 0
    assumed = partner_assumed(table)
    for hand, trump, side, _, taken in records:
        counters, quartile = estimate(rules, table, hand, trump)
        errors["estimate"] += abs(counters - taken)
        errors["constant"] += abs(mean - taken)
        for peer, guess in zip(PEERS, peer_guesses(rules, hand, trump, passes)):
            errors[peer] += abs(guess - taken)
        under += taken < quartile
        meld = evaluate(hand, trump, rules)
        counted = exchange_meld(rules, table, hand, trump, meld)[1]
        bid = plausible_bid(rules, hand, trump, meld, assumed, quartile, counted)[0]
        if bid:
            offered += 1
            made += makes(rules, bid, side, taken)
        if nameable(rules, hand, trump) and makes(rules, rules.bid_min, side, taken):
            opens += 1
            opened += bid is not None
    count = len(records)
    figures = {name: total / count for name, total in errors.items()}
    figures.update(under=under / count, made=made / max(1, offered), offered=offered / count)
    figures.update(opened=opened / max(1, opens))
    return figures


def play_layouts(rules, policy, records, layouts, seed, passes=None):
    """Each record's dealt hand and trump with the other cards dealt again `layouts` times and played out: for each
    record, the (side's meld, counters taken) of each layout."""
    player = Table(rules, seed, policy, passes)
    rng = random.Random("layouts %d" % seed)
    return [[player.layout(record[0], record[1], rng)[2::2] for _ in range(layouts)] for record in records]


def noise_floor(rules, table, records, outcomes):
    """(floor, its standard error, the estimate's MAE, the constant's, each on these layouts) for the records'
    dealt hands and trumps, outcomes their layouts (play_layouts). A hand's mean over its layouts is the best any
    prediction from that hand alone can do; its mean absolute distance from them, scaled by sqrt(n / (n - 1)) for
    the mean being taken from the same layouts, is that prediction's error."""
    takes = [[taken for _, taken in played] for played in outcomes]
    layouts = len(takes[0])
    mean = sum(map(sum, takes)) / (len(takes) * layouts)
    correction = math.sqrt(layouts / (layouts - 1))
    floors = []
    own = constant = 0.0
    for record, taken in zip(records, takes):
        centre = sum(taken) / layouts
        floors.append(correction * sum(abs(value - centre) for value in taken) / layouts)
        guess = estimate(rules, table, record[0], record[1])[0]
        own += sum(abs(value - guess) for value in taken) / layouts
        constant += sum(abs(value - mean) for value in taken) / layouts
    count = len(records)
    floor = sum(floors) / count
    spread = math.sqrt(sum((value - floor) ** 2 for value in floors) / (count - 1))
    return floor, spread / math.sqrt(count), own / count, constant / count


def top_bid(rules, side, taken):
    """The highest bid on the profile's grid that a side with this meld and these counters makes, or 0."""
    value = side + taken
    if side < rules.meld_min or taken < rules.min_take or value < rules.bid_min:
        return 0
    if value < rules.bid_big_from:
        return value - (value - rules.bid_min) % rules.bid_small_step
    return value - (value - rules.bid_big_from) % rules.bid_big_step


def offers_on_layouts(rules, bids, outcomes):
    """(the share of the layouts a table would open, the minimum bid made, that are offered a bid, the share of the
    offered bids made) for a bid (or 0) a hand, over each hand's layouts."""
    opens = opened = offered = made = 0
    for bid, played in zip(bids, outcomes):
        tops = [top_bid(rules, side, taken) for side, taken in played]
        opening = sum(1 for top in tops if top)
        opens += opening
        if bid:
            opened += opening
            offered += len(tops)
            made += sum(1 for top in tops if top >= bid)
    return opened / max(1, opens), made / max(1, offered)


def best_offers(rules, outcomes):
    """offers_on_layouts() for the best advice of the help's kind from the dealt hand alone: each hand offered the
    highest bid on the grid its side makes on `need` of its layouts or more (none where it makes no bid on that
    many), `need` the fewest that leaves the offered bids made 3 times in 4. Knowing each hand's layouts, it is a
    little better than any advice can be; it bounds what a better estimate could offer. The hands' trumps are
    nameable."""
    tops = [sorted((top_bid(rules, side, taken) for side, taken in played), reverse=True) for played in outcomes]
    best = (0.0, 1.0)
    for need in range(len(outcomes[0]), 0, -1):
        found = offers_on_layouts(rules, [ranked[need - 1] for ranked in tops], outcomes)
        if found[1] < 0.75:
            break
        best = found
    return best


def help_bids(rules, table, records):
    """The help's advised bid for each record's hand and trump (0 for none), the partner's meld assumed."""
    bids = []
    for hand, trump in (record[:2] for record in records):
        meld = evaluate(hand, trump, rules)
        quartile = estimate(rules, table, hand, trump)[1]
        counted = exchange_meld(rules, table, hand, trump, meld)[1]
        bids.append(plausible_bid(rules, hand, trump, meld, partner_assumed(table), quartile, counted)[0] or 0)
    return bids


def ceiling(args):
    """Print, for the profiles' greedy and random bots, the help's offers and make rate on the layouts of the first
    hands with a nameable trump beside the best advice's (best_offers)."""
    print(
        "| profile | policy | hands x layouts | offered, table opens | bid made | best: offered, table opens | made |"
    )
    print("|---|---|---|---:|---:|---:|---:|")
    for name in args.profiles:
        rules = get_rules(name)
        table = load_table(rules)
        for policy in ("greedy", "random"):
            player = Table(rules, args.seed, policy, args.passes)
            records = []
            while len(records) < args.hands:  # the deals a table could open: the trump nameable
                record = player.hand()
                if nameable(rules, record[0], record[1]):
                    records.append(record)
            outcomes = play_layouts(rules, policy, records, args.layouts, args.seed, args.passes)
            own = offers_on_layouts(rules, help_bids(rules, table, records), outcomes)
            best = best_offers(rules, outcomes)
            print(
                "| %s | %s | %d x %d | %.1f%% | %.1f%% | %.1f%% | %.1f%% |"
                % (name, policy, len(records), args.layouts, 100 * own[0], 100 * own[1], 100 * best[0], 100 * best[1]),
                flush=True,
            )


def refit_error(rules, training, records):
    """The MAE on the records of the same model fitted afresh to other play (training: that play's records)."""
    table = fit_counters(rules, training)
    return sum(abs(estimate(rules, table, record[0], record[1])[0] - record[4]) for record in records) / len(records)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=10000, help="held-out deals a profile, greedy and random")
    parser.add_argument("--mc-deals", type=int, default=150, help="held-out deals for the Monte Carlo player")
    parser.add_argument("--hands", type=int, default=300, help="hands for the noise floor, greedy and random")
    parser.add_argument("--layouts", type=int, default=32, help="layouts a floor hand, greedy and random")
    parser.add_argument("--mc-hands", type=int, default=40, help="hands for the Monte Carlo player's floor")
    parser.add_argument("--mc-layouts", type=int, default=6, help="layouts a floor hand, Monte Carlo")
    parser.add_argument("--mc-profiles", default="double,single,call-for-card", help="profiles the slow player plays")
    parser.add_argument("--train", type=int, default=30000, help="training deals for the refit, greedy and random")
    parser.add_argument("--mc-train", type=int, default=300, help="training deals for the Monte Carlo player's refit")
    parser.add_argument("--train-seed", type=int, default=29, help="the refit's training seed (the tables' own: 29)")
    parser.add_argument("--seed", type=int, default=2901, help="the held-out deals' seed, not the fit's (2901)")
    parser.add_argument("--passes", type=int, help="cards the partners pass (default: the single deck's 4, else 0)")
    parser.add_argument(
        "--ceiling", action="store_true", help="only the help's offers on the floor's layouts beside the best advice's"
    )
    parser.add_argument("profiles", nargs="*", default=PROFILE_NAMES)
    args = parser.parse_args(argv)
    if args.ceiling:
        ceiling(args)
        return 0
    print(
        "| profile | policy | deals | estimate MAE | refit on the policy | constant | best peer "
        "| floor (hands x layouts) | gap closed | bid made | bids offered | offered, table opens | under LQ |"
    )
    print("|---|---|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|")
    failed = []
    for name in args.profiles:
        rules = get_rules(name)
        table = load_table(rules)
        for policy in POLICIES:
            slow = policy == "monte_carlo"
            if slow and name not in args.mc_profiles.split(","):
                continue
            started = time.time()
            player = Table(rules, args.seed, policy, args.passes)
            records = [player.hand() for _ in range(args.mc_deals if slow else args.deals)]
            found = measure(rules, table, records, player.passes)
            hands = records[: args.mc_hands if slow else args.hands]
            layouts = args.mc_layouts if slow else args.layouts
            outcomes = play_layouts(rules, policy, hands, layouts, args.seed, args.passes)
            floor, error, own, constant = noise_floor(rules, table, hands, outcomes)
            training = simulate(rules, args.mc_train if slow else args.train, args.train_seed, policy, args.passes)
            refit = refit_error(rules, training, records)
            peer = min(PEERS, key=lambda method: found[method])
            gap = (constant - own) / (constant - floor) if constant > floor else float("nan")
            print(
                "| %s | %s | %d | %.2f | %.2f (%d) | %.2f | %s %.2f | %.2f ± %.2f (%d x %d) "
                "| %.0f%% | %.1f%% | %.1f%% | %.1f%% | %.1f%% |"
                % (
                    name,
                    policy,
                    len(records),
                    found["estimate"],
                    refit,
                    len(training),
                    found["constant"],
                    peer,
                    found[peer],
                    floor,
                    error,
                    len(hands),
                    layouts,
                    100 * gap,
                    100 * found["made"],
                    100 * found["offered"],
                    100 * found["opened"],
                    100 * found["under"],
                ),
                flush=True,
            )
            sys.stderr.write("%s %s: %.0f s\n" % (name, policy, time.time() - started))
            best = min(("constant",) + PEERS, key=lambda method: found[method])
            if found["estimate"] >= found[best]:
                failed.append("%s %s: %s %.2f" % (name, policy, best, found[best]))
    if failed:
        print("\nthe estimate does not beat: " + "; ".join(failed))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
