#!/usr/bin/env bash
# The project's test command: pytest on CPython, then the MicroPython-ready tests on the real VM under a heap cap.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PY:-.venv/bin/python}
MICROPYTHON=${MICROPYTHON:-.venv/bin/micropython}
HEAP=${HEAP:-32k}
"$PY" -m ruff check .
# Each MicroPython test module runs in its own VM so one module's heap cannot mask another's.
mp_modules=$(grep -l '^MICROPYTHON = True' tests/test_*.py || true)
status=0
for module in $mp_modules; do
    "$MICROPYTHON" -X heapsize="$HEAP" tools/mp_test.py "$module" || status=1
done
[ "$status" -eq 0 ] || { echo "MicroPython tests failed"; exit 1; }
"$PY" -m pytest -q "$@"
