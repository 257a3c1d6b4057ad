"""The 3x4 keypad on MicroPython: its rows driven low one at a time, its columns read with pull-ups. The keys
(keys.py) debounce what it reads as they do the buttons; the board (board.py) imports it only when the settings
name keypad pins."""

from machine import Pin


class Matrix:
    """rows and columns: machine.Pin objects, set up here. A row not being read is left open (open drain, released),
    so two keys down in one column never join a driven row to another."""

    def __init__(self, rows, columns):
        for row in rows:
            row.init(Pin.OPEN_DRAIN, value=1)
        for column in columns:
            column.init(Pin.IN, Pin.PULL_UP)
        self.rows = tuple(rows)
        self.columns = tuple(columns)
        self.key_count = len(rows) * len(columns)

    def scan(self, down, first):
        """down[first + row * columns + column] = 1 for each key held now, else 0 (an unplugged keypad: all 0)."""
        key = first
        columns = self.columns
        for row in self.rows:
            row.value(0)
            for column in columns:
                down[key] = 0 if column.value() else 1
                key += 1
            row.value(1)
