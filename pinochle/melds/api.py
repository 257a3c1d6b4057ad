"""The meld calls of the calculator and a player (pinochle.by_trump, offer, parse_hand): hands as card text or
counts, checked, and parts named the way a player says them. Loaded when used."""

from pinochle.melds import add_part, arounds_and_pinochles, count_marriages, evaluate, round_house_options
from pinochle.rules import get_rules


def parse_hand(text, rules="double"):
    """Count per card (a bytearray) for a hand written as text; ValueError names the bad token or count."""
    from pinochle.melds.cards import counts_from_text

    return counts_from_text(text, get_rules(rules))


def prepare(hand, rules, options):
    """(rules, hand counts) from a profile name and card text or counts, checked."""
    rules = get_rules(rules, options)
    if isinstance(hand, str):
        return rules, parse_hand(hand, rules)
    if len(hand) != rules.size or max(hand) > rules.copies or sum(hand) > rules.hand_size:
        # Counts that break the deck's limits: pinochle.melds.cards says which.
        from pinochle.melds.cards import check_counts

        check_counts(hand, rules)
    return rules, hand


def by_trump(hand, rules="double", options=()):
    """Meld total for each trump, in suit order S H D C."""
    rules, hand = prepare(hand, rules, options)
    return tuple(evaluate(hand, trump, rules) for trump in range(4))


def offer(hand, rules="double", options=(), parts=None):
    """Meld you can offer before trump is named: arounds, pinochles, every marriage at plain value, no runs."""
    rules, hand = prepare(hand, rules, options)
    marriages = count_marriages(hand, rules, -1)
    points = add_part(parts, "marriage", marriages, marriages * rules.marriage[1])
    points += arounds_and_pinochles(hand, rules, parts)
    if rules.double_roundhouse_240:
        # A double round house holds whatever the trump; with no trump its royal marriages are plain ones.
        points += round_house_options(hand, 0, rules.marriage[1], rules, parts)
    return points


def part_label(name, count):
    """How a player says a part: 'double run', 'triple pinochle', 'marriage x2'."""
    if count == 1:
        return name
    if count <= 4 and (name in ("run", "pinochle") or name.endswith("around")):
        return ("", "", "double ", "triple ", "quadruple ")[count] + name
    return "%s x%d" % (name, count)
