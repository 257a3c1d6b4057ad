"""Recovery: the newest valid slot wins (across the sequence wrap), damage is named, nothing escapes or writes."""

MICROPYTHON = True

from store_fakes import EIO, Codec, SimMedium, failing, pair, put_frame  # noqa: E402

# These tests recover again and again in one VM: the recovery code stays loaded (SlotStore.recover leaves a
# module it finds loaded) rather than loaded and dropped each time, which fragments a small heap; a board does
# that once, at power-up, and tests/store/test_power_up.py tests it.
import pinochle.store.recovery  # noqa: E402, F401
from pinochle.store import SlotStore, is_newer  # noqa: E402


def test_is_newer_counts_across_the_wrap():
    assert is_newer(2, 1)
    assert not is_newer(1, 2)
    assert not is_newer(5, 5)
    assert is_newer(0, 0xFFFFFFFF)
    assert is_newer(3, 0xFFFFFFF0)
    assert not is_newer(0xFFFFFFFF, 0)
    assert is_newer(0x7FFFFFFF, 0)
    assert not is_newer(0x80000000, 0)  # exactly half way round: neither is newer


def test_blank_media_recover_as_no_saved_game():
    found = SlotStore(pair()).recover()
    assert found.status == "blank"
    assert found.value is None
    assert found.slots == ["blank", "blank"]
    wiped = pair()
    wiped[1].wipe(0x00)
    assert SlotStore(wiped).recover().status == "blank"


def test_equal_sequences_take_the_first_slot():
    media = pair()
    put_frame(media[0], 9, b"first")
    put_frame(media[1], 9, b"second")
    found = SlotStore(media).recover()
    assert found.value == b"first"
    assert found.slots == ["valid", "same copy"]


def test_wrapped_sequence_is_newer():
    media = pair()
    put_frame(media[0], 0xFFFFFFFF, b"before the wrap")
    put_frame(media[1], 0, b"after the wrap")
    assert SlotStore(media).recover().value == b"after the wrap"
    media = pair()
    put_frame(media[0], 1, b"after the wrap")
    put_frame(media[1], 0xFFFFFFFE, b"before the wrap")
    found = SlotStore(media).recover()
    assert found.value == b"after the wrap"
    assert found.slots == ["valid", "older copy"]


def test_a_newer_and_an_older_copy_read_the_same_whichever_slot_is_newer():
    for newer in (0, 1):
        media = pair()
        put_frame(media[newer], 8, b"newer")
        put_frame(media[1 - newer], 7, b"older")
        found = SlotStore(media).recover()
        assert (found.value, found.message) == (b"newer", "restored from 1 copy"), newer
        assert found.slots[newer] == "valid" and found.slots[1 - newer] == "older copy"


def test_commits_carry_on_across_the_wrap():
    media = pair()
    put_frame(media[0], 0xFFFFFFFF, b"old")
    put_frame(media[1], 0xFFFFFFFF, b"old")
    store = SlotStore(media)
    assert store.recover().value == b"old"
    assert store.commit(b"new")
    assert store.sequence == 0
    found = SlotStore(media).recover()
    assert found.value == b"new"
    assert found.sequence == 0


def test_newer_slot_bad_falls_back_to_the_older():
    media = pair()
    put_frame(media[0], 3, b"older")
    put_frame(media[1], 4, b"newer")
    media[1].data[14] ^= 1
    found = SlotStore(media).recover()
    assert found.value == b"older"
    assert found.slots == ["valid", "bad CRC"]
    assert found.message == "restored from 1 copy"
    assert len(found.raw) == 1


def test_valid_crc_with_wrong_meaning_falls_back_to_the_older():
    def decode(payload):
        if bytes(payload) == b"nonsense":
            raise ValueError("totals differ from the hands")
        return bytes(payload)

    media = pair()
    put_frame(media[0], 3, b"sound")
    put_frame(media[1], 4, b"nonsense")
    found = SlotStore(media, Codec(decode)).recover()
    assert found.value == b"sound"
    assert found.slots == ["valid", "wrong content: totals differ from the hands"]


def test_both_bad_is_damaged_and_keeps_the_raw_bytes():
    media = pair()
    put_frame(media[0], 3, b"one")
    put_frame(media[1], 4, b"two")
    media[0].data[0] = 0
    media[1].data[15] ^= 1
    found = SlotStore(media).recover()
    assert found.status == "damaged"
    assert found.value is None
    assert found.message == "saved game damaged"
    assert found.slots == ["bad magic", "bad CRC"]
    assert [bytes(raw) for raw in found.raw] == [bytes(media[0].data), bytes(media[1].data)]


def test_blank_beside_damaged_is_damaged_not_new():
    media = pair()
    media[0].data[0] = 0x12
    assert SlotStore(media).recover().status == "damaged"


def test_an_unreadable_slot_is_never_taken_for_blank():
    media = pair()
    media[0].read_into = failing
    found = SlotStore(media).recover()
    assert found.status == "damaged"
    assert found.slots == ["unreadable: I/O error", "blank"]


def test_recovery_survives_every_exception_and_never_writes():
    for error in (OSError(EIO), MemoryError(), KeyboardInterrupt(), ValueError("odd")):

        def broken(buffer, offset, error=error):
            raise error

        media = pair()
        store = SlotStore(media)
        assert store.commit(b"game")
        media[0].read_into = broken
        found = SlotStore(media).recover()
        assert found.value == b"game"
        assert media[0].writes == media[1].writes == 1


def test_a_slot_blank_only_at_its_start_is_damaged_not_blank():
    # An erase cut short: the first bytes erased, the old frame's tail still there, past what a first read takes.
    media = pair(512)
    put_frame(media[0], 5, bytes(300))
    for index in range(290):
        media[0].data[index] = 0xFF
    found = SlotStore(media).recover()
    assert found.status == "damaged"
    assert found.slots == ["bad magic", "blank"]
    assert [bytes(raw) for raw in found.raw] == [bytes(media[0].data)]


def test_no_memory_to_decode_is_unreadable_not_wrong_content_nor_damage():
    def decode(payload):
        raise MemoryError()

    media = pair()
    put_frame(media[0], 1, b"game")
    found = SlotStore(media, Codec(decode)).recover()
    assert found.status == "no memory"  # nothing proved bad: the app must not offer to write over it
    assert found.slots == ["unreadable: no memory", "blank"]
    assert found.raw == []


def test_the_frame_buffer_grows_with_the_snapshot_and_stops_at_the_smallest_slot():
    media = (SimMedium(384, name="a"), SimMedium(320, name="b"))
    store = SlotStore(media)
    assert (len(store.buffer), len(store._chunk)) == (256, 64)  # the only buffers: no slot-size read-back
    assert store.commit(bytes(100))
    assert len(store.buffer) == 256
    assert store.commit(bytes(range(140)) * 2), store.problem  # 280 bytes: the buffer grows to hold the frame
    assert len(store.buffer) == 320  # not 512: slot b holds no more
    assert not store.commit(bytes(306))  # 321 bytes of frame
    assert store.problem == "too big"
    assert len(store.buffer) == 320
    fresh = SlotStore(media)
    assert fresh.recover().value == bytes(range(140)) * 2  # read whole into a buffer grown to fit
    assert len(fresh.buffer) == 320


def test_a_payload_of_the_wrong_size_for_its_struct_is_wrong_content_on_every_vm():
    # struct raises ValueError on MicroPython, RuntimeError with CircuitPython's own struct (as on boards) and
    # struct.error on CPython for these: each is a valid CRC over a wrong meaning, not an unreadable slot.
    import struct

    def decode(payload):
        if payload[:1] == b"u":
            return struct.unpack("<HI", payload)  # the size does not match the format (one byte short)
        return struct.unpack_from("<I", payload, 0)  # too short

    for payloads in ((b"ab", b"u2345"), (b"", b"u")):
        media = pair()
        put_frame(media[0], 1, payloads[0])
        put_frame(media[1], 2, payloads[1])
        found = SlotStore(media, Codec(decode)).recover()
        assert found.status == "damaged"
        assert found.value is None
        assert [reason.split(":")[0] for reason in found.slots] == ["wrong content", "wrong content"], found.slots
        assert len(found.raw) == 2
