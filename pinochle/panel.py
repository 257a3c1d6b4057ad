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
# Held keys repeat as the same token; the app may step faster on repeats (numbers).
REPEAT = 0x10  # or-ed onto UP/DOWN/LEFT/RIGHT when the token comes from a held key


def base(token):
    """The key of a token, REPEAT or not."""
    return token & 0x0F


# The millisecond clock: board ticks and keypad timestamps count modulo 2**29.
TICKS_MASK = (1 << 29) - 1
_TICKS_HALF = 1 << 28


def ticks_diff(later, earlier):
    """later - earlier in ms on the wrapping ticks_ms clock (correct for gaps under 3 days)."""
    return ((later - earlier + _TICKS_HALF) & TICKS_MASK) - _TICKS_HALF


# A frame line that starts with BIG is drawn twice the height and width (columns // 2 characters) over its row
# and the next, which the frame leaves empty.
BIG = "\x01"
