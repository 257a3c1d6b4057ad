"""The nvm medium over a stand-in for microcontroller.nvm, and picking media from what a board offers."""

MICROPYTHON = True
# The slot file in whole sectors: 32k needed on the 32-bit VMs (`bench.heap need`), 8k spare.
MICROPYTHON_HEAP = "40k"

from nvm_fakes import FakeNvm  # noqa: E402
from support import message  # noqa: E402

from pinochle.device.circuitpython import nvm_media, slot_file  # noqa: E402
from pinochle.device.circuitpython.nvm_media import NvmMedium, erase_unit, pick_media  # noqa: E402
from pinochle.device.circuitpython.slot_file import SlotFile  # noqa: E402
from pinochle.store.file_medium import SLOT_SIZE  # noqa: E402


def _no_files(path, mode="rb"):
    raise OSError(2)


class Drive:
    """A drive holding the slot file (of `size` bytes) or not: open() records every call the code makes on it. It
    keeps only the slot's bytes (SLOT_SIZE from slot_file.OFFSET), so the test fits a board's heap: a write
    elsewhere fails."""

    def __init__(self, size=slot_file.FILE_SIZE):
        self.size = size
        self.data = bytearray(b"\xff" * SLOT_SIZE) if size else None
        self.calls = []
        self.opened = []

    def open(self, path, mode="rb"):
        self.opened.append((path, mode))
        if self.data is None or path != "/" + slot_file.NAME:
            raise OSError(2)
        return SpyFile(self)


class SpyFile:
    def __init__(self, drive):
        self.drive = drive
        self.at = 0

    def seek(self, offset, whence=0):
        self.at = offset if whence == 0 else self.drive.size + offset
        return self.at

    def readinto(self, buffer):
        start = self.at - slot_file.OFFSET
        part = self.drive.data[start : start + len(buffer)]
        buffer[: len(part)] = part
        self.at += len(part)
        return len(part)

    def write(self, data):
        self.drive.calls.append(("write", self.at, len(data)))
        if self.at < slot_file.OFFSET or self.at + len(data) > slot_file.OFFSET + SLOT_SIZE:
            raise AssertionError("a write outside the slot")
        start = self.at - slot_file.OFFSET
        self.drive.data[start : start + len(data)] = data
        self.at += len(data)

    def flush(self):
        self.drive.calls.append(("flush",))

    def close(self):
        self.drive.calls.append(("close",))


def test_nvm_medium_reads_and_writes_its_region_only():
    nvm = FakeNvm(300)
    medium = NvmMedium(nvm, 100, 150)
    medium.write(b"slot")
    assert nvm.writes == 1
    assert bytes(nvm[100:104]) == b"slot"
    assert nvm[99] == 0xFF and nvm[104] == 0xFF
    buffer = bytearray(200)
    assert medium.read_into(buffer) == 150
    assert bytes(buffer[:5]) == b"slot\xff"
    assert medium.read_into(buffer, 2) == 148 and bytes(buffer[:3]) == b"ot\xff"
    assert medium.read_into(memoryview(buffer)[:4], 148) == 2 and bytes(buffer[:2]) == b"\xff\xff"


def test_nvm_region_must_fit():
    assert "outside" in message(ValueError, NvmMedium, FakeNvm(100), 50, 60)
    assert "outside" in message(ValueError, NvmMedium, FakeNvm(100), -1, 10)


def test_erase_units_by_chip():
    assert erase_unit("Raspberry Pi Pico with rp2040", 4096) == 4096
    assert erase_unit("Adafruit Feather nRF52840 Express with nRF52840", 8192) == 4096
    assert erase_unit("Adafruit Feather M4 Express with samd51j19", 8192) == 8192


def test_rp2040_in_device_mode_gets_nvm_and_the_laid_out_slot_file():
    drive = Drive()
    media, note = pick_media(FakeNvm(4096), "/", "Raspberry Pi Pico with rp2040", opener=drive.open)
    assert note == ""
    assert isinstance(media[0], NvmMedium) and isinstance(media[1], SlotFile)
    assert media[0].size == media[1].size == SLOT_SIZE
    assert media[1].name == "file"
    assert drive.opened == [("/save/slot.sav", "r+b")]


def test_the_slot_file_is_written_in_whole_sectors_in_place_and_never_flushed_or_closed():
    drive = Drive()
    synced = []
    slot = slot_file.open_slot("/", SLOT_SIZE, drive.open)
    slot._sync = lambda: synced.append(1)
    frame = bytes(range(200)) * 3  # 600 bytes: one whole sector and a part
    slot.write(frame)
    assert drive.calls == [("write", slot_file.OFFSET, 512), ("write", slot_file.OFFSET + 512, 512)]
    assert synced == [1]
    assert bytes(drive.data[:600]) == frame
    assert drive.data[600:] == b"\xff" * (SLOT_SIZE - 600)  # padded, the rest untouched
    buffer = bytearray(600)
    assert slot.read_into(buffer) == 600 and bytes(buffer) == frame
    assert slot.read_into(buffer, SLOT_SIZE - 10) == 10
    assert slot.matches(frame, memoryview(bytearray(64)))
    assert not slot.matches(frame[:-1] + b"x", memoryview(bytearray(64)))


def test_without_the_laid_out_slot_file_the_board_keeps_one_copy_and_creates_no_file():
    for size in (0, slot_file.FILE_SIZE - 512, slot_file.FILE_SIZE + 512):  # missing, copied short or long
        drive = Drive(size)
        media, note = pick_media(FakeNvm(4096), "/", "Raspberry Pi Pico with rp2040", opener=drive.open)
        assert len(media) == 1 and isinstance(media[0], NvmMedium)
        assert note == nvm_media.NO_SLOT_FILE and len(note) <= 21
        assert [mode for _, mode in drive.opened] == ["r+b"]  # never "wb": no file is made
        assert not [call for call in drive.calls if call[0] == "write"]


def test_rp2040_in_edit_mode_has_one_copy_and_says_so():
    media, note = pick_media(FakeNvm(4096), None, "Raspberry Pi Pico with rp2040")
    assert len(media) == 1
    assert note == nvm_media.EDIT_MODE_ONE_COPY
    assert len(note) <= 21


class SparseNvm:
    """A big nvm that keeps only what is written, so the test needs no 8 KB buffer."""

    def __init__(self, size):
        self.size = size
        self.written = []

    def __len__(self):
        return self.size

    def __setitem__(self, index, value):
        self.written.append((index.start, bytes(value)))


def test_nrf52_gets_two_nvm_pages_even_in_edit_mode():
    nvm = SparseNvm(8192)
    media, note = pick_media(nvm, None, "Feather nRF52840 with nRF52840")
    assert note == ""
    assert [medium.name for medium in media] == ["nvm", "nvm2"]
    media[1].write(b"x")
    assert nvm.written == [(4096, b"x")]  # the second slot starts on the second page


def test_no_nvm_and_a_writable_drive_gets_the_slot_file_alone_and_says_so():
    media, note = pick_media(None, "/", opener=Drive().open)
    assert [type(medium) for medium in media] == [SlotFile]
    assert note == nvm_media.NO_NVM and len(note) <= 21
    media, note = pick_media(None, "/", opener=_no_files)
    assert (media, note) == ((), nvm_media.NOT_SAVING)


def test_nothing_to_save_on():
    media, note = pick_media(None, None)
    assert media == ()
    assert note == nvm_media.NOT_SAVING
    assert len(note) <= 21


def test_a_tiny_nvm_is_used_only_when_there_is_nothing_else():
    media, note = pick_media(FakeNvm(256), None, "samd21")
    assert len(media) == 1 and media[0].size == 256
    media, note = pick_media(FakeNvm(256), "/", "samd21", opener=Drive().open)
    assert [type(medium) for medium in media] == [SlotFile]
    media, note = pick_media(FakeNvm(256), "/", "samd21", opener=_no_files)
    assert len(media) == 1 and media[0].size == 256
