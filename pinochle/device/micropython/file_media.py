"""The save media on a MicroPython board: two files, each created once at full size and rewritten in place, as
circuitpython/nvm_media.py picks nvm and the slot file. On littlefs each write lands whole or not at all."""

from pinochle.store.file_medium import save_files


def pick_media(folder):
    """(media, a line for the screen): the two save files in folder; "" as both are independent copies."""
    return save_files(folder), ""
