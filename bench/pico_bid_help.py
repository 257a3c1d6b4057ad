"""The bid help on the emulated Pico, both firmwares: from OK on the meld result's "Bid help" to the last byte of its
screen, then a trump changed and back to the meld. Host-only: `.venv/bin/python bench/pico_bid_help.py`."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "helpers"))

from meld_support import calculator_keys  # noqa: E402

from bench.pico import fresh_board  # noqa: E402
from pinochle.rules import get_rules  # noqa: E402
from tools.pico.board import missing  # noqa: E402

HAND = "AH 10H KH KH QH QH JH AS AS 10S KS QS AD QD JD AC 10C KC QC JC"


def run(firmware):
    with fresh_board(firmware, "bid-help") as player:
        player.choose("Meld calculator")
        player.press(calculator_keys(HAND, get_rules("double")))
        player.choose("Bid help")
        opened = player.presses[-1]
        player.press("RIGHT")
        turned = player.presses[-1]
        player.press("BACK")
        return opened, turned, player.presses[-1]


def main():
    problem = missing()
    if problem:
        raise SystemExit(problem)
    for firmware in ("circuitpython", "micropython"):
        opened, turned, back = run(firmware)
        print(
            "%s: OK to the help %.0f ms (%r), RIGHT %.0f ms, BACK to the meld %.0f ms"
            % (firmware, opened.to_glass_ms, opened.lines[0], turned.to_glass_ms, back.to_glass_ms),
            flush=True,
        )


if __name__ == "__main__":
    main()
