"""Every screen a walk of the keys reaches, in every profile on both sizes, with the longest names and largest
numbers: no line wider than the screen, no word split, no notice where the rule does not put it (notice_rule)."""

import copy
import re

import pytest
from app_driver import StoreSpy
from extreme_games import seeds
from notice_rule import notice_problem

import pinochle.app
import pinochle.app.screen
import pinochle.fit
import pinochle.memory
import pinochle.panel as panel
from pinochle.app import App
from pinochle.panel import BIG
from pinochle.rules import PROFILE_NAMES

NAMES = ("ABCDEFGHIJ", "KLMNOPQRST")  # ten letters: the longest team names the settings take
SIZES = ((5, 21, "five"), (3, 21, "three"))  # 128x64 with five buttons, 128x32 with three
KEYS = (panel.UP, panel.DOWN, panel.LEFT, panel.RIGHT, panel.OK, panel.BACK)
JUMP = "jump"  # the largest value a number being entered takes, as a held key would reach it
DEPTH = 14
BUDGET = 150  # states a seed's walk visits at most: the whole file runs in about a minute on two cores


class Broken(AssertionError):
    pass


def checking_break_lines(original):
    def break_lines(text, columns):
        for word in text.split():
            if len(word) > columns:
                raise Broken("word %r split at %d columns in %r" % (word, columns, text))
        return original(text, columns)

    return break_lines


@pytest.fixture
def whole_words(monkeypatch):
    """fit.wrap refuses to split a word: every wrap in the app goes through it."""
    import sys

    from pinochle import forget_module

    for name in pinochle.memory.ON_DEMAND:
        if name in sys.modules:
            forget_module(name)  # loaded again below with the checking wrap
    # What is loaded on demand stays loaded even where a power-up drops it, and the heap is not collected: the same
    # screens, in a fraction of the time (on CPython neither changes what a screen shows).
    import gc

    monkeypatch.setattr(pinochle.memory, "ON_DEMAND", ())
    monkeypatch.setattr(gc, "collect", lambda *generation: 0)
    wrapper = checking_break_lines(pinochle.fit.wrap)
    for module in (pinochle.fit, pinochle.app.screen, pinochle.app):
        monkeypatch.setattr(module, "wrap", wrapper)


def shape(app):
    lines, cursor = app.frame()
    return (tuple(re.sub(r"\d", "#", line) for line in lines), cursor, tuple(type(s).__name__ for s in app.stack))


def problems(app):
    """What does not fit on this state's screen: every header line and item, and the notice's lines."""
    screen = app._top()
    columns = app.columns
    found = []
    items = screen.items()  # History's is a sequence made line by line: by index, not iterated
    for line in tuple(screen.header()) + tuple(items[row] for row in range(len(items))):
        width = columns // 2 if line[:1] == BIG else columns
        text = line[1:] if line[:1] == BIG else line
        if len(text) > width:
            found.append("%r is %d wide, the screen %d" % (text, len(text), width))
    message = app._message
    if message:
        lines = pinochle.fit.wrap(message, columns)
        if " ".join(lines).split() != message.split():
            found.append("notice %r cut: %r" % (message, lines))
    lines, cursor = app.frame()
    covered = notice_problem(app)
    if covered:
        found.append(covered)
    if cursor >= 0 and lines[cursor] != items[min(screen.selected, len(items) - 1)]:
        found.append("notice %r over the cursor's item" % message)
    return found


def walk(profile, rows, columns, keys, name, ledger, damaged):
    """({problem: the keys to it}, states visited): a breadth-first walk over every key token from a seed, plus a
    jump to the largest value on a number being entered, visiting each screen shape once (the frame with each digit
    a '#', so a longer number is a new shape). Each state's whole header, every item (not only those in sight) and
    the notice are checked as the app made them."""
    rules = ledger.rules
    app = App(
        rules,
        rows,
        columns,
        team_names=NAMES,
        store=StoreSpy(),
        ledger=copy.deepcopy(ledger),
        damaged=damaged,
        export=lambda app: "game-001.csv",
        keys=keys,
    )
    app.tick(0)
    seen = {shape(app)}
    frontier = [(app, 0, ())]
    failures = {}
    visited = 0
    while frontier and visited < BUDGET:
        state, now, path = frontier.pop(0)
        visited += 1
        for problem in problems(state):
            failures.setdefault(problem, path)
        if len(path) >= DEPTH:
            continue
        for token in KEYS + (JUMP,):
            after = copy.deepcopy(state, {id(rules): rules})
            moment = now + 100
            try:
                if token == JUMP:
                    if not jump(after):
                        continue
                else:
                    after.handle(token, moment)
                after.tick(moment)
                key = shape(after)
            except Broken as broken:
                failures.setdefault(str(broken), path + (token,))
                continue
            if key in seen:
                continue
            seen.add(key)
            frontier.append((after, moment, path + (token,)))
    return failures, visited


def jump(app):
    """On a number being entered, its largest value (as a key held long would reach it); False elsewhere."""
    screen = app._top()
    if getattr(screen, "editing", None) is not None:  # the settings' target
        screen._step_target(1000)
        return True
    if type(screen).__name__ != "HandEntry" or not hasattr(screen, "value") or not screen.step.number:
        return False
    if screen.selected:
        return False
    screen.move(1, True, 10000)
    return True


# The quick tier walks the first profile on the small board; the sweep over the rest is the full run's.
CASES = [
    pytest.param(profile, size, id="%s-%d" % (profile, size[0]), marks=() if quick else pytest.mark.slow)
    for profile in PROFILE_NAMES
    for size in SIZES
    for quick in [(profile, size) == (PROFILE_NAMES[0], SIZES[1])]
]


@pytest.mark.parametrize("profile,size", CASES)
def test_every_screen_reached_fits(profile, size, whole_words):
    rows, columns, keys = size
    report = []
    total = 0
    for name, ledger, damaged in seeds(profile):
        failures, visited = walk(profile, rows, columns, keys, name, ledger, damaged)
        total += visited
        for problem, path in sorted(failures.items()):
            report.append("%s: %s after %s" % (name, problem, " ".join(tokens_named(path))))
    assert total > 300  # the walk reached a game's screens, not just the first
    assert not report, "\n".join(report[:40])


def tokens_named(path):
    names = {panel.UP: "UP", panel.DOWN: "DOWN", panel.LEFT: "LEFT", panel.RIGHT: "RIGHT", panel.OK: "OK"}
    names[panel.BACK] = "BACK"
    return [names.get(token, str(token)) for token in path]
