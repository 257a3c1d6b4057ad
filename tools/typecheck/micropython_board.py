"""mypy's check (tools/mypy-micropython.ini, tools/test.sh) that the MicroPython board gives what
pinochle/device/interface.pyi says. Never run."""

from pinochle.device.interface import Board as Interface
from pinochle.device.micropython.board import Board

board: Interface = Board()
