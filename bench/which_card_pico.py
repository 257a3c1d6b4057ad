"""Which card may I play on the emulated Pico, both firmwares: each press of the worked example from the scores
screen, timed from the button's edge to the last byte on the glass. `.venv/bin/python bench/which_card_pico.py`."""

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.pico import fresh_board  # noqa: E402
from tools.pico.board import missing  # noqa: E402

# The partnership text's example (clubs trump; JD, KD, JC played; A, 10 and J of diamonds held), then BACK out.
KEYS = "UP OK UP OK RIGHT RIGHT UP OK UP OK RIGHT UP UP OK OK OK DOWN DOWN OK"


def run(firmware):
    with fresh_board(firmware, "which-card") as player:
        player.press(KEYS)
        return player.presses


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--firmware", choices=("circuitpython", "micropython"), action="append")
    args = parser.parse_args(argv)
    why = missing()
    if why:
        raise SystemExit(why)
    for firmware in args.firmware or ("circuitpython", "micropython"):
        presses = run(firmware)
        print(firmware)
        for number, press in enumerate(presses, 1):
            ms = press.to_glass_ms
            print(
                "%2d %-5s %s  %s"
                % (
                    number,
                    press.token,
                    "%6.0f ms" % ms if ms is not None else "     -   ",
                    press.lines[0] if press.lines else "",
                )
            )
        opened = presses[1].to_glass_ms
        answers = [press.to_glass_ms for press in presses[2:] if press.to_glass_ms is not None]
        print(
            "%s: the screen opens %.0f ms after OK; every later press at most %.0f ms"
            % (firmware, opened, max(answers))
        )
        if presses[-1].lines[0] != "play AD 10D JD":
            raise SystemExit("%s answered %r" % (firmware, presses[-1].lines))


if __name__ == "__main__":
    main()
