"""The store's power-up code (recovery) is loaded for the call, a commit never loads it, and the memory layer drops
it; tests/store/test_game_store.py does the same for the game decoder."""

MICROPYTHON = True

import sys  # noqa: E402

from probes import unloaded  # noqa: E402
from store_fakes import pair  # noqa: E402

import pinochle.store  # noqa: E402
from pinochle.memory import drop_on_demand  # noqa: E402
from pinochle.store import SlotStore  # noqa: E402


def test_the_recovery_code_is_loaded_for_the_call_and_dropped_by_the_memory_layer():
    unloaded(("pinochle.store.recovery",), _loaded_for_the_call)


def _loaded_for_the_call():
    media = pair()
    store = SlotStore(media)
    assert store.commit(b"game")
    assert "pinochle.store.recovery" not in sys.modules  # a commit never loads it
    found = SlotStore(media).recover()
    assert (found.status, found.value, found.slots) == ("restored", b"game", ["valid", "same copy"])
    assert "pinochle.store.recovery" in sys.modules
    drop_on_demand()  # as the power-up does once the app is built
    assert "pinochle.store.recovery" not in sys.modules and not hasattr(pinochle.store, "recovery")
    media[1].data[12] ^= 1
    again = SlotStore(media).recover()  # loaded afresh: the same answers
    assert (again.value, again.slots, again.message) == (b"game", ["valid", "bad CRC"], "restored from 1 copy")
