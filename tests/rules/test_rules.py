"""make_rules: profiles read from their modules; options, and the messages for a mistake, set by a module loaded
only for them; both on demand, dropped by pinochle.memory."""

import sys

from support import message

import pinochle
from pinochle.memory import drop_on_demand
from pinochle.rules import make_rules

MICROPYTHON = True
OPTIONS = "pinochle.rules.options"


def test_a_game_without_options_never_loads_the_option_code():
    pinochle.forget_module(OPTIONS)
    rules = make_rules("double")
    assert (rules.options, rules.roundhouse_run_39, rules.target) == ((), False, 500)
    rules = make_rules("klemic", (), 1000)
    assert (rules.options, rules.target, rules.one_bid_each) == ((), 1000, True)
    assert OPTIONS not in sys.modules


def test_options_are_set_by_a_module_loaded_for_them_that_the_memory_layer_drops():
    rules = make_rules("double", ["take-all-wins", "roundhouse-run-39", "take-all-wins"], 300)
    assert rules.options == ("take-all-wins", "roundhouse-run-39")
    assert (rules.take_all_wins, rules.roundhouse_run_39, rules.double_roundhouse_240, rules.target) == (
        True,
        True,
        False,
        300,
    )
    assert make_rules("klemic", ("bid-until-pass",)).one_bid_each is False
    assert make_rules("double").take_all_wins is False  # the defaults are the class's, untouched
    assert OPTIONS in sys.modules
    drop_on_demand()
    assert OPTIONS not in sys.modules and not hasattr(pinochle.rules, "options")


def test_a_wrong_name_option_or_target_is_named():
    assert message(ValueError, make_rules, "triple") == (
        "unknown rules 'triple'; choose one of: double, double-x10, klemic, single, call-for-card, partnership"
    )
    assert message(ValueError, make_rules, "single", ("nope",)) == "unknown option 'nope'; single takes: none"
    assert message(ValueError, make_rules, "double", ("bid-until-pass",)) == (
        "option 'bid-until-pass' does not apply to double"
    )
    assert message(ValueError, make_rules, "double", (), 0) == "target must be a whole number 1-65535, not 0"
    assert message(ValueError, make_rules, "double", (), "500") == "target must be a whole number 1-65535, not '500'"


def test_klemic_refuses_the_double_round_house_240_with_the_reason():
    # Klemic: doubles "do not count 10 times their single value but merely as double".
    assert message(ValueError, make_rules, "klemic", ("double-roundhouse-240",)) == (
        "option 'double-roundhouse-240' does not apply to klemic: Klemic's doubles count merely as double"
    )
    assert make_rules("klemic", ("roundhouse-run-39", "take-all-wins")).take_all_wins is True
    assert make_rules("double", ("double-roundhouse-240",)).double_roundhouse_240 is True


def test_get_rules_hands_out_the_last_rules_again():
    from pinochle.rules import get_rules

    double = get_rules("double")
    assert get_rules("double") is double and get_rules("double", ()) is double
    single = get_rules("single")
    assert single.name == "single" and get_rules("single") is single
    assert get_rules("double") is not double and get_rules("double").name == "double"
    assert get_rules("double", ("take-all-wins",)) is get_rules("double", ["take-all-wins"])
    # A Rules given with a table's target is never handed out for its profile's name.
    mine = make_rules("double", (), 300)
    assert get_rules(mine, ("take-all-wins",)).target == 300
    assert get_rules("double", ("take-all-wins",)).target == 500


def test_a_profile_is_read_from_its_module_that_the_memory_layer_drops():
    rules = make_rules("single")
    assert (rules.deck_name, rules.size, rules.dix, rules.allowed_options) == ("a single deck", 24, 10, ())
    assert "pinochle.rules.profiles.single" in sys.modules
    drop_on_demand()
    assert "pinochle.rules.profiles.single" not in sys.modules
    assert make_rules("single").deck_name == "a single deck"  # read again


def test_every_meld_and_counter_value_is_a_whole_number_of_point_units():
    # Hand entry moves meld and counters by point_unit; half a marriage was its unit before: the same in each.
    from pinochle.rules import PROFILE_NAMES

    for name in PROFILE_NAMES:
        rules = make_rules(name)
        unit = rules.point_unit
        values = list(rules.run + rules.royal + rules.marriage + rules.pinochle)
        for around in rules.arounds:
            values += list(around or ())
        values += [rules.run_extra, rules.dix, rules.double_roundhouse, rules.counters, rules.last_trick]
        assert [value for value in values if value % unit] == [], name
        assert rules.marriage[1] // 2 == unit, name
