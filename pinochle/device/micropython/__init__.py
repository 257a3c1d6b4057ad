"""MicroPython adapters: the board's parts (board.py) build the framebuf view, the machine.Pin keys and the save
files for pinochle.runner.power_up."""
