"""The package's layout holds: no import circle between folders or modules (but a child importing its parent), and
no module using another's private names (tools/import_cycles.py, which anyone can run)."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import import_cycles  # noqa: E402


def test_the_package_has_no_import_circle_and_no_private_name_crosses_a_module(capsys):
    assert import_cycles.main(["import_cycles", str(ROOT)]) == 0, capsys.readouterr().out


def test_a_circle_held_apart_by_a_function_local_import_is_found(tmp_path):
    package = tmp_path / "pinochle"
    (package / "ledger").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "settle.py").write_text("def settle():\n    from pinochle.ledger import Ledger\n")
    (package / "ledger" / "__init__.py").write_text("from pinochle.settle import settle\n")
    past = "from pinochle.ledger import Ledger\nfrom pinochle.store import _HEAD\n"
    (package / "ledger" / "past.py").write_text(past)
    (package / "store.py").write_text("def recover(store):\n    return store._load()\n")
    edges, private = import_cycles.graph(tmp_path)
    assert import_cycles.circles(edges) == [["pinochle.ledger", "pinochle.settle"]]  # past -> ledger is ordinary
    assert private == ["pinochle.ledger.past takes pinochle.store._HEAD", "pinochle.store uses store._load"]
