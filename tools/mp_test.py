"""Run test modules on MicroPython: call every test_* function, print a pytest-like summary.

Usage (from the repo root): micropython -X heapsize=32k tools/mp_test.py tests/test_meld.py [...]
Only modules that say MICROPYTHON = True are run; the others use CPython-only tools.
"""
import gc
import sys

sys.path.insert(0, "tests")
sys.path.insert(0, ".")


def _module_name(path):
    name = path.split("/")[-1]
    return name[:-3] if name.endswith(".py") else name


def run(paths):
    passed = failed = 0
    for path in paths:
        name = _module_name(path)
        module = __import__(name)
        if not getattr(module, "MICROPYTHON", False):
            print("skip %s (CPython only)" % name)
            continue
        for attribute in sorted(dir(module)):
            if not attribute.startswith("test_"):
                continue
            test = getattr(module, attribute)
            gc.collect()
            try:
                test()
                passed += 1
            except Exception as error:  # report every failure, keep going
                failed += 1
                print("FAILED %s::%s" % (name, attribute))
                sys.print_exception(error)
        del sys.modules[name]
        gc.collect()
        print("%s ok, heap in use %d bytes" % (name, gc.mem_alloc()))
    print("micropython: %d passed, %d failed" % (passed, failed))
    return failed


if __name__ == "__main__":
    sys.exit(1 if run(sys.argv[1:]) else 0)
