"""An SSD1306 on an emulated I2C bus (EmulatedI2C for busio.I2C): the bytes a real driver sends decoded into the
panel's pixels. Host-only; the simulator, the tests and tools/pico use it."""

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
    """The controller's 128 x 64 bit display RAM (8 pages of 128 bytes, bit 0 on top) and its settings."""

    COLUMNS = 128
    PAGES = 8

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

    def _byte(self, value, is_data):
        if is_data:
            self._write_data(value)
        else:
            self._command_byte(value)

    def _command_byte(self, value):
        if self._command is not None:
            self._parameters.append(value)
            if len(self._parameters) == _PARAMETERS[self._command]:
                command, parameters = self._command, self._parameters
                self._command, self._parameters = None, []
                self._run(command, parameters)
            return
        if value in _PARAMETERS:
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
    def ram_pixel(self, column, row):
        return bool(self.ram[(row // 8) * self.COLUMNS + column] >> (row % 8) & 1)

    def pixel(self, x, y):
        """What the glass shows at (x, y), x to the right and y down, as the module is usually mounted."""
        if not self.display_on:
            return False
        if self.all_on:
            return True
        column = x if self.segment_remap else self.COLUMNS - 1 - x
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
