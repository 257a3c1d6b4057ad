"""A MemoryError at power-up is never damage: the slot is read again after a collection; if memory runs out again
nothing is called damaged or offered to be written over, and the game says so and does not save."""

MICROPYTHON = True
# The app over a small saved game, as start_app builds it, with the game store and its decoder: 53k needed on the
# 32-bit VMs (51k on circuitpython32-board), and a quarter over it.
MICROPYTHON_HEAP = "68k"

from game_script import last_game  # noqa: E402

from pinochle.app.start import start_app  # noqa: E402
from pinochle.runner.restart import keep_running  # noqa: E402
from pinochle.store.game import GameCodec, GameStore  # noqa: E402
from pinochle.store.ram_medium import RamMedium  # noqa: E402


class Settings:
    profile, options, target, team_names, signals, keys = "double", (), None, ("US", "THEM"), None, "five"


def saved(hands=3, broken=()):
    """Two RAM slots holding a hands-long game, those in broken with a byte of their payload flipped."""
    media = (RamMedium(256), RamMedium(256))
    assert GameStore(media).commit(last_game(hands))
    for index in broken:
        media[index].data[20] ^= 1
    return media


def short_of_memory(media, failures):
    """A GameStore over media whose decoding runs out of memory the first `failures` times."""
    store = GameStore(media)
    store.codec = TightCodec(failures)
    return store


class TightCodec:
    """The game's codec, but decoding runs out of memory the first `failures` times."""

    encode = staticmethod(GameCodec.encode)

    def __init__(self, failures):
        self.failures = failures

    def decode(self, payload):
        if self.failures > 0:
            self.failures -= 1
            raise MemoryError("memory allocation failed, allocating 400 bytes")
        return GameCodec.decode(payload)


def test_a_slot_that_ran_out_of_memory_is_read_again_after_a_collection():
    found = short_of_memory(saved(), 1).recover()
    assert (found.status, found.message, found.slots) == ("restored", "game restored", ["valid", "same copy"])
    assert found.value.ledger.count == 3


def test_intact_slots_that_run_out_of_memory_are_no_memory_never_damaged():
    found = short_of_memory(saved(), 100).recover()
    assert found.status == "no memory"
    assert found.slots == ["unreadable: no memory", "unreadable: no memory"]
    assert found.raw == []  # nothing proved bad: no damaged-NNN.bin


def test_one_bad_slot_and_one_out_of_memory_is_no_memory_not_damaged():
    found = short_of_memory(saved(broken=(1,)), 100).recover()
    assert (found.status, found.slots) == ("no memory", ["unreadable: no memory", "bad CRC"])


def test_the_app_starts_without_saving_and_says_memory_ran_out_never_asking_to_write_over_the_save():
    media = saved(broken=(1,))
    before = [bytes(medium.data) for medium in media]
    kept = []
    app = start_app(Settings, 5, 21, short_of_memory(media, 100), "", None, kept.append)
    screen = " ".join(app.frame()[0])
    assert "damaged" not in screen and "New game, save it" not in screen
    assert "out of memory" in app._message and app._message.split(":")[0] in screen  # said a part at a time
    assert app.store is None and kept == []
    app.commit()  # a hand recorded now is not saved over the slots that could not be read
    assert [bytes(medium.data) for medium in media] == before


def test_the_app_restores_the_game_when_memory_is_found_on_the_second_reading():
    store = short_of_memory(saved(), 4)  # each slot twice: the whole first reading
    app = start_app(Settings, 5, 21, store)
    assert app.ledger.count == 3 and app.store is not None
    assert "game restored" in " ".join(app.frame()[0])


class Stop(BaseException):
    pass


def test_starts_that_run_out_of_memory_never_doubt_the_save():
    stores, notices, shown = [], [], []

    def make_app(store, notice):
        stores.append(store)
        notices.append(notice)
        if len(stores) == 6:
            raise Stop()
        raise MemoryError("memory allocation failed, allocating 64 bytes")

    try:
        keep_running(make_app, GameStore(saved()), "", None, shown.append)
    except Stop:
        pass
    assert not [store for store in stores if store is not None and store.doubted is not None]
    assert stores[-1] is None and "out of memory" in notices[-1]  # after TRIES: a game that does not save
    assert len(shown) == 5
