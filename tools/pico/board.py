"""The emulated Raspberry Pi Pico (rp2040js through tools/pico/serve.mjs) driven from Python: a firmware, its flash,
its buttons and its display. Host-only; tests/pico/test_pico.py and bench/pico.py use it."""

import json
import os
import re
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
# In the firmware folder (PINOCHLE_RP2040): each firmware by the name it has there, or by its release's file name
# (circuitpython.org/board/raspberry_pi_pico, micropython.org/download/RPI_PICO), and the RP2040's B1 boot ROM.
FIRMWARE = {
    "circuitpython": (
        "firmware/circuitpython-raspberry_pi_pico.uf2",
        "firmware/adafruit-circuitpython-raspberry_pi_pico-*.uf2",
    ),
    "micropython": ("firmware/micropython-RPI_PICO.uf2", "firmware/RPI_PICO-*.uf2"),
    # The MacroPad RP2040's own CircuitPython (circuitpython.org/board/adafruit_macropad_rp2040): its SH1106 on SPI
    # is board.DISPLAY, its keys and encoder on the board's pins.
    "macropad": (
        "firmware/circuitpython-adafruit_macropad_rp2040.uf2",
        "firmware/adafruit-circuitpython-adafruit_macropad_rp2040-*.uf2",
    ),
}
PICO_FIRMWARES = ("circuitpython", "micropython")
BOOTROM = "bootrom_b1.bin"
WHERE = (
    "a folder (PINOCHLE_RP2040) with %s (the RP2040 B1 boot ROM, from the raspberrypi/pico-bootrom repository) and "
    "in firmware/ the Pico's CircuitPython and MicroPython UF2s (circuitpython.org/board/raspberry_pi_pico, "
    "micropython.org/download/RPI_PICO)" % BOOTROM
)
WHERE_MACROPAD = (
    "in firmware/ of the folder (PINOCHLE_RP2040) the MacroPad's CircuitPython UF2 "
    "(circuitpython.org/board/adafruit_macropad_rp2040)"
)
# The tested build the emulated board is (boards/NAME/settings.toml, its wiring in docs/building.md): five keys and
# BACK on GP10-GP15, or PREV, OK, NEXT on GP10-GP12.
PRESET = "pico-ssd1306-six-buttons"
MACROPAD_PRESET = "macropad-rp2040"  # the MacroPad RP2040 as it comes: its keys, knob and display
PINS = {"UP": 10, "DOWN": 11, "LEFT": 12, "RIGHT": 13, "OK": 14, "BACK": 15}
PINS_THREE = {"PREV": 10, "OK": 11, "NEXT": 12}
# The MacroPad RP2040 (its CircuitPython's board module): KEY1-KEY12 on GP1-GP12 in rows of three from the top left,
# pressed low, as the keypad's 1 2 3 / 4 5 6 / 7 8 9 / * 0 #; the encoder's switch on GP0 and its A and B on GP17
# and GP18; the SH1106 on SPI1 with D/C on GP24 and chip select on GP22.
MACROPAD_KEYS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "STAR", "0", "HASH")  # as the key map names them
MACROPAD_PINS = dict(zip(MACROPAD_KEYS, range(1, 13)), PUSH=0)
ENCODER_PINS = (17, 18)
MACROPAD_DISPLAY = {"bus": 1, "dc": 24, "cs": 22}
TAP_MS = 80  # a finger's press on a tactile switch
GAP_MS = 150  # and the pause before the next one


def rp2040_folder():
    """The firmware folder: PINOCHLE_RP2040, else ../shared/tools/rp2040 beside the project; None when it has no
    boot ROM."""
    folder = Path(os.environ.get("PINOCHLE_RP2040") or ROOT.parent / "shared" / "tools" / "rp2040")
    return folder if (folder / BOOTROM).exists() else None


def firmware_file(firmware):
    """The UF2 of "circuitpython" or "micropython" in the firmware folder (the newest release by name), or None."""
    folder = rp2040_folder()
    for pattern in FIRMWARE[firmware] if folder else ():
        found = sorted(
            folder.glob(pattern),
            key=lambda path: [int(part) if part.isdigit() else part for part in re.split(r"(\d+)", path.name)],
        )
        if found:
            return found[-1]
    return None


def missing(firmwares=PICO_FIRMWARES):
    """Why the Pico runs (or those of the firmwares named) cannot happen here (one line, saying where to get what
    lacks), or None."""
    if rp2040_folder() is None or None in (firmware_file(name) for name in firmwares):
        if "macropad" in firmwares and rp2040_folder():
            return "no MacroPad firmware: its emulated runs are skipped; they need " + WHERE_MACROPAD
        return "no Pico firmware: the emulated Pico runs are skipped; they need " + WHERE
    if shutil.which("node") is None:
        return "no node on PATH: the emulated Pico runs are skipped"
    if not (HERE / "node_modules" / "rp2040js").exists():
        return "rp2040js is not installed (bash tools/setup.sh): the emulated Pico runs are skipped"
    if shutil.which("mcopy") is None:
        return "no mtools (apt-get install mtools) to copy files onto CIRCUITPY: the emulated Pico runs are skipped"
    return None


def say_missing():
    """The benches' guard: print why the Pico runs cannot happen here and return True, or return False."""
    why = missing()
    if why:
        print(why)
    return bool(why)


class Pico:
    """One emulated board: a firmware, a flash image of the region that survives a power cut, a display."""

    def __init__(self, firmware, image=None, bus_hz=400000, pins=None, i2c_pins=None):
        """firmware: "circuitpython", "micropython" or "macropad" (the MacroPad's CircuitPython, its display on SPI
        at the clock the firmware sets; bus_hz 0 makes any bus instant)."""
        folder = rp2040_folder()
        self.firmware = firmware
        self.language = "micropython" if firmware == "micropython" else "circuitpython"
        self.pins = pins or (MACROPAD_PINS if firmware == "macropad" else PINS)
        self.process = subprocess.Popen(
            ["node", str(HERE / "serve.mjs")], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
        )
        self.ns = 0
        self.off = False
        self.console = ""
        self.transactions = []  # every I2C transaction to the display so far: (ns0, ns1, mode, bytes)
        self.flash_ops = []
        self.scanned_at = None
        self.spi_hz = None
        self.console_times = []  # (index into console, ns): when each piece of it was printed
        self.call(
            "start",
            bootrom=str(folder / "bootrom_b1.bin"),
            firmware=str(firmware_file(firmware)),
            region=self.language,
            image=str(image) if image else None,
            busHz=bus_hz,
            i2cPins=list(i2c_pins) if i2c_pins else None,  # (SDA, SCL) GPIOs of the display; the Pico preset's
            spiDisplay=MACROPAD_DISPLAY if firmware == "macropad" else None,
        )

    def call(self, command, **arguments):
        self.process.stdin.write(json.dumps(dict(arguments, cmd=command)) + "\n")
        answer = json.loads(self.process.stdout.readline())
        if not answer.pop("ok"):
            raise RuntimeError("the emulated Pico: " + answer["error"])
        self.ns, self.off = answer.get("ns", self.ns), answer.get("off", self.off)
        return answer

    def close(self):
        if self.process.poll() is None:
            self.process.stdin.close()
            self.process.wait(10)

    def __enter__(self):
        return self

    def __exit__(self, *_):
        self.close()

    def take(self):
        """Collect what the board did since the last take; the new transactions."""
        answer = self.call("take")
        new = [(t["ns0"], t["ns1"], t["mode"], bytes.fromhex(t["hex"])) for t in answer["transactions"]]
        self.transactions.extend(new)
        self.flash_ops.extend(answer["flash_ops"])
        self.console_times += [(len(self.console) + at, ns) for at, ns in answer["console_times"]]
        self.console += answer["console"]
        self.scanned_at = answer["scanned_at"]  # the first read of the GPIO inputs since a button went down
        self.spi_hz = answer["spi_hz"]  # the SPI clock the firmware set for an SPI display (None: none)
        return new

    def console_ns(self, index):
        """When the console printed its character at index (emulated ns)."""
        return max([ns for at, ns in self.console_times if at <= index] or [0])

    def run(self, ms):
        self.call("run", ms=ms)
        return self.take()

    def until_console(self, text, ms, since=0):
        """Run until the console shows text after its character `since`; True if it did."""
        self.take()
        if text in self.console[since:]:
            return True
        self.call("until_console", text=text, ms=ms)
        self.take()
        return text in self.console[since:]

    def press(self, keys, high=False):
        self.call("pins", pins=[self.pins[key] for key in keys], high=high)

    def join(self, a, b, pressed=True):
        """A matrix key across GPIOs a and b pressed (or released)."""
        self.call("join", a=a, b=b, pressed=pressed)

    def snapshots(self, folder):
        """From now on an image before every flash op (and half-way into each erase) in folder; None stops it.
        Returns the ops recorded since the last call, each with its image."""
        return self.call("snapshots", folder=str(folder) if folder else None)["ops"]

    def save(self, path):
        self.call("save", file=str(path))

    def repl(self, ms=20000):
        """Stop code.py (Ctrl-C) and enter the raw REPL."""
        self.call("send", text="\x03")
        self.run(300)
        self.call("send", text="\r")  # CircuitPython waits for any key before its REPL
        self.until_console(">>> ", ms, len(self.console))
        mark = len(self.console)
        self.call("send", text="\x01")
        if not self.until_console("raw REPL; CTRL-B to exit\r\n>", ms, mark):
            raise RuntimeError("no raw REPL; the console said: " + self.console[-300:])

    def exec(self, code, ms=60000):
        """Run code in the raw REPL (after repl()); (stdout, stderr)."""
        self.take()
        mark = len(self.console)
        self.call("send", text=code + "\x04")
        if not self.until_console("\x04>", ms, mark):
            raise RuntimeError("no answer from the raw REPL: " + self.console[mark:][-300:])
        answer = self.console[mark:]
        answer = answer[answer.index("OK") + 2 :]
        out, err = answer.split("\x04")[:2]
        return out, err
