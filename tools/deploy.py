"""Builds the CIRCUITPY image (code.py, boot.py, settings.toml, the package, lib/) and copies it to a board or a UF2.
Host-only: `python3 tools/deploy.py [--board NAME] [--mpy-cross PATH] [--to DRIVE | --uf2 FILE]`; saves untouched."""

import argparse
import ast
import errno
import hashlib
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "build" / "circuitpy"
WHEELS = ROOT / "build" / "wheels"
REQUIREMENTS = ROOT / "requirements-board.txt"
APP_FILES = ("code.py", "boot.py")  # CircuitPython runs these as source: never compiled
SETTINGS = "settings.toml"
BOARDS = "boards"  # a folder per tested build, each with its settings.toml (--board NAME)
PACKAGE = "pinochle"
# Modules for the computer only. A module whose docstring says "host-only" stays off the board too.
HOST_ONLY = ("pinochle/__main__.py", "pinochle/host/")
# The MicroPython handheld's framebuf view and Pin buttons: never imported on CircuitPython.
MICROPYTHON_ONLY = ("pinochle/device/micropython/",)
_HOST_ONLY_MARK = re.compile(r"\bhost[- ]only\b", re.IGNORECASE)
# CircuitPython runs the first of these it finds: a code.txt left on the drive would hide code.py.
_RUN_FIRST = ("code.txt",)


class DeployError(Exception):
    pass


def is_host_only(relative, source):
    if relative.startswith(HOST_ONLY):
        return True
    try:
        docstring = ast.get_docstring(ast.parse(source)) or ""
    except SyntaxError:
        return False
    return bool(_HOST_ONLY_MARK.search(docstring))


def package_files(root=ROOT, skip=()):
    """{relative path: source bytes} of the package modules a board runs, less those under the skip folders."""
    files = {}
    for path in sorted((root / PACKAGE).rglob("*.py")):
        relative = path.relative_to(root).as_posix()
        if relative.startswith(tuple(skip)):
            continue
        source = path.read_bytes()
        if not is_host_only(relative, source):
            files[relative] = source
    return files


def read_requirements(path=REQUIREMENTS):
    """[(distribution, version, sha256)] from lines 'name==version --hash=sha256:...' (backslash-continued)."""
    text = path.read_text().replace("\\\n", " ")
    pins = []
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        match = re.fullmatch(r"([A-Za-z0-9_.-]+)==([^\s]+)\s+--hash=sha256:([0-9a-f]{64})", line)
        if not match:
            raise DeployError("%s: expected 'name==version --hash=sha256:...', got %r" % (path.name, line))
        pins.append(match.groups())
    return pins


def _sha256(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _wheel_for(name, version, folder):
    prefix = "%s-%s-" % (re.sub(r"[-_.]+", "_", name).lower(), version)
    for path in sorted(folder.glob("*.whl")):
        if path.name.lower().startswith(prefix):
            return path
    return None


def fetch_wheels(pins, folder=WHEELS):
    """The pinned wheels, from the cache folder or downloaded with pip; each hash is checked."""
    folder.mkdir(parents=True, exist_ok=True)
    missing = [pin for pin in pins if _wheel_for(pin[0], pin[1], folder) is None]
    if missing:
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as requirements:
            for name, version, digest in missing:
                requirements.write("%s==%s --hash=sha256:%s\n" % (name, version, digest))
        command = [sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check", "--no-deps"]
        command += ["--only-binary", ":all:", "--dest", str(folder), "-r", requirements.name]
        try:
            result = subprocess.run(command, capture_output=True, text=True)
        finally:
            os.unlink(requirements.name)
        if result.returncode:
            raise DeployError("pip download failed:\n" + (result.stderr or result.stdout).strip())
    wheels = []
    for name, version, digest in pins:
        wheel = _wheel_for(name, version, folder)
        if wheel is None:
            raise DeployError("pip did not download %s==%s" % (name, version))
        if _sha256(wheel) != digest:
            raise DeployError("%s does not match its hash in %s" % (wheel.name, REQUIREMENTS.name))
        wheels.append(wheel)
    return wheels


def wheel_modules(wheels):
    """{path under lib/: source bytes} of every module in the wheels (no metadata, no tests)."""
    modules = {}
    for wheel in wheels:
        with zipfile.ZipFile(wheel) as archive:
            for name in archive.namelist():
                top = name.split("/", 1)[0]
                if name.endswith(".py") and not top.endswith((".dist-info", ".data")) and top != "tests":
                    modules[name] = archive.read(name)
    return modules


def imported_modules(source, relative, definite_only=False):
    """Dotted names a module may import: every import statement, at any depth, relative ones resolved.
    For 'from a import b' both a and a.b are given (b may be a submodule), only a if definite_only."""
    package = relative[:-3].split("/")[:-1]  # the package a module (or an __init__) sits in
    names = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package[: len(package) - node.level + 1]
                base = ".".join(parent + ([base] if base else []))
            if base:
                names.add(base)
            if not definite_only:
                names.update("%s.%s" % (base, alias.name) if base else alias.name for alias in node.names)
    return names


def _module_path(dotted, files):
    """The file among files (relative paths) that holds a dotted module name, or None."""
    path = dotted.replace(".", "/")
    for candidate in (path + ".py", path + "/__init__.py"):
        if candidate in files:
            return candidate
    return None


def _with_parents(dotted):
    parts = dotted.split(".")
    return [".".join(parts[: count + 1]) for count in range(len(parts))]


def resolve_lib(board_sources, modules):
    """The lib/ modules that board_sources ({path: source}) import, directly or through one another."""
    chosen = set()
    pending = list(board_sources.items())
    while pending:
        relative, source = pending.pop()
        for dotted in imported_modules(source, relative):
            for name in _with_parents(dotted):
                path = _module_path(name, modules)
                if path is not None and path not in chosen:
                    chosen.add(path)
                    pending.append((path, modules[path]))
    return {path: modules[path] for path in sorted(chosen)}


def check_imports(board_sources, lib, root=ROOT):
    """Refuse an image whose board code imports a host-only module, a package module that does not exist,
    or a library lib/ does not hold."""
    problems = []
    sources = {path.relative_to(root).as_posix() for path in (root / PACKAGE).rglob("*.py")}
    for relative, source in sorted(board_sources.items()):
        definite = imported_modules(source, relative, definite_only=True)
        for dotted in sorted(imported_modules(source, relative)):
            top = dotted.split(".", 1)[0]
            if top == PACKAGE:
                path = _module_path(dotted, sources)
                if path is not None and path not in board_sources:
                    problems.append("%s imports %s, a host-only module" % (relative, dotted))
                elif path is None and dotted in definite:
                    problems.append("%s imports %s, which is not in the package" % (relative, dotted))
            elif top.startswith("adafruit_") and _module_path(top, lib) is None:
                problems.append("%s imports %s: add its package to %s" % (relative, top, REQUIREMENTS.name))
    if problems:
        raise DeployError("\n".join(problems))


# How a board's .mpy files are compiled here and in tools/build_micropython.py: no line numbers (-O3), less heap; a
# traceback still names each module and function. The package has no assert, which -O1 and up would drop.
BOARD_MPY = ("-O3",)


def source_name(mpy_path):
    """The name a .mpy gives its code (tracebacks' File "..."): the module's dotted name, which the board interns
    when it imports the module anyway. A path of its own ("pinochle/app/hand_entry.py") would be one more name
    per module kept in RAM for good, 0.8 KB over the package. lib/ is on the board's import path."""
    name = mpy_path[: -len(".mpy")]
    name = (name[len("lib/") :] if name.startswith("lib/") else name).replace("/", ".")
    return name[: -len(".__init__")] if name.endswith(".__init__") else name


def compile_mpy(mpy_cross, relative, source, folder):
    """CircuitPython .mpy bytes of one module, checked to be CircuitPython's format, not MicroPython's."""
    source_path = folder / "source.py"
    output_path = folder / "module.mpy"
    source_path.write_bytes(source)
    name = source_name(relative[:-3] + ".mpy")
    command = [str(mpy_cross)] + list(BOARD_MPY) + ["-o", str(output_path), "-s", name, str(source_path)]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode:
        raise DeployError("%s failed on %s:\n%s" % (mpy_cross, relative, (result.stderr or result.stdout).strip()))
    compiled = output_path.read_bytes()
    if compiled[:1] != b"C":
        raise DeployError(
            "%s writes MicroPython .mpy files (header %r), which CircuitPython cannot load: give the mpy-cross "
            "built from CircuitPython's source for your CircuitPython version, or leave out --mpy-cross to "
            "ship .py files" % (mpy_cross, bytes(compiled[:2]))
        )
    return compiled


def board_names(root=ROOT):
    """The tested builds: the folders of boards/ that hold a settings.toml."""
    return sorted(path.parent.name for path in (root / BOARDS).glob("*/" + SETTINGS))


def settings_file(root=ROOT, board=None):
    """The settings.toml the image gets: the project's, or boards/NAME's."""
    if board is None:
        return root / SETTINGS
    if board not in board_names(root):
        raise DeployError("no board %r in %s/: choose one of %s" % (board, BOARDS, ", ".join(board_names(root))))
    return root / BOARDS / board / SETTINGS


def image_files(root=ROOT, mpy_cross=None, wheels_folder=WHEELS, board=None):
    """{path on the drive: bytes} for the whole image, with board's settings (boards/NAME) when one is named."""
    settings = settings_file(root, board)
    board = {}
    for name in APP_FILES:
        path = root / name
        if not path.exists():
            raise DeployError("%s is missing: the board has nothing to run" % name)
        board[name] = path.read_bytes()
    board.update(package_files(root, MICROPYTHON_ONLY))
    lib = resolve_lib(board, wheel_modules(fetch_wheels(read_requirements(root / REQUIREMENTS.name), wheels_folder)))
    check_imports(board, lib, root)
    image = dict(board)
    image.update(("lib/" + path, source) for path, source in lib.items())
    if mpy_cross:
        with tempfile.TemporaryDirectory() as scratch:
            for path in list(image):
                if path.endswith(".py") and path not in APP_FILES:
                    image[path[:-3] + ".mpy"] = compile_mpy(mpy_cross, path, image.pop(path), Path(scratch))
    if settings.exists():
        image[SETTINGS] = settings.read_bytes()
    return dict(sorted(image.items()))


def saved_game_names():
    """Names of the files the game saves to on CIRCUITPY: the slot file and the archive of deploy's drive image, and
    the two save files that earlier versions made."""
    sys.path.insert(0, str(ROOT))
    from pinochle.device.circuitpython import archive_file
    from pinochle.device.circuitpython.slot_file import NAME
    from pinochle.store.file_medium import FILE_NAMES

    return tuple(FILE_NAMES) + (NAME, archive_file.NAME)


def write_folder(image, folder):
    """Write the image into a fresh folder (a previous image there is replaced)."""
    folder = Path(folder)
    if folder.exists():
        if any(folder.iterdir()) and not (folder / "code.py").exists():
            raise DeployError("%s is not empty and holds no earlier image: not replacing it" % folder)
        shutil.rmtree(folder)
    for path, data in image.items():
        target = folder / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)


def _stale(drive, image):
    """Files on the drive that an earlier deploy left and this image replaces: old package modules, and our
    lib modules in the other form (a .py beside a new .mpy would be imported first)."""
    stale = []
    package = drive / PACKAGE
    if package.is_dir():
        for path in package.rglob("*"):
            relative = path.relative_to(drive).as_posix()
            if path.is_file() and relative not in image:
                stale.append(path)
    tops = {path.split("/")[1] for path in image if path.startswith("lib/")}
    for top in tops:
        name = top.rsplit(".", 1)[0]
        candidates = [drive / "lib" / (name + ".py"), drive / "lib" / (name + ".mpy")]
        if (drive / "lib" / name).is_dir():
            candidates += [path for path in (drive / "lib" / name).rglob("*") if path.is_file()]
        for path in candidates:
            if path.is_file() and path.relative_to(drive).as_posix() not in image:
                stale.append(path)
    return sorted(stale)


def _write_file(path, data):
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as file:
        file.write(data)
        file.flush()
        os.fsync(file.fileno())


def copy_to_drive(image, drive, force=False, board_settings=False):
    """Copy the image onto a mounted CIRCUITPY drive. Returns (written, unchanged, kept, removed) paths.

    Never writes the saved game files, nor an existing settings.toml unless board_settings (--board), when one that
    differs is first copied to settings.toml.bak; removes only stale files of our own package and lib modules;
    writes only files that differ; code.py last."""
    drive = Path(drive)
    if not drive.is_dir():
        raise DeployError("%s is not a folder: is the board's drive mounted?" % drive)
    if not force and not (drive / "boot_out.txt").exists():
        raise DeployError("%s has no boot_out.txt, so it does not look like CIRCUITPY (--force to copy anyway)" % drive)
    protected = set(saved_game_names())
    kept = sorted(name for name in protected if (drive / name).exists())
    if (drive / SETTINGS).exists() and not board_settings:
        kept.append(SETTINGS)
        protected.add(SETTINGS)
    order = sorted(image, key=lambda path: (path == "code.py", path == "boot.py", path))
    written, unchanged, removed = [], [], []
    try:
        for path in _stale(drive, image):
            path.unlink()
            removed.append(path.relative_to(drive).as_posix())
        old = drive / SETTINGS
        if board_settings and old.is_file() and old.read_bytes() != image.get(SETTINGS):
            _write_file(drive / (SETTINGS + ".bak"), old.read_bytes())
            kept.append(SETTINGS + ".bak")
        for path in order:
            if path in protected:
                continue
            target = drive / path
            if target.is_file() and target.read_bytes() == image[path]:
                unchanged.append(path)
                continue
            _write_file(target, image[path])
            written.append(path)
    except OSError as error:
        if error.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
            raise DeployError(
                "%s is read-only to the computer: the game keeps it writable for saving (boot.py). Unplug the "
                "board, hold the edit button (PINOCHLE_EDIT_PIN in settings.toml: GP15 by default, the knob on a "
                "MacroPad) while plugging it in, and deploy again" % drive
            ) from None
        raise
    if hasattr(os, "sync"):
        os.sync()
    return written, unchanged, kept, removed


# CIRCUITPY on a Raspberry Pi Pico as CircuitPython formats it: 2048 sectors of 512 bytes, a sector a cluster, one
# reserved sector, one FAT of 7 sectors, 512 root entries; cluster N at drive sector 38 + N, at flash 0x100000.
MFORMAT = ["-T", "2048", "-h", "255", "-s", "63", "-H", "1", "-c", "1", "-r", "32", "-L", "7", "-R", "1", "-d", "1"]
MFORMAT += ["-M", "512", "-m", "0xf8", "-v", "CIRCUITPY"]
DRIVE_BYTES = 2048 * 512
DRIVE_FLASH = 0x10100000  # in the RP2040's address space (XIP flash at 0x10000000)
RP2040_FAMILY = 0xE48BFF56
# The slot file's place (pinochle.device.circuitpython.slot_file): the folder takes cluster 2, the file 3 to 17.
SLOT_CLUSTERS = "<3-17>"
# The archive's (pinochle.device.circuitpython.archive_file): the next 128 clusters, from drive sector 56 (flash
# 0x107000), so its 16 sectors of 4 KB are the flash's erase sectors 0x107-0x116, its own.
ARCHIVE_CLUSTERS = "<18-145>"


def _mtools(command, *arguments):
    environment = dict(os.environ, MTOOLS_SKIP_CHECK="1")
    result = subprocess.run([command] + list(arguments), env=environment, capture_output=True, text=True)
    if result.returncode:
        raise DeployError("%s failed: %s" % (command, (result.stderr or result.stdout).strip()))
    return result.stdout


def drive_image(image):
    """The whole CIRCUITPY drive (bytes) holding the image, with the save slot file laid out first, where the
    board's saves can rewrite it without touching another file (pinochle.device.circuitpython.slot_file): on a
    fresh FAT mtools gives clusters in order. code.py is copied last."""
    if shutil.which("mformat") is None:
        raise DeployError("the drive image needs mtools (apt-get install mtools)")
    sys.path.insert(0, str(ROOT))
    from pinochle.device.circuitpython import archive_file, slot_file

    laid_out = (slot_file.NAME, archive_file.NAME)  # first, in this order: the clusters below
    with tempfile.TemporaryDirectory() as folder:
        fat = str(Path(folder) / "drive.img")
        Path(fat).write_bytes(b"\xff" * DRIVE_BYTES)
        _mtools("mformat", "-i", fat, *MFORMAT, "::")
        # Both blank; an archive of the layout's size in the image is kept (the bench's full one).
        archive = image.get(archive_file.NAME, b"")
        if len(archive) != archive_file.FILE_SIZE:
            archive = b"\xff" * archive_file.FILE_SIZE
        files = {slot_file.NAME: b"\xff" * slot_file.FILE_SIZE, archive_file.NAME: archive}
        files.update((path, data) for path, data in image.items() if path not in laid_out)
        made = set()

        def order(path):  # the laid-out files first, in their order; code.py last
            return (path not in laid_out, laid_out.index(path) if path in laid_out else 0, path == "code.py", path)

        for path in sorted(files, key=order):
            local = Path(folder) / "file"
            local.write_bytes(files[path])
            parts = path.split("/")[:-1]
            for depth in range(1, len(parts) + 1):
                parent = "/".join(parts[:depth])
                if parent not in made:
                    _mtools("mmd", "-i", fat, "::" + parent)
                    made.add(parent)
            _mtools("mcopy", "-i", fat, str(local), "::" + path)
        chain = _mtools("mshowfat", "-i", fat, "::" + slot_file.NAME).split()[-1]
        if chain != SLOT_CLUSTERS:
            raise DeployError("the slot file landed on clusters %s, not %s" % (chain, SLOT_CLUSTERS))
        chain = _mtools("mshowfat", "-i", fat, "::" + archive_file.NAME).split()[-1]
        if chain != ARCHIVE_CLUSTERS:
            raise DeployError("the archive landed on clusters %s, not %s" % (chain, ARCHIVE_CLUSTERS))
        return Path(fat).read_bytes()


def uf2(data, address=DRIVE_FLASH, family=RP2040_FAMILY):
    """data as UF2 blocks (512 bytes each: header, 256 bytes to flash at address, end magic) for a board's
    bootloader drive: dragged on after CircuitPython's own UF2, it writes the drive whole."""
    count = (len(data) + 255) // 256
    blocks = []
    for number in range(count):
        payload = data[number * 256 : (number + 1) * 256]
        header = struct.pack("<8I", 0x0A324655, 0x9E5D5157, 0x2000, address + number * 256, 256, number, count, family)
        blocks.append(header + payload.ljust(476, b"\x00") + struct.pack("<I", 0x0AB16F30))
    return b"".join(blocks)


def sizes(image):
    """Bytes per part of the image: app (code.py, boot.py, settings.toml), package, lib."""
    parts = {"app": 0, "package": 0, "lib": 0}
    for path, data in image.items():
        part = "lib" if path.startswith("lib/") else "package" if path.startswith(PACKAGE + "/") else "app"
        parts[part] += len(data)
    return parts


def main(argv=None):
    parser = argparse.ArgumentParser(description="Build the CIRCUITPY image; copy it to a mounted board drive.")
    parser.add_argument("--out", default=str(OUT), help="folder for the image (default build/circuitpy)")
    parser.add_argument(
        "--board",
        metavar="NAME",
        help="a tested build's settings.toml (boards/NAME), written to the drive too: %s" % ", ".join(board_names()),
    )
    parser.add_argument("--to", metavar="DRIVE", help="the mounted CIRCUITPY drive, e.g. /media/$USER/CIRCUITPY")
    parser.add_argument("--mpy-cross", metavar="PATH", help="CircuitPython's own mpy-cross: ship .mpy files")
    parser.add_argument("--force", action="store_true", help="copy to a folder that has no boot_out.txt")
    parser.add_argument("--uf2", metavar="FILE", help="write the whole CIRCUITPY drive as a UF2 for a Pico")
    args = parser.parse_args(argv)
    try:
        image = image_files(mpy_cross=args.mpy_cross, board=args.board)
        write_folder(image, args.out)
        parts = sizes(image)
        print(
            "%s: %d files, %d bytes (app %d, package %d, lib %d)"
            % (args.out, len(image), sum(parts.values()), parts["app"], parts["package"], parts["lib"])
        )
        if args.uf2:
            Path(args.uf2).write_bytes(uf2(drive_image(image)))
            print("%s: the whole drive, save slot laid out; drag it onto RPI-RP2 after CircuitPython" % args.uf2)
        if args.to:
            written, unchanged, kept, removed = copy_to_drive(image, args.to, args.force, args.board is not None)
            print("%s: wrote %d files, %d unchanged" % (args.to, len(written), len(unchanged)))
            for name in kept:
                replaced = name == SETTINGS + ".bak"
                print(
                    "  kept %s" % name + (" (the drive's settings; %s's are in settings.toml)" % args.board) * replaced
                )
            for name in removed:
                print("  removed stale %s" % name)
            if SETTINGS in kept and (Path(args.out) / SETTINGS).exists():
                print("  (the project's settings.toml is in %s if you want to compare)" % args.out)
            if "boot.py" in written:
                print("  boot.py changed: it runs at the next power-up or reset button, not on reload")
            for name in _RUN_FIRST:
                if (Path(args.to) / name).exists():
                    print("  warning: %s is on the drive and runs instead of code.py: remove it" % name)
    except DeployError as error:
        print("deploy: %s" % error, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
