"""Input tokens: what the app sees of the buttons, whatever the board or key map."""

UP = 1
DOWN = 2
LEFT = 3
RIGHT = 4
OK = 5
BACK = 6
# Held keys repeat as the same token; the app may step faster on repeats (numbers).
REPEAT = 0x10  # or-ed onto UP/DOWN/LEFT/RIGHT when the token comes from a held key


def base(token):
    return token & 0x0F
