"""Save slots in microcontroller.nvm and the slot file, two independent media chosen from what the board offers.
board.py hands in microcontroller.nvm (or None) and whether CIRCUITPY is writable."""

from pinochle.device.circuitpython.slot_file import open_slot
from pinochle.store import SLOT_SIZE
from pinochle.store.ram_medium import RamMedium

MIN_SLOT_SIZE = 512  # a smaller nvm (SAMD21 has 256 bytes) is used only when there is nothing else

# What the screen says when the board cannot give two independent copies (21 characters a line).
NO_SLOT_FILE = "1 copy: no slot file"  # the drive was not written from deploy's image
NO_NVM = "1 copy: no nvm"
EDIT_MODE_ONE_COPY = "edit mode: one copy"
NOT_SAVING = "nowhere to save"


class NvmMedium(RamMedium):
    """A region of a bytearray-like nvm. On most chips all of nvm is one erase unit: a cut during any
    write may blank the whole of it, so two slots never share one unit."""

    def __init__(self, nvm, start, size, name="nvm"):
        if start < 0 or size <= 0 or start + size > len(nvm):
            raise ValueError("nvm region %d+%d is outside its %d bytes" % (start, size, len(nvm)))
        super().__init__(size, name=name, data=nvm, start=start)


def erase_unit(machine, nvm_size):
    """Bytes of nvm that one write may erase: nRF52 has two independent 4 KB pages; RP2040, ESP32,
    SAMD21 and SAMD51 erase their whole nvm region at once."""
    if "nRF52" in machine and nvm_size >= 8192:
        return 4096
    return nvm_size


def pick_media(nvm=None, folder=None, machine="", slot_size=SLOT_SIZE, opener=open):
    """Two independent media, or fewer, from what the board offers, and a line for the screen ("" if all is well).

    nvm: microcontroller.nvm or None. folder: where the code may write files ("/" in device mode), None
    when the drive is not writable by the code. machine: os.uname().machine, for the chip's erase unit.
    A slot of nvm takes one erase unit, at most two of them; the slot file's slot is as big as the nvm slot.
    """
    media = []
    small = []
    if nvm is not None and len(nvm) > 0:
        unit = erase_unit(machine, len(nvm))
        size = min(unit, slot_size)
        for start in range(0, min(len(nvm) - unit + 1, 2 * unit), unit):
            media.append(NvmMedium(nvm, start, size, "nvm2" if start else "nvm"))
        if size < MIN_SLOT_SIZE:
            small, media = media, small
    if len(media) >= 2:
        return tuple(media), ""
    slot = None
    if folder is not None:
        slot = open_slot(folder, media[0].size if media else slot_size, opener)
    if slot is not None:
        return tuple(media[:1]) + (slot,), "" if media else NO_NVM
    if media or small:
        return ((media or small)[0],), EDIT_MODE_ONE_COPY if folder is None else NO_SLOT_FILE
    return (), NOT_SAVING
