"""The game as a snapshot payload, and the store the app saves it in: commit at each commit point, recover at
power-up. Decoding (decode.py) is loaded for power-up only."""

import struct

from pinochle import const
from pinochle.store import SlotStore

# The payload, format 4 (little-endian): FIXED; the profile's name, its options and the team names (a length
# byte, then UTF-8 each); the bid confirmed for the hand under way (u16 each: declarer, bid, and in call for a card
# the called partner), then what was entered after it (u16 each: trump, each side's meld); the hand records
# (pinochle.ledger); the totals (i32 each, a check against the records' fold); then a count byte each for the undo
# and redo steps kept and the steps (oldest first), as many of the newest as fit beside the game in the store's
# frame buffer. The fields byte counts the bid's fields (bits 0-1) and those entered after it (bits 2-7). Format 3
# (nothing entered after the bid) and 2 (no steps either) still load.
FIXED = "<BBBBBHH"  # format, option count, name count, fields (bid, entered), first dealer, target, hand count
FIXED_SIZE = 9  # struct.calcsize(FIXED)
FORMAT = 4
ENTERED_MAX = 63  # u16 fields after the bid: trump and a meld per side (five in call for a card)
_MAX_TEXT = const(32)  # bytes of a profile, option or team name
MAX_ITEMS = 8  # options or team names
_TEAM_NAME_MAX = const(10)  # characters: two names and their scores share the screen's top row


def team_names_problem(names, counts=(2,)):
    """Why names cannot be the teams' names (as many as counts allows, 1-_TEAM_NAME_MAX characters the screen font
    draws each), or None: the settings' check and the loader's."""
    if len(names) not in counts:
        return "give %s names, not %d" % (" or ".join(str(count) for count in counts), len(names))
    for number, name in enumerate(names, 1):
        if not name or len(name) > _TEAM_NAME_MAX:
            return "name %d is not 1-%d characters" % (number, _TEAM_NAME_MAX)
        for character in name:
            if not " " <= character <= "~":
                return "name %d has a letter the font lacks" % number
    return None


def _number(value, top):
    """value when it is a whole number 0-top (MicroPython's struct truncates silently), else ValueError."""
    if not isinstance(value, int) or not 0 <= value <= top:
        raise ValueError("%r is not 0-%d" % (value, top))
    return value


class SavedGame:
    """What a snapshot holds: the ledger (with its rules), the team names, the bid confirmed for the hand being
    entered (None when no hand is under way) and what was entered after it (trump and each side's meld, once all
    are in: pinochle.app.hand_entry; () when nothing). GameStore commits one and recovers one."""

    def __init__(self, ledger, team_names=(), pending_bid=None, entered=()):
        self.ledger = ledger
        self.team_names = tuple(team_names)
        self.pending_bid = pending_bid
        self.entered = tuple(entered) if pending_bid else ()


def encode_game(area, ledger, team_names, pending_bid, entered=()):
    """Write the game (its ledger, team names, pending bid or None and what was entered after it) into the
    memoryview area; returns the payload's length, or when area is too short the length it needs (writing
    nothing). ValueError when a value is out of range."""
    rules = ledger.rules
    names = tuple(team_names)
    bid = pending_bid or ()
    bid += tuple(entered) if bid else ()  # entered after the bid: nothing without one
    records = ledger.records
    totals = ledger.totals()
    texts = [text.encode() for text in (rules.name,) + tuple(rules.options) + names]
    size = FIXED_SIZE + len(texts) + sum(len(text) for text in texts) + 2 * len(bid) + len(records)
    size += 4 * len(totals) + 2  # and the two step counts
    if size > len(area):
        return size
    step = ledger.step_size()
    spare = (len(area) - size) // step
    undo = min(len(ledger.undo_steps) // step, spare)
    redo = min(len(ledger.redo_steps) // step, spare - undo)
    struct.pack_into(
        FIXED,
        area,
        0,
        FORMAT,
        _number(len(rules.options), MAX_ITEMS),
        _number(len(names), MAX_ITEMS),
        _number(len(pending_bid or ()), 3) | _number(len(bid) - len(pending_bid or ()), ENTERED_MAX) << 2,
        _number(ledger.first_dealer, 0xFF),
        _number(rules.target, 0xFFFF),
        ledger.count,  # at most 0xFFFF: the records fit a slot
    )
    offset = FIXED_SIZE
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
    area[offset] = undo
    area[offset + 1] = redo
    offset += 2
    for steps, count in ((ledger.undo_steps, undo), (ledger.redo_steps, redo)):
        kept = count * step
        area[offset : offset + kept] = memoryview(steps)[len(steps) - kept :]
        offset += kept
    return offset


class GameCodec:
    """A SavedGame as a snapshot payload and back (SlotStore's codec): encode at each commit, decode at power-up."""

    @staticmethod
    def encode(area, game):
        # A game with no hand under way (an archive's) may come without `entered`.
        return encode_game(area, game.ledger, game.team_names, game.pending_bid, getattr(game, "entered", ()))

    @staticmethod
    def decode(payload):
        """The SavedGame in a CRC-checked payload (pinochle.store.game.decode, power-up code)."""
        from pinochle.store.game.decode import decode_game

        return decode_game(payload)


class GameStore(SlotStore):
    """The slots that hold the game: save() at each commit point, recover() at power-up."""

    def __init__(self, media):
        SlotStore.__init__(self, media, GameCodec)

    def save(self, ledger, team_names, pending_bid, entered=()):
        """Store the game: None once every slot holds it, else a warning to show."""
        saved = SavedGame(ledger, team_names, pending_bid, entered)
        return None if self.commit(saved) else "not saved: " + self.problem
