"""What the app and the board adapters share: key tokens in, the ticks clock, the BIG line mark out. Imported as
`import pinochle.panel as panel`: MicroPython asks the package's __getattr__ for `from pinochle import panel`."""

# It imports nothing, so a key decoder or a view loads it without the app.

# Key tokens: what the app sees of the buttons, whatever the board or key map.
UP = 1
DOWN = 2
LEFT = 3
RIGHT = 4
OK = 5
BACK = 6
# The 3x4 keypad's and the MacroPad's keys: ERASE takes back the last digit typed (the keypad's `*`); the
# knob's turns are CW and CCW, one a detent; a digit key is DIGIT + its digit (DIGIT_0 to DIGIT_9).
ERASE = 7
CW = 8
CCW = 9
DIGIT = 0x20
# Held keys repeat as the same token; the app may step faster on repeats (numbers).
REPEAT = 0x80  # or-ed onto a token when it comes from a held key


def base(token):
    """The key of a token, REPEAT or not."""
    return token & 0x7F


def digit(token):
    """The digit 0-9 a token types, or -1 for any other key."""
    number = token - DIGIT
    return number if 0 <= number <= 9 else -1


# The millisecond clock: board ticks and keypad timestamps count modulo 2**29.
TICKS_MASK = (1 << 29) - 1
_TICKS_HALF = 1 << 28


def ticks_diff(later, earlier):
    """later - earlier in ms on the wrapping ticks_ms clock (correct for gaps under 3 days)."""
    return ((later - earlier + _TICKS_HALF) & TICKS_MASK) - _TICKS_HALF


# A frame line that starts with BIG is drawn twice the height and width (columns // 2 characters) over its row
# and the next, which the frame leaves empty.
BIG = "\x01"
