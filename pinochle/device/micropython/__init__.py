"""MicroPython adapters: the framebuf view and the machine.Pin buttons, built by micropython/board_setup.py."""
