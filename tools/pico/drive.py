"""Flash images of a Pico holding the companion: CircuitPython's drive as tools/deploy.py builds it, or MicroPython's
littlefs with tools/build_micropython.py's files. Host-only; tests/pico/test_pico.py and bench/pico.py use it."""

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from tools.pico.board import MACROPAD_PRESET, PRESET, ROOT, Pico, rp2040_folder

BUILD = ROOT / "build" / "pico"
FAT_AT = 4096  # CIRCUITPY starts one sector (nvm) into the CircuitPython region
LFS_BLOCK, LFS_BLOCKS = 4096, 352  # MicroPython's littlefs on RPI_PICO: 1,408 KB at flash offset 0xa0000


def blank(firmware):
    """The region as the firmware leaves it on its first boot over an erased flash (it formats the drive)."""
    path = BUILD / ("blank-%s.img" % firmware)
    if not path.exists():
        BUILD.mkdir(parents=True, exist_ok=True)
        with Pico(firmware) as pico:
            pico.run(12000 if firmware == "circuitpython" else 3000)
            pico.save(path)
    return path.read_bytes()


def preset_values(board=PRESET):
    """{name: value} of a tested build's settings.toml (boards/NAME)."""
    import tomllib

    with open(ROOT / "boards" / board / "settings.toml", "rb") as file:
        return tomllib.load(file)


def circuitpython_files(board=PRESET):
    """{path on the drive: bytes}: tools/deploy.py --board BOARD's image (the Pico preset's unless named),
    compiled with CircuitPython's own mpy-cross."""
    sys.path.insert(0, str(ROOT / "tools"))
    import deploy

    mpy_cross = rp2040_folder().parent / "circuitpython" / "mpy-cross"
    image = deploy.image_files(mpy_cross=str(mpy_cross) if mpy_cross.exists() else None, board=board)
    return {name: data.encode() if isinstance(data, str) else bytes(data) for name, data in image.items()}


def micropython_files():
    """{path: bytes} as docs/micropython.md has a user copy them: the package in lib/, the handheld's modules, the
    settings file, main.py and the ssd1306 driver in lib/."""
    sys.path.insert(0, str(ROOT / "tools"))
    sys.path.insert(0, str(ROOT / "tests" / "helpers"))
    import build_micropython
    import mp_handheld

    folder = Path(tempfile.mkdtemp())
    try:
        build_micropython.build(folder / "out", mp_handheld.MPY_CROSS)
        files = {}
        for path in sorted((folder / "out").rglob("*")):
            if path.is_file() and path.suffix in (".mpy", ".py"):
                relative = path.relative_to(folder / "out").as_posix()
                files[("lib/" + relative) if relative.startswith("pinochle/") else relative] = path.read_bytes()
        driver = folder / "ssd1306.mpy"
        subprocess.run([mp_handheld.MPY_CROSS, "-o", str(driver), str(mp_handheld.ssd1306_source())], check=True)
        files["lib/ssd1306.mpy"] = driver.read_bytes()
        return files
    finally:
        shutil.rmtree(folder)


def with_settings(text, settings):
    """settings.toml (CircuitPython) or pinochle_settings.py (MicroPython) text with {name: value} set in it:
    a line of the name replaced, else one added."""
    lines = text.decode().splitlines()
    for name, value in settings.items():
        line = "%s = %s" % (name, value if isinstance(value, int) else '"%s"' % value)
        at = [index for index, old in enumerate(lines) if old.split("=")[0].strip() == name]
        if at:
            lines[at[0]] = line
        else:
            lines.append(line)
    return ("\n".join(lines) + "\n").encode()


def circuitpython_image(settings=None, extra=None, board=PRESET):
    """The CircuitPython region (nvm and CIRCUITPY) with the companion deployed as a user's Pico (or MacroPad) gets
    it: nvm erased, the drive tools/deploy.py --board BOARD builds (its save slot file laid out first); settings
    replace settings.toml's values; extra: {path: bytes} added to the drive (a bad settings.toml)."""
    files = circuitpython_files(board)
    if settings:
        files["settings.toml"] = with_settings(files["settings.toml"], settings)
    files.update(extra or {})
    import deploy

    return b"\xff" * FAT_AT + deploy.drive_image(files), files


def micropython_image(settings=None, extra=None):
    """The MicroPython littlefs region with the companion's files, pinochle_settings.py holding the Pico preset's
    values (the same names as settings.toml's); settings replace those."""
    from littlefs import LittleFS

    files = micropython_files()
    values = dict(preset_values(), **(settings or {}))
    files["pinochle_settings.py"] = with_settings(files["pinochle_settings.py"], values)
    files.update(extra or {})
    lfs = LittleFS(block_size=LFS_BLOCK, block_count=LFS_BLOCKS, mount=False)
    lfs.context.buffer = bytearray(blank("micropython"))
    lfs.mount()
    for name, data in files.items():
        parts = name.split("/")
        for depth in range(1, len(parts)):
            try:
                lfs.mkdir("/".join(parts[:depth]))
            except FileExistsError:
                pass
        with lfs.open(name, "wb") as file:
            file.write(data)
    lfs.unmount()
    return bytes(lfs.context.buffer), files


def image(firmware, settings=None, extra=None):
    """(region bytes, {path: bytes} deployed) for firmware "circuitpython" or "micropython" (the Pico preset's),
    or "macropad" (the MacroPad preset's, on its own CircuitPython)."""
    if firmware == "micropython":
        return micropython_image(settings, extra)
    return circuitpython_image(settings, extra, MACROPAD_PRESET if firmware == "macropad" else PRESET)


def read_files(firmware, region):
    """{path: bytes} of every file in a region image, read back with mtools or littlefs-python."""
    if firmware == "micropython":
        from littlefs import LittleFS

        lfs = LittleFS(block_size=LFS_BLOCK, block_count=LFS_BLOCKS, mount=False)
        lfs.context.buffer = bytearray(region)
        lfs.mount()
        found = {}
        for top, _, names in lfs.walk("/"):
            for name in names:
                path = (top.rstrip("/") + "/" + name).lstrip("/")
                with lfs.open(path, "rb") as file:
                    found[path] = file.read()
        return found
    with tempfile.TemporaryDirectory() as folder:
        fat = Path(folder) / "fat.img"
        fat.write_bytes(region[FAT_AT:])
        out = Path(folder) / "out"
        out.mkdir()
        environment = dict(os.environ, MTOOLS_SKIP_CHECK="1")
        subprocess.run(["mcopy", "-s", "-n", "-i", str(fat), "::*", str(out)], env=environment, capture_output=True)
        return {
            path.relative_to(out).as_posix(): path.read_bytes() for path in sorted(out.rglob("*")) if path.is_file()
        }
