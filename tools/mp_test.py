"""Runs a test module's test_* functions on MicroPython or CircuitPython with a pytest-like summary; tools/test.sh
runs it: `micropython -X heapsize=40k tools/mp_test.py MODULE [TEST_NAME ...]`."""

import gc
import sys

if sys.implementation.name == "circuitpython":
    from traceback import print_exception  # its sys has no print_exception
else:
    from sys import print_exception

sys.path.insert(0, "tests")
sys.path.insert(0, ".")


def run(module_name, names):
    module = __import__(module_name)
    if not getattr(module, "MICROPYTHON", False):
        print("skip %s (CPython only)" % module_name)
        return 0, 0
    if not names:
        names = sorted(name for name in dir(module) if name.startswith("test_"))
    passed = failed = 0
    for name in names:
        gc.collect()
        try:
            getattr(module, name)()
            passed += 1
        except Exception as error:  # report every failure, keep going
            failed += 1
            print("FAILED %s::%s" % (module_name, name))
            print_exception(error)
    return passed, failed


if __name__ == "__main__":
    passed, failed = run(sys.argv[1], sys.argv[2:])
    gc.collect()
    summary = (sys.implementation.name, sys.argv[1], passed, failed, gc.mem_alloc())
    print("%s %s: %d passed, %d failed, heap in use %d" % summary)
    sys.exit(1 if failed else 0)
