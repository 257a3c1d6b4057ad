"""A rotary encoder's turns to CW and CCW tokens, one a detent. The encoder is anything with rotaryio's
IncrementalEncoder interface (a `position` counting detents); the keys (circuitpython/keys.py) ask it for tokens
when their own queue is empty. Loaded only on boards with a knob."""

import pinochle.panel as panel


class Knob:
    """sign: +1 when the position counts up clockwise, -1 when it counts down (the MacroPad's encoder, read as
    Adafruit's own library reads it)."""

    def __init__(self, encoder, sign=-1):
        self.encoder = encoder
        self.sign = sign
        self._last = encoder.position
        self._owed = 0  # detents turned and not yet handed out: + clockwise, - anticlockwise

    def next_token(self):
        """CW or CCW for the next detent turned, or 0. A turn back before its detents were handed out nets
        against them: three clockwise and two back is one CW."""
        position = self.encoder.position
        if position != self._last:
            self._owed += (position - self._last) * self.sign
            self._last = position
        owed = self._owed
        if owed > 0:
            self._owed = owed - 1
            return panel.CW
        if owed < 0:
            self._owed = owed + 1
            return panel.CCW
        return 0

    def reset(self):
        """Forget turns not yet handed out (after a notice, or an error)."""
        self._last = self.encoder.position
        self._owed = 0
