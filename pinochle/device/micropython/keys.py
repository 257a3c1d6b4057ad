"""machine.Pin buttons and the 3x4 keypad's matrix (matrix.py), read each pass of the loop and debounced by time, to
tokens through pinochle.device.input. The MicroPython board (board.py) builds them; the CircuitPython keys
(circuitpython/keys.py) take the same calls."""

from pinochle import const
from pinochle.device.input import LONG_MS, KeyDecoder, keymap
from pinochle.panel import ticks_diff

DEBOUNCE_MS = 20  # contact bounce settles within a few ms; a finger cannot tap twice in 20
_DOWN = const(1)
_SETTLING = const(2)


class Keys:
    """pins in key map order (five: UP DOWN LEFT RIGHT OK BACK; three: PREV OK NEXT; keypad: the five buttons or
    none); each `pin.value()` reads 0 when pressed if pressed_low (to ground, with the pull-up), else 1. matrix: the
    keypad's Matrix, its keys after the buttons'."""

    def __init__(self, pins, mode="five", pressed_low=True, long_ms=LONG_MS, debounce_ms=DEBOUNCE_MS, matrix=None):
        self.input = KeyDecoder(keymap(mode, len(pins) > 0), long_ms=long_ms)
        matrix_keys = 0 if matrix is None else matrix.key_count
        if len(pins) + matrix_keys != self.input.key_count:
            if matrix_keys or mode != "keypad":
                wanted = self.input.key_count - matrix_keys
                raise ValueError("%s keys need %d pins, not %d" % (mode, wanted, len(pins)))
            raise ValueError("keypad keys need the keypad's row and column pins")
        self.pins = tuple(pins)
        self.matrix = matrix
        self.pressed_value = 0 if pressed_low else 1
        self.debounce_ms = debounce_ms
        count = self.input.key_count
        self._down = bytearray(count)  # each key as read this pass: 1 held
        self._state = bytearray(count)  # _DOWN and _SETTLING per key
        self._changed_at = [0] * count
        self.reset(0)

    def _read(self):
        """Every key as it reads now into _down: the buttons' pins, then the keypad's matrix."""
        down = self._down
        pins = self.pins
        pressed_value = self.pressed_value
        for key in range(len(pins)):
            down[key] = 1 if pins[key].value() == pressed_value else 0
        if self.matrix is not None:
            self.matrix.scan(down, len(pins))
        return down

    def poll(self, now_ms):
        """Pass new presses and releases to the input. A change counts at once; for debounce_ms after
        it the key is not heeded again, so its bounce is never seen."""
        state = self._state
        changed_at = self._changed_at
        down = self._read()
        for key in range(len(state)):
            if state[key] & _SETTLING:
                # Timestamps are compared only while settling: a wrapped clock days later cannot lock a key.
                if ticks_diff(now_ms, changed_at[key]) < self.debounce_ms:
                    continue
                state[key] &= _DOWN
            pressed = _DOWN if down[key] else 0
            if pressed != state[key]:
                state[key] = pressed | _SETTLING
                changed_at[key] = now_ms
                self.input.key_event(key, pressed, now_ms)

    def next_token(self, now_ms):
        """Read the keys, then the next token for the app, or 0."""
        self.poll(now_ms)
        return self.input.next_token(now_ms)

    def reset(self, now_ms):
        """Forget queued tokens and held keys. A key down now gives nothing until it is pressed again."""
        self.input.reset()
        down = self._read()
        for key in range(len(self._state)):
            self._state[key] = (_DOWN if down[key] else 0) | _SETTLING
            self._changed_at[key] = now_ms
