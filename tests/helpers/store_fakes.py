"""Simulated slot media for the storage tests on CPython and the VMs: a Faults object watches every I/O call and
cuts the power part-way through a write (torn, or erase-then-program) or raises an error at a chosen call."""

from pinochle.store import BytesCodec, seal


class Codec:
    """SlotStore's codec for the tests: the plain bytes one, with decode or encode replaced."""

    def __init__(self, decode=BytesCodec.decode, encode=BytesCodec.encode):
        self.decode = decode
        self.encode = encode


class PowerCut(BaseException):
    """The board lost power: nothing runs after this, so the code under test must not catch it."""


EIO = 5
ENOSPC = 28
EROFS = 30
ERRORS = (
    ("EIO", OSError, EIO),
    ("ENOSPC", OSError, ENOSPC),
    ("EROFS", OSError, EROFS),
    ("MemoryError", MemoryError, None),
    ("KeyboardInterrupt", KeyboardInterrupt, None),
)


def make_error(kind, code):
    return kind(code) if code is not None else kind()


class Faults:
    """Counts the I/O calls of a run and breaks the one asked for."""

    def __init__(self):
        self.calls = 0
        self.writes = 0
        self.error = None  # (call number, exception type, code, for ever?)
        self.cut = None  # (write number, bytes programmed before the power goes)
        self.erase_cut = None  # (write number, bytes erased before the power goes)
        self.sizes = []  # length of every write so far, in order

    def io(self, what):
        number = self.calls
        self.calls += 1
        if self.error is not None:
            at, kind, code, forever = self.error
            if number == at or (forever and number > at):
                raise make_error(kind, code)

    def next_write(self, size):
        self.sizes.append(size)
        number = self.writes
        self.writes += 1
        return number


def _program(target, data, count):
    view = memoryview(target)
    view[:count] = memoryview(data)[:count]


class SimMedium:
    """A RAM medium under Faults. flash=True models nvm: every write erases the region, then programs."""

    def __init__(self, size, faults=None, name="slot", flash=False):
        self.name = name
        self.size = size
        self.faults = faults or Faults()
        self.flash = flash
        self.data = bytearray(b"\xff" * size)
        self.writes = 0
        self.broken = None  # (exception type, code): this medium fails every call from now on
        self.drops_writes = False  # writes report success and change nothing (a lying cache)

    def wipe(self, fill=0xFF):
        for index in range(self.size):
            self.data[index] = fill

    def lose(self):
        """Collateral damage: the region is erased by a cut elsewhere."""
        self.wipe()

    def _io(self, what):
        if self.broken is not None:
            raise make_error(*self.broken)
        self.faults.io(what)

    def read_into(self, buffer, offset=0):
        self._io("read")
        count = max(0, min(len(buffer), self.size - offset))
        memoryview(buffer)[:count] = memoryview(self.data)[offset : offset + count]
        return count

    def write(self, data):
        self._io("write")
        number = self.faults.next_write(len(data))
        self.writes += 1
        if self.drops_writes:  # a lying medium: the power may still go while it pretends to write
            if self.faults.cut is not None and self.faults.cut[0] == number:
                raise PowerCut()
            return
        faults = self.faults
        image = self.data
        if self.flash:
            # The chip rewrites the whole erase unit: old bytes beyond the frame are programmed again.
            image = bytearray(self.data)
            _program(image, data, len(data))
        if faults.erase_cut is not None and faults.erase_cut[0] == number:
            for index in range(faults.erase_cut[1]):
                self.data[index] = 0xFF
            raise PowerCut()
        if faults.cut is not None and faults.cut[0] == number:
            if self.flash:
                self.wipe()
                _program(self.data, image, min(faults.cut[1], self.size))
            else:
                _program(self.data, data, min(faults.cut[1], len(data)))
            raise PowerCut()
        if self.flash:
            self.data[:] = image
        else:
            _program(self.data, data, len(data))


def pair(size=128, faults=None):
    """Two simulated slots, a and b, that share one Faults."""
    faults = faults or Faults()
    return SimMedium(size, faults, "a"), SimMedium(size, faults, "b")


def put_frame(medium, sequence, payload):
    """Place a snapshot frame in a simulated slot without going through a store."""
    frame = bytearray(15 + len(payload))
    frame[11:-4] = payload
    medium.data[: len(frame)] = frame[: seal(frame, sequence, len(payload))]


def failing(*args):
    """A medium's read_into or write that always meets an I/O error."""
    raise OSError(EIO)
