"""An exported game's CSV (pinochle.store.export) back into the JSON lines `python3 -m pinochle replay` reads.
Host-only; `python3 tools/csv_replay.py --help` shows how."""

import csv
import io
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pinochle.host import MAX_LINE, numbered_lines, one_line, whole_number  # noqa: E402
from pinochle.host.replay import replay  # noqa: E402
from pinochle.rules import SUIT_NAMES, make_rules  # noqa: E402
from pinochle.settle import CONCEDED, PLAYED, make_hand, why_not_played  # noqa: E402
from pinochle.settle.outcome import NOT_PLAYED_WORD  # noqa: E402
from pinochle.store.export import ALL_PASSED, TITLE, WINNER, columns, counter_columns, side_names  # noqa: E402


def _number(text, what):
    try:
        return whole_number(text)
    except ValueError:
        raise ValueError("%s '%s' is not a number" % (what, one_line(text, 24))) from None


def _seat_number(text, what):
    if not (text[:1] == "P" and text[1:] in ("1", "2", "3", "4", "5")):
        raise ValueError("%s '%s' is not a seat P1-P5" % (what, one_line(text, 24)))
    return int(text[1:]) - 1


USAGE = "usage: python3 tools/csv_replay.py GAME.csv [--check]"
EXAMPLES = """\
python3 tools/csv_replay.py game-001.csv                 # the lines on stdout, replay's --rules on stderr
python3 tools/csv_replay.py game-001.csv | python3 -m pinochle replay --rules double
python3 tools/csv_replay.py game-001.csv --check         # replay them here and compare every total"""


def _rows(lines):
    """(line number, cells) per CSV row of lines (a binary file, or text lines): numbered_lines reads them, so a
    byte-order mark, CRLF and bytes that are not text are the replay's; ValueError names the line."""
    numbered = numbered_lines(lines)
    at = [0]

    def text():
        for number, line in numbered:
            at[0] = number
            yield line + "\n"

    rows = csv.reader(text())
    while True:
        start = at[0] + 1
        try:
            row = next(rows, None)
        except csv.Error as error:  # a field over csv's size limit, a stray quote
            raise ValueError("line %d: %s" % (start, error)) from None
        if row is None:
            return
        yield start, row


class Sheet:
    """What the CSV says beyond the hands and totals, for --check: per hand its reason and each side's why, and
    the closing row's (winner's side, why the game ended), or None."""

    def __init__(self):
        self.said = []
        self.winner = None


def read_csv(lines):
    """(rules name, options, target, [replay hand dict per hand], [totals per hand], Sheet) from a CSV's lines.

    ValueError says which line is wrong. The dicts have the keys `python -m pinochle replay` reads."""
    csv.field_size_limit(MAX_LINE)  # a field as long as a line may be: the line's limit is the one that speaks
    meta = {}
    where = {}  # the line of each row before the header
    rows = _rows(lines)
    header = 0
    for number, row in rows:
        if row and row[0] == "hand":
            header = number
            break
        if row:
            meta[row[0]] = row[1:]
            where[row[0]] = number
    else:
        raise ValueError("no 'hand' header row")
    if meta.get(TITLE) is None:
        raise ValueError("line 1: not a pinochle game (no '%s' row)" % TITLE)
    name = meta[TITLE][0] if meta[TITLE] else ""
    options = tuple(option for option in meta.get("options", ()) if option)
    target = _meta(where, "target", _number, (meta.get("target") or ["0"])[0], "target")
    rules = _meta(where, TITLE, make_rules, name, options, target or None)
    sides = side_names(rules, meta.get("teams", ()))
    expected = columns(rules, sides)
    if row != expected:
        raise ValueError("line %d: the columns are not those of a %s game: %s" % (header, name, ",".join(expected)))
    first_dealer = _meta(where, "first dealer", _seat_number, (meta.get("first dealer") or [""])[0], "first dealer")
    hands = []
    totals = []
    sheet = Sheet()
    for number, row in rows:
        if not any(row):
            continue
        if row[0] == WINNER:
            if len(row) < 3 or row[1] not in sides:
                raise ValueError("line %d: the winner row names no side of %s" % (number, ", ".join(sides)))
            sheet.winner = (sides.index(row[1]), row[2])
            continue
        if sheet.winner is not None:
            raise ValueError("line %d: a hand after the winner row" % number)
        try:
            if len(row) != len(expected):
                raise ValueError("%d cells, a hand row has %d" % (len(row), len(expected)))
            hand, total = _hand(rules, sides, dict(zip(expected, row)))
        except ValueError as error:
            raise ValueError("line %d: %s" % (number, one_line(error))) from None
        if not hands:
            hand["dealer"] = first_dealer
        hands.append(hand)
        totals.append(total)
        cells = dict(zip(expected, row))
        sheet.said.append((cells["reason"], [cells["why " + side] for side in sides]))
    return name, options, target, hands, totals, sheet


def _meta(where, row, read, *args):
    """read(*args) for the row before the header named row; ValueError names its line (1 when it is missing)."""
    try:
        return read(*args)
    except ValueError as error:
        raise ValueError("line %d: %s" % (where.get(row, 1), one_line(error))) from None


def _hand(rules, sides, cells):
    hand = {"declarer": _seat_number(cells["declarer"], "declarer"), "bid": _number(cells["bid"], "bid")}
    if rules.called_partner and cells["partner"]:
        hand["partner"] = _seat_number(cells["partner"], "partner")
    hand["meld"] = [_number(cells["meld " + side], "meld") for side in sides]
    took = counter_columns(rules, sides)
    if cells[took[0]] or cells[took[1]]:
        hand["took"] = [_number(cells[column], "counters") for column in took]
    if cells["trump"]:
        if cells["trump"] not in SUIT_NAMES:
            raise ValueError("trump '%s' is not one of %s" % (one_line(cells["trump"], 24), ", ".join(SUIT_NAMES)))
        hand["trump"] = SUIT_NAMES.index(cells["trump"])
    if cells["outcome"] not in (PLAYED, NOT_PLAYED_WORD):  # not played: the meld under the minimum says so
        hand["outcome"] = cells["outcome"]
        automatic = rules.concede_gap and why_not_played(rules, make_hand(dict(hand, outcome=PLAYED)))
        if cells["outcome"] == CONCEDED and automatic:
            del hand["outcome"]  # a bid the deck cannot make: conceded as it was entered, played
    if cells["all passed"] not in ("", ALL_PASSED):
        raise ValueError("all passed '%s' is not %s or empty" % (one_line(cells["all passed"], 24), ALL_PASSED))
    if cells["all passed"]:
        hand["all_passed"] = True
    if rules.dix and cells["nines " + sides[0]]:
        hand["nines"] = [_number(cells["nines " + side], "nines") for side in sides]
    if rules.take_all_wins and cells["all tricks"]:
        if cells["all tricks"] not in sides:
            raise ValueError("all tricks '%s' is not a side" % one_line(cells["all tricks"], 24))
        hand["all_tricks"] = sides.index(cells["all tricks"])
    return hand, [_number(cells["total " + side], "total") for side in sides]


def main(argv=None, stdout=None, stderr=None):
    """python3 tools/csv_replay.py GAME.csv [--check]: exit 0, 1 when --check finds a total that differs,
    2 for a file that cannot be read."""
    argv = sys.argv[1:] if argv is None else argv
    stdout = stdout or sys.stdout
    stderr = stderr or sys.stderr
    if "-h" in argv or "--help" in argv:
        stdout.write(USAGE + "\n" + EXAMPLES + "\n")
        return 0
    paths = [argument for argument in argv if argument != "--check"]
    if len(paths) != 1 or paths[0].startswith("-"):
        stderr.write(USAGE + "\n")
        return 2
    try:
        with open(paths[0], "rb") as file:
            name, options, target, hands, totals, sheet = read_csv(file)
    except (OSError, ValueError) as error:
        stderr.write("csv_replay: %s: %s\n" % (paths[0], one_line(error)))
        return 2
    lines = [json.dumps(hand) for hand in hands]
    arguments = " ".join(["--rules", name] + ["--option " + option for option in options])
    if "--check" not in argv:
        # replay plays to the profile's target: a game whose table changed it may end at another hand
        stderr.write("# python3 -m pinochle replay %s   (target %d)\n" % (arguments, target))
        stdout.write("".join(line + "\n" for line in lines))
        return 0
    output = io.StringIO()
    rules = make_rules(name, options, target or None)
    bad = replay(rules, lines, output)
    if bad is not None:
        stdout.write("line %d of the replay: %s\n" % bad)
        return 1
    settled = [json.loads(line) for line in output.getvalue().splitlines()]
    for number, (result, total, said) in enumerate(zip(settled, totals, sheet.said), 1):
        replayed = (result["totals"], result["reason"], result["why"])
        for csv_has, replay_has in zip((total,) + said, replayed):  # the totals, the reason, each side's why
            if csv_has != replay_has:
                stdout.write("hand %d: the CSV says %s, the replay %s\n" % (number, csv_has, replay_has))
                return 1
    last = settled[-1] if settled else {"winner": None, "ended": None}
    ended = None if last["winner"] is None else (last["winner"], last["ended"])
    if sheet.winner != ended:
        stdout.write("the CSV's winner row says %s, the replay %s\n" % (sheet.winner, ended))
        return 1
    stdout.write("%d hands replayed: every total matches (python3 -m pinochle replay %s)\n" % (len(hands), arguments))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
