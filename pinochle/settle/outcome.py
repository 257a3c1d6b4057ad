"""A hand's outcome, one word in every channel and its mark in History. Loaded by History and the CSV export (on
demand: pinochle.memory), never by the verdict, which says it in the reason."""

from pinochle.settle import CONCEDED, NO_MARRIAGE, PLAYED, why_not_played

# What happened to a hand, one word in every channel (the CSV's outcome column, the replay's lines) and its mark in
# History: played; no marriage in trump; conceded, declared or a bid the deck cannot make; not played, the
# declarers' meld under the minimum.
NOT_PLAYED_WORD = "not-played"
MARKS = {PLAYED: "", NO_MARRIAGE: "n", CONCEDED: "c", NOT_PLAYED_WORD: "n"}


def outcome_word(rules, hand):
    """The hand's outcome as every channel names it: PLAYED, NO_MARRIAGE, CONCEDED or NOT_PLAYED_WORD."""
    stop = why_not_played(rules, hand)
    if stop is None:
        return PLAYED
    if hand.outcome == NO_MARRIAGE:
        return NO_MARRIAGE
    return CONCEDED if stop.result == CONCEDED else NOT_PLAYED_WORD
