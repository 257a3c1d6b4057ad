"""Runs a test module's test_* functions on MicroPython or CircuitPython with a pytest-like summary; tools/test.sh
runs it: `micropython -X heapsize=40k tools/mp_test.py MODULE [TEST_NAME ...]`."""

import gc
import sys

if sys.implementation.name == "circuitpython":
    from traceback import print_exception  # its sys has no print_exception
else:
    from sys import print_exception


def load(path):
    """The test module at path (tests/FOLDER/test_x.py, or without .py), imported as pytest would."""
    if path.endswith(".py"):
        path = path[:-3]
    folder, name = path.rsplit("/", 1)
    sys.path[:0] = [".", "tests/helpers", folder]
    module = __import__(name)
    if not getattr(module, "MICROPYTHON", False):
        raise SystemExit("%s does not say MICROPYTHON = True: it runs under pytest only" % path)
    return module


def tests(module):
    return sorted(name for name in dir(module) if name.startswith("test_") and callable(getattr(module, name)))


def run(module, names):
    passed = failed = 0
    for name in names or tests(module):
        gc.collect()
        try:
            getattr(module, name)()
            passed += 1
        except Exception as error:  # report every failure, keep going
            failed += 1
            print("FAILED %s::%s" % (module.__name__, name))
            print_exception(error)
    return passed, failed


if __name__ == "__main__":
    if sys.argv[1] == "--list":
        print("\n".join(tests(load(sys.argv[2]))))
        sys.exit(0)
    passed, failed = run(load(sys.argv[1]), sys.argv[2:])
    gc.collect()
    summary = (sys.implementation.name, sys.argv[1], passed, failed, gc.mem_alloc())
    print("%s %s: %d passed, %d failed, heap in use %d" % summary)
    sys.exit(1 if failed else 0)
