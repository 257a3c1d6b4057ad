"""The heap figures again with the .mpy files in a ROMFS image mapped outside the heap, as a board with a ROMFS
partition runs them. Host-only: `.venv/bin/python -m bench.heap romfs`."""

import contextlib
import ctypes
import io
import mmap
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import micropython_run
from mpremote.romfs import make_romfs

from bench.heap import budget
from bench.heap import search as heap_search
from bench.heap.host import ROOT

MARGIN_KB = 16  # as the other benches: every cap from the answer to this far above runs
# The VM's first lines: the image at (address, length) mounted at /rom, and /rom on the import path.
_MOUNT = (
    "import sys, uctypes, vfs\nvfs.mount(vfs.VfsRom(uctypes.bytearray_at(%d, %d)), '/rom')\nsys.path.append('/rom')\n"
)


def run_in_place(heap_kb, image, code, folder):
    """Run code on the VM under heap_kb with image mounted at /rom, in this process; the VM's exit status."""
    area = mmap.mmap(-1, len(image))
    area.write(image)
    address = ctypes.addressof(ctypes.c_char.from_buffer(area))
    os.chdir(folder)
    command = ["micropython", "-X", "heapsize=%dk" % heap_kb, "-c", _MOUNT % (address, len(image)) + code]
    return micropython_run.run_main(command)


def _vm(heap_kb, image_path, code, folder):
    """(finished, output) of run_in_place in a process of its own: the VM runs once per process."""
    command = [sys.executable, "-m", "bench.heap.romfs", str(heap_kb), str(image_path), code, str(folder)]
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=300)
    return result.returncode == 0, result.stdout + result.stderr


def romfs_image(folder):
    """mpremote's ROMFS image of a folder of .mpy files (mpremote prints the tree it builds: kept quiet)."""
    with contextlib.redirect_stdout(io.StringIO()):
        return make_romfs(str(folder), mpy_cross=False)


def budget_game(mode):
    """The smallest heap for `bench.heap budget`'s game (mode "core" or "app") with its .mpy files in ROMFS."""
    budget.compile_tree(budget.MP64)  # the in-process VM is the 64-bit MicroPython
    with tempfile.TemporaryDirectory() as scratch:
        image = Path(scratch) / "rom.img"
        image.write_bytes(romfs_image(budget.MP64.build))
        # budget_app finds the app driver in tests/helpers/, relative to the folder it is run from on the filesystem.
        code = "sys.path.append('/rom/tests/helpers')\nfrom bench.heap.vm.%s_game import main\nmain([], %r)\n"
        code %= (mode, scratch)

        def finishes(kb):
            finished, output = _vm(kb, image, code, scratch)
            return finished and "\nok " in "\n" + output

        return heap_search.smallest_heap(finishes, 4, 512, MARGIN_KB)


def handheld_game():
    import mp_handheld  # tests/helpers: importable once bench.heap.host is

    """The smallest heap for the MicroPython handheld's scripted game with every .mpy in ROMFS; the user's
    settings file, the keys and the I2C log stay in the folder, as on a board's writable filesystem."""
    keys, expected = mp_handheld.game_script()
    with tempfile.TemporaryDirectory() as scratch:
        folder = mp_handheld.build(Path(scratch) / "board")
        rom = Path(scratch) / "rom"
        rom.mkdir()
        for item in list(folder.iterdir()):
            if item.suffix == ".mpy" or item.is_dir():
                shutil.move(str(item), str(rom / item.name))
        image = Path(scratch) / "rom.img"
        image.write_bytes(romfs_image(rom))
        (folder / "keys.txt").write_text(keys)

        def plays(kb):
            # Each power cut (C) ends the VM; the next power-up is a fresh one, as in tests/helpers/mp_handheld.run.
            output, state = "", ""
            with tempfile.TemporaryDirectory() as saves:
                for _ in range(keys.count("C") + 1):
                    code = "from mp_handheld_game import main\nmain(%r%s)\n" % (saves, state)
                    finished, part = _vm(kb, image, code, folder)
                    output += part
                    cut = re.search(r"^cut (\S+)$", part, re.M)
                    if not finished or cut is None:
                        break
                    state = ", %r" % cut.group(1)
            finished = finished and output.rstrip().endswith("ok") and output.count("Traceback") == keys.count("E")
            log = folder / "i2c.log"
            return finished and mp_handheld.read_screens(log.read_bytes())[: len(expected)] == expected

        return heap_search.smallest_heap(plays, 16, 512, MARGIN_KB)


def main(argv=None):
    figures = (
        ("rules core, 40 hands saved every hand (`bench.heap budget`)", budget_game("core")),
        ("whole stack via the app, 40 hands (`bench.heap budget`)", budget_game("app")),
        ("MicroPython handheld, 5 hands (`bench.heap handheld`)", handheld_game()),
    )
    print(
        "smallest heap on 64-bit MicroPython with the .mpy files in ROMFS, executed in place (every cap to %d KB "
        "above runs; `bench.heap budget` has the same games from the filesystem):" % MARGIN_KB
    )
    for name, cap in figures:
        if cap is None:
            raise SystemExit("%s: does not run even in 512 KB" % name)
        print("  %-64s %3d KB" % (name, cap))
    return 0


if __name__ == "__main__":  # one VM run, in a process of its own (_vm)
    heap_kb, image_path, code, folder = sys.argv[1:5]
    sys.exit(run_in_place(int(heap_kb), Path(image_path).read_bytes(), code, folder))
