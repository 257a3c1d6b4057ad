"""Host-only: write pinochle/device/micropython/font6x9.py from the X11 misc-fixed 6x9 font (public domain).

    apt-get install xfonts-base && python3 micropython/make_font.py

The 6x9 cell holds a 5x6 capital with a blank column and row around it and two rows for descenders, so
21 columns of text fill a 128-pixel-wide SSD1306 and seven rows fill 63 of its 64 lines: the 21 columns
the app's screens are written for (framebuf's own 8x8 font gives 16).
"""

import gzip
import io
import sys
from pathlib import Path

from PIL import PcfFontFile

SOURCE = "/usr/share/fonts/X11/misc/6x9.pcf.gz"
OUT = Path(__file__).resolve().parents[1] / "pinochle" / "device" / "micropython" / "font6x9.py"
FIRST, LAST = 32, 126
WIDTH, HEIGHT = 6, 9


def glyph_rows(font, code):
    """HEIGHT bytes, one per pixel row, the leftmost pixel in bit 7 (framebuf.MONO_HLSB)."""
    (_, _), (x0, y0, x1, y1), _, image = font.glyph[code]
    assert (x0, y0, x1, y1) == (0, -7, WIDTH, 2) and image.size == (WIDTH, HEIGHT), (code, x0, y0, x1, y1)
    rows = bytearray(HEIGHT)
    for y in range(HEIGHT):
        for x in range(WIDTH):
            if image.getpixel((x, y)):
                rows[y] |= 0x80 >> x
    return bytes(rows)


def main():
    font = PcfFontFile.PcfFontFile(io.BytesIO(gzip.open(SOURCE).read()))
    data = b"".join(glyph_rows(font, code) for code in range(FIRST, LAST + 1))
    lines = ['"""The X11 misc-fixed 6x9 font ("Public domain font.  Share and enjoy."), ASCII 32-126.', ""]
    lines.append("Made by micropython/make_font.py. Each glyph is 9 bytes, one per pixel row, leftmost pixel in")
    lines.append("bit 7: GLYPHS is a 6 x 855 framebuf.MONO_HLSB image of the glyphs stacked top to bottom.")
    lines += ['"""', "", "WIDTH = %d" % WIDTH, "HEIGHT = %d" % HEIGHT, "FIRST = %d" % FIRST, "LAST = %d" % LAST]
    lines.append("# A bytearray (framebuf draws only from writable buffers); the bytes literal is freed after import.")
    lines.append("GLYPHS = bytearray(")
    for start in range(0, len(data), HEIGHT * 3):  # three glyphs a line
        chunk = data[start : start + HEIGHT * 3]
        lines.append('    b"%s"' % "".join("\\x%02x" % byte for byte in chunk))
    lines.append(")")
    OUT.write_text("\n".join(lines) + "\n")
    print("%s: %d glyphs, %d bytes" % (OUT, LAST - FIRST + 1, len(data)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
