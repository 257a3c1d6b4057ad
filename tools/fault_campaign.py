"""Print the storage fault campaign's counts: cuts tried, commits acknowledged, commits lost, unreadable results.

    python3 tools/fault_campaign.py

Host-only. It runs the campaigns of tests/store/test_faults.py (a 6-hand game, 12 commits) and prints each one's
counts. A "cut" is one fault tried: a power cut at one byte of one write, an erase cut, a lost or broken
slot, an exception at one I/O call, a fault during recovery. "acknowledged" counts the commits that said
saved before the fault, over all runs. "lost": the recovered game was older than the last acknowledged one
(or none). "unreadable": recovery raised, or returned a game nobody committed. Both must be 0.
"""

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "helpers"))
sys.path.insert(0, str(ROOT / "tests" / "store"))

from store_campaign import Tally  # noqa: E402
from test_faults import CAMPAIGNS, GAME, HANDS  # noqa: E402

from pinochle.store.game import encode_game  # noqa: E402


def main():
    area = memoryview(bytearray(4096))
    sizes = [encode_game(area, snapshot) for snapshot in GAME]
    print("a %d-hand game: %d commits, payloads of %d to %d bytes" % (HANDS, len(GAME), min(sizes), max(sizes)))
    total = Tally()
    started = time.time()
    for title, campaign in CAMPAIGNS:
        tally = campaign()
        total.add(tally)
        print(tally.line(title))
        for failure in tally.failures[:5]:
            print("    " + failure)
    print(total.line("all"))
    print("%.1f s" % (time.time() - started))
    return 1 if total.lost or total.unreadable else 0


if __name__ == "__main__":
    sys.exit(main())
