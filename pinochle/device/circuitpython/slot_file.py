"""The files tools/deploy.py's drive image lays out on CIRCUITPY, each rewritten in place in whole sectors and never
grown, so no save touches another file: the second save slot (nvm_media opens it) and the archive of kept games
(board.py opens it; both are here so the power-up loads one module for them)."""

import os

# The flash erases 4 KB sectors whole, whatever files share them: the image gives save/ the drive's first cluster and
# the file the next fifteen, so the slot fills an erase sector of its own. A file of another size is never used.
# Saves write whole 512-byte sectors through a file kept open (a flush or close rewrites its directory entry) and
# reach the flash by os.sync().
FOLDER = "save"
NAME = FOLDER + "/slot.sav"
OFFSET = 3584  # the folder's cluster (512 B) and these 3,584 bytes fill the first erase sector
FILE_SIZE = OFFSET + 4096  # the slot's own aligned 4 KB erase sector
_SECTOR = 512
_OS_SYNC = getattr(os, "sync", None)


class SlotFile:
    """A slot at OFFSET in an open file: read and written through that one file object, written in whole sectors."""

    def __init__(self, file, size, sync=_OS_SYNC, name="file"):
        self.name = name
        self.size = size
        self._file = file
        self._sync = sync

    def read_into(self, buffer, offset=0):
        count = max(0, min(len(buffer), self.size - offset))
        self._file.seek(OFFSET + offset)
        return self._file.readinto(memoryview(buffer)[:count]) or 0

    def matches(self, frame, chunk):
        """True when the slot starts with frame, read a chunk at a time into chunk (as FileMedium.matches)."""
        self._file.seek(OFFSET)
        for start in range(0, len(frame), len(chunk)):
            part = frame[start : start + len(chunk)]
            view = chunk[: len(part)]
            if (self._file.readinto(view) or 0) != len(part) or view != part:
                return False
        return True

    def write(self, data):
        """Whole sectors only: a part sector would wait in the file object's buffer for a flush, which rewrites
        the directory. The frame's last part goes out padded with 0xFF (a frame says its own length)."""
        whole = len(data) - len(data) % _SECTOR
        self._file.seek(OFFSET)
        if whole:
            self._file.write(memoryview(data)[:whole])
        if whole < len(data):
            tail = bytearray(b"\xff" * _SECTOR)
            tail[: len(data) - whole] = data[whole:]
            self._file.write(tail)
        if self._sync is not None:
            self._sync()


def open_slot(folder, size, opener=open):
    """The slot file in folder as laid out by deploy, opened for the game; None when it is missing or not of the
    layout's size (then no file is created: making one would write the FAT beside the boot sector)."""
    prefix = folder if folder.endswith("/") else folder + "/"
    try:
        file = opener(prefix + NAME, "r+b")
    except OSError:
        return None
    if file.seek(0, 2) != FILE_SIZE or size > FILE_SIZE - OFFSET:
        file.close()  # opened, never written: closing it writes nothing
        return None
    return SlotFile(file, size)


# The archive: the clusters after the slot file's, from an erase sector's start, so its 4 KB sectors are the flash's
# erase sectors and its own. A whole 4 KB write is eight whole 512-byte drive sectors: nothing waits for a flush.
ARCHIVE_NAME = FOLDER + "/archive.sav"
ARCHIVE_SECTORS = 16  # 64 KB
ARCHIVE_SIZE = ARCHIVE_SECTORS * 4096  # pinochle.archive.SECTOR: the power-up loads nothing of the archive's


class ArchiveSectors:
    """The archive's area in an open file kept for the game (pinochle.archive.store's medium): read and written
    through it, a whole sector at a time, out by os.sync()."""

    def __init__(self, file, sync=_OS_SYNC, name="archive"):
        self.name = name
        self.size = ARCHIVE_SIZE
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
        file = opener((folder if folder.endswith("/") else folder + "/") + ARCHIVE_NAME, "r+b")
    except OSError:
        return None
    if file.seek(0, 2) != ARCHIVE_SIZE:
        file.close()  # opened, never written: closing it writes nothing
        return None
    return ArchiveSectors(file)
