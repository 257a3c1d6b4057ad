"""Commit and recovery over two slots: older slot first, read back, newest valid wins, recovery never writes."""

MICROPYTHON = True

from store_fakes import EIO, EROFS, FakeFiles, Faults, SimMedium  # noqa: E402

from pinochle.store import codec, slots  # noqa: E402
from pinochle.store.media import FileMedium, RamMedium  # noqa: E402
from pinochle.store.slots import SlotStore, is_newer  # noqa: E402

SIZE = 128


def _pair(faults=None):
    faults = faults or Faults()
    return SimMedium(SIZE, faults, "a"), SimMedium(SIZE, faults, "b")


def _put(medium, sequence, payload):
    frame = bytearray(SIZE)
    length = codec.encode_into(frame, sequence, payload)
    medium.data[:length] = frame[:length]


def _recorded(media):
    """Names of the media in the order they are written."""
    order = []
    for medium in media:
        original = medium.write

        def recording(data, medium=medium, original=original):
            order.append(medium.name)
            original(data)

        medium.write = recording
    return order


def test_is_newer_counts_across_the_wrap():
    assert is_newer(2, 1)
    assert not is_newer(1, 2)
    assert not is_newer(5, 5)
    assert is_newer(0, 0xFFFFFFFF)
    assert is_newer(3, 0xFFFFFFF0)
    assert not is_newer(0xFFFFFFFF, 0)
    assert is_newer(0x7FFFFFFF, 0)
    assert not is_newer(0x80000000, 0)  # exactly half way round: neither is newer


def test_commit_then_recover_gives_the_game_back():
    media = _pair()
    store = SlotStore(media)
    assert store.commit(b"hand one")
    assert store.problem is None
    assert bytes(media[0].data[: codec.frame_size(8)]) == bytes(media[1].data[: codec.frame_size(8)])
    found = SlotStore(media).recover()
    assert found.status == slots.RESTORED
    assert found.value == b"hand one"
    assert found.sequence == 1
    assert found.message == "game restored"
    assert found.slots == ["valid", "same copy"]
    assert found.raw == []


def test_each_commit_takes_the_next_sequence_and_recovery_takes_the_newest():
    media = _pair()
    store = SlotStore(media)
    for number in range(1, 6):
        assert store.commit(b"game after hand %d" % number)
    found = SlotStore(media).recover()
    assert found.value == b"game after hand 5"
    assert found.sequence == 5


def test_blank_media_recover_as_no_saved_game():
    found = SlotStore(_pair()).recover()
    assert found.status == slots.BLANK
    assert found.value is None
    assert found.slots == ["blank", "blank"]
    wiped = _pair()
    wiped[1].wipe(0x00)
    assert SlotStore(wiped).recover().status == slots.BLANK


def test_no_media_plays_on_from_ram():
    store = SlotStore(())
    found = store.recover()
    assert found.status == slots.NO_MEDIA
    assert not store.commit(b"x")
    assert store.problem == "no storage"


def test_a_damaged_slot_is_written_first():
    media = _pair()
    store = SlotStore(media)
    assert store.commit(b"one")
    media[0].data[12] ^= 0xFF  # slot a rots
    order = _recorded(media)
    assert store.commit(b"two")
    assert order == ["a", "b"]
    media[1].wipe()  # slot b is blank now
    del order[:]
    assert store.commit(b"three")
    assert order == ["b", "a"]


def test_the_slot_behind_is_written_first():
    media = _pair()
    _put(media[0], 4, b"older")
    _put(media[1], 5, b"newer")
    order = _recorded(media)
    store = SlotStore(media)
    assert store.commit(b"newest")
    assert order == ["a", "b"]
    assert store.sequence == 6
    assert SlotStore(media).recover().value == b"newest"


def test_a_write_that_reads_back_wrong_is_not_acknowledged():
    media = _pair()
    store = SlotStore(media)
    assert store.commit(b"kept")

    def lose_writes(data):
        media[0].writes += 1

    media[0].write = lose_writes
    assert not store.commit(b"dropped")
    assert store.problem == "a: read back differs"
    assert SlotStore(media).recover().value in (b"kept", b"dropped")


def test_the_only_copy_of_the_last_game_is_never_risked():
    faults = Faults()
    media = _pair(faults)
    store = SlotStore(media)
    assert store.commit(b"saved")
    media[0].wipe()
    media[0].write = _failing  # slot a is broken for good
    writes = media[1].writes
    assert not store.commit(b"next")
    assert store.problem == "a: I/O error"
    assert media[1].writes == writes  # b still holds the only copy of "saved"
    found = SlotStore(media).recover()
    assert found.value == b"saved"
    assert found.message == "game restored from 1 of 2 copies"


def _failing(data):
    raise OSError(EIO)


def test_with_nothing_to_lose_the_other_slot_is_still_written():
    media = _pair()
    media[0].write = _failing
    store = SlotStore(media)
    assert not store.commit(b"first hand")
    found = SlotStore(media).recover()
    assert found.value == b"first hand"
    assert found.slots == ["blank", "valid"]


def test_a_single_medium_is_overwritten_in_place():
    medium = SimMedium(SIZE, name="nvm")
    store = SlotStore((medium,))
    assert store.commit(b"one")
    assert store.commit(b"two")
    assert SlotStore((medium,)).recover().value == b"two"


def test_a_game_too_big_for_the_slot_is_refused_and_nothing_written():
    media = _pair()
    store = SlotStore(media)
    assert store.commit(b"small")
    assert not store.commit(bytes(SIZE))
    assert "does not fit" in store.problem
    assert media[0].writes == media[1].writes == 1
    assert SlotStore(media).recover().value == b"small"


def test_equal_sequences_take_the_first_slot():
    media = _pair()
    _put(media[0], 9, b"first")
    _put(media[1], 9, b"second")
    found = SlotStore(media).recover()
    assert found.value == b"first"
    assert found.slots == ["valid", "same copy"]


def test_wrapped_sequence_is_newer():
    media = _pair()
    _put(media[0], 0xFFFFFFFF, b"before the wrap")
    _put(media[1], 0, b"after the wrap")
    assert SlotStore(media).recover().value == b"after the wrap"
    media = _pair()
    _put(media[0], 1, b"after the wrap")
    _put(media[1], 0xFFFFFFFE, b"before the wrap")
    found = SlotStore(media).recover()
    assert found.value == b"after the wrap"
    assert found.slots == ["valid", "older copy"]


def test_commits_carry_on_across_the_wrap():
    media = _pair()
    _put(media[0], 0xFFFFFFFF, b"old")
    _put(media[1], 0xFFFFFFFF, b"old")
    store = SlotStore(media)
    assert store.recover().value == b"old"
    assert store.commit(b"new")
    assert store.sequence == 0
    found = SlotStore(media).recover()
    assert found.value == b"new"
    assert found.sequence == 0


def test_newer_slot_bad_falls_back_to_the_older():
    media = _pair()
    _put(media[0], 3, b"older")
    _put(media[1], 4, b"newer")
    media[1].data[14] ^= 1
    found = SlotStore(media).recover()
    assert found.value == b"older"
    assert found.slots == ["valid", "bad CRC"]
    assert found.message == "game restored from 1 of 2 copies"
    assert len(found.raw) == 1


def test_valid_crc_with_wrong_meaning_falls_back_to_the_older():
    def decode(payload):
        if bytes(payload) == b"nonsense":
            raise ValueError("totals differ from the hands")
        return bytes(payload)

    media = _pair()
    _put(media[0], 3, b"sound")
    _put(media[1], 4, b"nonsense")
    found = SlotStore(media, decode).recover()
    assert found.value == b"sound"
    assert found.slots == ["valid", "wrong content: totals differ from the hands"]


def test_both_bad_is_damaged_and_keeps_the_raw_bytes():
    media = _pair()
    _put(media[0], 3, b"one")
    _put(media[1], 4, b"two")
    media[0].data[0] = 0
    media[1].data[15] ^= 1
    found = SlotStore(media).recover()
    assert found.status == slots.DAMAGED
    assert found.value is None
    assert found.message == "saved game damaged"
    assert found.slots == ["bad magic", "bad CRC"]
    assert [bytes(raw) for raw in found.raw] == [bytes(media[0].data), bytes(media[1].data)]


def test_blank_beside_damaged_is_damaged_not_new():
    media = _pair()
    media[0].data[0] = 0x12
    assert SlotStore(media).recover().status == slots.DAMAGED


def test_an_unreadable_slot_is_never_taken_for_blank():
    media = _pair()
    media[0].read_into = _failing
    found = SlotStore(media).recover()
    assert found.status == slots.DAMAGED
    assert found.slots == ["unreadable: I/O error", "blank"]


def test_recovery_survives_every_exception_and_never_writes():
    for error in (OSError(EIO), MemoryError(), KeyboardInterrupt(), ValueError("odd")):

        def broken(buffer, error=error):
            raise error

        media = _pair()
        store = SlotStore(media)
        assert store.commit(b"game")
        media[0].read_into = broken
        found = SlotStore(media).recover()
        assert found.value == b"game"
        assert media[0].writes == media[1].writes == 1


def test_a_stop_during_commit_is_not_swallowed():
    media = _pair()
    store = SlotStore(media)
    assert store.commit(b"one")

    def stop(data):
        raise KeyboardInterrupt()

    media[1].write = stop
    try:
        store.commit(b"two")
        raise AssertionError("the stop was swallowed")
    except KeyboardInterrupt:
        pass
    assert SlotStore(media).recover().value in (b"one", b"two")


def test_ram_medium_reads_and_writes_in_place():
    medium = RamMedium(16)
    assert bytes(medium.data) == b"\xff" * 16
    medium.write(b"abc")
    buffer = bytearray(20)
    assert medium.read_into(buffer) == 16
    assert bytes(buffer[:4]) == b"abc\xff"


def test_file_medium_is_created_once_at_full_size_then_rewritten_in_place():
    drive = FakeFiles()
    opened = []
    real_open = drive.open

    def spy(path, mode="rb"):
        opened.append(mode)
        return real_open(path, mode)

    synced = []
    medium = FileMedium("/game.bin", 64, opener=spy, sync=lambda: synced.append(1))
    assert SlotStore((medium,)).recover().status == slots.BLANK  # no file yet reads as blank
    assert "/game.bin" not in drive.content  # recovery created nothing
    store = SlotStore((medium,))
    assert store.commit(b"one")
    assert len(drive.content["/game.bin"]) == 64
    assert opened.count("wb") == 1
    assert store.commit(b"two")
    assert store.commit(b"three")
    assert opened.count("wb") == 1  # never again: every later save is "r+b"
    assert opened.count("r+b") == 4
    assert len(drive.content["/game.bin"]) == 64
    assert len(synced) == 3
    assert SlotStore((medium,)).recover().value == b"three"


def test_file_medium_without_os_sync():
    drive = FakeFiles()
    medium = drive.medium("/game.bin", 64, sync=False)
    store = SlotStore((medium,))
    assert store.commit(b"saved without sync")
    assert SlotStore((medium,)).recover().value == b"saved without sync"


def test_file_medium_on_a_read_only_drive_is_refused_with_a_reason():
    drive = FakeFiles(read_only=True)
    store = SlotStore((drive.medium("/game.bin", 64),))
    assert not store.commit(b"x")
    assert store.problem == "/game.bin: read-only"
    assert drive.content == {}


def test_file_medium_never_recreates_a_file_it_cannot_open():
    drive = FakeFiles()
    medium = drive.medium("/game.bin", 64)
    assert SlotStore((medium,)).commit(b"precious")
    real_open = drive.open

    def eio_on_update(path, mode="rb"):
        if mode == "r+b":
            raise OSError(EIO)
        return real_open(path, mode)

    medium._open = eio_on_update
    assert not SlotStore((medium,)).commit(b"next")
    medium._open = real_open
    assert SlotStore((medium,)).recover().value == b"precious"


def test_read_only_error_names():
    assert slots.describe(OSError(EROFS)) == "read-only"
    assert slots.describe(OSError(28)) == "full"
    assert slots.describe(MemoryError()) == "MemoryError"
    assert slots.describe(OSError(99)) == "OSError 99"
