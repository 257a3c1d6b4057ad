"""Presses to ask "Which card may I play" from the scores screen, on five buttons, three, the keypad and the
MacroPad, the shortest way on each step, for random tricks; every answer checked against pinochle.play.
`python3 bench/which_card_presses.py`."""

import argparse
import os
import random
import statistics
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [ROOT, os.path.join(ROOT, "tests", "helpers")]

from bench.presses import DIGIT_LAYOUTS, Board  # noqa: E402
from pinochle.host.simulate import deal  # noqa: E402
from pinochle.melds.cards import card_name  # noqa: E402
from pinochle.play import legal, legal_cards  # noqa: E402
from pinochle.rules import SUIT_NAMES, make_rules  # noqa: E402

_DONE = 4  # the trick step's position past clubs (pinochle.app.which_card)


def shortest(board, now, to, span, ahead, behind):
    forward = (to - now) % span
    for _ in range(min(forward, span - forward)):
        board.act(ahead if forward <= span - forward else behind, "nav")


def ask(board, trump, trick, held):
    """The presses from the scores screen to the answer for trick and the held cards of the suit led and trump;
    returns the answer's first line."""
    rules = board.app.rules
    ranks = rules.rank_count
    board.choose("Which card")
    board.choose(SUIT_NAMES[trump])
    screen = board.screen()
    for card in trick:
        shortest(board, screen.suit, card // ranks, 5, "RIGHT", "LEFT")
        shortest(board, screen.selected, card % ranks, ranks, "DOWN", "UP")
        board.act("OK", "card")
    if len(trick) < rules.players - 1:
        shortest(board, screen.suit, _DONE, 5, "RIGHT", "LEFT")
        board.act("OK", "nav")
    for card in sorted(held, key=lambda card: (card // ranks != trick[0] // ranks, card)):  # the suit led first
        cards = screen.cards()
        if card in cards:  # trumps are not asked once you hold the suit led
            shortest(board, screen.selected, cards.index(card), len(cards), "DOWN", "UP")
            board.act("OK", "card")
    return screen.header()[0]


def ask_by_key(board, trump, trick, held):
    """ask() on a keypad or a MacroPad: a suit key (7 8 9 0) where the suit changes, a rank key (1-5, 1-6) a card;
    # ends a trick that is not whole."""
    rules = board.app.rules
    ranks = rules.rank_count
    board.choose("Which card")
    board.act("7890"[trump], "nav")
    screen = board.screen()
    for card in list(trick) + [None] * (len(trick) < rules.players - 1):
        if card is None:
            board.act("OK", "nav")
            break
        if card // ranks != screen.suit:
            board.act("7890"[card // ranks], "card")
        board.act(str(card % ranks + 1), "card")
    for card in sorted(held, key=lambda card: (card // ranks != trick[0] // ranks, card)):
        if card in screen.cards():
            if card // ranks != screen.suit:
                board.act("7890"[card // ranks], "card")
            board.act(str(card % ranks + 1), "card")
    return screen.header()[0]


def case(rules, rng, played):
    """(trump, trick of `played` cards played legally at random, the next player's hand)."""
    trump = rng.randrange(4)
    hands = deal(rules, rng)
    trick = []
    for seat in range(played):
        trick.append(rng.choice(legal_cards(rules, trump, trick, hands[seat])[0]))
    return trump, trick, hands[played]


def expected(rules, trump, trick, hand):
    cards, _ = legal(rules, trump, trick, hand)
    ranks = rules.rank_count
    if not trick or [card for card in cards if card // ranks not in (trick[0] // ranks, trump)]:
        return "play any card"  # a card neither of the suit led nor trump is legal: so is every card
    return "play " + " ".join(card_name(card, rules.rank_count) for card in cards)


def measure(mode, profile, rows, deals, seed, played):
    rules = make_rules(profile)
    rng = random.Random(seed)
    counts = []
    for _ in range(deals):
        trump, trick, hand = case(rules, rng, played)
        board = Board(mode, profile, rows)
        ranks = rules.rank_count
        suits = {trick[0] // ranks, trump} if trick else set()
        held = {card for card in range(rules.size) if hand[card] and card // ranks in suits}
        shown = (ask_by_key if mode in DIGIT_LAYOUTS else ask)(board, trump, trick, held)
        want = expected(rules, trump, trick, hand)
        if trick and not held:
            want = "mark your cards"  # with "none held: any card" under it
        if not want.startswith(shown):  # a long list wraps onto the next line
            raise AssertionError("%s %s %s: shows %r, wants %r" % (SUIT_NAMES[trump], trick, held, shown, want))
        counts.append(board.counted())
    return counts


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=500, help="random tricks per row (default 500)")
    parser.add_argument("--seed", type=int, default=29)
    args = parser.parse_args(argv)
    print("| buttons | profile | screen | cards before yours | mean | median | max | under 20 |")
    print("|---|---|---|---|---|---|---|---|")
    for mode in ("five", "three") + DIGIT_LAYOUTS:
        for profile in ("double", "single"):
            for rows in (5, 3):
                for played in (3, 1, 0):
                    if rows == 3 and played != 3:
                        continue
                    counts = measure(mode, profile, rows, args.deals, args.seed, played)
                    under = sum(1 for count in counts if count < 20) * 100.0 / len(counts)
                    print(
                        "| %s | %s | %s | %d | %.1f | %d | %d | %.0f%% |"
                        % (
                            mode,
                            profile,
                            "128x64" if rows == 5 else "128x32",
                            played,
                            statistics.mean(counts),
                            statistics.median(counts),
                            max(counts),
                            under,
                        )
                    )


if __name__ == "__main__":
    main()
