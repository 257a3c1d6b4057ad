"""Pinochle rules: meld from cards, bids, settlement and the score ledger, for every profile in the rules texts."""
