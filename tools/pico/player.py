"""A player at the emulated Pico or MacroPad: presses keys by token or key name with a real tap's timing (buttons, a
3x4 keypad's matrix, the MacroPad's keys and knob) and times each press to the glass; tests/helpers/app_driver.py's
helpers play through it. Host-only."""

import pinochle.panel as panel
from pinochle.device.input import HOLD, KEY_NAMES, KEYMAPS, LONG
from tests.helpers.app_driver import TOKENS, ScreenReader
from tools.pico.board import ENCODER_PINS, GAP_MS, TAP_MS
from tools.pico.glass import Glass, wire_bytes

QUIET_MS = 50  # the screen has settled once the bus has been idle this long (displayio sends area by area)
# A press's own frame ends at the first pause this long on the bus: what comes later (a notice that expires
# while the screen settles) is another frame's. displayio pauses a few ms between the areas of one frame.
FRAME_GAP_MS = 30
HOLD_MS = 200  # OK held this long before PREV or NEXT joins it (a chord)


# The three buttons' LONG key (OK): its short press gives its token on release, its long press BACK.
LONG_KEY = KEY_NAMES["three"][[behaviour for _, _, behaviour in KEYMAPS["three"]].index(LONG)]


def three_button_gestures():
    """{token name: keys} on the three buttons, from the key map itself: a key alone, or the LONG key held with
    another (its chord); the LONG key's own alt token (BACK) is a long press, pressed apart."""
    names = {token: name for name, token in TOKENS.items()}
    keymap, keys = KEYMAPS["three"], KEY_NAMES["three"]
    gestures = {}
    for key, (token, alt, behaviour) in zip(keys, keymap):
        gestures[names[token]] = (key,)
        if alt and behaviour == HOLD:
            gestures[names[alt]] = (LONG_KEY, key)
    return gestures


THREE = three_button_gestures()

# The knob's A and B (GP17, GP18) through one detent, from rest (both high): clockwise counts rotaryio's position down
# on the MacroPad, as Adafruit's own library reads it (pinochle.device.knob), so B leads.
CLOCKWISE = ((True, False), (False, False), (False, True), (True, True))
TURN_STEP_MS = 3  # between the four edges of a detent: a brisk turn
KEY_ALIASES = {"*": "STAR", "#": "HASH"}
# The arrows where a layout has no keys of their own: the knob's turns move a list's cursor, and on the keypad alone
# 2 4 6 8 are a phone's arrows (on screens that number nothing).
KNOB_ARROWS = {"DOWN": "CW", "UP": "CCW"}
PHONE_ARROWS = {"UP": "2", "DOWN": "8", "LEFT": "4", "RIGHT": "6"}


def turn(pico, clockwise):
    """One detent of the knob; (transactions meanwhile, when its last edge came: the count changes there)."""
    seen = []
    pin_a, pin_b = ENCODER_PINS
    for high_a, high_b in CLOCKWISE if clockwise else [(b, a) for a, b in CLOCKWISE]:
        seen += pico.run(TURN_STEP_MS)
        edge = pico.ns
        pico.call("pins", pins=[pin_a], high=high_a)
        pico.call("pins", pins=[pin_b], high=high_b)
    return seen, edge


def key_gestures(layout, buttons=()):
    """{word: (key name, long)} on a layout whose keys have names of their own (keypad, macropad): each key by its
    name and by its token's name (the first key that gives it), a LONG key's alt token by a long press; buttons: the
    five buttons' names when they are wired beside the keypad."""
    names = {token: name for name, token in TOKENS.items()}
    names.update({panel.ERASE: "ERASE", panel.CW: "CW", panel.CCW: "CCW"})
    gestures = {}
    for key, (token, alt, behaviour) in zip(tuple(buttons) + KEY_NAMES[layout], _keymap(layout, buttons)):
        gestures[key] = (key, False)
        gestures.setdefault(names.get(token, key), (key, False))
        if alt and behaviour == LONG:
            gestures.setdefault(names[alt], (key, True))
    if layout == "keypad":
        for word, key in PHONE_ARROWS.items():
            gestures.setdefault(word, (key, False))
    return gestures


def _keymap(layout, buttons):
    return (KEYMAPS["five"] if buttons else ()) + KEYMAPS[layout]


def key_entry(layout, buttons, key):
    """(token, alt, behaviour) of a named key in the layout's key map."""
    return _keymap(layout, buttons)[(tuple(buttons) + KEY_NAMES[layout]).index(key)]


class Press:
    """One press: the token, and when (emulated ns) the button went down, the scan saw it, the first and last
    byte of what it changed on the glass went out; bytes on the wire and time the bus was busy."""

    def __init__(self, token, down, app_token=None):
        self.token = token
        self.app_token = TOKENS.get(token) if app_token is None else app_token  # what the app gets for it
        self.down = down
        self.scan = self.first = self.last = None
        self.bytes = 0
        self.bus_ns = 0
        self.lines = ()
        self.frame = ((), -1)  # (lines, cursor) on the glass once it settled

    @property
    def to_glass_ms(self):
        """From the button's edge to the last byte of the new screen, or None when the screen did not change."""
        return None if self.last is None else (self.last - self.down) / 1e6

    @property
    def scan_ms(self):
        return None if self.scan is None else (self.scan - self.down) / 1e6


class PicoPlayer(ScreenReader):
    """keys: the layout (five, three, keypad, macropad); matrix: the keypad's (row GPIOs, column GPIOs); buttons:
    the five buttons' names when they are wired beside the keypad (on pico.pins)."""

    def __init__(self, pico, keys="five", height=64, long_press_ms=600, controller="ssd1306", matrix=None, buttons=()):
        self.pico = pico
        self.board_keys = keys
        self.long_press_ms = long_press_ms
        self.glass = Glass(pico.firmware, height, controller)
        self.presses = []
        self.matrix = matrix
        self.buttons = tuple(buttons)
        self.gestures = {} if keys in ("five", "three") else key_gestures(keys, self.buttons)
        self.settle()

    def settle(self, ms=0, most_ms=3000):
        """Run ms, then on until the bus has been quiet for QUIET_MS; the transactions seen."""
        seen = self.pico.run(ms) if ms else []
        for _ in range(most_ms // QUIET_MS):
            ends = [t[1] for t in seen] + [t[1] for t in self.pico.transactions[-1:]]
            if ends and self.pico.ns - max(ends) < QUIET_MS * 1e6:
                seen += self.pico.run(QUIET_MS)
            else:
                break
        self.glass.receive(seen)
        return seen

    def wait(self, ms):
        self.settle(ms)

    def _key(self, key, down):
        """A named key of a keypad or MacroPad (or a button beside it) down or up."""
        if key in self.buttons or self.matrix is None:
            self.pico.press([key], high=not down)
        else:
            rows, columns = self.matrix
            number = KEY_NAMES[self.board_keys].index(key)
            self.pico.join(rows[number // len(columns)], columns[number % len(columns)], down)

    def _key_gesture(self, word):
        """A word on a layout of named keys: (transactions meanwhile, the edge that makes the token, the token)."""
        if word in ("CW", "CCW"):
            return turn(self.pico, word == "CW") + (panel.CW if word == "CW" else panel.CCW,)
        key, long = self.gestures[KEY_ALIASES.get(word, word)]
        token, alt, behaviour = key_entry(self.board_keys, self.buttons, key)
        self._key(key, True)
        edge = self.pico.ns
        seen = self.pico.run(self.long_press_ms + 100 if long else TAP_MS)
        self._key(key, False)
        if long:
            edge += self.long_press_ms * 1e6
        elif behaviour == LONG:  # a LONG key's short press gives its token on release
            edge = self.pico.ns
        return seen, edge, alt if long else token

    def _gesture(self, token):
        """Press the buttons for token; (transactions meanwhile, when the edge that makes the token came, the app's
        token)."""
        if self.gestures:
            return self._key_gesture(token)
        seen, edge = self._button_gesture(token)
        return seen, edge, TOKENS[token]

    def _button_gesture(self, token):
        pico = self.pico
        if self.board_keys == "five":
            pico.press([token])
            edge = pico.ns
            seen = pico.run(TAP_MS)
            pico.press([token], high=True)
            return seen, edge
        if token == "BACK":  # a long OK: the token comes when the hold passes the long-press time
            pico.press(["OK"])
            edge = pico.ns + self.long_press_ms * 1e6
            seen = pico.run(self.long_press_ms + 100)
            pico.press(["OK"], high=True)
            return seen, edge
        keys = THREE[token]
        pico.press(keys[:1])
        if len(keys) == 1:
            edge = pico.ns
            seen = pico.run(TAP_MS)
            pico.press(keys, high=True)
            if keys[0] == LONG_KEY:  # a short press of the LONG key gives its token on release
                edge = pico.ns
            return seen, edge
        seen = pico.run(HOLD_MS)
        pico.press(keys[1:])
        edge = pico.ns
        seen += pico.run(TAP_MS)
        pico.press(keys[1:], high=True)
        seen += pico.run(TAP_MS)
        pico.press(keys[:1], high=True)
        return seen, edge

    def choose(self, label):
        """On a layout with digit keys, a seat (P1-P9) by its number, a numbered entry by its digit, another by
        moving the cursor to it."""
        if not self.gestures:
            return ScreenReader.choose(self, label)
        if len(label) == 2 and label[0] == "P" and label[1].isdigit():
            return self.press(label[1])
        for _ in range(40):
            for line in self.lines():
                number, _, text = line.partition(" ")
                if len(number) == 1 and number.isdigit() and text.startswith(label):
                    return self.press(number)
            if (self.cursor_line() or "").startswith(label):
                return self.press("OK")
            self.press("DOWN")
        raise AssertionError("no item %r on:\n%s" % (label, self.screen()))

    def number(self, value):
        """On a layout with digit keys, the number typed (its first digit replaces the number shown), then OK."""
        if not self.gestures:
            return ScreenReader.number(self, value)
        return self.press(" ".join("%d" % value) + " OK")

    def press(self, keys):
        """Keys such as 'DOWN*3 OK UP*10', each a tap and the gap after it; the glass is read after each."""
        for word in keys.split():
            name, _, times = word.partition("*")
            for _ in range(int(times or 1)):
                self._press(name)
        return self

    def _press(self, token):
        if self.board_keys == "macropad":  # the knob moves a list: the press is named by what was done
            token = KNOB_ARROWS.get(token, token)
        seen, edge, app_token = self._gesture(token)
        press = Press(token, edge, app_token)
        press.scan = self.pico.scanned_at
        self.glass.receive(seen)
        seen += self.settle(GAP_MS)
        after = [t for t in seen if t[0] >= edge]
        for index in range(1, len(after)):
            if after[index][0] - after[index - 1][1] > FRAME_GAP_MS * 1e6:
                after = after[:index]
                break
        if after:
            press.first, press.last = after[0][0], max(t[1] for t in after)
            press.bytes = sum(wire_bytes(t[2], t[3]) for t in after)
            press.bus_ns = sum(t[1] - t[0] for t in after)
        press.frame = self.frame()
        press.lines = press.frame[0]
        self.presses.append(press)

    def frame(self):
        return self.glass.read()


_TRUMPS = ("Hearts", "Spades", "Diamonds", "Clubs")


def long_game_hand(number):
    """Hand number (from 0) of a game that runs 40 hands without a winner: each seat declares in turn, four hands
    made (+74, the defenders nothing), then four set (-60, the defenders' meld of 15 not counted, +26), so each
    side gains 80 in eight hands and both stay under 500 (468 at the most)."""
    seat = number % 4
    made = number // 4 % 2 == 0
    declarers, defenders = (43, 22) if made else (20, 15)
    melds = (declarers, defenders) if seat % 2 == 0 else (defenders, declarers)
    return "P%d" % (seat + 1), 60, _TRUMPS[number % 4], melds, 31 if made else 24
