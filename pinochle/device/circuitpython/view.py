"""The displayio view: a fixed set of text rows built once; only changed parts are redrawn, the cursor row inverted.

view = View(display)                  # any displayio display; the view owns its refresh
view.rows, view.columns               # what the app is built with
view.show(lines, cursor)              # lines from app.frame(); one refresh, and only if something changed
"""

import displayio
import terminalio
from adafruit_display_text import bitmap_label

_WHITE = 0xFFFFFF
_BLACK = 0x000000
# Each row is three labels side by side: a changed digit redraws a third of the row, not all of it, which
# keeps a one-digit change under 200 bytes on the I2C bus (a whole row is about 270).
_SEGMENTS = 3
# A frame line starting with BIG (pinochle.app) is drawn at twice the size over its row and the next, by labels of
# two big characters each: a changed digit redraws 24 pixels of width, not the line.
BIG = "\x01"
_BIG_WIDTH = 2


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
        glyph = font.get_glyph(ord("M"))
        above_baseline = glyph.height + glyph.dy  # from the cell's top row to the baseline
        layout = Layout(display.width, display.height, glyph_width, glyph_height)
        self.layout = layout
        self.rows = layout.rows
        self.columns = layout.columns
        self.display = display
        self.refreshes = 0

        group = displayio.Group()
        columns = layout.columns
        # Segment widths in columns (7, 7, 7 for 21), the last taking what is left over.
        widths = [columns // _SEGMENTS] * (_SEGMENTS - 1)
        widths.append(columns - sum(widths))
        self._starts = []
        start = 0
        for width in widths:
            self._starts.append(start)
            start += width
        self._widths = widths
        right_margin = display.width - layout.x - columns * glyph_width
        self._labels = []  # row by row, segment by segment
        for row in range(layout.rows):
            for segment in range(_SEGMENTS):
                # Every text is padded to its segment's full width, so bitmap_label keeps its one bitmap for
                # good. Together the segments' bitmaps make the row's bar: edge to edge, as tall as the bar.
                label = bitmap_label.Label(
                    font,
                    text=" " * widths[segment],
                    color=_WHITE,
                    background_color=_BLACK,  # opaque: rows never overlap, so a bar redraws one row only
                    base_alignment=True,
                    padding_left=layout.x if segment == 0 else 0,
                    padding_right=right_margin if segment == _SEGMENTS - 1 else 0,
                    padding_top=-layout.crop,
                    padding_bottom=-layout.crop,
                )
                label.x = layout.x + self._starts[segment] * glyph_width
                label.y = layout.cell_top(row) + above_baseline
                self._labels.append(label)
                group.append(label)
        self._big = []
        for segment in range(columns // 2 // _BIG_WIDTH):
            label = bitmap_label.Label(
                font,
                text=" " * _BIG_WIDTH,
                color=_WHITE,
                background_color=_BLACK,
                base_alignment=True,
                scale=2,
                padding_top=-layout.crop,  # scaled too: the big cell stops where the row below it starts
                padding_bottom=-layout.crop,
            )
            label.x = layout.x + segment * _BIG_WIDTH * 2 * glyph_width
            label.hidden = True
            self._big.append(label)
            group.append(label)  # above the rows: it covers the two it is drawn over
        self._big_row = -1
        self._big_text = ""
        self._big_line = ""  # the frame's big line as last shown, marker included
        self._above_baseline = above_baseline
        self._blank = " " * columns
        self._shown = [""] * layout.rows  # the app's strings as last drawn, to compare with
        self._cursor = -1
        self.group = group
        display.auto_refresh = False  # one refresh per change, after every row is set
        display.root_group = group
        display.refresh()

    def show(self, lines, cursor=-1):
        """Draw a frame: `rows` strings and the highlighted row (or -1). True if anything was redrawn."""
        changed = False
        shown = self._shown
        big_row = -1
        for row in range(min(self.rows - 1, len(lines))):
            if lines[row].startswith(BIG):  # no slice: a frame that did not change allocates nothing
                big_row = row
                break
        big_line = lines[big_row] if big_row >= 0 else ""
        if big_row != self._big_row or big_line != self._big_line:
            changed = self._show_big(big_row, big_line[1:])
            self._big_line = big_line
        for row in range(self.rows):
            text = lines[row] if row < len(lines) else ""
            if big_row >= 0 and big_row <= row <= big_row + 1:
                text = ""  # under the big line
            if text != shown[row]:
                self._draw(row, self._padded(shown[row]), self._padded(text))
                shown[row] = text
                changed = True
        if not 0 <= cursor < self.rows:
            cursor = -1
        if cursor != self._cursor:
            self._highlight(cursor)
            changed = True
        if changed:
            self.display.refresh()
            self.refreshes += 1
        return changed

    def _show_big(self, row, text):
        """Put the big line on `row` (and the next), or hide it (-1); only its changed labels are redrawn."""
        changed = False
        if row != self._big_row:
            for label in self._big:
                label.hidden = row < 0
                if row >= 0:
                    label.y = self.layout.cell_top(row) + 2 * self._above_baseline
            self._big_row = row
            changed = True
        if row >= 0:
            width = len(self._big) * _BIG_WIDTH
            text = (text + " " * width)[:width]
            old = (self._big_text + " " * width)[:width]
            for segment, label in enumerate(self._big):
                part = text[segment * _BIG_WIDTH : (segment + 1) * _BIG_WIDTH]
                if part != old[segment * _BIG_WIDTH : (segment + 1) * _BIG_WIDTH] or changed:
                    label.text = part
                    changed = True
            self._big_text = text
        return changed

    def _draw(self, row, old, new):
        """Set only the segments of the row whose text differs."""
        base = row * _SEGMENTS
        for segment in range(_SEGMENTS):
            start = self._starts[segment]
            end = start + self._widths[segment]
            if new[start:end] != old[start:end]:
                self._labels[base + segment].text = new[start:end]

    def _padded(self, text):
        columns = self.columns
        if len(text) >= columns:
            return text[:columns]
        return text + self._blank[len(text) :]

    def _highlight(self, cursor):
        # The cursor row is its own label inverted: only the two rows involved are sent again.
        if self._cursor >= 0:
            for segment in range(_SEGMENTS):
                self._colour(self._labels[self._cursor * _SEGMENTS + segment], _WHITE, _BLACK)
        self._cursor = cursor
        if cursor >= 0:
            for segment in range(_SEGMENTS):
                self._colour(self._labels[cursor * _SEGMENTS + segment], _BLACK, _WHITE)

    @staticmethod
    def _colour(label, text, background):
        label.color = text
        # display_text declares this setter apart from its getter, which mypy takes for read-only.
        label.background_color = background  # type: ignore[misc]
