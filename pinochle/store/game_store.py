"""The game as a snapshot payload, and the store the app calls: commit at its commit points, recover at power-up.

store = GameStore(media)            # media from pinochle.device.nvm_media.pick_media
found = store.recover()             # found.status, found.message, found.value (a SavedGame or None), found.raw
store.commit(game) -> bool          # True once every slot read the game back intact; store.problem says why not
App(..., save=store.save)           # save(app): None once saved, else a short warning

The payload, format 2 (little-endian): format, option count, team-name count, bid field count, first dealer
(u8 each), target, hand count (u16 each); the profile's name, its options and the team names (a length byte,
then UTF-8 each); the bid confirmed for the hand under way (u16 each: declarer, bid, and in call for a card the
called partner); the hand records (pinochle.ledger: 10 bytes a hand, 16 in call for a card); the totals (i32
each). The totals are a check: a payload whose CRC is good but whose totals differ from the fold of its
records is refused ("valid CRC, wrong meaning"). Every length is checked against what is left before anything
is read, so a bad payload costs no large allocation; decoding raises ValueError with a reason.
"""

import struct

from pinochle.ledger import Ledger, record_size
from pinochle.rules import make_rules
from pinochle.store.slots import SlotStore

_FIXED = "<BBBBBHH"  # format, option count, name count, bid field count, first dealer, target, hand count
_FORMAT = 2
_MAX_TEXT = 32  # bytes of a profile, option or team name
_MAX_ITEMS = 8  # options or team names
_SHORT = "bad length"


class SavedGame:
    """What a snapshot holds, as the app needs it back: the ledger (with its rules), the team names
    and the bid confirmed for the hand being entered (None when no hand is under way)."""

    def __init__(self, ledger, team_names=(), pending_bid=None):
        self.ledger = ledger
        self.team_names = tuple(team_names)
        self.pending_bid = pending_bid


def _number(value, top):
    """value when it is a whole number 0-top (MicroPython's struct truncates silently), else ValueError."""
    if not isinstance(value, int) or not 0 <= value <= top:
        raise ValueError("%r is not 0-%d" % (value, top))
    return value


def encode_game(area, game):
    """Write game (the App or a SavedGame: ledger, team_names, pending_bid) into the memoryview area; returns
    the payload's length, or when area is too short the length it needs (writing nothing). ValueError when a
    value is out of range."""
    ledger = game.ledger
    rules = ledger.rules
    names = tuple(game.team_names)
    bid = game.pending_bid or ()
    records = ledger.records
    totals = ledger.totals()
    texts = [text.encode() for text in (rules.name,) + tuple(rules.options) + names]
    size = 9 + len(texts) + sum(len(text) for text in texts) + 2 * len(bid) + len(records) + 4 * len(totals)
    if size > len(area):
        return size
    struct.pack_into(
        _FIXED,
        area,
        0,
        _FORMAT,
        _number(len(rules.options), _MAX_ITEMS),
        _number(len(names), _MAX_ITEMS),
        _number(len(bid), 3),
        _number(ledger.first_dealer, 0xFF),
        _number(rules.target, 0xFFFF),
        ledger.count,  # at most 0xFFFF: the records fit a slot
    )
    offset = 9
    for text in texts:
        area[offset] = _number(len(text), _MAX_TEXT)
        offset += 1 + len(text)
        area[offset - len(text) : offset] = text
    for value in bid:
        struct.pack_into("<H", area, offset, _number(value, 0xFFFF))
        offset += 2
    area[offset : offset + len(records)] = records
    offset += len(records)
    for total in totals:
        _number(total + 0x80000000, 0xFFFFFFFF)
        struct.pack_into("<i", area, offset, total)
        offset += 4
    return offset


def decode_game(payload):
    """The SavedGame in a payload whose CRC passed; ValueError says what is wrong with its meaning."""
    end = len(payload)
    if end < 9:
        raise ValueError(_SHORT)
    version, options, names, bids, dealer, target, count = struct.unpack_from(_FIXED, payload, 0)
    if version != _FORMAT:
        raise ValueError("game format %d" % version)
    if options > _MAX_ITEMS or names > _MAX_ITEMS or bids > 3:
        raise ValueError("too many items")
    offset = 9
    texts = []
    for _ in range(1 + options + names):
        start = offset + 1
        if start > end:
            raise ValueError(_SHORT)
        offset = start + payload[start - 1]
        if offset > end:
            raise ValueError(_SHORT)
        texts.append(str(payload[start:offset], "utf-8"))
    rules = make_rules(texts[0], texts[1 : 1 + options], target)
    records = offset + 2 * bids
    totals = records + count * record_size(rules)
    if totals > end:
        raise ValueError(_SHORT)
    bid = struct.unpack_from("<%dH" % bids, payload, offset)
    for seat in bid[:1] + bid[2:]:  # the declarer, and the called partner
        if seat >= rules.players:
            raise ValueError("the bid names seat %d" % seat)
    ledger = Ledger.from_records(rules, dealer, payload[records:totals])
    folded = tuple(ledger.totals())
    if end - totals != 4 * len(folded):
        raise ValueError(_SHORT)
    if struct.unpack_from("<%di" % len(folded), payload, totals) != folded:
        raise ValueError("totals differ from the hands")
    return SavedGame(ledger, texts[1 + options :], bid or None)


class GameStore(SlotStore):
    """The slots that hold the game: save(app) or commit(game) at each commit point, recover() at power-up."""

    def __init__(self, media):
        super().__init__(media, decode_game, encode_game)
