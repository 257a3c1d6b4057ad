"""The MicroPython handheld played whole on the VM, over stand-in pins and an I2C bus that logs every byte the
real ssd1306 driver sends, with a scripted player (keys.txt); mp_handheld.py builds its folder and reads the log."""

import gc
import sys

KEYS = "UDLROB"  # pin order of the five-way key map
KEY_PINS = (10, 11, 12, 13, 14, 15)  # pinochle_settings.py's GP10-GP15
TAP_MS = 200
HOLD_MS = 90
BOUNCE_MS = 12  # a pin reads the old level at odd ms for this long after it changes


class Stop(BaseException):
    """The script is over (not an Exception: the handheld's loop must not catch it)."""


class Cut(BaseException):
    """The power is cut."""


class Board:
    """The stand-in world: the clock, the pins the player presses and the I2C bus to the panel."""

    def __init__(self, script_path, state=None):
        """state: what state() gave the VM before a power cut, else a first power-up."""
        position, self.now, self._due, self.starts, self.cuts, self.failures, self.writes, self.bytes = (
            [int(value) for value in state.split(",")] if state else (0, 0, 500, 0, 0, 0, 0, 0)
        )  # the first key after the first half second
        self.booted = self.now  # the board's clock starts again at power-up
        self.log = open("i2c.log", "ab" if state else "wb")
        self._length = bytearray(2)
        self.levels = {}  # pin id -> (level, changed_at)
        self.fail_next_write = False
        self._script = open(script_path, "rb")
        self._script.seek(position)
        self._char = bytearray(1)
        self._release = None  # (pin id, at)
        self._cut_at = None
        self._stop_at = None

    # -- the clock the board's parts are given --
    def ticks_ms(self):
        return self.now - self.booted  # the board's clock starts again at power-up

    def sleep_ms(self, ms):
        self.now += ms
        self._play()

    # -- the player --
    def _set(self, pin, level):
        self.levels[pin] = (level, self.now)

    def level(self, pin):
        level, changed_at = self.levels.get(pin, (1, -1000))
        since = self.now - changed_at
        if since < BOUNCE_MS and since & 1:
            return 1 - level
        return level

    def _play(self):
        if self._release is not None and self.now >= self._release[1]:
            self._set(self._release[0], 1)
            self._release = None
        if self._stop_at is not None and self.now >= self._stop_at:
            raise Stop()
        if self._cut_at is not None and self.now >= self._cut_at:
            self.cuts += 1
            raise Cut()
        while self._cut_at is None and self._stop_at is None and self.now >= self._due:
            if not self._script.readinto(self._char):
                self._stop_at = self.now + 1500
                break
            action = chr(self._char[0])
            if action in KEYS:
                pin = KEY_PINS[KEYS.index(action)]
                self._set(pin, 0)
                self._release = (pin, self.now + HOLD_MS)
                self._due = self.now + TAP_MS
            elif action == "W":
                self._due = self.now + 1000
            elif action == "E":
                self.fail_next_write = True
            elif action == "C":
                self._cut_at = self.now + 300
            elif action == "S":
                self.mark()

    def state(self):
        """Where the player and the clock are, for the VM started after a power cut."""
        values = (self._script.tell(), self.now, self._due, self.starts, self.cuts, self.failures, self.writes)
        return ",".join(str(value) for value in values + (self.bytes,))

    def mark(self):
        self._length[0] = self._length[1] = 0xFF
        self.log.write(self._length)

    # -- the bus --
    def write(self, parts, memory_address=-1):
        if self.fail_next_write:
            self.fail_next_write = False
            self.failures += 1
            raise OSError(5)  # EIO: a loose wire, a glitch on the bus
        length = 0 if memory_address < 0 else 1
        for part in parts:
            length += len(part)
        self._length[0] = length & 0xFF
        self._length[1] = length >> 8
        log = self.log
        log.write(self._length)
        if memory_address >= 0:
            self._length[0] = memory_address  # the control byte, as writeto_mem puts it on the wire
            log.write(memoryview(self._length)[:1])
        for part in parts:
            log.write(part)
        self.writes += 1
        self.bytes += length


BOARD = None


class Pin:
    IN = 0
    OUT = 1
    PULL_UP = 1
    PULL_DOWN = 2

    def __init__(self, pin_id, mode=-1, pull=-1):
        if not isinstance(pin_id, int) or not 0 <= pin_id <= 29:
            raise ValueError("invalid pin")
        self.id = pin_id
        self.pull = pull

    def value(self):
        return BOARD.level(self.id)


class I2C:
    def __init__(self, bus, scl=None, sda=None, freq=400000):
        if (bus, scl.id, sda.id) != (0, 5, 4):  # the rp2 rule: GP4/GP5 are I2C0's pins
            raise ValueError("bad SCL pin")

    def scan(self):
        return [0x3C]

    def writeto(self, address, buffer, stop=True):
        BOARD.write((buffer,))
        return 1

    def writevto(self, address, vector, stop=True):
        BOARD.write(vector)
        return 1

    def writeto_mem(self, address, memory_address, buffer):
        BOARD.write((buffer,), memory_address)


class SoftI2C(I2C):
    def __init__(self, scl=None, sda=None, freq=400000):
        pass


class Machine:
    """Stands in for the machine module: only what the board's parts use."""

    Pin = Pin
    I2C = I2C
    SoftI2C = SoftI2C


# micropython -X heapsize=96k -m mp_handheld_game SAVE_FOLDER [STATE], in a folder holding main.py, ssd1306,
# pinochle_settings, pinochle/ and keys.txt. keys.txt is the player: U D L R O B tap a button (press 90 ms, 200 ms
# apart, with contact bounce); W waits a second; E makes the next I2C write fail; C cuts the power: the VM prints
# "cut STATE" and ends, as a board's RAM is lost, and the host starts a fresh VM with STATE (where the player and
# the clock were) on the same save files and log; S marks the moment in the log. i2c.log gets each I2C write to
# the display as a 2-byte length and its bytes (control bytes first); a mark is the length 0xFFFF.
def main(folder, state=None):
    global BOARD
    sys.modules["machine"] = Machine
    BOARD = board = Board("keys.txt", state)
    board.starts += 1
    try:
        from pinochle.runner.power_up import start

        start("pinochle.device.micropython.board", board, None, folder)  # as main.py, on the stand-ins
    except Cut:
        # RAM is lost: the host starts a fresh VM, which imports everything anew on an empty heap.
        board.log.close()
        print("cut " + board.state())
        return
    except Stop:
        pass
    board.mark()
    board.log.close()
    gc.collect()
    print("starts %d, cuts %d, i2c failures %d" % (board.starts, board.cuts, board.failures))
    print("i2c writes %d, bytes %d" % (board.writes, board.bytes))
    print("heap in use %d" % gc.mem_alloc())
    # What the game kept loaded: power-up and rare code (the board's parts, the notices) must not be here.
    print("modules " + " ".join(sorted(name for name in sys.modules if name != "machine")))
    print("ok")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".", sys.argv[2] if len(sys.argv) > 2 else None)
