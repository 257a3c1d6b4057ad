"""What the heap tool's commands share on the host: the project's root, with the tests' helpers and tools/ importable
by name (as pytest and the tools import them). The programs the VMs run are in bench/heap/vm/."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
for _folder in (ROOT / "tools", ROOT / "tests" / "helpers", ROOT):
    if str(_folder) not in sys.path:
        sys.path.insert(0, str(_folder))
