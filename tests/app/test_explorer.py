"""The random key explorer (tools/explore.py): its default run finds nothing, a failure's printed commands replay it in
the simulator to the same screen, and each check fails on what it is there to catch. CPython only (Blinka)."""

import io
import os
import re
import shlex

import pytest

pytest.importorskip("adafruit_displayio_ssd1306")

import pinochle.panel as panel  # noqa: E402
from pinochle.app import App  # noqa: E402
from pinochle.app.menu import Menu  # noqa: E402
from pinochle.ledger import Ledger  # noqa: E402
from pinochle.rules import make_rules  # noqa: E402
from pinochle.settle import Hand  # noqa: E402
from pinochle.store.game import SavedGame  # noqa: E402
from tools import explore  # noqa: E402
from tools.simulator import main as simulator_main  # noqa: E402


@pytest.mark.slow  # about a minute: the full run's
def test_default_run_finds_nothing():
    runs = int(os.environ.get("PINOCHLE_EXPLORE_RUNS", explore.RUNS))
    first = int(os.environ.get("PINOCHLE_EXPLORE_SEED", 0))  # another stretch of seeds: a nightly run's
    out = io.StringIO()
    failures = explore.run(first, runs, explore.PRESSES, out=out)
    summary = out.getvalue().rstrip("\n").rsplit("\n", 1)[-1]  # how many failed, of which kinds
    assert not failures, "\n\n".join([summary] + [text for _, _, text in failures[:10]])


def replayed(report, folder):
    """The last screen tools/simulator.py --text shows when the report's two commands are run (in folder)."""
    start, replay = [shlex.split(line.strip()) for line in report.splitlines() if ".venv/bin/python" in line]
    assert start[1:3] == ["tools/explore.py", "--start"] and replay[1] == "tools/simulator.py"
    explore.main(["--start", start[3], str(folder)])
    out = io.StringIO()
    assert (
        simulator_main(
            [str(folder) + word[len(start[4]) :] if word.startswith(start[4]) else word for word in replay[2:]], out
        )
        == 0
    )
    return out.getvalue().rstrip("\n").rsplit("\n+", 2)


def failing_at(monkeypatch, press):
    """Checks that fail after the press numbered `press`, whatever the screen."""
    checked = [0]
    after_press = explore.Checks.after_press

    def check(self):
        checked[0] += 1
        if checked[0] == press + 1:  # the first check is the screen at power-up
            raise explore.Failure("forced", "press %d" % press)
        after_press(self)

    monkeypatch.setattr(explore.Checks, "after_press", check)


# Seeds by what they start from: the seed gives the profile (seed % 6), then the screen and keys, then the start.
CASES = (
    pytest.param(42, 40, id="double-32-three-extreme"),  # a hold on three buttons, a record's largest numbers
    pytest.param(73, 60, id="x10-64-five-damaged", marks=pytest.mark.slow),
    pytest.param(106, 60, id="call-for-card-32-five-refused", marks=pytest.mark.slow),
    pytest.param(15, 76, id="single-64-three-new", marks=pytest.mark.slow),
)


@pytest.mark.parametrize("seed,press", CASES)
def test_a_failure_replays_in_the_simulator(seed, press, monkeypatch, tmp_path):
    failing_at(monkeypatch, press)
    out = io.StringIO()
    failures = explore.run(seed, 1, explore.PRESSES, out=out)
    assert [(found, kind) for found, kind, _ in failures] == [(seed, "forced")]
    report = failures[0][2]
    assert "seed %d " % seed in report and "after press %d" % press in report
    seen = report[report.index("\n+") + 1 : report.index("\n  replay:")]
    glass = replayed(report, tmp_path)
    assert "+" + glass[-2] + "\n+" + glass[-1] == seen


def checks_over(app):
    return explore.Checks(app, explore.CheckedStore(()), explore.Vocabulary())


def test_a_line_wider_than_the_screen_fails():
    app = App(make_rules("double"), 5, 21)
    app.push(Menu(app, ("Meld ABCDEFGHIJ took? 50",), (("No", None),)))
    checks = checks_over(app)
    with pytest.raises(explore.Failure, match="wider than the screen"):
        checks.fit()


@pytest.mark.parametrize("word", ("Conce", "RIVER", "deale", "tar"))
def test_a_cut_word_fails(word):
    app = App(make_rules("double"), 5, 21, team_names=("RIVERBENDS", "RIVERSIDE"))  # RIVERB: the shortest form
    app.push(Menu(app, ("Trump? P1 bid 50",), ((word, None),)))
    with pytest.raises(explore.Failure, match="word cut or unknown: '%s'" % word):
        checks_over(app).words()


def test_whole_words_numbers_cards_and_names_pass():
    app = App(make_rules("double"), 5, 21, team_names=("RIVERBENDS", "~!"))
    lines = (
        "History: 11 hands",
        "S2400 H2510 D2400",
        "JD: 4 at most, now 0",
        "11 P4 1500Hn* -145",
        "RIVERBENDS ~! wins",
    )
    app.push(Menu(app, lines, (("Yes, delete", None),)))
    checks_over(app).words()


class Sheet:
    """History's rows as a screen gives them: a hand a row, the newest first."""

    per = 1
    offset = 0

    def __init__(self, rows):
        self.rows = rows

    def items(self):
        return self.rows


def test_history_that_does_not_add_up_fails(monkeypatch):
    rules = make_rules("double")
    ledger = Ledger(rules)
    ledger.add(Hand(1, 50, (20, 30), (30, 20)))  # P2 (THEM) bid 50, meld 30 and took 20: made, 50
    app = App(rules, 5, 21, ledger=ledger)
    made = explore.made_screen
    checks = checks_over(app)
    checks.history()  # the real History adds up
    sheets = {
        "History does not add up": ["1 P2 50S +20 20 +50 60"],  # totals that are not the hands' sum
        "History row unreadable": ["1 P2 50S +20 20 +50"],
    }
    for kind, rows in sheets.items():

        def sheet(app, name, state, rows=rows):
            return Sheet(rows) if name == explore.HISTORY else made(app, name, state)

        monkeypatch.setattr(explore, "made_screen", sheet)
        with pytest.raises(explore.Failure, match=kind):
            checks.history()


def test_a_save_that_reads_back_otherwise_fails():
    rules = make_rules("double")
    ledger = Ledger(rules)
    ledger.add(Hand(1, 50, (20, 30), (30, 20)))
    app = App(rules, 5, 21, ledger=ledger, team_names=("A", "B"))
    assert explore.saved_difference(SavedGame(ledger, ("A", "B")), app) is None
    assert "team names" in explore.saved_difference(SavedGame(ledger, ("A", "C")), app)
    assert "bid under way" in explore.saved_difference(SavedGame(ledger, ("A", "B"), (1, 50)), app)
    assert explore.saved_difference(None, app) == "the save does not read back"


def test_a_number_being_set_not_shown_fails():
    app = App(make_rules("double"), 5, 21)
    for token in (panel.OK, panel.OK):  # New hand, then the first declarer: the bid being set
        app.handle(token, 100)
    checks = checks_over(app)
    checks.number_and_cursor()
    screen = app._top()
    assert explore.number_being_set(screen) == 50
    screen.value = 777  # a number the screen does not show
    with pytest.raises(explore.Failure, match="number being set not shown"):
        checks.number_and_cursor()


def test_history_rows_read_whatever_the_names():
    """A side's own row ends '+score = total'; the name before it may be digits or '=' itself."""
    rules = make_rules("double")
    ledger = Ledger(rules)
    ledger.add(Hand(1, 50, (20, 30), (30, 20)))
    ledger.add(Hand(2, 50, (20, 30), (30, 20)))
    app = App(rules, 5, 21, ledger=ledger, team_names=("12", "="))
    sheet = Sheet(["2 P3 50S", "  12 +50 = 100", "  = -50 = -145", "1 P2 50S", "  12 +50 = 50", "  = -95 = -95"])
    sheet.per = 3
    rows = sheet.items()
    assert explore.history_numbers(sheet, rows, 1, app) == [50, 100, -50, -145]
    assert explore.history_numbers(sheet, rows, 0, app) == [50, 50, -95, -95]


def test_a_store_that_saves_another_game_fails(monkeypatch):
    """The whole path: the app commits, the store saves, a second store reads it back and finds it differs."""
    from drive_fakes import FakeFiles

    import pinochle.store.game
    from pinochle.store.file_medium import save_files

    encode = pinochle.store.game.encode_game
    monkeypatch.setattr(
        pinochle.store.game,
        "encode_game",
        lambda area, ledger, team_names, bid, entered: encode(area, ledger, ("X", "Y"), bid, entered),
    )
    store = explore.CheckedStore(save_files("", opener=FakeFiles().open))
    app = App(make_rules("double"), 5, 21, team_names=("A", "B"), store=store)
    checks = explore.Checks(app, store, explore.Vocabulary())
    checks.after_press()
    app.commit()
    with pytest.raises(explore.Failure, match="save does not read back: the save's team names read back as"):
        checks.after_press()


@pytest.mark.parametrize("seed", (2, pytest.param(7, marks=pytest.mark.slow)))
def test_a_line_too_wide_replays_to_the_same_line(seed, monkeypatch, tmp_path):
    """A real find, made here: History's heading grown too wide. The explorer reports it; its printed commands stop
    the simulator on the same line."""
    from tools.simulator import LineTooWide

    made = App.frame

    def frame(app):
        lines, cursor = made(app)
        if type(app._top()).__name__ == "History":
            lines = (lines[0] + " of every hand so far",) + tuple(lines[1:])
        return lines, cursor

    monkeypatch.setattr(App, "frame", frame)
    failures = explore.run(seed, 1, explore.PRESSES, out=io.StringIO())
    assert [kind for _, kind, _ in failures] == ["wider than the screen"]
    line = failures[0][2].split("wider than the screen: ")[1].split(" is ")[0]
    with pytest.raises(LineTooWide, match=re.escape(line)):
        replayed(failures[0][2], tmp_path)


def test_a_third_form_of_a_name_fails():
    """Issue 37: one game showed WHIT, WHITEW, WHITEWA and WHITEWATER. A team shows whole or in its short form."""
    app = App(make_rules("single"), 5, 21, team_names=("WHITEWATER", "GOLDENRODS"))
    checks = checks_over(app)
    app.push(Menu(app, ("WHIT   deal P1   GOLD",), (("WHITEWATER +200", None),)))
    checks.name_forms()
    app.push(Menu(app, ("WHITEW took? need 150",), (("GOLDENRODS took 100", None),)))
    with pytest.raises(explore.Failure, match="a third form of a name: 'WHITEW'"):
        checks.name_forms()


def test_a_notice_over_an_entry_or_a_total_fails():
    """Issue 37: 'saved' over Clubs on Trump?, 'game restored' over the second team's total on 128x32."""
    app = App(make_rules("double"), 3, 21, team_names=("WHITEWATER", "GOLDENRODS"))
    checks = checks_over(app)
    app.say("game restored")
    checks.number_and_cursor()  # the words' row over the totals takes it
    assert app.frame()[0][0] == "game restored"
    suits = Menu(app, ("Trump? P2 bid 150",), tuple((suit, None) for suit in ("Spades", "Hearts", "Clubs")))
    app.push(suits)
    app.say("saved")
    checks.number_and_cursor()  # no free row: the title takes it
    made = App._render

    def under_the_list(app):  # the notice over the list's last row, as it was before issue 37
        lines, cursor = made(app)
        if app._message:
            lines = lines[:-1] + (app._message,)
        return lines, cursor

    app.dirty = True
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(App, "_render", under_the_list)
        with pytest.raises(explore.Failure, match="notice over a number or an entry: notice 'saved' over the entry"):
            checks.number_and_cursor()
