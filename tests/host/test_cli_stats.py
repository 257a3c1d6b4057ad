"""`python3 -m pinochle stats FOLDER [--json]`: two games played in one simulator save folder, the second after New
game, give both teams and 2 games; a folder without an archive, or with one refused, says so in one line and exits
2. CPython only (the simulator's Blinka displayio)."""

import io
import json
import os

import pytest

pytest.importorskip("adafruit_displayio_ssd1306")

from pinochle.host.cli import main  # noqa: E402
from tools import simulator  # noqa: E402

# P2 declares 60 in spades, meld 43 (ACES) and 22 (KINGS), and KINGS take 49: made 71 on 60 (tests/simulator's hand).
HAND = "OK OK UP OK OK UP*4 RIGHT*3 OK UP*2 RIGHT*2 OK UP RIGHT OK OK wait=3000"
# Settings (three UP from New hand), Start new game (one UP from the first row), Yes.
NEW_GAME = "UP*3 OK UP OK DOWN OK wait=3000"


def play(folder, keys, settings):
    out = io.StringIO()
    assert simulator.main(["--save", str(folder), "--settings", str(settings), "--keys", keys, "--text"], out=out) == 0
    return out.getvalue()


def stats(*args):
    out, err = io.StringIO(), io.StringIO()
    status = main(["stats"] + [str(arg) for arg in args], stdout=out, stderr=err)
    return status, out.getvalue(), err.getvalue()


@pytest.fixture
def two_games(tmp_path):
    settings = tmp_path / "settings.toml"
    settings.write_text('PINOCHLE_TEAMS = "ACES,KINGS"\n')
    folder = tmp_path / "save"
    shown = play(folder, HAND + " " + NEW_GAME + " " + HAND + " UP UP", settings)
    return folder, shown


@pytest.mark.slow  # two simulator runs: the full run's
def test_two_games_in_a_simulator_folder_give_both_teams_and_two_games(two_games):
    folder, shown = two_games
    assert ">Stats" in shown  # the scores screen lists it
    status, out, err = stats(folder)
    assert (status, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == "2 games, one under way"
    assert "ACES" in lines and "KINGS" in lines
    kings = lines[lines.index("KINGS") + 1 :]
    assert kings[:4] == ["  games 2", "  won 0, no game ended", "  declared 2", "  made 2, set 0"]
    status, out, err = stats(folder, "--json")
    found = json.loads(out)
    assert (found["games"], found["under_way"], found["skipped"], found["players"]) == (2, True, 0, [])
    teams = {team["name"]: team for team in found["teams"]}
    assert sorted(teams) == ["ACES", "KINGS"]
    kings, aces = teams["KINGS"], teams["ACES"]
    assert (kings["games"], kings["declared"], kings["made"], kings["average_bid"]) == (2, 2, 2, 60)
    assert (kings["average_meld_declaring"], kings["best_meld"], kings["lost_to_sets"]) == (22, 22, 0)
    assert (aces["declared"], aces["average_meld_defending"], aces["average_bid"], aces["win_rate"]) == (
        0,
        43,
        None,
        None,
    )


def test_no_archive_no_folder_and_a_refused_one_say_so_in_one_line_and_exit_2(tmp_path):
    for folder, words in (
        (tmp_path, "no archive"),
        (tmp_path / "missing", "not a folder"),
    ):
        status, out, err = stats(folder)
        assert (status, out) == (2, "") and err.count("\n") == 1 and words in err, err
    (tmp_path / "pinochle-archive.sav").write_bytes(bytes(range(256)) * 64)
    status, out, err = stats(tmp_path, "--json")
    assert (status, out) == (2, "") and err.count("\n") == 1 and "cannot be read" in err, err


@pytest.mark.slow
def test_the_simulator_folder_with_only_a_game_under_way_has_no_archive(tmp_path):
    folder = tmp_path / "save"
    play(folder, HAND, os.devnull)
    status, out, err = stats(folder)
    assert (status, out) == (2, "") and "no archive" in err
