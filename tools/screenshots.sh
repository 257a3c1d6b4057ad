#!/usr/bin/env bash
# The README's pictures: real screens from the simulator (the board's driver, decoded), in docs/screens/.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -n "${PY:-}" ] || bash tools/setup.sh
out=docs/screens
mkdir -p "$out"
sim() { "${PY:-.venv/bin/python}" tools/simulator.py --no-save --scale 2 --snap "$out" "$@" >/dev/null; }
# Two hands with meld typed as numbers: P1 makes 60 in hearts (THEM take 19: under 20), then P4 is set at 65
# in spades (US meld 16: under 20, not counted); the score sheet and the second hand's details.
hand1="OK DOWN*3 OK UP*10 OK DOWN OK UP*43 OK UP*22 OK OK UP*11 OK"
hand2="OK DOWN OK UP*11 OK OK UP*16 OK UP*30 OK OK DOWN*7 OK"
sim --keys "@scores-new OK @declarer DOWN*3 OK UP*10 @bid OK DOWN OK UP*43 @meld OK UP*22 OK @need OK UP*11 @took
OK @verdict OK wait=3000 @scores $hand2 @verdict-set OK wait=3000 @scores-two DOWN*2 OK @history OK @hand-detail"
# The meld calculator on its own: K Q of spades, a run in hearts, the J of diamonds.
sim --keys "DOWN OK DOWN*2 OK DOWN OK DOWN*2 OK DOWN OK DOWN OK DOWN OK DOWN OK DOWN*5 OK @calculator BACK @meld-result"
sim --keys "DOWN*5 OK @settings"
# The 128x32 layout (a Feather OLED wing, three buttons): the scores, and a hand's details scrolled.
sim --height 32 --mode three --keys "$hand1 OK wait=3000 @small-scores NEXT*2 OK OK @small-detail NEXT*3 @small-why"
