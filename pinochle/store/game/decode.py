"""The game back from a snapshot payload (the format is pinochle.store.game's): decode_game gives a SavedGame.
Every length is checked before anything is read; ValueError gives the reason. GameStore loads it at power-up."""

import struct

from pinochle.bidding import hand_bid_problem
from pinochle.ledger import STEP_HEAD, STEPS_KEPT, Ledger, record_size
from pinochle.rules import PROFILE_NAMES, Rules, make_rules, player
from pinochle.store.game import FIXED, FIXED_SIZE, FORMAT, MAX_ITEMS, SavedGame, team_names_problem

_SHORT = "bad length"


def saved_options(name, options):
    """The options of a save, less any its profile has refused since (klemic's double-roundhouse-240): they
    count only in the meld calculator, never in a record, so the game's hands still settle the same."""
    if not options or name not in PROFILE_NAMES:
        return options
    refused = [pair[0] for pair in Rules(name).refused_options]
    return [option for option in options if option not in refused]


def decode_game(payload):
    """The SavedGame in a payload whose CRC passed; ValueError says what is wrong with its meaning."""
    end = len(payload)
    if end < FIXED_SIZE:
        raise ValueError(_SHORT)
    version, options, names, fields, dealer, target, count = struct.unpack_from(FIXED, payload, 0)
    if version not in (2, 3, FORMAT):  # format 3 kept nothing entered after the bid, format 2 no undo steps either
        raise ValueError("game format %d" % version)
    if options > MAX_ITEMS or names > MAX_ITEMS or fields > 3 and version != FORMAT:
        raise ValueError("too many items")
    bids, entered = fields & 3, fields >> 2
    offset = FIXED_SIZE
    texts = []
    for _ in range(1 + options + names):
        start = offset + 1
        if start > end:
            raise ValueError(_SHORT)
        offset = start + payload[start - 1]
        if offset > end:
            raise ValueError(_SHORT)
        texts.append(str(payload[start:offset], "utf-8"))
    saved = texts[1 : 1 + options]
    for at in range(1, options):
        if saved[at] in saved[:at]:
            raise ValueError("an option twice")
    rules = make_rules(texts[0], saved_options(texts[0], saved), target)
    records = offset + 2 * (bids + entered)
    totals = records + count * record_size(rules)
    if totals > end:
        raise ValueError(_SHORT)
    bid = struct.unpack_from("<%dH" % bids, payload, offset)
    entered = struct.unpack_from("<%dH" % entered, payload, offset + 2 * bids)
    ledger = Ledger.from_records(rules, dealer, payload[records:totals])
    folded = tuple(ledger.totals())
    steps = totals + 4 * len(folded)
    if steps + (2 if version > 2 else 0) > end or version == 2 and steps != end:
        raise ValueError(_SHORT)
    if struct.unpack_from("<%di" % len(folded), payload, totals) != folded:
        raise ValueError("totals differ from the hands")
    if version > 2:
        _undo_steps(ledger, payload, steps)
    if bid:
        _check_bid(ledger, bid)
    if entered:
        _check_entered(rules, bid, entered)
    names = texts[1 + options :]
    if names:  # two teams (from the settings), or in call for a card a name per player
        counts = (2, rules.players) if rules.called_partner else (2,)
        problem = team_names_problem(names, counts)
        if problem:
            raise ValueError("team names: " + problem)
    return SavedGame(ledger, names, bid or None, entered)


def _undo_steps(ledger, payload, offset):
    """The undo and redo steps after the totals, into the ledger; ValueError unless each could be a step of this
    game (the hands a step brings back are checked when it is taken: pinochle.ledger.corrections)."""
    undo, redo = payload[offset], payload[offset + 1]
    step = ledger.step_size()
    offset += 2
    if offset + (undo + redo) * step != len(payload) or undo > STEPS_KEPT or redo > STEPS_KEPT:
        raise ValueError(_SHORT)
    for at in range(offset, len(payload), step):
        index, bits = struct.unpack_from(STEP_HEAD, payload, at)
        if bits not in (1, 2, 3) or index > 0xFFFF:
            raise ValueError("damaged undo step")
    middle = offset + undo * step
    ledger.undo_steps.extend(payload[offset:middle])
    ledger.redo_steps.extend(payload[middle:])


def _check_bid(ledger, bid):
    """ValueError unless bid (declarer, bid, and the called partner in call for a card) can be resumed: seats in
    range, a bid the next hand could have been bid at. Call for a card saves the bid before the partner is named."""
    rules = ledger.rules
    if len(bid) not in ((2, 3) if rules.called_partner else (2,)):
        raise ValueError("the bid has %d fields" % len(bid))
    for seat in bid[:1] + bid[2:]:  # the declarer, and the called partner
        if seat >= rules.players:
            raise ValueError("the bid names %s, in a game of %d" % (player(seat), rules.players))
    problem = hand_bid_problem(rules, bid[1], bid[0], ledger.next_dealer())
    if problem:
        raise ValueError(problem)


def _check_entered(rules, bid, entered):
    """ValueError unless what was entered after the bid could be: a bid under way, a trump suit, and a meld per
    side (per player in call for a card) on the profile's units."""
    sides = rules.players if rules.called_partner else 2
    if not bid or len(entered) != 1 + sides or entered[0] > 3:
        raise ValueError("the hand under way has %d fields" % len(entered))
    for meld in entered[1:]:
        if meld % rules.point_unit:
            raise ValueError("the hand under way's meld %d" % meld)
