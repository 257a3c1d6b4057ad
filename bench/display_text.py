"""adafruit_display_text (a bitmap_label per row: bench/label_view.py) against the board's view on the emulated Pico.
Host-only: `.venv/bin/python bench/display_text.py [--heights 64,32] [--controllers sh1106,sh1107]`."""

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import adafruit_display_text  # noqa: E402
import adafruit_ticks  # noqa: E402

from bench.pico import play, summary  # noqa: E402
from tools.pico import drive  # noqa: E402
from tools.pico.board import say_missing  # noqa: E402

OWN_VIEW = "from pinochle.device.circuitpython.view import View"
KINDS = ("number step", "screen change")
WITHIN_MS = 10  # the label view is taken when it is at most this much slower on both kinds (issue 28)


def label_files(code):
    """Drive files that put the label view in place of the board's: code.py importing it, the view, and
    display_text's bitmap_label with what it imports (the version requirements-dev.txt pins)."""
    assert OWN_VIEW in code.decode(), "code.py no longer imports the view as this bench expects"
    library = Path(adafruit_display_text.__file__).parent
    return {
        "code.py": code.decode().replace(OWN_VIEW, "from label_view import View").encode(),
        "label_view.py": (ROOT / "bench" / "label_view.py").read_bytes(),
        "lib/adafruit_display_text/__init__.py": (library / "__init__.py").read_bytes(),
        "lib/adafruit_display_text/bitmap_label.py": (library / "bitmap_label.py").read_bytes(),
        "lib/adafruit_ticks.py": Path(adafruit_ticks.__file__).read_bytes(),
    }


def measure(view, height, folder, controller="ssd1306"):
    settings = {"PINOCHLE_DISPLAY_HEIGHT": height, "PINOCHLE_DISPLAY": controller}
    _, files = drive.image("circuitpython", settings=settings)
    extra = label_files(files["code.py"]) if view == "labels" else None
    image = folder / ("%s-%d-%s.img" % (view, height, controller))
    image.write_bytes(drive.image("circuitpython", settings=settings, extra=extra)[0])
    records, _ = play("circuitpython", 1, image, height=height, controller=controller)
    return summary(records)


def line(view, height, figures):
    parts = []
    for name in KINDS:
        group = figures.get(name)
        parts.append(
            "%s p50 %.0f, max %.0f ms (%d)" % (name, group["p50"], group["max"], group["n"]) if group else name + " -"
        )
    return "| %s | 128x%d | %s |" % (view, height, " | ".join(parts))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--heights", default="64,32", help="the glasses to compare the two views on")
    parser.add_argument("--controllers", default="", help="e.g. sh1106,sh1107: the board's view on those too (128x64)")
    args = parser.parse_args(argv)
    if say_missing():
        return 1
    folder = ROOT / "build" / "pico" / "display_text"
    folder.mkdir(parents=True, exist_ok=True)
    heights = [int(part) for part in args.heights.split(",") if part]
    within = True
    print("| view | glass | number step | screen change |\n|---|---|---|---|")
    for height in heights:
        figures = {view: measure(view, height, folder) for view in ("own", "labels")}
        for view in ("own", "labels"):
            print(line(view, height, figures[view]), flush=True)
        for name in KINDS:
            slower = figures["labels"][name]["p50"] - figures["own"][name]["p50"]
            print("128x%d %s: labels %+.0f ms at p50" % (height, name, slower), flush=True)
            within = within and slower <= WITHIN_MS
    for controller in [name for name in args.controllers.split(",") if name]:
        print(line("own, " + controller, 64, measure("own", 64, folder, controller)), flush=True)
    if heights:
        print("display_text within %d ms on both: %s" % (WITHIN_MS, "yes" if within else "no"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
