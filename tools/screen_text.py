"""Reads text back off the decoded panel by matching the font's glyphs, row by row as the view's Layout places them.
Host-only; the simulator and the tests use it."""


class GlyphReader:
    def __init__(self, font, layout):
        self.layout = layout
        width, height = layout.glyph_width, layout.glyph_height
        above_baseline = _above_baseline(font)
        # Only the cell rows inside the bar are compared: the others may be shared with a neighbour.
        self._compared_rows = range(layout.crop, height - layout.crop)
        self._templates = []
        for code in range(0x20, 0x7F):
            glyph = font.get_glyph(code)
            cell = [[False] * width for _ in range(height)]
            if glyph is not None:
                top = above_baseline - (glyph.height + glyph.dy)
                for y in range(glyph.height):
                    for x in range(glyph.width):
                        cell_x, cell_y = glyph.dx + x, top + y
                        if 0 <= cell_x < width and 0 <= cell_y < height:
                            cell[cell_y][cell_x] = bool(glyph.bitmap[glyph.tile_index * glyph.width + x, y])
            self._templates.append((chr(code), cell))

    def read(self, panel):
        """(lines, cursor): the text of every row, trailing spaces dropped, and the lit row or -1. A line drawn
        twice the size over two rows (the scores' totals) is read as its text on the first and "" on the next."""
        layout = self.layout
        lines = []
        cursor = -1
        big_below = False
        for row in range(layout.rows):
            if big_below:
                lines.append("")
                big_below = False
                continue
            inverted = self._bar_lit(panel, row)
            if inverted:
                cursor = row
            read = [self._match(panel, row, column, inverted, 1) for column in range(layout.columns)]
            if not inverted and row + 1 < layout.rows and any(distance for _, distance in read):
                big = [self._match(panel, row, column, False, 2) for column in range(layout.columns // 2)]
                if sum(distance for _, distance in big) < sum(distance for _, distance in read):
                    lines.append("".join(character for character, _ in big).rstrip())
                    big_below = True
                    continue
            lines.append("".join(character for character, _ in read).rstrip())
        return lines, cursor

    def _bar_lit(self, panel, row):
        layout = self.layout
        top = layout.bar_top(row)
        # The margin column left of the text is lit only by the bar.
        lit = sum(panel.pixel(0, y) for y in range(top, top + layout.bar_height) if 0 <= y < panel.height)
        return lit * 2 > layout.bar_height

    def _match(self, panel, row, column, inverted, scale):
        """(the character whose glyph is nearest the cell's pixels, how many pixels differ)."""
        layout = self.layout
        left = layout.x + column * layout.glyph_width * scale
        top = layout.cell_top(row)
        compared = self._compared_rows  # the big cell is cropped by the same rows, at twice the size
        best, best_distance = "?", None
        for character, cell in self._templates:
            distance = 0
            for y in compared:
                template_row = cell[y]
                for dy in range(scale):
                    screen_y = top + y * scale + dy
                    if not 0 <= screen_y < panel.height:
                        continue
                    for x in range(layout.glyph_width * scale):
                        if (panel.pixel(left + x, screen_y) != inverted) != template_row[x // scale]:
                            distance += 1
                if best_distance is not None and distance >= best_distance:
                    break
            if best_distance is None or distance < best_distance:
                best, best_distance = character, distance
                if distance == 0:
                    break
        return best, best_distance


def _above_baseline(font):
    glyph = font.get_glyph(ord("M"))
    return glyph.height + glyph.dy
