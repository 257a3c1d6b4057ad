"""Cards as small ints and hands as a bytearray of counts, parsed from text as players write it."""

from pinochle.rules import SUIT_SYMBOLS, SUITS

# Rank order is card strength; the 9 is last so a double deck is the single deck's first five ranks.
# A card's index in a hand is suit * rank_count + rank.
RANKS = ("A", "10", "K", "Q", "J", "9")
ACE = 0
KING = 2
QUEEN = 3
JACK = 4
NINE = 5


def card_name(index, rank_count):
    return RANKS[index % rank_count] + SUITS[index // rank_count]


def parse_card(token):
    """(suit, rank) for one card token such as 'AH', '10h', 'T♥'; ValueError naming it otherwise."""
    text = token.upper()
    suit = SUITS.find(text[-1:])
    if suit < 0:
        suit = SUIT_SYMBOLS.find(text[-1:])
        suit = suit & 3 if suit >= 0 else -1
    rank = "10" if text[:-1] == "T" else text[:-1]
    if suit < 0 or rank not in RANKS:
        raise ValueError("unknown card '%s'" % token)
    return suit, RANKS.index(rank)


def _too_many(index, count, deck):
    return ValueError(
        "too many %s: %d, %s has %d" % (card_name(index, deck.rank_count), count, deck.deck_name, deck.copies)
    )


def card_index(token, deck):
    """A card's index in a hand of the deck (a Rules) for one card token; ValueError naming it otherwise."""
    suit, rank = parse_card(token)
    if rank >= deck.rank_count:
        raise ValueError("no %ss in %s: '%s'" % (RANKS[rank], deck.deck_name, token))
    return suit * deck.rank_count + rank


def counts_from_text(text, deck):
    """Count per card for a hand written as text, checked against the deck (a Rules)."""
    hand = bytearray(deck.size)
    cards = 0
    for token in text.replace(",", " ").split():
        index = card_index(token, deck)
        hand[index] += 1
        cards += 1
        if hand[index] > deck.copies:
            raise _too_many(index, hand[index], deck)
        if cards > deck.hand_size:
            raise ValueError("too many cards: %d, a hand holds %d" % (cards, deck.hand_size))
    return hand


def check_counts(hand, deck):
    """Validate a count-per-card hand built elsewhere (the calculator grid, the API); returns its card count."""
    if len(hand) != deck.size:
        raise ValueError("a hand needs %d counts for %s, got %d" % (deck.size, deck.deck_name, len(hand)))
    for index in range(deck.size):
        if hand[index] > deck.copies:
            raise _too_many(index, hand[index], deck)
    cards = sum(hand)
    if cards > deck.hand_size:
        raise ValueError("too many cards: %d, a hand holds %d" % (cards, deck.hand_size))
    return cards
