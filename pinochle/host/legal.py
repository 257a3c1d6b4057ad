"""`python -m pinochle legal`: the cards a player may play to a trick and why (pinochle.play), from card text."""

from pinochle.host import answer_lines, one_line
from pinochle.melds.breakdown import parse_trump
from pinochle.melds.cards import card_index, card_name, counts_from_text
from pinochle.play import legal
from pinochle.rules import get_rules


def legal_in_words(rules, trump, trick, hand):
    """(the legal cards as card text, each distinct card once; the reason) for trump, trick and hand as text."""
    trick = [card_index(token, rules) for token in trick.replace(",", " ").split()]
    cards, why = legal(rules, parse_trump(trump), trick, counts_from_text(hand, rules))
    return " ".join(card_name(card, rules.rank_count) for card in cards), why


def _one_case(rules, line):
    parts = line.split("|")
    if len(parts) != 3:
        raise ValueError("expected TRUMP|TRICK|HAND, got %d part%s" % (len(parts), "" if len(parts) == 1 else "s"))
    return legal_in_words(rules, parts[0], parts[1], parts[2])[0]


def legal_command(args, stdin, stdout, stderr):
    try:
        rules = get_rules(args.rules)
        if args.cards == ["-"]:
            if args.trump is not None or args.trick:
                raise ValueError("with -, each line gives its trump and trick: TRUMP|TRICK|HAND")
            return answer_lines(stdin, stdout, stderr, lambda line: _one_case(rules, line))
        if args.trump is None:
            raise ValueError("legal needs --trump S, H, D or C")
        cards, why = legal_in_words(rules, args.trump, args.trick, " ".join(args.cards))
    except ValueError as error:
        stderr.write("pinochle: %s\n" % one_line(error))
        return 2
    stdout.write("%s\n%s\n" % (cards, why))
    return 0
