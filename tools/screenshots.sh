#!/usr/bin/env bash
# The README's pictures: real screens from the simulator (the board's driver, decoded), in docs/screens/.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -n "${PY:-}" ] || bash tools/setup.sh
out=docs/screens
mkdir -p "$out"
sim() { "${PY:-.venv/bin/python}" tools/simulator.py --no-save --scale 2 --snap "$out" "$@" >/dev/null; }
# Two hands with meld typed as numbers (UP/DOWN ten steps, LEFT/RIGHT one): P1 makes 60 in hearts (THEM take
# 19: under 20), then P4 is set at 65 in spades (US meld 16: under 20, not counted); the score sheet and the
# second hand's details. The counters start at what the declarers need; BACK from them shows play or concede.
hand1="OK UP*2 OK UP OK DOWN OK UP*4 RIGHT*3 OK UP*2 RIGHT*2 OK UP RIGHT OK"
hand2="OK DOWN OK UP RIGHT OK OK UP RIGHT*6 OK UP*3 OK DOWN RIGHT*3 OK"
sim --keys "@scores-new OK @declarer UP*2 OK UP @bid OK DOWN OK UP*4 RIGHT*3 @meld OK UP*2 RIGHT*2 OK BACK @need OK
UP RIGHT @took OK @verdict OK wait=3000 @scores $hand2 @verdict-set OK wait=3000 @scores-two DOWN*2 OK @history OK
@hand-detail"
# The meld calculator on its own: K Q of spades, a run in hearts, the J of diamonds.
sim --keys "DOWN OK RIGHT*2 OK RIGHT OK DOWN OK RIGHT OK RIGHT OK RIGHT OK RIGHT OK DOWN RIGHT*2 OK @calculator BACK
@meld-result"
# Bid help on a 20-card hand (docs/estimate.md's example): 43 in hearts, the bid for every trump.
sim --keys "DOWN OK OK*2 RIGHT OK RIGHT OK RIGHT OK RIGHT RIGHT DOWN OK RIGHT OK RIGHT OK*2 RIGHT OK*2 RIGHT OK RIGHT
DOWN OK RIGHT RIGHT RIGHT OK RIGHT OK RIGHT DOWN OK RIGHT OK RIGHT OK RIGHT OK RIGHT OK RIGHT BACK OK @bid-help"
# Which card may I play, the rules text's worked example: clubs trump, JD led, KD, JC; AD 10D JD held.
sim --keys "UP OK UP OK RIGHT RIGHT UP OK UP OK RIGHT UP UP OK OK OK DOWN DOWN OK @which-card"
sim --keys "DOWN*5 OK @settings"
# The 128x32 layout (a Feather OLED wing, three buttons: PREV raises by ten, OK+PREV by one): the scores, and a
# hand's details scrolled.
small1="OK UP*2 OK UP OK DOWN OK UP*4 LEFT*3 OK UP*2 LEFT*2 OK UP LEFT OK"
sim --height 32 --mode three --keys "$small1 OK wait=3000 @small-scores NEXT*2 OK OK @small-detail NEXT*3 @small-why"
