"""The play of the hand for every profile: the cards a player may play and why, who wins a trick, and what
captured cards are worth. A card is its index (pinochle.melds.cards), a hand a bytearray of counts."""

from pinochle import const
from pinochle.rules import SUIT_NAMES, SUITS

_RANKS = const(("A", "10", "K", "Q", "J", "9"))  # pinochle.melds.cards.RANKS, without loading the meld count
_KING = const(2)  # ranks up to the king (A, 10, K) are the counters

# How legal_cards found the cards, each with its words in legal. Constants the VM folds: a board keeps no name
# for them (names are never freed).
_LEAD = const(0)  # the first card of the trick: any
_BEAT = const(1)  # following suit, able to beat the winning card
_FOLLOW = const(2)  # following suit, none beats it
_TRUMPED = const(3)  # following a suit someone trumped: any of it
_TRUMP = const(4)  # void in the suit led, no trump played yet: any trump
_OVERTRUMP = const(5)  # void, beating a trump already played
_UNDERTRUMP = const(6)  # void, no trump beats the one played: a trump still owed
_ANY = const(7)  # void in the suit led and in trump
_ANY_UNDER = const(8)  # the same where a trump is not owed (Rules.void_must_trump): any card


def trick_winner(rules, trump, trick):
    """Position in the trick of the card that takes it: the highest trump, else the highest card of the suit led;
    of identical cards, the first played (a later one only equals it)."""
    ranks = rules.rank_count
    best = 0
    for position in range(1, len(trick)):
        card = trick[position]
        winning = trick[best]
        if card // ranks == winning // ranks:
            if card < winning:  # same suit: a smaller index is a higher rank (A, 10, K, Q, J, 9)
                best = position
        elif card // ranks == trump:
            best = position
    return best


def legal_cards(rules, trump, trick, hand):
    """(the distinct cards that may be played, ascending; how they were found, a small int) without checks or
    words, for simulated play. The texts' order: follow suit, beating the winning card if possible; void, trump, beating
    the winning trump if possible; void in both, any card."""
    ranks = rules.rank_count
    held = tuple(card for card in range(len(hand)) if hand[card])
    if not trick:
        return held, _LEAD
    led = trick[0] // ranks
    winning = trick[trick_winner(rules, trump, trick)]
    suit = led
    cards = tuple(card for card in held if card // ranks == led)
    if not cards:
        suit = trump
        cards = tuple(card for card in held if card // ranks == trump)
        if not cards:
            return held, _ANY
    if winning // ranks != suit:
        # Following a suit someone trumped: no card of it can win, any will do. Void and trumping: any trump wins.
        return cards, _TRUMPED if suit == led else _TRUMP
    higher = tuple(card for card in cards if card < winning)
    if higher:
        return higher, _BEAT if suit == led else _OVERTRUMP
    if suit == led:
        return cards, _FOLLOW
    # Void in the suit led, no trump above the one winning (the single deck's text says only "beat the winning
    # card whenever possible"; Rules.void_must_trump says whether a trump is still owed).
    return (cards, _UNDERTRUMP) if rules.void_must_trump else (held, _ANY_UNDER)


def legal(rules, trump, trick, hand):
    """(the distinct cards the player holding `hand` may play to `trick`, ascending; the reason in words, as
    'must beat the K of diamonds: A or 10'). ValueError names a trick or hand the deck cannot hold."""
    _check(rules, trump, trick, hand)
    cards, how = legal_cards(rules, trump, trick, hand)
    if how == _LEAD:
        return cards, "you lead: any card"
    ranks = rules.rank_count
    led = SUIT_NAMES[trick[0] // ranks].lower()
    winning = trick[trick_winner(rules, trump, trick)]
    rank = _RANKS[winning % ranks]  # the card winning, by rank alone where its suit is said already, or is trump
    suit = SUIT_NAMES[winning // ranks].lower()
    if how == _BEAT or how == _OVERTRUMP:
        higher = " or ".join(_RANKS[card % ranks] for card in cards)
        if how == _BEAT:
            return cards, "must beat the %s of %s: %s" % (rank, suit, higher)
        return cards, "no %s: must beat the %s of %s: %s" % (led, rank, suit, higher)
    if how == _FOLLOW:
        return cards, "must follow %s: none beats the %s" % (led, rank)
    if how == _TRUMPED:
        return cards, "any %s: the %s of %s trumped it" % (led[:-1], rank, suit)
    if how == _TRUMP:
        return cards, "no %s: must trump" % led
    if how == _UNDERTRUMP:
        return cards, "no %s: must trump, none beats the %s" % (led, rank)
    if how == _ANY_UNDER:
        return cards, "no %s, no trump beats the %s: any card" % (led, rank)
    return cards, "no %s, no trump: any card" % led


def _check(rules, trump, trick, hand):
    if not (type(trump) is int and 0 <= trump < 4):
        raise ValueError("trump must be a suit 0-3, not %r" % (trump,))
    if len(hand) != rules.size:
        raise ValueError("a hand needs %d counts for %s, got %d" % (rules.size, rules.deck_name, len(hand)))
    if len(trick) >= rules.players:
        raise ValueError("%d cards played: a trick of %d players is whole" % (len(trick), rules.players))
    seen = bytearray(hand)
    for card in trick:
        if not (type(card) is int and 0 <= card < rules.size):
            raise ValueError("no card %r in %s" % (card, rules.deck_name))
        seen[card] += 1
    for card in range(rules.size):
        if seen[card] > rules.copies:
            name = _RANKS[card % rules.rank_count] + SUITS[card // rules.rank_count]
            raise ValueError(
                "%d %s in the trick and hand: %s has %d" % (seen[card], name, rules.deck_name, rules.copies)
            )
    if not sum(hand):
        raise ValueError("no cards in the hand")
    if sum(hand) > rules.hand_size:
        raise ValueError("too many cards: %d, a hand holds %d" % (sum(hand), rules.hand_size))


def card_points(rules, card):
    """What one captured card is worth: an A, 10 or K one counter (rules.point_unit), the others nothing."""
    return rules.point_unit if card % rules.rank_count <= _KING else 0


def counters(rules, cards, last_trick):
    """Counters a side took: the cards it captured (a bytearray of counts) and the last trick's bonus if it won
    it. Every card and the last trick come to rules.counters (50, 490 in double-x10, 250 in single)."""
    points = rules.last_trick if last_trick else 0
    for card in range(len(cards)):
        if cards[card]:
            points += cards[card] * card_points(rules, card)
    return points
