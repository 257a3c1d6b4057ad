"""The displayio view: the app's frame drawn cell by cell into one bitmap, only changed cells redrawn, one refresh
a change. The CircuitPython board (board.py) builds it; both views share one interface (docs/architecture.md)."""

import bitmaptools
import displayio
import terminalio

from pinochle.panel import BIG

# The screen's pixel values: 0 and 1 a glyph's own (background, ink), 2 the cursor bar's background; the bar's ink
# is 0. One bitmap takes every change of a frame as one dirty rectangle, which displayio sends in one go (a label
# per part of a row was one refresh area each, rounded up to 8-pixel pages).
_BLACK, _INK, _BAR = 0, 1, 2
_FIRST = 0x20  # the glyphs copied into the view's own strips: printable ASCII
_LAST = 0x7E


class Layout:
    """Where rows of monospaced text go on a screen: full cells one pixel apart when they fit, else cells
    overlapping by their blank top and bottom pixel rows (three rows on a 32-pixel screen, not two)."""

    def __init__(self, width, height, glyph_width, glyph_height):
        self.columns = width // glyph_width
        self.x = (width - self.columns * glyph_width) // 2
        full_rows = (height + 1) // (glyph_height + 1)
        tight_rows = (height + 1) // (glyph_height - 1)
        if tight_rows > full_rows:
            self.rows = tight_rows
            self.pitch = glyph_height - 1
            self.crop = 1  # the top and bottom pixel row of each cell are shared with the neighbours
            self.first_top = -1
        else:
            self.rows = full_rows
            self.pitch = glyph_height + 1
            self.crop = 0
            self.first_top = (height - (self.rows * self.pitch - 1)) // 2
        self.glyph_width = glyph_width
        self.glyph_height = glyph_height
        self.bar_height = glyph_height - 2 * self.crop

    def cell_top(self, row):
        return self.first_top + row * self.pitch

    def bar_top(self, row):
        return self.cell_top(row) + self.crop


class View:
    def __init__(self, display, font=terminalio.FONT):
        glyph_width, glyph_height = font.get_bounding_box()[:2]
        layout = Layout(display.width, display.height, glyph_width, glyph_height)
        self.layout = layout
        self.rows = layout.rows
        self.columns = layout.columns
        self.display = display
        self.frames = 0  # frames sent to the display (one refresh each)
        self._whole = False  # forget(): every row drawn whole on the next show
        self._plain, self._inverted = _strips(font, layout)
        palette = displayio.Palette(3)
        palette[_BLACK] = 0x000000
        palette[_INK] = 0xFFFFFF
        palette[_BAR] = 0xFFFFFF
        self._screen = displayio.Bitmap(display.width, display.height, 3)
        group = displayio.Group()
        group.append(displayio.TileGrid(self._screen, pixel_shader=palette))
        # The big line: its characters at their own size in a bitmap of their own, scaled twice by its group,
        # over the two rows the frame leaves empty for it.
        self._big_text = " " * (layout.columns // 2)  # as drawn: half as many characters as a row
        self._big = displayio.Bitmap(len(self._big_text) * glyph_width, layout.bar_height, 3)
        big = displayio.Group(scale=2, x=layout.x)
        big.append(displayio.TileGrid(self._big, pixel_shader=palette))
        big.hidden = True
        group.append(big)
        self._big_group = big
        self._big_row = -1
        self._big_line = ""  # the frame's big line as last shown, its marker included
        self._blank = " " * layout.columns
        self._shown = [""] * layout.rows  # the app's strings as last drawn, to compare with
        self._cursor = -1
        self.group = group
        display.auto_refresh = False  # one refresh per change, after every row is set
        display.root_group = group
        display.refresh()

    def show(self, lines, cursor=-1):
        """Draw a frame: `rows` strings and the highlighted row (or -1). True if anything was redrawn."""
        big_row = -1
        for row in range(min(self.rows - 1, len(lines))):
            if lines[row].startswith(BIG):  # no slice: a frame that did not change allocates nothing
                big_row = row
                break
        changed = self._show_big(big_row, lines[big_row] if big_row >= 0 else "")
        if not 0 <= cursor < self.rows:
            cursor = -1
        was = self._cursor
        self._cursor = cursor
        shown = self._shown
        whole = self._whole
        self._whole = False
        for row in range(self.rows):
            text = lines[row] if row < len(lines) else ""
            if big_row >= 0 and big_row <= row <= big_row + 1:
                text = ""  # under the big line
            bar_moved = whole or (row == cursor) != (row == was)
            if text != shown[row] or bar_moved:  # padded only when drawn: an unchanged frame allocates nothing
                self._draw_row(row, self._padded(shown[row]), self._padded(text), row == cursor, bar_moved)
                shown[row] = text
                changed = True
        if changed:
            self.display.refresh()
            self.frames += 1
        return changed

    def forget(self):
        """Draw every row whole on the next show (after an error screen, as the MicroPython view does)."""
        self._whole = True

    def _show_big(self, row, line):
        """Put the big line on `row` (and the next), or hide it (-1); only its changed characters are redrawn."""
        if row == self._big_row and line == self._big_line:
            return False  # the same line where it was: no slice, no allocation
        self._big_line = line
        group = self._big_group
        if row != self._big_row:
            group.hidden = row < 0
            if row >= 0:
                group.y = self.layout.cell_top(row) + 2 * self.layout.crop
            self._big_row = row
        if row >= 0:
            old = self._big_text
            text = (line[1:] + " " * len(old))[: len(old)]
            _copy_cells(self._big, 0, 0, old, text, self._plain, False)
            self._big_text = text
        return True

    def _draw_row(self, row, old, new, inverted, whole):
        """Redraw the cells of the row whose text differs (all of them, and the margins, when the bar came or
        went)."""
        layout = self.layout
        top = layout.bar_top(row)
        strip = self._inverted if inverted else self._plain
        if whole:
            bottom = top + layout.bar_height
            right = layout.x + layout.columns * layout.glyph_width
            background = _BAR if inverted else _BLACK
            bitmaptools.fill_region(self._screen, 0, top, layout.x, bottom, background)
            bitmaptools.fill_region(self._screen, right, top, self.display.width, bottom, background)
        _copy_cells(self._screen, layout.x, top, old, new, strip, whole)

    def _padded(self, text):
        columns = self.columns
        if len(text) >= columns:
            return text[:columns]
        return text + self._blank[len(text) :]


def _copy_cells(bitmap, x, y, old, new, strip, whole):
    """Copy the cells of new's characters that differ from old's (all when whole) from the strip into the bitmap,
    from (x, y) on; a character the strip lacks is blank. One loop for a whole screen's hundred cells."""
    blit, width, height = bitmaptools.blit, strip.width // (_LAST - _FIRST + 1), strip.height
    for column in range(len(new)):
        character = new[column]
        if whole or character != old[column]:
            code = ord(character)
            left = (code - _FIRST if _FIRST <= code <= _LAST else 0) * width
            blit(bitmap, strip, x, y, x1=left, y1=0, x2=left + width, y2=height)
        x += width


def _strips(font, layout):
    """(plain, inverted): every printable glyph's cell, as many rows of it as the bar shows, side by side; the
    plain one in the glyph's own values, the inverted one with ink 0 on the bar's background."""
    width, rows, crop = layout.glyph_width, layout.bar_height, layout.crop
    above_baseline = _above_baseline(font)
    plain = displayio.Bitmap((_LAST - _FIRST + 1) * width, rows, 3)
    for code in range(_FIRST, _LAST + 1):
        glyph = font.get_glyph(code)
        if glyph is None:
            continue
        # The glyph's pixels inside its cell's shown rows, wherever its box sits in the cell.
        left = (code - _FIRST) * width + glyph.dx
        top = above_baseline - (glyph.height + glyph.dy) - crop
        x1, y1 = max(0, -glyph.dx), max(0, -top)
        x2, y2 = min(glyph.width, width - glyph.dx), min(glyph.height, rows - top)
        if x1 < x2 and y1 < y2:
            source_x = glyph.tile_index * glyph.width
            bitmaptools.blit(plain, glyph.bitmap, left + x1, top + y1, x1=source_x + x1, y1=y1, x2=source_x + x2, y2=y2)
    # Inverting by copies alone: ink kept on a bar-coloured strip, then the bar colour kept on a black one.
    inked = displayio.Bitmap(plain.width, rows, 3)
    inked.fill(_BAR)
    bitmaptools.blit(inked, plain, 0, 0, skip_source_index=_BLACK)
    inverted = displayio.Bitmap(plain.width, rows, 3)
    bitmaptools.blit(inverted, inked, 0, 0, skip_source_index=_INK)
    return plain, inverted


def _above_baseline(font):
    glyph = font.get_glyph(ord("M"))
    return glyph.height + glyph.dy  # from the cell's top row to the baseline
