"""The budget page's heap rows are regression caps: every .mpy game of docs/performance.md's budget table still runs on
each 32-bit VM under its recorded figure + 1 KB, so a row that grows by 2 KB or more fails until the page is measured
again (`python3 -m bench.heap budget`) and its words say why. The figures are deterministic on one VM (a game that
runs at a cap runs there every time), but the heap's pieces fall differently after a small change: a few names or a
few bytes more can move a figure by a pool's 2.3-4.5 KB, which is why a growth is measured and explained, not
guessed."""

import re
import tempfile
from pathlib import Path

import pytest

from bench.heap import budget

ROOT = Path(__file__).resolve().parents[2]
VMS_32 = (budget.MP32, budget.CP32)
pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        not all(column.found for column in VMS_32),
        reason="the 32-bit VMs are not in %s (set PINOCHLE_VMS)" % budget.VMS,
    ),
]
GROWTH_KB = 2  # a row this much over its figure fails


def recorded_rows():
    """[(game row's label, {VM column's name: KB})] for the .mpy rows of the page's budget table."""
    page = (ROOT / "docs" / "performance.md").read_text(encoding="utf-8")
    table = page[page.index("<!-- budget:start -->") : page.index("<!-- budget:end -->")].splitlines()
    names = [cell.strip() for cell in table[1].strip("|").split("|")][1:-1]
    rows = []
    for line in table[3:]:
        if not line.startswith("|") or not line.split("|")[1].strip().endswith(".mpy"):
            continue
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        figures = {name: int(cell.split()[0]) for name, cell in zip(names, cells[1:]) if re.match(r"\d+ KB$", cell)}
        rows.append((cells[0], figures))
    return rows


@pytest.fixture(scope="module")
def builds():
    """The .mpy trees as the bench builds them, and the 40-hand saves its power-up rows start from."""
    budget.compile_tree(budget.MP64)  # 32-bit MicroPython loads the same .mpy files
    budget.compile_tree(budget.CP32)
    with tempfile.TemporaryDirectory() as scratch:
        saves = {}
        for column in VMS_32:
            for mode in ("core", "app"):
                folder = Path(scratch) / ("%s-%s" % (column.name.split()[-1], mode))
                folder.mkdir()
                budget.saved_game(column, mode, folder)
                saves[column.name, mode] = folder
        yield saves


def test_the_page_records_every_game_row_on_both_32_bit_vms():
    rows = dict(recorded_rows())
    games = [what for mode, form, flags, what in budget.GAMES if form == "mpy"]
    for what in games:
        assert set(rows[what]) >= {budget.MP32.name, budget.CP32.name}, what
    handheld = [what for what in rows if what.startswith("MicroPython handheld")]
    assert len(handheld) == 1 and budget.MP32.name in rows[handheld[0]]


@pytest.mark.parametrize("column", VMS_32, ids=lambda column: column.name)
@pytest.mark.parametrize("game", [game for game in budget.GAMES if game[1] == "mpy"], ids=lambda game: game[3][:40])
def test_each_game_runs_under_its_recorded_figure(builds, game, column):
    mode, form, flags, what = game
    figure = dict(recorded_rows())[what][column.name]
    saved = builds[column.name, mode] if flags else None
    finished, output = budget.run_game(column, mode, form, figure + GROWTH_KB - 1, flags, saved)
    assert finished, "%s on %s no longer runs in %d KB (recorded %d KB): %s" % (
        what,
        column.name,
        figure + GROWTH_KB - 1,
        figure,
        output[-400:],
    )


def test_the_micropython_handheld_runs_under_its_recorded_figure():
    import mp_handheld

    from bench.heap import handheld

    what, figures = next(row for row in recorded_rows() if row[0].startswith("MicroPython handheld"))
    figure = figures[budget.MP32.name]
    keys, expected = mp_handheld.game_script()
    with tempfile.TemporaryDirectory() as scratch:
        folder = mp_handheld.build(Path(scratch) / "board")
        assert handheld.plays(folder, figure + GROWTH_KB - 1, keys, expected, budget.MP32.vm)
