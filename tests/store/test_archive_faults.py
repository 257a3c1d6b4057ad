"""The archive's power-cut campaign (tests/helpers/archive_campaign.py): a cut at every byte of each sector written,
into its erase, and each error, costs at most the game being kept and the oldest games going to make room. The
full sweep is tools/fault_campaign.py's; the quick tier runs it with a stride."""

import pytest
from archive_campaign import cut_campaign


def _clean(tally):
    assert tally.cuts > 0
    assert tally.lost == 0 and tally.wrong == 0, tally.failures[:3]


def test_cuts_while_games_are_kept_lose_none_kept_before():
    _clean(cut_campaign(sectors=3, count=30, stride=509, erase_stride=1024))


@pytest.mark.slow
def test_cuts_every_32_bytes_until_the_area_wraps():
    _clean(cut_campaign(sectors=3, count=45, stride=32, erase_stride=256))
