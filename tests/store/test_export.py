"""Game export on CPython: the CSV a spreadsheet opens, read back into replay lines that replay checks (the reader
uses csv and json); test_export_vm.py writes the same CSV on the VM."""

import io
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
CSV_REPLAY = os.path.join(ROOT, "tools", "csv_replay.py")
sys.path.insert(0, os.path.join(ROOT, "tools"))

from csv_replay import main, read_csv  # noqa: E402
from drive_fakes import FakeFiles  # noqa: E402
from game_script import last_game  # noqa: E402
from support import message  # noqa: E402

from pinochle.ledger import Ledger  # noqa: E402
from pinochle.rules import make_rules  # noqa: E402
from pinochle.store.export import csv_lines, save_csv, save_raw  # noqa: E402


def _double():
    return last_game(3, target=300)


def _single():
    ledger = Ledger(make_rules("single"), 2)
    ledger.add({"declarer": 3, "bid": 350, "meld": [20, 190], "took": [80, 170], "trump": 2, "nines": [20, 0]})
    ledger.add({"declarer": 0, "bid": 400, "meld": [140, 60], "took": [0, 250]})  # conceded: no tricks kept
    return ledger, ("NORTH", "SOUTH")


def _called():
    ledger = Ledger(make_rules("call-for-card"), 0)
    ledger.add({"declarer": 4, "partner": 1, "bid": 65, "meld": [0, 30, 5, 0, 25], "took": [40, 10], "trump": 0})
    ledger.add({"declarer": 2, "partner": 2, "bid": 50, "meld": [10, 20, 0, 5, 0], "took": [30, 20], "trump": 1})
    return ledger, ()


def _take_all():
    ledger = Ledger(make_rules("double", ("take-all-wins",)), 1)
    ledger.add({"declarer": 0, "bid": 50, "meld": [30, 30], "took": [0, 0], "outcome": "conceded"})
    ledger.add({"declarer": 1, "bid": 65, "meld": [20, 30], "took": [0, 50], "all_tricks": 1, "trump": 3})
    return ledger, ("US", "THEM")


def _partnership():
    # A 67 raise, a 15 meld kept, and a forfeit the same dealer deals again (option redeal-same-dealer).
    ledger = Ledger(make_rules("partnership", ("redeal-same-dealer",)), 1)
    ledger.add({"declarer": 2, "bid": 67, "meld": [52, 15], "took": [28, 22], "trump": 0})
    ledger.add({"declarer": 3, "bid": 55, "meld": [12, 18], "outcome": "no-marriage"})
    ledger.add({"declarer": 0, "bid": 61, "meld": [30, 10], "took": [31, 19], "trump": 2})
    return ledger, ("US", "THEM")


def test_a_partnership_game_keeps_its_dealers_and_checks():
    ledger, names = _partnership()
    lines = list(csv_lines(ledger, names))
    assert lines[:2] == ["pinochle game,partnership\r\n", "options,redeal-same-dealer\r\n"]
    assert [line.split(",")[1] for line in lines[7:]] == ["P2", "P3", "P3"]
    assert lines[7].startswith("1,P2,P3,67,Spades,played,,52,15,28,22,80,37,80,37,made,")
    # The forfeit: each side's why at the end of its row, as the verdict says it.
    assert lines[8].endswith(',not-played,no marriage in trump,"meld kept, no tricks",bid lost\r\n')
    with tempfile.TemporaryDirectory() as folder:
        out = io.StringIO()
        assert main([_csv_file(folder, ledger, names), "--check"], out, io.StringIO()) == 0
        assert out.getvalue() == (
            "3 hands replayed: every total matches "
            "(python3 -m pinochle replay --rules partnership --option redeal-same-dealer)\n"
        )


def test_a_double_game_as_a_spreadsheet_reads_it():
    game = _double()
    text = "".join(csv_lines(game.ledger, game.team_names))
    lines = text.split("\r\n")
    assert lines[:7] == [
        "pinochle game,double",
        "options",
        "target,300",
        "first dealer,P2",
        "teams,US,THEM",
        "",
        "hand,dealer,declarer,bid,trump,outcome,all passed,meld US,meld THEM,counters US,counters THEM,"
        "delta US,delta THEM,total US,total THEM,result,reason,why US,why THEM",
    ]
    assert lines[7] == '1,P2,P3,50,Spades,played,,20,25,25,25,-50,50,-50,50,set,"set: needed 30, took 25",,'
    assert lines[9].startswith("3,P4,P3,52,Diamonds,played,,22,23,25,25,-52,48,-153,147,set,")
    assert lines[10:] == [""]  # every line ends with CRLF
    assert [int(cell) for cell in lines[9].split(",")[13:15]] == list(game.ledger.totals())


def test_each_profile_has_the_columns_its_hands_need():
    ledger, names = _single()
    lines = "".join(csv_lines(ledger, names)).split("\r\n")
    assert "nines NORTH,nines SOUTH" in lines[6]
    assert lines[7].startswith("1,P3,P4,350,Diamonds,played,,20,190,80,170,20,0,")
    assert ",conceded,,140,60,,,,," in lines[8]  # a conceded hand keeps no counters
    # Declared over a gap the deck cannot make: the reason says so, as for one conceded by the deck.
    assert lines[8].endswith(
        ',-400,60,-300,420,conceded,"conceded: needs 260, the deck holds 250",bid lost,"meld kept, no tricks"'
    )
    ledger, names = _called()
    lines = "".join(csv_lines(ledger, names)).split("\r\n")
    assert lines[4] == "teams,P1,P2,P3,P4,P5"
    assert lines[6].startswith("hand,dealer,declarer,partner,bid,trump,outcome,all passed,meld P1,")
    assert "counters declarers,counters others" in lines[6]
    assert lines[7].startswith("1,P1,P5,P2,65,Spades,played,,0,30,5,0,25,40,10,")
    ledger, names = _take_all()
    lines = "".join(csv_lines(ledger, names)).split("\r\n")
    assert lines[1] == "options,take-all-wins"
    assert lines[6].endswith(",all tricks,delta US,delta THEM,total US,total THEM,result,reason,why US,why THEM")
    assert ",THEM," in lines[8]


def test_quoting_keeps_commas_and_quotes_in_their_cell():
    ledger = Ledger(make_rules("double"), 0)
    lines = "".join(csv_lines(ledger, ("A,B", 'SAY "HI"'))).split("\r\n")
    assert lines[4] == 'teams,"A,B","SAY ""HI"""'
    import csv

    assert next(csv.reader([lines[4]])) == ["teams", "A,B", 'SAY "HI"']


def _read_back(ledger, names):
    return read_csv(io.StringIO("".join(csv_lines(ledger, names)), newline=""))


def test_read_back_rebuilds_the_same_ledger_for_every_profile():
    double = _double()
    for ledger, names in ((double.ledger, double.team_names), _single(), _called(), _take_all(), _partnership()):
        name, options, target, hands, totals, _ = _read_back(ledger, names)
        assert (name, options, target) == (ledger.rules.name, ledger.rules.options, ledger.rules.target)
        assert hands[0]["dealer"] == ledger.first_dealer
        again = Ledger(make_rules(name, options, target), hands[0].pop("dealer"))
        for hand in hands:
            again.add(hand)
        assert again.records == ledger.records
        assert totals == [list(ledger.settled(index).totals) for index in range(ledger.count)]


def test_bad_csv_names_its_line():
    good = "".join(csv_lines(_double().ledger, ("US", "THEM")))
    assert "no 'hand' header" in message(ValueError, read_csv, io.StringIO("pinochle game,double\r\n"))
    assert "not a pinochle game" in message(ValueError, read_csv, io.StringIO("x,y\r\nhand,dealer\r\n"))
    assert "unknown rules" in message(ValueError, read_csv, io.StringIO(good.replace("game,double", "game,nope")))
    assert "line 7: the columns" in message(ValueError, read_csv, io.StringIO(good.replace("meld US", "meld")))
    assert "line 9: bid 'x5'" in message(ValueError, read_csv, io.StringIO(good.replace("P1,51,", "P1,x5,")))
    assert "trump 'Stars'" in message(ValueError, read_csv, io.StringIO(good.replace("Hearts", "Stars")))


def _csv_file(folder, ledger, names):
    path = os.path.join(folder, "game.csv")
    with open(path, "w", newline="") as file:
        file.write("".join(csv_lines(ledger, names)))
    return path


def test_check_replays_the_csv_and_compares_every_total():
    ledger, names = _single()
    with tempfile.TemporaryDirectory() as folder:
        path = _csv_file(folder, ledger, names)
        out = io.StringIO()
        assert main([path, "--check"], out, io.StringIO()) == 0
        assert out.getvalue() == "2 hands replayed: every total matches (python3 -m pinochle replay --rules single)\n"
        with open(path, newline="") as file:
            text = file.read()
        with open(path, "w", newline="") as file:
            file.write(text.replace(",100,360,made,", ",100,361,made,"))  # a total nobody can fold to
        out = io.StringIO()
        assert main([path, "--check"], out, io.StringIO()) == 1
        assert out.getvalue() == "hand 1: the CSV says [100, 361], the replay [100, 360]\n"
        errors = io.StringIO()
        assert main([os.path.join(folder, "missing.csv")], io.StringIO(), errors) == 2
        assert "missing.csv" in errors.getvalue()


def test_the_lines_feed_python_m_pinochle_replay():
    ledger, names = _take_all()
    with tempfile.TemporaryDirectory() as folder:
        path = _csv_file(folder, ledger, names)
        converted = subprocess.run(
            [sys.executable, os.path.join(ROOT, "tools", "csv_replay.py"), path],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        )
        assert converted.stderr.startswith("# python3 -m pinochle replay --rules double --option take-all-wins")
        replayed = subprocess.run(
            [sys.executable, "-m", "pinochle", "replay", "--rules", "double", "--option", "take-all-wins"],
            cwd=ROOT,
            input=converted.stdout,
            capture_output=True,
            text=True,
            check=True,
        )
    results = [json.loads(line) for line in replayed.stdout.splitlines()]
    assert [result["totals"] for result in results] == [list(ledger.settled(i).totals) for i in range(2)]
    assert results[-1]["winner"] == 1


def test_save_csv_takes_the_next_free_name_and_save_raw_keeps_damaged_bytes():
    drive = FakeFiles()
    game = _double()

    def listdir(folder):
        return [path.rsplit("/", 1)[1] for path in drive.content]

    def text_open(path, mode):
        return _TextFile(drive.open(path, mode.replace("w", "wb")))

    assert save_csv("/", game.ledger, game.team_names, text_open, listdir) == "/game-001.csv"
    assert save_csv("/exports", game.ledger, game.team_names, text_open, listdir) == "/exports/game-002.csv"
    assert bytes(drive.content["/game-001.csv"]).decode() == "".join(csv_lines(game.ledger, game.team_names))
    assert save_raw("/", [b"\x00\x01", b"\xff"], drive.open, listdir) == ["/damaged-001.bin", "/damaged-002.bin"]
    assert bytes(drive.content["/damaged-002.bin"]) == b"\xff"


class _TextFile:
    def __init__(self, binary):
        self.binary = binary

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.binary.close()

    def write(self, text):
        return self.binary.write(text.encode())


def _stuck_dealer_game():
    """Issue 37's sheet: a stuck dealer's hand, defenders under the minimum take, and a winner."""
    ledger = Ledger(make_rules("double", (), 100), 0)
    ledger.add({"declarer": 0, "bid": 50, "meld": [30, 20], "took": [30, 20], "trump": 0, "all_passed": True})
    ledger.add({"declarer": 2, "bid": 60, "meld": [40, 22], "took": [34, 16], "trump": 1})
    return ledger, ("WHITEWATER", "GOLDENRODS")


def test_the_sheet_carries_the_stuck_dealer_each_sides_why_and_the_winner():
    ledger, names = _stuck_dealer_game()
    lines = "".join(csv_lines(ledger, names)).split("\r\n")
    assert lines[7] == "1,P1,P1,50,Spades,played,yes,30,20,30,20,60,40,60,40,made,made 60 on 50,,"
    assert lines[8] == '2,P2,P3,60,Hearts,played,,40,22,34,16,74,0,134,40,made,made 74 on 60,,"took 16, under 20"'
    assert lines[9:] == ["winner,WHITEWATER,reached 100", ""]
    name, options, target, hands, totals, sheet = _read_back(ledger, names)
    assert hands[0]["all_passed"] is True and "all_passed" not in hands[1]
    assert sheet.said[1] == ("made 74 on 60", ["", "took 16, under 20"]) and sheet.winner == (0, "reached 100")
    with tempfile.TemporaryDirectory() as folder:
        path = _csv_file(folder, ledger, names)
        out = io.StringIO()
        assert main([path, "--check"], out, io.StringIO()) == 0, out.getvalue()
        for good, bad, said in (
            ("winner,WHITEWATER,", "winner,GOLDENRODS,", "the CSV's winner row says (1, 'reached 100')"),
            ('"took 16, under 20"', "took no point", "hand 2: the CSV says ['', 'took no point']"),
        ):
            with open(path) as file:
                text = file.read()
            with open(path, "w", newline="") as file:
                file.write(text.replace(good, bad))
            out = io.StringIO()
            assert main([path, "--check"], out, io.StringIO()) == 1 and out.getvalue().startswith(said), out.getvalue()
            with open(path, "w", newline="") as file:
                file.write(text)
