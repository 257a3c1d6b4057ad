"""The emulated boards' new parts, on the firmware's own REPL (tools/pico/): the MacroPad's SH1106 on SPI decoded to
the glass from a displayio drawing, its 12 keys and knob switch seen by keypad.Keys, its knob turned under rotaryio
(PIO stepped by the harness), and a 3x4 keypad's matrix answered on the Pico's CircuitPython (keypad.KeyMatrix) and
MicroPython (rows driven low in turn, as an open-drain scan does)."""

import pytest

from tools.pico.board import MACROPAD_KEYS, MACROPAD_PINS, Pico, missing
from tools.pico.glass import Glass
from tools.pico.player import turn

# Minutes of emulated firmware: the full run's (tools/test.sh runs them beside the rest).
pytestmark = [pytest.mark.slow]
needs_macropad = pytest.mark.skipif(missing(("macropad",)) is not None, reason=missing(("macropad",)) or "")
needs_pico = pytest.mark.skipif(missing() is not None, reason=missing() or "")
ROWS, COLUMNS = (16, 17, 18, 19), (20, 21, 22)  # the keypad's default pins (GP16-GP19, GP20-GP22)


def lit(x, y):
    """The test picture: a diagonal, a frame and a sparse pattern no mirror or shift maps onto itself."""
    return x == y or x in (0, 127) or y in (0, 63) or (x * 7 + y * 3) % 11 == 0


DRAW = """import board, displayio
board.DISPLAY.auto_refresh = False
bitmap = displayio.Bitmap(128, 64, 2)
palette = displayio.Palette(2)
palette[1] = 0xFFFFFF
for y in range(64):
    for x in range(128):
        if x == y or x in (0, 127) or y in (0, 63) or (x * 7 + y * 3) % 11 == 0:
            bitmap[x, y] = 1
group = displayio.Group()
group.append(displayio.TileGrid(bitmap, pixel_shader=palette))
board.DISPLAY.root_group = group"""


@pytest.fixture(scope="module")
def macropad():
    with Pico("macropad") as pico:  # an erased flash: the firmware formats its drive and runs its own code.py
        pico.run(9000)
        pico.repl()
        yield pico


@needs_macropad
def test_a_displayio_drawing_on_the_macropad_reads_back_pixel_for_pixel_from_the_sh1106_on_spi(macropad):
    assert macropad.exec(DRAW) == ("", "")
    macropad.run(100)
    before = len(macropad.transactions)
    assert macropad.exec("board.DISPLAY.refresh()") == ("", "")
    macropad.run(100)
    glass = Glass("macropad", 64, "sh1106")
    glass.receive(macropad.transactions)
    assert glass.panel.unknown in ([], [0x20, 0x20])  # the firmware's init sends 0x20 twice: no SH1106 command
    wrong = [(x, y) for y in range(64) for x in range(128) if glass.panel.pixel(x, y) != lit(x, y)]
    assert wrong == []
    frame = macropad.transactions[before:]
    sent = sum(len(t[3]) for t in frame)
    assert sent == 8 * (3 + 128)  # each page: its address, the column's two nibbles, 128 columns of data
    # each byte took its 8 clocks at the SPI clock the firmware set, one after another
    assert macropad.spi_hz and max(t[1] for t in frame) - frame[0][0] >= (sent - 1) * 8e9 / macropad.spi_hz


@needs_macropad
def test_the_macropads_keys_and_knob_switch_are_seen_by_keypad_keys(macropad):
    macropad.exec(
        "import board, keypad\n"
        "keys = keypad.Keys([getattr(board, 'KEY%d' % n) for n in range(1, 13)] + [board.ENCODER_SWITCH],"
        " value_when_pressed=False, pull=True)"
    )
    for key in MACROPAD_KEYS + ("PUSH",):
        pin = MACROPAD_PINS[key]
        macropad.call("pins", pins=[pin], high=False)
        macropad.run(60)
        macropad.call("pins", pins=[pin], high=True)
        macropad.run(60)
    out, err = macropad.exec(
        "e = keys.events.get()\nwhile e:\n    print(e.key_number, e.pressed)\n    e = keys.events.get()"
    )
    assert err == ""
    assert out.split() == " ".join("%d True %d False" % (number, number) for number in range(13)).split()
    macropad.exec("keys.deinit()")


@needs_macropad
def test_the_macropads_knob_counts_under_rotaryio_on_pio_stepped_by_the_harness(macropad):
    macropad.exec("import board, rotaryio\nknob = rotaryio.IncrementalEncoder(board.ROTA, board.ROTB)")
    positions = []
    for clockwise in (True, True, True, False):
        turn(macropad, clockwise)
        macropad.run(20)
        positions.append(int(macropad.exec("print(knob.position)")[0]))
    assert positions == [-1, -2, -3, -2]  # clockwise counts down, as Adafruit's library reads the MacroPad's knob
    macropad.exec("knob.deinit()")


SCAN = {
    "circuitpython": (
        "import board, keypad\n"
        "pins = lambda numbers: [getattr(board, 'GP%d' % n) for n in numbers]\n"
        "matrix = keypad.KeyMatrix(pins({rows}), pins({columns}))\n"
        "def seen():\n"
        "    got = []\n"
        "    e = matrix.events.get()\n"
        "    while e:\n"
        "        got.append((e.key_number, e.pressed))\n"
        "        e = matrix.events.get()\n"
        "    return got"
    ),
    "micropython": (
        "from machine import Pin\n"
        "rows = [Pin(n, Pin.OPEN_DRAIN, value=1) for n in {rows}]\n"
        "columns = [Pin(n, Pin.IN, Pin.PULL_UP) for n in {columns}]\n"
        "def seen():\n"
        "    got = []\n"
        "    for r, row in enumerate(rows):\n"
        "        row.value(0)\n"
        "        got += [r * 3 + c for c, column in enumerate(columns) if not column.value()]\n"
        "        row.value(1)\n"
        "    return got"
    ),
}


@needs_pico
@pytest.mark.parametrize("firmware", ("circuitpython", "micropython"))
def test_a_keypad_matrix_is_answered_on_the_driven_row(firmware):
    with Pico(firmware) as pico:
        pico.run(9000 if firmware == "circuitpython" else 1500)
        pico.repl()
        assert pico.exec(SCAN[firmware].format(rows=ROWS, columns=COLUMNS))[1] == ""
        for number in (0, 4, 9, 11):  # 1, 5, * and #
            pico.join(ROWS[number // 3], COLUMNS[number % 3])
            pico.run(60)
            held = pico.exec("print(seen())")[0].strip()
            pico.join(ROWS[number // 3], COLUMNS[number % 3], False)
            pico.run(60)
            after = pico.exec("print(seen())")[0].strip()
            if firmware == "circuitpython":
                assert (held, after) == ("[(%d, True)]" % number, "[(%d, False)]" % number)
            else:
                assert (held, after) == ("[%d]" % number, "[]")
