"""Host CLI `python -m pinochle replay --rules NAME [--option NAME]... [FILE|-]`: settle a game from JSON lines,
one hand in, one settlement out; a bad line stops it (exit status 2, `line N: reason` on stderr)."""

import json

from pinochle.host import MAX_DIGITS, BadLine, numbered_lines, one_line, whole_number
from pinochle.ledger import Ledger
from pinochle.melds.breakdown import parse_trump
from pinochle.rules import get_rules
from pinochle.settle import Hand

USAGE = "usage: python -m pinochle replay --rules NAME [--option NAME]... [FILE|-]"
# A line's keys: Hand's, the first three needed.
KEYS = ("declarer", "bid", "meld", "took", "outcome", "partner", "trump", "nines", "all_tricks", "all_passed")


def _arguments(argv):
    """(rules name, options, path or None for stdin), or ValueError with what is wrong."""
    name, options, paths = "double", [], []
    index = 0
    while index < len(argv):
        argument = argv[index]
        index += 1
        flag, _, value = argument.partition("=")
        if flag in ("--rules", "--option"):
            if not _:
                if index == len(argv):
                    raise ValueError("%s needs a value" % flag)
                value = argv[index]
                index += 1
            if flag == "--rules":
                name = value
            else:
                options.append(value)
        elif argument.startswith("-") and argument != "-":
            raise ValueError("unknown argument '%s'" % argument)
        else:
            paths.append(argument)
    if len(paths) > 1:
        raise ValueError("one input at most, got %s" % " ".join(paths))
    path = paths[0] if paths and paths[0] != "-" else None
    return name, options, path


def _trump(value):
    """A suit 0-3 from a suit's letter, symbol or name; anything else is left for check_hand to refuse."""
    if isinstance(value, str):
        try:
            return parse_trump(value)
        except ValueError:
            pass
    return value


class _LongNumber(ValueError):
    """A JSON number longer than any field holds."""


def _json_int(text):
    try:
        return whole_number(text)
    except ValueError:
        raise _LongNumber("a number of %d digits: no field holds more than %d" % (len(text), MAX_DIGITS)) from None


def _hand(line):
    """(Hand, dealer or None) from one input line; ValueError names what is wrong (check_hand the rest).
    The keys are judged here, on the host, so the board's make_hand need not carry these messages."""
    try:
        value = json.loads(line, parse_int=_json_int)
    except _LongNumber as error:
        raise ValueError(str(error)) from None
    except ValueError:
        raise ValueError("not valid JSON") from None
    except RecursionError:
        raise ValueError("not valid JSON: nested too deep") from None
    if not isinstance(value, dict):
        raise ValueError("a hand is a JSON object, not %s" % type(value).__name__)
    dealer = value.pop("dealer", None)
    for key in value:
        if key not in KEYS:
            raise ValueError("unknown field '%s'" % one_line(key, 24))
    for key in KEYS[:3]:
        if key not in value:
            raise ValueError("'%s' is missing" % key)
    if "trump" in value:
        value["trump"] = _trump(value["trump"])
    if value.get("all_passed", False) not in (True, False) or type(value.get("all_passed", False)) is not bool:
        raise ValueError("all_passed must be true or false, not %s" % one_line(json.dumps(value["all_passed"]), 24))
    return Hand(**value), dealer


def _output(number, settled, rules, hand):
    """One output line, its keys in a fixed order: the sheet's, each side's why and what ended the game too."""
    from pinochle.settle.explain import game_why, side_whys

    text = '{"hand": %d, "dealer": %d, "delta": %s, "totals": %s, "result": %s, "reason": %s, "winner": %s'
    text += ', "why": %s, "ended": %s}'
    winner = settled.winner
    ended = None if winner is None else game_why(rules, hand, settled.totals, winner)
    return text % (
        number,
        settled.dealer,
        json.dumps(list(settled.delta)),
        json.dumps(list(settled.totals)),
        json.dumps(settled.result),
        json.dumps(settled.reason),
        json.dumps(winner),
        json.dumps(side_whys(rules, hand, len(settled.delta))),
        json.dumps(ended),
    )


def replay(rules, lines, stdout):
    """Settle every line into stdout; (line number, reason) of the first bad line, or None."""
    ledger = None
    lines = numbered_lines(lines)
    while True:
        try:
            number, line = next(lines, (0, None))
        except BadLine as error:
            return error.number, error.reason
        if line is None:
            return None
        if not line.strip():
            continue
        try:
            hand, dealer = _hand(line)
            if ledger is None:
                first = 0 if dealer is None else dealer
                if first is True or first is False or first not in range(rules.players):
                    raise ValueError("dealer must be a seat 0-%d, not %r" % (rules.players - 1, dealer))
                ledger = Ledger(rules, first)
            elif dealer is not None and dealer != ledger.next_dealer():
                expected = ledger.next_dealer()
                stays = ", or stays after a hand not played" if rules.redeal_same_dealer else ""
                raise ValueError(
                    "dealer: the deal moves one seat a hand%s, so seat %d deals, not %r" % (stays, expected, dealer)
                )
            settled = ledger.add(hand)
        except ValueError as error:
            return number, one_line(error)
        stdout.write(_output(settled.index + 1, settled, rules, hand) + "\n")


def main(argv, stdin, stdout, stderr):
    """Exit status: 0 when every line settled, 2 for bad arguments or the first bad line."""
    if "-h" in argv or "--help" in argv:  # before the arguments are read: --help is never a file name
        stdout.write(USAGE + "\n")
        return 0
    try:
        name, options, path = _arguments(argv)
        rules = get_rules(name, options)
    except ValueError as error:
        stderr.write("pinochle replay: %s\n%s\n" % (one_line(error), USAGE))
        return 2
    try:
        source = stdin if path is None else open(path, "rb")  # bytes: numbered_lines says which line is not text
    except OSError as error:
        stderr.write("pinochle replay: cannot read %s: %s\n" % (path, error.strerror or error))
        return 2
    try:
        bad = replay(rules, source, stdout)
    finally:
        if source is not stdin:
            source.close()
    if bad is None:
        return 0
    stdout.flush()
    stderr.write("line %d: %s\n" % bad)
    return 2
