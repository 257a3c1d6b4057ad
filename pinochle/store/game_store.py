"""What the app calls: commit the game at its commit points, recover it at power-up.

store = GameStore(media)            # media from pinochle.device.nvm_media.pick_media
found = store.recover()             # found.status, found.message, found.value (a SavedGame or None)
store.commit(app) -> bool           # True once every slot read the game back intact
App(..., save=store.save)           # save(app): None once saved, else a short warning
"""

from pinochle.store.game_codec import decode_game, encode_game
from pinochle.store.slots import SlotStore


class GameStore:
    def __init__(self, media):
        self.slots = SlotStore(media, decode_game)

    @property
    def problem(self):
        """Why the last commit was not acknowledged (a few words for the screen), or None."""
        return self.slots.problem

    def commit(self, game):
        """Store game (the App or a SavedGame: ledger, team_names, pending_bid) in every slot."""
        return self.slots.commit_encoded(lambda area: encode_game(area, game))

    def save(self, app):
        """The App's save callback: None once the game is safely stored, else a warning to show."""
        if self.commit(app):
            return None
        return "not saved: " + self.slots.problem

    def recover(self):
        """A slots.Recovery whose value is the newest valid SavedGame. Reads every slot, never writes."""
        return self.slots.recover()
