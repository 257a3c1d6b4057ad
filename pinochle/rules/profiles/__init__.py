"""Profile values other than the double deck, each loaded only when chosen (they cost heap)."""
