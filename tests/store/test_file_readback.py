"""A commit over file slots reads each file back through one open, a chunk at a time (FileMedium.matches); the fault
campaigns (test_faults*.py) break every one of those I/O calls."""

MICROPYTHON = True

from drive_fakes import FakeFiles  # noqa: E402

from pinochle.store import SlotStore  # noqa: E402


def _opens(drive):
    """The paths drive.open is asked for, in order (media made after this open through the spy)."""
    opened = []
    real_open = drive.open

    def spy(path, mode="rb"):
        opened.append(path)
        return real_open(path, mode)

    drive.open = spy
    return opened


def test_a_commit_opens_each_file_three_times_whatever_the_frame_size():
    drive = FakeFiles()
    opened = _opens(drive)
    media = (drive.medium("/a.sav", 512), drive.medium("/b.sav", 512))
    store = SlotStore(media)
    assert store.commit(bytes(300)), store.problem  # the first: each file is missing, so made by its write
    for payload in (bytes(range(250)) + bytes(200), b"short"):  # 8 read-back chunks of 64 bytes, then 1
        del opened[:]
        assert store.commit(payload), store.problem
        # The slot's sequence read, the write, and the read-back through one open: not one open a chunk.
        assert (opened.count("/a.sav"), opened.count("/b.sav")) == (3, 3)
        assert drive.content["/a.sav"] == drive.content["/b.sav"]  # the same frame, read back whole


def test_matches_reads_the_frame_back_through_one_open_file():
    drive = FakeFiles()
    opened = _opens(drive)
    medium = drive.medium("/game.bin", 256)
    chunk = memoryview(bytearray(64))
    frame = bytes(range(200))
    assert not medium.matches(frame, chunk)  # no file: nothing was written
    medium.write(frame)
    del opened[:]
    assert medium.matches(frame, chunk)
    assert medium.matches(frame[:10], chunk)  # the file runs on past the frame
    assert opened == ["/game.bin"] * 2
    drive.content["/game.bin"][150] ^= 1  # one byte off, in the third chunk
    assert not medium.matches(frame, chunk)
    assert not medium.matches(bytes(300), chunk)  # longer than the file


def test_a_file_that_reads_back_wrong_fails_the_commit():
    drive = FakeFiles()
    media = (drive.medium("/a.sav", 256), drive.medium("/b.sav", 256))
    store = SlotStore(media)
    original = media[1].write

    def one_byte_off(data):  # the drive keeps all but one byte, past the first read-back chunk
        original(data)
        drive.content["/b.sav"][100] ^= 1

    media[1].write = one_byte_off
    assert not store.commit(bytes(range(100)))
    assert store.problem == "unverified"
    media[1].write = original
    assert store.commit(bytes(range(100)))
