"""What the emulated Pico's OLED shows: its I2C or SPI writes decoded (tools/ssd1306_decode.py) and read through the
firmware's font. Host-only; tools/pico/board.py uses it."""

from pinochle.panel import BIG
from tools.ssd1306_decode import PANELS


class Glass:
    def __init__(self, firmware, height=64, controller="ssd1306"):
        self.panel = PANELS[controller]()  # the controller the board's PINOCHLE_DISPLAY names
        self.height = height
        self._read = {}  # what each picture reads as: matching glyphs costs more than the emulator's press
        if firmware != "micropython":  # CircuitPython, on the Pico or the MacroPad
            import terminalio

            from pinochle.device.circuitpython.view import Layout
            from tools.host_display import HostDisplay  # noqa: F401  (Blinka's displayio, for terminalio's font)
            from tools.screen_text import GlyphReader

            self._reader = GlyphReader(terminalio.FONT, Layout(128, height, 6, 12)).read
        else:
            from tests.helpers.mp_handheld import read_glass

            self._reader = read_glass

    def receive(self, transactions):
        """Decode the writes among transactions ((ns0, ns1, mode, bytes) each; mode "W" or "R" on I2C, "C" or "D"
        on SPI); how many bytes they put on the wire (each I2C transaction's address byte included)."""
        sent = 0
        for _, _, mode, data in transactions:
            sent += wire_bytes(mode, data)
            if mode == "W" and data:
                self.panel.receive(data)
            elif mode in ("C", "D"):
                self.panel.receive_spi(data, mode == "D")
        return sent

    def read(self):
        """(lines, cursor): the text of every row, as GlyphReader and read_glass give it."""
        panel = self.panel
        key = bytes(panel.ram) + bytes((panel.display_on, panel.inverted, panel.segment_remap, panel.com_remap))
        if key not in self._read:
            lines, cursor = self._reader(panel)
            self._read[key] = tuple(line.lstrip(BIG) for line in lines), cursor
        return self._read[key]


def wire_bytes(mode, data):
    """The bytes a transaction put on the wire: an I2C one also sends its address."""
    return len(data) + (mode in ("W", "R"))
