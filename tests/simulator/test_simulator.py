"""The real SSD1306, SH1106 and SH1107 drivers over the emulated bus: the decoder rebuilds the glass, the view draws
known text at known places, and the I2C bytes per change are counted. CPython only (Blinka displayio)."""

import pytest

pytest.importorskip("adafruit_displayio_ssd1306")

import terminalio  # noqa: E402

from pinochle.device.circuitpython.view import Layout, View  # noqa: E402
from tools.host_display import HostDisplay  # noqa: E402
from tools.screen_text import GlyphReader  # noqa: E402
from tools.ssd1306_decode import Panel, SH1106Panel, SH1107Panel  # noqa: E402

SCORES = ("SCORES      hand 3", "US            120", "THEM           95", "target 500", "last: made 31")


@pytest.fixture(params=[64, 32])
def screen(request):
    host = HostDisplay(height=request.param)
    view = View(host.display)
    yield host, view, GlyphReader(terminalio.FONT, view.layout)
    host.close()


def test_decoder_follows_page_and_horizontal_addressing():
    panel = Panel()
    panel.receive(bytes((0x80, 0xAF, 0x80, 0xA1, 0x80, 0xC8)))  # display on, upright
    panel.receive(bytes((0x00, 0xB2, 0x05, 0x10)))  # page mode: page 2, column 5
    panel.receive(bytes((0x40, 0x81)))  # bits 0 and 7: rows 16 and 23
    assert panel.pixel(5, 16) and panel.pixel(5, 23) and not panel.pixel(5, 17)
    panel.receive(bytes((0x80, 0x20, 0x80, 0x00, 0x80, 0x21, 0x80, 126, 0x80, 127, 0x80, 0x22, 0x80, 6, 0x80, 7)))
    panel.receive(bytes((0x40, 0xFF, 0x00, 0x01, 0x00)))  # wraps from column 127 of page 6 to column 126 of page 7
    assert panel.pixel(126, 48) and panel.pixel(126, 55) and not panel.pixel(127, 48)
    assert panel.pixel(126, 56) and not panel.pixel(127, 56)
    panel.receive(bytes((0x80, 0xA7)))  # inverted
    assert not panel.pixel(126, 48) and panel.pixel(0, 0)
    assert panel.unknown == []


def test_real_driver_init_sequence_decodes():
    host = HostDisplay(height=32)
    panel = host.panel
    assert panel.display_on and panel.height == 32 and panel.segment_remap and panel.com_remap
    assert panel.mode == 0 and panel.unknown == []
    assert 40 < host.init_bytes < 80
    host.close()


def test_sh1106_has_132_columns_in_pages_and_shows_columns_2_to_129():
    panel = SH1106Panel()
    panel.receive(bytes((0x80, 0xAF, 0x80, 0xA1, 0x80, 0xC8)))  # display on, upright
    panel.receive(bytes((0x80, 0xB1, 0x80, 0x10, 0x80, 0x02, 0x40, 0x01)))  # page 1, column 2: glass x 0, y 8
    assert panel.pixel(0, 8) and panel.lit() == 1
    panel.receive(bytes((0x80, 0x18, 0x80, 0x01, 0x40, 0x80, 0x80)))  # columns 129 and 130 of page 1, bit 7
    assert panel.pixel(127, 15) and panel.lit() == 2  # column 130 is off the glass
    # The SSD1306's horizontal mode and column range are not SH1106 commands: the column counts on in its page.
    panel.receive(bytes((0x80, 0x20, 0x80, 0x00, 0x80, 0xB2, 0x80, 0x10, 0x80, 0x00, 0x40) + (0xFF,) * 140))
    assert panel.unknown == [0x20] and panel.lit(0, 16, 128, 24) == 128 * 8 and panel.lit(0, 24) == 0


def test_sh1107_columns_are_the_wings_rows_and_pages_its_columns():
    panel = SH1107Panel()
    # As Adafruit's driver sets it up: page addressing, rows on a multiplex of 64 from offset 0x60, display on.
    panel.receive(bytes((0x80, 0x20, 0x80, 0xA8, 0x80, 0x3F, 0x80, 0xD3, 0x80, 0x60, 0x80, 0xAF)))
    panel.receive(bytes((0x80, 0xB2, 0x80, 0x13, 0x80, 0x05, 0x40, 0x11)))  # page 2, column 53: bits 0 and 4
    assert panel.pixel(16, 10) and panel.pixel(20, 10) and panel.lit() == 2  # x: page 2's bits; y: 63 - 53
    assert (panel.height, panel.unknown) == (64, [])


@pytest.mark.parametrize("controller", ["sh1106", "sh1107"])
def test_each_controllers_driver_shows_the_view_upright_and_the_ssd1306_driver_does_not(controller):
    host = HostDisplay(controller=controller)
    view = View(host.display)
    reader = GlyphReader(terminalio.FONT, view.layout)
    view.show(SCORES, 2)
    assert reader.read(host.panel) == (list(SCORES), 2)
    changed = (SCORES[0], SCORES[1].replace("120", "125")) + SCORES[2:]
    view.show(changed, 1)  # a digit and the bar: regions off the glass's left edge
    assert reader.read(host.panel) == (list(changed), 1)
    assert host.panel.unknown == ([0x20, 0x20] if controller == "sh1106" else [])  # in the driver's init sequence
    host.close()
    wrong = HostDisplay(glass=controller)  # the board before PINOCHLE_DISPLAY: the SSD1306 driver on this module
    View(wrong.display).show(SCORES, 2)
    assert reader.read(wrong.panel)[0] != list(SCORES)
    wrong.close()


def test_layouts_for_both_sizes():
    big = Layout(128, 64, 6, 12)
    assert (big.rows, big.columns, big.x, big.pitch) == (5, 21, 1, 13)
    assert [big.bar_top(row) for row in range(5)] == [0, 13, 26, 39, 52] and big.bar_height == 12
    small = Layout(128, 32, 6, 12)
    assert (small.rows, small.columns, small.pitch) == (3, 21, 11)
    assert [small.bar_top(row) for row in range(3)] == [0, 11, 22] and small.bar_height == 10
    assert small.bar_top(2) + small.bar_height == 32


def test_view_draws_the_text_and_the_cursor_where_the_layout_says(screen):
    host, view, reader = screen
    lines = SCORES[: view.rows]
    view.show(lines, 1)
    assert reader.read(host.panel) == (list(lines), 1)
    panel, layout = host.panel, view.layout
    # 'S' at row 0, column 0: the font's S has its top stroke at cell row 2, x 1-3.
    top = layout.cell_top(0)
    assert [panel.pixel(layout.x + x, top + 2) for x in range(6)] == [False, True, True, True, False, False]
    # The bar fills the cursor row edge to edge, except where the letters are cut out of it.
    bar = layout.bar_top(1)
    assert panel.pixel(0, bar) and panel.pixel(127, bar + layout.bar_height - 1)
    assert not panel.pixel(0, bar - 1)
    assert panel.lit(0, bar, 128, bar + layout.bar_height) > 128 * layout.bar_height * 3 // 4
    # Nothing lit below the last row.
    assert panel.lit(0, layout.bar_top(view.rows - 1) + layout.bar_height, 128, panel.height) == 0


def test_cursor_moves_and_hides(screen):
    host, view, reader = screen
    lines = SCORES[: view.rows]
    view.show(lines, 0)
    view.show(lines, view.rows - 1)
    assert reader.read(host.panel) == (list(lines), view.rows - 1)
    view.show(lines, -1)
    assert reader.read(host.panel) == (list(lines), -1)
    view.show(lines, 99)  # out of range: no highlight
    assert reader.read(host.panel)[1] == -1


def test_same_text_sends_nothing_and_does_not_refresh(screen):
    host, view, _ = screen
    lines = list(SCORES[: view.rows])
    view.show(lines, 1)
    frames = view.frames
    copy = ["%s" % line for line in lines]  # equal strings, other objects
    assert host.bytes_during(view.show, copy, 1) == 0
    assert view.frames == frames


def test_a_forgotten_frame_is_drawn_whole_again(screen):
    # After an error screen the runner calls forget(), as on MicroPython: the same frame is sent again, every row.
    host, view, reader = screen
    lines = list(SCORES[: view.rows])
    view.show(lines, 1)
    frames = view.frames
    view.forget()
    assert host.bytes_during(view.show, lines, 1) > 128 * view.rows  # every row's pages, not one cell
    assert view.frames == frames + 1
    assert reader.read(host.panel) == (lines, 1)
    assert host.bytes_during(view.show, lines, 1) == 0  # once only


def test_one_digit_change_sends_only_its_cell(screen):
    host, view, reader = screen
    lines = list(SCORES[: view.rows])
    view.show(lines, -1)
    lines[1] = lines[1].replace("120", "121")
    sent = host.bytes_during(view.show, lines, -1)
    # A 12-pixel row spans two or three 8-pixel pages; a digit redraws its own 6 columns of them, plus a few
    # command bytes: not the 100 bytes a third of the row costs.
    assert 2 * 6 < sent < 60, sent
    assert view.frames == 2
    assert reader.read(host.panel)[0][1].endswith("121")


def test_full_frame_through_the_real_driver_is_one_kilobyte():
    host = HostDisplay()
    sent = host.bytes_during(host.display.refresh)  # the first refresh sends the whole 128 x 64 frame
    assert sent == 1040  # 1024 pixel bytes, 12 bytes of column and page range, 1 control byte, 3 addresses
    host.close()


def test_long_and_short_lines_are_padded_or_cut(screen):
    host, view, reader = screen
    lines = ["x" * 30] + [""] * (view.rows - 1)
    view.show(lines, -1)
    assert reader.read(host.panel)[0][0] == "x" * view.columns
    view.show(("short",), -1)  # missing rows are blank
    assert reader.read(host.panel)[0] == ["short"] + [""] * (view.rows - 1)


# -- the simulator, on the fake app (the real one has its own flow tests) --

import os  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402

from fake_app import make_app  # noqa: E402

import pinochle.panel as panel  # noqa: E402
from tools.simulator import Simulator, half_blocks, parse_terminal_keys, run_script  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


@pytest.mark.parametrize("controller", ["ssd1306", "sh1106", "sh1107"])
def test_simulator_runs_the_loop_from_key_events_to_the_glass(controller):
    simulator = Simulator(make_app, controller=controller)
    try:
        assert simulator.screen_text() == (
            ["SCORES      hand 3", "US            120", "THEM           95", "target 500", "last: made 31"],
            1,
        )
        simulator.act("OK")
        simulator.run(150)
        assert simulator.screen_text()[0][1].endswith("121")
        assert simulator.changes[-1] < 450  # one row redrawn
        simulator.act("DOWN")
        simulator.run(150)
        assert simulator.screen_text()[1] == 2
    finally:
        simulator.close()


def test_the_simulator_stops_on_a_line_wider_than_the_glass():
    from fake_app import FakeApp

    from tools.simulator import LineTooWide

    class Wide(FakeApp):
        def frame(self):
            lines, cursor = FakeApp.frame(self)
            return (lines[0] + " " * self.columns + "!",) + lines[1:], cursor

    with pytest.raises(LineTooWide, match="is 40 characters wide, the screen 21"):
        Simulator(Wide)


def test_holding_a_key_repeats_with_the_flag():
    simulator = Simulator(make_app)
    try:
        simulator.hold("RIGHT", 1000)
        assert simulator.tokens[0] == panel.RIGHT
        assert simulator.tokens[1:] and all(token == panel.RIGHT | panel.REPEAT for token in simulator.tokens[1:])
        assert simulator.app.count == 121 + 10 * (len(simulator.tokens) - 1)
    finally:
        simulator.close()


def test_three_button_mode_on_128x32_sends_back_and_chords():
    simulator = Simulator(make_app, height=32, mode="three")
    try:
        assert (simulator.view.rows, simulator.view.columns) == (3, 21)
        for name in ("OK", "BACK", "LEFT", "RIGHT", "UP", "DOWN"):
            simulator.act(name)
            simulator.run(150)
        assert simulator.tokens == [panel.OK, panel.BACK, panel.LEFT, panel.RIGHT, panel.UP, panel.DOWN]
        assert simulator.screen_text()[0] == ["SCORES      hand 3", "US            120", "THEM           95"]
    finally:
        simulator.close()


def test_script_saves_pngs_that_match_the_panel(tmp_path):
    from PIL import Image

    simulator = Simulator(make_app)
    try:
        report = []

        class Out:
            def write(self, text):
                report.append(text)

        run_script(simulator, "OK*2 @two DOWN wait=100 @down".split(), str(tmp_path), scale=2, out=Out())
        assert sorted(os.listdir(tmp_path)) == ["down.png", "two.png"]
        image = Image.open(tmp_path / "down.png")
        assert image.size == (256, 128)
        panel = simulator.host.panel
        for x, y in ((0, 0), (2, 2), (0, 27), (64, 30), (127, 63)):
            assert (image.getpixel((2 * x, 2 * y)) > 0) == panel.pixel(x, y)
        text = "".join(report)
        assert "step   1 OK*2" in text and "I2C bytes per change" in text
    finally:
        simulator.close()


def test_half_blocks_and_terminal_keys():
    simulator = Simulator(make_app, height=32)
    try:
        lines = half_blocks(simulator.host.panel)
        assert len(lines) == 16 and all(len(line) == 128 for line in lines)
        assert "\u2588" in "".join(lines)
    finally:
        simulator.close()
    assert parse_terminal_keys("\x1b[A\x1b[Bxw\r\x7f\x1bq") == ["UP", "DOWN", "UP", "OK", "BACK", "BACK", "QUIT"]


def run_cli(*args):
    simulator = os.path.join(ROOT, "tools", "simulator.py")
    return subprocess.run(
        [sys.executable, simulator, "--app", "tests.helpers.fake_app:make_app", *args],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
    )


def test_cli_without_a_terminal_prints_the_screen_and_exits(tmp_path):
    result = run_cli("--settings", str(tmp_path / "none.toml"))
    assert result.returncode == 0, result.stderr
    assert "use --keys" in result.stderr
    assert "Traceback" not in result.stderr and "GENERIC_X86" not in result.stdout + result.stderr
    assert len(result.stdout.splitlines()) == 32


def test_cli_scripted_run_writes_snapshots(tmp_path):
    result = run_cli("--keys", "DOWN OK", "--snap", str(tmp_path), "--height", "32")
    assert result.returncode == 0, result.stderr
    assert sorted(os.listdir(tmp_path)) == ["step-000.png", "step-001.png", "step-002.png"]
    assert "screen changes: 3" in result.stdout


def test_cli_refuses_a_word_that_names_no_key():
    result = run_cli("--keys", "PREV")
    assert result.returncode == 2 and "no PREV key in five mode" in result.stderr


def test_a_display_being_built_is_not_refreshed_by_blinkas_thread():
    """Blinka's refresh thread met a display listed by __new__ before __init__ set _auto_refresh: its traceback
    ("'SSD1306' object has no attribute '_auto_refresh'") came out over the simulator's glass."""
    import adafruit_displayio_ssd1306
    import displayio

    half_built = adafruit_displayio_ssd1306.SSD1306.__new__(adafruit_displayio_ssd1306.SSD1306)
    try:
        assert half_built in displayio.displays  # where the thread finds it
        half_built._background()  # raised AttributeError before host_display's guard
    finally:
        displayio.displays.remove(half_built)
