"""A power cut at every flash op and half-way into every erase of four saves (the last a New game, which keeps the game
in the archive), on the emulated Pico with both firmwares (tools/pico/power_cut.py): every boot shows the game, the
game kept before stays kept, and no deployed file changes or shares an erased sector."""

import pytest

from tools.pico import power_cut
from tools.pico.board import missing

# Minutes of emulated firmware: the full run's (tools/test.sh runs them beside the rest).
pytestmark = [pytest.mark.slow, pytest.mark.skipif(missing() is not None, reason=missing() or "")]


@pytest.mark.parametrize("firmware", ("circuitpython", "micropython"))
def test_a_cut_during_a_save_never_touches_another_file_and_never_loses_the_game(firmware, tmp_path):
    counts, problems = power_cut.campaign(firmware, tmp_path)
    print("%s: %s" % (firmware, counts))
    assert problems == []
    assert counts["saves"] == len(power_cut.SAVES)
    assert counts["erases"] >= len(power_cut.SAVES)  # each save erased flash, and each erase was cut half-way
    assert counts["cuts tried"] == counts["boots that showed the game"] > counts["erases"]
