"""The framebuf view: the app's frame in a 6x9 font on an ssd1306 driver's display, sending only the cells that
changed. The MicroPython board (board.py) builds it; both views share one interface (docs/architecture.md)."""

import framebuf

from pinochle import const
from pinochle.panel import BIG

# pinochle.device.micropython.font6x9's: the view keeps its glyphs, not the module.
_WIDTH = const(6)
_HEIGHT = const(9)
_FIRST = const(32)
_LAST = const(126)
_UNKNOWN = const(31)  # "?" - _FIRST: what a character the font lacks is drawn as


class View:
    def __init__(self, display):
        self.display = display
        width = display.width
        self.width = width
        self.columns = width // _WIDTH
        self.rows = display.height // _HEIGHT
        self.x = (width - self.columns * _WIDTH) // 2
        self.y = (display.height - self.rows * _HEIGHT) // 2
        self.frames = 0  # frames sent to the display
        # All glyphs as one tall image: a glyph is copied into the cell by blitting the image shifted up.
        # The framebuf holds the glyph bytes; the font module is on pinochle.memory's list, dropped after power-up.
        from pinochle.device.micropython.font6x9 import GLYPHS

        self._glyphs = framebuf.FrameBuffer(GLYPHS, _WIDTH, len(GLYPHS), framebuf.MONO_HLSB)
        self._cell = framebuf.FrameBuffer(bytearray(_HEIGHT), _WIDTH, _HEIGHT, framebuf.MONO_HLSB)
        # A two-colour palette that swaps lit and dark, for the cursor row.
        self._invert = framebuf.FrameBuffer(bytearray(1), 2, 1, framebuf.MONO_HLSB)
        self._invert.pixel(0, 0, 1)
        # The app's strings as last drawn; None: draw it whatever it is.
        self._shown = [None] * self.rows  # type: list[str | None]
        self._cursor = -1
        # Per row, the cells drawn anew since the last send: first, and last + 1 (0, 0: none).
        self._spans = bytearray(2 * self.rows)
        display.fill_rect(0, 0, width, display.height, 0)
        display.show()

    def show(self, lines, cursor=-1):
        """Draw a frame: `rows` strings and the highlighted row (or -1). True if anything was redrawn."""
        if not 0 <= cursor < self.rows:
            cursor = -1
        shown = self._shown
        old_cursor = self._cursor
        changed = False
        big = False
        for row in range(self.rows):
            text = lines[row] if row < len(lines) else ""
            if big:  # the lower half of the big line above, drawn with it; drawn again once the big line goes
                big = False
                shown[row] = None
                continue
            big = text.startswith(BIG) and row + 1 < self.rows  # no slice: nothing allocated per pass
            if text != shown[row] or (row == cursor) != (row == old_cursor):
                spans = self._spans
                if big:
                    self._draw_big(row, text)
                    spans[2 * row : 2 * row + 4] = bytes((0, self.columns, 0, self.columns))
                else:
                    self._draw(row, text, row == cursor)
                    old = shown[row]
                    if old is None or (row == cursor) != (row == old_cursor):
                        spans[2 * row], spans[2 * row + 1] = 0, self.columns
                    else:
                        first, last = _differ(old, text)
                        # A line wider than the screen (a screen's bug) is drawn as far as it fits.
                        spans[2 * row], spans[2 * row + 1] = min(first, self.columns), min(last, self.columns)
                shown[row] = text
                changed = True
        self._cursor = cursor
        if changed:
            try:
                self._send()
            except BaseException:  # the glass may not hold these rows: draw them all again next time
                self.forget()
                raise
            self.frames += 1
        return changed

    def _send(self):
        """Send what was drawn: a row or two as the pages and columns of their changed cells, more rows as one window
        whole rows wide (as the driver's show() sends the frame); a display without the SSD1306 driver's write_cmd
        and write_data gets show()."""
        display = self.display
        spans = self._spans
        rows = [row for row in range(self.rows) if spans[2 * row + 1]]
        if not hasattr(display, "write_data"):
            display.show()
        elif len(rows) > 2:
            self._window(0, self.width - 1, self.y + rows[0] * _HEIGHT, self.y + (rows[-1] + 1) * _HEIGHT)
        else:
            for row in rows:
                left = self.x + spans[2 * row] * _WIDTH
                right = self.x + spans[2 * row + 1] * _WIDTH - 1
                if spans[2 * row] == 0 and spans[2 * row + 1] == self.columns:  # the bar reaches both edges
                    left, right = 0, self.width - 1
                self._window(left, right, self.y + row * _HEIGHT, self.y + (row + 1) * _HEIGHT)
        for index in range(len(spans)):
            spans[index] = 0

    def _window(self, left, right, top, bottom):
        """Send columns left..right of the pages that pixel rows top..bottom - 1 lie in."""
        display = self.display
        first, last = top // 8, (bottom - 1) // 8
        shift = 32 if self.width == 64 else 0  # as the driver's show(): a 64-pixel-wide panel is shifted by 32
        for command in (0x21, left + shift, right + shift, 0x22, first, last):  # column range, page range
            display.write_cmd(command)
        buffer = memoryview(display.buffer)
        if left == 0 and right == self.width - 1:  # whole pages lie one after the other in the buffer
            display.write_data(buffer[first * self.width : (last + 1) * self.width])
            return
        for page in range(first, last + 1):
            display.write_data(buffer[page * self.width + left : page * self.width + right + 1])

    def forget(self):
        """Redraw every row on the next show (after the display was reset or a transfer failed)."""
        for row in range(self.rows):
            self._shown[row] = None

    def _draw_big(self, row, text):
        """text (after its marker) at twice the size over rows `row` and `row + 1`."""
        display = self.display
        top = self.y + row * _HEIGHT
        display.fill_rect(0, top, self.width, 2 * _HEIGHT, 0)
        glyphs = self._glyphs
        cell = self._cell
        x = self.x
        end = x + self.columns * _WIDTH
        for code in text.encode()[1:]:
            if x + 2 * _WIDTH > end:
                break
            if code != 32:
                index = code - _FIRST if _FIRST < code <= _LAST else _UNKNOWN
                cell.blit(glyphs, 0, -index * _HEIGHT)
                for y in range(_HEIGHT):
                    for dx in range(_WIDTH):
                        if cell.pixel(dx, y):
                            display.fill_rect(x + 2 * dx, top + 2 * y, 2, 2, 1)
            x += 2 * _WIDTH

    def _draw(self, row, text, inverted):
        display = self.display
        top = self.y + row * _HEIGHT
        display.fill_rect(0, top, self.width, _HEIGHT, 1 if inverted else 0)
        glyphs = self._glyphs
        cell = self._cell
        palette = self._invert if inverted else None
        x = self.x
        end = x + self.columns * _WIDTH
        # encode() makes one small bytes object per changed row; iterating the str would make one per letter.
        for code in text.encode():
            if x >= end:
                break
            if code != 32:  # the bar or the cleared row is already a space
                index = code - _FIRST if _FIRST < code <= _LAST else _UNKNOWN
                cell.blit(glyphs, 0, -index * _HEIGHT)
                display.blit(cell, x, top, -1, palette)
            x += _WIDTH


def _differ(old, new):
    """(first, last + 1): the cells where two rows' texts differ (a shorter text is spaces to the end)."""
    first = last = 0
    for index in range(max(len(old), len(new))):
        if (old[index] if index < len(old) else " ") != (new[index] if index < len(new) else " "):
            if not last:
                first = index
            last = index + 1
    return first, last
