"""A save with a good CRC whose meaning the game cannot hold is refused field by field, as the ledger refuses a hand
being entered, and the slot counts as damaged: the other slot is used, else the damaged-save question."""

MICROPYTHON = True
# The game, the store, the decoder and the settings' team-name check loaded at once: 51k needed on the 32-bit
# VMs (`bench.heap need`), and a quarter over it.
MICROPYTHON_HEAP = "64k"

from game_script import TEAMS, last_game  # noqa: E402
from support import message  # noqa: E402

from pinochle.ledger import Ledger  # noqa: E402
from pinochle.rules import make_rules  # noqa: E402
from pinochle.settle import Hand  # noqa: E402
from pinochle.store.game import GameCodec, GameStore, SavedGame  # noqa: E402
from pinochle.store.game.decode import decode_game  # noqa: E402
from pinochle.store.ram_medium import RamMedium  # noqa: E402


def _encoded(game):
    """The game's payload with no undo steps: encoded into an area just its size (steps only fill spare room)."""
    area = memoryview(bytearray(GameCodec.encode(memoryview(bytearray(0)), game)))
    return bytearray(area[: GameCodec.encode(area, game)])


def _refused(game):
    return message(ValueError, decode_game, _encoded(game))


def test_team_names_must_be_two_the_screen_can_draw():
    ledger = last_game(2).ledger
    assert _refused(SavedGame(ledger, ("SOLO",))) == "team names: give 2 names, not 1"
    assert "not 3" in _refused(SavedGame(ledger, ("A", "B", "C")))
    assert "1-10 characters" in _refused(SavedGame(ledger, ("", "THEM")))
    assert "1-10 characters" in _refused(SavedGame(ledger, ("US", "X" * 32)))
    assert "the font lacks" in _refused(SavedGame(ledger, ("US", "Zo\u00eb")))
    assert "the font lacks" in _refused(SavedGame(ledger, ("US", "TH\nEM")))
    assert decode_game(_encoded(SavedGame(ledger, ()))).team_names == ()  # none: the settings' names


def test_call_for_a_card_takes_a_name_per_player_or_the_two_teams():
    rules = make_rules("call-for-card")
    ledger = Ledger(rules, 0)
    for names in (("ANN", "BO", "CY", "DI", "ED"), TEAMS):
        assert decode_game(_encoded(SavedGame(ledger, names))).team_names == names
    assert "not 4" in _refused(SavedGame(ledger, ("A", "B", "C", "D")))


def test_a_pending_bid_must_have_its_fields_and_be_on_the_grid():
    ledger = last_game(2).ledger  # double: bids 50 up in ones to 60, then in fives
    assert decode_game(_encoded(SavedGame(ledger, TEAMS, (1, 65)))).pending_bid == (1, 65)
    assert _refused(SavedGame(ledger, TEAMS, (1,))) == "the bid has 1 fields"
    assert _refused(SavedGame(ledger, TEAMS, (1, 55, 2))) == "the bid has 3 fields"
    assert _refused(SavedGame(ledger, TEAMS, (1, 7))) == "bid 7: the lowest bid is 50"
    assert "multiples of 5" in _refused(SavedGame(ledger, TEAMS, (1, 63)))
    assert _refused(SavedGame(ledger, TEAMS, (4, 55))) == "the bid names P5, in a game of 4"
    klemic = Ledger(make_rules("klemic"), 0)  # the dealer's forced 45 is the dealer's alone
    assert decode_game(_encoded(SavedGame(klemic, TEAMS, (0, 45)))).pending_bid == (0, 45)
    assert "forced bid" in _refused(SavedGame(klemic, TEAMS, (1, 45)))


def test_call_for_a_card_saves_its_bid_before_and_after_the_partner_is_named():
    ledger = Ledger(make_rules("call-for-card"), 0)
    for bid in ((2, 55), (2, 55, 4)):
        assert decode_game(_encoded(SavedGame(ledger, TEAMS, bid))).pending_bid == bid
    assert _refused(SavedGame(ledger, TEAMS, (2, 55, 5))) == "the bid names P6, in a game of 5"
    assert _refused(SavedGame(ledger, TEAMS, (2,))) == "the bid has 1 fields"


def test_trump_nine_bits_in_a_deck_without_nines_are_a_damaged_record():
    game = last_game(2)
    payload = _encoded(game)
    records = len(payload) - len(game.ledger.records) - 8 - 2  # before the totals and the two step counts
    payload[records + 1] |= 1 << 3  # team 0 kept a trump nine
    assert "trump nines in a deck without nines" in message(ValueError, decode_game, payload)
    single = Ledger(make_rules("single"), 0)
    single.add(Hand(declarer=1, bid=300, meld=(40, 200), took=(100, 150), trump=0, nines=(10, 0)))
    assert decode_game(_encoded(SavedGame(single, TEAMS))).ledger.hand(0).nines == (10, 0)


def test_an_option_twice_is_refused():
    payload = _encoded(last_game(1, options=("take-all-wins",)))
    # one option written twice: the counts and the text as encode_game would lay them out
    at = 9 + 1 + len("double")
    option = payload[at : at + 1 + len("take-all-wins")]
    payload[1] = 2
    payload[at:at] = option
    assert message(ValueError, decode_game, payload) == "an option twice"


def test_a_refused_slot_is_damaged_the_other_slot_is_used_and_the_bytes_are_kept():
    media = (RamMedium(512, name="nvm"), RamMedium(512, name="file"))
    store = GameStore(media)
    good = last_game(2)
    assert store.commit(good)
    one = GameStore(media[1:])
    one.recover()  # so that its save is the newer
    assert one.commit(SavedGame(good.ledger, ("SOLO",)))  # its CRC good, its names impossible
    found = GameStore(media).recover()
    assert found.status == "restored" and found.value.team_names == TEAMS
    assert "wrong content: team names" in " ".join(found.slots)
    assert store.commit(SavedGame(good.ledger, ("SOLO",)))  # now both slots hold it
    before = [bytes(medium.data) for medium in media]
    found = GameStore(media).recover()
    assert (found.status, found.value) == ("damaged", None)
    assert [bytes(raw) for raw in found.raw] == before
    assert [bytes(medium.data) for medium in media] == before  # recovery writes nothing
