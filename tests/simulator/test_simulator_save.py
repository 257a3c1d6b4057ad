"""The simulator keeps the game as the board does (its GameStore over the two save files) and replays a key script
headless, printing each screen as read off the decoded pixels. CPython only (Blinka displayio)."""

import io
import os
import random
import re
import tempfile

import pytest

pytest.importorskip("adafruit_displayio_ssd1306")

from tools import simulator  # noqa: E402

SCALE = int(os.environ.get("PINOCHLE_FUZZ", "1"))

# A played hand: P2 (first in bidding order) declares 60 in spades, meld 43 and 22 (UP ten steps, RIGHT one), the
# counters from what THEM need (38) up to 49: THEM made 71 on 60.
HAND = "OK OK UP OK OK UP*4 RIGHT*3 OK UP*2 RIGHT*2 OK UP RIGHT OK OK wait=3000"


def run(*args):
    out = io.StringIO()
    status = simulator.main(list(args) + ["--settings", os.devnull], out=out)
    return status, out.getvalue()


def screens(text):
    return re.findall(r"\+-+\+\n(.*?)\+-+\+", text, re.S)


def last_screen(text):
    return screens(text)[-1]


@pytest.mark.slow
def test_quitting_and_starting_again_resumes_the_game():
    with tempfile.TemporaryDirectory() as folder:
        status, text = run("--save", folder, "--keys", HAND, "--text")
        assert status == 0
        assert "|0       71" in last_screen(text)  # the totals, big, read off the glass
        assert sorted(os.listdir(folder)) == ["pinochle-a.sav", "pinochle-b.sav"]
        status, text = run("--save", folder, "--keys", "wait=100", "--text")
        screen = last_screen(text)
        # The notice takes the names' row: the totals and the last hand's reason stay in sight.
        assert "|0       71" in screen and "game restored" in screen and "made 71 on 60" in screen
        status, text = run("--save", folder, "--keys", "wait=9000", "--text")
        screen = last_screen(text)
        assert "game restored" not in screen and "deal" in screen  # the notice gone: the names' row is back
        status, text = run("--save", folder, "--fresh", "--keys", "wait=100", "--text")
        assert "|0        0" in last_screen(text) and "game restored" not in last_screen(text)


def test_the_default_folder_is_the_users_data_folder(monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", "/data/home")
    assert simulator.save_folder() == "/data/home/pinochle-companion"
    assert simulator.save_folder("/given") == "/given"


def test_text_mode_prints_every_screen_with_the_cursor():
    status, text = run("--no-save", "--keys", "DOWN DOWN", "--text")
    shown = screens(text)
    assert status == 0 and text.count("DOWN\n") == 2 and len(shown) == 3
    assert ">New hand" in shown[0] and ">Meld calculator" in shown[1] and ">History" in shown[2]


def slot_bytes(hands_by_sequence):
    """{sequence: the bytes of a save file holding a game of that many hands at that sequence}."""
    from game_script import last_game

    from pinochle.store.file_medium import save_files
    from pinochle.store.game import GameStore

    found = {}
    with tempfile.TemporaryDirectory() as folder:
        store = GameStore(save_files(folder)[:1])
        for sequence, hands in sorted(hands_by_sequence.items()):
            store.sequence = sequence - 1
            game = last_game(hands)
            assert store.commit(game)
            with open(os.path.join(folder, "pinochle-a.sav"), "rb") as file:
                found[sequence] = file.read()
            found["totals", sequence] = tuple(game.ledger.totals())
    return found


DAMAGES = ("new", "old", "missing", "truncated", "zero-length", "garbage", "folder", "fifo", "link", "dangling link")


def damage(folder, name, kind, copies, rng):
    """Put what kind says at folder/name: a new or old intact copy (as a file, or a link to one), or damage."""
    path = os.path.join(folder, name)
    if kind in ("new", "old", "truncated", "garbage"):
        data = copies[2] if kind == "new" else copies[1]
        if kind == "truncated":
            data = data[: rng.randrange(1, 15 + int.from_bytes(data[9:11], "little"))]  # short of the whole frame
        elif kind == "garbage":
            data = bytes(rng.randrange(256) for _ in range(len(data)))
        with open(path, "wb") as file:
            file.write(data)
    elif kind == "zero-length":
        open(path, "wb").close()
    elif kind == "folder":
        os.mkdir(path)
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "link":
        with open(path + ".real", "wb") as file:
            file.write(copies[2])
        os.symlink(path + ".real", path)
    elif kind == "dangling link":
        os.symlink(path + ".nowhere", path)


def snapshot(folder):
    """Each entry of folder: its kind and, for a file, its bytes."""
    seen = {}
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        if os.path.islink(path):
            seen[name] = ("link", os.readlink(path))
        elif os.path.isfile(path):
            with open(path, "rb") as file:
                seen[name] = ("file", file.read())
        else:
            seen[name] = ("other", None)
    return seen


@pytest.mark.slow  # the attack
def test_attack_damaged_save_folders_keep_the_game_and_say_so_in_words():
    """Seeded: each save file intact (new or old), missing, truncated, empty, garbage, a folder, a FIFO, a link or a
    dangling link. Power-up never hangs, writes nothing, restores the newest intact copy with the same words
    whichever file holds it, and says what it found in the table's words; then a hand is recorded and saved or
    "not saved: <words>". PINOCHLE_FUZZ=30: 480 folders."""
    import signal

    rng = random.Random(23)
    copies = slot_bytes({1: 1, 2: 2})
    trials = 0
    cases = [(a, b) for a in DAMAGES for b in DAMAGES]

    class Hung(BaseException):
        """Raised by the alarm: not an Exception, which the power-up would take for an unreadable slot."""

    def hung(*_):
        raise Hung()

    signal.signal(signal.SIGALRM, hung)
    for round_number in range(SCALE):
        for a, b in rng.sample(cases, 16):
            with tempfile.TemporaryDirectory() as folder:
                damage(folder, "pinochle-a.sav", a, copies, rng)
                damage(folder, "pinochle-b.sav", b, copies, rng)
                before = snapshot(folder)
                where = (round_number, a, b)
                signal.alarm(30)
                try:
                    status, text = run("--save", folder, "--keys", "wait=100", "--text")
                    screen = last_screen(text)
                    assert status == 0 and snapshot(folder) == before, where  # power-up writes nothing
                    intact = [kind for kind in (a, b) if kind in ("new", "old", "link")]
                    if intact:
                        sequences = [1 if kind == "old" else 2 for kind in intact]
                        both = len(sequences) == 2 and sequences[0] == sequences[1]
                        assert ("game restored" if both else "restored from 1 copy") in screen, (where, screen)
                        totals = copies["totals", max(sequences)]
                        assert re.search(r"\|%d +%d " % totals, screen), (where, screen)  # the newest copy's
                    elif {a, b} <= {"missing", "zero-length", "dangling link"}:
                        assert "damaged" not in screen, (where, screen)
                    else:
                        assert "Saved game damaged" in screen, (where, screen)
                    status, text = run("--save", folder, "--keys", "OK " + HAND, "--text")
                    assert status == 0, where
                except Hung:
                    raise AssertionError("the simulator hangs on %r" % (where,)) from None
                finally:
                    signal.alarm(0)
                for line in "".join(screens(text)).splitlines():
                    assert all(" " <= character <= "~" for character in line), (where, line)
                assert "Error" not in text, where  # no Python class names
                for match in re.findall(r"not saved: ([^|]*)", text):
                    assert match.strip() in ("not a file", "a folder", "no permission", "unverified"), (where, match)
                trials += 1
    print("damaged save folders: %d trials, 0 failures (PINOCHLE_FUZZ=%d)" % (trials, SCALE))


def test_a_save_folder_that_is_a_file_is_one_line_and_status_2(capsys):
    with tempfile.NamedTemporaryFile() as file:
        status, text = run("--save", file.name, "--keys", "wait=100")
        assert status == 2 and capsys.readouterr().err == "simulator: --save %s: not a folder\n" % file.name


def test_an_os_error_is_said_in_the_screens_words():
    from pinochle.store import error_words

    assert error_words(PermissionError(13, "Permission denied")) == "no permission"
    assert error_words(IsADirectoryError(21, "Is a directory")) == "a folder"
    assert error_words(OSError(99, "odd")) == "OSError 99"


@pytest.mark.slow
def test_two_games_played_in_one_save_folder_are_both_kept_after_new_game():
    from pinochle.archive import load_folder

    new_game = " DOWN*5 OK UP OK DOWN OK wait=3000"  # Settings, Start new game (the last line), Yes
    with tempfile.TemporaryDirectory() as folder:
        assert load_folder(folder) is None
        status, text = run("--save", folder, "--keys", HAND + new_game, "--text")
        assert status == 0 and "|0        0" in last_screen(text)
        status, text = run("--save", folder, "--keys", HAND + " " + HAND + new_game, "--text")
        assert status == 0 and "|0        0" in last_screen(text)
        games, skipped = load_folder(folder)
        assert skipped == 0 and [game.ledger.count for game in games] == [1, 2]
        assert [game.ledger.totals() for game in games] == [(0, 71), (74, 71)]  # the deal moved on: US made 74
        assert all(game.team_names == ("US", "THEM") and not game.finished for game in games)
