"""The smallest heap in which the MicroPython handheld plays its test's game (tests/micropython/) from .mpy.
Host-only: `.venv/bin/python -m bench.heap handheld [--py] [--driver PATH] [--vm PATH]`."""

import argparse
import shutil
import subprocess
import tempfile
from pathlib import Path

import mp_handheld

from bench.heap import search as heap_search

MARGIN_KB = 24


def plays(folder, heap_kb, keys, expected, vm=None):
    with tempfile.TemporaryDirectory() as saves:
        finished, _, screens = mp_handheld.run(folder, "%dk" % heap_kb, saves, keys, vm=vm)
    return finished and screens[: len(expected)] == expected


def smallest_heap(folder, keys, expected, vm=None):
    cap = heap_search.smallest_heap(lambda kb: plays(folder, kb, keys, expected, vm), 16, 512, MARGIN_KB)
    if cap is None:
        raise SystemExit("the game does not run even in 512 KB")
    return cap


def harness_kb(folder, vm=None):
    """Heap the VM's stand-ins (clock, pins, I2C log, player) hold: in the figure, not on a board."""
    script = (
        "import gc\ngc.collect()\nstart = gc.mem_alloc()\nimport mp_handheld_game as game\n"
        "board = game.Board('keys.txt')\ngc.collect()\nprint(gc.mem_alloc() - start)\n"
    )
    result = subprocess.run(
        [vm or mp_handheld.MICROPYTHON, "-X", "heapsize=256k", "-c", script], cwd=folder, capture_output=True, text=True
    )
    return int(result.stdout.split()[-1]) / 1024


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--py", action="store_true", help="from .py sources, not .mpy")
    parser.add_argument("--driver", metavar="PATH", help="another ssd1306.py with the same API")
    parser.add_argument("--vm", metavar="PATH", help="another MicroPython VM, e.g. micropython32")
    args = parser.parse_args(argv)
    keys, expected = mp_handheld.game_script()
    with tempfile.TemporaryDirectory() as scratch:
        folder = mp_handheld.build(Path(scratch) / "board", compiled=not args.py)
        driver = "micropython-ssd1306-driver (PyPI)"
        if args.driver:
            (folder / "ssd1306.mpy").unlink(missing_ok=True)
            (folder / "ssd1306.py").unlink(missing_ok=True)
            if args.py:
                shutil.copy(args.driver, folder / "ssd1306.py")
            else:
                target = str(folder / "ssd1306.mpy")
                subprocess.run([mp_handheld.MPY_CROSS, "-o", target, "-s", "ssd1306.py", args.driver], check=True)
            driver = args.driver
        (folder / "keys.txt").write_text(keys)
        cap = smallest_heap(folder, keys, expected, args.vm)
        harness = harness_kb(folder, args.vm)
    form = ".py" if args.py else ".mpy"
    vm = args.vm or mp_handheld.MICROPYTHON
    print("MicroPython handheld, 5 hands, a failed I2C write and a power cut, from %s, driver %s" % (form, driver))
    print("on %s" % vm)
    print("smallest heap (every cap from it to %d KB above runs): %d KB" % (MARGIN_KB, cap))
    print("of which the VM's stand-ins (clock, pins, I2C log, player) hold about %.1f KB" % harness)
    print("a Pico's MicroPython leaves a program about 224 KB (bench/heap/budget.py's PICO_HEAP_KB)")
    return 0
