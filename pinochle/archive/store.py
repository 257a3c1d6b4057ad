"""The archive's sectors: kept games packed as the saved game packs them, written a whole 4 KB sector at a time into
a sector that holds nothing else's only copy. Loaded on demand: at New game and when the kept games are read.

A sector, little-endian: HEADER (magic, version, flags, record count, bytes used, sequence, the first record's
serial), the records, then CRC32 over header and records. A record: its payload's length (u16), its flags (bit 0:
the game ran to its end), its tag (u32: the saved game's sequence, so a game kept twice is known), the payload
(pinochle.store.game's, no hand under way) and CRC32 over those.
Every game has a serial, counted from 0; a sector holds serials first .. first + count - 1 and a newer sequence wins.
Adding a game copies the newest sector's games and the new one into a free sector (blank, or all of its games held
by a newer one), or when the new game does not fit there starts a sector of its own; with no free sector the oldest
goes. The sector written never holds the only copy of a game kept (unless it is the oldest, going anyway), so a
cut while it is written costs at most the game being added."""

import struct

from pinochle import const
from pinochle.archive import SECTOR, ArchivedGame
from pinochle.store import WRONG_SIZE

try:
    from binascii import crc32
except ImportError:  # small builds (SAMD21) have no binascii
    from pinochle.store.crc32_table import crc32

HEADER = "<IBBHHII"
_HEAD = const(18)  # struct.calcsize(HEADER)
_MAGIC = const(0x72416E50)  # b"PnAr" read as a little-endian u32
VERSION = 1
_RECORD = "<HBI"  # payload length, flags, tag
_RECORD_HEAD = const(7)
_MOST = const(292)  # records a sector can hold: (SECTOR - _HEAD) // (_RECORD_HEAD + 4 + 3)
_FINISHED = const(1)
_WRAPPED = const(1)  # a sector's flag: games have gone to make room (said once, when it first happens)
_BLANK = const(0)
_WHOLE = const(1)
_TORN = const(2)
_HEADED = const(3)  # a readable header, the sector's CRC not checked yet (Archive._whole checks it when it matters)
_MASK = const(0xFFFFFFFF)

# The words on the screen when the area is refused (the game plays on; the area is neither read nor written).
DAMAGED = "archive damaged: not used"
OLD_VERSION = "archive from version %d: not used"
FULL = "archive full: oldest games go"


class Sector:
    """What one sector's header says: state (blank, whole or torn), sequence, first serial, count, flags."""

    def __init__(self, index, state, sequence=0, first=0, count=0, flags=0):
        self.index, self.state, self.sequence = index, state, sequence
        self.first, self.count, self.flags = first, count, flags  # the serials first .. first + count - 1


def _blank(data):
    first = data[0]
    if first not in (0x00, 0xFF):
        return False
    for byte in data:
        if byte != first:
            return False
    return True


class Archive:
    """The kept games on a medium of whole sectors: `size` (bytes, a multiple of SECTOR), `read_into(buffer,
    offset) -> bytes read` and `write_at(offset, data)` (a whole sector at a sector's offset), `name`.

    scan() reads the headers and sets `problem` (None, or why the area is refused: DAMAGED, OLD_VERSION); add()
    keeps a game; each() reads them back one at a time, games() all at once. A refused area is never written."""

    def __init__(self, medium):
        self.medium = medium
        self.count = medium.size // SECTOR
        self.buffer = bytearray(SECTOR)
        self.sectors = None
        self.problem = None
        self.skipped = 0  # each()'s records that failed their check

    def scan(self):
        """Every sector's header (only: keeping a game reads one or two sectors whole, not the area); the area's
        verdict in `problem`."""
        self.problem = None
        sectors = []
        buffer = self.buffer
        torn = 0
        for index in range(self.count):
            sector = self._read(index, buffer)
            if sector.state == _TORN:
                torn += 1
            elif sector.state is None:  # our magic, another version: all of it is refused
                self.problem = OLD_VERSION % sector.flags
            sectors.append(sector)
        # A cut leaves at most one sector part written; more than one is damage.
        if self.problem is None and torn > 1:
            self.problem = DAMAGED
        self.sectors = sectors
        return self.problem

    def _load(self, index):
        """Sector index into the buffer; what a file not grown to the whole area lacks reads as blank."""
        buffer = self.buffer
        count = self.medium.read_into(buffer, index * SECTOR)
        if count < SECTOR:
            buffer[count:] = b"\xff" * (SECTOR - count)
        return buffer

    def _read(self, index, buffer):
        head = memoryview(buffer)[:_HEAD]
        if self.medium.read_into(head, index * SECTOR) < _HEAD or _blank(head):
            return Sector(index, _BLANK)
        magic, version, flags, records, used, sequence, first = struct.unpack_from(HEADER, buffer, 0)
        if magic == _MAGIC and version != VERSION and 0 < version < 0xFF:
            return Sector(index, None, flags=version)
        if magic != _MAGIC or used < _HEAD or used + 4 > SECTOR or records > _MOST:
            return Sector(index, _TORN, sequence=None)
        return Sector(index, _HEADED, sequence, first, records, flags)

    def _whole(self, sector):
        """True when the sector's CRC holds (read and checked once); it is in the buffer when just checked."""
        if sector.state == _HEADED:
            buffer = self._load(sector.index)
            used = struct.unpack_from(HEADER, buffer, 0)[4]
            whole = crc32(memoryview(buffer)[:used]) == struct.unpack_from("<I", buffer, used)[0]
            sector.state = _WHOLE if whole else _TORN
        return sector.state == _WHOLE

    def _ours(self):
        """The sectors with a readable header, newest first."""
        ours = [sector for sector in self.sectors if sector.state != _BLANK and sector.sequence is not None]
        ours.sort(key=lambda sector: sector.sequence)  # 32 bits: no area lives to see them wrap
        ours.reverse()
        return ours

    def games(self):
        """(kept games as ArchivedGame, oldest first; how many records failed their check): each() into a list, for
        the computer's commands (a board's Stats screen takes them one at a time)."""
        found = [game for _, game in self.each()]
        return found, self.skipped

    def each(self, wanted=None):
        """Yield (serial, ArchivedGame) for the kept games, oldest first (only serial `wanted` when given), each read
        and decoded as it is reached: one game's ledger in the heap at a time. Afterwards `skipped` says how many
        records failed their check. Each serial is read from the newest sector that holds it intact; a record that
        fails is counted unless a whole copy exists, or it is the newest sector's own, part-written when the power
        went (the game it held is still the current one)."""
        self.skipped = 0
        if self.sectors is None:
            self.scan()
        if self.problem is not None:
            return
        failed = set()
        where = {}  # serial: the medium's offset of its newest intact record (an int: a few bytes a game)
        ours = self._ours()
        for sector in ours:
            for serial, offset, _, _ in self._intact(sector, failed, sector is ours[0]):
                if serial not in where:
                    where[serial] = sector.index * SECTOR + offset
        loaded = None
        for serial in sorted(where):
            if wanted is not None and serial != wanted:
                continue
            index, offset = divmod(where[serial], SECTOR)
            if index != loaded:
                loaded = index
                self._load(index)
            length, flags, _ = struct.unpack_from(_RECORD, self.buffer, offset)
            game = self._decode(offset, offset + _RECORD_HEAD + length, flags)
            if game is None:  # a good CRC over a wrong meaning: an older copy, if one is intact
                loaded = None
                game = self._older(serial, index, ours)
            if game is None:
                failed.add(serial)
                del where[serial]
            else:
                yield serial, game
        self.skipped = len([serial for serial in failed if serial not in where])

    def _intact(self, sector, failed, newest):
        """Yield (serial, offset, end, flags) for each intact record of sector, loaded into the buffer; a record that
        fails its CRC goes into failed, unless the sector is the newest."""
        buffer = self._load(sector.index)
        offset = _HEAD
        for serial in range(sector.first, sector.first + sector.count):
            if offset + _RECORD_HEAD + 4 > SECTOR:
                if not newest:
                    failed.add(serial)
                continue
            length, flags, _ = struct.unpack_from(_RECORD, buffer, offset)
            end = offset + _RECORD_HEAD + length
            if end + 4 > SECTOR or crc32(memoryview(buffer)[offset:end]) != struct.unpack_from("<I", buffer, end)[0]:
                if not newest:
                    failed.add(serial)
                offset = SECTOR  # the lengths after a bad one cannot be trusted
                continue
            yield serial, offset, end, flags
            offset = end + 4

    def _decode(self, offset, end, flags):
        """The ArchivedGame of the record at offset .. end in the buffer, or None when its meaning fails the saved
        game's check."""
        from pinochle.store.game.decode import decode_game  # power-up code, loaded for this read too

        try:
            saved = decode_game(memoryview(self.buffer)[offset + _RECORD_HEAD : end])
        except WRONG_SIZE:
            return None
        return ArchivedGame(saved.ledger, saved.team_names, bool(flags & _FINISHED))

    def _older(self, serial, index, ours):
        """serial's game from an intact copy in a sector older than the one at index, or None."""
        after = False
        for sector in ours:
            if after and sector.first <= serial < sector.first + sector.count:
                for found, offset, end, flags in self._intact(sector, set(), True):
                    if found == serial:
                        game = self._decode(offset, end, flags)
                        if game is not None:
                            return game
            after = after or sector.index == index
        return None

    def add(self, ledger, team_names, finished, tag=0):
        """Keep a game; tag (the saved game's sequence, 0 when it is not saved) marks it, so the same game kept again
        (a cut before the new game was saved) is not kept twice. Returns a line for the screen ("" when all is well):
        why it was not kept, or that the oldest games went to make room (said once, the first time). Writes at most
        one sector."""
        from pinochle.store import error_words

        if self.sectors is None:
            self.scan()
        if self.problem is not None:
            return self.problem
        try:
            return self._add(ledger, team_names, finished, tag)
        except Exception as error:
            return "not archived: " + error_words(error)

    def _add(self, ledger, team_names, finished, tag):
        from pinochle.store.game import encode_game

        readable = self._ours()
        newest = None
        for sector in readable:  # the newest whole sector: a cut may have left a newer one part-written
            if self._whole(sector):
                newest = sector
                break
        target, dropped = self._free(newest)  # before the buffer is filled: finding it may read sectors
        buffer = self.buffer
        at = _HEAD  # where the new record goes: after the newest sector's records, copied over when it fits there
        first = count = 0
        if newest is not None:
            self._load(newest.index)
            at = struct.unpack_from(HEADER, buffer, 0)[4]
            first, count = newest.first, newest.count
            if tag and self._last_tag(buffer, count) == tag:
                return ""  # kept already, before a cut stopped the new game's save
        start = at + _RECORD_HEAD
        need = encode_game(memoryview(buffer)[start:start], ledger, team_names, None)
        if need > SECTOR - _HEAD - _RECORD_HEAD - 8:
            return "not archived: too big"
        if start + need + 8 > SECTOR:  # a sector of its own, its serials after the newest's
            first, count, at = first + count, 0, _HEAD
            start = at + _RECORD_HEAD
        # Exactly the game's room: no undo steps go with it (encode_game keeps as many as fit).
        end = start + encode_game(memoryview(buffer)[start : start + need], ledger, team_names, None)
        struct.pack_into(_RECORD, buffer, at, end - start, _FINISHED if finished else 0, tag & _MASK)
        struct.pack_into("<I", buffer, end, crc32(memoryview(buffer)[at:end]))
        used = end + 4
        wrapped = False
        for sector in readable:
            wrapped = wrapped or bool(sector.flags & _WRAPPED)
        sequence = (readable[0].sequence + 1) & _MASK if readable else 1
        flags = _WRAPPED if wrapped or dropped else 0
        struct.pack_into(HEADER, buffer, 0, _MAGIC, VERSION, flags, count + 1, used, sequence, first)
        struct.pack_into("<I", buffer, used, crc32(memoryview(buffer)[:used]))
        buffer[used + 4 :] = b"\xff" * (SECTOR - used - 4)
        self.medium.write_at(target * SECTOR, buffer)
        self.sectors = None  # read again before the next use
        if not self._written(target, buffer):
            return "not archived: unverified"
        return FULL if dropped and not wrapped else ""

    @staticmethod
    def _last_tag(buffer, count):
        """The tag of the last of a whole sector's count records in buffer."""
        offset = _HEAD
        tag = 0
        for _ in range(count):
            length, _, tag = struct.unpack_from(_RECORD, buffer, offset)
            offset += _RECORD_HEAD + length + 4
        return tag

    def _written(self, index, sector):
        """True when the medium holds sector at index, read back a piece at a time."""
        piece = bytearray(256)
        for at in range(0, SECTOR, 256):
            if self.medium.read_into(piece, index * SECTOR + at) != 256 or piece != sector[at : at + 256]:
                return False
        return True

    def _free(self, newest):
        """(the sector to write, whether kept games go to make room): a blank or part-written one, else one whose games
        a newer whole sector holds too (an earlier copy of the same run of games), else the oldest. Never the newest:
        it holds the games being copied."""
        spare = oldest = None
        for sector in self.sectors:
            if newest is not None and sector.index == newest.index:
                continue
            if sector.state == _BLANK or sector.state == _TORN:
                return sector.index, False
            if spare is None and self._superseded(sector):
                spare = sector.index
            if oldest is None or sector.sequence < oldest.sequence:
                oldest = sector
        if spare is not None:
            return spare, False
        if oldest is None:  # an area of one sector: rewritten in place
            return newest.index, False
        return oldest.index, True

    def _superseded(self, sector):
        """True when a newer whole sector holds every game this one does: copies start at the same serial."""
        for other in self.sectors:
            if (
                other.state in (_HEADED, _WHOLE)
                and other.first == sector.first
                and other.count >= sector.count
                and other.sequence > sector.sequence
                and self._whole(other)
            ):
                return True
        return False
