"""What the digit keys, ERASE and the knob do (the 3x4 keypad, the MacroPad): a number typed digit by digit, a
list's entries chosen by number. Loaded only on a board that has them (pinochle.app.screen calls it)."""

import pinochle.panel as panel
from pinochle.app.fit import line
from pinochle.panel import BACK, CCW, CW, DOWN, ERASE, LEFT, RIGHT, UP

# The phone keypad's arrows: 2 up, 8 down, 4 left, 6 right (0 is no key).
_ARROWS = (0, 0, UP, 0, LEFT, 0, RIGHT, 0, DOWN, 0)


def list_key(screen, token):
    """A digit key's, ERASE's or the knob's token on a screen's list: a digit chooses the entry it numbers
    (Screen.pick) and gives 0, nothing more to do; else the token it stands for: the knob's turns DOWN (CW) and UP,
    ERASE BACK (a list has nothing to erase), 2 4 6 8 the arrows where the screen numbers nothing."""
    base = panel.base(token)
    if base == CW or base == CCW:
        return DOWN if base == CW else UP
    if token == ERASE:
        return BACK
    digit = panel.digit(token)
    if digit < 0:
        return token
    index = screen.pick(digit)
    if index >= 0:
        screen.selected = index
        screen.choose(index)
        return 0
    return token if screen.numbers else _ARROWS[digit]


def typed_key(app, token, digits, value, high):
    """A digit or ERASE in a number field showing `value`, `digits` those typed into it so far (None while the
    value shown was not typed: the first digit replaces it, ERASE takes the value's last digit off): the digits
    after the key ("" once all are erased), the same digits where the key is refused (the reason said), or False
    for any other key. Leading zeros go; more digits than `high` has, or a number over it, is refused."""
    digit = panel.digit(token)
    if digit < 0:
        if token != ERASE:
            return False
        if digits is None:
            digits = "%d" % value
        if not digits:
            app.say("nothing to erase")
        return digits[:-1]
    more = ("" if digits is None else digits).lstrip("0") + "%d" % digit
    width = len("%d" % high)
    if len(more) > width:
        app.say("%d digits at most" % width)
        return digits
    if int(more) > high:
        app.say("%d at most" % high)
        return digits
    return more


def number_items(app, items, chosen):
    """The items with the digit that chooses each beside it, 1 to 9. chosen: the indices of the items chosen so,
    in order (all when None). A label too wide for its number closes up after its colon ("5 Run in RH 39:always")."""
    shown = list(items)
    for number, index in enumerate(range(len(items)) if chosen is None else chosen):
        if number < 9:
            item = items[index]
            shown[index] = line(app.columns, ("%d " % (number + 1), (item, item.replace(": ", ":"))))
    return tuple(shown)
