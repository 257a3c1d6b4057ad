"""Finished games kept after New game: what an archived game is. The archive's storage and the stats read these."""


class ArchivedGame:
    """One kept game: its ledger (with its rules, first dealer and every hand), the team or player names, and
    whether it ran to its end (a winner, or every deal played) or was given up with New game."""

    def __init__(self, ledger, team_names, finished):
        self.ledger = ledger
        self.team_names = tuple(team_names)
        self.finished = finished

    def winner(self):
        """The winning side's index, or None (given up, or ended without one)."""
        return self.ledger.winner()
