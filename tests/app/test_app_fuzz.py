"""100,000 random presses with random timing through the app: nothing escapes, and what it shows stays
true to the ledger (the totals are always the fold of the recorded hands)."""

import random

import pytest
from app_driver import StoreSpy

import pinochle.panel as panel
from pinochle.app import App
from pinochle.ledger import Ledger
from pinochle.rules import make_rules
from pinochle.settle import settle

pytestmark = pytest.mark.slow  # the fuzz: the full run's, not the quick tier's

KEYS = (panel.UP, panel.DOWN, panel.LEFT, panel.RIGHT, panel.OK, panel.BACK)
# OK and DOWN are weighted up so games get played, not just menus browsed.
WEIGHTS = (3, 6, 2, 2, 8, 2)
# The keypad's and the MacroPad's: its digits, ERASE and the knob, beside the buttons' keys.
DIGIT_KEYS = KEYS + (panel.ERASE, panel.CW, panel.CCW) + tuple(panel.DIGIT + digit for digit in range(10))
DIGIT_WEIGHTS = WEIGHTS + (2, 2, 2) + (3,) * 10


def fold(ledger):
    rules = ledger.rules
    totals = [0] * (rules.players if rules.called_partner else 2)
    for index in range(ledger.count):
        delta = settle(rules, ledger.hand(index)).delta
        totals = [total + points for total, points in zip(totals, delta)]
    return tuple(totals)


def run(profile, presses, seed, rows=5, columns=21, keys="five"):
    generator = random.Random(seed)
    saves = []
    rules = make_rules(profile)
    store = StoreSpy(lambda ledger, *_: saves.append(bytes(ledger.records)))
    app = App(rules, rows, columns, store=store, ledger=Ledger(rules), keys=keys)
    tokens, weights = (KEYS, WEIGHTS) if keys in ("five", "three") else (DIGIT_KEYS, DIGIT_WEIGHTS)
    now = 0
    hands_seen = 0
    for press in range(presses):
        token = generator.choices(tokens, weights)[0]
        if token in (panel.UP, panel.DOWN, panel.LEFT, panel.RIGHT) and generator.random() < 0.2:
            token |= panel.REPEAT  # held: faster, or (LEFT/RIGHT on a number) digit by digit
        now += generator.choice((0, 30, 120, 400, 3000))
        app.handle(token, now)
        app.tick(now)
        lines, cursor = app.frame()
        assert len(lines) == rows and all(len(line) <= columns for line in lines)
        assert -1 <= cursor < rows
        if press % 50 == 0 or app.ledger.count != hands_seen:
            hands_seen = app.ledger.count
            assert app.summary().totals == fold(app.ledger) == app.ledger.totals()
    return app, saves


def test_random_presses_double():
    app, saves = run("double", 40_000, 1)
    assert saves, "random presses never reached a commit point"


def test_random_presses_single_small_screen():
    run("single", 20_000, 2, rows=2, columns=21)


def test_random_presses_klemic_and_call_for_card():
    run("klemic", 20_000, 3)
    run("call-for-card", 20_000, 4)


def test_random_presses_on_digit_keys():
    app, saves = run("double", 20_000, 5, keys="keypad")
    assert saves, "random presses never reached a commit point"
    run("single", 10_000, 6, rows=3, keys="macropad")
    run("call-for-card", 10_000, 7, keys="keypad")


def test_random_presses_three_buttons_small_screen():
    run("double-x10", 10_000, 8, rows=3, keys="three")
