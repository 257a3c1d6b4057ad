"""What the digit keys, ERASE and the knob do (the 3x4 keypad, the MacroPad), and a number digit by digit on
buttons (LEFT or RIGHT held): a number typed or set a digit at a time, a list's entries chosen by number.
Imported by pinochle.app.screen's users only when such a key comes (screen.field_token)."""

import pinochle.panel as panel
from pinochle.fit import line
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


def field_key(field, token, high, big):
    """A digit, ERASE, a held LEFT or RIGHT or a key while digit by digit, on a number field (hand entry's and
    the Settings target: its `app`, `value`, `typed`, `place` and show()): True once it has acted, False for a key
    the field takes as ever. high: its largest value; big: what UP and DOWN step it by."""
    app = field.app
    if token == ERASE or panel.digit(token) >= 0:
        digits = typed_key(app, token, field.typed, field.value, high)
        field.typed = digits
        field.place = None
        field.show(int(digits) if digits else 0)
        return True
    base = panel.base(token)
    if field.place is None:
        if (base == LEFT or base == RIGHT) and token & panel.REPEAT:
            # A held LEFT or RIGHT asks for digit by digit: from 0, the cursor one digit over UP/DOWN's step.
            field.typed = None
            field.place = min(len("%d" % high) - 1, len("%d" % big))
            field.show(0)
            return True
        return False
    moved = by_place(app, token, field.value, field.place, high)
    if moved is None:
        if token != BACK:
            return False
        moved = (field.value, None)  # out of digit by digit, the number kept
    field.place = moved[1]
    field.show(moved[0])
    return True


def by_place(app, token, value, place, high):
    """Five and three buttons' big numbers, digit by digit: `place` is the cursor's power of ten. UP/DOWN turn
    its digit round 0-9, LEFT/RIGHT move it (a held one's repeats, from the hold that asked for it, do not):
    (value, place) after the key, or None for a key the number field takes as ever (OK, BACK, digits)."""
    base = panel.base(token)
    if base == LEFT or base == RIGHT:
        if not token & panel.REPEAT:
            place = max(0, min(len("%d" % high) - 1, place + (1 if base == LEFT else -1)))
        return value, place
    if base == UP or base == DOWN:
        power = 10**place
        digit = value // power % 10
        turned = value + ((digit + (1 if base == UP else -1)) % 10 - digit) * power
        if turned > high:
            app.say("%d at most" % high)
            return value, place
        return turned, place
    return None


def place_shown(app, header, value, place, high, hinted):
    """(header, number) while digit by digit: the number as wide as `high`, leading zeros shown, the cursor's
    digit in brackets ("0[1]900"); the header's last row, where it is the keys' hint (`hinted`), says its keys."""
    width = len("%d" % high)
    text = ("0" * width + "%d" % value)[-width:]
    at = width - 1 - place
    if hinted:
        header = header[:-1] + ("P/N digit OK+P/N move" if app.keys == "three" else "UP/DN digit  L/R move",)
    return header, text[:at] + "[" + text[at] + "]" + text[at + 1 :]
