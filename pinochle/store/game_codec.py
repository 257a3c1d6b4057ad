"""The game as a snapshot payload: rules, team names, first dealer, a confirmed bid, hand records, totals.

The totals are stored as a check: a payload whose CRC is good but whose totals differ from the fold of
its records is refused ("valid CRC, wrong meaning"). Every length is checked against what is left before
anything is sliced, so a bad payload costs no large allocation; decoding raises ValueError with a reason.
"""

import struct

from pinochle.ledger import Ledger, record_size
from pinochle.rules import make_rules
from pinochle.store.codec import TooBig

FORMAT = 1
_MAX_TEXT = 32  # bytes of a profile, option or team name
_MAX_ITEMS = 8  # options, team names or totals
_MAX_BID_FIELDS = 3  # declarer, bid, and the called partner in call for a card
_INT32 = 0x7FFFFFFF


class SavedGame:
    """What a snapshot holds, as the app needs it back: the ledger (with its rules), the team names
    and the bid confirmed for the hand being entered (None when no hand is under way)."""

    def __init__(self, ledger, team_names=(), pending_bid=None):
        self.ledger = ledger
        self.team_names = tuple(team_names)
        self.pending_bid = pending_bid


def _put(area, offset, form, *values):
    struct.pack_into(form, area, offset, *values)
    return offset + struct.calcsize(form)


def _put_number(area, offset, value, top, form):
    if not isinstance(value, int) or not 0 <= value <= top:
        raise ValueError("%r is not a number 0-%d" % (value, top))
    return _put(area, offset, form, value)


def _put_text(area, offset, text):
    data = text.encode()
    if len(data) > _MAX_TEXT:
        raise ValueError("'%s' is longer than %d bytes" % (text, _MAX_TEXT))
    offset = _put(area, offset, "<B", len(data))
    area[offset : offset + len(data)] = data
    return offset + len(data)


def _put_count(area, offset, items, top):
    if len(items) > top:
        raise ValueError("%d items, at most %d" % (len(items), top))
    return _put(area, offset, "<B", len(items))


def encode_game(area, game):
    """Write game (anything with ledger, team_names and pending_bid) into the memoryview area; return the
    length. ValueError when a value is out of range or the game does not fit."""
    ledger = game.ledger
    rules = ledger.rules
    records = ledger.records
    totals = ledger.totals()
    bid = game.pending_bid or ()
    texts = (rules.name,) + tuple(rules.options) + tuple(game.team_names)
    # format, option count, target, name count, first dealer, bid count, hand count, total count: 10 bytes
    size = 10 + len(texts) + sum(len(text.encode()) for text in texts) + 2 * len(bid)
    if size + len(records) + 4 * len(totals) > len(area):
        raise TooBig("the game does not fit a %d-byte slot" % len(area))
    offset = _put(area, 0, "<B", FORMAT)
    offset = _put_text(area, offset, rules.name)
    offset = _put_count(area, offset, rules.options, _MAX_ITEMS)
    for option in rules.options:
        offset = _put_text(area, offset, option)
    offset = _put_number(area, offset, rules.target, 0xFFFF, "<H")
    offset = _put_count(area, offset, game.team_names, _MAX_ITEMS)
    for name in game.team_names:
        offset = _put_text(area, offset, name)
    offset = _put_number(area, offset, ledger.first_dealer, 0xFF, "<B")
    offset = _put_count(area, offset, bid, _MAX_BID_FIELDS)
    for value in bid:
        offset = _put_number(area, offset, value, 0xFFFF, "<H")
    offset = _put_number(area, offset, ledger.count, 0xFFFF, "<H")
    area[offset : offset + len(records)] = records
    offset += len(records)
    offset = _put_count(area, offset, totals, _MAX_ITEMS)
    for total in totals:
        if not -_INT32 - 1 <= total <= _INT32:
            raise ValueError("total %d out of range" % total)
        offset = _put(area, offset, "<i", total)
    return offset


class _Reader:
    """Reads a payload front to back; every read checks the bytes are there first."""

    def __init__(self, payload):
        self.payload = payload
        self.offset = 0

    def take(self, count):
        start = self.offset
        if count > len(self.payload) - start:
            raise ValueError("the game ends early")
        self.offset = start + count
        return self.payload[start : self.offset]

    def number(self, form):
        size = struct.calcsize(form)
        return struct.unpack_from(form, self.take(size), 0)[0]

    def text(self):
        return bytes(self.take(self.number("<B"))).decode()

    def count(self, top):
        count = self.number("<B")
        if count > top:
            raise ValueError("%d items, at most %d" % (count, top))
        return count


def decode_game(payload):
    """The SavedGame in a payload whose CRC passed; ValueError says what is wrong with its meaning."""
    reader = _Reader(payload)
    version = reader.number("<B")
    if version != FORMAT:
        raise ValueError("game format %d" % version)
    name = reader.text()
    options = tuple(reader.text() for _ in range(reader.count(_MAX_ITEMS)))
    target = reader.number("<H")
    rules = make_rules(name, options, target)
    team_names = tuple(reader.text() for _ in range(reader.count(_MAX_ITEMS)))
    first_dealer = reader.number("<B")
    bid = tuple(reader.number("<H") for _ in range(reader.count(_MAX_BID_FIELDS)))
    for seat in bid[:1] + bid[2:]:  # the declarer, and the called partner
        if seat >= rules.players:
            raise ValueError("the bid names seat %d" % seat)
    count = reader.number("<H")
    records = reader.take(count * record_size(rules))
    ledger = Ledger.from_records(rules, first_dealer, records)
    stored = tuple(reader.number("<i") for _ in range(reader.count(_MAX_ITEMS)))
    if reader.offset != len(payload):
        raise ValueError("%d bytes after the game" % (len(payload) - reader.offset))
    if stored != tuple(ledger.totals()):
        raise ValueError("totals differ from the hands")
    return SavedGame(ledger, team_names, bid or None)
