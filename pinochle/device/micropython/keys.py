"""machine.Pin buttons, read each pass of the loop and debounced by time, to tokens through pinochle.device.input.
The MicroPython board (board.py) builds them; the CircuitPython keys (circuitpython/keys.py) take the same calls."""

from pinochle import const
from pinochle.device.input import LONG_MS, Input
from pinochle.panel import ticks_diff

DEBOUNCE_MS = 20  # contact bounce settles within a few ms; a finger cannot tap twice in 20
_DOWN = const(1)
_SETTLING = const(2)


class Keys:
    """pins in key map order (five: UP DOWN LEFT RIGHT OK BACK; three: PREV OK NEXT); each `pin.value()`
    reads 0 when pressed if pressed_low (to ground, with the pull-up), else 1."""

    def __init__(self, pins, mode="five", pressed_low=True, long_ms=LONG_MS, debounce_ms=DEBOUNCE_MS):
        self.input = Input(mode, long_ms=long_ms)
        if len(pins) != self.input.key_count:
            raise ValueError("%s keys need %d pins, not %d" % (mode, self.input.key_count, len(pins)))
        self.pins = tuple(pins)
        self.pressed_value = 0 if pressed_low else 1
        self.debounce_ms = debounce_ms
        self._state = bytearray(len(pins))  # _DOWN and _SETTLING per key
        self._changed_at = [0] * len(pins)
        self.reset(0)

    def poll(self, now_ms):
        """Pass new presses and releases to the input. A change counts at once; for debounce_ms after
        it the pin is not read again, so its bounce is never seen."""
        state = self._state
        changed_at = self._changed_at
        pressed_value = self.pressed_value
        for key in range(len(state)):
            if state[key] & _SETTLING:
                # Timestamps are compared only while settling: a wrapped clock days later cannot lock a key.
                if ticks_diff(now_ms, changed_at[key]) < self.debounce_ms:
                    continue
                state[key] &= _DOWN
            pressed = _DOWN if self.pins[key].value() == pressed_value else 0
            if pressed != state[key]:
                state[key] = pressed | _SETTLING
                changed_at[key] = now_ms
                self.input.key_event(key, pressed, now_ms)

    def next_token(self, now_ms):
        """Read the pins, then the next token for the app, or 0."""
        self.poll(now_ms)
        return self.input.next_token(now_ms)

    def reset(self, now_ms):
        """Forget queued tokens and held keys. A key down now gives nothing until it is pressed again."""
        self.input.reset()
        for key in range(len(self._state)):
            self._state[key] = (_DOWN if self.pins[key].value() == self.pressed_value else 0) | _SETTLING
            self._changed_at[key] = now_ms
