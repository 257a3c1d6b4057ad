"""Host-only tools on CPython: the command line (meld, replay). Never copied to a board."""

MAX_LINE = 1 << 16  # bytes: no hand, JSON hand or score-sheet row comes near this


class BadLine(ValueError):
    """A line that is not text: its number and why ("line N: why" as text)."""

    def __init__(self, number, reason):
        ValueError.__init__(self, "line %d: %s" % (number, reason))
        self.number = number
        self.reason = reason


def numbered_lines(source):
    """(line number, text without its line end) for each line of source: a binary or text stream (a text one is
    read through its bytes when it has them) or a list of lines. UTF-8 with or without a byte-order mark, LF or
    CRLF; BadLine for a line that is not UTF-8 text or is longer than MAX_LINE."""
    source = getattr(source, "buffer", source)
    readline = getattr(source, "readline", None)
    lines = iter(source) if readline is None else iter(lambda: readline(MAX_LINE + 1), source.read(0))
    for number, line in enumerate(lines, 1):
        if len(line) > MAX_LINE:
            raise BadLine(number, "longer than %d bytes" % MAX_LINE)
        if isinstance(line, bytes):
            try:
                line = line.decode("utf-8")
            except UnicodeDecodeError as error:
                raise BadLine(number, "not UTF-8 text (byte %d)" % (error.start + 1)) from None
        if number == 1 and line.startswith("\ufeff"):  # a byte-order mark, as a spreadsheet or editor writes
            line = line[1:]
        yield number, line.rstrip("\r\n")
