"""The companion on the emulated Pico, both firmwares, or on the MacroPad's own CircuitPython (--board macropad, its
hands typed by digits and the knob): key-to-glass per press, bytes per press, Confirm to saved, first frame, lowest
free heap; into docs/performance.md. Host-only: `.venv/bin/python bench/pico.py [--hands 5] [--board macropad]`.
Named scenarios on the Pico's two firmwares, printed only: `--scenario which-card` (each press of the worked
example of Which card may I play), `--scenario bid-help` (OK to the bid help's screen, a trump turned, back),
`--scenario archive` (the first frame with a full archive, and New game keeping a game beside Confirm's save)."""

import argparse
import re
import sys
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "bench"), str(ROOT / "tests" / "helpers")]

from performance_page import write_table  # noqa: E402

from tests.helpers.app_driver import record_hand  # noqa: E402
from tests.helpers.hands import TYPICAL  # noqa: E402
from tools.pico import drive  # noqa: E402
from tools.pico.board import Pico, missing  # noqa: E402
from tools.pico.player import PicoPlayer, long_game_hand  # noqa: E402

# The floor of the budget (docs/performance.md): the game's lowest free heap on each firmware, in KB.
FLOOR_KB = (64, 80)
# W25Q16JV datasheet (Winbond, rev. H), AC characteristics: 4 KB sector erase tSE and 256-byte page program tPP.
ERASE_MS = {"typical": 45.0, "maximum": 400.0}
PAGE_MS = {"typical": 0.4, "maximum": 3.0}
# The view's show() is wrapped to note the live heap after every frame that changed something, once its last
# byte has gone out (a collection, then gc.mem_free()): a board's own code.py or main.py with that in front, so
# the figure is the game's, on the real firmware.
HEAP_PROBE = """import gc
import {module} as _view
_show = _view.View.show
def _probed(self, lines, cursor=-1):
    changed = _show(self, lines, cursor)
    if changed:
        gc.collect()
        print("heap-free", gc.mem_free())
    return changed
_view.View.show = _probed
"""
PROBED = {
    "circuitpython": ("pinochle.device.circuitpython.view", "code.py", "pinochle-code.py"),
    "micropython": ("pinochle.device.micropython.view", "main.py", "pinochle-main.py"),
}
PROBED["macropad"] = PROBED["circuitpython"]
# How a player works each board: the Pico preset's five buttons and SSD1306, the MacroPad's keys, knob and SH1106.
PLAYERS = {"macropad": {"keys": "macropad", "controller": "sh1106"}}
FIRMWARES = {"pico": ("circuitpython", "micropython"), "macropad": ("macropad",)}


def player_for(pico, **options):
    """A PicoPlayer for the board pico runs (options: height, controller)."""
    return PicoPlayer(pico, **dict(PLAYERS.get(pico.firmware, {}), **options))


def probed_image(firmware, extra=None):
    """The deployed image with the heap probe in front of the board's entry file."""
    module, entry, renamed = PROBED[firmware]
    _, files = drive.image(firmware)
    probe = HEAP_PROBE.format(module=module) + "exec(open(%r).read())\n" % ("/" + renamed)
    extra = dict(extra or {}, **{renamed: files[entry], entry: probe.encode()})
    return drive.image(firmware, extra=extra)[0]


@contextmanager
def fresh_board(firmware, name):
    """A PicoPlayer on a fresh deployed image (build/pico/bench/FIRMWARE-NAME.img), the power-up notice gone."""
    folder = ROOT / "build" / "pico" / "bench"
    folder.mkdir(parents=True, exist_ok=True)
    image = folder / ("%s-%s.img" % (firmware, name))
    image.write_bytes(drive.image(firmware)[0])
    with Pico(firmware, image) as pico:
        player = player_for(pico)
        player.settle(12000)
        yield player


_FIRST_ENTRIES = ("New hand", "Resume hand", "New game")


def first_frame(firmware, image):
    """(ms from reset, ms from code.py's start or None) until the last byte of the scores screen's first frame."""
    path = Path(image)
    with Pico(firmware, path) as pico:
        player = player_for(pico)
        for _ in range(400):
            player.settle(25)
            lines = player.lines()
            # The scores screen: its names row, or under a power-up notice (which takes that row) its first entry.
            if "deal" in lines[0] or any(entry in lines for entry in _FIRST_ENTRIES):
                break
        last = max(t[1] for t in pico.transactions)
        # CircuitPython prints a status line as code.py starts; MicroPython prints nothing, so its figure is from
        # the reset, its own start included.
        marker = pico.console.find("code.py | ")
        started = pico.console_ns(marker) if marker >= 0 else 0
        return last / 1e6, (last - started) / 1e6


def kind(before, after, token=""):
    """What a press did to the glass: a screen change, a digit typed, a number step or a cursor move (None:
    nothing)."""
    if before == after:
        return None
    (lines0, cursor0), (lines1, cursor1) = before, after
    if lines0[0] != lines1[0]:
        return "screen change"
    if token.isdigit():
        return "digit"
    if cursor0 == cursor1 and cursor0 >= 0 and lines0[cursor0] != lines1[cursor1]:
        return "number step"
    return "cursor move"


def play(firmware, hands, image_path, save_path=None, **options):
    """Play hands on a board with the heap probe; every press as a dict (with the SPI clock of an SPI display), and
    the heap lows. options: the player's (height, controller)."""
    with Pico(firmware, image_path) as pico:
        player = player_for(pico, **options)
        player.settle(12000)  # the power-up notice goes
        records = []
        frames = [player.frame()]
        for number in range(hands):
            first = len(player.presses)
            hand = TYPICAL if hands == 1 else long_game_hand(number)
            record_hand(player, *hand)
            player.choose("Confirm")
            player.wait(2600)  # "saved" leaves the bottom row
            frames.extend(press.frame for press in player.presses[first:])
        flash = pico.flash_ops
        for index, press in enumerate(player.presses):
            ops = [op for op in flash if press.down <= op["ns"] <= (press.last or press.down)]
            records.append(
                {
                    "token": press.token,
                    "kind": kind(frames[index], frames[index + 1], press.token),
                    "ms": press.to_glass_ms,
                    "scan": press.scan_ms or 0.0,
                    "bus": press.bus_ns / 1e6,
                    "bytes": press.bytes,
                    "title": press.lines[0] if press.lines else "",
                    "before": frames[index][0][0],
                    "erases": sum(op["kind"] == "erase" for op in ops),
                    "pages": sum((op["length"] + 255) // 256 for op in ops if op["kind"] == "program"),
                    "spi hz": pico.spi_hz,
                }
            )
        heap = [int(n) for n in re.findall(r"heap-free (\d+)", pico.console)]
        if save_path:
            pico.save(save_path)
        return records, heap


KINDS = ("digit", "number step", "cursor move", "screen change")


def percentile(values, share):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else float("nan")


def summary(records):
    """Figures of one run: per kind of press, and Confirm to saved."""
    out = {}
    timed = [r for r in records if r["ms"] is not None and r["kind"]]
    for name in KINDS:
        group = [r for r in timed if r["kind"] == name]
        if group:
            worst = max(group, key=lambda r: r["ms"])
            out[name] = {
                "n": len(group),
                "p50": percentile([r["ms"] for r in group], 0.5),
                "p95": percentile([r["ms"] for r in group], 0.95),
                "max": worst["ms"],
                "worst": "%s on %r" % (worst["token"], worst["before"]),
                "scan": percentile([r["scan"] for r in group], 0.5),
                "bus": percentile([r["bus"] for r in group], 0.5),
                "cpu": percentile([r["ms"] - r["scan"] - r["bus"] for r in group], 0.5),
                "bytes": (
                    min(r["bytes"] for r in group),
                    percentile([r["bytes"] for r in group], 0.5),
                    max(r["bytes"] for r in group),
                ),
            }
    all_ms = [r["ms"] for r in timed]
    out["all"] = {"n": len(all_ms), "p50": percentile(all_ms, 0.5), "p95": percentile(all_ms, 0.95), "max": max(all_ms)}
    # Confirm on the verdict: OK, or on a layout with digit keys the digit of its numbered entry
    confirms = [r for r in records if re.match(r"(made|set|US|THEM)", r["before"]) and r["erases"]]
    out["confirm"] = [
        {name: r["ms"] + r["erases"] * ERASE_MS[name] + r["pages"] * PAGE_MS[name] for name in ("typical", "maximum")}
        | {"emulated": r["ms"], "erases": r["erases"], "pages": r["pages"]}
        for r in confirms
    ]
    return out


def run_firmware(firmware, hands):
    folder = ROOT / "build" / "pico" / "bench"
    folder.mkdir(parents=True, exist_ok=True)
    fresh = folder / ("%s-fresh.img" % firmware)
    fresh.write_bytes(probed_image(firmware))
    saved = folder / ("%s-%d-hands.img" % (firmware, hands))
    plain = folder / ("%s-plain.img" % firmware)
    plain.write_bytes(drive.image(firmware)[0])
    typical, _ = play(firmware, 1, plain)
    game, heap = play(firmware, hands, fresh, saved)  # the probe collects after a frame's last byte: not in it
    return {
        "spi hz": game[-1]["spi hz"],
        "typical": summary(typical),
        "game": summary(game),
        "heap": min(heap) if heap else None,
        "first fresh": first_frame(firmware, fresh),
        "first saved": first_frame(firmware, saved),
    }


HEADERS = {
    "pico": (
        "| emulated Pico, 125 MHz, I2C 400 kHz | CircuitPython 10.3 | MicroPython 1.29 | target |",
        "|---|---|---|---|",
    ),
    "macropad": ("| emulated MacroPad RP2040, 125 MHz, SPI %s | CircuitPython 10.3 | target |", "|---|---|---|"),
}


def table(results, hands, board="pico"):
    """The board's table (results by firmware, in FIRMWARES[board]'s order)."""
    rows = list(HEADERS[board])
    if board == "macropad":
        rows[0] %= "%g MHz" % (results["macropad"]["spi hz"] / 1e6)
    columns = FIRMWARES[board]

    def row(name, value, target=""):
        rows.append("| %s | %s | %s |" % (name, " | ".join(value(results[firmware]) for firmware in columns), target))

    def press(run, name, target=""):
        def value(result):
            group = result[run].get(name)
            if not group:
                return "-"
            return "p50 %.0f, p95 %.0f, max %.0f ms (%s); scan %.0f + CPU %.0f + bus %.0f ms; %d-%d bytes (%d)" % (
                group["p50"],
                group["p95"],
                group["max"],
                group["worst"],
                group["scan"],
                group["cpu"],
                group["bus"],
                group["bytes"][0],
                group["bytes"][2],
                group["n"],
            )

        row("%s, %s" % (name, "typical hand" if run == "typical" else "%d-hand game" % hands), value, target)

    for run in ("typical", "game"):
        if board == "macropad":  # typed numbers, the knob's steps and moves
            press(run, "digit", "p50 <= 20 ms")
            press(run, "number step")
        else:
            press(run, "number step", "p50 <= 20, max <= 30 ms, <= 300 bytes")
        press(run, "cursor move")
        press(run, "screen change", "p50 <= 100 ms" if board == "macropad" else "<= 100 ms, none over 150")

    def confirm(name):
        def value(result):
            figures = result["game"]["confirm"]
            if not figures:
                return "-"
            worst = max(figures, key=lambda f: f["typical"])
            return "%.0f ms (%d erases, %d pages; %.0f emulated)" % (
                worst[name],
                worst["erases"],
                worst["pages"],
                worst["emulated"],
            )

        return value

    row('Confirm to "saved", worst, flash typical', confirm("typical"), "<= 250 ms")
    row("the same, flash maximum", confirm("maximum"))

    def first(key, index):
        def value(result):
            figure = result[key][index]
            return "-" if figure is None else "%.2f s" % (figure / 1000)

        return value

    row("first frame after reset, fresh", first("first fresh", 0))
    row("first frame after code.py starts (MicroPython: after reset), fresh", first("first fresh", 1), "<= 1.0 s")
    row("first frame after reset, %d-hand save" % hands, first("first saved", 0))
    row("the same, with a %d-hand save" % hands, first("first saved", 1), "<= 1.5 s")
    row(
        "lowest gc.mem_free() after a collection at every frame, %d-hand game" % hands,
        lambda r: "%d" % r["heap"] if r["heap"] else "-",
        ">= %d KB on CircuitPython, %d KB on MicroPython (docs/performance.md: the floor)" % FLOOR_KB,
    )
    return "\n".join(rows)


# Which card may I play, the partnership text's example (clubs trump; JD, KD, JC played; A, 10 and J of diamonds
# held) from the scores screen by the five buttons, then BACK out.
WHICH_CARD_KEYS = "UP OK UP OK RIGHT RIGHT UP OK UP OK RIGHT UP UP OK OK OK DOWN DOWN OK"
BID_HELP_HAND = "AH 10H KH KH QH QH JH AS AS 10S KS QS AD QD JD AC 10C KC QC JC"


def which_card(firmware):
    """Each press of the worked example, timed from the button's edge to the last byte on the glass."""
    with fresh_board(firmware, "which-card") as player:
        player.press(WHICH_CARD_KEYS)
        presses = player.presses
    for number, press in enumerate(presses, 1):
        ms = "%6.0f ms" % press.to_glass_ms if press.to_glass_ms is not None else "     -   "
        print("%2d %-5s %s  %s" % (number, press.token, ms, press.lines[0] if press.lines else ""))
    answers = [press.to_glass_ms for press in presses[2:] if press.to_glass_ms is not None]
    opened = presses[1].to_glass_ms
    print("%s: the screen opens %.0f ms after OK; every later press at most %.0f ms" % (firmware, opened, max(answers)))
    if presses[-1].lines[0] != "play AD 10D JD":
        raise SystemExit("%s answered %r" % (firmware, presses[-1].lines))


def bid_help(firmware):
    """From OK on the meld result's "Bid help" to the last byte of its screen, a trump turned, and back."""
    from meld_support import calculator_keys

    from pinochle.rules import get_rules

    with fresh_board(firmware, "bid-help") as player:
        player.choose("Meld calculator")
        player.press(calculator_keys(BID_HELP_HAND, get_rules("double")))
        player.choose("Bid help")
        opened = player.presses[-1]
        player.press("RIGHT")
        turned = player.presses[-1]
        player.press("BACK")
        back = player.presses[-1]
    print(
        "%s: OK to the help %.0f ms (%r), RIGHT %.0f ms, BACK to the meld %.0f ms"
        % (firmware, opened.to_glass_ms, opened.lines[0], turned.to_glass_ms, back.to_glass_ms),
        flush=True,
    )


def full_archive(firmware):
    """The archive file of a board whose area is full: 30-hand games kept until the oldest went, and ten more."""
    from archive_area import RamArea
    from game_script import TEAMS, last_game

    from pinochle.archive.file import NAME
    from pinochle.archive.store import FULL, Archive
    from pinochle.device.circuitpython import slot_file

    area = RamArea(slot_file.ARCHIVE_SECTORS)
    dropped = 0
    for number in range(1000):
        dropped += Archive(area).add(last_game(30 + number % 5).ledger, TEAMS, True, number + 1) == FULL
        if dropped and number % 10 == 9:
            break
    kept, _ = Archive(area).games()
    name = slot_file.ARCHIVE_NAME if firmware == "circuitpython" else NAME
    return {name: bytes(area.data)}, len(kept)


def flash_ms(press, ops, name):
    """A press's key-to-glass on the emulator plus its flash ops at the W25Q16's timing (the emulator's flash is
    instant)."""
    erases = sum(op["kind"] == "erase" for op in ops)
    pages = sum((op["length"] + 255) // 256 for op in ops if op["kind"] == "program")
    return press.to_glass_ms + erases * ERASE_MS[name] + pages * PAGE_MS[name], erases, pages


def archive(firmware):
    """The first frame with a full archive beside a fresh board's; then Confirm's save and New game's (the game kept,
    the new one saved), each with its flash at the datasheet's typical and maximum timing."""
    folder = ROOT / "build" / "pico" / "bench"
    folder.mkdir(parents=True, exist_ok=True)
    extra, kept = full_archive(firmware)
    full = folder / ("%s-archive.img" % firmware)
    full.write_bytes(drive.image(firmware, extra=extra)[0])
    plain = folder / ("%s-plain.img" % firmware)
    plain.write_bytes(drive.image(firmware)[0])
    for label, image in (("fresh", plain), ("full archive (%d games)" % kept, full)):
        after_reset, after_start = first_frame(firmware, image)
        print(
            "%s: first frame, %s: %.2f s after reset, %.2f s after code.py starts"
            % (firmware, label, after_reset / 1000, after_start / 1000),
            flush=True,
        )
    with Pico(firmware, full) as pico:
        player = player_for(pico)
        player.settle(12000)
        record_hand(player, *TYPICAL)
        player.choose("Confirm")
        confirm = player.presses[-1]
        player.wait(2600)
        player.choose("Settings")
        player.choose("Start new game")
        player.choose("Yes")
        new_game = player.presses[-1]
        player.wait(2600)
        flash = pico.flash_ops
        after = folder / ("%s-archive-after.img" % firmware)
        pico.save(after)
    for label, press in (("Confirm to saved", confirm), ("New game (kept, saved)", new_game)):
        ops = [op for op in flash if press.down <= op["ns"] <= (press.last or press.down)]
        typical, erases, pages = flash_ms(press, ops, "typical")
        print(
            "%s: %s: %.0f ms emulated, %d erases, %d pages: %.0f ms at typical flash, %.0f ms at maximum (%r)"
            % (
                firmware,
                label,
                press.to_glass_ms,
                erases,
                pages,
                typical,
                flash_ms(press, ops, "maximum")[0],
                press.lines[-1] if press.lines else "",
            ),
            flush=True,
        )
    budget = {name: ERASE_MS[name] + 16 * PAGE_MS[name] for name in ERASE_MS}
    print(
        "%s: the budget is Confirm's plus one sector's erase and 16 pages: + %.0f ms typical, + %.0f ms maximum"
        % (firmware, budget["typical"], budget["maximum"]),
        flush=True,
    )
    from archive_area import RamArea

    from pinochle.archive.store import Archive

    files = drive.read_files(firmware, after.read_bytes())
    games, skipped = Archive(RamArea(data=bytearray(files[next(iter(extra))]))).games()
    print("%s: the archive after: %d games, %d skipped" % (firmware, len(games), skipped), flush=True)


SCENARIOS = {"which-card": which_card, "bid-help": bid_help, "archive": archive}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scenario", choices=sorted(SCENARIOS), help="a named scenario on the Pico, printed only")
    parser.add_argument("--hands", type=int, default=40)
    parser.add_argument(
        "--board", choices=sorted(FIRMWARES), default="pico", help="the Pico (both firmwares) or the MacroPad"
    )
    parser.add_argument("--no-readme", action="store_true", help="print the table only (docs/performance.md as it is)")
    parser.add_argument("--firmware", choices=FIRMWARES["pico"], help="a scenario on this firmware alone")
    args = parser.parse_args(argv)
    firmwares = FIRMWARES["pico" if args.scenario else args.board]
    if args.scenario and args.firmware:
        firmwares = (args.firmware,)
    why = missing(firmwares)
    if why:
        print(why)
        return 1
    if args.scenario:
        for firmware in firmwares:
            SCENARIOS[args.scenario](firmware)
        return 0
    with ProcessPoolExecutor(2) as pool:
        jobs = {firmware: pool.submit(run_firmware, firmware, args.hands) for firmware in firmwares}
        results = {firmware: job.result() for firmware, job in jobs.items()}
    text = table(results, args.hands, args.board)
    print(text)
    if not args.no_readme:
        command = ".venv/bin/python bench/pico.py" + (" --hands %d" % args.hands if args.hands != 40 else "")
        command += " --board macropad" if args.board == "macropad" else ""
        write_table(args.board, text, command)
    # the typical hand's, on the slower of the firmwares
    print("%s key-to-glass p50 %.0f ms" % (args.board, max(results[f]["typical"]["all"]["p50"] for f in results)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
