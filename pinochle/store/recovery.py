"""Power-up recovery of snapshot slots: the newest intact snapshot, what each slot held, the damaged ones' bytes.
SlotStore.recover loads this module for its one call at power-up. Never writes."""

import struct

from pinochle.store import HEAD, HEADER, WRONG_SIZE, error_words, is_newer, medium_bytes

# What recovery found (Recovery.status): a game to play on, or nothing saved (start without asking), a save that
# cannot be played (ask before writing over it), nowhere to save, or memory too short to read it (none proved bad).
RESTORED = "restored"
BLANK = "blank"
DAMAGED = "damaged"
NO_MEDIA = "no media"
NO_MEMORY = "no memory"
_INTACT = ("blank", "valid", "older copy", "same copy")  # what a slot held: these are no damage
_SLOT_NO_MEMORY = "unreadable: no memory"


class Recovery:
    """What recovery found: a status, the decoded value (or None) and, per slot, what it held."""

    def __init__(self, status, value, sequence, message, slots, raw):
        self.status = status  # RESTORED, BLANK, DAMAGED, NO_MEDIA or NO_MEMORY
        self.value = value
        self.sequence = sequence
        self.message = message  # a line for the screen
        self.slots = slots  # one reason per medium: "valid", "older copy", "blank", "bad CRC", ...
        self.raw = raw  # the bytes of each damaged slot, kept for export or inspection
        self.doubt = None  # why a save that reads back is not trusted (pinochle.runner.restart), for the screen


def _blank_to_the_end(buffer, medium, fill, start):
    """ "blank" when medium holds only fill bytes from start to its end, read through buffer; else "bad magic"
    (erased at the start only: something is there). The first read may be shorter than the medium."""
    while start < medium.size:
        count = medium.read_into(buffer, start)
        if not count:
            break
        for byte in memoryview(buffer)[:count]:
            if byte != fill:
                return "bad magic"
        start += count
    return "blank"


def recover(store):
    """Read every slot of store (a SlotStore) and return a Recovery for the newest valid snapshot, decoded with
    the store's codec; the store takes the newest sequence seen, so its next commit comes after it. A slot that
    ran out of memory is read once more after a collection; if it still does, it proved nothing: with no slot
    restored the status is NO_MEMORY, never DAMAGED, and no slot's bytes are kept as evidence. The save the store
    doubts (SlotStore.doubt) comes back DAMAGED, with why and every slot's bytes."""
    if not store.media:
        return Recovery(NO_MEDIA, None, None, "nowhere to save", [], [])
    best = found = newest = None
    reasons = []
    raw = []
    for medium in store.media:
        read = False
        for _ in range(2):
            try:
                frame, reason = store.load(medium)
                if reason == "blank" and len(frame):
                    reason = _blank_to_the_end(store.buffer, medium, frame[0], len(frame))
                read = True
                if reason is None:
                    _, _, sequence, length = struct.unpack_from(HEADER, frame, 0)
                    if newest is None or is_newer(sequence, newest):
                        newest = sequence
                    if found is not None and not is_newer(sequence, found):
                        reason = "same copy" if sequence == found else "older copy"
                    else:
                        best = store.codec.decode(frame[HEAD : HEAD + length])
                        if found is not None:  # what an earlier slot held is older: the same words whichever came first
                            reasons = ["older copy" if was in ("valid", "same copy") else was for was in reasons]
                        found, reason = sequence, "valid"
            except MemoryError:  # no proof of damage: drop what the failed read held, and read the slot again
                frame = None  # the VM collects before it raises MemoryError, and will again
                read, reason = False, _SLOT_NO_MEMORY
                continue
            except WRONG_SIZE as error:  # a valid CRC over a wrong meaning
                reason = "wrong content: %s" % (error.args[0] if error.args else "")
            except (Exception, KeyboardInterrupt) as error:  # a stop at boot must not cost the game
                reason = "unreadable: " + error_words(error)
            break
        if read and reason not in _INTACT:
            data = medium_bytes(medium)
            if data is not None:
                raw.append(data)
        reasons.append(reason)
    if newest is not None:
        store.sequence = newest
    if best is not None and store.doubted is not None and store.doubted_sequence in (None, found):
        store.doubted_sequence = found  # this save, not a newer one written since
        every = [data for data in map(medium_bytes, store.media) if data is not None]  # for keep_damaged to copy
        doubted = Recovery(DAMAGED, None, found, "", reasons, every)
        doubted.doubt = store.doubted
        return doubted
    if best is not None:
        copies = reasons.count("valid") + reasons.count("same copy")
        message = "game restored"
        if copies < len(reasons):
            message = "restored from %d cop%s" % (copies, "y" if copies == 1 else "ies")
        return Recovery(RESTORED, best, found, message, reasons, raw)
    if reasons.count("blank") == len(reasons):
        return Recovery(BLANK, None, None, "no saved game", reasons, raw)
    if _SLOT_NO_MEMORY in reasons:  # a slot not read may be the good one: nothing may be written over it
        return Recovery(NO_MEMORY, None, None, "no memory to load the save", reasons, [])
    return Recovery(DAMAGED, None, None, "saved game damaged", reasons, raw)
