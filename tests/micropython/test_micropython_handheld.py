"""The MicroPython handheld whole on the VM under a heap cap (helpers/mp_handheld.py): five hands through a failed
I2C write and a power cut, the real ssd1306 driver's bytes decoded into the glass and read back against the font."""

import os
import subprocess
import tempfile
from pathlib import Path

import mp_handheld
import pytest
from hands import HANDHELD_GAME

from pinochle.runner.notice import notice_lines
from pinochle.store.file_medium import FileMedium
from pinochle.store.game import GameStore

ROOT = Path(__file__).resolve().parents[2]
# The smallest heap the game runs in from .mpy is measured by `bench.heap handheld` (docs/performance.md and
# docs/micropython.md); this cap leaves room above it for fragmentation.
HEAP = "152k"
# On the 32-bit MicroPython of ../shared/tools (PINOCHLE_VMS), a board's object sizes: 12 KB over the bench's 94 KB
# (`bench.heap handheld`, every cap to 24 KB above it running).
MICROPYTHON32 = ROOT / os.environ.get("PINOCHLE_VMS", "../shared/tools") / "micropython" / "micropython32"
HEAP32 = "106k"


@pytest.fixture(scope="module")
def board_folder():
    with tempfile.TemporaryDirectory() as scratch:
        yield mp_handheld.build(Path(scratch) / "board")


def play(folder, keys, heap=HEAP, saved=None, vm=None):
    """Run keys on the VM (the 64-bit one unless vm names another) with save files holding saved ({name:
    bytes}, none by default)."""
    with tempfile.TemporaryDirectory() as saves:
        for name, data in (saved or {}).items():
            (Path(saves) / name).write_bytes(data)
        finished, output, screens = mp_handheld.run(folder, heap, saves, keys, vm=vm)
        files = {path.name: path.read_bytes() for path in Path(saves).iterdir()}
    return finished, output, screens, files


@pytest.mark.slow
def test_a_five_hand_game_on_micropython_shows_the_scores_on_the_glass(board_folder):
    keys, expected = mp_handheld.game_script()
    finished, output, screens, files = play(board_folder, keys)
    assert finished, output[-4000:]
    assert "starts 2, cuts 1, i2c failures 1" in output
    assert_only_the_game_stays_loaded(output)
    # Every screen read off the glass is the one the app shows on CPython for the same keys; the last
    # mark is the end of the script, with nothing changed since the last hand.
    assert len(screens) == len(expected) + 1
    for number, (found, wanted) in enumerate(zip(screens, expected)):
        assert found == wanted, "screen %d:\n%s\nnot\n%s" % (number, "\n".join(found[0]), "\n".join(wanted[0]))
    assert screens[-1] == expected[-1]
    # The scores on the glass are the ledger's: five hands settled by the rules on CPython.
    player = mp_handheld.Player()
    for hand in HANDHELD_GAME:
        player.play_hand(*hand)
    totals = player.app.ledger.totals()
    assert tuple(int(total) for total in screens[-1][0][1][1:].split()) == totals  # the big line, read doubled
    # The two save files MicroPython wrote, each at its full size, hold the same game for CPython.
    assert sorted(files) == ["pinochle-a.sav", "pinochle-b.sav"]
    assert {len(data) for data in files.values()} == {2048}
    with tempfile.TemporaryDirectory() as copy:
        for name, data in files.items():
            (Path(copy) / name).write_bytes(data)
        media = [FileMedium(str(Path(copy) / name), 2048, name=name) for name in sorted(files)]
        found = GameStore(media).recover()
    assert found.message == "game restored"
    assert found.value.ledger.totals() == totals
    assert bytes(found.value.ledger.records) == bytes(player.app.ledger.records)


@pytest.mark.slow
def test_the_same_game_fits_a_boards_heap_on_32_bit_micropython(board_folder):
    if not MICROPYTHON32.exists():
        pytest.skip("no 32-bit MicroPython at %s (set PINOCHLE_VMS)" % MICROPYTHON32)
    keys, expected = mp_handheld.game_script()
    finished, output, screens, _ = play(board_folder, keys, HEAP32, vm=str(MICROPYTHON32))
    assert finished, output[-4000:]
    assert "starts 2, cuts 1, i2c failures 1" in output
    assert screens[: len(expected)] == expected


# Power-up and rare code, imported for the moment and dropped after (the heap they held goes to the game).
DROPPED = (
    "pinochle.device.micropython.board",
    "pinochle.runner.set_up",
    "pinochle.runner.pins",
    "pinochle.runner.config",
    "pinochle.runner.notice",
    "pinochle.app.start",
    "pinochle.device.micropython.font6x9",
)


def assert_only_the_game_stays_loaded(output):
    loaded = [line.split()[1:] for line in output.splitlines() if line.startswith("modules ")][-1]
    assert "pinochle.runner.power_up" in loaded and "pinochle.app" in loaded
    assert "pinochle.device.micropython.view" in loaded
    assert not set(DROPPED) & set(loaded), loaded


@pytest.mark.slow
def test_the_glass_is_sent_only_where_it_changed(board_folder):
    """No data without a change, and a change sends only the pages of the rows it changed, not the whole frame."""
    keys = "W" * 3 + "D" + "W" * 3 + "U" + "W"
    finished, output, screens, _ = play(board_folder, keys)
    assert finished, output[-4000:]
    log = (board_folder / "i2c.log").read_bytes()
    writes = []  # the length of every display-data write, its control byte included
    index = 0
    while index < len(log):
        length = log[index] | log[index + 1] << 8
        if length != 0xFFFF:
            if log[index + 2] == 0x40:  # control byte 0x40: display data
                writes.append(length)
            index += length
        index += 2
    # The driver's clear at power-up, the view's blank screen and the first frame are whole frames; then DOWN and
    # UP move the bar: its two rows, 2 pages each, whole rows wide (257 bytes a page pair with its control byte);
    # "no saved game" leaving the bottom row after 8 s: the columns of the letters that changed, in its 2 pages.
    # The waits in between send nothing.
    assert writes[:7] == [1025] * 3 + [2 * 128 + 1] * 4, writes
    assert len(writes) == 9 and writes[7] == writes[8] < 128 + 1, writes


_BUTTONS = """
import pinochle.panel as panel
from pinochle.device.micropython.keys import Keys

class Pin:
    level = 1
    def value(self):
        return self.level

pins = [Pin(), Pin(), Pin()]
keys = Keys(pins, "three", long_ms=600)
got = []

def run(start, end, key=None, level=None, bounce=0):
    for now in range(start, end):
        if key is not None:
            pins[key].level = (1 - level) if now - start < bounce and (now - start) % 2 else level
        token = keys.next_token(now)
        while token:
            got.append(token)
            token = keys.next_token(now)

run(100, 300, 0, 0, bounce=12)    # PREV pressed, bouncing for 12 ms
run(300, 400, 0, 1, bounce=12)    # and released, bouncing
run(400, 1100, 1, 0)              # OK held 700 ms: BACK once it is long
run(1100, 1200, 1, 1)
run(1200, 1300, 1, 0)             # OK tapped: OK on release
run(1300, 1400, 1, 1)
run(1400, 2100, 2, 0)             # NEXT held: DOWN, then repeats
run(2100, 2200, 2, 1)
print(" ".join("%d" % token for token in got))
"""


def test_pin_buttons_debounce_and_give_the_three_button_tokens_on_micropython():
    result = subprocess.run(
        # 48k: the buttons, the key decoder and pinochle.panel compiled from source need 34k (70k when the tokens
        # were the app's).
        [mp_handheld.MICROPYTHON, "-X", "heapsize=48k", "-c", _BUTTONS],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    import pinochle.panel as panel

    got = [int(token) for token in result.stdout.split()]
    assert got[:4] == [panel.UP, panel.BACK, panel.OK, panel.DOWN]  # one PREV despite the bounce
    repeats = got[4:]
    assert repeats and all(token == panel.DOWN | panel.REPEAT for token in repeats)


_VIEW = """
import framebuf
from pinochle.device.micropython.view import View

class Display(framebuf.FrameBuffer):
    def __init__(self, height):
        self.width, self.height = 128, height
        self.buffer = bytearray(128 * height // 8)
        super().__init__(self.buffer, 128, height, framebuf.MONO_VLSB)
        self.shows = 0
    def show(self):
        self.shows += 1

display = Display(64)
view = View(display)
lines = ["US 0  THEM 0", "hand 1", "", "New hand", "History", "", ""]
print(view.rows, view.columns, display.shows)
print(view.show(lines, 3), display.shows)
print(view.show(lines, 3), display.shows)   # nothing changed: no show
before = bytes(display.buffer)
lines[0] = "US 74  THEM 0"
print(view.show(lines, 3), display.shows)
changed = []
for y in range(64):
    for x in range(128):
        if display.pixel(x, y) != before[(y >> 3) * 128 + x] >> (y & 7) & 1:
            changed.append(y)
            break
print(len(changed) > 0 and max(changed) < 9)  # only pixels of the first row's cells
print(display.pixel(0, 3 * 9 + 4), display.pixel(0, 4 * 9 + 4))  # the cursor bar lights the margin
view.show(lines, 4)
print(display.pixel(0, 3 * 9 + 4), display.pixel(0, 4 * 9 + 4), display.shows)
small = View(Display(32))
print(small.rows, small.columns)
import sys
from pinochle.memory import drop_on_demand
drop_on_demand()  # as power-up does once the app is made: the views keep the glyphs, not the font module
print("pinochle.device.micropython.font6x9" in sys.modules)
# Every letter of the font, and one it lacks (drawn as "?"), cell by cell against the font's glyphs.
from pinochle.device.micropython import font6x9 as font
text = "".join(chr(code) for code in range(font.FIRST, font.LAST + 1)) + "\xe9"
wrong = []
for start in range(0, len(text), view.columns):
    view.show([text[start : start + view.columns]], -1)
    for column, letter in enumerate(text[start : start + view.columns]):
        code = ord(letter) if font.FIRST <= ord(letter) <= font.LAST else ord("?")
        glyph = font.GLYPHS[(code - font.FIRST) * font.HEIGHT : (code - font.FIRST + 1) * font.HEIGHT]
        for y in range(font.HEIGHT):
            for x in range(font.WIDTH):
                lit = display.pixel(view.x + column * font.WIDTH + x, view.y + y)
                if lit != (glyph[y] >> (7 - x)) & 1:
                    wrong.append(letter)
print(len(text), "".join(sorted(set(wrong))) or "none wrong")
"""


def test_the_view_redraws_only_what_changed_with_one_show_each_time():
    result = subprocess.run(
        # 48k: the view and pinochle.panel compiled from source need 38k (75k when BIG was the app's).
        [mp_handheld.MICROPYTHON, "-X", "heapsize=48k", "-c", _VIEW],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.split("\n")[:10] == [
        "7 21 1",  # 7 rows of 21 on 128x64; the blank screen shown once
        "True 2",
        "False 2",
        "True 3",
        "True",  # only the first row changed
        "1 0",
        "0 1 4",  # the cursor moved: one show
        "3 21",  # 128x32: three rows
        "False",
        "96 none wrong",
    ]


_BIG_VIEW = """
import framebuf
from pinochle.device.micropython.view import View
from pinochle.device.micropython import font6x9 as font

class Display(framebuf.FrameBuffer):
    def __init__(self):
        self.width, self.height = 128, 64
        self.buffer = bytearray(128 * 64 // 8)
        super().__init__(self.buffer, 128, 64, framebuf.MONO_VLSB)
    def show(self):
        pass

display = Display()
view = View(display)
lit = lambda top, bottom: sum(display.pixel(x, y) for x in range(128) for y in range(top, bottom))
view.show(["US  deal P1  THEM", "\x0174       0", "", "made", "New hand"], 4)
# Twice the size over rows 1 and 2: each glyph pixel a 2x2 block (the 7's top bar is its first row).
glyph = font.GLYPHS[(ord("7") - font.FIRST) * font.HEIGHT]
top = view.y + 9
print(all(display.pixel(view.x + 2 * x + dx, top + dy) == (glyph >> (7 - x)) & 1 for x in range(6) for dx in (0, 1)
          for dy in (0, 1)))
print(lit(view.y + 9, view.y + 27) > 0)
# The loop shows the same frame every pass while nothing changes: that allocates nothing.
import gc
frame = ["US  deal P1  THEM", "\x0174       0", "", "made", "New hand"]
gc.collect()
before = gc.mem_alloc()
for _ in range(100):
    view.show(frame, 4)
print(gc.mem_alloc() - before)
view.show(["History", "", "", "made", "New hand"], 4)  # the big line gone: both its rows are cleared
print(lit(view.y + 9, view.y + 27))
"""


def test_a_big_line_is_drawn_twice_the_size_and_cleared_whole_and_a_standing_frame_allocates_nothing():
    result = subprocess.run(
        [mp_handheld.MICROPYTHON, "-X", "heapsize=96k", "-c", _BIG_VIEW], cwd=ROOT, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.split() == ["True", "True", "0", "0"]


@pytest.mark.slow
def test_bad_settings_are_shown_by_name_and_the_defaults_used(board_folder):
    settings = board_folder / "pinochle_settings.py"
    original = settings.read_text()
    text = original.replace("PINOCHLE_DISPLAY_ROTATION = 0", "PINOCHLE_DISPLAY_ROTATION = 90")
    text = text.replace('"GP10,GP11,GP12,GP13,GP14,GP15"', '"GP10,GP11,GP12,GP13,GP14,GP99"')
    text = text.replace('PINOCHLE_DISPLAY = "ssd1306"', 'PINOCHLE_DISPLAY = "sh1106"')
    settings.write_text(text)
    try:
        finished, output, screens, _ = play(board_folder, "S" + "O" + "W" + "S" + "O" + "W" + "S" + "O" + "W" + "S")
    finally:
        settings.write_text(original)
    assert finished, output[-4000:]
    rows, columns = mp_handheld.ROWS, mp_handheld.COLUMNS
    # The board's driver turns 0 or 180 and knows the ssd1306 only: the settings say so as they are read, as
    # docs/displays.md says (sh1106 is a valid name without a MicroPython driver); then the pins, checked before
    # anything is claimed.
    display = "PINOCHLE_DISPLAY: sh1106 has no MicroPython driver; using ssd1306"
    rotation = "PINOCHLE_DISPLAY_ROTATION: 90 is not 0 or 180; using 0"
    pins = "PINOCHLE_KEY_PINS: this board has no pin GP99; using GP10,GP11,GP12,GP13,GP14,GP15"
    assert screens[0] == (tuple(notice_lines("Bad setting 1/3", display, rows, columns)), 0)
    assert screens[1] == (tuple(notice_lines("Bad setting 2/3", rotation, rows, columns)), 0)
    assert screens[2] == (tuple(notice_lines("Bad setting 3/3", pins, rows, columns)), 0)
    assert screens[3][0][1] == "\x010        0"  # then the game, on the default pins
    assert_only_the_game_stays_loaded(output)  # the notices and the settings reader are gone


@pytest.mark.slow
def test_a_display_pin_on_a_key_pin_falls_back_before_anything_is_claimed(board_folder):
    settings = board_folder / "pinochle_settings.py"
    original = settings.read_text()
    settings.write_text(original.replace('PINOCHLE_SDA = "GP4"', 'PINOCHLE_SDA = "10"'))  # GP10: the UP key
    try:
        finished, output, screens, _ = play(board_folder, "S" + "O" + "W" + "S")
    finally:
        settings.write_text(original)
    assert finished, output[-4000:]
    clash = "PINOCHLE_SDA: 10 is the pin of PINOCHLE_KEY_PINS (GP10); using GP4"
    assert screens[0] == (tuple(notice_lines("Bad setting", clash, mp_handheld.ROWS, mp_handheld.COLUMNS)), 0)
    assert screens[1][0][1] == "\x010        0"  # the game: the display on GP4/GP5, the keys on GP10-GP15


@pytest.mark.slow
def test_a_display_error_that_comes_back_reloads_the_game_and_never_doubts_the_save(board_folder):
    # The hardware's errors (OSError: the display's bus) are no sign of a bad save: the game comes back each time.
    # A defect the saved game meets again and again asks the damaged-save question instead (tests/board/test_code_py.py
    # drives that through the same pinochle.runner.restart loop).
    from game_script import last_game

    with tempfile.TemporaryDirectory() as folder:
        names = ("pinochle-a.sav", "pinochle-b.sav")
        media = [FileMedium(str(Path(folder) / name), 2048, name=name) for name in names]
        assert GameStore(media).commit(last_game(2))
        saved = {name: (Path(folder) / name).read_bytes() for name in names}
    # The display fails on the first change twice, the saved game loaded and nothing saved between.
    keys = "S" + "ED" + "W" * 6 + "S" + "ED" + "W" * 6 + "S"
    finished, output, screens, files = play(board_folder, keys, saved=saved)
    assert finished, output[-4000:]
    for lines, _ in screens[:3]:  # at the start, and after each error: the saved game reloaded
        assert lines[1] == "\x01-101    99", lines
    assert files == saved  # reloading writes nothing


@pytest.mark.slow
def test_damaged_save_files_are_kept_until_the_table_says_so(board_folder):
    noise = bytes((number * 37 + 11) & 0xFF for number in range(2048))
    saved = {"pinochle-a.sav": noise, "pinochle-b.sav": noise[::-1]}
    finished, output, screens, files = play(board_folder, "S", saved=saved)
    assert finished, output[-4000:]
    assert screens[0][0][0] == "Saved game damaged"
    assert files == saved  # nothing written over them while the question is open


_WIDE_VIEW = """
import framebuf
from pinochle.device.micropython.view import View

class Display(framebuf.FrameBuffer):
    def __init__(self):
        self.width, self.height = 128, 64
        self.buffer = bytearray(128 * 64 // 8)
        super().__init__(self.buffer, 128, 64, framebuf.MONO_VLSB)
        self.commands = []
    def write_cmd(self, command):
        self.commands.append(command)
    def write_data(self, data):
        pass
    def show(self):
        pass

display = Display()
view = View(display)
view.show(["x" * 21, "", "", "", "", "", ""], -1)
view.show(["x" * 21 + "yyyy", "", "", "", "", "", ""], -1)  # a screen's bug: 25 characters on 21 columns
display.commands = []
view.show(["x" * 20 + "zzzzz", "", "", "", "", "", ""], -1)  # a change inside the screen and past its edge
print(display.commands[1], display.commands[2])  # the columns sent: never past the glass
"""


def test_a_line_wider_than_the_screen_is_drawn_as_far_as_it_fits_and_never_stops_the_board():
    result = subprocess.run(
        [mp_handheld.MICROPYTHON, "-X", "heapsize=96k", "-c", _WIDE_VIEW], cwd=ROOT, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr
    first, last = (int(word) for word in result.stdout.split())
    assert 0 <= first <= last <= 127
