"""CRC32 as zlib and binascii compute it, in Python: pinochle.store loads it only where binascii is missing
(small builds such as SAMD21)."""

# The CRC of each nibble under the reflected IEEE 802.3 polynomial 0xEDB88320: 16 entries, not 256, two
# lookups per byte (tests/store/test_crc32.py works them out again).
_TABLE = (
    0x00000000, 0x1DB71064, 0x3B6E20C8, 0x26D930AC, 0x76DC4190, 0x6B6B51F4, 0x4DB26158, 0x5005713C,
    0xEDB88320, 0xF00F9344, 0xD6D6A3E8, 0xCB61B38C, 0x9B64C2B0, 0x86D3D2D4, 0xA00AE278, 0xBDBDF21C,
)  # fmt: skip


def crc32(data, crc=0):
    """CRC32 of a bytes-like object, continuing from crc; equals binascii.crc32(data, crc)."""
    table = _TABLE
    crc = ~crc & 0xFFFFFFFF
    for byte in data:
        crc ^= byte
        crc = (crc >> 4) ^ table[crc & 15]
        crc = (crc >> 4) ^ table[crc & 15]
    return ~crc & 0xFFFFFFFF
