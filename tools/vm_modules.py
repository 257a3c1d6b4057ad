"""The test modules that run on the VMs: every test module under tests/ that says MICROPYTHON = True, the one source
of the set. `python3 tools/vm_modules.py` prints them for tools/test.sh (and `bench.heap need` reads them), or
names a mark written so that it would not count and exits 1. Host only."""

import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
_MARK = re.compile(r"^MICROPYTHON = True$", re.M)
_LOOSE = re.compile(r"^MICROPYTHON\s*=\s*True\b", re.M)  # a mark with more on its line would leave its module out


def _test_modules(root):
    """(path from the root, as tests/FOLDER/test_x.py; its text) of every test module under tests/."""
    for folder, _, names in os.walk(os.path.join(root, "tests")):
        for name in names:
            if name.startswith("test_") and name.endswith(".py"):
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8") as file:
                    yield os.path.relpath(path, root).replace(os.sep, "/"), file.read()


def listed(root=ROOT):
    """The paths of every test module that says MICROPYTHON = True, sorted: the modules the VMs run."""
    return sorted(path for path, text in _test_modules(root) if _MARK.search(text))


def problems(root=ROOT):
    """A line for each module whose mark is written otherwise than `MICROPYTHON = True` alone on its line."""
    return [
        "%s: write its mark as `MICROPYTHON = True`, alone on its line, or the VMs leave it out" % path
        for path, text in sorted(_test_modules(root))
        if _LOOSE.search(text) and not _MARK.search(text)
    ]


def main(root=ROOT):
    found = problems(root)
    if found:
        sys.exit("\n".join(found))
    print("\n".join(listed(root)))


if __name__ == "__main__":
    main()
