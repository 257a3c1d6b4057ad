"""The test modules that run on the VMs, tests/vm_modules.txt, checked against the MICROPYTHON = True marks:
`python3 tools/vm_modules.py` prints them for tools/test.sh, or names each disagreement and exits 1. Host only."""

import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIST = "tests/vm_modules.txt"
_MARK = re.compile(r"^MICROPYTHON = True$", re.M)


def listed(root=ROOT):
    """The paths tests/vm_modules.txt names (from the root, as tests/FOLDER/test_x.py), in its order."""
    with open(os.path.join(root, LIST), encoding="utf-8") as file:
        lines = (line.strip() for line in file)
        return [line for line in lines if line and not line.startswith("#")]


def marked(root=ROOT):
    """The paths of every test module under tests/ that says MICROPYTHON = True, sorted."""
    found = []
    for folder, _, names in os.walk(os.path.join(root, "tests")):
        for name in names:
            if name.startswith("test_") and name.endswith(".py"):
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8") as file:
                    if _MARK.search(file.read()):
                        found.append(os.path.relpath(path, root).replace(os.sep, "/"))
    return sorted(found)


def problems(root=ROOT):
    """A line for each module the list and the marks disagree on; none when they agree."""
    names, marks = listed(root), marked(root)
    lines = ["%s says MICROPYTHON = True but is not in %s" % (path, LIST) for path in marks if path not in names]
    for number, path in enumerate(names):
        if path in names[:number]:
            lines.append("%s is in %s twice" % (path, LIST))
        elif not os.path.isfile(os.path.join(root, path)):
            lines.append("%s is in %s but there is no such file" % (path, LIST))
        elif path not in marks:
            lines.append("%s is in %s but does not say MICROPYTHON = True" % (path, LIST))
    return lines


def main(root=ROOT):
    found = problems(root)
    if found:
        sys.exit("\n".join(found))
    print("\n".join(listed(root)))


if __name__ == "__main__":
    main()
