"""Print the storage fault campaign's counts: cuts tried, commits acknowledged, commits lost, unreadable results.

    python3 tools/fault_campaign.py            # the campaign of tests/test_faults.py, on a 6-hand game
    python3 tools/fault_campaign.py --hands 10

Host-only. A "cut" is one fault tried: a power cut at one byte of one write, an erase cut, a lost or broken
slot, an exception at one I/O call, a fault during recovery. "acknowledged" counts the commits that said
saved before the fault, over all runs. "lost": the recovered game was older than the last acknowledged one
(or none). "unreadable": recovery raised, or returned a game nobody committed. Both must be 0.
"""

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from game_script import same_game, scripted_game  # noqa: E402
from store_campaign import (  # noqa: E402
    Tally,
    broken_slot_campaign,
    cut_campaign,
    erase_cut_campaign,
    error_campaign,
    recovery_fault_campaign,
    wipe_campaign,
)
from store_fakes import ERRORS  # noqa: E402

from pinochle.store.game_store import GameStore  # noqa: E402


def campaigns(game):
    """(title, function) for every campaign, on the game given (its SavedGame at every commit point)."""
    losses = (1, 2, 3, len(game) - 1)
    broken = (ERRORS[0], ERRORS[3], ERRORS[4])
    run = (GameStore, game, same_game)
    return (
        ("cut at every byte, two nvm slots", lambda: cut_campaign(*run)),
        ("cut at every byte, nvm + file", lambda: cut_campaign(*run, files=True)),
        ("cut across the sequence wrap", lambda: cut_campaign(*run, seed=0xFFFFFFFF - len(game) // 2)),
        ("erase-then-program cut", lambda: cut_campaign(*run, flash=True)),
        ("cut during the erase (8 bytes)", lambda: erase_cut_campaign(*run, stride=8)),
        ("slot wiped, then a cut", lambda: wipe_campaign(*run, commits=losses)),
        ("drive reformatted, then a cut", lambda: wipe_campaign(*run, files=True, commits=losses)),
        ("slot broken for good, then a cut", lambda: broken_slot_campaign(*run, errors=broken, commits=losses)),
        ("file broken for good, then a cut", lambda: broken_slot_campaign(*run, True, errors=broken, commits=losses)),
        ("error at every I/O call", lambda: error_campaign(*run)),
        ("error at every file I/O call", lambda: error_campaign(*run, files=True)),
        ("faults during recovery", lambda: recovery_fault_campaign(*run)),
    )


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=6, help="hands in the game (two commits each)")
    args = parser.parse_args(argv)
    game = scripted_game(args.hands)
    print("a %d-hand game: %d commits, snapshots of %d to %d bytes of payload" % (args.hands, len(game), *_sizes(game)))
    total = Tally()
    started = time.time()
    for title, campaign in campaigns(game):
        tally = campaign()
        total.add(tally)
        print(tally.line(title))
        for failure in tally.failures[:5]:
            print("    " + failure)
    print(total.line("all"))
    print("%.1f s" % (time.time() - started))
    return 1 if total.lost or total.unreadable else 0


def _sizes(game):
    from pinochle.store.game_codec import encode_game

    area = memoryview(bytearray(4096))
    sizes = [encode_game(area, snapshot) for snapshot in game]
    return min(sizes), max(sizes)


if __name__ == "__main__":
    sys.exit(main())
