"""The board's display stack on a computer: Blinka displayio, the board's real driver for each controller, an emulated
I2C bus. Host-only; import it before anything that imports displayio (the simulator, the tests)."""

import os

os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")

import adafruit_displayio_ssd1306  # noqa: E402, F401  (loaded before displayio, as code.py's import order had it)
import busdisplay  # noqa: E402
import displayio  # noqa: E402
import i2cdisplaybus  # noqa: E402
from displayio import _displaycore  # noqa: E402
from displayio._constants import CHIP_SELECT_TOGGLE_EVERY_BYTE, DISPLAY_COMMAND  # noqa: E402

from pinochle.device.circuitpython.display import make_display  # noqa: E402
from tools.ssd1306_decode import PANELS, EmulatedI2C  # noqa: E402


def _sh110x_column_fixed(set_region):
    """Blinka 2.7.1 sends the high nibble of an SH110x column address as 0 (CircuitPython sends it right): the whole
    column again after each region, so the glass here shows what a board's does."""

    def set_region_to_update(core, area):
        set_region(core, area)
        if core.sh1107_addressing:
            column = area.x1 + core.colstart
            core.begin_transaction()
            core.send(DISPLAY_COMMAND, CHIP_SELECT_TOGGLE_EVERY_BYTE, bytes((0x10 | column >> 4, column & 0x0F)))
            core.end_transaction()

    return set_region_to_update


_displaycore._DisplayCore.set_region_to_update = _sh110x_column_fixed(_displaycore._DisplayCore.set_region_to_update)


def _background_when_built(background):
    """Blinka lists a display in its __new__, before __init__ has set _auto_refresh; its refresh thread, every
    millisecond, could meet it half-built, and its AttributeError traceback was printed over the simulator's glass
    (and stopped the thread). A display still being built has nothing to refresh."""

    def run(display):
        if "_auto_refresh" in display.__dict__:
            background(display)

    return run


busdisplay.BusDisplay._background = _background_when_built(busdisplay.BusDisplay._background)


class HostDisplay:
    """A display as code.py builds it, over an emulated bus; .panel is what the glass shows."""

    def __init__(
        self, width=128, height=64, rotation=0, address=0x3C, auto_refresh=False, controller="ssd1306", glass=None
    ):
        """controller: the driver's (pinochle.runner.config.DISPLAYS); glass: the module's, if another."""
        displayio.release_displays()  # Blinka keeps one display at a time, as a board does
        self.panel = PANELS[glass or controller](width)
        self.i2c = EmulatedI2C(self.panel, address)
        bus = i2cdisplaybus.I2CDisplayBus(self.i2c, device_address=address)
        self.display = make_display(bus, controller, width, height, rotation, auto_refresh=auto_refresh)
        self.init_bytes = self.i2c.wire_bytes

    def bytes_during(self, action, *args):
        """I2C bytes on the wire (address bytes included) while action(*args) runs."""
        before = self.i2c.wire_bytes
        action(*args)
        return self.i2c.wire_bytes - before

    def close(self):
        displayio.release_displays()
