"""Snapshot frames (pinochle.store): the layout, and every kind of bad frame rejected quietly."""

MICROPYTHON = True

import struct  # noqa: E402
from binascii import crc32  # noqa: E402

from probes import allocated_by, noise  # noqa: E402

from pinochle.store import problem, seal  # noqa: E402


def _frame(payload=b"hands and totals", sequence=7, size=64):
    buffer = bytearray(b"\xff" * size)
    buffer[11 : 11 + len(payload)] = payload
    return buffer, seal(buffer, sequence, len(payload))


def test_layout_is_magic_version_sequence_length_payload_crc():
    buffer, length = _frame(b"ab", 0x01020304)
    assert length == 15 + 2
    assert bytes(buffer[:4]) == b"PnCh"
    assert buffer[4] == 1  # the frame's version
    assert bytes(buffer[5:9]) == b"\x04\x03\x02\x01"
    assert bytes(buffer[9:11]) == b"\x02\x00"
    assert bytes(buffer[11:13]) == b"ab"
    assert struct.unpack_from("<I", buffer, 13)[0] == crc32(bytes(buffer[:13]))
    assert buffer[length] == 0xFF  # nothing written past the frame
    assert problem(buffer) is None
    assert problem(memoryview(buffer)[:length]) is None


def test_empty_payload_and_extreme_sequences():
    for sequence in (0, 1, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF):
        buffer, length = _frame(b"", sequence, 15)
        assert problem(buffer) is None
        assert struct.unpack_from("<I", buffer, 5)[0] == sequence


def test_blank_slots():
    assert problem(b"") == "blank"
    assert problem(b"\xff" * 100) == "blank"
    assert problem(bytes(100)) == "blank"
    assert problem(b"\xff") == "blank"


def test_bad_frames_name_their_fault():
    buffer, length = _frame()
    assert problem(buffer[:5]) == "bad length"
    bad = bytearray(buffer)
    bad[0] ^= 1
    assert problem(bad) == "bad magic"
    bad = bytearray(buffer)
    bad[4] = 9
    assert problem(bad) == "bad version"
    bad = bytearray(buffer)
    bad[12] ^= 0x40
    assert problem(bad) == "bad CRC"
    bad = bytearray(buffer)
    bad[length - 1] ^= 1
    assert problem(bad) == "bad CRC"
    assert problem(buffer[: length - 1]) == "bad length"


def test_huge_length_is_rejected_without_allocating():
    buffer, length = _frame()
    struct.pack_into("<H", buffer, 9, 0xFFFF)
    assert problem(buffer) == "bad length"
    assert allocated_by(problem, buffer) < 1024


def test_checking_a_full_slot_does_not_copy_it():
    buffer = bytearray(4096)
    buffer[11:3851] = bytes(range(256)) * 15
    seal(buffer, 3, 3840)
    assert problem(buffer) is None
    assert allocated_by(problem, buffer) < 1024


def test_truncated_at_every_length_never_raises():
    buffer, length = _frame()
    for end in range(length):
        assert problem(memoryview(buffer)[:end]) is not None, end
    assert problem(memoryview(buffer)[:length]) is None


def test_every_single_bit_flip_is_caught():
    buffer, length = _frame(b"x")
    for index in range(length):
        for bit in range(8):
            buffer[index] ^= 1 << bit
            assert problem(buffer) is not None, (index, bit)
            buffer[index] ^= 1 << bit
    assert problem(buffer) is None


def test_random_bytes_never_raise():
    state = 12345
    buffer = bytearray(80)
    for _ in range(300):
        state = noise(buffer, state)
        # Give some the right magic and version so the deeper checks run too.
        if state & 1:
            buffer[:5] = b"PnCh\x01"
        assert problem(buffer) is not None
