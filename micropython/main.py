"""The Pinochle companion on a MicroPython board: its parts are pinochle/device/micropython/board.py's, and the one
power-up and run sequence is pinochle/runner/power_up.py's. MicroPython runs this at power-up."""

from pinochle.runner.power_up import start

start("pinochle.device.micropython.board")
