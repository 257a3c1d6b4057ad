"""The key decoder: raw key events to app tokens (key maps, long press, hold-to-repeat), allocation-free once built.
Each board's key adapter (circuitpython/keys.py, micropython/keys.py) feeds it."""

import pinochle.panel as panel
from pinochle import const
from pinochle.device import LONG_MS
from pinochle.panel import TICKS_MASK, ticks_diff

# How a key behaves (the third field of a keymap entry).
TAP = 0  # its token on press
HOLD = 1  # its token on press, then again while held, faster and faster (panel.REPEAT set)
LONG = 2  # its token on release if short, its alt token once held long; while held it shifts the others

# Each key number (the order of the pins) -> (token, alt token, behaviour). A HOLD or TAP key sends its
# alt token instead when a LONG key is held (a chord); a LONG key sends its alt token on a long press. A key
# with no alt pressed while a LONG key is held ends that key's press: its token (or alt, if long) comes first.
KEYMAPS = {
    "five": (
        (panel.UP, 0, HOLD),
        (panel.DOWN, 0, HOLD),
        (panel.LEFT, 0, HOLD),
        (panel.RIGHT, 0, HOLD),
        (panel.OK, 0, TAP),
        (panel.BACK, 0, TAP),
    ),
    # PREV / OK / NEXT: long OK is BACK; OK held with PREV or NEXT gives LEFT or RIGHT.
    "three": (
        (panel.UP, panel.LEFT, HOLD),
        (panel.OK, panel.BACK, LONG),
        (panel.DOWN, panel.RIGHT, HOLD),
    ),
}
# The 3x4 keypad in the matrix's order (1 2 3 / 4 5 6 / 7 8 9 / * 0 #): a digit types itself, # keeps, * takes
# back the last digit (held long: BACK). The MacroPad's 12 keys are laid out the same; its knob's switch is OK
# (held long: BACK) and its turns come from pinochle.device.knob.
KEYPAD = tuple((panel.DIGIT + number, 0, TAP) for number in range(1, 10)) + (
    (panel.ERASE, panel.BACK, LONG),
    (panel.DIGIT, 0, TAP),
    (panel.OK, 0, TAP),
)
KEYMAPS["keypad"] = KEYPAD
KEYMAPS["macropad"] = KEYPAD + ((panel.OK, panel.BACK, LONG),)
# What each key is called on the board, in pin order (settings.toml and the wiring table use these).
KEY_NAMES = {"five": ("UP", "DOWN", "LEFT", "RIGHT", "OK", "BACK"), "three": ("PREV", "OK", "NEXT")}
KEY_NAMES["keypad"] = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "STAR", "0", "HASH")
KEY_NAMES["macropad"] = KEY_NAMES["keypad"] + ("PUSH",)

REPEAT_DELAY_MS = 400  # first repeat this long after the press
REPEAT_MS = 160  # then this interval, shrinking by a quarter each repeat
FASTEST_MS = 40

_QUEUE_SIZE = const(8)
_HELD = const(1)
_USED = const(2)  # a LONG key already gave its token (long press or chord): its release says nothing
# Keys down at once that count: a third is ignored (on a keypad matrix without diodes it may be a ghost, a key
# nobody pressed); two let fast typing roll from one key to the next.
_MOST_DOWN = const(2)


def keymap(mode, buttons=False):
    """The keymap for a layout name (five, three, keypad, macropad); the keypad's follows the five buttons' when
    buttons are wired beside it. ValueError names the choices."""
    found = KEYMAPS.get(mode)
    if found is None:
        raise ValueError("unknown key map '%s'; choose five, three, keypad or macropad" % (mode,))
    return KEYMAPS["five"] + found if buttons and mode == "keypad" else found


def key_names(mode, buttons=False):
    """What each key of keymap(mode, buttons) is called, in key number order."""
    names = KEY_NAMES[mode]
    return KEY_NAMES["five"] + names if buttons and mode == "keypad" else names


class KeyDecoder:
    def __init__(
        self,
        mode_or_keymap="five",
        long_ms=LONG_MS,
        repeat_delay_ms=REPEAT_DELAY_MS,
        repeat_ms=REPEAT_MS,
        fastest_ms=FASTEST_MS,
    ):
        self.keymap = keymap(mode_or_keymap) if isinstance(mode_or_keymap, str) else tuple(mode_or_keymap)
        self.long_ms = long_ms
        self.repeat_delay_ms = repeat_delay_ms
        self.repeat_ms = repeat_ms
        self.fastest_ms = fastest_ms
        count = len(self.keymap)
        self._state = bytearray(count)
        self._pressed_at = [0] * count
        self._queue = bytearray(_QUEUE_SIZE)
        self.reset()

    @property
    def key_count(self):
        return len(self.keymap)

    def reset(self):
        """Forget held keys and queued tokens (after a lost event or an error)."""
        state = self._state
        for key in range(len(state)):
            state[key] = 0
        self._repeat_key = -1
        self._repeat_token = 0
        self._repeat_due = 0
        self._repeat_interval = 0
        self._long_key = -1
        self._down = 0  # keys held now
        self._queue_head = 0
        self._queue_count = 0

    def key_event(self, key_number, pressed, timestamp_ms):
        if key_number < 0 or key_number >= len(self._state):
            return
        token, alt, behaviour = self.keymap[key_number]
        state = self._state
        if pressed:
            if state[key_number] & _HELD or self._down >= _MOST_DOWN:
                return
            self._down += 1
            state[key_number] = _HELD
            self._pressed_at[key_number] = timestamp_ms
            self._repeat_key = -1  # a new press takes over from a held key
            long_key = self._long_key
            chord = long_key >= 0 and alt and behaviour != LONG
            if long_key >= 0 and not state[long_key] & _USED:
                state[long_key] |= _USED
                if not chord:  # typing rolled on from the LONG key: its own token comes first
                    self._push(self._long_token(long_key, timestamp_ms))
            if behaviour == LONG:
                self._long_key = key_number
                return
            if chord:
                token = alt
            self._push(token)
            if behaviour == HOLD:
                self._repeat_key = key_number
                self._repeat_token = token
                self._repeat_due = (timestamp_ms + self.repeat_delay_ms) & TICKS_MASK
                self._repeat_interval = self.repeat_ms
            return
        if not state[key_number] & _HELD:
            return
        self._down -= 1
        used = state[key_number] & _USED
        state[key_number] = 0
        if key_number == self._repeat_key:
            self._repeat_key = -1
        if behaviour != LONG:
            return
        if key_number == self._long_key:
            self._long_key = -1
        if not used:
            self._push(self._long_token(key_number, timestamp_ms))

    def _long_token(self, key_number, timestamp_ms):
        """A LONG key's token, or its alt when it was held long by timestamp_ms: the timestamps decide, not how often
        the loop polled."""
        token, alt = self.keymap[key_number][0], self.keymap[key_number][1]
        if alt and ticks_diff(timestamp_ms, self._pressed_at[key_number]) >= self.long_ms:
            return alt
        return token

    def next_token(self, now_ms):
        """The next token to hand the app, or 0; timed tokens (long press, repeats) fall due here."""
        long_key = self._long_key
        if long_key >= 0 and not self._state[long_key] & _USED:
            if ticks_diff(now_ms, self._pressed_at[long_key]) >= self.long_ms:
                self._state[long_key] |= _USED
                alt = self.keymap[long_key][1]
                if alt:
                    self._push(alt)
        if self._repeat_key >= 0 and ticks_diff(now_ms, self._repeat_due) >= 0:
            self._push(self._repeat_token | panel.REPEAT)
            interval = self._repeat_interval * 3 // 4
            interval = interval if interval > self.fastest_ms else self.fastest_ms
            self._repeat_interval = interval
            due = (self._repeat_due + interval) & TICKS_MASK
            # A stalled loop does not get a burst of repeats afterwards.
            self._repeat_due = due if ticks_diff(due, now_ms) > 0 else (now_ms + interval) & TICKS_MASK
        if not self._queue_count:
            return 0
        token = self._queue[self._queue_head]
        self._queue_head = (self._queue_head + 1) % _QUEUE_SIZE
        self._queue_count -= 1
        return token

    def _push(self, token):
        if self._queue_count < _QUEUE_SIZE:  # when full, the newest is dropped
            self._queue[(self._queue_head + self._queue_count) % _QUEUE_SIZE] = token
            self._queue_count += 1
