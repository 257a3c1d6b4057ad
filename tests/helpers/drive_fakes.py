"""A simulated CIRCUITPY drive for FileMedium: files that can be torn, broken, reformatted or read-only."""

from store_fakes import EIO, EROFS, Faults, PowerCut, make_error

from pinochle.store.file_medium import FileMedium


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
        self.files.io("readinto")
        content = self._content()
        count = max(0, min(len(buffer), len(content) - self.position))
        memoryview(buffer)[:count] = memoryview(content)[self.position : self.position + count]
        self.position += count
        return count

    def seek(self, position):
        self.files.io("seek")
        self.position = position

    def write(self, data):
        self.files.io("write")
        content = self._content()
        end = self.position + len(data)
        if end > len(content):
            content.extend(bytes(end - len(content)))
        number = self.files.faults.next_write(len(data))
        self.files.writes += 1
        cut = self.files.faults.cut
        cut_here = cut is not None and cut[0] == number
        if self.files.drops_writes:  # a lying drive: the power may still go while it pretends to write
            if cut_here:
                raise PowerCut()
            return len(data)
        count = min(cut[1], len(data)) if cut_here else len(data)
        memoryview(content)[self.position : self.position + count] = memoryview(data)[:count]
        if cut_here:
            raise PowerCut()
        self.position = end
        return len(data)

    def flush(self):
        self.files.io("flush")

    def close(self):
        self.files.io("close")


class FakeFiles:
    """A drive holding a few files: open() for FileMedium, sync() for os.sync, reformat() for a wiped FAT."""

    def __init__(self, faults=None, read_only=False):
        self.faults = faults or Faults()
        self.content = {}
        self.read_only = read_only
        self.writes = 0
        self.broken = None  # (exception type, code): every call on this drive fails from now on
        self.drops_writes = False

    def io(self, what):
        if self.broken is not None:
            raise make_error(*self.broken)
        self.faults.io(what)

    def open(self, path, mode="rb"):
        self.io("open")
        if mode != "rb" and self.read_only:
            raise OSError(EROFS)
        if mode == "wb":
            self.content[path] = bytearray()
        elif path not in self.content:
            raise OSError(2)
        return FakeFile(self, path, mode)

    def sync(self):
        self.io("sync")

    def reformat(self):
        self.content = {}

    def medium(self, path, size, sync=True):
        medium = FileMedium(path, size, opener=self.open, sync=self.sync if sync else None)
        medium.lose = self.reformat  # collateral damage to a file slot: the drive comes back empty
        medium.faults = self.faults
        medium.drive = self
        return medium
