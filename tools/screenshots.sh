#!/usr/bin/env bash
# The README's pictures: real screens from the simulator (the board's driver, decoded), in docs/screens/.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -n "${PY:-}" ] || bash tools/setup.sh
out=docs/screens
mkdir -p "$out"
sim() { "${PY:-.venv/bin/python}" tools/simulator.py --no-save --scale 2 --snap "$out" "$@" >/dev/null; }
# A hand with meld typed as numbers, from the scores screen to the verdict and back.
sim --keys "@scores-new OK @declarer DOWN*3 OK UP*10 @bid OK DOWN OK UP*43 @meld OK UP*22 OK @need OK UP*11 @took
OK @verdict OK wait=3000 @scores DOWN*2 OK @history OK @hand-detail"
# The meld calculator on its own: K Q of spades, a run in hearts, the J of diamonds.
sim --keys "DOWN OK DOWN*2 OK DOWN OK DOWN*2 OK DOWN OK DOWN OK DOWN OK DOWN OK DOWN*5 OK @calculator BACK @meld-result"
sim --keys "DOWN*5 OK @settings"
# The 128x32 layout (a Feather OLED wing, three buttons).
sim --height 32 --mode three --keys "@small-scores NEXT @small-menu"
