"""The game payload's old address: it is in pinochle.store.game_store, one module less on the board."""

from pinochle.store.game_store import SavedGame, decode_game, encode_game  # noqa: F401
