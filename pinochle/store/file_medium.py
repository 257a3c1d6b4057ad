"""A snapshot slot in a file (CIRCUITPY's FAT, MicroPython's littlefs). The medium interface is in
pinochle.store, with matches(), which SlotStore uses to read a commit back through one open file."""

import os

from pinochle.store import SLOT_SIZE

_OS_SYNC = getattr(os, "sync", None)  # CircuitPython has it; MicroPython rp2 and stm32 do not
FILE_NAMES = ("pinochle-a.sav", "pinochle-b.sav")  # the save files on the board's drive, on every firmware


def _missing(error):
    """True for ENOENT (MicroPython's errno module may lack names)."""
    return error.args[:1] == (2,)


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

    def _reading(self):
        """The file opened for reading, or None when it is missing."""
        try:
            return self._open(self.path, "rb")
        except OSError as error:
            if _missing(error):
                return None
            raise

    def read_into(self, buffer, offset=0):
        file = self._reading()
        if file is None:
            return 0
        with file:
            file.seek(offset)
            return file.readinto(memoryview(buffer)[: max(0, self.size - offset)]) or 0

    def matches(self, frame, chunk):
        """True when the file starts with frame (bytes-like): read through one open file into chunk (a writable
        memoryview, the caller's) a piece at a time, so checking a commit opens the file once and needs no
        buffer the size of a slot."""
        file = self._reading()
        if file is None:
            return False
        with file:
            for start in range(0, len(frame), len(chunk)):
                part = frame[start : start + len(chunk)]
                view = chunk[: len(part)]
                if (file.readinto(view) or 0) != len(part) or view != part:
                    return False
        return True

    def write(self, data):
        fresh = False
        try:
            file = self._open(self.path, "r+b")
        except OSError as error:
            if not _missing(error):
                raise
            file = self._open(self.path, "wb")  # only for a missing file: this truncates no saved game
            fresh = True
        with file:
            file.write(data)
            if fresh:  # made at full size once; every later save rewrites it in place
                pad = b"\xff" * 64
                for at in range(len(data), self.size, 64):
                    file.write(pad if self.size - at >= 64 else pad[: self.size - at])  # no copy but the last
            file.flush()
        if self._sync is not None:
            self._sync()


def save_files(folder, size=SLOT_SIZE, opener=open):
    """The two save files in folder, "file" and "file2" on the screen."""
    prefix = folder if folder.endswith("/") else folder + "/"
    return (
        FileMedium(prefix + FILE_NAMES[0], size, opener=opener, name="file"),
        FileMedium(prefix + FILE_NAMES[1], size, opener=opener, name="file2"),
    )
