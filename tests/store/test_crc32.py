"""CRC32: the pure-Python fallback matches binascii, and the store falls back to it when binascii is missing."""

MICROPYTHON = True

from binascii import crc32 as native  # noqa: E402

from probes import import_without, noise  # noqa: E402

from pinochle.store.crc32_table import _TABLE, crc32  # noqa: E402


def test_known_check_value():
    # The standard CRC-32 check value for the ASCII digits 1 to 9.
    assert crc32(b"123456789") == 0xCBF43926
    assert native(b"123456789") == 0xCBF43926


def test_the_nibble_table_is_the_polynomial_s():
    for nibble in range(16):
        crc = nibble
        for _ in range(4):
            crc = (crc >> 1) ^ (0xEDB88320 if crc & 1 else 0)
        assert _TABLE[nibble] == crc, nibble


def test_empty_and_single_bytes():
    assert crc32(b"") == 0
    for byte in (0, 1, 0x7F, 0x80, 0xFF):
        assert crc32(bytes((byte,))) == native(bytes((byte,)))


def test_matches_the_native_crc_on_varied_data():
    data = bytearray(300)
    noise(data, 1)
    for length in (0, 1, 2, 3, 15, 16, 17, 255, 300):
        assert crc32(data[:length]) == native(data[:length]), length
    assert crc32(b"\xff" * 64) == native(b"\xff" * 64)
    assert crc32(bytes(64)) == native(bytes(64))


def test_continues_from_a_previous_value_and_reads_memoryviews():
    whole = native(b"pinochle ledger")
    assert crc32(b" ledger", crc32(b"pinochle")) == whole
    assert crc32(memoryview(b"xpinochle ledgerx")[1:-1]) == whole


def test_always_unsigned():
    assert crc32(b"\x00\x00\x00\x00") == native(b"\x00\x00\x00\x00") == 0x2144DF1C


def test_the_store_falls_back_to_it_without_binascii():
    slots = import_without("pinochle.store", ("binascii",))
    assert slots.crc32 is crc32
    assert slots.crc32(b"123456789") == 0xCBF43926
