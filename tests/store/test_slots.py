"""Commit over two slots: the older slot first, each read back, the only copy of the last game never risked."""

MICROPYTHON = True

from store_fakes import Codec, Faults, SimMedium, failing, pair, put_frame  # noqa: E402

from pinochle.store import SlotStore, error_words  # noqa: E402


def _recorded(media):
    """Names of the media in the order they are written."""
    order = []
    for medium in media:
        original = medium.write

        def recording(data, medium=medium, original=original):
            order.append(medium.name)
            original(data)

        medium.write = recording
    return order


def test_commit_then_recover_gives_the_game_back():
    media = pair()
    store = SlotStore(media)
    assert store.commit(b"hand one")
    assert store.problem is None
    assert bytes(media[0].data[:23]) == bytes(media[1].data[:23])  # 8 bytes and the frame's 15
    found = SlotStore(media).recover()
    assert found.status == "restored"
    assert found.value == b"hand one"
    assert found.sequence == 1
    assert found.message == "game restored"
    assert found.slots == ["valid", "same copy"]
    assert found.raw == []


def test_each_commit_takes_the_next_sequence_and_recovery_takes_the_newest():
    media = pair()
    store = SlotStore(media)
    for number in range(1, 6):
        assert store.commit(b"game after hand %d" % number)
    found = SlotStore(media).recover()
    assert found.value == b"game after hand 5"
    assert found.sequence == 5


def test_no_media_plays_on_from_ram():
    store = SlotStore(())
    found = store.recover()
    assert found.status == "no media"
    assert not store.commit(b"x")
    assert store.problem == "no storage"


def test_a_damaged_slot_is_written_first():
    media = pair()
    store = SlotStore(media)
    assert store.commit(b"one")
    media[0].data[12] ^= 0xFF  # slot a rots
    order = _recorded(media)
    assert store.commit(b"two")
    assert order == ["a", "b"]
    media[1].wipe()  # slot b is blank now
    del order[:]
    assert store.commit(b"three")
    assert order == ["b", "a"]


def test_the_slot_behind_is_written_first():
    media = pair()
    put_frame(media[0], 4, b"older")
    put_frame(media[1], 5, b"newer")
    order = _recorded(media)
    store = SlotStore(media)
    assert store.commit(b"newest")
    assert order == ["a", "b"]
    assert store.sequence == 6
    assert SlotStore(media).recover().value == b"newest"


def test_a_write_that_reads_back_wrong_is_not_acknowledged():
    media = pair()
    store = SlotStore(media)
    assert store.commit(b"kept")

    def lose_writes(data):
        media[0].writes += 1

    media[0].write = lose_writes
    assert not store.commit(b"dropped")
    assert store.problem == "unverified"
    assert SlotStore(media).recover().value in (b"kept", b"dropped")


def test_the_read_back_compares_every_chunk_of_the_frame():
    media = pair()
    store = SlotStore(media)
    original = media[1].write

    def one_byte_off(data):  # the medium keeps all but one byte, past the first read-back chunk
        original(data)
        media[1].data[100] ^= 1

    media[1].write = one_byte_off
    payload = bytes(range(100))
    assert not store.commit(payload)
    assert store.problem == "unverified"
    media[1].write = original
    assert store.commit(payload)
    assert SlotStore(media).recover().value == payload


def test_the_only_copy_of_the_last_game_is_never_risked():
    faults = Faults()
    media = pair(faults=faults)
    store = SlotStore(media)
    assert store.commit(b"saved")
    media[0].wipe()
    media[0].write = failing  # slot a is broken for good
    writes = media[1].writes
    assert not store.commit(b"next")
    assert store.problem == "I/O error"
    assert media[1].writes == writes  # b still holds the only copy of "saved"
    found = SlotStore(media).recover()
    assert found.value == b"saved"
    assert found.message == "restored from 1 copy"


def test_with_nothing_to_lose_the_other_slot_is_still_written():
    media = pair()
    media[0].write = failing
    store = SlotStore(media)
    assert not store.commit(b"first hand")
    found = SlotStore(media).recover()
    assert found.value == b"first hand"
    assert found.slots == ["blank", "valid"]


def test_a_single_medium_is_overwritten_in_place():
    medium = SimMedium(128, name="nvm")
    store = SlotStore((medium,))
    assert store.commit(b"one")
    assert store.commit(b"two")
    assert SlotStore((medium,)).recover().value == b"two"


def test_a_game_too_big_for_the_slot_is_refused_and_nothing_written():
    media = pair()
    store = SlotStore(media)
    assert store.commit(b"small")
    assert not store.commit(bytes(128))  # the slot size: no room left for header and CRC
    assert store.problem == "too big"
    assert media[0].writes == media[1].writes == 1
    assert SlotStore(media).recover().value == b"small"


def test_a_stop_during_commit_is_not_swallowed():
    media = pair()
    store = SlotStore(media)
    assert store.commit(b"one")

    def stop(data):
        raise KeyboardInterrupt()

    media[1].write = stop
    try:
        store.commit(b"two")
        raise AssertionError("the stop was swallowed")
    except KeyboardInterrupt:
        pass
    assert SlotStore(media).recover().value in (b"one", b"two")


def test_error_names_for_the_screen():
    assert error_words(OSError(30)) == "read-only"
    assert error_words(OSError(28)) == "full"
    assert error_words(MemoryError()) == "no memory"
    assert error_words(ValueError("a total out of range")) == "bad value"
    assert error_words(OSError(99)) == "OSError 99"
    assert error_words(KeyboardInterrupt()) == "KeyboardInterrupt"


def test_an_encoder_that_packs_past_its_area_is_a_bad_value_not_an_exception():
    # struct.pack_into past the end raises ValueError on MicroPython, RuntimeError with CircuitPython's own
    # struct (as on boards) and struct.error on CPython: the commit fails and the last save stays.
    import struct

    def encode(area, item):
        struct.pack_into("<I", area, len(area) - 2, item)
        return len(area)

    media = pair()
    assert SlotStore(media).commit(b"kept")
    store = SlotStore(media, Codec(encode=encode))
    assert not store.commit(7)
    assert store.problem == "bad value"
    assert SlotStore(media).recover().value == b"kept"
