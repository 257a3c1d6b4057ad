"""tests/vm_modules.txt names exactly the test modules marked MICROPYTHON = True (tools/vm_modules.py, which
tools/test.sh asks first), and a module on one side only stops the VM runs with its name."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import vm_modules  # noqa: E402

MICROPYTHON = os.environ.get("MICROPYTHON") or str(Path(sys.executable).parent / "micropython")


def test_the_list_names_every_marked_module_and_no_other():
    assert vm_modules.listed()
    assert vm_modules.problems() == []


def test_a_module_on_one_side_only_is_named(tmp_path, capsys):
    (tmp_path / "tests" / "melds").mkdir(parents=True)
    marked = "MICROPYTHON = True\n\n\ndef test_one():\n    pass\n"
    (tmp_path / "tests" / "melds" / "test_listed.py").write_text(marked)
    (tmp_path / "tests" / "melds" / "test_forgotten.py").write_text(marked)
    (tmp_path / "tests" / "melds" / "test_cpython_only.py").write_text("def test_one():\n    pass\n")
    listed = ["tests/melds/test_listed.py", "tests/melds/test_cpython_only.py", "tests/melds/test_gone.py"]
    (tmp_path / "tests" / "vm_modules.txt").write_text("# the VM tests\n" + "\n".join(listed + listed[:1]) + "\n")
    with pytest.raises(SystemExit) as stopped:
        vm_modules.main(tmp_path)
    assert str(stopped.value).splitlines() == [
        "tests/melds/test_forgotten.py says MICROPYTHON = True but is not in tests/vm_modules.txt",
        "tests/melds/test_cpython_only.py is in tests/vm_modules.txt but does not say MICROPYTHON = True",
        "tests/melds/test_gone.py is in tests/vm_modules.txt but there is no such file",
        "tests/melds/test_listed.py is in tests/vm_modules.txt twice",
    ]
    assert capsys.readouterr().out == ""


def test_the_vm_runner_refuses_a_module_not_marked(tmp_path):
    (tmp_path / "tests" / "melds").mkdir(parents=True)
    (tmp_path / "tests" / "melds" / "test_cpython_only.py").write_text("def test_one():\n    pass\n")
    command = [MICROPYTHON, str(ROOT / "tools" / "mp_test.py"), "tests/melds/test_cpython_only.py"]
    result = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert result.returncode == 1
    assert "tests/melds/test_cpython_only does not say MICROPYTHON = True" in result.stdout + result.stderr
