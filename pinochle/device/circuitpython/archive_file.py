"""The archive on CIRCUITPY: one file laid out by tools/deploy.py's drive image right after the slot file, its
sectors aligned to the flash's 4 KB erase sectors and owned by it alone, rewritten in place a whole sector at a time
and never grown, so keeping a game touches no other file. nvm_media opens it beside the slot file."""

import os

NAME = "save/archive.sav"
SECTORS = 16  # 64 KB: the image gives it the clusters after the slot file's, from an erase sector's start
FILE_SIZE = SECTORS * 4096  # pinochle.archive.SECTOR: the power-up loads nothing of the archive's
_OS_SYNC = getattr(os, "sync", None)


class ArchiveSectors:
    """The area in an open file kept for the game: read and written through it, whole sectors (a 4 KB write is
    eight whole 512-byte drive sectors, so nothing waits in the file object for a flush), out by os.sync()."""

    def __init__(self, file, sync=_OS_SYNC, name="archive"):
        self.name = name
        self.size = FILE_SIZE
        self._file = file
        self._sync = sync

    def read_into(self, buffer, offset=0):
        self._file.seek(offset)
        return self._file.readinto(memoryview(buffer)[: max(0, self.size - offset)]) or 0

    def write_at(self, offset, data):
        self._file.seek(offset)
        self._file.write(data)
        if self._sync is not None:
            self._sync()


def open_archive(folder, opener=open):
    """The archive file in folder as laid out by deploy, opened for the game; None when it is missing or not of the
    layout's size (no file is made: that would write the FAT)."""
    try:
        file = opener((folder if folder.endswith("/") else folder + "/") + NAME, "r+b")
    except OSError:
        return None
    if file.seek(0, 2) != FILE_SIZE:
        file.close()  # opened, never written: closing it writes nothing
        return None
    return ArchiveSectors(file)
