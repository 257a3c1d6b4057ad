"""The glass of an SH1106 on SPI (the MacroPad's), decoded by the same SH1106 model as one on I2C: a picture sent
page by page as displayio's SH1106 driver sends it, read back pixel for pixel. CPython only, no emulator."""

from tools.pico.glass import Glass, wire_bytes

FIRST_COLUMN = 2  # the SH1106's RAM is 132 columns wide; a 128-wide module shows columns 2-129
INIT = bytes((0xAE, 0xA1, 0xC8, 0xA6, 0xA4, 0xAF))  # off, segments and commons remapped, normal, RAM shown, on


def lit(x, y):
    return x == y or (x * 5 + y * 3) % 13 == 0


def pages():
    """Each page: its address and column commands, then its 128 columns (bit 0 on top)."""
    for page in range(8):
        column = FIRST_COLUMN
        commands = bytes((0xB0 + page, 0x10 | column >> 4, column & 0x0F))
        data = bytes(sum(lit(x, page * 8 + bit) << bit for bit in range(8)) for x in range(128))
        yield commands, data


def test_a_picture_over_spi_reads_back_as_sent_and_as_the_same_bytes_over_i2c():
    spi = [(0, 0, "C", INIT)]
    i2c = [(0, 0, "W", b"\x00" + INIT)]
    for commands, data in pages():
        spi += [(0, 0, "C", commands), (0, 0, "D", data)]
        i2c += [(0, 0, "W", b"\x00" + commands), (0, 0, "W", b"\x40" + data)]
    by_spi, by_i2c = Glass("macropad", 64, "sh1106"), Glass("circuitpython", 64, "sh1106")
    assert by_spi.receive(spi) == len(INIT) + 8 * (3 + 128)  # SPI has no address bytes
    by_i2c.receive(i2c)
    assert by_spi.panel.unknown == []
    wrong = [(x, y) for y in range(64) for x in range(128) if by_spi.panel.pixel(x, y) != lit(x, y)]
    assert wrong == []
    assert by_spi.panel.rows() == by_i2c.panel.rows()
    assert wire_bytes("W", b"\x00" + INIT) == len(INIT) + 2  # I2C: the address byte and the control byte too
