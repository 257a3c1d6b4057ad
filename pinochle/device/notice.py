"""Whole-screen notices (a bad setting, an unexpected error): a title row and the message word-wrapped."""


def wrap(text, columns, limit):
    """At most `limit` lines of at most `columns` characters; long words are cut, overflow ends in '..'."""
    lines = []
    line = ""
    for word in text.split():
        while len(word) > columns:  # wider than the screen (a setting's name): cut after an underscore
            if line:
                lines.append(line)
                line = ""
            cut = word.rfind("_", 0, columns) + 1 or columns
            lines.append(word[:cut])
            word = word[cut:]
        if not line:
            line = word
        elif len(line) + 1 + len(word) <= columns:
            line = line + " " + word
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    if len(lines) > limit:
        lines = lines[:limit]
        last = lines[-1]
        lines[-1] = (last if len(last) + 2 <= columns else last[: columns - 2]) + ".."
    return lines


def notice_lines(title, message, rows, columns):
    """Exactly `rows` lines: the title, then the message wrapped to fit."""
    lines = [title[:columns]] + wrap(message, columns, rows - 1)
    while len(lines) < rows:
        lines.append("")
    return tuple(lines)
