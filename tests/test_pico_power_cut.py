"""A power cut at every flash op of a fresh board's first save, a hand's save and a bid's save, and half-way into
every erase, on the emulated Pico with both firmwares (tools/pico/power_cut.py): every boot shows the game, the
last acknowledged one or the one being saved, no deployed file changes, and no erase during a save holds the bytes
of a file other than the game's slots."""

import pytest

from tools.pico import power_cut
from tools.pico.board import missing

pytestmark = pytest.mark.skipif(missing() is not None, reason=missing() or "")


@pytest.mark.parametrize("firmware", ("circuitpython", "micropython"))
def test_a_cut_during_a_save_never_touches_another_file_and_never_loses_the_game(firmware, tmp_path):
    counts, problems = power_cut.campaign(firmware, tmp_path)
    print("%s: %s" % (firmware, counts))
    assert problems == []
    assert counts["saves"] == len(power_cut.SAVES)
    assert counts["erases"] >= len(power_cut.SAVES)  # each save erased flash, and each erase was cut half-way
    assert counts["cuts tried"] == counts["boots that showed the game"] > counts["erases"]
