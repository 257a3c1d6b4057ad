"""The buttons: keypad.Keys scans and debounces them; its timestamped events become tokens via pinochle.device.input.
The CircuitPython board (board.py) builds them; the MicroPython keys (micropython/keys.py) take the same calls."""

import keypad

from pinochle.device.input import LONG_MS, Input

# A scan every 10 ms, not keypad's default 20: half the wait from a press to the screen; a tactile switch's bounce
# (a few ms) is still over by the next scan.
SCAN_S = 0.01


class Keys:
    """pins in key map order (five: UP DOWN LEFT RIGHT OK BACK; three: PREV OK NEXT), each to ground by
    default; or a ready scanner (keypad.Keys or KeyMatrix) as `scanner`."""

    def __init__(self, pins=(), mode="five", pressed_low=True, long_ms=LONG_MS, scanner=None):
        self.input = Input(mode, long_ms=long_ms)
        if scanner is None:
            if len(pins) != self.input.key_count:
                raise ValueError("%s keys need %d pins, not %d" % (mode, self.input.key_count, len(pins)))
            # pull=True: the internal pull-up (or pull-down when pressed reads high), so bare buttons work.
            scanner = keypad.Keys(pins, value_when_pressed=not pressed_low, pull=True, interval=SCAN_S)
        self.scanner = scanner
        self._event = keypad.Event()  # the one Event every read goes into: nothing allocated per pass

    def next_token(self, now_ms):
        """Take in the scanner's new events, then the next token for the app, or 0."""
        events = self.scanner.events
        if events.overflowed:  # events were lost: a release may be among them, so forget held keys
            events.clear()
            self.input.reset()
        event = self._event
        while events.get_into(event):
            self.input.key_event(event.key_number, event.pressed, event.timestamp)
        return self.input.next_token(now_ms)

    def reset(self, now_ms):
        """Forget queued events and held keys (now_ms: the clock, which keypad's timestamps do not need)."""
        self.scanner.events.clear()
        self.input.reset()

    def deinit(self):
        self.scanner.deinit()
