"""The view as adafruit_display_text would make it: one bitmap_label per row, and one twice the size for the big line.
bench/display_text.py swaps it for the board's own view to time the two on the emulated Pico."""

import displayio
import terminalio
from adafruit_display_text import bitmap_label

from pinochle.device.circuitpython.view import Layout
from pinochle.panel import BIG

_WHITE, _BLACK = 0xFFFFFF, 0x000000


class View:
    def __init__(self, display, font=terminalio.FONT):
        self.layout = layout = Layout(display.width, display.height, *font.get_bounding_box()[:2])
        self.rows, self.columns, self.display, self.frames = layout.rows, layout.columns, display, 0
        group = displayio.Group()
        # A row's label spans the glass (the cursor bar lights the margins too); its text is always a full row.
        margin = display.width - layout.x - layout.columns * layout.glyph_width
        self._labels = []
        for row in range(layout.rows):
            label = bitmap_label.Label(
                font,
                text=" " * layout.columns,
                color=_WHITE,
                background_color=_BLACK,
                padding_left=layout.x,
                padding_right=margin,
                anchor_point=(0, 0),
                anchored_position=(layout.x, layout.cell_top(row)),
            )
            group.append(label)
            self._labels.append(label)
        self._big = bitmap_label.Label(font, text=" ", color=_WHITE, scale=2, anchor_point=(0, 0))
        self._big.hidden = True
        group.append(self._big)
        self._big_shown = (-1, "")
        self._shown = [("", False)] * layout.rows
        self.group = group
        display.auto_refresh = False
        display.root_group = group
        display.refresh()

    def show(self, lines, cursor=-1):
        """Draw a frame as the board's view does; True if anything changed."""
        big_row = -1
        for row in range(min(self.rows - 1, len(lines))):
            if lines[row].startswith(BIG):
                big_row = row
                break
        big = (big_row, lines[big_row] if big_row >= 0 else "")
        changed = big != self._big_shown
        if changed:
            self._big.hidden = big_row < 0
            if big_row >= 0:
                self._big.text = big[1][1:]
                self._big.anchored_position = (self.layout.x, self.layout.cell_top(big_row))
            self._big_shown = big
        for row in range(self.rows):
            text = lines[row] if row < len(lines) else ""
            if big_row >= 0 and big_row <= row <= big_row + 1:
                text = ""
            state = (text, row == cursor)
            old = self._shown[row]
            if state == old:
                continue
            label = self._labels[row]
            if text != old[0]:
                label.text = (text + " " * self.columns)[: self.columns]
            if state[1] != old[1]:
                label.color, label.background_color = (_BLACK, _WHITE) if state[1] else (_WHITE, _BLACK)
            self._shown[row] = state
            changed = True
        if changed:
            self.display.refresh()
            self.frames += 1
        return changed
