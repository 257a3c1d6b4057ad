"""CircuitPython adapters: the board's parts (board.py) build the keypad keys, the displayio view and the save
media for pinochle.runner.power_up."""
