"""The fault campaign on a real game, on CPython: power cuts at every byte, erase cuts, lost and broken slots, I/O
errors, faults during recovery; the game recovered is the last acknowledged or the next, and nothing escapes."""

import pytest
from game_script import commit_points, same_game, scripted_game
from nvm_fakes import FakeNvm
from store_campaign import (
    assert_clean,
    broken_slot_campaign,
    cut_campaign,
    erase_cut_campaign,
    error_campaign,
    recovery_fault_campaign,
    same_bytes,
    wipe_campaign,
)
from store_fakes import ERRORS, Faults, SimMedium

from pinochle.device.circuitpython.nvm_media import pick_media
from pinochle.store import SlotStore
from pinochle.store.game import GameStore

STRIDE = 1  # every byte
HANDS = 6

# The game at each of its commit points: every hand's bid confirmed, then the hand settled.
GAME = scripted_game(HANDS)
# Where a slot is lost or breaks: early on, at a bid and at a settled hand, and at the last commit. The
# store treats every commit alike, so a window keeps these campaigns to seconds.
LOSSES = (1, 2, 3, len(GAME) - 1)


def byte_game(hands=HANDS):
    """The same number of commits as plain bytes, for the store below the game codec."""
    return [b"".join(b"hand %02d;" % number for number in range(count + 1)) for count in range(2 * hands)]


# Every OSError and MemoryError takes the same path through a commit, so a broken medium is tried with one
# of each kind of exception (and a stop) plus silently dropped writes; all five errors run once and for ever
# in the error campaigns.
BROKEN = (ERRORS[0], ERRORS[3], ERRORS[4])
RUN = (GameStore, GAME, same_game)

# (title, campaign): the tests below and tools/fault_campaign.py run these same campaigns.
CAMPAIGNS = (
    ("cut at every byte, two slots", lambda: cut_campaign(*RUN, stride=STRIDE)),
    ("cut at every byte, nvm + file", lambda: cut_campaign(*RUN, stride=STRIDE, files=True)),
    ("cut across the sequence wrap", lambda: cut_campaign(*RUN, stride=STRIDE, seed=0xFFFFFFFF - HANDS)),
    ("cut, plain byte snapshots", lambda: cut_campaign(SlotStore, byte_game(), same_bytes, stride=STRIDE)),
    ("erase-then-program cut", lambda: cut_campaign(*RUN, flash=True, stride=STRIDE)),
    ("cut during the erase (8 bytes)", lambda: erase_cut_campaign(*RUN, stride=8)),
    ("slot wiped, then a cut", lambda: wipe_campaign(*RUN, stride=STRIDE, commits=LOSSES)),
    ("drive reformatted, then a cut", lambda: wipe_campaign(*RUN, files=True, stride=STRIDE, commits=LOSSES)),
    ("slot broken for good, then a cut", lambda: broken_slot_campaign(*RUN, errors=BROKEN, commits=LOSSES)),
    ("file broken for good, then a cut", lambda: broken_slot_campaign(*RUN, True, errors=BROKEN, commits=LOSSES)),
    ("error at every I/O call", lambda: error_campaign(*RUN)),
    ("error at every file I/O call", lambda: error_campaign(*RUN, files=True)),
    ("faults during recovery", lambda: recovery_fault_campaign(*RUN)),
)


def _campaign(title):
    for name, campaign in CAMPAIGNS:
        if name == title:
            return campaign()
    raise KeyError(title)


# The campaigns are the full run's; test_faults_vm.py runs reduced ones in the quick tier too.
@pytest.mark.slow
def test_power_cut_at_every_byte_of_every_write():
    assert_clean(_campaign("cut at every byte, two slots"))


@pytest.mark.slow
def test_power_cut_at_every_byte_with_an_nvm_and_a_file_slot():
    assert_clean(_campaign("cut at every byte, nvm + file"))


@pytest.mark.slow
def test_power_cut_at_every_byte_across_the_sequence_wrap():
    assert_clean(_campaign("cut across the sequence wrap"))


@pytest.mark.slow
def test_power_cut_at_every_byte_of_plain_byte_snapshots():
    assert_clean(_campaign("cut, plain byte snapshots"))


@pytest.mark.slow
def test_erase_then_program_cut_on_flash():
    assert_clean(_campaign("erase-then-program cut"))


@pytest.mark.slow
def test_cut_during_the_erase():
    assert_clean(_campaign("cut during the erase (8 bytes)"))


@pytest.mark.slow
def test_one_slot_lost_between_commits_then_a_cut():
    assert_clean(_campaign("slot wiped, then a cut"))


@pytest.mark.slow
def test_file_slot_reformatted_between_commits_then_a_cut():
    assert_clean(_campaign("drive reformatted, then a cut"))


@pytest.mark.slow
def test_one_slot_broken_for_good_then_a_cut():
    assert_clean(_campaign("slot broken for good, then a cut"))


@pytest.mark.slow
def test_file_slot_broken_for_good_then_a_cut():
    assert_clean(_campaign("file broken for good, then a cut"))


@pytest.mark.slow
def test_an_error_at_every_io_call_once_and_for_ever():
    assert_clean(_campaign("error at every I/O call"))


@pytest.mark.slow
def test_an_error_at_every_file_io_call_once_and_for_ever():
    assert_clean(_campaign("error at every file I/O call"))


@pytest.mark.slow
def test_faults_during_recovery():
    assert_clean(_campaign("faults during recovery"))


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


def test_one_write_per_slot_per_commit_over_a_scripted_60_hand_game():
    # Every commit point of a 60-hand game (a bid confirmed, a hand settled), with keypresses and idle time
    # between them that never reach the store. tests/store/test_store_wear.py drives the real app the same way.
    media = (SimMedium(1024, name="nvm"), SimMedium(1024, name="file"))
    store = GameStore(media)
    assert store.recover().status == "blank"
    commits = 0
    for game in commit_points(60):
        assert media[0].writes == media[1].writes == commits  # keys pressed, time passing: no writes
        assert store.commit(game)
        commits += 1
        assert media[0].writes == media[1].writes == commits
    assert commits == 120
    assert media[0].writes == media[1].writes == 120
    found = GameStore(media).recover()
    assert found.value.ledger.count == 60 and found.value.ledger.totals() == game.ledger.totals()
    assert media[0].writes == media[1].writes == 120  # recovery wrote nothing


def test_a_game_over_two_real_nvm_pages():
    nvm = FakeNvm(8192)
    media, note = pick_media(nvm, None, "Feather nRF52840 with nRF52840", slot_size=512)
    assert note == ""
    store = SlotStore(media)
    for snapshot in byte_game():
        assert store.commit(snapshot)
    assert nvm.writes == 2 * len(byte_game())
    assert SlotStore(media).recover().value == byte_game()[-1]
