"""Host-only tools on CPython: the command line (meld, legal, replay). Never copied to a board."""

MAX_LINE = 1 << 16  # bytes: no hand, JSON hand or score-sheet row comes near this
MAX_DIGITS = 9  # no field of a hand or a score sheet holds a longer number (CPython refuses past 4300 digits)


def one_line(text, limit=200):
    """text as one line of at most limit characters: a control character (a line end) becomes '?', and what is
    past the limit is cut, ending in '..'. Every message the command line and csv_replay write goes through it."""
    text = "".join("?" if character < " " or character == "\x7f" else character for character in str(text))
    return text if len(text) <= limit else text[: limit - 2] + ".."


def whole_number(text):
    """int of a decimal whole number of at most MAX_DIGITS digits in ASCII, with an optional sign; ValueError
    otherwise (int() takes '\u0663', and a run of 9s that CPython cannot convert raises in Python's words)."""
    digits = text[1:] if text[:1] in ("-", "+") else text
    if not (0 < len(digits) <= MAX_DIGITS and all("0" <= character <= "9" for character in digits)):
        raise ValueError("not a number")
    return int(text)


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


def answer_lines(stdin, stdout, stderr, answer):
    """The command line's `-`: answer(line) for each line of stdin that is not blank, written a line each; exit
    status 2 with "pinochle: line N: why" at the first line that is not text or that answer refuses (ValueError),
    after the answers to the lines before it."""
    lines = numbered_lines(stdin)
    while True:
        try:
            number, line = next(lines, (0, None))
        except BadLine as error:
            stderr.write("pinochle: %s\n" % one_line(error))
            return 2
        if line is None:
            return 0
        if not line.strip():
            continue
        try:
            stdout.write(answer(line) + "\n")
        except ValueError as error:
            stderr.write("pinochle: line %d: %s\n" % (number, one_line(error)))
            return 2
