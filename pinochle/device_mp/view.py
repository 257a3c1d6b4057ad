"""The framebuf view: the app's rows in a 6x9 font on a FrameBuffer display such as the ssd1306 driver.

view = View(display)                  # SSD1306_I2C(128, 64, i2c, addr) or any object with framebuf's
                                      # fill_rect and blit, width, height and show()
view.rows, view.columns               # what the app is built with: 7 x 21 on 128x64, 3 x 21 on 128x32
view.show(lines, cursor)              # redraws only the rows that changed, then one show()

The cursor row is drawn inverted: a lit bar with dark text.
"""

import framebuf

from pinochle.device_mp import font6x9 as font

_UNKNOWN = ord("?") - font.FIRST  # what a character the font lacks is drawn as


class View:
    def __init__(self, display):
        self.display = display
        width = display.width
        self.width = width
        self.columns = width // font.WIDTH
        self.rows = display.height // font.HEIGHT
        self.x = (width - self.columns * font.WIDTH) // 2
        self.y = (display.height - self.rows * font.HEIGHT) // 2
        self.shows = 0  # how many times the display was sent a frame
        # All glyphs as one tall image: a glyph is copied into the cell by blitting the image shifted up.
        self._glyphs = framebuf.FrameBuffer(font.GLYPHS, font.WIDTH, len(font.GLYPHS), framebuf.MONO_HLSB)
        self._cell = framebuf.FrameBuffer(bytearray(font.HEIGHT), font.WIDTH, font.HEIGHT, framebuf.MONO_HLSB)
        # A two-colour palette that swaps lit and dark, for the cursor row.
        self._invert = framebuf.FrameBuffer(bytearray(1), 2, 1, framebuf.MONO_HLSB)
        self._invert.pixel(0, 0, 1)
        self._shown = [None] * self.rows  # the app's strings as last drawn; None: draw it whatever it is
        self._cursor = -1
        display.fill_rect(0, 0, width, display.height, 0)
        display.show()

    def show(self, lines, cursor=-1):
        """Draw a frame: `rows` strings and the highlighted row (or -1). True if anything was redrawn."""
        if not 0 <= cursor < self.rows:
            cursor = -1
        shown = self._shown
        old_cursor = self._cursor
        changed = False
        for row in range(self.rows):
            text = lines[row] if row < len(lines) else ""
            if text != shown[row] or (row == cursor) != (row == old_cursor):
                self._draw(row, text, row == cursor)
                shown[row] = text
                changed = True
        self._cursor = cursor
        if changed:
            try:
                self.display.show()
            except BaseException:  # the glass may not hold these rows: draw them all again next time
                self.forget()
                raise
            self.shows += 1
        return changed

    def forget(self):
        """Redraw every row on the next show (after the display was reset or a transfer failed)."""
        for row in range(self.rows):
            self._shown[row] = None

    def _draw(self, row, text, inverted):
        display = self.display
        top = self.y + row * font.HEIGHT
        display.fill_rect(0, top, self.width, font.HEIGHT, 1 if inverted else 0)
        glyphs = self._glyphs
        cell = self._cell
        palette = self._invert if inverted else None
        x = self.x
        end = x + self.columns * font.WIDTH
        # encode() makes one small bytes object per changed row; iterating the str would make one per letter.
        for code in text.encode():
            if x >= end:
                break
            if code != 32:  # the bar or the cleared row is already a space
                index = code - font.FIRST if font.FIRST < code <= font.LAST else _UNKNOWN
                cell.blit(glyphs, 0, -index * font.HEIGHT)
                display.blit(cell, x, top, -1, palette)
            x += font.WIDTH
