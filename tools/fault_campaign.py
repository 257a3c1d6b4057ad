"""Prints the storage fault campaign's counts (cuts tried, commits acknowledged, lost, unreadable: the last two
must be 0) from tests/store/test_faults.py's campaigns, then the archive's (tests/helpers/archive_campaign.py: games
kept through the cuts, lost, shown wrong). Host-only: `python3 tools/fault_campaign.py`."""

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "helpers"))
sys.path.insert(0, str(ROOT / "tests" / "store"))

from archive_campaign import ARCHIVE_RUN, cut_campaign  # noqa: E402
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
    started = time.time()
    sectors, count, stride, erase_stride = ARCHIVE_RUN
    archive = cut_campaign(sectors, count, stride, erase_stride)
    title = "archive: %d games into %d sectors" % (count, sectors)
    print(
        "%s, a cut every %d bytes of each sector's program and every %d into its erase, each error once"
        % (title, stride, erase_stride)
    )
    print(archive.line("archive write cut"))
    for failure in archive.failures[:5]:
        print("    " + failure)
    print("%.1f s" % (time.time() - started))
    return 1 if total.lost or total.unreadable or archive.lost or archive.wrong else 0


if __name__ == "__main__":
    sys.exit(main())
