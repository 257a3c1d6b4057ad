"""The archive in a file: on MicroPython's littlefs (where each write lands whole or not at all) and in the
simulator's save folder. Made at its first write, grown a sector at a time as games are kept; a missing file, or the
part of the area it has not grown to, reads as blank. CircuitPython's drive uses the image's laid-out file instead
(pinochle.device.circuitpython.archive_file)."""

import os

from pinochle.archive import SECTOR

NAME = "pinochle-archive.sav"  # beside the save files (pinochle.store.file_medium) on every firmware
SECTORS = 16  # 64 KB: a hundred and more games of 30 hands

_OS_SYNC = getattr(os, "sync", None)


class ArchiveFile:
    """The area as a file at path, opened for each read and write (littlefs commits a write when it is closed)."""

    def __init__(self, path, sectors=SECTORS, opener=open, sync=_OS_SYNC, name="archive"):
        self.name = name
        self.path = path
        self.size = sectors * SECTOR
        self._open = opener
        self._sync = sync

    def read_into(self, buffer, offset=0):
        try:
            file = self._open(self.path, "rb")
        except OSError as error:
            if error.args[:1] == (2,):  # ENOENT: nothing kept yet
                return 0
            raise
        with file:
            file.seek(offset)
            return file.readinto(memoryview(buffer)[: max(0, self.size - offset)]) or 0

    def write_at(self, offset, data):
        try:
            file = self._open(self.path, "r+b")
        except OSError as error:
            if error.args[:1] != (2,):
                raise
            file = self._open(self.path, "wb")  # only for a missing file: nothing kept is cut short
        with file:
            end = file.seek(0, 2)
            if end < offset:  # grown to the sector written, with blank sectors between
                blank = b"\xff" * SECTOR
                while end < offset:
                    end += file.write(blank[: min(SECTOR, offset - end)])
            file.seek(offset)
            file.write(data)
            file.flush()
        if self._sync is not None:
            self._sync()


def archive_file(folder, opener=open):
    """The archive in folder (a board's littlefs root, the simulator's save folder)."""
    return ArchiveFile((folder if folder.endswith("/") else folder + "/") + NAME, opener=opener)
