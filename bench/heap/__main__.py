"""The heap tool: `.venv/bin/python -m bench.heap COMMAND [ARGS]`, from the project's folder. COMMAND:
budget     the budget games on the VMs (core, app, MicroPython handheld), speed, bytes, presses; writes
           docs/performance.md's budget tables (--no-readme: print only)
tricks     what each memory trick saves: the budget games with one trick undone [TRICK ...]
romfs      the heap figures with the .mpy files in a ROMFS image, run in place
handheld   the smallest heap the MicroPython handheld plays its test's game in [--py] [--vm PATH]
need       each VM test's smallest heap beside its cap, after tools/test.sh [--vm NAME] [TEST_MODULE ...]
power-up   power-up over a 40-hand save at every heap cap on the 32-bit VMs [--low 16] [--high 64]"""

import sys

from bench.heap.host import ROOT  # noqa: F401  (the helpers importable before any command loads)

COMMANDS = ("budget", "tricks", "romfs", "handheld", "need", "power-up")


def main(argv):
    if not argv or argv[0] not in COMMANDS:
        print(__doc__)
        return 2
    command = __import__("bench.heap." + argv[0].replace("-", "_"), None, None, ["main"])
    return command.main(argv[1:]) or 0


sys.exit(main(sys.argv[1:]))
