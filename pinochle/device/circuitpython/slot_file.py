"""The second save slot on CIRCUITPY: one file laid out by tools/deploy.py's drive image, rewritten in place in whole
sectors and never grown, so no save touches another file. nvm_media opens it."""

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
