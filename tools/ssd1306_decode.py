"""An SSD1306, SH1106 or SH1107 OLED on an emulated I2C bus (EmulatedI2C for busio.I2C) or on SPI (the MacroPad's
SH1106): the bytes a real driver sends decoded into the panel's pixels. Host-only; the simulator, the tests and
tools/pico use it."""

# Commands followed by parameter bytes, and how many (SSD1306 datasheet, command table).
_PARAMETERS = {
    0x20: 1,  # memory addressing mode
    0x21: 2,  # column range
    0x22: 2,  # page range
    0x26: 6,  # horizontal scroll setup
    0x27: 6,
    0x29: 5,  # vertical and horizontal scroll setup
    0x2A: 5,
    0x81: 1,  # contrast
    0x8D: 1,  # charge pump
    0xA3: 2,  # vertical scroll area
    0xA8: 1,  # multiplex ratio: rows shown - 1
    0xD3: 1,  # display offset
    0xD5: 1,  # clock divide
    0xD9: 1,  # pre-charge
    0xDA: 1,  # COM pins configuration
    0xDB: 1,  # VCOMH level
}
HORIZONTAL, VERTICAL, PAGE = 0, 1, 2


class Panel:
    """An SSD1306: the controller's 128 x 64 bit display RAM (8 pages of 128 bytes, bit 0 on top) and its
    settings."""

    COLUMNS = 128
    PAGES = 8
    PARAMETERS = _PARAMETERS

    def __init__(self, width=128):
        self.width = width
        self.ram = bytearray(self.COLUMNS * self.PAGES)
        self.mode = PAGE  # the reset default
        self.column_range = (0, self.COLUMNS - 1)
        self.page_range = (0, self.PAGES - 1)
        self.column = self.page = self.start_line = self.offset = 0
        self.multiplex = 63
        # The reset state: the panel off, nothing inverted, remapped or forced on.
        self.display_on = self.inverted = self.all_on = self.segment_remap = self.com_remap = False
        self.contrast = 0x7F
        self.unknown = []  # command bytes this decoder does not know, for tests to check
        self._command = None
        self._parameters = []

    @property
    def height(self):
        return self.multiplex + 1

    # -- the I2C side --
    def receive(self, message):
        """One I2C write (the bytes after the address): control bytes, then commands or display data."""
        index = 0
        length = len(message)
        while index < length:
            control = message[index]
            index += 1
            is_data = bool(control & 0x40)
            if control & 0x80:  # Co set: one byte, then another control byte
                if index < length:
                    self._byte(message[index], is_data)
                index += 1
                continue
            for value in message[index:]:  # Co clear: the rest is all data or all commands
                self._byte(value, is_data)
            return

    def receive_spi(self, data, is_data):
        """Bytes over 4-wire SPI: no control bytes, the D/C pin says data (high) or commands (low)."""
        for value in data:
            self._byte(value, is_data)

    def _byte(self, value, is_data):
        if is_data:
            self._write_data(value)
        else:
            self._command_byte(value)

    def _command_byte(self, value):
        if self._command is not None:
            self._parameters.append(value)
            if len(self._parameters) == self.PARAMETERS[self._command]:
                command, parameters = self._command, self._parameters
                self._command, self._parameters = None, []
                self._run(command, parameters)
            return
        if value in self.PARAMETERS:
            self._command = value
            return
        self._run(value, ())

    def _run(self, command, parameters):
        if command == 0x20:
            self.mode = parameters[0] & 0x03
        elif command == 0x21:
            self.column_range = (parameters[0] & 0x7F, parameters[1] & 0x7F)
            self.column = self.column_range[0]
        elif command == 0x22:
            self.page_range = (parameters[0] & 0x07, parameters[1] & 0x07)
            self.page = self.page_range[0]
        elif command == 0x81:
            self.contrast = parameters[0]
        elif command == 0xA8:
            self.multiplex = parameters[0] & 0x3F
        elif command == 0xD3:
            self.offset = parameters[0] & 0x3F
        elif command in (0xAE, 0xAF):
            self.display_on = command == 0xAF
        elif command in (0xA6, 0xA7):
            self.inverted = command == 0xA7
        elif command in (0xA4, 0xA5):
            self.all_on = command == 0xA5
        elif command in (0xA0, 0xA1):
            self.segment_remap = command == 0xA1
        elif command in (0xC0, 0xC8):
            self.com_remap = command == 0xC8
        elif 0x40 <= command <= 0x7F:
            self.start_line = command - 0x40
        elif 0xB0 <= command <= 0xB7:  # page mode: page address
            self.page = command - 0xB0
        elif command <= 0x0F:  # page mode: column, low nibble
            self.column = (self.column & 0xF0) | command
        elif command <= 0x1F:  # page mode: column, high nibble
            self.column = (self.column & 0x0F) | ((command & 0x0F) << 4)
        elif command in _PARAMETERS or command in (0x2E, 0x2F, 0xE3):
            pass  # timing, scrolling and no-op: nothing the picture depends on here
        else:
            self.unknown.append(command)

    def _write_data(self, value):
        self.ram[self.page * self.COLUMNS + self.column] = value
        if self.mode == HORIZONTAL:  # along the columns, then down a page
            if self._step("column"):
                self._step("page")
        elif self.mode == VERTICAL:  # down the pages, then along a column
            if self._step("page"):
                self._step("column")
        else:
            self.column = (self.column + 1) % self.COLUMNS

    def _step(self, axis):
        """Move the address one on along axis ("column" or "page") within its range; True when it wrapped."""
        first, last = getattr(self, axis + "_range")
        if getattr(self, axis) >= last:
            setattr(self, axis, first)
            return True
        setattr(self, axis, getattr(self, axis) + 1)
        return False

    # -- the glass --
    FIRST_SHOWN = 0  # the first of the RAM's columns the module's glass shows

    def ram_pixel(self, column, row):
        return bool(self.ram[(row // 8) * self.COLUMNS + column] >> (row % 8) & 1)

    def pixel(self, x, y):
        """What the glass shows at (x, y), x to the right and y down, as the module is usually mounted."""
        if not self.display_on:
            return False
        if self.all_on:
            return True
        segment = self.COLUMNS - 1 - self.FIRST_SHOWN - x  # the segments run right to left as mounted
        column = self.COLUMNS - 1 - segment if self.segment_remap else segment
        line = y if self.com_remap else self.height - 1 - y
        row = (line + self.offset + self.start_line) % 64
        return self.ram_pixel(column, row) != self.inverted

    def rows(self):
        """The picture as a list of rows, each a list of bools."""
        return [[self.pixel(x, y) for x in range(self.width)] for y in range(self.height)]

    def lit(self, x0=0, y0=0, x1=None, y1=None):
        """How many pixels are lit in the box [x0, x1) x [y0, y1)."""
        x1 = self.width if x1 is None else x1
        y1 = self.height if y1 is None else y1
        return sum(self.pixel(x, y) for y in range(y0, y1) for x in range(x0, x1))


# Commands both SH110x controllers take with one parameter byte: contrast, multiplex, DC-DC, display offset,
# clock, pre-charge, VCOM level (SH1106 and SH1107 datasheets, command tables).
_SH110X_PARAMETERS = {0x81: 1, 0xA8: 1, 0xAD: 1, 0xD3: 1, 0xD5: 1, 0xD9: 1, 0xDB: 1}
_SH110X_IGNORED = (0xAD, 0xD5, 0xD9, 0xDB, 0xE0, 0xE3, 0xEE)  # power, timing, read-modify-write, no-op


class SH1106Panel(Panel):
    """An SH1106 (most 1.3" modules): 132 columns of RAM in 8 pages, page addressing only (the column counts on
    along its page, and the SSD1306's range and mode commands mean nothing); the glass shows columns 2-129."""

    COLUMNS = 132
    FIRST_SHOWN = 2
    PARAMETERS = {**_SH110X_PARAMETERS, 0xDA: 1}  # and COM pins configuration

    def _run(self, command, parameters):
        if command in _SH110X_IGNORED or command == 0xDA or 0x30 <= command <= 0x33:  # and the pump voltage
            return
        if 0xC0 <= command <= 0xCF:
            self.com_remap = command >= 0xC8
        elif command in (0x20, 0x21, 0x22) or 0xB8 <= command <= 0xBF:  # not SH1106 commands
            self.unknown.append(command)
        else:
            Panel._run(self, command, parameters)


class SH1107Panel(Panel):
    """An SH1107 as on Adafruit's 128x64 OLED FeatherWing: 128 x 128 bits of RAM in 16 pages of 128 columns, where
    a column drives a common line (a row of the panel) and a page's bits 8 segments. The wing's 64 rows are shown
    upright with x along the segments; the panel is modelled with its rows on common lines 32-95, which the
    display offset 0x60 of Adafruit's driver maps to RAM columns 0-63."""

    COLUMNS = 128
    PAGES = 16
    LINES = 64  # the wing's rows
    FIRST_LINE = 32  # the common line of its first row, counting up from the bottom as mounted
    PARAMETERS = {**_SH110X_PARAMETERS, 0xDC: 1}  # and the display start line

    def __init__(self, width=128):
        Panel.__init__(self, width)
        self.multiplex = 127

    @property
    def height(self):
        return self.LINES

    def _run(self, command, parameters):
        if command in _SH110X_IGNORED:
            return
        if command in (0x20, 0x21):  # page or vertical addressing
            self.mode = PAGE if command == 0x20 else VERTICAL
        elif 0xB0 <= command <= 0xBF:
            self.page = command - 0xB0
        elif command <= 0x17:
            Panel._run(self, command, parameters)  # a column's low or high nibble
        elif command == 0xDC:
            self.start_line = parameters[0] & 0x7F
        elif command in (0xA8, 0xD3):
            setattr(self, "multiplex" if command == 0xA8 else "offset", parameters[0] & 0x7F)
        elif 0xC0 <= command <= 0xCF:
            self.com_remap = command >= 0xC8
        elif command in (0x81, 0xA0, 0xA1, 0xA4, 0xA5, 0xA6, 0xA7, 0xAE, 0xAF):
            Panel._run(self, command, parameters)
        else:
            self.unknown.append(command)

    def _write_data(self, value):
        self.ram[self.page * self.COLUMNS + self.column] = value
        if self.mode == VERTICAL:
            self.page = (self.page + 1) % self.PAGES
        else:
            self.column = (self.column + 1) % self.COLUMNS

    def pixel(self, x, y):
        if not self.display_on:
            return False
        if self.all_on:
            return True
        segment = self.COLUMNS - 1 - x if self.segment_remap else x
        line = y if self.com_remap else self.LINES - 1 - y
        column = (line + self.FIRST_LINE + self.offset + self.start_line) % self.COLUMNS
        return bool(self.ram[(segment // 8) * self.COLUMNS + column] >> (segment % 8) & 1) != self.inverted


# The panel each PINOCHLE_DISPLAY setting names.
PANELS = {"ssd1306": Panel, "sh1106": SH1106Panel, "sh1107": SH1107Panel}


class EmulatedI2C:
    """Stands in for busio.I2C: a real lock (Blinka's BusDisplay spins while try_lock succeeds), each write
    to the display's address handed to the panel and counted."""

    def __init__(self, panel, address=0x3C):
        self.panel = panel
        self.address = address
        self.locked = False
        self.bytes_written = 0  # payload bytes, control bytes included, address bytes not
        self.writes = 0  # I2C transactions: each also puts an address byte on the wire

    @property
    def wire_bytes(self):
        return self.bytes_written + self.writes

    def try_lock(self):
        if self.locked:
            return False
        self.locked = True
        return True

    def unlock(self):
        self.locked = False

    def deinit(self):
        self.locked = False

    def scan(self):
        return [self.address]

    def writeto(self, address, buffer, *, start=0, end=None):
        if address != self.address:
            raise OSError(19, "no device at 0x%02X" % address)  # ENODEV, as a board says for a wrong address
        data = bytes(buffer[start:end])
        self.writes += 1
        self.bytes_written += len(data)
        self.panel.receive(data)
