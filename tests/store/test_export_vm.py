"""Game export on the MicroPython VM: the board writes the same CSV, line by line, to the next free file."""

MICROPYTHON = True
# The ledger, settle and rules are loaded to fold the game as it is written, and each side's why (settle.explain)
# since the sheet carries it: 40k needed on the 32-bit VMs (`bench.heap need`; 36k before the whys), 8k spare.
MICROPYTHON_HEAP = "48k"

from pinochle.ledger import Ledger  # noqa: E402
from pinochle.rules import make_rules  # noqa: E402
from pinochle.store.export import csv_lines, save_csv  # noqa: E402


def _game():
    ledger = Ledger(make_rules("double"), 1)
    ledger.add({"declarer": 2, "bid": 50, "meld": [20, 25], "took": [25, 25], "trump": 0})
    ledger.add({"declarer": 0, "bid": 60, "meld": [43, 22], "took": [31, 19], "trump": 1})
    return ledger


def test_the_csv_is_written_line_by_line():
    lines = list(csv_lines(_game(), ("US", "THEM")))
    assert lines[0] == "pinochle game,double\r\n"
    assert lines[5] == "\r\n"
    assert lines[7] == '1,P2,P3,50,Spades,played,,20,25,25,25,-50,50,-50,50,set,"set: needed 30, took 25",,\r\n'
    assert lines[
        8
    ] == "2,P3,P1,60,Hearts,played,,43,22,31,19,74,0,24,50,made,made 74 on 60,,took 19, under 20\r\n".replace(
        "took 19, under 20", '"took 19, under 20"'
    )
    assert len(lines) == 9


class _Folder:
    def __init__(self, names):
        self.names = names
        self.written = {}

    def listdir(self, folder):
        return self.names

    def open(self, path, mode):
        assert mode == "w"
        self.written[path] = []
        return _File(self.written[path])


class _File:
    def __init__(self, parts):
        self.parts = parts

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def write(self, text):
        self.parts.append(text)


def test_save_csv_skips_the_games_already_there():
    folder = _Folder(["game-001.csv", "code.py"])
    assert save_csv("/", _game(), ("US", "THEM"), folder.open, folder.listdir) == "/game-002.csv"
    assert "".join(folder.written["/game-002.csv"]).count("\r\n") == 9
