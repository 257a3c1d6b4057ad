"""CRC32 as zlib and binascii compute it; binascii's C version when the board has it."""

_POLYNOMIAL = 0xEDB88320  # reflected IEEE 802.3 polynomial
_MASK = 0xFFFFFFFF


def _nibble_table():
    # 16 entries, not 256: two lookups per byte keep the table at a few dozen bytes.
    table = []
    for nibble in range(16):
        crc = nibble
        for _ in range(4):
            crc = (crc >> 1) ^ (_POLYNOMIAL if crc & 1 else 0)
        table.append(crc)
    return tuple(table)


_TABLE = _nibble_table()


def pure_crc32(data, crc=0):
    """CRC32 of a bytes-like object, continuing from crc; equals binascii.crc32(data, crc)."""
    table = _TABLE
    crc = ~crc & _MASK
    for byte in data:
        crc ^= byte
        crc = (crc >> 4) ^ table[crc & 15]
        crc = (crc >> 4) ^ table[crc & 15]
    return ~crc & _MASK


try:
    from binascii import crc32 as _native_crc32

    def crc32(data, crc=0):
        """CRC32 of a bytes-like object, continuing from crc, always unsigned."""
        return _native_crc32(data, crc) & _MASK

except ImportError:  # small builds (SAMD21) have no binascii
    crc32 = pure_crc32
