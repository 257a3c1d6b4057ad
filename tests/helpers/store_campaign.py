"""The power-cut campaign: play a game of commits, break it somewhere, reboot, recover, judge what came back; for
tests/store/test_faults*.py and tools/fault_campaign.py."""

from drive_fakes import FakeFiles
from store_fakes import ERRORS, Faults, PowerCut, SimMedium

# A campaign recovers thousands of times: the recovery code stays loaded (SlotStore.recover leaves a module it
# finds loaded) rather than loaded afresh and dropped each time (a board does that once, at power-up).
import pinochle.store.recovery  # noqa: E402, F401


class Tally:
    """What a campaign found. lost: an acknowledged game not recovered. unreadable: recovery raised or
    returned something no commit wrote."""

    def __init__(self):
        self.cuts = 0
        self.acknowledged = 0
        self.lost = 0
        self.unreadable = 0
        self.failures = []

    def add(self, other):
        self.cuts += other.cuts
        self.acknowledged += other.acknowledged
        self.lost += other.lost
        self.unreadable += other.unreadable
        self.failures.extend(other.failures)

    def line(self, title):
        return "%-34s cuts tried %6d  commits acknowledged %6d  commits lost %d  unreadable results %d" % (
            title,
            self.cuts,
            self.acknowledged,
            self.lost,
            self.unreadable,
        )


def same_bytes(value, item):
    """The comparison for campaigns over plain byte snapshots."""
    return value == item


def assert_clean(tally):
    """A campaign passes when it tried something and lost nothing."""
    assert tally.cuts > 0
    assert tally.lost == 0 and tally.unreadable == 0, tally.failures[:3]


def count(tally, acknowledged):
    """One fault tried, in a run that had acknowledged the commits up to `acknowledged`."""
    tally.cuts += 1
    tally.acknowledged += acknowledged + 1


def play(store, items, start=0, between=None):
    """Commit items[start:] in turn. Returns (last acknowledged index, last attempted index), -1 for none;
    a power cut or a stop (KeyboardInterrupt) ends the run where it happens."""
    acknowledged = attempted = start - 1
    try:
        for index in range(start, len(items)):
            if between is not None:
                between(index)
            attempted = index
            if store.commit(items[index]):
                acknowledged = index
    except (PowerCut, KeyboardInterrupt):
        pass
    return acknowledged, attempted


def judge(tally, store, items, same, acknowledged, attempted, label):
    """Reboot onto the same media: the recovered game must be one that was committed, no older than the last
    acknowledged one and no newer than the last attempted (after a single cut: the acknowledged one or the
    one after it). Returns the recovered index (-1: nothing saved), None when recovery failed."""
    try:
        found = store.recover()
    except BaseException as error:  # the campaign counts what escaped; a real cut would have stopped us
        tally.unreadable += 1
        tally.failures.append("%s: recovery raised %r" % (label, error))
        return None
    index = -1
    if found.value is not None:
        index = -2
        for candidate in range(attempted, -1, -1):
            if same(found.value, items[candidate]):
                index = candidate
                break
        if index == -2:
            tally.unreadable += 1
            tally.failures.append("%s: recovered a game nobody committed" % label)
            return None
    if not acknowledged <= index <= attempted:
        tally.lost += 1
        tally.failures.append(
            "%s: recovered %d (%s), acknowledged %d, attempted %d"
            % (label, index, found.status, acknowledged, attempted)
        )
    return index


def cut_campaign(make_store, items, same, flash=False, stride=1, files=False, seed=None):
    """A power cut at every byte offset (every `stride`-th) of every write of the game, on two media.
    seed: a sequence number for items[0], written to both slots before play (to cross the 32-bit wrap)."""
    tally = Tally()
    clean = Faults()
    _seed(_media(clean, flash, files), items, seed, make_store, clean)
    for write_number in range(clean.writes):
        for programmed in _offsets(clean.sizes[write_number], stride):
            faults = Faults()
            faults.cut = (write_number, programmed)
            media = _media(faults, flash, files)
            acknowledged, attempted = _seed(media, items, seed, make_store, faults)
            label = "cut write %d at byte %d" % (write_number, programmed)
            count(tally, acknowledged)
            _cut_recovery(tally, make_store, media, faults, label)
            index = judge(tally, make_store(media), items, same, acknowledged, attempted, label)
            if index is not None:
                _carry_on(tally, make_store, media, items, same, index, label)
    return tally


def _seed(media, items, seed, make_store, faults):
    """Play the game on media, first putting items[0] in every slot at sequence `seed` when one is given."""
    if seed is None:
        return play(make_store(media), items)
    store = make_store(media)
    cut, faults.cut = faults.cut, None
    for medium in media:
        store.media = (medium,)
        store.sequence = seed - 1
        assert store.commit(items[0]) and store.sequence == seed
    faults.cut = cut
    faults.writes = 0
    faults.sizes = []
    return play(make_store(media), items, start=1)


def _offsets(size, stride):
    """0 to size in steps of stride, always with both ends: nothing written, and all of it."""
    yield from range(0, size, stride)
    yield size


def _cuts(sizes, stride):
    """No cut at all, then a cut at every offset of every write whose size is listed."""
    yield None
    for write_number in range(len(sizes)):
        for programmed in _offsets(sizes[write_number], stride):
            yield (write_number, programmed)


def wipe_campaign(make_store, items, same, files=False, stride=1, commits=None):
    """One medium loses its slot between two commits (erased, or the drive reformatted); then the next
    commit is cut at every byte of each of its writes. The other slot must carry the game through.
    commits: before which commits (default: every one but the first)."""
    tally = Tally()
    for commit in commits or range(1, len(items)):
        for lost in range(2):
            sizes = _run_with_loss(make_store, items, files, commit, lost, None)[3]
            for cut in _cuts(sizes, stride):
                media, acknowledged, attempted, _ = _run_with_loss(make_store, items, files, commit, lost, cut)
                label = "slot %d lost before commit %d, cut %r" % (lost, commit, cut)
                count(tally, acknowledged)
                index = judge(tally, make_store(media), items, same, acknowledged, attempted, label)
                if index is not None and cut is not None:
                    _carry_on(tally, make_store, media, items, same, index, label)
    return tally


def _run_with_loss(make_store, items, files, commit, lost, cut):
    """Play the game; just before `commit`, medium `lost` loses its slot and write numbering restarts so
    `cut` counts the writes of that commit. Returns media, acknowledged, attempted and those writes' sizes."""
    faults = Faults()
    media = _media(faults, False, files)
    sizes = []

    def between(index):
        if index == commit:
            media[lost].lose()
            faults.writes = 0
            faults.sizes = []
            faults.cut = cut
        elif index == commit + 1:
            sizes.extend(faults.sizes)

    acknowledged, attempted = play(make_store(media), items, between=between)
    if commit == len(items) - 1:
        sizes.extend(faults.sizes)
    return media, acknowledged, attempted, sizes


def broken_slot_campaign(make_store, items, same, files=False, stride=1, errors=ERRORS, commits=None):
    """One medium breaks for good before a commit (every error kind, or writes silently dropped); then every
    later write is cut at every byte. The broken medium stays broken at the reboot, so the healthy slot
    alone must still hold the last acknowledged game."""
    tally = Tally()
    kinds = [(name, (kind, code)) for name, kind, code in errors] + [("dropped writes", None)]
    for commit in commits or range(1, len(items)):
        for broken in range(2):
            for name, error in kinds:
                sizes = _run_broken(make_store, items, files, commit, broken, error, None)[3]
                for cut in _cuts(sizes, stride):
                    run = _run_broken(make_store, items, files, commit, broken, error, cut)
                    media, acknowledged, attempted = run[:3]
                    label = "slot %d %s from commit %d, cut %r" % (broken, name, commit, cut)
                    count(tally, acknowledged)
                    judge(tally, make_store(media), items, same, acknowledged, attempted, label)
    return tally


def _breakable(medium):
    return getattr(medium, "drive", medium)


def _run_broken(make_store, items, files, commit, broken, error, cut):
    faults = Faults()
    media = _media(faults, False, files)
    sizes = []

    def between(index):
        if index == commit:
            target = _breakable(media[broken])
            target.broken = error
            target.drops_writes = error is None
            faults.writes = 0
            faults.sizes = sizes
            faults.cut = cut

    acknowledged, attempted = play(make_store(media), items, between=between)
    return media, acknowledged, attempted, sizes


def _cut_recovery(tally, make_store, media, faults, label):
    """A second cut, during the first recovery after the first: it must change nothing on the media."""
    writes = faults.writes
    for read in range(len(media)):
        faults.calls = 0
        faults.error = (read, PowerCut, None, False)
        try:
            make_store(media).recover()
        except PowerCut:
            pass
    faults.error = None
    if faults.writes != writes:
        tally.lost += 1
        tally.failures.append("%s: recovery wrote" % label)


def erase_cut_campaign(make_store, items, same, stride=1):
    """Flash media: the power goes while the region is being erased (the first k bytes erased, the rest old)."""
    tally = Tally()
    clean = Faults()
    play(make_store(_media(clean, True, False)), items)
    for write_number in range(clean.writes):
        for erased in _offsets(_SLOT_SIZE, stride):
            faults = Faults()
            faults.erase_cut = (write_number, erased)
            media = _media(faults, True, False)
            acknowledged, attempted = play(make_store(media), items)
            label = "erase cut write %d at byte %d" % (write_number, erased)
            count(tally, acknowledged)
            judge(tally, make_store(media), items, same, acknowledged, attempted, label)
    return tally


def _carry_on(tally, make_store, media, items, same, index, label):
    """After the reboot the game goes on: the next commit must be acknowledged and recovered."""
    faults = media[0].faults
    faults.cut = faults.erase_cut = faults.error = None
    store = make_store(media)
    store.recover()
    following = min(index + 1, len(items) - 1)
    if not store.commit(items[following]):
        tally.lost += 1
        tally.failures.append("%s: the commit after recovery was refused: %s" % (label, store.problem))
        return
    judge(tally, make_store(media), items, same, following, following, label + ", then one more commit")


_SLOT_SIZE = 512


def _media(faults, flash, files):
    if files:
        drive = FakeFiles(faults)
        return (SimMedium(_SLOT_SIZE, faults, "nvm", flash), drive.medium("/game.bin", _SLOT_SIZE))
    return (SimMedium(_SLOT_SIZE, faults, "a", flash), SimMedium(_SLOT_SIZE, faults, "b", flash))


def error_campaign(make_store, items, same, files=False, errors=ERRORS, forever_too=True):
    """An exception at every I/O call of the game, once and for ever, then a clean reboot and recovery."""
    tally = Tally()
    clean = Faults()
    play(make_store(_media(clean, False, files)), items)
    for name, kind, code in errors:
        for forever in (False, True) if forever_too else (False,):
            for call in range(clean.calls):
                faults = Faults()
                faults.error = (call, kind, code, forever)
                media = _media(faults, False, files)
                acknowledged, attempted = play(make_store(media), items)
                faults.error = None  # the reboot: a fresh start with working media
                label = "%s at call %d%s" % (name, call, " for ever" if forever else "")
                count(tally, acknowledged)
                judge(tally, make_store(media), items, same, acknowledged, attempted, label)
    return tally


def recovery_fault_campaign(make_store, items, same, errors=ERRORS):
    """Faults while recovering a game saved whole: a second cut at every read, and every error at every
    read, once and for ever. Recovery must not raise (a cut excepted: the board is off), must never call
    a damaged or unread medium blank, must not write, and the next clean boot must find the game."""
    tally = Tally()
    faults = Faults()
    media = _media(faults, False, False)
    acknowledged, attempted = play(make_store(media), items)
    writes = faults.writes
    faults.calls = 0
    make_store(media).recover()
    reads = faults.calls
    plans = [("power cut", PowerCut, None, False)]
    for name, kind, code in errors:
        plans.append((name, kind, code, False))
        plans.append((name + " for ever", kind, code, True))
    for name, kind, code, forever in plans:
        for call in range(reads):
            label = "%s at recovery read %d" % (name, call)
            count(tally, acknowledged)
            faults.calls = 0
            faults.error = (call, kind, code, forever)
            try:
                found = make_store(media).recover()
                if found.value is None and found.status == "blank":
                    tally.lost += 1
                    tally.failures.append("%s: an unread slot was called blank" % label)
                elif found.value is not None and not same(found.value, items[acknowledged]):
                    tally.lost += 1
                    tally.failures.append("%s: recovered something else" % label)
                elif found.value is None and not forever:
                    tally.lost += 1  # one read failing once leaves the other copy readable
                    tally.failures.append("%s: the other copy was not used" % label)
            except PowerCut:
                if kind is not PowerCut:
                    raise
            except BaseException as error:  # counted: nothing may escape recovery
                tally.unreadable += 1
                tally.failures.append("%s: recovery raised %r" % (label, error))
            faults.error = None
            judge(tally, make_store(media), items, same, acknowledged, attempted, label + ", then a clean boot")
    if faults.writes != writes:
        tally.lost += 1
        tally.failures.append("recovery wrote to a slot")
    return tally
