"""How a line gives way when it is wider than the screen: the one place every screen's and notice's text is laid
out. Always loaded: the app and the power-up's notices (pinochle.runner.notice) import it, and it imports nothing,
so a notice needs no app."""

from pinochle import const

_WHOLE = const(255)  # a name's length when it is not shortened
_SHORTEST = const(4)  # a name is never shortened below this: "HAWK", not "H"


def line(columns, parts, names=(), rows=None):
    """The parts as one row of at most `columns` characters, giving way in this order: optional parts go (and
    parts with a shorter form take it), then the names take their short form (short_names: one form a name, the
    same on every screen); numbers and words are never cut. The parts are joined as they are (spaces
    included by the caller):
      a str: words the player needs, always kept;
      an int: names[int], a team's (or player's) name, shortened when the row is too narrow;
      a tuple: one part's forms, fullest first, the first that lets the row fit ("double kings around",
      "kings around x2"); a 1-tuple (str,) is an optional part, dropped ("of 50", a hint).
    A row that does not fit even so comes back as its shortest form, wider than the screen: the tests' views and
    the simulator raise on it, the board's view draws what fits. (rows: lines() asks for a tuple of rows.)"""
    last = 0  # the form number at which every tuple is at its last (a 1-tuple's part gone)
    for part in parts:
        if type(part) is tuple:
            last = max(last, len(part) - (len(part) > 1))
    for form in range(last + 1):
        text = _joined(parts, names, _WHOLE, form)
        if len(text) <= columns:
            return (text,) if rows else text
    if names:
        # A name has two forms, whole and short (short_names): never a third length between them.
        text = _joined(parts, names, shortest(names), last)
        if len(text) <= columns:
            return (text,) if rows else text
    return wrap(_joined(parts, names, _WHOLE, last), columns) if rows else text


def shortest(names):
    """The length every name may be cut to and still tell them apart, never below 4 letters (a name no longer than
    it stays whole): the length of the names' short form (short_names)."""
    least = max([len(name) for name in names] + [0])
    while least > _SHORTEST and len(set(name[: least - 1] for name in names)) == len(names):
        least -= 1  # the names cut this short are still all different
    return least


def short_names(names):
    """Each name's one short form, derived once by one rule: cut to the shortest length that still tells the
    names apart, never below 4 letters ("WHIT", "GOLD"). A name is shown whole where it fits, else so: two
    forms a name, whatever the screen (Settings shows them)."""
    least = shortest(names)
    return tuple(name[:least] for name in names)


def best(columns, names, *choices):
    """line() of the first of the choices (each parts for line()) that fits one row, else of the last: the
    screen's order where a part should go before a name shortens past what line() would do."""
    for parts in choices:
        text = line(columns, parts, names)
        if len(text) <= columns:
            break
    return text


def lines(columns, parts, names=()):
    """line(), or when no form of it fits one row, its words wrapped whole over as many rows as they need (the
    names whole, the optional parts left out)."""
    return line(columns, parts, names, True)


def _joined(parts, names, size, form):
    """The parts joined, names cut to size, each tuple at its form number (its last past its end)."""
    text = ""
    for part in parts:
        if type(part) is int:
            text += names[part][:size]
        elif type(part) is str:
            text += part
        elif form < len(part):
            text += part[form]
        elif len(part) > 1:
            text += part[-1]
    return text


def wrap(text, columns):
    """Text broken at spaces into rows of at most `columns`, after a clause's comma or colon when one ends past a
    third of the row ("set: needed 35," "took 27", not "set: needed 35, took" "27"). Only a word wider than the
    screen (a setting's name in a notice) is broken: after an underscore where it has one."""
    rows = ()
    while len(text) > columns:
        cut = max(text.rfind(", ", 0, columns + 1), text.rfind(": ", 0, columns + 1)) + 1
        if cut <= columns // 3:
            cut = text.rfind(" ", 0, columns + 1)
        if cut <= 0:
            cut = text.rfind("_", 0, columns) + 1 or columns
        rows += (text[:cut].rstrip(),)
        text = text[cut:].lstrip()
    return rows + (text,)


def fill(pieces, columns, separator=", "):
    """The pieces (a name and its number each) as many to a row as fit, joined by separator, never one split
    unless it alone is wider than the screen (then wrapped at its spaces): whose each number is stays beside it."""
    rows = ()
    row = ""
    for piece in pieces:
        if row and len(row) + len(separator) + len(piece) <= columns:
            row += separator + piece
            continue
        if row:
            rows += (row,)
        wrapped = wrap(piece, columns)
        rows += wrapped[:-1]
        row = wrapped[-1]
    return rows + (row,)
