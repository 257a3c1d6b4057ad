"""The fault campaign, reduced, on the VMs too: the commit protocol under cuts, erase cuts, lost and broken slots, I/O
errors and faults during recovery, over plain byte snapshots (test_faults.py runs it on a real game)."""

MICROPYTHON = True
# The simulated media, the fake drive and the campaign engine beside the store: 35k needed on the 32-bit VMs
# (`bench.heap need`), 9k spare.
MICROPYTHON_HEAP = "44k"

from drive_fakes import FakeFiles  # noqa: E402
from probes import import_without  # noqa: E402
from store_campaign import (  # noqa: E402
    assert_clean,
    broken_slot_campaign,
    cut_campaign,
    erase_cut_campaign,
    error_campaign,
    recovery_fault_campaign,
    same_bytes,
    wipe_campaign,
)
from store_fakes import ERRORS, SimMedium  # noqa: E402

from pinochle.store import SlotStore  # noqa: E402
from pinochle.store.crc32_table import crc32 as pure_crc32  # noqa: E402

STRIDE = 1  # every byte: these snapshots are short, so the VM does it in a second
GAME = [b"hand 0;", b"hand 0;bid 1;", b"hand 0;hand 1;", b"hand 0;hand 1;bid 2;hand 2;"]


def test_power_cuts():
    assert_clean(cut_campaign(SlotStore, GAME, same_bytes, stride=STRIDE))


def test_power_cuts_across_the_sequence_wrap():
    assert_clean(cut_campaign(SlotStore, GAME, same_bytes, stride=STRIDE, seed=0xFFFFFFFE))


def test_power_cuts_with_an_nvm_and_a_file_slot():
    assert_clean(cut_campaign(SlotStore, GAME, same_bytes, stride=STRIDE, files=True))


def test_erase_then_program_cuts():
    assert_clean(cut_campaign(SlotStore, GAME, same_bytes, flash=True, stride=STRIDE))
    assert_clean(erase_cut_campaign(SlotStore, GAME, same_bytes, stride=8))


def test_a_slot_lost_then_a_cut():
    assert_clean(wipe_campaign(SlotStore, GAME, same_bytes, stride=STRIDE, commits=(1, 3)))
    assert_clean(wipe_campaign(SlotStore, GAME, same_bytes, files=True, stride=STRIDE, commits=(2,)))


def test_a_slot_broken_for_good_then_a_cut():
    assert_clean(broken_slot_campaign(SlotStore, GAME, same_bytes, stride=STRIDE, errors=ERRORS[:1], commits=(2,)))


def test_an_error_at_every_io_call():
    assert_clean(error_campaign(SlotStore, GAME, same_bytes, errors=(ERRORS[0], ERRORS[3], ERRORS[4])))
    assert_clean(error_campaign(SlotStore, GAME, same_bytes, files=True, errors=ERRORS[2:3]))


def test_faults_during_recovery():
    assert_clean(recovery_fault_campaign(SlotStore, GAME, same_bytes))


def test_missing_apis_no_binascii_no_json_no_os_sync():
    # A small build: the store imported afresh with neither binascii nor json, saving to a file with no os.sync.
    slots = import_without("pinochle.store", ("binascii", "json"))
    assert slots.crc32 is pure_crc32
    drive = FakeFiles()
    media = (SimMedium(256, name="nvm"), drive.medium("/game.bin", 256, sync=False))
    small = slots.SlotStore(media)
    for payload in GAME:
        assert small.commit(payload)
    assert bytes(drive.content["/game.bin"][:40]) == bytes(media[0].data[:40])
    # The frames a full build writes and reads are the same bytes: the pure CRC32 matches binascii's.
    assert SlotStore(media).recover().value == GAME[-1]
    assert small.recover().value == GAME[-1]
