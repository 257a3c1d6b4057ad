"""`python -m pinochle estimate`: for each trump a hand's meld, the counters its side may take, their lower quartile
and the plausible bid (pinochle.bidhelp), from card text; `-` reads one hand a line."""

from pinochle.host import answer_lines, one_line, whole_number
from pinochle.melds import evaluate
from pinochle.melds.cards import counts_from_text
from pinochle.rules import RECORD_MAX, SUITS, get_rules


def meld_ceiling(rules):
    """More meld than any hand of the profile holds: every kind of meld at its most at once (each run, around and
    pinochle at its top count, every marriage, every nine), which no hand reaches."""
    copies = rules.copies
    arounds = sum(values[-1] for values in rules.arounds if values)
    marriages = copies * (rules.royal[1] + 3 * rules.marriage[1])
    extras = 2 * copies * rules.run_extra + copies * rules.dix + rules.double_roundhouse
    return rules.run[-1] + arounds + rules.pinochle[-1] + marriages + extras


def partner_meld(rules, text):
    """The partner's meld from --partner's text; ValueError naming it when it is not a meld a partner can hold."""
    ceiling = min(RECORD_MAX, meld_ceiling(rules))
    try:
        meld = whole_number(text)
    except ValueError:
        shown = one_line(text, 24)  # a typo of thousands of digits is not echoed whole
        raise ValueError("--partner %s: the partner's meld is a whole number, 0 to %d" % (shown, ceiling)) from None
    if meld < 0:
        raise ValueError("--partner %d: a meld is never negative" % meld)
    if meld > ceiling:
        raise ValueError("--partner %d: over %d, more than any hand of %s melds" % (meld, ceiling, rules.deck_name))
    return meld


def hand_from_text(rules, text):
    """A whole hand of the profile from card text; ValueError naming what is wrong (a card the deck does not hold,
    too many copies, too many or too few cards)."""
    hand = counts_from_text(text, rules)
    cards = sum(hand)
    if cards < rules.hand_size:
        raise ValueError("too few cards: %d, a hand holds %d" % (cards, rules.hand_size))
    return hand


def estimate_lines(rules, table, hand, partner):
    """One line a trump: meld, the counters estimate, its lower quartile, the plausible bid and why."""
    from pinochle.bidhelp import estimate, exchange_meld, plausible_bid, reasons

    lines = []
    for trump in range(4):
        meld = evaluate(hand, trump, rules)
        counters, quartile = estimate(rules, table, hand, trump)
        exchange, counted = exchange_meld(rules, table, hand, trump, meld)
        bid, why = plausible_bid(rules, hand, trump, meld, partner, quartile, counted)
        words = ", ".join(reasons(rules, hand, trump))
        shown = ("bid %d" % bid) if bid else ("no bid: %s" % why)
        # The exchange's meld where the partners pass cards (the single deck), beside the meld it adds to.
        passed = ("  exchange about +%d meld" % exchange) if rules.copies == 2 else ""
        lines.append(
            "%s  meld %d%s  counters %d of %d  lower quartile %d  %s  (%s; partner %d)"
            % (SUITS[trump], meld, passed, counters, rules.counters, quartile, shown, words, partner)
        )
    return "\n".join(lines)


def estimate_command(args, stdin, stdout, stderr):
    from pinochle.bidhelp import load_table, partner_assumed

    try:
        rules = get_rules(args.rules, args.option)
        table = load_table(rules)
        partner = partner_assumed(table) if args.partner is None else partner_meld(rules, args.partner)
        if args.cards != ["-"]:
            hand = hand_from_text(rules, " ".join(args.cards))
    except ValueError as error:
        stderr.write("pinochle: %s\n" % one_line(error))
        return 2
    if args.cards == ["-"]:
        # A bad hand is refused on its own line and the hands after it still answered.
        return answer_lines(
            stdin,
            stdout,
            stderr,
            lambda line: estimate_lines(rules, table, hand_from_text(rules, line), partner),
            keep_going=True,
        )
    stdout.write(estimate_lines(rules, table, hand, partner) + "\n")
    return 0
