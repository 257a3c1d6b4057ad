"""The emulated board's player with a twin: every press also goes to the app on CPython, and after each the glass
must show what that app shows. tests/pico's modules share it."""

from pinochle.ledger import Ledger
from pinochle.rules import make_rules
from pinochle.settle import Hand
from tests.helpers.app_driver import Driver, StoreSpy
from tools.pico.player import PicoPlayer

ROWS = {"circuitpython": {64: 5, 32: 3}, "micropython": {64: 7}, "macropad": {64: 5}}  # what each view gives the app
POWER_UP_MS = 12000  # the firmware's own start, code.py's power-up and its 8 s notice


class TwinPlayer(PicoPlayer):
    """A player whose every press also goes to the app on CPython (a notice may end a few milliseconds apart on
    the two clocks: either side of its end is taken). player: PicoPlayer's keywords (matrix, buttons)."""

    def __init__(self, pico, keys="five", height=64, controller="ssd1306", player=None, **settings):
        PicoPlayer.__init__(self, pico, keys, height, controller=controller, **(player or {}))
        self.settle(POWER_UP_MS)
        rows = ROWS[pico.firmware][height]
        self.twin = Driver(rows=rows, columns=21, keys=keys, store=StoreSpy(), **settings)  # saved, as the board
        self.twin.now = pico.ns // 1_000_000
        self.checked = 0

    def _press(self, token):
        PicoPlayer._press(self, token)
        press = self.presses[-1]
        app = self.twin.app
        # At the end of the press's own frame: a save on the board takes its time before a notice's clock starts.
        app.handle(press.app_token, (press.last or press.scan or press.down) // 1_000_000)
        now = self.pico.ns // 1_000_000
        seen = self.frame()
        candidates = []
        for moment in (now - 60, now, now + 60):
            app.tick(moment)
            lines, cursor = app.frame()
            candidates.append((tuple(line.lstrip("\x01").rstrip() for line in lines), cursor))
            if seen == candidates[-1]:
                break
        else:
            raise AssertionError(
                "after %s the glass shows\n%s\nbut the app shows\n%s" % (token, show(seen), show(candidates[1]))
            )
        self.checked += 1


def show(frame):
    lines, cursor = frame
    return "\n".join(("> " if row == cursor else "  ") + line for row, line in enumerate(lines))


def expected_totals(hands, rules="double"):
    """The running totals after each hand, from the ledger on CPython."""
    ledger = Ledger(make_rules(rules))
    totals = []
    for declarer, bid, _, melds, took in hands:
        seat = int(declarer[1:]) - 1
        side = seat % 2
        counters = (took, 50 - took) if side == 0 else (50 - took, took)
        totals.append(ledger.add(Hand(declarer=seat, bid=bid, meld=melds, took=counters)).totals)
    return totals


def scores(player):
    """The two totals on the scores screen's big line."""
    return tuple(int(total) for total in player.lines()[1].split())
