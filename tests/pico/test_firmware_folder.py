"""The firmware folder the emulated Pico runs (PINOCHLE_RP2040): the shared build's names or the official releases'
file names, and a one-line skip saying where to get what lacks. CPython only, no emulator run."""

from tools.pico import board


def folder_with(tmp_path, *names):
    for name in ("bootrom_b1.bin",) + names:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_bytes(b"\0")
    return tmp_path


def test_the_official_release_files_are_found_the_newest_first(tmp_path, monkeypatch):
    cp = "firmware/adafruit-circuitpython-raspberry_pi_pico-en_US-%s.uf2"
    folder = folder_with(tmp_path, cp % "9.2.8", cp % "10.0.3", "firmware/RPI_PICO-20250415-v1.25.0.uf2")
    monkeypatch.setenv("PINOCHLE_RP2040", str(folder))
    assert board.firmware_file("circuitpython") == folder / (cp % "10.0.3")
    assert board.firmware_file("micropython").name == "RPI_PICO-20250415-v1.25.0.uf2"
    assert not (board.missing() or "").startswith("no Pico firmware")  # node or mtools may still lack here


def test_a_folder_lacking_a_firmware_is_skipped_in_one_line_naming_where_to_get_it(tmp_path, monkeypatch):
    monkeypatch.setenv("PINOCHLE_RP2040", str(folder_with(tmp_path, "firmware/RPI_PICO-20250415-v1.25.0.uf2")))
    why = board.missing()
    assert why is not None and "\n" not in why
    for where in ("PINOCHLE_RP2040", "circuitpython.org/board/raspberry_pi_pico", "micropython.org/download/RPI_PICO"):
        assert where in why
    assert "pico-bootrom" in why and board.BOOTROM in why
    monkeypatch.setenv("PINOCHLE_RP2040", str(tmp_path / "nothing"))
    assert board.missing() == why
