"""Prints the storage fault campaign's counts (cuts tried, commits acknowledged, lost, unreadable: the last two
must be 0) from tests/store/test_faults.py's campaigns. Host-only: `python3 tools/fault_campaign.py`."""

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "helpers"))
sys.path.insert(0, str(ROOT / "tests" / "store"))

from store_campaign import Tally  # noqa: E402
from test_faults import CAMPAIGNS, GAME, HANDS  # noqa: E402

from pinochle.store.game import GameCodec  # noqa: E402


def main():
    area = memoryview(bytearray(4096))
    sizes = [GameCodec.encode(area, snapshot) for snapshot in GAME]
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
