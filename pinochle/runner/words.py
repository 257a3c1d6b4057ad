"""How power-up names a setting and repeats a bad value: the settings reader, the pin checks and boot.py's edit pin
use it, and it leaves the heap with them."""

PREFIX = "PINOCHLE_"  # every setting's name starts with it (settings.toml, pinochle_settings.py)


def printable(value, limit=24):
    """A value as a message repeats it: one line of characters the font draws ('?' for others), cut if long."""
    text = "".join(character if " " <= character <= "~" else "?" for character in str(value))
    return text if len(text) <= limit else text[: limit - 2] + ".."
