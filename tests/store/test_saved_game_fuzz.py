"""Seeded fuzz of saves with a good CRC and one field changed: recovery never raises or writes, a refused save leaves
the other slot or the damaged-save question, and an accepted one plays random presses without an error."""

import gc
import os
import random
import struct

import pytest

import pinochle.panel as panel
from pinochle.app.start import start_app
from pinochle.ledger import Ledger
from pinochle.rules import make_rules
from pinochle.runner import config  # noqa: F401  (kept loaded: the loader's name check, not compiled per trial)
from pinochle.settle import Hand
from pinochle.store import HEADER, seal
from pinochle.store.game import FIXED, GameCodec, GameStore, SavedGame
from pinochle.store.ram_medium import RamMedium

pytestmark = pytest.mark.slow  # the fuzz: the full run's, not the quick tier's

SCALE = int(os.environ.get("PINOCHLE_FUZZ", "1"))  # N times the trials
HEAD = struct.calcsize(HEADER)
SLOT = 1024
KEYS = (panel.UP, panel.DOWN, panel.LEFT, panel.RIGHT, panel.OK, panel.BACK)
SPECIAL = (0, 1, 2, 3, 4, 5, 7, 0x7F, 0x80, 0xFF, 0x100, 0xFFFF)


def games():
    """A game of each shape the app saves: options, a pending bid, trump nines, call for a card's partner."""
    double = Ledger(make_rules("double", ("take-all-wins",), 300), 1)
    double.add(Hand(declarer=2, bid=60, meld=(43, 22), took=(31, 19), trump=1))
    double.add(Hand(declarer=3, bid=50, meld=(10, 30), outcome="no-marriage"))
    single = Ledger(make_rules("single"), 0)
    single.add(Hand(declarer=1, bid=300, meld=(40, 200), took=(100, 150), trump=0, nines=(10, 0)))
    called = Ledger(make_rules("call-for-card"), 0)
    called.add(Hand(declarer=1, bid=50, meld=(10, 20, 0, 5, 0), took=(30, 20), partner=3, trump=1))
    klemic = Ledger(make_rules("klemic", ("bid-until-pass",)), 3)
    return (
        SavedGame(double, ("US", "THEM"), (1, 65)),
        SavedGame(single, ("NORTH", "SOUTH")),
        SavedGame(called, ("ANN", "BO", "CY", "DI", "ED"), (2, 55, 4)),
        SavedGame(klemic, (), (3, 45)),
    )


def fields(payload, game):
    """(offset, size) of every field of a payload, in order: the fixed counts, each text's length byte and bytes,
    each bid field, each record byte, each total."""
    spans = []
    offset = 0
    for code in FIXED[1:]:
        size = struct.calcsize("<" + code)
        spans.append((offset, size))
        offset += size
    for _ in range(1 + len(game.ledger.rules.options) + len(game.team_names)):
        spans.append((offset, 1))
        length = payload[offset]
        spans.append((offset + 1, length))
        offset += 1 + length
    for _ in game.pending_bid or ():
        spans.append((offset, 2))
        offset += 2
    spans.extend((at, 1) for at in range(offset, offset + len(game.ledger.records)))
    offset += len(game.ledger.records)
    spans.extend((at, 4) for at in range(offset, len(payload), 4))
    return spans


def mutate(rng, payload, spans):
    payload = bytearray(payload)
    at, size = rng.choice(spans)
    if size == 0 or rng.randrange(4) == 0:  # a text grown or shrunk, or bytes put in
        payload[at : at + size] = bytes(rng.randrange(256) for _ in range(rng.randrange(0, 40)))
    else:
        value = rng.choice(SPECIAL) if rng.randrange(2) else rng.randrange(1 << (8 * size))
        if rng.randrange(3) == 0:
            value = int.from_bytes(payload[at : at + size], "little") ^ (1 << rng.randrange(8 * size))
        payload[at : at + size] = (value % (1 << (8 * size))).to_bytes(size, "little")
    return bytes(payload)


NAMES = (
    (),
    ("SOLO",),
    ("A", "B", "C"),
    ("", "THEM"),
    ("US", "X" * 32),
    ("US", "Zo\u00eb"),
    ("US", "T\nM"),
    ("US", "THEM"),
)


def semantic(rng, game):
    """The game with its team names or pending bid set to something encode_game writes but the app may not hold."""
    names, bid = game.team_names, game.pending_bid
    if rng.randrange(2):
        names = rng.choice(NAMES)
    else:
        bid = tuple(rng.choice(SPECIAL + (45, 50, 55, 63, 65)) for _ in range(rng.randrange(4))) or None
    area = memoryview(bytearray(SLOT))
    return bytes(area[: GameCodec.encode(area, SavedGame(game.ledger, names, bid))])


def sealed(payload, sequence):
    frame = bytearray(HEAD + len(payload) + 4)
    frame[HEAD : HEAD + len(payload)] = payload
    seal(frame, sequence, len(payload))
    return frame


def medium(frame):
    slot = RamMedium(SLOT)
    slot.data[: len(frame)] = frame
    return slot


class Settings:
    profile, options, target, team_names, signals = "double", (), None, ("US", "THEM"), "skip"


def play(rng, store):
    """The app over what store recovers, under random presses; how many commits it made."""
    app = start_app(Settings, 5, 21, store)
    now = 0
    for _ in range(rng.randrange(20, 80)):
        now += rng.choice((0, 30, 400, 3000))
        app.handle(rng.choices(KEYS, (3, 6, 2, 2, 8, 2))[0], now)  # OK and DOWN the most: hands get entered
        app.tick(now)
        lines, cursor = app.frame()
        assert len(lines) == 5 and all(len(line) <= 21 for line in lines)
    return app


def test_fuzz_saves_with_a_good_crc_and_a_field_changed(monkeypatch):
    # The board's collections before big allocations cost CPython a full pass over pytest's heap each: not tested here.
    monkeypatch.setattr(gc, "collect", lambda *generation: 0)
    rng = random.Random(14)
    trials = accepted = 0
    originals = []
    for game in games():
        area = memoryview(bytearray(SLOT))
        payload = bytes(area[: GameCodec.encode(area, game)])
        originals.append((game, payload, fields(payload, game)))
    for seed in range(int(800 * SCALE)):
        rng.seed(seed)
        game, payload, spans = originals[seed % len(originals)]
        changed = semantic(rng, game) if rng.randrange(3) == 0 else mutate(rng, payload, spans)
        good, bad = medium(sealed(payload, 7)), medium(sealed(changed, 8))
        before = bytes(good.data), bytes(bad.data)
        media = (bad, good) if rng.randrange(2) else (good, bad)
        try:
            found = GameStore(media).recover()
            assert (bytes(good.data), bytes(bad.data)) == before  # recovery never writes
            assert found.status == "restored", found.slots
            alone = GameStore((medium(sealed(changed, 8)),)).recover()
            assert alone.status in ("restored", "damaged"), alone.slots
            if found.sequence == 8 or seed % 5 == 0:  # accepted (else the question is asked): played
                accepted += found.sequence == 8
                play(rng, GameStore((bad,)))
        except Exception as error:
            raise AssertionError("seed %d: %s: %s" % (seed, type(error).__name__, error)) from error
        trials += 1
    shown = (trials, accepted, SCALE)
    print("saved-game fuzz: %d trials, %d mutated saves accepted, 0 failures (PINOCHLE_FUZZ=%d)" % shown)
