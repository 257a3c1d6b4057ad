"""What each memory trick saves: the budget's games on a copy of the tree with that one trick undone, beside the tree
as it is. Host-only: `.venv/bin/python -m bench.heap tricks [TRICK ...]` (about a minute a trick)."""

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


# The screens' modules (pinochle.screens), first in pinochle.memory.ON_DEMAND: the rest are the domain's on-demand
# modules.
_DOMAIN_ON_DEMAND = "ON_DEMAND = SCREENS + ("
# name: (what it is, where, the patch that undoes it, the games it can change)
TRICKS = {
    "drop": (
        "what is loaded on demand dropped at each screen change (a board without heap to spare)",
        "pinochle/memory.py ON_DEMAND, dropped by App._top",
        replace("bench/heap/vm/app_game.py", "Driver(store=store)", "Driver(store=store, keep_screens=True)"),
        ("app",),
    ),
    "domain": (
        "the domain's on-demand modules dropped with the screens (meld counting, signals, past hands, play, bid help, "
        "profiles, options, the save's reading)",
        "pinochle/memory.py ON_DEMAND after the screens",
        replace("pinochle/memory.py", _DOMAIN_ON_DEMAND, "ON_DEMAND = SCREENS\n_NOT_DROPPED = ("),
        ("app",),
    ),
    "collect": (
        "a collection before each screen's module is imported",
        "App._top",
        replace("pinochle/app/__init__.py", 'if hasattr(gc, "mem_free"):', "if False:"),
        ("app",),
    ),
    "rare": (
        "the rarer checks of a hand (trump nines, take-all, all passed) in a module of their own",
        "pinochle/settle/rare.py",
        rare_in_settle,
        ("core", "app"),
    ),
    "const": (
        "module constants folded by const()",
        "every module",
        every_const,
        ("core", "app"),
    ),
}
COLUMNS = {"core": (budget.MP32, budget.CP32), "app": (budget.CP32,)}


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
                    found[game, column.name] = budget.game_heap(column, game, "mpy")
    finally:
        budget.ROOT = ROOT
    return found


def main(names=None):
    for column in (budget.MP32, budget.CP32):
        if not column.found:
            raise SystemExit("%s not found (PINOCHLE_VMS)" % column.name)
    print("| trick | where | game, VM | with it | without it | saves |")
    print("|---|---|---|---|---|---|")
    measured = {}
    for name in names or list(TRICKS):
        what, where, patch, games = TRICKS[name]
        with tempfile.TemporaryDirectory() as scratch:
            tree = Path(scratch) / "tree"
            shutil.copytree(ROOT, tree, ignore=shutil.ignore_patterns(".*", "build", "node_modules", "docs"))
            missing = [game for game in games if game not in measured]
            if missing:
                measured.update(measure(tree, missing))
            patch(tree)
            without = measure(tree, games)
        for (game, column), heap in sorted(without.items()):
            with_it = measured[game, column]
            row = (what, where, game, column, with_it, heap, heap - with_it)
            print("| %s | %s | %s, %s | %d KB | %d KB | %d KB |" % row)
        sys.stdout.flush()
