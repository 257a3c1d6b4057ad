"""The play of the hand from the rules texts' own sentences (quoted in each test), their worked example, and the
traps: which cards are legal and why, who wins a trick, what captured cards are worth, bad input named."""

from support import message

from pinochle import parse_hand
from pinochle.melds.cards import card_name, parse_card
from pinochle.play import card_points, counters, legal, trick_winner
from pinochle.rules import PROFILE_NAMES, get_rules, make_rules

MICROPYTHON = True
# Every profile's deck played through: 32k on 32-bit MicroPython (`bench.heap need`), 8k spare.
MICROPYTHON_HEAP = "40k"

SPADES, HEARTS, DIAMONDS, CLUBS = 0, 1, 2, 3


def cards_of(text, rules):
    """Card indices in the order written: a trick."""
    indices = []
    for token in text.split():
        suit, rank = parse_card(token)
        indices.append(suit * rules.rank_count + rank)
    return indices


def play(profile, trump, trick, hand):
    """(the legal cards as text, the reason) for a trick and a hand written as text."""
    rules = get_rules(profile) if type(profile) is str else profile
    cards, why = legal(rules, trump, cards_of(trick, rules), parse_hand(hand, rules))
    return " ".join(card_name(card, rules.rank_count) for card in cards), why


def winner(profile, trump, trick):
    rules = get_rules(profile)
    return trick_winner(rules, trump, cards_of(trick, rules))


def test_worked_example_jack_of_diamonds_led_clubs_trump():
    # double-deck-partnership.txt: "Clubs is trump. Player 1 leads the jack of diamonds."
    for profile in ("partnership", "double"):
        # "Player 2 has in his hand, for diamonds: jack, king. He must play the king"
        assert play(profile, CLUBS, "JD", "JD KD AS AC KH") == ("KD", "must beat the J of diamonds: K")
        # "Player 3 does not have any diamonds, but he does have trump, so he must play the trump."
        assert play(profile, CLUBS, "JD KD", "JC QC AS AH") == ("QC JC", "no diamonds: must trump")
        assert winner(profile, CLUBS, "JD KD JC") == 2
        # "Player 4 has the following diamonds: jack, 10, ace. Because the high card is now the jack of clubs, he
        # can play any diamond he wants to (he cannot beat trump with non-trump)."
        assert play(profile, CLUBS, "JD KD JC", "JD 10D AD AC QS") == (
            "AD 10D JD",
            "any diamond: the J of clubs trumped it",
        )
        assert winner(profile, CLUBS, "JD KD JC AD") == 2


def test_follow_suit_first():
    # double-pinochle-and-variations.txt: "A player must play a card of the suit led if possible." Even a trump
    # or an ace of another suit that would win must wait.
    assert play("double", CLUBS, "QH", "JH AC AS") == ("JH", "must follow hearts: none beats the Q")


def test_beat_the_highest_card_if_possible():
    # "A player must play a card that will beat the highest card played if possible." Every higher card is
    # legal, not only the lowest that beats it; the lower ones are not.
    assert play("double", SPADES, "KD QD", "AD 10D JD JD QH") == ("AD 10D", "must beat the K of diamonds: A or 10")
    # The winning card is the one to beat, not the one led.
    assert play("double", SPADES, "JD AD", "10D KD") == ("10D KD", "must follow diamonds: none beats the A")


def test_void_in_the_suit_led_must_trump():
    # "If a player does not have any cards in the suit led, they must play trumps if possible."
    assert play("double", HEARTS, "AS", "JH AC AD") == ("JH", "no spades: must trump")


def test_overtrump_if_possible():
    # "If a player plays trumps, they must play a card higher than the highest trump played if possible."
    assert play("double", HEARTS, "AS QH", "AH KH JH AC") == ("AH KH", "no spades: must beat the Q of hearts: A or K")
    # Trump led: following it is beating the highest trump.
    assert play("double", HEARTS, "QH KH", "AH JH AC") == ("AH", "must beat the K of hearts: A")


def test_void_in_both_any_card():
    # "If a player has no cards in the suit led and no trumps, they may play any card."
    assert play("double", HEARTS, "AS", "AC JD JD") == ("JD AC", "no spades, no trump: any card")


def test_clarification_trumped_trick_any_card_of_the_suit_led():
    # "(Clarification: If a player has a higher card in the suit led, but trumps have already been played they may
    # play any card in the suit led.)" Any card of the suit led: still not a trump or another suit.
    assert play("double", HEARTS, "KS JH", "AS QS AH AC") == ("AS QS", "any spade: the J of hearts trumped it")


def test_the_lead_is_free():
    # "The Declarer leads to the table any card they choose from their hand."
    assert play("double", HEARTS, "", "AS QS AH AC QS") == ("AS QS AH AC", "you lead: any card")


def test_trap_identical_card_played_second_does_not_win():
    # "If there is more than one of the highest card played to a trick, the first one played wins the trick."
    assert winner("double", HEARTS, "AS AS") == 0
    assert winner("double", HEARTS, "KS AS AS") == 1
    assert winner("double", SPADES, "AD AS AS") == 1
    # So a second ace does not beat the first: the player may follow with any spade.
    assert play("double", HEARTS, "AS", "AS QS") == ("AS QS", "must follow spades: none beats the A")


def test_trap_the_ten_ranks_above_the_king():
    # "The value of the cards is as follows: Ace, 10, king, queen, jack (note the 10 is out of its "normal" place)."
    assert play("double", HEARTS, "KD", "10D QD") == ("10D", "must beat the K of diamonds: 10")
    assert winner("double", HEARTS, "KD 10D") == 1
    assert winner("double", HEARTS, "10D KD") == 0
    # single-deck-partnership-dailey.txt: "Card strength, high to low, is A, 10, K, Q, J, 9."
    assert play("single", HEARTS, "9D", "10D JD AC") == ("10D JD", "must beat the 9 of diamonds: 10 or J")
    assert winner("single", HEARTS, "JD 9D") == 0


def test_trap_ranks_compare_only_within_a_suit():
    # An ace of another suit is no higher than a king led; only a trump beats the suit led.
    assert winner("double", CLUBS, "KS AH AD") == 0
    assert winner("double", CLUBS, "KS AH JC") == 2
    assert play("double", CLUBS, "KS AH", "QS AD") == ("QS", "must follow spades: none beats the K")
    # single: "even a low trump beats any non-trump card."
    assert winner("single", CLUBS, "AS 9C") == 1


def test_trap_void_with_only_lower_trumps_must_still_trump():
    # Void in the suit led, the trick already trumped higher than any trump held: still a trump.
    assert play("double", CLUBS, "AD AC", "JC QC AS AH") == (
        "QC JC",
        "no diamonds: must trump, none beats the A",
    )
    assert play("partnership", CLUBS, "AD AC", "JC AS") == ("JC", "no diamonds: must trump, none beats the A")
    # single: the text says only "beat the winning card whenever possible"; the profile reads it the same way.
    assert play("single", CLUBS, "AD AC", "9C AS") == ("9C", "no diamonds: must trump, none beats the A")


def test_a_table_that_frees_the_undertrump():
    # Rules.void_must_trump is a profile value: a table reading "whenever possible" literally plays any card.
    rules = make_rules("single")
    rules.void_must_trump = False
    assert play(rules, CLUBS, "AD AC", "9C AS") == ("AS 9C", "no diamonds, no trump beats the A: any card")
    # A trump that beats is still owed.
    assert play(rules, CLUBS, "AD KC", "AC 9C AS") == ("AC", "no diamonds: must beat the K of clubs: A")


def test_five_players_trick_of_five():
    # call-for-card: five players, so a trick has five cards and the fifth player still plays.
    assert play("call-for-card", SPADES, "JD QD KD 10D", "AD JD") == ("AD", "must beat the 10 of diamonds: A")
    assert winner("call-for-card", SPADES, "JD QD KD 10D AD") == 4


def test_counters_of_every_profile():
    # "There are 50 "game points" available (48 for the cards, and 2 for last trick)."; double-x10: "the Ace, Ten,
    # and King are each 10 points and the last trick is 10 points"; single: "the two teams' captured totals must
    # add to 250".
    expected = {"double": 50, "double-x10": 490, "single": 250, "partnership": 50, "klemic": 50, "call-for-card": 50}
    for profile in PROFILE_NAMES:
        rules = get_rules(profile)
        deck = bytearray([rules.copies] * rules.size)
        assert counters(rules, deck, True) == rules.counters == expected[profile], profile
        assert counters(rules, bytearray(rules.size), True) == rules.last_trick


def test_card_points_a_ten_king_only():
    # "Each Ace, 10, and King counts 1 point"; single: "Captured Q, J and 9 are zero."
    rules = get_rules("double")
    assert [card_points(rules, card) for card in cards_of("AH 10H KH QH JH", rules)] == [1, 1, 1, 0, 0]
    single = get_rules("single")
    assert [card_points(single, card) for card in cards_of("AS 10S KS QS JS 9S", single)] == [10, 10, 10, 0, 0, 0]
    x10 = get_rules("double-x10")
    captured = parse_hand("AH AH 10S KC QC JD", x10)
    assert counters(x10, captured, False) == 40
    assert counters(x10, captured, True) == 50


def test_bad_input_is_named():
    rules = get_rules("double")
    hand = parse_hand("AS KS", rules)
    assert message(ValueError, legal, rules, 4, [], hand) == "trump must be a suit 0-3, not 4"
    assert message(ValueError, legal, rules, 0, [], bytearray(24)) == "a hand needs 20 counts for a double deck, got 24"
    assert message(ValueError, legal, rules, 0, [0, 1, 2, 3], hand) == "4 cards played: a trick of 4 players is whole"
    assert message(ValueError, legal, rules, 0, [20], hand) == "no card 20 in a double deck"
    assert message(ValueError, legal, rules, 0, [0, 0, 0], parse_hand("AS AS", rules)) == (
        "5 AS in the trick and hand: a double deck has 4"
    )
    assert message(ValueError, legal, rules, 0, [0], bytearray(20)) == "no cards in the hand"
