"""How much heap each MicroPython test needs on each 32-bit VM beside its module's cap in tools/test.sh. Host-only:
`python3 -m bench.heap need [--vm NAME]... [TEST_MODULE ...]` after tools/test.sh has built the .mpy trees."""

import argparse
import concurrent.futures
import os
import re
import subprocess
import sys

import vm_modules

from bench.heap import search as heap_search
from bench.heap.host import ROOT

ROOT = str(ROOT)
VMS = os.path.join(ROOT, os.environ.get("PINOCHLE_VMS") or os.path.join("..", "shared", "tools"))
# name: (VM, build folder, the multiple of a module's cap tools/test.sh gives it there)
KNOWN = {
    "micropython": (
        os.environ.get("MICROPYTHON") or os.path.join(ROOT, ".venv", "bin", "micropython"),
        os.path.join(ROOT, "build", "mp-test"),
        2,
    ),
    "micropython32": (os.path.join(VMS, "micropython", "micropython32"), os.path.join(ROOT, "build", "mp-test"), 1),
    "circuitpython": (
        os.path.join(VMS, "circuitpython", "circuitpython32-board"),
        os.path.join(ROOT, "build", "cp-test"),
        1,
    ),
}
SMALLEST, LARGEST = 4, 512
DEFAULT_CAP = 32  # KB, the cap tools/test.sh gives a module that names none (DEFAULT_HEAP)


def _passes(vm, build, module, test, kb):
    command = [vm, "-X", "heapsize=%dk" % kb, "-m", "tools.mp_test", module, test]
    return subprocess.run(command, cwd=build, capture_output=True, timeout=600).returncode == 0


def smallest_heap(vm, build, module, test):
    """The smallest whole-KB heap at which the test passes, or None when it fails even at LARGEST."""
    return heap_search.smallest_heap(lambda kb: _passes(vm, build, module, test, kb), SMALLEST, LARGEST)


def _tests(vm, build, module):
    """(the module's cap, its test names as the runner finds them on the VM)."""
    with open(os.path.join(ROOT, module)) as source:
        cap = re.search(r'^MICROPYTHON_HEAP = "(\d+)k"', source.read(), re.M)
    command = [vm, "-X", "heapsize=256k", "-m", "tools.mp_test", "--list", module]
    names = subprocess.run(command, cwd=build, capture_output=True, text=True, check=True).stdout.split()
    return int(cap.group(1)) if cap else DEFAULT_CAP, names


def measure(vm_names, modules):
    """{(vm name, module): (cap there, {test: smallest heap})}, every bisection run in parallel."""
    jobs = {}
    caps = {}
    with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 2) as pool:
        for module in modules:
            for name in vm_names:
                vm, build, scale = KNOWN[name]
                cap, tests = _tests(vm, build, module)
                caps[name, module] = cap * scale
                for test in tests:
                    jobs[name, module, test] = pool.submit(smallest_heap, vm, build, module, test)
        return {
            key: (cap, {test: job.result() for (vm, module, test), job in jobs.items() if (vm, module) == key})
            for key, cap in caps.items()
        }


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--vm", action="append", choices=sorted(KNOWN), help="default: the two 32-bit VMs")
    parser.add_argument("modules", nargs="*")
    args = parser.parse_args(argv)
    names = args.vm or ["micropython32", "circuitpython"]
    for name in names:
        vm, build, _ = KNOWN[name]
        if not os.path.exists(vm):
            sys.exit("%s is missing: set PINOCHLE_VMS (or MICROPYTHON) to where it is" % vm)
        if not os.path.isdir(build):
            sys.exit("%s is missing: run bash tools/test.sh first" % build)
    modules = args.modules or vm_modules.listed()
    print("%-14s %-44s %5s %6s %7s  %s" % ("vm", "module", "cap", "needs", "margin", "worst test"))
    thinnest = None
    for (name, module), (cap, needs) in sorted(measure(names, modules).items(), key=lambda item: item[0][::-1]):
        worst = max(needs, key=lambda test: needs[test] or LARGEST + 1)
        need = needs[worst]
        if need is None:
            print("%-14s %-44s %4dk %6s %7s  %s" % (name, module, cap, "fails", "", worst))
            continue
        print("%-14s %-44s %4dk %5dk %6dk  %s" % (name, module, cap, need, cap - need, worst))
        thinnest = cap - need if thinnest is None else min(thinnest, cap - need)
    print("thinnest margin: %sk" % thinnest)
