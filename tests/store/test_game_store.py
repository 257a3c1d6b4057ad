"""GameStore: what the app calls, save(ledger, team names, pending bid) and recover(), over real media stand-ins."""

MICROPYTHON = True
# The game (ledger, settle, rules), the whole store and the decoder loaded on demand: the worst test (a doubted
# save) needs 53k on 32-bit MicroPython (`bench.heap need`), 8k spare.
MICROPYTHON_HEAP = "61k"

import sys  # noqa: E402

from game_script import TEAMS, last_game, same_game  # noqa: E402
from probes import unloaded  # noqa: E402

from pinochle.memory import drop_on_demand  # noqa: E402
from pinochle.store.game import GameStore  # noqa: E402
from pinochle.store.ram_medium import RamMedium  # noqa: E402


def test_the_game_store_saves_and_recovers_what_the_app_holds():
    media = (RamMedium(256, name="nvm"), RamMedium(256, name="file"))
    store = GameStore(media)
    assert store.recover().status == "blank"
    game = last_game(3)
    assert store.save(game.ledger, game.team_names, game.pending_bid) is None  # App.commit's call: None once saved
    found = GameStore(media).recover()
    assert (found.status, found.message) == ("restored", "game restored")
    assert same_game(found.value, game)
    assert store.save(game.ledger, TEAMS, (1, None)) == "not saved: bad value"
    assert GameStore((RamMedium(64),)).save(game.ledger, TEAMS, None) == "not saved: too big"


def test_without_nvm_or_a_writable_drive_the_game_goes_on_unsaved():
    store = GameStore(())
    found = store.recover()
    assert (found.status, found.value, found.message) == ("no media", None, "nowhere to save")
    assert store.save(last_game(3).ledger, TEAMS, None) == "not saved: no storage"
    assert not store.commit(last_game(3))


def test_a_doubted_save_comes_back_damaged_with_every_slot_until_a_newer_one_replaces_it():
    media = (RamMedium(256, name="nvm"), RamMedium(256, name="file"))
    game = last_game(3)
    store = GameStore(media)
    assert store.save(game.ledger, TEAMS, None) is None
    store.doubt("ValueError: boom")
    for _ in range(2):  # every power-up asks again while the doubted save is the newest
        found = store.recover()
        assert (found.status, found.value, found.doubt) == ("damaged", None, "ValueError: boom")
        assert [bytes(data) for data in found.raw] == [bytes(medium.data) for medium in media]
    assert store.save(game.ledger, TEAMS, None) is None  # the table chose a new game over it
    found = store.recover()
    assert (found.status, found.doubt, found.value.ledger.count) == ("restored", None, 3)


COLD = ("pinochle.store.game.decode", "pinochle.store.recovery")


def test_the_decoder_and_the_recovery_code_are_loaded_at_power_up_only():
    unloaded(COLD, _loaded_at_power_up_only)


def _loaded_at_power_up_only():
    media = (RamMedium(256, name="nvm"), RamMedium(256, name="file"))
    game = last_game(1)
    store = GameStore(media)
    assert store.commit(game)
    assert [name for name in COLD if name in sys.modules] == []  # the everyday path never loads them
    found = GameStore(media).recover()
    assert found.status == "restored" and same_game(found.value, game)
    assert [name for name in COLD if name in sys.modules] == list(COLD)
    drop_on_demand()  # as the power-up does once the app is built
    assert [name for name in COLD if name in sys.modules] == []


def test_no_memory_to_load_the_decoder_is_unreadable_not_blank():
    media = (RamMedium(256, name="nvm"), RamMedium(256, name="file"))
    assert GameStore(media).commit(last_game(1))
    unloaded(COLD[:1], lambda: _without_memory_for("pinochle.store.game.decode", _unreadable, media))


def _without_memory_for(module_name, test, *args):
    """Run test(*args) while importing module_name raises MemoryError, as in a heap too full to load it."""
    import builtins

    real_import = builtins.__import__

    def full(name, *rest):
        if name == module_name:
            raise MemoryError()
        return real_import(name, *rest)

    builtins.__import__ = full
    try:
        test(*args)
    finally:
        builtins.__import__ = real_import


def _unreadable(media):
    found = GameStore(media).recover()
    # As when decoding itself runs out: the game is not there to restore, and nothing proved it bad.
    assert (found.status, found.slots) == ("no memory", ["unreadable: no memory", "unreadable: no memory"])
    assert found.raw == []  # no evidence of damage to keep
