"""package.json, mip's list of the MicroPython package, is written from the package's modules by
tools/build_micropython.py --package-json, never by hand: a module added or removed fails here until it is
written again."""

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import build_micropython  # noqa: E402


def test_package_json_is_what_the_tool_writes_for_the_modules():
    assert build_micropython.up_to_date(), "package.json is out of date: run tools/build_micropython.py --package-json"
    package = json.loads((ROOT / "package.json").read_text())
    targets = [target for target, _ in package["urls"]]
    assert targets == sorted(build_micropython.modules())
    for target, source in package["urls"]:
        assert source.endswith(target) and (ROOT / target).is_file(), (target, source)
    assert package["version"]


def test_a_module_the_list_lacks_is_caught(tmp_path):
    (tmp_path / "pinochle" / "store").mkdir(parents=True)
    (tmp_path / "pinochle" / "__init__.py").write_text("")
    (tmp_path / "pinochle" / "store" / "__init__.py").write_text("")
    (tmp_path / "pyproject.toml").write_text('version = "1.2.3"\n')
    (tmp_path / "package.json").write_text(build_micropython.package_json(tmp_path))
    assert build_micropython.up_to_date(tmp_path)
    (tmp_path / "package.json").write_text(build_micropython.package_json(tmp_path, "owner/name"))
    assert build_micropython.up_to_date(tmp_path)  # written with absolute github: URLs
    (tmp_path / "pinochle" / "store" / "new.py").write_text("")
    assert not build_micropython.up_to_date(tmp_path)
