"""The Pinochle companion on a CircuitPython board: its parts are pinochle/device/circuitpython/board.py's, and the
one power-up and run sequence is pinochle/runner/power_up.py's. CircuitPython runs this at power-up."""

from pinochle.runner.power_up import start

start("pinochle.device.circuitpython.board")
