"""The nvm medium over a stand-in for microcontroller.nvm, and picking media from what a board offers."""

MICROPYTHON = True

from nvm_fakes import FakeNvm  # noqa: E402
from support import message  # noqa: E402

from pinochle.device.circuitpython import nvm_media  # noqa: E402
from pinochle.device.circuitpython.nvm_media import NvmMedium, erase_unit, pick_media  # noqa: E402
from pinochle.store.file_medium import SLOT_SIZE, FileMedium  # noqa: E402


def _no_files(path, mode="rb"):
    raise OSError(2)  # pick_media only names the files; nothing here opens them


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


def test_rp2040_in_device_mode_gets_nvm_and_a_file():
    media, note = pick_media(FakeNvm(4096), "/", "Raspberry Pi Pico with rp2040", opener=_no_files)
    assert note == ""
    assert isinstance(media[0], NvmMedium) and isinstance(media[1], FileMedium)
    assert media[0].size == media[1].size == SLOT_SIZE
    assert (media[1].name, media[1].path) == ("file", "/pinochle-a.sav")


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


def test_no_nvm_and_a_writable_drive_gets_two_files_on_one_drive():
    media, note = pick_media(None, "/saves", opener=_no_files)
    assert [medium.path for medium in media] == ["/saves/pinochle-a.sav", "/saves/pinochle-b.sav"]
    assert [medium.name for medium in media] == ["file", "file2"]
    assert note == nvm_media.ONE_DRIVE


def test_nothing_to_save_on():
    media, note = pick_media(None, None)
    assert media == ()
    assert note == nvm_media.NOT_SAVING
    assert len(note) <= 21


def test_a_tiny_nvm_is_used_only_when_there_is_nothing_else():
    media, note = pick_media(FakeNvm(256), None, "samd21")
    assert len(media) == 1 and media[0].size == 256
    media, note = pick_media(FakeNvm(256), "/", "samd21", opener=_no_files)
    assert [medium.path for medium in media] == ["/pinochle-a.sav", "/pinochle-b.sav"]
