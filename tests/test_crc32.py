"""CRC32: the pure-Python fallback matches binascii, and the module falls back when binascii is missing."""

MICROPYTHON = True

from probes import import_without, noise  # noqa: E402

from pinochle.store.crc32 import crc32, pure_crc32  # noqa: E402


def test_known_check_value():
    # The standard CRC-32 check value for the ASCII digits 1 to 9.
    assert pure_crc32(b"123456789") == 0xCBF43926
    assert crc32(b"123456789") == 0xCBF43926


def test_empty_and_single_bytes():
    assert pure_crc32(b"") == 0
    for byte in (0, 1, 0x7F, 0x80, 0xFF):
        assert pure_crc32(bytes((byte,))) == crc32(bytes((byte,)))


def test_matches_the_native_crc_on_varied_data():
    data = bytearray(300)
    noise(data, 1)
    for length in (0, 1, 2, 3, 15, 16, 17, 255, 300):
        assert pure_crc32(data[:length]) == crc32(data[:length]), length
    assert pure_crc32(b"\xff" * 64) == crc32(b"\xff" * 64)
    assert pure_crc32(bytes(64)) == crc32(bytes(64))


def test_continues_from_a_previous_value_and_reads_memoryviews():
    whole = crc32(b"pinochle ledger")
    assert pure_crc32(b" ledger", pure_crc32(b"pinochle")) == whole
    assert crc32(b" ledger", crc32(b"pinochle")) == whole
    assert pure_crc32(memoryview(b"xpinochle ledgerx")[1:-1]) == whole


def test_always_unsigned():
    assert 0 <= crc32(b"\x00\x00\x00\x00") <= 0xFFFFFFFF
    assert crc32(b"\x00\x00\x00\x00") == 0x2144DF1C


def test_falls_back_to_pure_python_without_binascii():
    module = import_without("pinochle.store.crc32", ("binascii",))
    assert module.crc32 is module.pure_crc32
    assert module.crc32(b"123456789") == 0xCBF43926
