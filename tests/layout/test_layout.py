"""The package's layout holds: no import circle between folders or modules (but a child importing its parent), no
import against the layer order, no module using another's private names (tools/import_cycles.py, which anyone can
run)."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import import_cycles  # noqa: E402


def test_the_package_has_no_import_circle_no_upward_import_and_no_private_name_crosses_a_module(capsys):
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
    edges, private, _ = import_cycles.graph(tmp_path)
    assert import_cycles.circles(edges) == [["pinochle.ledger", "pinochle.settle"]]  # past -> ledger is ordinary
    assert private == ["pinochle.ledger.past takes pinochle.store._HEAD", "pinochle.store uses store._load"]


def write_package(root, files):
    for name, text in files.items():
        path = root / "pinochle" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)


def test_a_device_module_importing_the_app_fails_with_its_file_and_line(tmp_path, capsys):
    write_package(
        tmp_path,
        {
            "__init__.py": "",
            "panel.py": "OK = 5\n",
            "app/__init__.py": "from pinochle.panel import OK\n",
            "device/__init__.py": "",
            "device/input.py": "from pinochle import panel\n",
            "device/view.py": "import pinochle.panel\n\n\ndef show():\n    from pinochle.app import OK\n",
        },
    )
    assert import_cycles.main(["import_cycles", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert "imports against the layer order: 1\n" in out
    assert "pinochle/device/view.py:5: pinochle.device.view imports pinochle.app, a higher layer" in out


def test_a_folder_in_no_layer_and_an_import_between_folders_of_one_layer_fail(tmp_path, capsys):
    write_package(
        tmp_path,
        {
            "__init__.py": "",
            "melds.py": "from pinochle.bidding import bid_problem\n",
            "bidding.py": "def bid_problem():\n    pass\n",
            "widgets/__init__.py": "from pinochle.melds import evaluate\n",
        },
    )
    assert import_cycles.main(["import_cycles", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert "pinochle/melds.py:1: pinochle.melds imports pinochle.bidding, another folder of its layer" in out
    assert "  pinochle.widgets is in no layer of LAYERS\n" in out
