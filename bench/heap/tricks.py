"""What each memory trick saves, or saved before it was removed: the budget's games (and the MicroPython handheld's)
on a copy of the tree with that one trick undone, or put back, beside the tree as it is. Host-only:
`.venv/bin/python -m bench.heap tricks [TRICK ...]` (about a minute a trick, a few for the handheld's)."""

import re
import shutil
import sys
import tempfile
from pathlib import Path

from bench.heap import budget
from bench.heap.host import ROOT


def replace(path, old, new):
    """A patch: old (which must be there) replaced by new in one file."""

    def patch(tree):
        text = (tree / path).read_text(encoding="utf-8")
        if old not in text:
            raise SystemExit("%s no longer holds %r: `bench.heap tricks` needs updating" % (path, old))
        (tree / path).write_text(text.replace(old, new), encoding="utf-8")

    return patch


def every(*patches):
    """One patch of several."""

    def patch(tree):
        for one in patches:
            one(tree)

    return patch


def every_const(tree):
    """`_NAME = const(value)` as a plain `_NAME = (value)` in every module: a global, looked up when read."""
    for path in (tree / "pinochle").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        path.write_text(re.sub(r"= const\(", "= (", text), encoding="utf-8")


def rare_in_settle(tree):
    """settle/rare.py's checks in settle/__init__.py, loaded with it."""
    rare = (tree / "pinochle/settle/rare.py").read_text(encoding="utf-8")
    body = rare[rare.index("\n\ndef ") :]
    replace("pinochle/settle/__init__.py", "        from pinochle.settle.rare import check_rare\n\n", "")(tree)
    with open(tree / "pinochle/settle/__init__.py", "a", encoding="utf-8") as settle:
        settle.write(body)


_APP = "pinochle/app/__init__.py"
_MP_BOARD = "pinochle/device/micropython/board.py"
_SCREEN_MADE = "        if type(screen) is tuple:\n            name, state = screen\n"
# The tricks removed are put back as they were (their patch), so the table says what each removal cost.
_DROP = every(
    replace(_APP, "from pinochle.ledger import Ledger\n", "import gc\n\nfrom pinochle.ledger import Ledger\n"),
    replace(_APP, "from pinochle.panel", "from pinochle.memory import drop_on_demand\nfrom pinochle.panel"),
    replace(
        _APP,
        _SCREEN_MADE,
        "        if type(screen) is tuple:\n            drop_on_demand()\n            gc.collect()\n"
        "            name, state = screen\n",
    ),
)
_THRESHOLD = replace(
    "pinochle/runner/set_up.py",
    "    try:\n        return set_up(",
    '    if board_module.endswith("micropython.board") and gc.mem_free() < 128 * 1024:\n'
    "        gc.threshold(2048)\n    try:\n        return set_up(",
)
_ORDER = every(
    replace(
        _MP_BOARD,
        "        self.clock = clock\n",
        "        import ssd1306\n\n        from pinochle.device.micropython.keys import Keys\n"
        "        from pinochle.device.micropython.view import View\n\n        self.clock = clock\n",
    ),
)
_UNNAMED = every(
    replace("pinochle/settle/__init__.py", 'MADE = "made"\nSET = "set"\n', ""),
    replace("pinochle/settle/__init__.py", "result = SET\n", 'result = "set"\n'),
    replace("pinochle/settle/__init__.py", "result, reason, score = MADE,", 'result, reason, score = "made",'),
)
_FRAME = every(
    replace(
        "pinochle/runner/power_up.py",
        "    parts, store, notice = _set_up(board_module, options)\n",
        "    from pinochle.runner import set_up\n\n    parts, store, notice = set_up.build(board_module, options)\n"
        '    forget_module("pinochle.runner.set_up")\n',
    ),
)
# name: (what it is, where, kept, the patch that undoes it (kept) or puts it back (removed), the games it can change)
TRICKS = {
    "drop": (
        "what is loaded on demand dropped, and the heap collected, at each screen change: dead code on every supported "
        "board, which kept its screens loaded (keep_screens)",
        "App._top (the list: pinochle/memory.py ON_DEMAND)",
        False,
        _DROP,
        ("app", "handheld"),
    ),
    "threshold": (
        "gc.threshold(2048) where MicroPython's power-up finds under 128 KB free: never on a Pico",
        "runner/set_up.py, the board's COLLECT_EVERY",
        False,
        _THRESHOLD,
        ("handheld",),
    ),
    "order": (
        "import order as heap placement: the MicroPython board's driver, view and keys imported before the settings",
        "device/micropython/board.py",
        False,
        _ORDER,
        ("handheld",),
    ),
    "names": (
        'a settled hand\'s "made" and "set" left unnamed, to keep the rules core under a name pool\'s edge',
        "settle/__init__.py",
        False,
        _UNNAMED,
        ("core", "app"),
    ),
    "frame": (
        "the power-up's set-up run in a frame of its own, so nothing on the loop's stack keeps its module",
        "runner/power_up.py _set_up",
        True,
        _FRAME,
        ("handheld",),
    ),
    "rare": (
        "the rarer checks of a hand (trump nines, take-all, all passed) in a module of their own",
        "pinochle/settle/rare.py",
        True,
        rare_in_settle,
        ("core", "app"),
    ),
    "const": (
        "module constants folded by const()",
        "every module",
        True,
        every_const,
        ("core", "app"),
    ),
}
COLUMNS = {"core": (budget.MP32, budget.CP32), "app": (budget.CP32,), "handheld": (budget.MP32,)}
_SCRIPT = []  # the handheld's keys and screens, played once on CPython


def handheld_heap(tree, column):
    """The MicroPython handheld's smallest heap (budget.handheld_heap) with the package built from tree."""
    import build_micropython
    import mp_handheld

    from bench.heap import handheld

    if not _SCRIPT:
        _SCRIPT.extend(mp_handheld.game_script())
    keys, expected = _SCRIPT
    with tempfile.TemporaryDirectory() as scratch:
        board = mp_handheld.build(Path(scratch) / "board")  # the driver and the game script beside the package
        folder = Path(scratch) / "tree"
        build_micropython.build(folder, mp_handheld.MPY_CROSS, root=tree)
        for name in ("ssd1306.mpy", "mp_handheld_game.mpy"):
            shutil.copy(board / name, folder / name)
        return budget.smallest_heap(
            lambda kb: handheld.plays(folder, kb, keys, expected, column.vm),
            "the MicroPython handheld on %s" % column.name,
            budget.HANDHELD_MARGIN_KB,
        )


def measure(tree, games):
    """{(game, column name): smallest heap in KB} of the 40-hand games from .mpy, for the tree at `tree`."""
    budget.ROOT = tree
    found = {}
    try:
        for column in (budget.MP32, budget.CP32):
            wanted = [game for game in games if column in COLUMNS[game]]
            if wanted:
                budget.compile_tree(column)
                for game in wanted:
                    if game == "handheld":
                        found[game, column.name] = handheld_heap(tree, column)
                    else:
                        found[game, column.name] = budget.game_heap(column, game, "mpy")
    finally:
        budget.ROOT = ROOT
    return found


def main(names=None):
    for column in (budget.MP32, budget.CP32):
        if not column.found:
            raise SystemExit("%s not found (PINOCHLE_VMS)" % column.name)
    print("| trick | where | game, VM | with it | without it | saves | kept |")
    print("|---|---|---|---|---|---|---|")
    measured = {}
    for name in names or list(TRICKS):
        what, where, kept, patch, games = TRICKS[name]
        with tempfile.TemporaryDirectory() as scratch:
            tree = Path(scratch) / "tree"
            shutil.copytree(ROOT, tree, ignore=shutil.ignore_patterns(".*", "build", "node_modules", "docs"))
            missing = [game for game in games if game not in {measured_game for measured_game, _ in measured}]
            if missing:
                measured.update(measure(tree, missing))
            patch(tree)
            without = measure(tree, games)
        for (game, column), patched in sorted(without.items()):
            as_is = measured[game, column]
            with_it, without_it = (as_is, patched) if kept else (patched, as_is)
            row = (what, where, game, column, with_it, without_it, without_it - with_it, "kept" if kept else "removed")
            print("| %s | %s | %s, %s | %d KB | %d KB | %d KB | %s |" % row)
        sys.stdout.flush()
