"""Storage media for snapshot slots: a fixed-size region read whole and rewritten in place from offset 0.

A medium has `name`, `size` (bytes), `read_into(buffer, offset) -> bytes read` (from offset, at most to the end
of the region) and `write(data)` (from offset 0). Errors are
raised as they come (OSError, MemoryError); the slot layer decides what they mean.
"""

import os

_ENOENT = 2  # MicroPython's errno module has no EROFS and may lack others: compare numbers
_FILL_CHUNK = 64
_OS_SYNC = getattr(os, "sync", None)  # CircuitPython has it; MicroPython rp2 and stm32 do not


class RamMedium:
    """A region of RAM: the simulated medium the tests cut, wipe and break."""

    def __init__(self, size, fill=0xFF, name="ram"):
        self.name = name
        self.size = size
        self.data = bytearray(size)
        self.wipe(fill)

    def wipe(self, fill=0xFF):
        data = self.data
        for index in range(self.size):
            data[index] = fill

    def read_into(self, buffer, offset=0):
        count = max(0, min(len(buffer), self.size - offset))
        memoryview(buffer)[:count] = memoryview(self.data)[offset : offset + count]
        return count

    def write(self, data):
        memoryview(self.data)[: len(data)] = data


class FileMedium:
    """A file created once at full size and then rewritten in place.

    FAT renames are two steps and truncating writes free clusters, so neither is used: the file is
    opened "r+b", written from offset 0, flushed and synced. A missing file reads as blank.
    """

    def __init__(self, path, size, opener=open, sync=_OS_SYNC, fill=0xFF, name="file"):
        self.name = name  # short, for the screen
        self.path = path
        self.size = size
        self._open = opener
        self._sync = sync
        self._fill = fill

    def read_into(self, buffer, offset=0):
        count = max(0, min(len(buffer), self.size - offset))
        try:
            file = self._open(self.path, "rb")
        except OSError as error:
            if error.args and error.args[0] == _ENOENT:
                return 0
            raise
        with file:
            file.seek(offset)
            return file.readinto(memoryview(buffer)[:count]) or 0

    def write(self, data):
        if len(data) > self.size:
            raise ValueError("%d bytes do not fit %s" % (len(data), self.path))
        try:
            file = self._open(self.path, "r+b")
        except OSError as error:
            if not (error.args and error.args[0] == _ENOENT):
                raise
            self._create()
            file = self._open(self.path, "r+b")
        with file:
            file.seek(0)
            file.write(data)
            file.flush()
        if self._sync is not None:
            self._sync()

    def _create(self):
        # Only ever for a file that does not exist, so this "wb" cannot truncate a saved game.
        chunk = bytes((self._fill,)) * _FILL_CHUNK
        with self._open(self.path, "wb") as file:
            left = self.size
            while left > 0:
                file.write(chunk if left >= _FILL_CHUNK else chunk[:left])
                left -= _FILL_CHUNK
            file.flush()
