"""The game payload: everything the app needs back, range-checked, and refused when its meaning is wrong."""

MICROPYTHON = True
# Ledger, settle, rules and the store all loaded at once: the worst test needs 54k on the 32-bit VMs
# (`bench.heap need`), 14k spare.
MICROPYTHON_HEAP = "68k"

import struct  # noqa: E402

from game_script import TEAMS, commit_points, last_game, same_game, scripted_game  # noqa: E402
from probes import allocated_by, noise  # noqa: E402
from support import message, raises  # noqa: E402

from pinochle.ledger import Ledger  # noqa: E402
from pinochle.rules import make_rules  # noqa: E402
from pinochle.store.game import GameCodec, SavedGame  # noqa: E402
from pinochle.store.game.decode import decode_game  # noqa: E402


def _encoded(game):
    """The game's payload with no undo steps: encoded into an area just its size (steps only fill spare room)."""
    area = memoryview(bytearray(GameCodec.encode(memoryview(bytearray(0)), game)))
    return bytes(area[: GameCodec.encode(area, game)])


def _game(hands=3, **kwargs):
    return last_game(hands, **kwargs)


def test_round_trip_keeps_everything_the_app_needs():
    for game in commit_points(4, options=("take-all-wins",), target=300, first_dealer=2):
        back = decode_game(memoryview(_encoded(game)))
        assert same_game(back, game)
        assert back.ledger.totals() == game.ledger.totals()
        assert back.ledger.rules.take_all_wins and back.ledger.rules.target == 300


def test_layout_counts_then_names_bid_records_totals():
    game = _game(1, options=("take-all-wins",), target=300)
    payload = _encoded(game)
    # format 4; 1 option, 2 team names, no bid under way; first dealer P2; target 300; 1 hand
    assert payload[:9] == b"\x04\x01\x02\x00\x01\x2c\x01\x01\x00"
    assert payload[9:38] == b"\x06double\x0dtake-all-wins\x02US\x04THEM"
    assert payload[38:48] == bytes(game.ledger.records)
    assert struct.unpack_from("<2i", payload, 48) == game.ledger.totals()
    assert payload[56:] == b"\x00\x00"  # no undo step, no redo step
    assert len(payload) == 58
    game = scripted_game(2)[-2]  # the second hand's bid confirmed
    payload = _encoded(game)
    assert payload[3] == 2 and struct.unpack_from("<2H", payload, 24) == game.pending_bid


def test_trump_and_meld_entered_after_the_bid_come_back():
    game = _game(1)
    entered = SavedGame(game.ledger, TEAMS, (1, 60), (2, 43, 22))
    payload = _encoded(entered)
    assert payload[3] == 2 | 3 << 2  # two bid fields, three entered after them
    assert struct.unpack_from("<5H", payload, 9 + 7 + 3 + 5) == (1, 60, 2, 43, 22)
    back = decode_game(payload)
    assert (back.pending_bid, back.entered) == ((1, 60), (2, 43, 22))
    assert SavedGame(game.ledger, TEAMS, None, (2, 43, 22)).entered == ()  # nothing entered without a bid
    cards = make_rules("call-for-card")
    back = decode_game(_encoded(SavedGame(Ledger(cards, 0), (), (2, 55, 4), (1, 10, 20, 0, 5, 0))))
    assert (back.pending_bid, back.entered) == ((2, 55, 4), (1, 10, 20, 0, 5, 0))


def test_a_format_3_save_loads_with_nothing_entered_after_its_bid():
    payload = bytearray(_encoded(SavedGame(_game(2).ledger, TEAMS, (0, 55))))
    payload[0] = 3  # format 3 wrote these same bytes: a bid, no entry after it
    back = decode_game(payload)
    assert (back.pending_bid, back.entered, back.ledger.count) == ((0, 55), (), 2)
    payload[3] = 2 | 3 << 2
    assert message(ValueError, decode_game, payload) == "too many items"  # format 3 had no entry


def test_an_entry_no_hand_could_have_is_refused():
    ledger = _game(1).ledger
    for entered, why in (
        ((2, 43), "the hand under way has 2 fields"),
        ((4, 43, 22), "the hand under way has 3 fields"),
    ):
        assert message(ValueError, decode_game, _encoded(SavedGame(ledger, TEAMS, (1, 60), entered))) == why
    single = Ledger(make_rules("single"), 0)
    payload = _encoded(SavedGame(single, TEAMS, (1, 250), (0, 45, 20)))
    assert message(ValueError, decode_game, payload) == "the hand under way's meld 45"


def test_a_ten_byte_record_per_hand():
    sizes = [len(_encoded(game)) for game in commit_points(3)][1::2]
    assert sizes[1] - sizes[0] == sizes[2] - sizes[1] == 10


def test_call_for_a_card_keeps_player_names_and_the_called_partner():
    rules = make_rules("call-for-card")
    ledger = Ledger(rules, 0)
    ledger.add({"declarer": 1, "partner": 3, "bid": 50, "meld": [10, 20, 0, 5, 0], "took": [30, 20], "trump": 1})
    game = SavedGame(ledger, ("ANN", "BO", "CY", "DI", "ED"), (2, 55, 4))
    back = decode_game(_encoded(game))
    assert same_game(back, game)
    assert back.ledger.totals() == ledger.totals()


# Saves made by the code before the partnership profile (commit b4df473), bytes as encode_game wrote them: a
# double game with an option and a bid under way, and a klemic game with double-roundhouse-240, which klemic
# now refuses.
OLD_DOUBLE_SAVE = (
    "02010202015802030006646f75626c6511726f756e64686f7573652d72756e2d3339025553045448454d0000340001043c001f002b"
    "0016001204370000000c001e000304410019001e0014004a000000a1ffffff"
)
OLD_KLEMIC_SAVE = (
    "0201020000f4010200066b6c656d696315646f75626c652d726f756e64686f7573652d32343003414e4e02424f01013c001f00fa00"
    "1e0001042d00000014000c002d01000097ffffff"
)


def test_a_save_made_before_the_partnership_profile_still_loads():
    back = decode_game(memoryview(bytes.fromhex(OLD_DOUBLE_SAVE)))
    ledger = back.ledger
    assert (ledger.rules.name, ledger.rules.options, ledger.rules.target) == ("double", ("roundhouse-run-39",), 600)
    assert (ledger.count, ledger.first_dealer, ledger.totals()) == (3, 1, (74, -95))
    assert [ledger.dealer(index) for index in range(3)] == [1, 2, 3]
    assert ledger.hand(1).outcome == "conceded" and ledger.hand(2).took == (25, 25)
    assert (back.team_names, back.pending_bid) == (("US", "THEM"), (0, 52))
    # Klemic's refused option counts only in the meld calculator: the game loads without it, its hands the same.
    back = decode_game(memoryview(bytes.fromhex(OLD_KLEMIC_SAVE)))
    ledger = back.ledger
    assert (ledger.rules.name, ledger.rules.options, ledger.rules.double_roundhouse_240) == ("klemic", (), False)
    assert (ledger.count, ledger.totals(), ledger.hand(1).bid, back.team_names) == (2, (301, -105), 45, ("ANN", "BO"))


def test_a_partnership_game_with_the_redeal_option_round_trips():
    rules = make_rules("partnership", ("redeal-same-dealer",))
    ledger = Ledger(rules, 3)
    ledger.add({"declarer": 0, "bid": 67, "meld": [15, 30], "took": [22, 28]})  # set: 37 on 67
    ledger.add({"declarer": 1, "bid": 55, "meld": [12, 10], "outcome": "no-marriage"})
    back = decode_game(_encoded(SavedGame(ledger, TEAMS, (2, 61))))
    assert back.ledger.rules.name == "partnership" and back.ledger.rules.redeal_same_dealer
    assert back.ledger.records == ledger.records and back.ledger.totals() == ledger.totals() == (-55, 3)
    assert back.ledger.next_dealer() == 0 == ledger.next_dealer() and back.pending_bid == (2, 61)


def test_no_hands_yet():
    game = SavedGame(Ledger(make_rules("single"), 3), TEAMS)
    back = decode_game(_encoded(game))
    assert back.ledger.count == 0 and back.ledger.first_dealer == 3 and back.pending_bid is None


def test_values_are_range_checked_before_packing():
    ledger = _game().ledger
    area = memoryview(bytearray(512))
    assert message(ValueError, GameCodec.encode, area, SavedGame(ledger, ("X" * 33, "Y"))) == "33 is not 0-32"
    assert message(ValueError, GameCodec.encode, area, SavedGame(ledger, ("A",) * 9)) == "9 is not 0-8"
    assert message(ValueError, GameCodec.encode, area, SavedGame(ledger, TEAMS, (1, 70000))) == "70000 is not 0-65535"
    assert message(ValueError, GameCodec.encode, area, SavedGame(ledger, TEAMS, (1, None))) == "None is not 0-65535"
    assert message(ValueError, GameCodec.encode, area, SavedGame(ledger, TEAMS, (1, 50, 2, 3))) == "4 is not 0-3"
    ledger.rules.target = 70000  # struct would keep 4464 of it without a word on MicroPython
    assert message(ValueError, GameCodec.encode, area, SavedGame(ledger, TEAMS)) == "70000 is not 0-65535"


def test_a_short_area_is_told_the_length_needed_and_left_untouched():
    game = _game()
    needed = len(_encoded(game))
    area = memoryview(bytearray(b"\xee" * 40))
    assert GameCodec.encode(area, game) == needed == 9 + 15 + 30 + 8 + 2
    assert bytes(area) == b"\xee" * 40
    assert GameCodec.encode(memoryview(bytearray(needed)), game) == needed


def _payload_with(game, offset_from_end, value):
    payload = bytearray(_encoded(game))
    struct.pack_into("<i", payload, len(payload) - 2 - offset_from_end, value)  # before the two step counts
    return payload


def test_totals_that_differ_from_the_hands_are_refused():
    game = _game()
    first, second = game.ledger.totals()
    assert decode_game(_payload_with(game, 4, second)).ledger.totals() == (first, second)
    assert message(ValueError, decode_game, _payload_with(game, 4, second + 1)) == "totals differ from the hands"
    assert message(ValueError, decode_game, _payload_with(game, 8, first - 10)) == "totals differ from the hands"


def test_wrong_meanings_are_named():
    payload = bytearray(_encoded(_game()))
    assert message(ValueError, decode_game, b"\x01" + payload[1:]) == "game format 1"
    assert "unknown rules" in message(ValueError, decode_game, payload[:10] + b"X" + payload[11:])
    assert message(ValueError, decode_game, payload + b"\x00") == "bad length"  # a byte after the totals
    damaged = bytearray(payload)
    records_at = len(payload) - 2 - 8 - 30  # three 10-byte records before two 4-byte totals and the step counts
    damaged[records_at + 1] |= 0x80  # a bit no record uses
    assert "damaged record" in message(ValueError, decode_game, damaged)
    bid_at = 9 + 7 + 3 + 5  # the fixed fields, then "double", "US" and "THEM"
    wrong_seat = bytearray(payload[:bid_at] + b"\x07\x00\x37\x00" + payload[bid_at:])
    wrong_seat[3] = 2
    assert message(ValueError, decode_game, wrong_seat) == "the bid names P8, in a game of 4"
    too_many = bytearray(payload)
    too_many[2] = 9
    assert message(ValueError, decode_game, too_many) == "too many items"


def test_truncated_at_every_length_is_a_value_error():
    payload = _encoded(_game())
    for end in range(len(payload)):
        raises(ValueError, decode_game, memoryview(payload)[:end])


def test_a_huge_hand_count_costs_no_large_allocation():
    payload = bytearray(_encoded(_game()))
    assert struct.unpack_from("<H", payload, 7)[0] == 3
    struct.pack_into("<H", payload, 7, 0xFFFF)
    assert message(ValueError, decode_game, payload) == "bad length"
    # 65535 hands would be 655 KB; what is spent is the rules and the error (about 3 KB on MicroPython).
    assert allocated_by(raises, ValueError, decode_game, payload) < 8192


def test_random_payloads_raise_only_value_errors():
    state = 99
    buffer = bytearray(60)
    for round_number in range(200):
        state = noise(buffer, state)
        if round_number & 1:
            buffer[:16] = b"\x02\x00\x02\x00\x01\xf4\x01\x03\x00\x06double"  # past the profile: deeper reads run
        raises(ValueError, decode_game, buffer)


def test_undo_and_redo_steps_fill_only_the_room_there_is():
    game = _game()
    game.ledger.undo()  # the third hand: a redo step; two undo steps left
    bare = GameCodec.encode(memoryview(bytearray(0)), game)
    step = 5 + 2 * game.ledger.size
    roomy = memoryview(bytearray(1024))
    back = decode_game(roomy[: GameCodec.encode(roomy, game)])
    assert back.ledger.undo_steps == game.ledger.undo_steps and back.ledger.redo_steps == game.ledger.redo_steps
    assert back.ledger.redo() and back.ledger.count == 3
    # Room for one step beside the game: the newest undo step is kept, the payload no longer than the area.
    tight = memoryview(bytearray(bare + step + step - 1))
    length = GameCodec.encode(tight, game)
    assert length == bare + step
    back = decode_game(tight[:length])
    assert bytes(back.ledger.undo_steps) == bytes(game.ledger.undo_steps[-step:]) and not back.ledger.redo_steps
    assert back.ledger.undo() and back.ledger.count == 1 and not back.ledger.undo()


def test_a_step_that_does_not_fit_the_game_is_refused_when_taken():
    game = _game()
    roomy = memoryview(bytearray(1024))
    payload = bytearray(roomy[: GameCodec.encode(roomy, game)])
    step = 5 + 2 * game.ledger.size
    payload[len(payload) - step] = 9  # the newest undo step now names hand 10 of 3
    back = decode_game(payload)
    assert message(ValueError, back.ledger.undo) == "the step does not fit the game: hand 10"
    assert back.ledger.count == 3 and len(back.ledger.undo_steps) == 3 * step  # nothing lost
