"""Rule profiles as data: one Rules object per named ruleset, options folded in as flags.
Each profile's values (profiles/) and the options' table (options.py) are imported when a Rules needs them."""

# Suit letters in the order of a hand's counts: a card's index is suit * rank_count + rank (pinochle.melds.cards).
SUITS = "SHDC"
SUIT_NAMES = ("Spades", "Hearts", "Diamonds", "Clubs")
SUIT_SYMBOLS = "♠♥♦♣♤♡♢♧"  # solid, then outline: a symbol's index & 3 is its suit
PROFILE_NAMES = ("double", "double-x10", "klemic", "single", "call-for-card", "partnership")
# The largest number a hand's record holds (two bytes): a bid, a meld, a take, and so a game's target.
RECORD_MAX = 65535


def player(seat):
    """A seat's name wherever a player reads it (screens, refusals, reasons): P1 to P5, never the index."""
    return "P%d" % (seat + 1)


class Rules:
    """Everything a ruleset decides, as plain values; code reads these, never the profile name."""

    # Defaults are the double deck's, as class attributes: a profile's instance holds only what differs.
    # deck
    deck_name = "a double deck"
    rank_count = 5
    copies = 4
    hand_size = 20
    players = 4
    # call for a card: the declarer calls a card, its holder partners them for one hand; scores per player
    called_partner = False
    # meld
    run = (0, 15, 150, 225, 300)
    royal = (0, 4, 8, 12, 16)
    marriage = (0, 2, 4, 6, 8)
    arounds = (
        (0, 10, 100, 150, 200),
        None,
        (0, 8, 80, 120, 160),
        (0, 6, 60, 90, 120),
        (0, 4, 40, 60, 80),
    )
    pinochle = (0, 4, 30, 60, 90)
    run_extra = 0  # single deck: each second trump K or Q beside a run adds this
    dix = 0  # points per trump nine
    double_roundhouse = 240
    roundhouse_run_39 = False
    double_roundhouse_240 = False
    # bidding
    bid_min = 50
    bid_small_step = 1
    bid_big_from = 60  # from here bids go in big steps
    bid_big_step = 5
    big_bids_on_grid = True  # from bid_big_from bids are multiples of bid_big_step; False: raises of at least it
    dealer_bid = 50  # the dealer's forced bid when everyone passes
    stuck_dealer = True  # the text has the dealer take that bid when everyone passes (hand entry's "All passed")
    # Klemic's "Each player may only bid once" (bid-until-pass: round until all but one pass). Recorded only: the
    # companion takes the winning bid, not the calls, and either way no winning bid is refused.
    one_bid_each = False
    meld_per_signal_step = 10  # meld shown per small bid step in the 50s; 0: no signals
    signals = "skip"  # the signal convention a game uses unless the table sets one (pinochle.bidding.signals)
    # settlement
    counters = 50  # counter points in the deck, last trick included
    last_trick = 2
    min_take = 20  # declarers must take this many; defenders too, to score
    point_unit = 1  # every meld and counter value is a multiple of this (10 where each counter is 10)
    meld_min = 20  # a side with less meld melds nothing
    marriage_required = True
    concede_gap = 0  # single deck: a bid this far over the meld is conceded (0: never automatic)
    defenders_need_capture = False  # single deck: meld kept only if they captured a point
    nines_kept = False  # single deck: a meld of trump nines alone is kept anyway
    redeal_same_dealer = False  # a hand not played is dealt again by the same dealer (the deal stays)
    target = 500
    take_all_wins = False
    play_to_target = True
    # play (pinochle.play): a player void in the suit led, holding trumps that cannot beat a trump already played,
    # must still play one (False: any card)
    void_must_trump = True
    allowed_options = ("roundhouse-run-39", "double-roundhouse-240", "take-all-wins")  # the others: rules.options
    refused_options = ()  # (option, why the profile's text rules it out) pairs

    def __init__(self, name):
        self.name = name
        if name != "double":
            # A profile's module is named for it; the double deck's values are the class's own.
            profile = __import__("pinochle.rules.profiles." + name.replace("-", "_"), None, None, ("VALUES",))
            for field, value in profile.VALUES:
                setattr(self, field, value)
        self.size = 4 * self.rank_count
        # make_rules sets the options given. Set even when there are none: MicroPython grows a dict only once it
        # is full, and a full instance dict makes every read of a class default scan all of it.
        self.options = ()

    def needed(self, bid, meld):
        """Counters the declarers must take to make the bid with this meld."""
        return max(bid - meld, self.min_take)


_last = [None]  # the last Rules handed out: meld() is called with a profile name thousands of times


def get_rules(name="double", options=()):
    """The Rules for a profile name (or a Rules) with options; ValueError names what is wrong.

    Treat the result as read-only: it is handed out again for the same name and options.
    """
    last = _last[0]
    if last is not None and last.name == name and last.options == tuple(options):
        return last
    if isinstance(name, Rules):
        if not options or tuple(options) == name.options:
            return name
        rules = make_rules(name.name, tuple(name.options) + tuple(options), name.target)
    else:
        rules = make_rules(name, options)
    if type(name) is str and rules.options == tuple(options):  # a Rules given may carry a table's target
        _last[0] = rules
    return rules


def make_rules(name, options=(), target=None):
    """A new Rules of its own (a game's, whose target a table may change); ValueError names what is wrong."""
    if name not in PROFILE_NAMES:
        # Options and the words for a wrong name, option or target: only a game with options or a mistake needs them.
        from pinochle.rules.options import unknown_rules

        raise unknown_rules(name)
    rules = Rules(name)
    if options:
        from pinochle.rules.options import set_options

        rules.options = set_options(rules, options)
    if target is not None:
        if not isinstance(target, int) or not 0 < target <= RECORD_MAX:
            from pinochle.rules.options import bad_target

            raise bad_target(target)
        rules.target = target
    return rules
