"""A snapshot slot in a file (CIRCUITPY's FAT, MicroPython's littlefs). The medium interface is
pinochle.store.media's."""

import os

_OS_SYNC = getattr(os, "sync", None)  # CircuitPython has it; MicroPython rp2 and stm32 do not


class FileMedium:
    """A file created at full size by its first write, then rewritten in place: opened "r+b" (at offset 0),
    written, flushed, closed and synced. FAT renames are two steps and truncating writes free clusters, so
    neither is used. A missing file reads as blank."""

    def __init__(self, path, size, opener=open, sync=_OS_SYNC, name="file"):
        self.name = name  # short, for the screen
        self.path = path
        self.size = size
        self._open = opener
        self._sync = sync

    def read_into(self, buffer, offset=0):
        try:
            file = self._open(self.path, "rb")
        except OSError as error:
            if error.args[:1] == (2,):  # ENOENT (MicroPython's errno module may lack names)
                return 0
            raise
        with file:
            file.seek(offset)
            return file.readinto(memoryview(buffer)[: max(0, self.size - offset)]) or 0

    def write(self, data):
        fresh = False
        try:
            file = self._open(self.path, "r+b")
        except OSError as error:
            if error.args[:1] != (2,):
                raise
            file = self._open(self.path, "wb")  # only for a missing file: this truncates no saved game
            fresh = True
        with file:
            file.write(data)
            if fresh:  # made at full size once; every later save rewrites it in place
                pad = b"\xff" * 64
                for at in range(len(data), self.size, 64):
                    file.write(pad[: self.size - at])
            file.flush()
        if self._sync is not None:
            self._sync()
