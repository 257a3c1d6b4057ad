"""The keys: keypad.Keys scans and debounces the buttons (or the MacroPad's keys), keypad.KeyMatrix the 3x4 keypad;
their timestamped events become tokens via pinochle.device.input, and a knob's turns (pinochle.device.knob) come
after them. The CircuitPython board (board.py) builds them; the MicroPython keys (micropython/keys.py) take the
same calls."""

import keypad

from pinochle.device.input import LONG_MS, KeyDecoder, keymap

# A scan every 10 ms, not keypad's default 20: half the wait from a press to the screen; a tactile switch's bounce
# (a few ms) is still over by the next scan.
SCAN_S = 0.01


def key_matrix(rows, columns):
    """The 3x4 keypad on its row and column pins: each row driven low in turn, the columns read with pull-ups (a
    membrane keypad has no diodes: columns_to_anodes as keypad's default), key number row * 3 + column."""
    return keypad.KeyMatrix(rows, columns, columns_to_anodes=True, interval=SCAN_S)


class Keys:
    """pins in key map order (five: UP DOWN LEFT RIGHT OK BACK; three: PREV OK NEXT; macropad: KEY1-KEY12 and the
    knob's switch; keypad: the five buttons or none), each to ground by default, or a ready scanner (keypad.Keys)
    as `scanner`; matrix: the keypad's scanner (key_matrix), its keys after the buttons'; knob: a Knob or None."""

    def __init__(self, pins=(), mode="five", pressed_low=True, long_ms=LONG_MS, scanner=None, matrix=None, knob=None):
        buttons = len(pins) if scanner is None else scanner.key_count
        self.input = KeyDecoder(keymap(mode, buttons > 0), long_ms=long_ms)
        matrix_keys = 0 if matrix is None else matrix.key_count
        if buttons + matrix_keys != self.input.key_count:
            if matrix_keys or mode != "keypad":
                raise ValueError("%s keys need %d pins, not %d" % (mode, self.input.key_count - matrix_keys, buttons))
            raise ValueError("keypad keys need the keypad's row and column pins")
        if scanner is None and pins:
            # pull=True: the internal pull-up (or pull-down when pressed reads high), so bare buttons work.
            scanner = keypad.Keys(pins, value_when_pressed=not pressed_low, pull=True, interval=SCAN_S)
        self.scanner = scanner  # the buttons' (None: the keypad alone)
        self.scanners = tuple(found for found in (scanner, matrix) if found is not None)
        self._first_keys = (0, buttons) if scanner is not None else (0,)  # each scanner's first key number
        self.knob = knob
        self._event = keypad.Event()  # the one Event every read goes into: nothing allocated per pass

    def next_token(self, now_ms):
        """Take in the scanners' new events, then the next token for the app (a knob's turn when no key has one),
        or 0."""
        event = self._event
        key_input = self.input
        for index in range(len(self.scanners)):
            events = self.scanners[index].events
            if events.overflowed:  # events were lost: a release may be among them, so forget held keys
                events.clear()
                key_input.reset()
            first = self._first_keys[index]
            while events.get_into(event):
                key_input.key_event(first + event.key_number, event.pressed, event.timestamp)
        token = key_input.next_token(now_ms)
        if not token and self.knob is not None:
            token = self.knob.next_token()
        return token

    def reset(self, now_ms):
        """Forget queued events, held keys and turns (now_ms: the clock, which keypad's timestamps do not need)."""
        for scanner in self.scanners:
            scanner.events.clear()
        self.input.reset()
        if self.knob is not None:
            self.knob.reset()

    def deinit(self):
        for scanner in self.scanners:
            scanner.deinit()
        if self.knob is not None:
            self.knob.encoder.deinit()
