"""Snapshot frames: round trip, range checks before packing, and every kind of bad frame rejected quietly."""

MICROPYTHON = True

import struct  # noqa: E402

from probes import allocated_by, noise  # noqa: E402
from support import message  # noqa: E402

from pinochle.store import codec  # noqa: E402
from pinochle.store.crc32 import crc32  # noqa: E402


def _frame(payload=b"hands and totals", sequence=7, size=64):
    buffer = bytearray(b"\xff" * size)
    length = codec.encode_into(buffer, sequence, payload)
    return buffer, length


def test_round_trip_reads_sequence_and_payload_in_place():
    buffer, length = _frame()
    assert length == codec.OVERHEAD + 16 == codec.frame_size(16)
    assert codec.problem(buffer) is None
    assert codec.problem(memoryview(buffer)[:length]) is None
    assert codec.sequence(buffer) == 7
    payload = codec.payload(buffer)
    assert isinstance(payload, memoryview)
    assert bytes(payload) == b"hands and totals"


def test_layout_is_magic_version_sequence_length_payload_crc():
    buffer, length = _frame(b"ab", 0x01020304)
    assert bytes(buffer[:4]) == codec.MAGIC
    assert buffer[4] == codec.VERSION
    assert bytes(buffer[5:9]) == b"\x04\x03\x02\x01"
    assert bytes(buffer[9:11]) == b"\x02\x00"
    assert bytes(buffer[11:13]) == b"ab"
    assert struct.unpack_from("<I", buffer, 13)[0] == crc32(bytes(buffer[:13]))
    assert buffer[length] == 0xFF  # nothing written past the frame


def test_empty_payload_and_extreme_sequences():
    for sequence in (0, 1, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF):
        buffer, length = _frame(b"", sequence, codec.OVERHEAD)
        assert codec.problem(buffer) is None
        assert codec.sequence(buffer) == sequence
        assert len(codec.payload(buffer)) == 0


def test_values_are_range_checked_before_packing():
    buffer = bytearray(32)
    assert "sequence" in message(ValueError, codec.encode_into, buffer, -1, b"")
    assert "sequence" in message(ValueError, codec.encode_into, buffer, 0x100000000, b"")
    assert "does not fit" in message(ValueError, codec.encode_into, buffer, 1, bytes(18))
    assert "does not fit" in message(ValueError, codec.seal, buffer, 1, 0x10000)
    assert "does not fit" in message(ValueError, codec.seal, buffer, 1, -1)
    assert codec.encode_into(buffer, 1, bytes(17)) == 32  # exactly full is fine


def test_blank_slots():
    assert codec.problem(b"") == codec.BLANK
    assert codec.problem(b"\xff" * 100) == codec.BLANK
    assert codec.problem(bytes(100)) == codec.BLANK
    assert codec.problem(b"\xff") == codec.BLANK


def test_bad_frames_name_their_fault():
    buffer, length = _frame()
    assert codec.problem(buffer[:5]) == "short (5 bytes)"
    bad = bytearray(buffer)
    bad[0] ^= 1
    assert codec.problem(bad) == "bad magic"
    bad = bytearray(buffer)
    bad[4] = 9
    assert codec.problem(bad) == "version 9"
    bad = bytearray(buffer)
    bad[12] ^= 0x40
    assert codec.problem(bad) == "bad CRC"
    bad = bytearray(buffer)
    bad[length - 1] ^= 1
    assert codec.problem(bad) == "bad CRC"
    assert codec.problem(buffer[: length - 1]).startswith("bad length")


def test_huge_length_is_rejected_without_allocating():
    buffer, length = _frame()
    struct.pack_into("<H", buffer, 9, 0xFFFF)
    assert codec.problem(buffer) == "bad length 65535"
    assert allocated_by(codec.problem, buffer) < 1024


def test_checking_a_full_slot_does_not_copy_it():
    buffer = bytearray(4096)
    codec.encode_into(buffer, 3, bytes(range(256)) * 15)
    assert allocated_by(codec.problem, buffer) < 1024
    assert allocated_by(codec.payload, buffer) < 1024


def test_truncated_at_every_length_never_raises():
    buffer, length = _frame()
    for end in range(length):
        reason = codec.problem(memoryview(buffer)[:end])
        assert reason is not None, end
    assert codec.problem(memoryview(buffer)[:length]) is None


def test_every_single_bit_flip_is_caught():
    buffer, length = _frame(b"x")
    for index in range(length):
        for bit in range(8):
            buffer[index] ^= 1 << bit
            assert codec.problem(buffer) is not None, (index, bit)
            buffer[index] ^= 1 << bit
    assert codec.problem(buffer) is None


def test_random_bytes_never_raise():
    state = 12345
    buffer = bytearray(80)
    for _ in range(300):
        state = noise(buffer, state)
        # Give some the right magic so the deeper checks run too.
        if state & 1:
            buffer[:5] = codec.MAGIC + bytes((codec.VERSION,))
        assert codec.problem(buffer) is not None
