"""A stand-in for microcontroller.nvm."""


class FakeNvm:
    """Like microcontroller.nvm: fixed length, slices read as bytearrays, slice writes must keep the length.
    Kept in 512-byte pages made on first write, so an 8 KB nvm needs no 8 KB block of a small heap."""

    def __init__(self, size):
        self.size = size
        self.pages = [None] * ((size + 511) // 512)
        self.writes = 0

    def __len__(self):
        return self.size

    def _page(self, number):
        if self.pages[number] is None:
            self.pages[number] = bytearray(b"\xff" * 512)
        return self.pages[number]

    def __getitem__(self, index):
        if not isinstance(index, slice):
            page = self.pages[index // 512]
            return 0xFF if page is None else page[index % 512]
        return bytearray(self[position] for position in range(index.start, index.stop))

    def __setitem__(self, index, value):
        if index.stop - index.start != len(value):
            raise ValueError("Slice and value different lengths.")
        self.writes += 1
        for offset in range(len(value)):
            position = index.start + offset
            self._page(position // 512)[position % 512] = value[offset]
