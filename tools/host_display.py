"""The board's display stack on a computer: Blinka displayio, the real SSD1306 driver, an emulated I2C bus. Host-only;
import it before anything that imports displayio (the simulator, the tests)."""

import os

os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")

import adafruit_displayio_ssd1306  # noqa: E402
import displayio  # noqa: E402
import i2cdisplaybus  # noqa: E402

from tools.ssd1306_decode import EmulatedI2C, Panel  # noqa: E402


class HostDisplay:
    """A display as code.py builds it, over an emulated bus; .panel is what the glass shows."""

    def __init__(self, width=128, height=64, rotation=0, address=0x3C, auto_refresh=False):
        displayio.release_displays()  # Blinka keeps one display at a time, as a board does
        self.panel = Panel(width)
        self.i2c = EmulatedI2C(self.panel, address)
        bus = i2cdisplaybus.I2CDisplayBus(self.i2c, device_address=address)
        self.display = adafruit_displayio_ssd1306.SSD1306(
            bus, width=width, height=height, rotation=rotation, auto_refresh=auto_refresh
        )
        self.init_bytes = self.i2c.wire_bytes

    def bytes_during(self, action, *args):
        """I2C bytes on the wire (address bytes included) while action(*args) runs."""
        before = self.i2c.wire_bytes
        action(*args)
        return self.i2c.wire_bytes - before

    def close(self):
        displayio.release_displays()
