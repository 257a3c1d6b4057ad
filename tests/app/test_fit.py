"""The one way a line gives way: optional parts go, then names shorten while they still tell the teams apart,
then words wrap whole; a number or a word is never cut."""

MICROPYTHON = True
# pinochle.fit alone, without the app package: 12k needed on the 32-bit VMs (`bench.heap need`; 38k when it was
# pinochle.app.fit), under the default cap.

from pinochle.fit import best, fill, line, lines, short_names, wrap  # noqa: E402

TEAMS = ("MAPLE", "RIVERBENDS")


def test_a_line_that_fits_is_kept_whole():
    assert line(21, (1, " need 70", (" of 250",)), TEAMS) == "RIVERBENDS need 70"
    assert line(21, (0, " need 70", (" of 250",)), TEAMS) == "MAPLE need 70 of 250"
    assert line(21, (0, " need 70", (" of 250",)), ("US", "THEM")) == "US need 70 of 250"


def test_the_optional_part_goes_before_a_name_shortens():
    assert line(21, (1, " need 370", (" of 500",)), TEAMS) == "RIVERBENDS need 370"


def test_a_name_has_two_forms_whole_and_its_one_short_form():
    # Never a length between them: a row with room for RIVERBEND still gets the short form, the one every row uses.
    assert short_names(TEAMS) == ("MAPL", "RIVE")
    assert line(22, ("Add 2510 to ", 1), TEAMS) == "Add 2510 to RIVERBENDS"
    assert line(21, ("Add 2510 to ", 1), TEAMS) == "Add 2510 to RIVE"
    assert line(16, ("Add 2510 to ", 1), TEAMS) == "Add 2510 to RIVE"
    assert short_names(("WHITEWATER", "WHITEHALL")) == ("WHITEW", "WHITEH")


def test_a_part_with_several_forms_takes_the_first_that_lets_the_row_fit():
    forms = ("set: needed 35, took 27 of 50", "#3 set -60 +45", "#3 set")
    assert line(21, (forms,)) == "#3 set -60 +45"
    assert line(10, (forms,)) == "#3 set"
    assert line(21, (1, " need 64550", (" of 490", "/490")), TEAMS) == "RIVE need 64550/490"


def test_a_short_name_still_tells_the_teams_apart():
    teams = ("RIVERBENDS", "RIVERSIDE")
    assert line(12, ("Add 25 to ", 1), teams) == "Add 25 to RIVERS"  # never "RIVER", which both begin with
    assert line(12, ("Add 25 to ", 0), teams) == "Add 25 to RIVERB"


def test_a_name_never_shortens_below_four_letters_it_wraps_whole_instead():
    assert line(12, ("P4 wins: ", 1), TEAMS) == "P4 wins: RIVE"  # too wide: the tests' views raise on it
    assert lines(21, (1, " wins: reached 5000"), TEAMS) == ("RIVERBENDS wins:", "reached 5000")


def test_a_line_that_cannot_fit_one_row_wraps_whole_words_with_the_names_whole():
    assert lines(21, ("cannot make it: needs 51, the deck holds 50",)) == (
        "cannot make it:",
        "needs 51,",
        "the deck holds 50",
    )
    assert lines(12, (1, " +2890 = 5270", (" (hand 11)",)), TEAMS) == ("RIVERBENDS", "+2890 = 5270")


def test_what_cannot_fit_is_returned_too_wide_not_cut():
    # The tests' views and the simulator raise on it: a number is never cut to make a row fit.
    assert line(8, ("need 1234567890",)) == "need 1234567890"


def test_wrap_breaks_after_a_clause_and_never_inside_a_word():
    assert wrap("set: needed 35, took 27", 21) == ("set: needed 35,", "took 27")
    for text in ("double aces around 1000 and more", "triple kings around 1200, quadruple pinochle 900"):
        rows = wrap(text, 21)
        assert " ".join(rows) == text and all(len(row) <= 21 for row in rows)


def test_fill_keeps_each_name_beside_its_number():
    assert fill(("P1 +32", "P2 +90", "P3 +36", "P4 +90", "P5 +30"), 21, "  ") == (
        "P1 +32  P2 +90",
        "P3 +36  P4 +90",
        "P5 +30",
    )


def test_best_takes_the_screens_order_of_choices():
    choices = (("  ", 1, " -65535 = -131065"), (1, " -65535 = -131065"), (" ", " -65535 = -131065"))
    assert best(21, TEAMS, *choices) == "RIVE -65535 = -131065"
    assert best(21, ("MMWMMWWMM", "MMWMMW"), *choices) == "  -65535 = -131065"
