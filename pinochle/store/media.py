"""Storage media for snapshot slots: fixed-size regions read from any offset and rewritten from offset 0.

A medium has `name`, `size` (bytes), `read_into(buffer, offset) -> bytes read` (from offset, never past the
region's end) and `write(data)` (from offset 0). Errors are raised as they come (OSError, MemoryError); the
slot layer decides what they mean.
"""

import os

_OS_SYNC = getattr(os, "sync", None)  # CircuitPython has it; MicroPython rp2 and stm32 do not


class RamMedium:
    """A region of a bytearray-like: RAM here (the medium the tests cut, wipe and break), microcontroller.nvm
    for pinochle.device.nvm_media. Read 64 bytes at a time, so a slice of nvm (a copy) is never the whole
    region; written with one slice assignment, so nvm erases and programs its unit once."""

    def __init__(self, size, fill=0xFF, name="ram", data=None, start=0):
        self.name = name
        self.size = size
        self.data = bytearray(bytes((fill,)) * size) if data is None else data
        self._start = start

    def read_into(self, buffer, offset=0):
        count = max(0, min(len(buffer), self.size - offset))
        start = self._start + offset
        for at in range(0, count, 64):
            end = min(at + 64, count)
            buffer[at:end] = self.data[start + at : start + end]
        return count

    def write(self, data):
        self.data[self._start : self._start + len(data)] = data


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
