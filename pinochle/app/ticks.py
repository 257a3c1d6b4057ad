"""The millisecond clock the app and the key decoder share: board ticks and keypad timestamps count modulo 2**29."""

TICKS_MASK = (1 << 29) - 1
_TICKS_HALF = 1 << 28


def ticks_diff(later, earlier):
    """later - earlier in ms on the wrapping ticks_ms clock (correct for gaps under 3 days)."""
    return ((later - earlier + _TICKS_HALF) & TICKS_MASK) - _TICKS_HALF
