"""A snapshot slot in a bytearray-like: RAM for the tests and the bench, microcontroller.nvm on a board
(pinochle.device.circuitpython.nvm_media). The medium interface is in pinochle.store."""


class RamMedium:
    """A region of a bytearray-like: RAM here (the medium the tests cut, wipe and break), microcontroller.nvm
    for pinochle.device.circuitpython.nvm_media. Read 64 bytes at a time, so a slice of nvm (a copy) is never the whole
    region; written with one slice assignment, so nvm erases and programs its unit once."""

    def __init__(self, size, fill=0xFF, name="ram", data=None, start=0):
        self.name = name
        self.size = size
        self.data = bytearray(bytes((fill,)) * size) if data is None else data
        self._start = start

    def read_into(self, buffer, offset=0):
        count = max(0, min(len(buffer), self.size - offset))
        start = self._start + offset
        for at in range(0, count, 64):
            end = min(at + 64, count)
            buffer[at:end] = self.data[start + at : start + end]
        return count

    def write(self, data):
        self.data[self._start : self._start + len(data)] = data
