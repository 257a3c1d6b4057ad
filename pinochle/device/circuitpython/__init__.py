"""CircuitPython adapters: keypad buttons, the displayio view and the save media, built by code.py."""
