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


def numbered_lines(source, keep_going=False):
    """(line number, text without its line end) for each line of source: a binary or text stream (a text one is
    read through its bytes when it has them) or a list of lines. UTF-8 with or without a byte-order mark, LF or
    CRLF; BadLine for a line that is not UTF-8 text or is longer than MAX_LINE (keep_going: yielded in the text's
    place, the rest of a long line skipped, and the lines after it read)."""
    source = getattr(source, "buffer", source)
    readline = getattr(source, "readline", None)
    lines = iter(source) if readline is None else iter(lambda: readline(MAX_LINE + 1), source.read(0))
    for number, line in enumerate(lines, 1):
        problem = None
        if len(line) > MAX_LINE:
            problem = BadLine(number, "longer than %d bytes" % MAX_LINE)
            while readline is not None and line and line[-1:] not in ("\n", b"\n"):
                line = readline(MAX_LINE + 1)  # the rest of the long line, up to its end
        elif isinstance(line, bytes):
            try:
                line = line.decode("utf-8")
            except UnicodeDecodeError as error:
                problem = BadLine(number, "not UTF-8 text (byte %d)" % (error.start + 1))
        if problem is not None:
            if not keep_going:
                raise problem
            yield number, problem
            continue
        if number == 1 and line.startswith("\ufeff"):  # a byte-order mark, as a spreadsheet or editor writes
            line = line[1:]
        yield number, line.rstrip("\r\n")


def answer_lines(stdin, stdout, stderr, answer, keep_going=False):
    """The command line's `-`: answer(line) for each line of stdin that is not blank, written a line each; exit
    status 2 with "pinochle: line N: why" at the first line that is not text or that answer refuses (ValueError),
    after the answers to the lines before it. keep_going: each such line gets its "line N: why" and the lines
    after it their answers; the status is 2 at the end if any line was refused."""
    refused = 0
    try:
        for number, line in numbered_lines(stdin, keep_going):
            refused += _answer(number, line, stdout, stderr, answer)
            if refused and not keep_going:
                return 2
    except BadLine as error:
        stderr.write("pinochle: %s\n" % one_line(error))
        return 2
    return 2 if refused else 0


def _answer(number, line, stdout, stderr, answer):
    """answer_lines' one line: its answer written, or its refusal; 1 if refused. The answers are flushed before a
    refusal, so the two streams read in order when they go to one place."""
    if isinstance(line, BadLine):
        stdout.flush()
        stderr.write("pinochle: %s\n" % one_line(line))
        return 1
    if not line.strip():
        return 0
    try:
        stdout.write(answer(line) + "\n")
    except ValueError as error:
        stdout.flush()
        stderr.write("pinochle: line %d: %s\n" % (number, one_line(error)))
        return 1
    return 0
