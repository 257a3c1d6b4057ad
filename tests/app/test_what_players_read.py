"""What the players read at a real table (issue 27, section 2 items 1-5): the need before play, the meld result of
a big hand, the scores screen, History and the counters, whole on both sizes with ten-letter team names. The
driver raises on any line wider than the screen; these check the words too."""

import pytest
from app_driver import Driver

from pinochle.ledger import Ledger
from pinochle.rules import make_rules
from pinochle.settle import Hand

TEAMS = ("MAPLE", "RIVERBENDS")
SIZES = (5, 3)  # rows: 128x64 and 128x32


def driver_with(profile, rows, hands=(), **settings):
    """A game already holding `hands` (each a Hand), the scores screen on top."""
    driver = Driver(profile, rows=rows, **settings)
    for hand in hands:
        driver.app.ledger.add(hand)
    return driver


def eleven_hands():
    """The double-x10 game to 5000 from the issue: RIVERBENDS (P4) bid 1500 in hearts on the 11th hand and go out
    first with 5270 against MAPLE's 5310."""
    hands = [Hand(0, 500, (300, 0), (250, 240), trump=0) for _ in range(8)]
    hands.append(Hand(1, 500, (0, 200), (200, 290), trump=2))
    hands.append(Hand(3, 500, (0, 620), (150, 340), trump=3))
    hands.append(Hand(3, 1500, (500, 2610), (210, 280), trump=1))
    return hands


def to_play_step(driver, declarer, bid, melds):
    driver.choose("New hand")
    driver.choose(declarer)
    driver.number(bid)
    driver.choose("Hearts")
    for meld in melds:
        driver.number(meld)


def add_cards(driver, cells):
    """Press the calculator's cards in: cells maps a cell (suit * ranks + rank) to how many of that card."""
    ranks = driver.app.rules.rank_count
    at = 0
    for cell in sorted(cells):
        suit, rank = divmod(cell, ranks)
        driver.press("DOWN " * ((suit - at // ranks) % 4) + "RIGHT " * ((rank - at % ranks) % ranks))
        driver.press("OK " * cells[cell])
        at = cell


# -- 1. Play or concede --
@pytest.mark.parametrize("rows", SIZES)
def test_play_or_concede_with_a_long_name_says_the_need_whole(rows):
    driver = Driver("double-x10", rows=rows, team_names=TEAMS)
    to_play_step(driver, "P2", 800, (0, 430))  # they can make it: the counters step comes first
    driver.press("BACK")
    lines = driver.lines()
    assert lines[:2] == ("RIVERBENDS need 370", "meld 430, bid 800"), lines
    assert driver.cursor_line() == "Play it"


@pytest.mark.parametrize("rows", SIZES)
def test_a_need_the_deck_cannot_hold_is_said_whole_beside_play_it(rows):
    driver = Driver("partnership", rows=rows)
    to_play_step(driver, "P2", 70, (0, 0))
    lines = driver.lines()
    assert lines[:3] == ("THEM need 70 of 50", "cannot make it", "Play it"), lines
    assert driver.cursor_line() == "Play it"
    driver.press("DOWN")
    assert driver.cursor_line() == "Concede" and driver.lines()[:2] == lines[:2]


# -- 2. The meld result and the calculator --
def roundhouses_and_a_run(driver):
    """Two kings and two queens of every suit, the ace of spades, and the ace, ten and jack of hearts."""
    ranks = driver.app.rules.rank_count
    cells = {suit * ranks + rank: 2 for suit in range(4) for rank in (2, 3)}
    for cell in (0, ranks, ranks + 1, ranks + 4):
        cells[cell] = cells.get(cell, 0) + 1
    add_cards(driver, cells)


@pytest.mark.parametrize("rows", SIZES)
def test_a_big_hands_meld_result_shows_every_suit_and_whom_it_adds_to(rows):
    driver = Driver("double-x10", ("double-roundhouse-240",), rows=rows, team_names=TEAMS)
    driver.choose("New hand")
    driver.choose("P2")
    driver.number(800)
    driver.choose("Hearts")
    driver.number(0)  # MAPLE's meld; RIVERBENDS' from the calculator
    driver.choose("Meld calculator")
    roundhouses_and_a_run(driver)
    driver.press("BACK")
    assert driver.lines()[0] == "H trump: meld 2510"
    assert driver.cursor_line() == "Add to RIVERBENDS"
    seen = []
    for _ in range(12):
        seen.append(driver.cursor_line())
        driver.press("UP")
    assert "S2400 H2510 D2400" in seen and "C2400" in seen, seen
    driver.choose("Add to RIVERBENDS")
    for _ in range(4):
        driver.wait(3000)  # the notice saying so gone, part by part
    assert "   < 2510 >" in driver.lines()


@pytest.mark.parametrize("rows", SIZES)
def test_the_meld_results_parts_add_up_to_its_meld(rows):
    driver = Driver("double", ("roundhouse-run-39",), rows=rows)
    driver.choose("Meld calculator")
    ranks = driver.app.rules.rank_count
    cells = {suit * ranks + rank: 1 for suit in range(4) for rank in (2, 3)}
    for cell in (0, 1, 4):  # the ace, ten and jack of spades beside its king and queen: a run
        cells[cell] = 1
    add_cards(driver, cells)
    driver.press("BACK")
    assert driver.lines()[0] == "S trump: meld 39"
    parts = []
    driver.press("UP")
    while not driver.cursor_line().startswith("S39 "):
        driver.press("UP")
    for _ in range(8):  # the parts are above the suits' row
        driver.press("UP")
        parts.append(driver.cursor_line())
        if driver.app._top().selected == 0:
            break
    assert "roundhouse with run 4" in parts, parts
    assert sum(int(part.split()[-1]) for part in parts) == 39, parts


# -- 3. The scores screen --
def test_the_scores_screen_with_a_ten_letter_name_keeps_the_dealer():
    driver = Driver("double-x10", rows=5, team_names=TEAMS)
    assert driver.lines()[0] == "MAPL   deal P1   RIVE", driver.lines()


def test_the_scores_line_keeps_deal_with_two_ten_letter_names():
    # The target goes before "deal" does; the names take their one short form (Settings shows it).
    driver = Driver("single", rows=5, team_names=("WHITEWATER", "GOLDENRODS"))
    assert driver.lines()[0] == "WHIT   deal P1   GOLD", driver.lines()
    driver.choose("Settings")
    assert "Short: WHIT, GOLD" in driver.app._top().items()


def test_the_end_of_the_game_says_why_the_lower_total_wins():
    driver = driver_with("double-x10", 5, eleven_hands(), team_names=TEAMS)
    lines = driver.lines()
    assert lines[:2] == ("RIVERBENDS wins:", "declarers out first"), lines
    assert lines[2].split() == ["MAPLE", "5310"] and lines[3].split() == ["RIVERBENDS", "5270"], lines
    assert driver.cursor_line() == "New game"


def test_the_end_of_the_game_on_three_rows_says_both_totals_why_and_who():
    driver = driver_with("double-x10", 3, eleven_hands(), team_names=TEAMS)
    # The winner whole; the rule behind it where the row has room (here the hand's details have it).
    assert driver.lines() == ("RIVERBENDS wins", "5310             5270", "New game")
    short = driver_with("double", 3, [Hand(0, 100, (110, 0), (40, 10))] * 3 + [Hand(0, 50, (30, 0), (30, 20))])
    assert short.lines() == ("US wins: reached 500", "510                20", "New game")


def call_for_card_round():
    """Five deals of call for a card, P2 ahead at the end."""
    return [Hand(seat, 50, (10, 20, 0, 10, 0), (30, 20), partner=(seat + 2) % 5, trump=1) for seat in (1, 2, 3, 4, 0)]


def test_call_for_a_card_says_why_the_game_ended():
    driver = driver_with("call-for-card", 5, call_for_card_round())
    lines = driver.lines()
    assert "P2 wins: most points," in lines and "every deal done" in lines, lines


# -- 4. History --
@pytest.mark.parametrize("rows", SIZES)
def test_history_names_both_teams_rows(rows):
    driver = driver_with("double-x10", rows, eleven_hands(), team_names=TEAMS)
    driver.choose("History")
    rows_seen = []
    for _ in range(12):
        rows_seen += [line for line in driver.lines()[1:] if "=" in line]
        driver.press("DOWN")
    assert rows_seen and all(line.split()[0] in ("MAPLE", "RIVE") for line in rows_seen), rows_seen
    assert any(line.split() == ["RIVE", "+2890", "=", "5270"] for line in rows_seen), rows_seen
    assert any(line.split() == ["MAPLE", "+710", "=", "5310"] for line in rows_seen), rows_seen


@pytest.mark.parametrize("rows", SIZES)
def test_call_for_a_card_history_shows_players_totals_and_partner(rows):
    hands = call_for_card_round()
    driver = driver_with("call-for-card", rows, hands[:-1])
    driver.choose("History")
    seen = []
    for _ in range(6):  # the newest hand: its heading, then a row for each player
        seen.append(driver.cursor_line())
        driver.press("DOWN")
    assert seen[0].split()[:2] == ["4", "P5+P2"], seen
    totals = driver.app.ledger.settled(3).totals
    deltas = driver.app.ledger.settled(3).delta
    assert [line.split() for line in seen[1:]] == [
        ["P%d" % (who + 1), "%+d" % deltas[who], "=", "%d" % totals[who]] for who in range(5)
    ], seen


# -- 5. The counters --
@pytest.mark.parametrize("rows", SIZES)
def test_the_counters_keep_the_need_for_either_team(rows):
    for declarer, melds, asked in (("P1", (430, 0), "MAPLE took? need 370"), ("P2", (0, 430), "RIVE took? need 370")):
        driver = Driver("double-x10", rows=rows, team_names=TEAMS)
        to_play_step(driver, declarer, 800, melds)
        assert driver.lines()[0] == asked, driver.lines()


@pytest.mark.parametrize("rows", SIZES)
def test_call_for_a_card_counters_say_the_need_and_whose(rows):
    driver = Driver("call-for-card", rows=rows)
    driver.choose("New hand")
    driver.choose("P2")
    driver.number(50)
    driver.choose("P4")
    driver.choose("Hearts")
    for meld in (0, 20, 0, 10, 0):
        driver.number(meld)
    lines = driver.lines()
    assert lines[:2] == ("P2+P4 took? need 20", "others took 30"), lines
    assert driver.cursor_line() == "   < 20 >"


# -- Found by the random explorer on the way --
def test_a_need_as_big_as_a_record_holds_keeps_the_deck_beside_it():
    driver = Driver("double-x10", rows=5)
    driver.app.pending_bid = (1, 65000)  # THEM's bid, confirmed before a power cut
    driver.choose("Resume hand")
    driver.choose("Hearts")
    driver.number(0)
    driver.number(450)
    assert driver.lines()[:3] == ("THEM need 64550/490", "cannot make it", "Play it"), driver.lines()


def test_totals_too_wide_to_draw_twice_the_size_are_a_row_per_team():
    hands = (Hand(0, 1000, (0, 0), (240, 250), trump=0), Hand(1, 1000, (0, 0), (240, 250), trump=0))
    driver = driver_with("double-x10", 5, hands)
    lines = driver.lines()
    assert lines[1:3] == ("US" + " " * 14 + "-1000", "THEM" + " " * 12 + "-1000"), lines
    assert lines[3] == "meld 0, under 200", lines


def test_the_last_hands_line_drops_its_scores_before_it_is_too_wide():
    # Single deck: a bid the deck cannot make is conceded, with a reason longer than the row.
    driver = Driver("single", rows=5)
    driver.app.ledger = Ledger(make_rules("single", (), 20000))
    driver.app.ledger.add(Hand(1, 3640, (1900, 0), (0, 250), trump=0))
    lines = driver.lines()
    assert driver.app.ledger.settled(0).reason.startswith("conceded: needs")
    assert lines[3] == "#1 conceded", lines  # "#1 conceded +1900 -3640" is 23 wide


def test_a_total_too_long_for_its_half_of_the_big_line_is_written_whole():
    hands = (Hand(1, 65530, (0, 0), (0, 50), trump=0), Hand(3, 65535, (0, 0), (0, 50), trump=0))
    driver = driver_with("double", 5, hands)
    lines = driver.lines()
    them = driver.app.summary().totals[1]
    assert lines[1].split() == ["US", "0"] and lines[2].split() == ["THEM", "%d" % them], lines


def test_a_need_the_deck_cannot_hold_gives_way_on_the_counters_step():
    driver = Driver("call-for-card", rows=5)
    driver.app.pending_bid = (1, 38461, 2)  # P2 called P3's card, confirmed before a power cut
    driver.choose("Resume hand")
    driver.choose("Hearts")
    for meld in (0, 50, 0, 0, 0):
        driver.number(meld)
    assert driver.lines()[:2] == ("P2+P3 need 38411/50", "cannot make it"), driver.lines()
    driver.choose("Play it")
    assert driver.lines()[:2] == ("P2+P3 took?", "others took 0"), driver.lines()


def test_names_alike_to_their_seventh_letter_stay_whole_over_the_totals():
    # Their short form is no shorter than 7 letters: whole, the dealer alone between them (the explorer's find).
    driver = Driver("klemic", rows=5, team_names=("MMWMMWWMM", "MMWMMW"))
    driver.app.ledger = Ledger(make_rules("klemic", (), 65535))
    assert driver.lines()[0] == "MMWMMWWMM  P1  MMWMMW", driver.lines()


@pytest.mark.parametrize("rows", SIZES)
def test_a_hands_details_say_which_letter_is_trump(rows):
    """A ten-letter declarer's big bid leaves the trump's letter a row of its own on both 21-column screens: it
    says it is the trump there."""
    driver = driver_with("double-x10", rows, [Hand(1, 800, (0, 430), (200, 290), trump=0)], team_names=TEAMS)
    driver.choose("History")
    driver.press("OK")
    seen = []
    for _ in range(4):
        seen += [line for line in driver.lines() if line not in seen]
        driver.press("DOWN")
    assert "P2 RIVERBENDS bid 800" in seen and "S trump" in seen or "P2 RIVERBENDS bid 800 S trump" in seen, seen


@pytest.mark.parametrize("rows", SIZES)
def test_history_heads_its_columns_with_long_names_cut_to_their_width(rows):
    """Each score and total under its team's name: whole where it fits its columns, else its short form."""
    hands = [Hand(1, 800, (0, 430), (200, 290), trump=0)]
    for teams, heading in ((TEAMS, "#    MAPLE      RIVE"), (("RIVERBENDS", "HIGHLANDER"), "#     RIVE      HIGH")):
        driver = driver_with("double-x10", rows, hands, team_names=teams)
        driver.choose("History")
        assert driver.lines()[:3] == (heading, "1 P2 800S", "  +200 200 -800 -800"), driver.lines()


def test_history_counts_one_hand_as_one():
    driver = driver_with("call-for-card", 3, call_for_card_round()[:1])
    driver.choose("History")
    assert driver.lines()[0] == "History: 1 hand", driver.lines()
