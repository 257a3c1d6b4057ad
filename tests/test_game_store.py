"""GameStore: what the app calls, save(app) and recover(), over real media stand-ins."""

MICROPYTHON = True
# The game (ledger, settle, rules) and the whole store: the worst test needs 51k (measured), 17k spare.
MICROPYTHON_HEAP = "68k"

from game_script import TEAMS, same_game, scripted_game  # noqa: E402

from pinochle.store.game_store import GameStore, SavedGame  # noqa: E402
from pinochle.store.media import RamMedium  # noqa: E402


def test_the_game_store_saves_and_recovers_what_the_app_holds():
    media = (RamMedium(256, name="nvm"), RamMedium(256, name="file"))
    store = GameStore(media)
    assert store.recover().status == "blank"
    game = scripted_game(3)[-1]
    assert store.save(game) is None  # the App's save callback: None once saved
    found = GameStore(media).recover()
    assert (found.status, found.message) == ("restored", "game restored")
    assert same_game(found.value, game)
    assert store.save(SavedGame(game.ledger, TEAMS, (1, None))) == "not saved: bad value"
    assert GameStore((RamMedium(64),)).save(game) == "not saved: too big"


def test_without_nvm_or_a_writable_drive_the_game_goes_on_unsaved():
    store = GameStore(())
    found = store.recover()
    assert (found.status, found.value, found.message) == ("no media", None, "nowhere to save")
    assert store.save(scripted_game(3)[-1]) == "not saved: no storage"
    assert not store.commit(scripted_game(3)[-1])
