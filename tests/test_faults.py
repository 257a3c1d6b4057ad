"""The fault campaign: power cuts at every byte, erase cuts, lost slots, I/O errors, faults during recovery.

After every fault the recovered game must be the last acknowledged one or the one after it, and nothing
may escape recovery. CPython runs every byte offset; MicroPython runs the same campaigns with a stride.
"""

MICROPYTHON = True
# The simulated media and campaign engine cost about 13 KB of heap; the store alone fits in 32k.
MICROPYTHON_HEAP = "64k"

import sys  # noqa: E402

from store_campaign import (  # noqa: E402
    broken_slot_campaign,
    cut_campaign,
    erase_cut_campaign,
    error_campaign,
    recovery_fault_campaign,
    wipe_campaign,
)
from store_fakes import ERRORS, FakeNvm, Faults, SimMedium  # noqa: E402

from pinochle.device.nvm_media import pick_media  # noqa: E402
from pinochle.store.slots import SlotStore  # noqa: E402

FULL = sys.implementation.name != "micropython"
STRIDE = 1 if FULL else 23  # MicroPython: a cut every 23rd byte keeps the run short, ends included

HANDS = 10 if FULL else 4


def byte_game(hands=HANDS):
    """A game as the store sees it: after each commit the snapshot grows by a hand."""
    return [b"".join(b"hand %02d;" % number for number in range(count + 1)) for count in range(hands)]


def _same(value, item):
    return value == item


def _check(tally):
    assert tally.cuts > 0
    assert tally.lost == 0 and tally.unreadable == 0, tally.failures[:5]


def test_power_cut_at_every_byte_of_every_write():
    _check(cut_campaign(SlotStore, byte_game(), _same, stride=STRIDE))


def test_power_cut_at_every_byte_across_the_sequence_wrap():
    tally = cut_campaign(SlotStore, byte_game(), _same, stride=STRIDE, seed=0xFFFFFFFF - HANDS // 2)
    _check(tally)


def test_power_cut_at_every_byte_with_an_nvm_and_a_file_slot():
    _check(cut_campaign(SlotStore, byte_game(), _same, stride=STRIDE, files=True))


def test_erase_then_program_cut_on_flash():
    _check(cut_campaign(SlotStore, byte_game(), _same, flash=True, stride=STRIDE))


def test_cut_during_the_erase():
    _check(erase_cut_campaign(SlotStore, byte_game(), _same, stride=8 * STRIDE))


def test_one_slot_lost_between_commits_then_a_cut():
    _check(wipe_campaign(SlotStore, byte_game(), _same, stride=STRIDE))


def test_file_slot_reformatted_between_commits_then_a_cut():
    _check(wipe_campaign(SlotStore, byte_game(), _same, files=True, stride=STRIDE))


def test_one_slot_broken_for_good_then_a_cut():
    errors = ERRORS if FULL else ERRORS[:1]
    _check(broken_slot_campaign(SlotStore, byte_game(), _same, stride=STRIDE, errors=errors))


def test_file_slot_broken_for_good_then_a_cut():
    errors = ERRORS if FULL else ERRORS[2:3]
    _check(broken_slot_campaign(SlotStore, byte_game(), _same, files=True, stride=STRIDE, errors=errors))


def test_an_error_at_every_io_call_once_and_for_ever():
    errors = ERRORS if FULL else (ERRORS[0], ERRORS[3], ERRORS[4])
    _check(error_campaign(SlotStore, byte_game(), _same, errors=errors))


def test_an_error_at_every_file_io_call_once_and_for_ever():
    errors = ERRORS if FULL else ERRORS[2:]
    _check(error_campaign(SlotStore, byte_game(), _same, files=True, errors=errors))


def test_faults_during_recovery():
    _check(recovery_fault_campaign(SlotStore, byte_game(), _same))


def test_recovery_never_writes_and_reads_each_slot_once():
    faults = Faults()
    media = (SimMedium(128, faults, "a"), SimMedium(128, faults, "b"))
    store = SlotStore(media)
    assert store.commit(b"game")
    faults.calls = 0
    writes = media[0].writes + media[1].writes
    assert SlotStore(media).recover().value == b"game"
    assert faults.calls == 2
    assert media[0].writes + media[1].writes == writes


def test_writes_only_at_commit_points_over_a_scripted_60_hand_game():
    # A scripted evening: keypresses and idle spells between the two commit points of each hand.
    media = (SimMedium(1024, name="nvm"), SimMedium(1024, name="file"))
    store = SlotStore(media)
    store.recover()
    commits = 0
    hands = b""
    for hand in range(60):
        for _ in range(12):  # keypresses and idle ticks: the store is not called
            assert media[0].writes == media[1].writes == commits
        store.commit(hands + b"bid %d;" % hand)  # the bid is confirmed
        commits += 1
        hands += b"h%d;" % hand
        store.commit(hands)  # the hand is settled
        commits += 1
        assert media[0].writes == media[1].writes == commits
    assert commits == 120
    assert media[0].writes == media[1].writes == 120


def test_a_game_over_two_real_nvm_pages():
    nvm = FakeNvm(8192)
    media, note = pick_media(nvm, None, "Feather nRF52840 with nRF52840", slot_size=512)
    assert note == ""
    store = SlotStore(media)
    for snapshot in byte_game():
        assert store.commit(snapshot)
    assert nvm.writes == 2 * HANDS
    assert SlotStore(media).recover().value == byte_game()[-1]
