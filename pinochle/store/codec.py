"""Snapshot frames: magic, version, sequence, payload length, payload, then CRC32 over all of those.

Checking a frame never raises and never copies the payload: it reads the header in place and hands
back a memoryview, so a slot full of garbage (or a huge length field) costs nothing but a CRC pass.
"""

import struct

from pinochle.store.crc32 import crc32

try:
    from micropython import const
except ImportError:  # CPython

    def const(value):
        return value


MAGIC = b"PnCh"
VERSION = 1
_HEADER = "<4sBIH"  # magic, version, sequence, payload length; "<" packs without padding
HEADER_SIZE = const(11)
_CRC = "<I"
CRC_SIZE = const(4)
OVERHEAD = const(15)  # header and CRC around the payload
SEQUENCE_MASK = const(0xFFFFFFFF)
MAX_PAYLOAD = const(0xFFFF)

BLANK = "blank"


class TooBig(ValueError):
    """The snapshot does not fit its slot."""


def frame_size(payload_length):
    return OVERHEAD + payload_length


def payload_area(buffer):
    """The part of a frame buffer where the payload goes, for writing it in place."""
    return memoryview(buffer)[HEADER_SIZE : len(buffer) - CRC_SIZE]


def seal(buffer, sequence, length):
    """Put header and CRC around the `length` payload bytes already in payload_area(buffer).

    Returns the frame length. Values are range-checked first: CircuitPython's struct raises on
    overflow, MicroPython's truncates silently.
    """
    if not 0 <= sequence <= SEQUENCE_MASK:
        raise ValueError("sequence out of range")
    if not 0 <= length <= MAX_PAYLOAD or OVERHEAD + length > len(buffer):
        raise TooBig("a %d-byte snapshot does not fit a %d-byte slot" % (OVERHEAD + length, len(buffer)))
    struct.pack_into(_HEADER, buffer, 0, MAGIC, VERSION, sequence, length)
    end = HEADER_SIZE + length
    struct.pack_into(_CRC, buffer, end, crc32(memoryview(buffer)[:end]))
    return end + CRC_SIZE


def encode_into(buffer, sequence, payload):
    """Write a frame holding payload at the start of buffer; returns its length."""
    length = len(payload)
    if OVERHEAD + length > len(buffer):
        raise TooBig("a %d-byte snapshot does not fit a %d-byte slot" % (OVERHEAD + length, len(buffer)))
    payload_area(buffer)[:length] = payload
    return seal(buffer, sequence, length)


def _all_one_value(frame):
    first = frame[0]
    if first not in (0x00, 0xFF):
        return False
    for byte in frame:
        if byte != first:
            return False
    return True


def problem(frame):
    """None when frame starts with a whole, intact snapshot; otherwise a short reason.

    `frame` is what a slot read back (bytes-like, may be longer than the snapshot). The reason is
    BLANK for an erased or never-written slot (all 0xFF, all 0x00, or nothing at all).
    """
    size = len(frame)
    if size == 0 or _all_one_value(frame):
        return BLANK
    if size < OVERHEAD:
        return "short (%d bytes)" % size
    magic, version, sequence, length = struct.unpack_from(_HEADER, frame, 0)
    if magic != MAGIC:
        return "bad magic"
    if version != VERSION:
        return "version %d" % version
    end = HEADER_SIZE + length
    if end + CRC_SIZE > size:
        return "bad length %d" % length
    stored = struct.unpack_from(_CRC, frame, end)[0]
    if crc32(memoryview(frame)[:end]) != stored:
        return "bad CRC"
    return None


def sequence(frame):
    """The sequence number of a frame that problem() passed."""
    return struct.unpack_from(_HEADER, frame, 0)[2]


def payload(frame):
    """A memoryview of the payload of a frame that problem() passed (no copy)."""
    length = struct.unpack_from(_HEADER, frame, 0)[3]
    return memoryview(frame)[HEADER_SIZE : HEADER_SIZE + length]
