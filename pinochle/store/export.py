"""A game as CSV a spreadsheet opens (game-001.csv, one row per hand), and a damaged save's bytes beside it:
written on the board in device mode. tools/csv_replay.py reads the CSV back."""

import os

from pinochle.ledger import next_deal
from pinochle.rules import SUIT_NAMES
from pinochle.settle import settle
from pinochle.settle.explain import game_why, side_whys
from pinochle.settle.outcome import outcome_word

TITLE = "pinochle game"
WINNER = "winner"  # the first cell of the closing row, after the hands
ALL_PASSED = "yes"  # the all passed column of a stuck dealer's hand


def _line(values):
    """One CSV row ending CRLF (RFC 4180, and what spreadsheets expect); a field holding a comma, a quote or
    a line break is quoted."""
    fields = []
    for value in values:
        text = "" if value is None else str(value)
        if "," in text or '"' in text or "\r" in text or "\n" in text:
            text = '"' + text.replace('"', '""') + '"'
        fields.append(text)
    return ",".join(fields) + "\r\n"


def _seat(seat):
    return "" if seat is None else "P%d" % (seat + 1)


def side_names(rules, team_names):
    """The name of each side: the two teams, or in call for a card the players P1-P5."""
    if rules.called_partner:
        return tuple("P%d" % (seat + 1) for seat in range(rules.players))
    names = tuple(team_names)[:2]
    return names if len(names) == 2 else ("team 1", "team 2")


def columns(rules, sides):
    """The header row: which columns a game has depends on its rules."""
    header = ["hand", "dealer", "declarer"]
    if rules.called_partner:
        header.append("partner")
    header += ["bid", "trump", "outcome", "all passed"]
    header += ["meld " + side for side in sides]
    header += counter_columns(rules, sides)
    if rules.dix:
        header += ["nines " + side for side in sides]
    if rules.take_all_wins:
        header.append("all tricks")
    header += ["delta " + side for side in sides]
    header += ["total " + side for side in sides]
    header += ["result", "reason"]
    header += ["why " + side for side in sides]  # each side's why beside the declarers' reason
    return header


def counter_columns(rules, sides):
    # Call for a card keeps the counters of the declaring side and of the others; partnerships, per team.
    if rules.called_partner:
        return ("counters declarers", "counters others")
    return tuple("counters " + side for side in sides)


def csv_lines(ledger, team_names=()):
    """The lines of the CSV, one at a time (a board writes them without building the whole text)."""
    rules = ledger.rules
    sides = side_names(rules, team_names)
    yield _line((TITLE, rules.name))
    yield _line(("options",) + tuple(rules.options))
    yield _line(("target", rules.target))
    yield _line(("first dealer", _seat(ledger.first_dealer)))
    yield _line(("teams",) + sides)
    yield "\r\n"
    yield _line(columns(rules, sides))
    totals = [0] * len(sides)
    dealer = ledger.first_dealer
    for index in range(ledger.count):
        hand = ledger.hand(index)
        settled = settle(rules, hand)
        delta, result, reason = settled.delta, settled.result, settled.reason
        for who in range(len(totals)):
            totals[who] += delta[who]
        row = [index + 1, _seat(dealer), _seat(hand.declarer)]
        dealer = next_deal(rules, dealer, result)
        if rules.called_partner:
            row.append(_seat(hand.partner))
        row += [hand.bid, "" if hand.trump is None else SUIT_NAMES[hand.trump], outcome_word(rules, hand)]
        row.append(ALL_PASSED if hand.all_passed else "")  # the stuck dealer: History's *
        row += list(hand.meld)
        row += list(hand.took) if hand.took else ["", ""]
        if rules.dix:
            row += list(hand.nines) if hand.nines else ["", ""]
        if rules.take_all_wins:
            row.append("" if hand.all_tricks is None else sides[hand.all_tricks])
        row += list(delta) + totals + [result, reason] + side_whys(rules, hand, len(sides))
        yield _line(row)
    winner = ledger.winner()
    if winner is not None:
        # The closing row: who won and the rule that ended the game, as the scores screen says it.
        hand = ledger.hand(ledger.count - 1)
        yield _line((WINNER, sides[winner], game_why(rules, hand, totals, winner)))


def _free_name(folder, prefix, suffix, listdir):
    taken = listdir(folder)
    for number in range(1, 1000):
        name = "%s%03d%s" % (prefix, number, suffix)
        if name not in taken:
            return (folder if folder.endswith("/") else folder + "/") + name
    raise OSError(28)  # a thousand files: call the folder full (ENOSPC)


def save_csv(folder, ledger, team_names=(), opener=open, listdir=os.listdir):
    """Write the game to the next free game-NNN.csv in folder; returns its path. OSError when the drive
    is read-only (edit mode) or full. A new file, never a save slot: a cut here cannot cost the game."""
    path = _free_name(folder, "game-", ".csv", listdir)
    with opener(path, "w") as file:
        for line in csv_lines(ledger, team_names):
            file.write(line)
    return path


def save_raw(folder, raw, opener=open, listdir=os.listdir):
    """Keep each damaged slot's bytes (Recovery.raw) as damaged-NNN.bin; returns the paths written."""
    paths = []
    for data in raw:
        path = _free_name(folder, "damaged-", ".bin", listdir)
        with opener(path, "wb") as file:
            file.write(data)
        paths.append(path)
    return paths
