"""Rule profiles as data: one Rules object per named ruleset, options folded in as flags."""

# Meld tables are indexed by how many copies of a combination a hand holds (0 to 4).
_DOUBLE_MELD = {
    "run": (0, 15, 150, 225, 300),
    "royal": (0, 4, 8, 12, 16),
    "marriage": (0, 2, 4, 6, 8),
    # arounds by rank: A, 10, K, Q, J (no around for tens)
    "arounds": ((0, 10, 100, 150, 200), None, (0, 8, 80, 120, 160), (0, 6, 60, 90, 120), (0, 4, 40, 60, 80)),
    "pinochle": (0, 4, 30, 60, 90),
}

_OPTIONS = {
    "roundhouse-run-39": "a round house with a run counts 39: the run's royal marriage counts again",
    "double-roundhouse-240": "two marriages in every suit count 240 in all",
    "take-all-wins": "a side that takes every trick wins the game",
    "bid-until-pass": "bidding goes on until all but one have passed",
    "play-to-target": "play to the target score, not one round of deals",
}

# What each option sets on the Rules.
_OPTION_EFFECT = {
    "roundhouse-run-39": ("roundhouse_run_39", True),
    "double-roundhouse-240": ("double_roundhouse_240", True),
    "take-all-wins": ("take_all_wins", True),
    "bid-until-pass": ("one_bid_each", False),
    "play-to-target": ("play_to_target", True),
}

PROFILE_NAMES = ("double", "double-x10", "klemic", "single", "call-for-card")


def _scaled(table, scale):
    return tuple(value * scale for value in table)


class Rules:
    """Everything a ruleset decides, as plain values; code reads these, never the profile name."""

    def __init__(self, name, **values):
        self.name = name
        # deck
        self.deck_name = "a double deck"
        self.rank_count = 5
        self.copies = 4
        self.hand_size = 20
        self.players = 4
        # call for a card: the declarer calls a card, its holder partners them for one hand; scores per player
        self.called_partner = False
        # meld
        self.run = _DOUBLE_MELD["run"]
        self.royal = _DOUBLE_MELD["royal"]
        self.marriage = _DOUBLE_MELD["marriage"]
        self.arounds = _DOUBLE_MELD["arounds"]
        self.pinochle = _DOUBLE_MELD["pinochle"]
        self.run_extra = 0  # single deck: each second trump K or Q beside a run adds this
        self.dix = 0  # points per trump nine
        self.double_roundhouse = 240
        self.roundhouse_run_39 = False
        self.double_roundhouse_240 = False
        # bidding
        self.bid_min = 50
        self.bid_small_step = 1
        self.bid_big_from = 60  # from here bids go in big steps
        self.bid_big_step = 5
        self.dealer_bid = 50  # the dealer's forced bid when everyone passes
        self.one_bid_each = False
        self.meld_per_signal_step = 10  # meld shown per small bid step in the 50s; 0: no signals
        # settlement
        self.counters = 50  # counter points in the deck, last trick included
        self.last_trick = 2
        self.min_take = 20  # declarers must take this many; defenders too, to score
        self.meld_min = 20  # a side with less meld melds nothing
        self.marriage_required = True
        self.concede_gap = 0  # single deck: a bid this far over the meld is conceded (0: never automatic)
        self.defenders_need_capture = False  # single deck: meld kept only if they captured a point
        self.nines_kept = False  # single deck: a meld of trump nines alone is kept anyway
        self.target = 500
        self.take_all_wins = False
        self.play_to_target = True
        self.options = ()
        self.allowed_options = ("roundhouse-run-39", "double-roundhouse-240", "take-all-wins")
        for key in values:
            if not hasattr(self, key):
                raise AttributeError(key)
            setattr(self, key, values[key])
        self.size = 4 * self.rank_count

    def with_options(self, options):
        """A copy of these rules with the named options switched on."""
        rules = Rules(self.name)
        for key in self.__dict__:
            setattr(rules, key, getattr(self, key))
        names = []
        for option in options:
            if option not in self.allowed_options:
                if option in _OPTIONS:
                    raise ValueError("option '%s' does not apply to %s" % (option, self.name))
                raise ValueError(
                    "unknown option '%s'; %s takes: %s" % (option, self.name, ", ".join(self.allowed_options) or "none")
                )
            attribute, value = _OPTION_EFFECT[option]
            setattr(rules, attribute, value)
            if option not in names:
                names.append(option)
        rules.options = tuple(names)
        return rules

    def needed(self, bid, meld):
        """Counters the declarers must take to make the bid with this meld."""
        return max(bid - meld, self.min_take)


def option_help(option):
    return _OPTIONS.get(option, "")


def _double_x10():
    scaled = {key: _scaled(table, 10) for key, table in _DOUBLE_MELD.items() if key != "arounds"}
    arounds = tuple(None if table is None else _scaled(table, 10) for table in _DOUBLE_MELD["arounds"])
    return Rules(
        "double-x10",
        arounds=arounds,
        double_roundhouse=2400,
        bid_min=500,
        bid_small_step=10,
        bid_big_from=600,
        bid_big_step=50,
        dealer_bid=500,
        meld_per_signal_step=100,
        counters=490,  # the text: A, 10 and K 10 each (480) and the last trick 10
        last_trick=10,
        min_take=200,
        meld_min=200,
        target=5000,
        **scaled
    )


def _klemic():
    # Doubles merely double; pinochles 4/30/45/60; no marriage needed; a round house with a run is 39.
    return Rules(
        "klemic",
        run=(0, 15, 30, 45, 60),
        arounds=((0, 10, 20, 30, 40), None, (0, 8, 16, 24, 32), (0, 6, 12, 18, 24), (0, 4, 8, 12, 16)),
        pinochle=(0, 4, 30, 45, 60),
        roundhouse_run_39=True,
        bid_small_step=5,
        dealer_bid=45,
        one_bid_each=True,
        meld_per_signal_step=0,  # one bid each: the text gives bid meanings, not a count
        marriage_required=False,
        allowed_options=("roundhouse-run-39", "double-roundhouse-240", "take-all-wins", "bid-until-pass"),
    )


def _single():
    return Rules(
        "single",
        deck_name="a single deck",
        rank_count=6,
        copies=2,
        hand_size=12,
        run=(0, 150, 1500),
        royal=(0, 40, 80),
        marriage=(0, 20, 40),
        arounds=((0, 100, 1000), None, (0, 80, 800), (0, 60, 600), (0, 40, 400), None),
        pinochle=(0, 40, 300),
        run_extra=40,
        dix=10,
        bid_min=250,
        bid_small_step=10,
        bid_big_from=250,
        bid_big_step=10,
        dealer_bid=250,
        meld_per_signal_step=0,
        counters=250,
        last_trick=10,
        min_take=0,
        meld_min=0,
        marriage_required=False,
        concede_gap=250,
        defenders_need_capture=True,
        nines_kept=True,
        target=1500,
        allowed_options=(),
    )


def _call_for_card():
    return Rules(
        "call-for-card",
        hand_size=16,
        players=5,
        called_partner=True,
        meld_per_signal_step=0,  # the text: partners are unknown while bidding, signals are irrelevant
        play_to_target=False,
        allowed_options=("roundhouse-run-39", "double-roundhouse-240", "play-to-target"),
    )


_BUILDERS = {
    "double": lambda: Rules("double"),
    "double-x10": _double_x10,
    "klemic": _klemic,
    "single": _single,
    "call-for-card": _call_for_card,
}


def get_rules(name="double", options=()):
    """The Rules for a profile name with options; ValueError names what is wrong."""
    if isinstance(name, Rules):
        return name.with_options(options) if options else name
    builder = _BUILDERS.get(name)
    if builder is None:
        raise ValueError("unknown rules '%s'; choose one of: %s" % (name, ", ".join(PROFILE_NAMES)))
    rules = builder()
    return rules.with_options(options) if options else rules
