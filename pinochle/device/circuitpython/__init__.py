"""CircuitPython adapters: keypad buttons, the displayio view and save slots in microcontroller.nvm, each built
from what code.py hands in. The only modules here that import board hardware."""
