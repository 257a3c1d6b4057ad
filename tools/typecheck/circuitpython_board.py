"""mypy's check (pyproject.toml, tools/test.sh) that the CircuitPython board gives what pinochle/device/interface.pyi
says. Never run."""

from pinochle.device.circuitpython.board import Board
from pinochle.device.interface import Board as Interface

board: Interface = Board()
