"""How much heap each MicroPython test needs, beside the cap its module asks for.

Usage, after `bash tools/test.sh` has compiled build/mp-test:
    python3 tools/mp_heap_need.py [TEST_MODULE ...]
For every test function of every module marked MICROPYTHON = True, the smallest heap (in whole KB) at
which it passes from .mpy on the VM, found by bisection, then each module's cap, its worst test and the
margin between them. A cap with little margin fails on another machine (the VM's collector scans the C
stack, and paths and the environment differ), so tools/test.sh's caps keep the margin this prints.
"""

import concurrent.futures
import os
import re
import subprocess
import sys

import heap_search

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUILD = os.path.join(ROOT, "build", "mp-test")
# The VM tools/setup.sh installs, or the one MICROPYTHON names (as tools/test.sh takes it).
VM = os.environ.get("MICROPYTHON") or os.path.join(ROOT, ".venv", "bin", "micropython")
SMALLEST, LARGEST = 8, 512
DEFAULT_CAP = 40  # KB, the cap tools/test.sh gives a module that names none


def _passes(module, test, kb):
    run = subprocess.run(
        [VM, "-X", "heapsize=%dk" % kb, "-m", "tools.mp_test", module, test],
        cwd=BUILD,
        capture_output=True,
        timeout=600,
    )
    return run.returncode == 0


def smallest_heap(module, test):
    """The smallest whole-KB heap at which the test passes, or None when it fails even at LARGEST."""
    return heap_search.smallest_heap(lambda kb: _passes(module, test, kb), SMALLEST, LARGEST)


def _tests(path):
    with open(path) as source:
        text = source.read()
    if not re.search(r"^MICROPYTHON = True", text, re.M):
        return None, []
    cap = re.search(r'^MICROPYTHON_HEAP = "(\d+)k"', text, re.M)
    return int(cap.group(1)) if cap else DEFAULT_CAP, re.findall(r"^def (test_\w+)\(", text, re.M)


def main(names):
    if not os.path.isdir(BUILD):
        sys.exit("build/mp-test is missing: run bash tools/test.sh first")
    tests_dir = os.path.join(ROOT, "tests")
    modules = names or sorted(name[:-3] for name in os.listdir(tests_dir) if name.startswith("test_"))
    jobs = {}
    caps = {}
    with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 2) as pool:
        for module in modules:
            cap, tests = _tests(os.path.join(tests_dir, module + ".py"))
            if cap is None:
                continue
            caps[module] = cap
            for test in tests:
                jobs[module, test] = pool.submit(smallest_heap, module, test)
    print("%-28s %5s %6s %7s  %s" % ("module", "cap", "needs", "margin", "worst test"))
    thinnest = None
    for module, cap in caps.items():
        needs = {test: job.result() for (name, test), job in jobs.items() if name == module}
        if not needs:
            continue
        worst = max(needs, key=lambda test: needs[test] or LARGEST + 1)
        need = needs[worst]
        if need is None:
            print("%-28s %4dk %6s %7s  %s" % (module, cap, "fails", "", worst))
            continue
        print("%-28s %4dk %5dk %6dk  %s" % (module, cap, need, cap - need, worst))
        thinnest = cap - need if thinnest is None else min(thinnest, cap - need)
    print("thinnest margin: %sk" % thinnest)


if __name__ == "__main__":
    main(sys.argv[1:])
