"""The game payload: everything the app needs back, range-checked, and refused when its meaning is wrong."""

MICROPYTHON = True
# Ledger, settle, rules and the store all loaded at once: the worst test needs 64k (measured), 16k spare.
MICROPYTHON_HEAP = "80k"

import struct  # noqa: E402

from game_script import TEAMS, same_game, scripted_game  # noqa: E402
from probes import allocated_by, noise  # noqa: E402
from support import message, raises  # noqa: E402

from pinochle.ledger import Ledger  # noqa: E402
from pinochle.rules import make_rules  # noqa: E402
from pinochle.store.codec import TooBig  # noqa: E402
from pinochle.store.game_codec import FORMAT, SavedGame, decode_game, encode_game  # noqa: E402


def _encoded(game, size=1024):
    area = memoryview(bytearray(size))
    return bytes(area[: encode_game(area, game)])


def _game(hands=3, **kwargs):
    return scripted_game(hands, **kwargs)[-1]


def test_round_trip_keeps_everything_the_app_needs():
    for game in scripted_game(4, options=("take-all-wins",), target=300, first_dealer=2):
        back = decode_game(memoryview(_encoded(game)))
        assert same_game(back, game)
        assert back.ledger.totals() == game.ledger.totals()
        assert back.ledger.rules.take_all_wins and back.ledger.rules.target == 300


def test_layout_starts_with_format_profile_options_target():
    payload = _encoded(_game(1, options=("take-all-wins",), target=300))
    assert payload[0] == FORMAT
    assert payload[1:8] == b"\x06double"
    assert payload[8:23] == b"\x01\x0dtake-all-wins"
    assert struct.unpack_from("<H", payload, 23)[0] == 300
    assert payload[25:34] == b"\x02\x02US\x04THEM"


def test_a_ten_byte_record_per_hand():
    sizes = [len(_encoded(game)) for game in scripted_game(3)[1::2]]
    assert sizes[1] - sizes[0] == sizes[2] - sizes[1] == 10


def test_call_for_a_card_keeps_player_names_and_the_called_partner():
    rules = make_rules("call-for-card")
    ledger = Ledger(rules, 0)
    ledger.add({"declarer": 1, "partner": 3, "bid": 50, "meld": [10, 20, 0, 5, 0], "took": [30, 20], "trump": 1})
    game = SavedGame(ledger, ("ANN", "BO", "CY", "DI", "ED"), (2, 55, 4))
    back = decode_game(_encoded(game))
    assert same_game(back, game)
    assert back.ledger.totals() == ledger.totals()


def test_no_hands_yet():
    game = SavedGame(Ledger(make_rules("single"), 3), TEAMS)
    back = decode_game(_encoded(game))
    assert back.ledger.count == 0 and back.ledger.first_dealer == 3 and back.pending_bid is None


def test_values_are_range_checked_before_packing():
    ledger = _game().ledger
    area = memoryview(bytearray(512))
    assert "longer" in message(ValueError, encode_game, area, SavedGame(ledger, ("X" * 33, "Y")))
    assert "at most" in message(ValueError, encode_game, area, SavedGame(ledger, ("A",) * 9))
    assert "0-65535" in message(ValueError, encode_game, area, SavedGame(ledger, TEAMS, (1, 70000)))
    assert "0-65535" in message(ValueError, encode_game, area, SavedGame(ledger, TEAMS, (1, None)))
    assert "at most" in message(ValueError, encode_game, area, SavedGame(ledger, TEAMS, (1, 50, 2, 3)))
    raises(TooBig, encode_game, memoryview(bytearray(40)), SavedGame(ledger, TEAMS))


def _payload_with(game, offset_from_end, value):
    payload = bytearray(_encoded(game))
    struct.pack_into("<i", payload, len(payload) - offset_from_end, value)
    return payload


def test_totals_that_differ_from_the_hands_are_refused():
    game = _game()
    first, second = game.ledger.totals()
    assert decode_game(_payload_with(game, 4, second)).ledger.totals() == (first, second)
    assert message(ValueError, decode_game, _payload_with(game, 4, second + 1)) == "totals differ from the hands"
    assert message(ValueError, decode_game, _payload_with(game, 8, first - 10)) == "totals differ from the hands"


def test_wrong_meanings_are_named():
    payload = bytearray(_encoded(_game()))
    assert message(ValueError, decode_game, b"\x02" + payload[1:]) == "game format 2"
    assert "unknown rules" in message(ValueError, decode_game, payload[:2] + b"X" + payload[3:])
    assert "after the game" in message(ValueError, decode_game, payload + b"\x00")
    damaged = bytearray(payload)
    records_at = len(payload) - 9 - 30
    damaged[records_at] |= 0x80  # a bit no record uses
    assert "damaged record" in message(ValueError, decode_game, damaged)
    bid_at = 21  # format 1, "double" 7, no options 1, target 2, two team names 9, first dealer 1
    wrong_seat = payload[:bid_at] + b"\x02\x07\x00\x37\x00" + payload[bid_at + 1 :]
    assert "seat 7" in message(ValueError, decode_game, wrong_seat)


def test_truncated_at_every_length_is_a_value_error():
    payload = _encoded(_game())
    for end in range(len(payload)):
        raises(ValueError, decode_game, memoryview(payload)[:end])


def test_a_huge_hand_count_costs_no_large_allocation():
    payload = bytearray(_encoded(_game()))
    count_at = len(payload) - 9 - 30 - 2
    assert struct.unpack_from("<H", payload, count_at)[0] == 3
    struct.pack_into("<H", payload, count_at, 0xFFFF)
    assert message(ValueError, decode_game, payload) == "the game ends early"
    # 65535 hands would be 655 KB; what is spent is the rules and the error (about 3 KB on MicroPython).
    assert allocated_by(raises, ValueError, decode_game, payload) < 8192


def test_random_payloads_raise_only_value_errors():
    state = 99
    buffer = bytearray(60)
    for round_number in range(200):
        state = noise(buffer, state)
        if round_number & 1:
            buffer[:8] = b"\x01\x06double"  # get past the profile so the deeper reads run
        raises(ValueError, decode_game, buffer)
