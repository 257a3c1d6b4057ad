"""docs/performance.md, where the benches write their tables: each between its own two markers. Host-only."""

from pathlib import Path

PAGE = Path(__file__).resolve().parents[1] / "docs" / "performance.md"


def write_table(name, text, command, note="", page=PAGE):
    """Put text between <!-- name:start --> and <!-- name:end --> (added at the end when absent), with the command
    that made it and a note after it."""
    start, end = "<!-- %s:start -->" % name, "<!-- %s:end -->" % name
    block = "%s\n%s\n\nMade by `%s`%s.\n%s" % (start, text, command, note, end)
    old = page.read_text() if page.exists() else "# Memory and speed\n"
    if start in old and end in old:
        head, rest = old.split(start, 1)
        new = head + block + rest.split(end, 1)[1]
    else:
        new = old.rstrip("\n") + "\n\n" + block + "\n"
    page.write_text(new)
    return page
