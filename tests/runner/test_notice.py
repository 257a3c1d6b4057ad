"""Whole-screen notices wrap to the view's rows and columns and never spill over."""

MICROPYTHON = True
# The notices lay out their text with pinochle.fit, without the app: 18k needed on 32-bit MicroPython (17k on
# circuitpython32-board; `bench.heap need`), 44k when they loaded pinochle.app; under the default cap.

from pinochle.fit import wrap  # noqa: E402
from pinochle.runner.notice import notice_lines, notice_pages  # noqa: E402


def test_words_wrap_within_the_columns():
    assert wrap("needed 31 and took 27 so the hand is set", 21) == ("needed 31 and took 27", "so the hand is set")


def test_long_words_are_cut_after_an_underscore_if_they_can_be():
    assert wrap("PINOCHLE_DISPLAY_ADDRESS: bad", 21) == ("PINOCHLE_DISPLAY_", "ADDRESS: bad")
    assert wrap("PINOCHLE_DISPLAY_ADDRESS bad", 10) == ("PINOCHLE_", "DISPLAY_", "ADDRESS", "bad")
    assert wrap("0123456789abcdef", 10) == ("0123456789", "abcdef")


def test_overflow_is_marked_after_whole_words():
    assert notice_lines("T", "one two three four five six", 3, 9) == ("T", "one two", "three..")
    assert notice_lines("T", "aaaaaaaaa bbbbbbbbb ccc", 2, 9) == ("T", "aaaaaaa..")


def test_notice_has_exactly_rows_lines():
    lines = notice_lines("Bad setting 1/2", "PINOCHLE_KEYS: 'four' is not five or three; using five", 5, 21)
    assert lines == (
        "Bad setting 1/2",
        "PINOCHLE_KEYS:",
        "'four' is not five or",
        "three; using five",
        "",
    )
    assert len(notice_lines("Error", "x " * 100, 3, 21)) == 3
    assert all(len(line) <= 21 for line in notice_lines("A very long title that overflows", "x " * 100, 3, 21))


def test_empty_message():
    assert notice_lines("Error", "", 2, 21) == ("Error", "")


def test_a_long_notice_is_shown_whole_over_several_screens():
    message = "PINOCHLE_DISPLAY_HEIGHT: 48 is not 64 or 32; using 64"
    pages = notice_pages("Bad setting", message, 3, 21)
    assert len(pages) == 2 and all(page[0] == "Bad setting" and len(page) == 3 for page in pages)
    assert (
        " ".join(line for page in pages for line in page[1:] if line)
        == "PINOCHLE_DISPLAY_ HEIGHT: 48 is not 64 or 32; using 64"
    )
    assert notice_pages("Bad setting", "short", 3, 21) == [notice_lines("Bad setting", "short", 3, 21)]
