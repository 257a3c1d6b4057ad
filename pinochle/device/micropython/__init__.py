"""MicroPython adapters: the framebuf view and the machine.Pin buttons, each given ready objects by main.py."""
