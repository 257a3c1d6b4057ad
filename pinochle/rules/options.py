"""What pinochle.rules.make_rules needs only for a game with options or for a mistake: the options' table, and
errors that say what is wrong. Loaded for one call and dropped (most games take no options)."""

# Option name -> the Rules field it sets, and to what.
_OPTIONS = {
    "roundhouse-run-39": ("roundhouse_run_39", True),
    "double-roundhouse-240": ("double_roundhouse_240", True),
    "take-all-wins": ("take_all_wins", True),
    "bid-until-pass": ("one_bid_each", False),
    "play-to-target": ("play_to_target", True),
    "redeal-same-dealer": ("redeal_same_dealer", True),
}


def option_field(option):
    """(the Rules field an option sets, its value): what the settings compare with a profile's own."""
    return _OPTIONS[option]


def set_options(rules, options):
    """Set the fields the options name on rules; returns the options once each, in order given."""
    names = []
    for option in options:
        if option not in rules.allowed_options:
            for refused, why in rules.refused_options:
                if option == refused:
                    raise ValueError("option '%s' does not apply to %s: %s" % (option, rules.name, why))
            if option in _OPTIONS:
                raise ValueError("option '%s' does not apply to %s" % (option, rules.name))
            raise ValueError(
                "unknown option '%s'; %s takes: %s" % (option, rules.name, ", ".join(rules.allowed_options) or "none")
            )
        field, value = _OPTIONS[option]
        setattr(rules, field, value)
        if option not in names:
            names.append(option)
    return tuple(names)


def unknown_rules(name):
    from pinochle.rules import PROFILE_NAMES

    return ValueError("unknown rules '%s'; choose one of: %s" % (name, ", ".join(PROFILE_NAMES)))


def bad_target(target):
    from pinochle.rules import RECORD_MAX

    return ValueError("target must be a whole number 1-%d, not %r" % (RECORD_MAX, target))
