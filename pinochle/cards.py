"""Cards as small ints and hands as a bytearray of counts, parsed from text as players write it."""

SUITS = "SHDC"
SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")
# Rank order is card strength; the 9 is last so a double deck is the single deck's first five ranks.
RANKS = ("A", "10", "K", "Q", "J", "9")
ACE = 0
TEN = 1
KING = 2
QUEEN = 3
JACK = 4
NINE = 5
SPADES = 0
HEARTS = 1
DIAMONDS = 2
CLUBS = 3

_SUIT_SYMBOLS = {"♠": 0, "♥": 1, "♦": 2, "♣": 3, "♤": 0, "♡": 1, "♢": 2, "♧": 3}
_RANK_TEXT = {"A": 0, "10": 1, "T": 1, "K": 2, "Q": 3, "J": 4, "9": 5}


def card_index(suit, rank, rank_count):
    """Index of a card in a hand whose deck has `rank_count` ranks per suit."""
    return suit * rank_count + rank


def card_name(index, rank_count):
    return RANKS[index % rank_count] + SUITS[index // rank_count]


def parse_card(token):
    """(suit, rank) for one card token, or raise ValueError naming it."""
    text = token.strip().upper()
    if len(text) < 2:
        raise ValueError("unknown card '%s'" % token)
    suit = _SUIT_SYMBOLS.get(text[-1])
    if suit is None:
        suit = SUITS.find(text[-1])
    rank = _RANK_TEXT.get(text[:-1], -1)
    if suit < 0 or rank < 0:
        raise ValueError("unknown card '%s'" % token)
    return suit, rank


def tokens(text):
    return text.replace(",", " ").split()


def parse_hand(text, deck):
    """Count per card for a hand written as text, checked against the deck."""
    hand = bytearray(deck.size)
    cards = 0
    for token in tokens(text):
        suit, rank = parse_card(token)
        if rank >= deck.rank_count:
            raise ValueError("no %ss in %s: '%s'" % (RANKS[rank], deck.deck_name, token))
        index = suit * deck.rank_count + rank
        hand[index] += 1
        cards += 1
        if hand[index] > deck.copies:
            raise ValueError(
                "too many %s: %d, %s has %d"
                % (card_name(index, deck.rank_count), hand[index], deck.deck_name, deck.copies)
            )
        if cards > deck.hand_size:
            raise ValueError("too many cards: %d, a hand holds %d" % (cards, deck.hand_size))
    return hand


def check_hand(hand, deck):
    """Validate a count-per-card hand built elsewhere (the calculator grid, the API)."""
    if len(hand) != deck.size:
        raise ValueError("a hand needs %d counts for %s, got %d" % (deck.size, deck.deck_name, len(hand)))
    cards = 0
    for index in range(deck.size):
        count = hand[index]
        if count > deck.copies:
            raise ValueError(
                "too many %s: %d, %s has %d"
                % (card_name(index, deck.rank_count), count, deck.deck_name, deck.copies)
            )
        cards += count
    if cards > deck.hand_size:
        raise ValueError("too many cards: %d, a hand holds %d" % (cards, deck.hand_size))
    return cards


def format_hand(hand, deck):
    """Cards grouped by suit, e.g. 'S: A K Q  H: 10 J'."""
    groups = []
    for suit in range(4):
        ranks = []
        for rank in range(deck.rank_count):
            ranks.extend([RANKS[rank]] * hand[suit * deck.rank_count + rank])
        if ranks:
            groups.append(SUITS[suit] + ": " + " ".join(ranks))
    return "  ".join(groups)
