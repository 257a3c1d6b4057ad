#!/usr/bin/env bash
# Run the companion on this computer: the desktop simulator, through the board's own display driver.
# The first run makes .venv (a minute); arguments go to tools/simulator.py (--help lists them).
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh
exec .venv/bin/python tools/simulator.py "$@"
