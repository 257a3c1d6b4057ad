"""Profile values other than the double deck, each loaded only when its profile is chosen (pinochle.rules)."""
