"""Writes pinochle/device/micropython/font6x9.py from the X11 misc-fixed 6x9 font (`apt-get install xfonts-base`).
Host-only: 21 columns of 6x9 fill a 128-pixel SSD1306, as the app's screens are written for (framebuf's 8x8: 16)."""

import gzip
import io
import sys
from pathlib import Path

from PIL import PcfFontFile

SOURCE = "/usr/share/fonts/X11/misc/6x9.pcf.gz"
OUT = Path(__file__).resolve().parents[1] / "pinochle" / "device" / "micropython" / "font6x9.py"
FIRST, LAST = 32, 126
WIDTH, HEIGHT = 6, 9
HEADER = (
    'The X11 misc-fixed 6x9 font ("Public domain font.  Share and enjoy."), ASCII 32-126, by micropython/make_font.py.',
    "GLYPHS: a 6 x 855 framebuf.MONO_HLSB image, 9 bytes a glyph, leftmost pixel in bit 7. The framebuf view loads it.",
)


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
    lines = ['"""%s' % HEADER[0], '%s"""' % HEADER[1]]
    lines += ["", "WIDTH = %d" % WIDTH, "HEIGHT = %d" % HEIGHT, "FIRST = %d" % FIRST, "LAST = %d" % LAST]
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
