"""Why each side scored what it did, and why a game ended, in a player's words, from the Rules' fields alone.
Imported by the screens that show a verdict (on demand: pinochle.memory)."""

from pinochle.settle import (
    BID_LOST,
    MELD_STANDS,
    MELD_UNDER,
    NINES_KEPT,
    NO_CAPTURE,
    TAKE_UNDER,
    settle,
    side_counters,
)


def explain(rules, hand):
    """(side, points, why) for each side scored other than meld plus counters, as settle() notes it: a take under
    the minimum, meld under the minimum not counted, no point captured, a hand not played. The declarers' made or
    set is settle()'s reason; here they get a word only when no tricks were played."""
    settled = settle(rules, hand)
    lines = ()
    for who, note in enumerate(settled.notes):
        if note == BID_LOST:
            why = "bid lost"
        elif note == MELD_UNDER:
            why = "meld %d, under %d: not counted" % (hand.meld[who], rules.meld_min)
        elif note == TAKE_UNDER:
            why = "took %d, under %d" % (settled.sides.others, rules.min_take)
        elif note == NO_CAPTURE:
            why = "took no point" + _lost(rules, hand.meld[who])
        elif note == MELD_STANDS:
            why = "meld kept, no tricks"
        elif note == NINES_KEPT:
            why = "took no point, nines kept"
        else:
            continue
        lines += ((who, settled.delta[who], why),)
    return lines


def _lost(rules, meld):
    """What capturing no point cost a side: its meld, when it had some that counts."""
    return ": meld %d lost" % meld if meld and meld >= rules.meld_min else ""


def side_whys(rules, hand, sides):
    """explain()'s why for each of `sides` sides, "" for one scored plainly (meld plus counters, or the declarers'
    made or set, which the reason says): the CSV's and the replay's per-side column."""
    whys = [""] * sides
    for side, _, why in explain(rules, hand):
        whys[side] = why
    return whys


def why_lines(rules, hand, name):
    """explain() as lines for a screen, "THEM +0: took 18, under 20"; sides with the same points and why share
    one line (call for a card's three defenders). name(side) gives a side's name."""
    lines = ()
    done = ()
    entries = explain(rules, hand)
    for _, points, why in entries:
        if (points, why) not in done:
            done += ((points, why),)
            names = " ".join(name(side) for side, same, text in entries if (same, text) == (points, why))
            lines += ("%s %+d: %s" % (names, points, why),)
    return lines


def game_why(rules, hand, totals, winner):
    """The rule that ended the game with `winner` ahead after `hand`."""
    if hand.all_tricks is not None:
        return "took every trick"
    if not rules.play_to_target:
        return "most points, every deal done"
    declaring = side_counters(rules, hand).declaring
    if winner in declaring and any(totals[who] >= rules.target for who in range(len(totals)) if who != winner):
        return "declarers out first"
    return "reached %d" % rules.target
