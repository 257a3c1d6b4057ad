"""Lists import circles, imports against the layer order (function-local imports included) and private names taken
from another module in the package. Host-only: `python3 tools/import_cycles.py [ROOT]`, exit 1 when there is one."""

import ast
import sys
from pathlib import Path

PACKAGE = "pinochle"
# The package's folders (and top-level modules) in layers, lowest first, as docs/architecture.md draws them: a module
# imports from its own folder and from lower layers only, never from a higher layer or another folder of its own.
# Code outside the package (tools/, bench/, code.py, the board files) is above all of them.
LAYERS = (
    ("pinochle.panel",),  # key tokens, the ticks clock, BIG: imports nothing, so the device reaches it without the app
    ("pinochle.fit",),  # how a line gives way: imports nothing, so the notices lay out text without the app
    ("pinochle.screens",),  # the screens' names: imports nothing; the memory layer and the app read them
    ("pinochle.rules",),
    ("pinochle.bidding", "pinochle.melds", "pinochle.play"),
    ("pinochle.settle",),
    ("pinochle.ledger",),
    ("pinochle.store",),
    ("pinochle.archive",),  # finished games kept: over the store's frames, below the screens that show them
    ("pinochle.stats",),  # figures across the kept games: a fold of their records, for the Stats screen and the CLI
    ("pinochle.bidhelp", "pinochle.device"),  # the device: keys and views over panel, slots over store; below the app
    ("pinochle.memory",),  # the one list of what loads on demand, and its drop: the app and the power-up call it
    ("pinochle.app",),
    ("pinochle.runner",),
    # The command line, and the package's own __init__ (its public meld calls load melds; every module importing
    # `const` from it is a child importing its parent, which is no edge here).
    ("pinochle.host", PACKAGE),
    ("pinochle.__main__",),  # `python3 -m pinochle`: the command line's door
)


def module_name(path, root):
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports(path, name, known):
    """(module imported, names taken, line) for every import in the file, resolved to modules of the package."""
    found = []
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(alias.name, (), node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1] + ([base] if base else []))
            names = tuple(alias.name for alias in node.names)
            submodules = [base + "." + taken for taken in names if base + "." + taken in known]
            found += [(module, (), node.lineno) for module in submodules]
            found.append((base, names, node.lineno))
        elif isinstance(node, ast.Call) and getattr(node.func, "id", None) == "__import__":
            argument = node.args[0] if node.args else None
            if isinstance(argument, ast.BinOp):  # a prefix and a name: a profile module
                argument = argument.left
            if isinstance(argument, ast.Constant) and isinstance(argument.value, str):
                found.append((argument.value.rstrip("."), (), node.lineno))
    return [entry for entry in found if entry[0] == PACKAGE or entry[0].startswith(PACKAGE + ".")]


def private_attributes(path):
    """`other._name` in a file where `_name` is not the file's own (a method it defines or an attribute it sets on
    self): another module's object's private attribute."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    own = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            own.add(node.name)
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
            if getattr(node.value, "id", "") == "self":
                own.add(node.attr)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__"):
            owner = node.value
            if isinstance(owner, ast.Name) and owner.id not in ("self", "cls") and node.attr not in own:
                found.append("%s.%s" % (owner.id, node.attr))
    return found


def graph(root):
    """{module: set of modules it imports} over the package, the private names taken across modules, and where each
    import is: {(module, module it imports): [(file, line), ...]}."""
    paths = {module_name(path, root): path for path in sorted((root / PACKAGE).rglob("*.py"))}
    edges = {name: set() for name in paths}
    private = []
    places = {}
    for name, path in paths.items():
        for module, names, line in imports(path, name, paths):
            while module not in paths and "." in module:
                module = module.rpartition(".")[0]
            if module not in paths or module == name:
                continue
            for taken in names:
                if taken.startswith("_") and not taken.startswith("__"):
                    private.append("%s takes %s.%s" % (name, module, taken))
            if not (name + ".").startswith(module + "."):  # a child importing an ancestor is the ordinary way in
                edges[name].add(module)
                places.setdefault((name, module), []).append((path.relative_to(root).as_posix(), line))
        private += ["%s uses %s" % (name, used) for used in sorted(set(private_attributes(path)))]
    return edges, private, places


def circles(edges):
    """The strongly connected components with more than one member (Tarjan), each sorted."""
    index, low, stack, on_stack, found = {}, {}, [], set(), []

    def visit(node):
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(edges.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return sorted(found)


def folder(module):
    """The top-level folder (or module) of the package a module belongs to: pinochle.store.game -> pinochle.store."""
    return ".".join(module.split(".")[:2])


def layer(folder_name):
    """The folder's place in LAYERS, or None when it is in none."""
    for rank, folders in enumerate(LAYERS):
        if folder_name in folders:
            return rank
    return None


def against_layers(edges, places):
    """Each import of a higher layer or of another folder of the same layer, as "file:line: who imports what", and
    each folder LAYERS does not place."""
    unplaced = sorted(set(folder(source) for source in edges if layer(folder(source)) is None))
    found = ["%s is in no layer of LAYERS" % name for name in unplaced]
    for source in sorted(edges):
        for target in sorted(edges[source]):
            here, there = layer(folder(source)), layer(folder(target))
            if folder(source) == folder(target) or here is None or there is None or there < here:
                continue
            way = "a higher layer" if there > here else "another folder of its layer"
            found += ["%s:%d: %s imports %s, %s" % (where + (source, target, way)) for where in places[source, target]]
    return found


def main(argv):
    root = Path(argv[1] if len(argv) > 1 else Path(__file__).resolve().parents[1])
    edges, private, places = graph(root)
    between_folders = {}
    for source, targets in edges.items():
        for target in targets:
            if folder(source) != folder(target):
                between_folders.setdefault(folder(source), set()).add(folder(target))
    module_circles = circles(edges)
    folder_circles = circles(between_folders)
    print("%d modules, %d imports between them" % (len(edges), sum(map(len, edges.values()))))
    for title, found in (("between folders", folder_circles), ("between modules", module_circles)):
        print("import circles %s: %d" % (title, len(found)))
        for component in found:
            print("  " + " <-> ".join(component))
    upward = against_layers(edges, places)
    print("imports against the layer order: %d" % len(upward))
    for line in upward:
        print("  " + line)
    print("private names taken from another module: %d" % len(private))
    for line in private:
        print("  " + line)
    return 1 if folder_circles or module_circles or upward or private else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
