"""Media: RAM for tests, and a file created once at full size then rewritten in place, never truncated; each
in a module of its own."""

MICROPYTHON = True


from drive_fakes import FakeFiles  # noqa: E402
from store_fakes import EIO, EROFS  # noqa: E402
from support import raises  # noqa: E402

from pinochle.store.file_medium import FileMedium  # noqa: E402
from pinochle.store.ram_medium import RamMedium  # noqa: E402


def _read(medium, size=80, offset=0):
    buffer = bytearray(size)
    return bytes(buffer[: medium.read_into(buffer, offset)])


def test_ram_medium_reads_and_writes_in_place():
    medium = RamMedium(16)
    assert _read(medium) == b"\xff" * 16
    medium.write(b"abc")
    assert _read(medium) == b"abc" + b"\xff" * 13
    assert _read(medium, 4, 1) == b"bc\xff\xff"  # a chunk from an offset
    assert _read(medium, 4, 14) == b"\xff\xff"  # never past the end of the region
    assert _read(medium, 4, 16) == b""


def test_file_medium_is_created_once_at_full_size_then_rewritten_in_place():
    drive = FakeFiles()
    opened = []
    real_open = drive.open

    def spy(path, mode="rb"):
        opened.append(mode)
        return real_open(path, mode)

    synced = []
    medium = FileMedium("/game.bin", 64, opener=spy, sync=lambda: synced.append(1))
    assert _read(medium) == b""  # no file yet: nothing to read, and reading creates nothing
    assert drive.content == {}
    medium.write(b"one")
    assert bytes(drive.content["/game.bin"]) == b"one" + b"\xff" * 61
    assert opened == ["rb", "r+b", "wb"]  # missing: made by this write, the frame first, then 0xFF to full size
    medium.write(b"second")
    medium.write(b"3")
    assert opened.count("wb") == 1  # never again: every later save is "r+b", in place
    assert bytes(drive.content["/game.bin"]) == b"3econd" + b"\xff" * 58
    assert len(synced) == 3
    assert _read(medium) == b"3econd" + b"\xff" * 58
    assert _read(medium, 10) == b"3econd\xff\xff\xff\xff"
    assert _read(medium, 4, 2) == b"cond"
    assert _read(medium, 4, 62) == b"\xff\xff"


def test_a_new_file_is_padded_to_its_size_exactly():
    drive = FakeFiles()
    drive.medium("/game.bin", 100).write(b"frame")
    assert bytes(drive.content["/game.bin"]) == b"frame" + b"\xff" * 95


def test_file_medium_without_os_sync():
    drive = FakeFiles()
    medium = drive.medium("/game.bin", 64, sync=False)
    medium.write(b"saved without sync")
    assert _read(medium, 18) == b"saved without sync"


def test_file_medium_on_a_read_only_drive_raises_and_creates_nothing():
    drive = FakeFiles(read_only=True)
    error = raises(OSError, drive.medium("/game.bin", 64).write, b"x")
    assert error.args[0] == EROFS
    assert drive.content == {}


def test_file_medium_never_recreates_a_file_it_cannot_open():
    drive = FakeFiles()
    medium = drive.medium("/game.bin", 64)
    medium.write(b"precious")
    real_open = drive.open

    def eio_on_update(path, mode="rb"):
        if mode == "r+b":
            raise OSError(EIO)
        return real_open(path, mode)

    medium._open = eio_on_update
    assert raises(OSError, medium.write, b"next").args[0] == EIO
    assert _read(medium, 8) == b"precious"
