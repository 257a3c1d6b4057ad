"""Snapshot slots: commit writes every slot, the older first, reading each back; recovery never writes.

Each slot lives on its own medium (an independent erase unit), so a cut while one is written leaves
the other whole. A commit is acknowledged only when every slot read back the new snapshot intact.
"""

from pinochle.store import codec

RESTORED = "restored"  # a saved game was found
BLANK = "blank"  # nothing was ever saved: start a game without asking
DAMAGED = "damaged"  # nothing valid, something there: keep the raw bytes and ask before a new game
NO_MEDIA = "no media"  # nowhere to save: play from RAM with a warning

_HALF_RANGE = 0x80000000
_INTACT = (codec.BLANK, "valid", "older copy", "same copy")
_ERROR_NAMES = {5: "I/O error", 28: "full", 30: "read-only", 2: "missing"}
_MEMORY = "no memory"
_CHUNK = 64


def is_newer(sequence, other):
    """True when sequence comes after other, counting across the 32-bit wrap (serial arithmetic)."""
    return 0 < ((sequence - other) & codec.SEQUENCE_MASK) < _HALF_RANGE


def describe(error):
    """A few words for the screen about an exception from a medium."""
    if isinstance(error, MemoryError):
        return _MEMORY
    code = error.args[0] if error.args else None
    if isinstance(error, OSError) and code in _ERROR_NAMES:
        return _ERROR_NAMES[code]
    return type(error).__name__ if code is None else "%s %s" % (type(error).__name__, code)


class Recovery:
    """What recovery found: a status, the decoded game (or None) and, per slot, what it held."""

    def __init__(self, status, value, sequence, message, slots, raw):
        self.status = status
        self.value = value
        self.sequence = sequence
        self.message = message
        self.slots = slots  # one reason per medium: "valid", "older copy", "blank", "bad CRC", ...
        self.raw = raw  # bytes of each damaged slot, kept for export or inspection


class SlotStore:
    """Commit snapshots to every medium and recover the newest valid one.

    `decode(payload_view)` turns a CRC-checked payload into the value recovery returns; any exception
    it raises marks that slot damaged (a valid CRC with a wrong meaning). Buffers are made once.
    """

    def __init__(self, media, decode=bytes):
        self.media = tuple(media)
        capacity = min(medium.size for medium in self.media) if self.media else 0
        self.capacity = capacity
        self._frame = bytearray(capacity)  # the snapshot being committed, or a slot being read
        self._chunk = bytearray(_CHUNK)  # a write is read back a chunk at a time against the frame
        self._decode = decode
        self.sequence = None  # newest sequence seen or used; the next commit takes the one after it
        self.problem = None  # why the last commit was not acknowledged, a few words for the screen
        self.detail = None  # the same with the medium or the error text, for a log

    def _read(self, medium):
        count = medium.read_into(self._frame, 0)
        return memoryview(self._frame)[:count]

    def _holds(self, medium, frame):
        """True when medium reads back exactly frame, compared a chunk at a time (no second slot buffer)."""
        chunk = self._chunk
        for start in range(0, len(frame), _CHUNK):
            part = frame[start : start + _CHUNK]
            view = memoryview(chunk)[: len(part)]
            if medium.read_into(view, start) != len(part) or view != part:
                return False
        return True

    def recover(self):
        """Read every slot and return a Recovery for the newest valid snapshot. Never writes."""
        if not self.media:
            return Recovery(NO_MEDIA, None, None, "nowhere to save", [], [])
        best = best_sequence = newest_seen = None
        reasons = []
        raw = []
        for medium in self.media:
            try:
                frame = self._read(medium)
                reason = codec.problem(frame)
            except (Exception, KeyboardInterrupt) as error:  # a stop at boot must not cost the game
                reasons.append("unreadable: " + describe(error))
                continue
            if reason is None:
                sequence = codec.sequence(frame)
                if newest_seen is None or is_newer(sequence, newest_seen):
                    newest_seen = sequence
                if best_sequence is not None and not is_newer(sequence, best_sequence):
                    reason = "older copy" if sequence != best_sequence else "same copy"
                else:
                    value, reason = self._decoded(frame)
                    if value is not None:
                        best, best_sequence = value, sequence
            if reason not in _INTACT:
                try:
                    raw.append(bytes(frame))
                except MemoryError:
                    pass  # keeping the evidence is a courtesy, not worth failing recovery over
            reasons.append(reason)
        if newest_seen is not None:
            self.sequence = newest_seen
        return self._verdict(best, best_sequence, reasons, raw)

    def _decoded(self, frame):
        """(value, "valid") or (None, why) for a frame whose CRC is good."""
        try:
            return self._decode(codec.payload(frame)), "valid"
        except KeyboardInterrupt:
            return None, "unreadable: interrupted"
        except Exception as error:  # a valid CRC over a wrong meaning, or no memory to decode it
            return None, "wrong content: %s" % (error.args[0] if error.args else describe(error))

    def _verdict(self, best, best_sequence, reasons, raw):
        if best is not None:
            copies = reasons.count("valid") + reasons.count("same copy")
            message = "game restored"
            if copies < len(reasons):
                message = "restored from %d cop%s" % (copies, "y" if copies == 1 else "ies")
            return Recovery(RESTORED, best, best_sequence, message, reasons, raw)
        if reasons.count(codec.BLANK) == len(reasons):
            return Recovery(BLANK, None, None, "no saved game", reasons, raw)
        return Recovery(DAMAGED, None, None, "saved game damaged", reasons, raw)

    def _held_sequence(self, medium):
        # What a slot holds right now: it may have been wiped since the last commit.
        try:
            frame = self._read(medium)
            if codec.problem(frame) is None:
                return codec.sequence(frame)
        except Exception:
            pass
        return None

    def commit(self, payload):
        """Write payload (bytes-like) as the next snapshot; see commit_encoded."""
        return self.commit_encoded(payload)

    def commit_encoded(self, encode):
        """Write the next snapshot to every slot; True once every slot read it back intact.

        encode(area) writes the payload into the memoryview it is given and returns its length, so a
        game is built in the frame buffer itself (bytes are copied in). A ValueError means "not saved".

        The slot holding the newest snapshot is written last, and never while it is the only copy of
        that snapshot and no slot has the new one yet: a failure then costs this commit, not the last.
        Exceptions from media become False with `problem` and `detail` set; a KeyboardInterrupt is a stop
        and passes.
        """
        media = self.media
        if not media:
            self.problem = self.detail = "no storage"
            return False
        held = [self._held_sequence(medium) for medium in media]
        newest = None
        for sequence in held:
            if sequence is not None and (newest is None or is_newer(sequence, newest)):
                newest = sequence
        if newest is not None and (self.sequence is None or is_newer(newest, self.sequence)):
            self.sequence = newest
        self.sequence = ((self.sequence or 0) + 1) & codec.SEQUENCE_MASK
        try:
            if callable(encode):
                length = codec.seal(self._frame, self.sequence, encode(codec.payload_area(self._frame)))
            else:
                length = codec.encode_into(self._frame, self.sequence, encode)
        except ValueError as error:
            self.problem = "too big" if isinstance(error, codec.TooBig) else "bad value"
            self.detail = error.args[0] if error.args else self.problem
            return False
        frame = memoryview(self._frame)[:length]
        holders = held.count(newest) if newest is not None else 0
        order = [index for index in range(len(media)) if held[index] != newest]
        order += [index for index in range(len(media)) if held[index] == newest]
        self.problem = self.detail = None
        verified = 0
        for index in order:
            if newest is not None and held[index] == newest:
                if holders == 1 and verified == 0 and len(media) > 1:
                    break  # the last good copy stays until a new copy is safe somewhere
                holders -= 1
            held[index] = None
            if self._write_checked(media[index], frame):
                verified += 1
        return verified == len(media)

    def _write_checked(self, medium, frame):
        try:
            medium.write(frame)
            if self._holds(medium, frame):
                return True
            self.problem = "unverified"  # the medium kept something else than was written
        except Exception as error:
            self.problem = describe(error)
        self.detail = "%s: %s" % (medium.name, self.problem)
        return False
