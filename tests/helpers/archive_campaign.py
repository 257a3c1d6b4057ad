"""The archive's power-cut campaign: keep games one by one, and at each sector written cut the power at every byte of
its program and at points into its erase, then read the area back and judge it; for tests/store/test_archive_faults.py
and tools/fault_campaign.py. What a cut may cost: the game being kept, and the oldest games that write was dropping
to make room. Never a game kept before, never a game shown that was not kept."""

from game_script import last_game
from store_fakes import ERRORS, PowerCut, make_error

from pinochle.archive import SECTOR
from pinochle.archive.store import Archive
from pinochle.ledger import Ledger
from pinochle.rules import make_rules

NAMES = (("US", "THEM"), ("ACES", "KINGS"))
# tools/fault_campaign.py's run: (sectors, games, a cut every this many bytes of the program, of the erase). Three
# sectors wrap (the oldest games go) about the 30th game, so the cuts meet every kind of write.
ARCHIVE_RUN = (3, 45, 16, 256)


class CutArea:
    """An archive area in RAM where the next sector written can be cut: cut=(program bytes) erases the sector, then
    programs that many bytes and stops; erase=(bytes) blanks that many from the sector's start over the old bytes and
    stops; error=(type, code) raises instead of writing, leaving the sector as it was."""

    def __init__(self, data):
        self.name = "archive"
        self.data = bytearray(data)
        self.size = len(self.data)
        self.cut = self.erase = self.error = None

    def read_into(self, buffer, offset=0):
        count = max(0, min(len(buffer), self.size - offset))
        buffer[:count] = self.data[offset : offset + count]
        return count

    def write_at(self, offset, data):
        if self.error is not None:
            raise make_error(*self.error)
        if self.erase is not None:
            self.data[offset : offset + self.erase] = b"\xff" * self.erase
            raise PowerCut()
        if self.cut is not None:
            self.data[offset : offset + SECTOR] = b"\xff" * SECTOR
            self.data[offset : offset + self.cut] = data[: self.cut]
            raise PowerCut()
        self.data[offset : offset + SECTOR] = data


def games(count):
    """count games to keep, told apart by their hands: partnership games of 2 to 40 hands, a call-for-a-card one in
    five, finished or given up, two sets of names. Each a (ledger, names, finished, tag)."""
    made = []
    for number in range(count):
        if number % 5 == 4:
            ledger = Ledger(make_rules("call-for-card"), number % 5)
            for hand in range(1 + number % 4):
                declarer = (hand + number) % 5
                partner = (declarer + 1) % 5
                ledger.add(
                    {
                        "declarer": declarer,
                        "partner": partner,
                        "bid": 50 + 5 * number,
                        "meld": [10, 0, 0, 0, 0],
                        "took": [40 + hand, 10 - hand],
                        "trump": hand % 4,
                    }
                )
        else:
            ledger = last_game(2 + number * 7 % 39).ledger
        made.append((ledger, NAMES[number % 2], number % 3 == 0, number + 1))
    return made


def key(game):
    """What tells two kept games apart."""
    ledger = game.ledger
    return bytes(ledger.records), ledger.rules.name, ledger.first_dealer, game.team_names, game.finished


def _key(made):
    ledger, names, finished, _ = made
    return bytes(ledger.records), ledger.rules.name, ledger.first_dealer, tuple(names), finished


class Tally:
    """cuts: faults tried; kept: games that had to survive them, summed; lost: such a game missing afterwards;
    wrong: a game shown that was never kept, a count of skipped records, or the read raising."""

    def __init__(self):
        self.cuts = self.kept = self.lost = self.wrong = 0
        self.failures = []

    def line(self, title):
        return "%-34s cuts tried %6d  games kept through them %7d  lost %d  shown wrong %d" % (
            title,
            self.cuts,
            self.kept,
            self.lost,
            self.wrong,
        )


def _judge(tally, area, before, survivors, new, label):
    """After a fault: every survivor shown, in order; nothing shown that was not kept (or the new game)."""
    tally.cuts += 1
    tally.kept += len(survivors)
    try:
        shown, skipped = Archive(area).games()
    except Exception as error:  # noqa: BLE001  a read that raises is a wrong result
        tally.wrong += 1
        tally.failures.append("%s: read raised %r" % (label, error))
        return False
    shown = [key(game) for game in shown]
    if shown and shown[-1] == new:
        shown.pop()  # whole before the cut: kept
    missing = [game for game in survivors if game not in shown]
    if missing:
        tally.lost += len(missing)
        tally.failures.append("%s: %d kept games gone" % (label, len(missing)))
    if skipped or [game for game in shown if game not in before] or shown != [g for g in before if g in shown]:
        tally.wrong += 1
        tally.failures.append("%s: shown wrong (skipped %d)" % (label, skipped))
    return not missing


def cut_campaign(sectors=3, count=40, stride=1, erase_stride=512, errors=ERRORS):
    """Keep count games in an area of sectors; at each add, a cut at every stride bytes of the sector's program, at
    every erase_stride bytes into its erase, and each error; then the add again, which must keep the game."""
    tally = Tally()
    made = games(count)
    area = CutArea(b"\xff" * (sectors * SECTOR))
    for index, game in enumerate(made):
        new = _key(game)
        before = [key(kept) for kept in Archive(area).games()[0]]
        clean = CutArea(area.data)
        Archive(clean).add(*game)
        after = [key(kept) for kept in Archive(clean).games()[0]]
        survivors = [kept for kept in before if kept in after]
        faults = [("cut", cut) for cut in range(0, SECTOR, stride)]
        faults += [("erase", cut) for cut in range(erase_stride, SECTOR, erase_stride)]
        faults += [("error", error[1:]) for error in errors]
        for kind, value in faults:
            broken = CutArea(area.data)
            setattr(broken, kind, value)
            try:
                said = Archive(broken).add(*game)
                if kind != "error" or not said.startswith("not archived"):
                    tally.failures.append("game %d %s %r: said %r" % (index, kind, value, said))
                    tally.wrong += 1
            except PowerCut:
                pass
            except KeyboardInterrupt:
                if value[0] is not KeyboardInterrupt:
                    raise
            label = "game %d, %s at %r" % (index, kind, value)
            setattr(broken, kind, None)
            if _judge(tally, broken, before, survivors, new, label):
                Archive(broken).add(*game)  # the next New game keeps it after all
                again = [key(kept) for kept in Archive(broken).games()[0]]
                if again != after:
                    tally.lost += 1
                    tally.failures.append("%s: kept again, the archive differs from a clean add" % label)
        area = clean
    return tally
