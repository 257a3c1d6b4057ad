"""Host command line: `python -m pinochle meld ...`, `estimate ...`, `legal ...`, `replay ...` and `stats ...` (never
copied to a board)."""

import argparse
import json
import sys

from pinochle.host import answer_lines, one_line
from pinochle.melds import evaluate
from pinochle.melds.api import by_trump, offer, part_label
from pinochle.melds.breakdown import parse_trump
from pinochle.melds.cards import counts_from_text
from pinochle.rules import PROFILE_NAMES, get_rules


def _meld_result(hand, trump, rules, as_json):
    cards = sum(hand)
    if trump is not None:
        parts = []
        total = evaluate(hand, trump, rules, parts)
        if as_json:
            listed = [{"name": name, "count": count, "points": points} for name, count, points in parts]
            return json.dumps({"total": total, "parts": listed, "cards": cards})
        shown = ", ".join("%s %d" % (part_label(name, count), points) for name, count, points in parts)
        return "%d%s" % (total, ("  " + shown) if shown else "")
    totals = by_trump(hand, rules)
    offered = offer(hand, rules)
    if as_json:
        by_suit = {"S": totals[0], "H": totals[1], "D": totals[2], "C": totals[3]}
        return json.dumps({"by_trump": by_suit, "offer": offered})
    return "S %d  H %d  D %d  C %d  offer %d" % (totals + (offered,))


def _meld_command(args, stdin, stdout, stderr):
    try:
        rules = get_rules(args.rules, args.option)
        trump = None if args.trump is None else parse_trump(args.trump)
    except ValueError as error:
        stderr.write("pinochle: %s\n" % one_line(error))
        return 2
    if args.cards == ["-"]:
        return answer_lines(
            stdin, stdout, stderr, lambda line: _meld_result(counts_from_text(line, rules), trump, rules, args.json)
        )
    try:
        hand = counts_from_text(" ".join(args.cards), rules)
    except ValueError as error:
        stderr.write("pinochle: %s\n" % one_line(error))
        return 2
    stdout.write(_meld_result(hand, trump, rules, args.json) + "\n")
    return 0


def _parser():
    parser = argparse.ArgumentParser(prog="python -m pinochle", description="Pinochle meld and score keeping.")
    commands = parser.add_subparsers(dest="command", required=True)
    meld = commands.add_parser("meld", help="meld of a hand, for one trump or for each")
    meld.add_argument("--rules", default="double", help="profile: " + ", ".join(PROFILE_NAMES))
    meld.add_argument("--option", action="append", default=[], help="an option of the profile (repeatable)")
    meld.add_argument("--trump", help="S, H, D or C; without it: meld for each trump and the meld you can offer")
    meld.add_argument("--json", action="store_true", help="one JSON object per hand")
    meld.add_argument("cards", nargs="+", help="cards such as AH 10H kh Q♠, or - to read one hand per line")
    estimate = commands.add_parser("estimate", help="counters a hand's side may take for each trump, and its bid")
    estimate.add_argument("--rules", default="double", help="profile: " + ", ".join(PROFILE_NAMES))
    estimate.add_argument("--option", action="append", default=[], help="an option of the profile (repeatable)")
    estimate.add_argument("--partner", help="the partner's meld (default: the profile's assumption)")
    estimate.add_argument(
        "cards", nargs="+", help="the declarer's cards, such as AH 10H kh Q♠, or - to read one hand a line"
    )
    legal = commands.add_parser("legal", help="the cards a player may play to a trick, and why")
    legal.add_argument("--rules", default="double", help="profile: " + ", ".join(PROFILE_NAMES))
    legal.add_argument("--trump", help="S, H, D or C")
    legal.add_argument("--trick", default="", help='the cards played to the trick so far, in order: "JD KD"')
    legal.add_argument("cards", nargs="+", help="the player's cards, or - to read one TRUMP|TRICK|HAND case a line")
    commands.add_parser("replay", help="settle a game from JSON lines", add_help=False)
    stats = commands.add_parser("stats", help="figures per team across the games kept in a save folder")
    stats.add_argument("folder", help="the simulator's save folder, or the board's drive in edit mode")
    stats.add_argument("--json", action="store_true", help="one JSON object")
    return parser


def main(argv=None, stdin=None, stdout=None, stderr=None):
    argv = sys.argv[1:] if argv is None else argv
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    stderr = stderr or sys.stderr
    if argv and argv[0] == "replay":
        from pinochle.host.replay import main as replay

        return replay(argv[1:], stdin, stdout, stderr)
    args = _parser().parse_args(argv)
    if args.command == "estimate":
        from pinochle.host.estimate import estimate_command

        return estimate_command(args, stdin, stdout, stderr)
    if args.command == "stats":
        from pinochle.host.stats import stats_command

        return stats_command(args, stdout, stderr)
    if args.command == "legal":
        from pinochle.host.legal import legal_command

        return legal_command(args, stdin, stdout, stderr)
    return _meld_command(args, stdin, stdout, stderr)
