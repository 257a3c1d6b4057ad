"""The program around the app on a board: power-up (power_up, set_up: settings, pins, the board's parts, notices)
and the loop that runs the app and starts it again after an error (restart). Here: how a value or error is said."""

PREFIX = "PINOCHLE_"  # every setting's name starts with it (settings.toml, pinochle_settings.py)


def type_and_message(error):
    """An error as the screen and the loop say it: "OSError: [Errno 5] EIO"."""
    return "%s: %s" % (type(error).__name__, error)


def printable(value, limit=24):
    """A value as a message repeats it: one line of characters the font draws ('?' for others), cut if long."""
    text = "".join(character if " " <= character <= "~" else "?" for character in str(value))
    return text if len(text) <= limit else text[: limit - 2] + ".."
