"""Simulated media and the power-cut campaign for the storage tests (CPython and MicroPython alike).

One Faults object watches every I/O call of a run: it can cut the power part-way through a write
(torn, or erase-then-program as flash does it) or raise an error at a chosen call, once or for ever.
"""

from pinochle.store.media import FileMedium


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

    def io(self, what):
        number = self.calls
        self.calls += 1
        if self.error is not None:
            at, kind, code, forever = self.error
            if number == at or (forever and number > at):
                raise make_error(kind, code)

    def next_write(self):
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

    def wipe(self, fill=0xFF):
        for index in range(self.size):
            self.data[index] = fill

    def read_into(self, buffer):
        self.faults.io("read")
        count = min(len(buffer), self.size)
        memoryview(buffer)[:count] = memoryview(self.data)[:count]
        return count

    def write(self, data):
        self.faults.io("write")
        number = self.faults.next_write()
        self.writes += 1
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
                _program(self.data, image, faults.cut[1])
            else:
                _program(self.data, data, faults.cut[1])
            raise PowerCut()
        if self.flash:
            self.data[:] = image
        else:
            _program(self.data, data, len(data))


class FakeFile:
    def __init__(self, files, path, mode):
        self.files = files
        self.path = path
        self.position = 0
        self.writable = mode != "rb"

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def _content(self):
        if self.path not in self.files.content:
            raise OSError(EIO)  # the file went while open: the drive was reformatted under us
        return self.files.content[self.path]

    def readinto(self, buffer):
        self.files.faults.io("readinto")
        content = self._content()
        count = max(0, min(len(buffer), len(content) - self.position))
        memoryview(buffer)[:count] = memoryview(content)[self.position : self.position + count]
        self.position += count
        return count

    def seek(self, position):
        self.files.faults.io("seek")
        self.position = position

    def write(self, data):
        self.files.faults.io("write")
        content = self._content()
        end = self.position + len(data)
        if end > len(content):
            content.extend(bytes(end - len(content)))
        number = self.files.faults.next_write()
        self.files.writes += 1
        cut = self.files.faults.cut
        count = cut[1] if cut is not None and cut[0] == number else len(data)
        memoryview(content)[self.position : self.position + count] = memoryview(data)[:count]
        if count != len(data) or (cut is not None and cut[0] == number):
            raise PowerCut()
        self.position = end
        return len(data)

    def flush(self):
        self.files.faults.io("flush")

    def close(self):
        self.files.faults.io("close")


class FakeFiles:
    """A drive holding a few files: open() for FileMedium, sync() for os.sync, reformat() for a wiped FAT."""

    def __init__(self, faults=None, read_only=False):
        self.faults = faults or Faults()
        self.content = {}
        self.read_only = read_only
        self.writes = 0

    def open(self, path, mode="rb"):
        self.faults.io("open")
        if mode != "rb" and self.read_only:
            raise OSError(EROFS)
        if mode == "wb":
            self.content[path] = bytearray()
        elif path not in self.content:
            raise OSError(2)
        return FakeFile(self, path, mode)

    def sync(self):
        self.faults.io("sync")

    def reformat(self):
        self.content = {}

    def medium(self, path, size, sync=True):
        return FileMedium(path, size, opener=self.open, sync=self.sync if sync else None)
