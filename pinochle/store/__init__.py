"""Snapshot slots: a commit writes every slot, the older first, reading each back; recovery never writes.
Loaded by every game; recovery (recovery.py) is loaded for its one call at power-up."""

import struct

from pinochle import const

try:
    from binascii import crc32
except ImportError:  # small builds (SAMD21) have no binascii
    from pinochle.store.crc32_table import crc32

# A slot holds one frame, little-endian: this header, the payload, then CRC32 over both. Each slot is its own
# medium (an independent erase unit), so a cut while one is written leaves the other whole.
HEADER = "<IBIH"  # magic, version, sequence (counted across the wrap), payload length
_MAGIC = const(0x68436E50)  # b"PnCh" read as a little-endian u32
_VERSION = const(1)
_SEQUENCE_AT = const(5)  # the header's fields' offsets
_LENGTH_AT = const(9)
HEAD = const(11)  # the header's size
_OVERHEAD = const(15)  # header and CRC
_MASK = const(0xFFFFFFFF)
# What struct raises for a buffer of the wrong size: ValueError on MicroPython, RuntimeError from CircuitPython's
# own struct (as on boards), struct.error on CPython. Decoding and encoding take each as a wrong value.
WRONG_SIZE = (ValueError, RuntimeError, getattr(struct, "error", ValueError))
# The notice of a game that does not save because memory ran out reading the saved one, which stays as it was.
OUT_OF_MEMORY = "not saving: out of memory; the save is kept"
SLOT_SIZE = 2048  # bytes per slot on a board: room for about 190 partnership hands
_FIRST = const(512)  # the frame buffer at first: a 48-hand double-deck game
_STEP = const(256)  # it grows by this, up to the largest frame met
_CHUNK = const(64)  # a write is read back this much at a time


def is_newer(sequence, other):
    """True when sequence comes after other, counting across the 32-bit wrap (serial arithmetic)."""
    return 0 < (sequence - other) & _MASK < 0x80000000


def medium_bytes(medium):
    """All a medium holds, for keeping a damaged save's evidence; None when it cannot be read (keeping the evidence
    is a courtesy, not worth failing over: the slot still holds it)."""
    try:
        data = bytearray(medium.size)
        count = medium.read_into(data, 0)
        return data if count == len(data) else data[:count]  # no copy of a whole slot
    except (Exception, KeyboardInterrupt):
        return None


# OSError numbers in the screen's words: ENXIO, ENOENT, EIO, EACCES, ENOTDIR, EISDIR, ENOSPC, EROFS.
_OS_WORDS = {
    6: "not a file",
    2: "missing",
    5: "I/O error",
    13: "no permission",
    20: "not a folder",
    21: "a folder",
    28: "full",
    30: "read-only",
}


def error_words(error):
    """The few words for the screen about an exception: the one vocabulary of a failed save or read."""
    if isinstance(error, MemoryError):
        return "no memory"
    if isinstance(error, ValueError):
        return "bad value"
    code = error.args[0] if error.args else None
    if isinstance(error, OSError):  # by number: MicroPython's errno may lack the names
        words = _OS_WORDS.get(code)
        if words:
            return words
        if isinstance(code, int):
            return "OSError %d" % code  # not CPython's subclass name (PermissionError): one vocabulary
    return type(error).__name__ if code is None else "%s %s" % (type(error).__name__, code)


def seal(buffer, sequence, length):
    """Put header and CRC around the `length` payload bytes at buffer[HEAD:]; returns the frame's length.
    The store keeps sequence to 32 bits and length to its slots (MicroPython's struct truncates silently)."""
    struct.pack_into(HEADER, buffer, 0, _MAGIC, _VERSION, sequence, length)
    end = HEAD + length
    struct.pack_into("<I", buffer, end, crc32(memoryview(buffer)[:end]))
    return end + 4


def problem(frame):
    """None when frame (bytes-like, may run on past the snapshot) starts with a whole, intact snapshot, else why
    not: "blank" when it is all 0xFF or all 0x00 (erased, never written) or empty; "bad magic", "bad version",
    "bad length" or "bad CRC"."""
    size = len(frame)
    first = frame[0] if size else 0xFF
    if first in (0x00, 0xFF):
        for byte in frame:
            if byte != first:
                break
        else:
            return "blank"
    if size < _OVERHEAD:
        return "bad length"
    magic, version, _, length = struct.unpack_from(HEADER, frame, 0)
    if magic != _MAGIC:
        return "bad magic"
    if version != _VERSION:
        return "bad version"
    end = HEAD + length
    if end + 4 > size:
        return "bad length"
    if crc32(memoryview(frame)[:end]) != struct.unpack_from("<I", frame, end)[0]:
        return "bad CRC"
    return None


class BytesCodec:
    """The codec of a plain bytes-like payload: what is committed is what recovery returns, as bytes."""

    @staticmethod
    def encode(area, payload):
        length = len(payload)
        if length <= len(area):
            area[:length] = payload
        return length

    decode = bytes


class SlotStore:
    """Commit snapshots to every medium and recover the newest valid one.

    A medium (ram_medium.py, file_medium.py) is a fixed-size region with `name`, `size` (bytes),
    `read_into(buffer, offset) -> bytes read` (never past its end) and `write(data)` (from offset 0), and may have
    `matches(frame, chunk) -> bool` where it can check a write more cheaply; media raise errors as they come.

    codec turns an item into a payload and back: codec.encode(area, item) writes the item's payload into the
    memoryview area and returns its length (when area is too short it writes nothing and returns the length it
    needs); codec.decode(payload) turns a CRC-checked payload back into the value recovery returns, a ValueError
    from it (or any of WRONG_SIZE) marking that slot damaged (a valid CRC over a wrong meaning). BytesCodec, the
    default, commits bytes-like items and recovers bytes.

    doubt(reason) holds the newest save back: recovery then reports it damaged, for reason, until a newer save
    replaces it (the restart loop's verdict on a save that failed the same way twice).
    """

    def __init__(self, media, codec=BytesCodec):
        self.media = tuple(media)
        self.capacity = min([0xFFFF] + [medium.size for medium in self.media])
        # The frame committed, or what a slot holds; no larger at first than the slots need.
        self.buffer = bytearray(_FIRST if self.capacity >= _FIRST else _STEP)
        self._chunk = memoryview(bytearray(_CHUNK))
        self.codec = codec
        self.sequence = None  # newest sequence seen or used; the next commit takes the one after it
        self.problem = None  # why the last commit was not acknowledged, a few words for the screen
        self.doubted = None  # why the newest save is held back as damaged (doubt), or None
        self.doubted_sequence = None  # that save's sequence, once recovery has seen it

    def _room(self, size):
        """The frame buffer, grown to hold size bytes: to a whole number of steps, short of the smallest slot."""
        if len(self.buffer) < size:
            self.buffer = bytearray(min((size + _STEP - 1) // _STEP * _STEP, max(size, self.capacity)))
        return self.buffer

    def load(self, medium):
        """Read what medium holds into the frame buffer: (frame, None) when it is an intact snapshot, else
        (what was read, why not)."""
        buffer = self.buffer
        count = medium.read_into(buffer, 0)
        if count >= HEAD:
            size = _OVERHEAD + struct.unpack_from("<H", buffer, _LENGTH_AT)[0]
            if count < size <= medium.size:  # a longer frame than the buffer holds: make room, read it again
                buffer = self._room(size)
                count = medium.read_into(buffer, 0)
        frame = memoryview(buffer)[:count]
        return frame, problem(frame)

    def _held(self, medium):
        """The sequence of the snapshot medium holds right now (it may have been wiped), or None."""
        try:
            frame, reason = self.load(medium)
            if reason is None:
                return struct.unpack_from("<I", frame, _SEQUENCE_AT)[0]
        except Exception:
            pass
        return None

    def recover(self):
        """Read every slot and return a Recovery (pinochle.store.recovery) for the newest valid snapshot. Never
        writes."""
        from pinochle.store.recovery import recover  # power-up code

        return recover(self)

    def doubt(self, reason):
        """Hold the newest save back as damaged, for reason (a few words for the screen), until a newer save
        replaces it: recovery keeps every slot's bytes and nothing is written until the table chooses."""
        self.doubted = reason

    def commit(self, item):
        """Write item (what the codec encodes) as the next snapshot to every slot; True once every slot read it
        back intact, else False with `problem` set.

        The slot holding the newest snapshot is written last, and never while it is the only copy of that
        snapshot and no slot has the new one yet: a failure then costs this commit, not the last. A
        KeyboardInterrupt is a stop and passes.
        """
        media = self.media
        if not media:
            self.problem = "no storage"
            return False
        held = [self._held(medium) for medium in media]
        newest = None
        for sequence in held:
            if sequence is not None and (newest is None or is_newer(sequence, newest)):
                newest = sequence
        if newest is not None and (self.sequence is None or is_newer(newest, self.sequence)):
            self.sequence = newest
        self.sequence = ((self.sequence or 0) + 1) & _MASK
        self.problem = None
        try:
            length = self._fill(item)
        except MemoryError:
            self.problem = "no memory"
            return False
        except WRONG_SIZE:
            self.problem = "bad value"
            return False
        if length is None:
            self.problem = "too big"
            return False
        frame = memoryview(self.buffer)[: seal(self.buffer, self.sequence, length)]
        holders = held.count(newest) if newest is not None else 0
        order = [index for index in range(len(media)) if held[index] != newest]
        order += [index for index in range(len(media)) if held[index] == newest]
        verified = 0
        for index in order:
            if newest is not None and held[index] == newest:
                if holders == 1 and verified == 0 and len(media) > 1:
                    break  # the last good copy stays until a new copy is safe somewhere
                holders -= 1
            if self._write(media[index], frame):
                verified += 1
        return verified == len(media)

    def _fill(self, item):
        """Encode item into the frame buffer, growing it once if need be: the payload's length, or None when
        it does not fit the smallest slot."""
        for _ in range(2):
            area = memoryview(self.buffer)[HEAD : min(len(self.buffer), self.capacity) - 4]
            length = self.codec.encode(area, item)
            if length <= len(area):
                return length
            if length > self.capacity - _OVERHEAD:
                return None
            self._room(length + _OVERHEAD)
        return None

    def _write(self, medium, frame):
        """Write frame to medium and read it back; False with `problem` set when that fails."""
        try:
            medium.write(frame)
            matches = getattr(medium, "matches", None)  # a file reads itself back through one open
            if matches is not None:
                same = matches(frame, self._chunk)
            else:
                same = True
                for start in range(0, len(frame), _CHUNK):
                    part = frame[start : start + _CHUNK]
                    view = self._chunk[: len(part)]
                    if medium.read_into(view, start) != len(part) or view != part:
                        same = False
                        break
            if same:
                return True
            self.problem = "unverified"  # the medium kept something else than was written
        except Exception as error:
            self.problem = error_words(error)
        return False
