"""How long get_rules takes when a caller alternates profiles (issue 13) and when it stays on one.

python3 tools/time_get_rules.py [REPO]    # REPO: the checkout whose pinochle package to time (default: this one)
It holds 20,000 hands and 200,000 other objects, as a caller timing the meld engine does: each Rules rebuilt
collects garbage over all of them. Prints microseconds a call, the best of three runs.
"""

import sys
import time
from pathlib import Path

sys.path.insert(0, sys.argv[1] if len(sys.argv) > 1 else str(Path(__file__).resolve().parents[1]))

from pinochle.rules import get_rules  # noqa: E402


def per_call(names, calls):
    start = time.perf_counter()
    for index in range(calls):
        get_rules(names[index % len(names)])
    return (time.perf_counter() - start) / calls * 1e6


hands = [bytearray(20) for _ in range(20000)]
live = [(index, str(index)) for index in range(200000)]
for names, calls in ((("double", "single"), 2000), (("single", "klemic", "double-x10"), 2000), (("single",), 200000)):
    best = min(per_call(names, calls) for _ in range(3))
    print("%-28s %9.2f us a call" % ("/".join(names), best))
