"""The VM test set is the test modules marked MICROPYTHON = True, and nothing else (tools/vm_modules.py, which
tools/test.sh asks for the list); a mark written otherwise stops the VM runs with its module's name."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import vm_modules  # noqa: E402

MICROPYTHON = os.environ.get("MICROPYTHON") or str(Path(sys.executable).parent / "micropython")


def test_the_marks_are_the_set_and_all_are_written_to_count():
    assert "tests/layout/test_vm_modules.py" not in vm_modules.listed()  # its MICROPYTHON is the VM's path
    assert "tests/store/test_slots.py" in vm_modules.listed()
    assert vm_modules.problems() == []


def test_marked_modules_are_listed_and_a_loose_mark_is_named(tmp_path, capsys):
    (tmp_path / "tests" / "melds").mkdir(parents=True)
    marked = "MICROPYTHON = True\n\n\ndef test_one():\n    pass\n"
    (tmp_path / "tests" / "melds" / "test_b.py").write_text(marked)
    (tmp_path / "tests" / "melds" / "test_a.py").write_text(marked)
    (tmp_path / "tests" / "melds" / "helper.py").write_text(marked)  # not a test module
    (tmp_path / "tests" / "melds" / "test_cpython_only.py").write_text('MICROPYTHON = "micropython"\n')
    vm_modules.main(tmp_path)
    assert capsys.readouterr().out.split() == ["tests/melds/test_a.py", "tests/melds/test_b.py"]
    (tmp_path / "tests" / "melds" / "test_c.py").write_text("MICROPYTHON = True  # on the VMs too\n")
    with pytest.raises(SystemExit) as stopped:
        vm_modules.main(tmp_path)
    assert str(stopped.value).splitlines() == [
        "tests/melds/test_c.py: write its mark as `MICROPYTHON = True`, alone on its line, or the VMs leave it out"
    ]
    assert capsys.readouterr().out == ""


def test_the_vm_runner_refuses_a_module_not_marked(tmp_path):
    (tmp_path / "tests" / "melds").mkdir(parents=True)
    (tmp_path / "tests" / "melds" / "test_cpython_only.py").write_text("def test_one():\n    pass\n")
    command = [MICROPYTHON, str(ROOT / "tools" / "mp_test.py"), "tests/melds/test_cpython_only.py"]
    result = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert result.returncode == 1
    assert "tests/melds/test_cpython_only does not say MICROPYTHON = True" in result.stdout + result.stderr
