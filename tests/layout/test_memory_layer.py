"""Memory is managed in one layer: pinochle/memory.py lists what is loaded on demand, and only the power-up and the
restart after an error drop modules or collect; the domain and the screens import the plain way and never unload."""

import ast
import sys
from pathlib import Path

import pinochle.app
from pinochle import memory, screens

ROOT = Path(__file__).resolve().parents[2]
# Where modules may be dropped and the heap collected: the layer, the power-up (which drops its own modules, and on
# MicroPython the user's settings file once read) and the restart after an error.
MANAGERS = {
    "pinochle/__init__.py",  # forget_module itself
    "pinochle/memory.py",
    "pinochle/app/start.py",
    "pinochle/runner/restart.py",
    "pinochle/runner/power_up.py",
    "pinochle/runner/set_up.py",
    "pinochle/device/micropython/board.py",
}
DROPS = ("forget_module", "drop_on_demand", "load_once", "collect")


def drops(path):
    """The names of DROPS a module calls (gc.collect as collect)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call):
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            if name in DROPS:
                found.add(name)
    return found


def test_only_the_memory_layer_drops_modules_or_collects():
    found = {}
    for path in sorted((ROOT / "pinochle").rglob("*.py")):
        relative = path.relative_to(ROOT).as_posix()
        if relative not in MANAGERS and drops(path):
            found[relative] = sorted(drops(path))
    assert found == {}


def test_every_module_listed_exists_and_every_screen_is_listed():
    for name in memory.ON_DEMAND:
        path = ROOT / name.replace(".", "/")
        assert path.with_suffix(".py").exists() or (path / "__init__.py").exists(), name
    # The screens' names are written once (pinochle/screens.py); the app hands on the same names.
    named = {name: value for name, value in vars(screens).items() if name.isupper() and type(value) is str}
    assert sorted(named.values()) == sorted(screens.SCREENS) and len(screens.SCREENS) == 13
    assert memory.ON_DEMAND[: len(screens.SCREENS)] == screens.SCREENS
    assert {name: getattr(pinochle.app, name) for name in named} == named
    # Every module of the app that makes a screen has its name there.
    makers = {
        "pinochle.app." + path.stem
        for path in (ROOT / "pinochle" / "app").glob("*.py")
        if "\ndef make_screen(" in path.read_text(encoding="utf-8")
    }
    assert makers and makers <= set(screens.SCREENS)


def test_a_folder_listed_goes_with_every_module_of_it_and_the_rest_stays():
    import pinochle.bidhelp.double
    import pinochle.melds.api
    import pinochle.rules.profiles.single
    import pinochle.settle.rare  # noqa: F401  not listed: kept once loaded

    memory.drop_on_demand()
    gone = ("pinochle.melds", "pinochle.melds.api", "pinochle.bidhelp", "pinochle.bidhelp.double")
    assert [name for name in gone + ("pinochle.rules.profiles.single",) if name in sys.modules] == []
    assert "pinochle.settle.rare" in sys.modules and "pinochle.settle" in sys.modules
    assert not hasattr(pinochle, "melds") and not hasattr(pinochle.rules, "profiles")


def test_a_module_of_a_folder_listed_goes_even_when_the_folder_went_first():
    import pinochle.rules.profiles.single

    pinochle.forget_module("pinochle.rules.profiles")  # as a test that drops the package alone may leave it
    memory.drop_on_demand()
    assert "pinochle.rules.profiles.single" not in sys.modules
