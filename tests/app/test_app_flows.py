"""Whole flows through the app state machine, read back from the frames it returns."""

import sys

from app_driver import Driver, StoreSpy, play_if_asked, record_hand

import pinochle.panel as panel
from pinochle.memory import drop_on_demand
from pinochle.screens import CALCULATOR, HAND_ENTRY, HISTORY, HOME
from pinochle.settle import Hand

MICROPYTHON = True
# The whole app and its screens: the worst test (the calculator in hand entry's place) needs 99k on 32-bit
# MicroPython (`bench.heap need`; 92k before the screens' modules stayed loaded between screens), and a quarter
# over it.
MICROPYTHON_HEAP = "124k"


def test_a_hand_with_meld_typed_as_numbers():
    driver = Driver()
    assert driver.totals() == (0, 0)
    record_hand(driver, "P1", 60, "Hearts", (43, 22), 31)
    screen = driver.screen()
    assert "made 74 on 60" in screen
    # The why, in the words of the rules, with THEM's score; then the score of a side with no why of its own.
    assert "THEM +0: took 19,\nunder 20\nUS +74\n" in screen
    driver.choose("Confirm")
    assert driver.totals() == (74, 0)
    assert driver.lines()[3] == "made 74 on 60"
    assert driver.app.ledger.count == 1


def test_a_new_game_signals_by_its_profiles_convention_unless_the_table_sets_one():
    from pinochle.app.start import start_app

    class Settings:
        profile, options, target, team_names, signals = "partnership", (), None, ("US", "THEM"), None

    # double-deck-partnership.txt: "if the bid is 50, and I bid 52, I am telling my partner that I have 20"
    app = start_app(Settings, 5, 21, None)
    assert (app.rules.name, app.signal_convention) == ("partnership", "increment")
    Settings.signals = "skip"
    assert start_app(Settings, 5, 21, None).signal_convention == "skip"
    Settings.profile, Settings.signals = "double", None
    assert start_app(Settings, 5, 21, None).signal_convention == "skip"


def test_a_partnership_hand_bid_67_with_15_meld_is_played():
    # double-deck-partnership.txt: raises of 5 or more from 60 (67 after 62), and no 20-point meld minimum. The
    # keys step a raise's 5 from 60: 67 is set digit by digit (RIGHT held), from the hundreds.
    driver = Driver("partnership")
    driver.choose("New hand")
    driver.choose("P2")
    driver.now += 100
    driver.app.handle(panel.RIGHT | panel.REPEAT, driver.now)
    driver.press("RIGHT UP*6 RIGHT UP*7")
    assert driver.cursor_line().strip() == "< 0006[7] >"  # a bid off the keys' steps, still a bid
    driver.press("OK")
    driver.choose("Hearts")
    driver.number(15)
    driver.number(52)
    play_if_asked(driver)
    driver.number(28)
    screen = driver.screen()
    assert "made 80 on 67" in screen and "US +37  THEM +80" in screen
    driver.choose("Confirm")
    assert driver.totals() == (37, 80) and driver.app.ledger.hand(0).bid == 67


def test_the_declarers_need_is_shown_before_play():
    driver = Driver()
    driver.choose("New hand")
    driver.choose("P2")
    driver.number(60)
    driver.choose("Spades")
    driver.number(10)
    driver.number(25)
    # They can make it: the counters step comes at once, with the need; BACK shows Play it or Concede.
    assert driver.lines()[:3] == ("THEM took? need 35", "US took 15", "UP/DN 10  L/R 1")
    assert driver.cursor_line().strip() == "< 35 >"
    driver.press("BACK")
    assert driver.lines()[:2] == ("THEM need 35 of 50", "meld 25, bid 60")
    driver.press("BACK BACK")
    driver.number(20)  # the declarers' team meld is THEM's, the second entry
    driver.number(15)
    assert "meld 15, under 20" in driver.screen()


def test_an_illegal_bid_is_refused_with_the_reason():
    driver = Driver()
    driver.choose("New hand")
    driver.choose("P2")
    driver.press("DOWN")  # below 50 there is nothing: the editor stays on the lowest bid
    assert driver.cursor_line().strip() == "< 50 >"
    driver = Driver("klemic")
    driver.choose("New hand")
    driver.choose("P2")
    driver.press("DOWN OK")  # 45 is the stuck dealer's bid only
    assert driver.cursor_line().strip() == "< 45 >"
    message = " ".join(driver.lines()[-4:])  # wrapped whole at the bottom
    assert "45" in message and "dealer" in message


def test_dealer_stuck_shortcut():
    driver = Driver("klemic")
    driver.choose("New hand")
    driver.choose("All passed")
    assert driver.lines()[0] == "Trump? P1 US bid 45"


def test_game_over_and_new_game():
    driver = Driver()
    for _ in range(4):
        record_hand(driver, "P1", 100, "Clubs", (90, 0), 40)
        driver.choose("Confirm")
    assert driver.totals() == (520, 0)
    assert driver.lines()[0] == "US    US wins    THEM" and driver.lines()[3] == "US wins: reached 500"
    driver.choose("New game")
    driver.choose("Yes")
    assert driver.totals() == (0, 0)


def test_edit_a_past_hand_recomputes_the_totals():
    driver = Driver()
    record_hand(driver, "P1", 60, "Hearts", (43, 22), 31)
    driver.choose("Confirm")
    record_hand(driver, "P2", 55, "Spades", (20, 30), 30)  # THEM make 60 on 55; US took 20: 20 + 20
    driver.choose("Confirm")
    assert driver.totals() == (114, 60)
    driver.choose("History")
    driver.press("DOWN OK")  # the older hand: newest is first
    assert driver.lines()[0] == "Hand 1, deal P1"
    driver.choose("Edit")
    driver.choose("P1")
    driver.number(60)
    driver.choose("Hearts")
    driver.number(43)
    driver.number(22)
    play_if_asked(driver)
    driver.number(27)  # they took 27, not 31: 43 + 27 = 70 still makes 60, and THEM's 23 now counts
    assert "made 70 on 60" in driver.screen()
    driver.choose("Confirm")
    assert driver.totals() == (110, 105)


def test_undo_and_redo_from_the_scores_screen():
    driver = Driver()
    record_hand(driver, "P1", 60, "Hearts", (43, 22), 31)
    driver.choose("Confirm")
    driver.choose("Undo")
    assert driver.totals() == (0, 0)
    driver.choose("Redo")
    assert driver.totals() == (74, 0)


def test_meld_from_the_calculator_per_player_summed():
    driver = Driver()
    driver.choose("New hand")
    driver.choose("P1")
    driver.number(50)
    driver.choose("Hearts")
    # First player: a run in hearts (A 10 K Q J): DOWN to the calculator under the meld, the hearts row.
    driver.press("DOWN OK")
    driver.press("DOWN OK RIGHT OK RIGHT OK RIGHT OK RIGHT OK BACK")
    assert driver.lines()[0] == "H trump: meld 15"
    driver.choose("Add 15 to US")
    # The sum is the number, whose cards come next is on the calculator's line: no notice over them.
    assert driver.lines()[2:4] == ("   < 15 >", "Meld calculator: P3") and driver.frame()[1] == 3
    # Second player: a pinochle (Q spades, J diamonds).
    driver.press("OK")
    assert driver.lines()[0] == "P3 H trump 0, 0 cards"
    driver.press("RIGHT*3 OK DOWN*2 RIGHT OK BACK")
    assert driver.lines()[0] == "H trump: meld 4"
    driver.choose("Add 4 to US")
    assert "   < 19 >" in driver.lines()
    driver.press("UP OK")  # the number again, and on to THEM's meld
    assert driver.lines()[0] == "Meld THEM?"


def waiting(driver):
    """The screens under the top one that wait as their values (a screen's name), not as a screen made."""
    return [entry[0] for entry in driver.app.stack[:-1] if type(entry) is tuple]


def shown(driver):
    """The screen on top, by its class's name."""
    return type(driver.app.stack[-1]).__name__


def test_the_calculator_takes_hand_entrys_place():
    driver = Driver()
    driver.choose("New hand")
    driver.choose("P2")
    driver.number(50)
    driver.choose("Spades")
    driver.press("RIGHT*3")  # a value under way, not yet confirmed
    driver.press("DOWN OK")  # no ten to take off: DOWN reaches the calculator, the 3 kept
    assert driver.lines()[0] == "P1 S trump 0, 0 cards"
    # The hand waits as plain values while the calculator is open: no hand entry screen is held under it.
    assert waiting(driver) == [HOME, HAND_ENTRY] and shown(driver) == "Calculator"
    driver.press("RIGHT*3 OK DOWN*2 RIGHT OK BACK")
    driver.choose("Add 4 to US")
    assert driver.lines()[0] == "Meld US?"
    assert "   < 7 >" in driver.lines()
    assert waiting(driver) == [HOME] and shown(driver) == "HandEntry"  # the calculator is gone, its grid too
    driver.press("BACK")  # the steps before are kept: back to trump, Spades still chosen
    assert driver.lines()[0] == "Trump? P2 THEM bid 50" and driver.cursor_line() == "Spades"
    driver.choose("Spades")
    driver.number(7)
    driver.press("DOWN OK BACK")  # an empty grid: BACK returns at once
    assert driver.lines()[0] == "Meld THEM?" and driver.cursor_line() == "Meld calculator: P2"
    assert "   < 0 >" in driver.lines()
    driver.press("UP")
    driver.number(30)
    play_if_asked(driver)
    driver.number(30)
    assert "THEM +60" in driver.screen()


def test_the_calculator_on_its_own_and_its_meld_in_the_grids_place():
    drop_on_demand()  # as the power-up leaves it: what the tests before loaded is gone
    driver = Driver()
    driver.choose("Meld calculator")
    assert driver.lines()[0] == "S trump 0, 0 cards"
    assert "pinochle.melds.api" not in sys.modules  # the grid counts with pinochle.melds alone
    driver.press("RIGHT*3 OK DOWN LEFT OK RIGHT OK DOWN RIGHT OK BACK")  # Q spades, K Q hearts, J diamonds
    assert driver.lines()[:2] == ("H trump: meld 8", "S6 H8 D6 C6")  # the best trump first
    assert waiting(driver) == [HOME, CALCULATOR]  # the grid waits as its values
    driver.choose("Next trump")
    assert driver.lines()[0] == "D trump: meld 6"
    driver.choose("Change cards")  # the grid made anew: the cards, the cell and the trump kept
    assert driver.lines()[0] == "D trump 6, 4 cards" and driver.lines()[3] == "D A0 T0 K0 Q0[J1]"
    assert waiting(driver) == [HOME] and shown(driver) == "Calculator"  # the result is gone
    driver.press("BACK")
    driver.choose("Clear")
    assert driver.lines()[:2] == ("H trump 0, 0 cards", "S[A0]T0 K0 Q0 J0")
    driver.press("BACK")  # nothing on the grid: back to the scores, the cursor where it was
    assert driver.cursor_line() == "Meld calculator"


def test_the_scores_screen_is_set_aside_while_another_is_open():
    driver = Driver()
    record_hand(driver, "P1", 60, "Hearts", (43, 22), 31)
    driver.choose("Confirm")
    driver.choose("History")
    assert driver.lines()[0] == "1 hand       US THEM"  # the team names over their columns
    assert waiting(driver) == [HOME] and shown(driver) == "History"  # the scores screen waits as its values
    driver.press("BACK")
    assert driver.totals() == (74, 0)
    assert driver.cursor_line() == "History"  # made anew, the cursor where it was
    assert waiting(driver) == [] and shown(driver) == "Home"


def test_back_from_a_hands_details_the_sheet_is_made_anew_its_cursor_where_it_was():
    driver = Driver()
    for declarer in ("P1", "P2", "P3"):
        record_hand(driver, declarer, 60, "Hearts", (43, 22), 31)
        driver.choose("Confirm")
    driver.choose("History")
    driver.press("DOWN")  # the second newest
    row = driver.cursor_line()
    driver.press("OK")
    assert driver.lines()[0].startswith("Hand 2,")
    assert waiting(driver) == [HOME, HISTORY]  # the sheet is not held under the details, only its values
    driver.press("BACK")
    assert driver.cursor_line() == row


def test_a_message_expires_across_the_clock_wrap():
    driver = Driver()
    driver.now = (1 << 29) - 1000  # supervisor.ticks_ms() wraps at 2**29
    driver.press("DOWN*3 OK")  # Undo with nothing to undo says so
    assert "nothing to undo" in driver.lines()
    driver.wait(2000)
    assert "nothing to undo" in driver.lines()
    driver.now = 2000  # the clock wrapped
    driver.wait(0)
    assert "nothing to undo" not in driver.lines()


def test_a_damaged_save_is_kept_until_the_table_says_otherwise():
    saves = []
    driver = Driver(store=StoreSpy(lambda ledger, *_: saves.append(ledger.count)), damaged=True)
    assert driver.lines()[0] == "Saved game damaged"
    driver.choose("Play, don't save")
    record_hand(driver, "P1", 60, "Hearts", (43, 22), 31)
    driver.choose("Confirm")
    assert saves == []  # nothing written over the damaged slots
    driver = Driver(store=StoreSpy(lambda ledger, *_: saves.append(ledger.count)), damaged=True)
    assert driver.lines()[0] == "Saved game damaged"
    assert "pinochle.app.damaged" in sys.modules  # the question's code, loaded only for it
    driver.choose("New game, save it")
    assert saves == [0]
    assert driver.totals() == (0, 0)
    assert [shown(driver)] == [type(screen).__name__ for screen in driver.app.stack] == ["Home"]  # the question gone
    record_hand(driver, "P1", 60, "Hearts", (43, 22), 31)
    driver.choose("Confirm")
    assert saves[-1] == 1


def test_a_notice_at_power_up_is_timed_from_the_first_tick():
    driver = Driver(notice="no saved game")
    driver.now = 500_000  # the board has been on a while (an error restarted the app)
    driver.wait(0)
    assert "no saved game" in driver.lines()
    driver.wait(7000)
    assert "no saved game" in driver.lines()
    driver.wait(2000)
    assert "no saved game" not in driver.lines()


def test_the_game_can_be_saved_as_a_csv_file():
    written = []

    def export(app):
        written.append(app.ledger.count)
        if len(written) > 1:
            raise OSError(30)  # edit mode: the drive is read-only to the code
        return "/game-001.csv"

    driver = Driver(export=export)
    record_hand(driver, "P1", 60, "Hearts", (43, 22), 31)
    driver.choose("Confirm")
    driver.choose("History")
    driver.choose("Save as CSV")
    assert written == [1] and "saved game-001.csv" in driver.lines()
    driver.press("OK")
    assert "not saved: read-only" in driver.lines()


def test_settings_apply_on_leaving_and_count_as_one_save():
    saves = []
    driver = Driver(store=StoreSpy(lambda ledger, *_: saves.append(ledger.rules.name)))
    driver.choose("Settings")
    driver.press("OK OK OK")  # Rules: double -> double-x10 -> klemic -> single
    assert driver.cursor_line() == "Rules: single"
    driver.choose("Target")  # OK opens the target for number entry: it does not step it
    assert driver.cursor_line() == "Target: < 1500 >"
    driver.press("RIGHT OK")
    assert driver.cursor_line() == "Target: 1550"
    assert saves == []  # nothing written on a keypress
    driver.press("BACK")
    assert saves == ["single"]
    assert driver.app.rules.target == 1550
    assert driver.lines()[0] == "US    deal P1    THEM"  # whose deal; no room for the target beside "deal"
    record_hand(driver, "P2", 250, "Spades", (100, 0), 150)
    driver.choose("Confirm")
    driver.choose("Settings")
    driver.press("OK BACK")  # with a hand recorded the game keeps its rules
    assert driver.app.rules.name == "single"
    assert "kept: Start new game" in driver.lines()


def test_a_reason_longer_than_the_screen_is_wrapped_not_cut():
    driver = Driver()
    record_hand(driver, "P1", 60, "Hearts", (25, 22), 27)
    assert driver.lines()[:3] == ("set: needed 35,", "took 27", "US -60  THEM +45")  # broken after the clause
    driver.choose("Confirm")
    driver.wait(3000)
    # The scores screen keeps one row for the last hand: the short form when the reason is longer.
    assert driver.lines()[3:] == ("#1 set -60 +45", "New hand")


def test_the_three_row_screen_shows_the_verdict_and_its_scores():
    driver = Driver(rows=3)
    record_hand(driver, "P1", 60, "Hearts", (43, 22), 31)
    # The words first, the cursor on them: Confirm would scroll them off. The scores stay just above Confirm.
    # The reason's first line is the title: it stays while the rest scrolls.
    assert driver.lines() == ("made 74 on 60", "THEM +0: took 19,", "under 20") and driver.app.frame()[1] == 1
    driver.press("DOWN*3")
    assert driver.lines() == ("made 74 on 60", "US +74", "Confirm (or OK above)")
    driver.press("UP*3 OK")  # OK on the words confirms too: no scrolling to Confirm needed
    assert driver.totals() == (74, 0)


def test_call_for_card_resumed_after_the_bid_asks_for_the_partner():
    driver = Driver("call-for-card")
    driver.app.pending_bid = (0, 50)  # as start_app restores it: the bid was saved, then the power went
    driver.choose("Resume hand")
    assert driver.lines()[0] == "Called card held by?"
    driver.choose("P3")
    assert driver.lines()[0] == "Trump? P1 bid 50"
    driver.press("BACK BACK BACK")  # back through the partner and the bid to the declarer
    assert driver.lines()[0] == "Declarer? deal P1"
    driver.press("BACK")  # leaving the first step abandons the hand
    assert driver.app.pending_bid is None
    assert driver.cursor_line() == "New hand"


def test_the_scores_screen_says_who_won_and_by_which_rule():
    driver = Driver()
    for hand in (Hand(0, 100, (110, 0), (40, 10)), Hand(1, 100, (0, 110), (10, 40)), Hand(0, 200, (200, 0), (45, 5))):
        driver.app.ledger.add(hand)
    driver.app.commit()
    driver.choose("New hand")
    driver.choose("P2")
    driver.number(60)
    driver.choose("Spades")
    driver.number(130)
    driver.number(340)
    play_if_asked(driver)
    driver.number(30)
    # The verdict names the rule, and the scores screen says it again under the totals.
    assert "THEM wins: declarers out first" in " ".join(driver.lines())
    driver.choose("Confirm")
    assert driver.totals() == (545, 520)
    assert driver.lines()[0] == "US   THEM wins   THEM" and driver.lines()[3] == "declarers out first"


def test_the_score_sheet_shows_every_hand_with_its_marks_and_both_totals():
    driver = Driver()
    ledger = driver.app.ledger
    ledger.add(
        Hand(0, 50, (30, 22), outcome="conceded", all_passed=True)
    )  # P1 deals and is stuck with 50, then concedes
    ledger.add(Hand(1, 60, (10, 25), outcome="no-marriage", trump=None))  # P2 has no marriage in trump
    ledger.add(Hand(2, 60, (43, 22), (31, 19), trump=1))  # P3 makes 74 in hearts
    driver.app.commit()
    driver.choose("History")
    # Newest first: hand, declarer, bid and trump with its mark (n not played, c conceded, * the stuck dealer),
    # then US's score and total and THEM's, under the team names. Too wide for one row here: two rows a hand,
    # the cursor on the scores.
    assert driver.lines() == ("#      US    THEM", "3 P3 60H  ", "  +74  24  +0 -38", "2 P2 60-n ", "   +0 -50 -60 -38")
    assert driver.cursor_line() == "  +74  24  +0 -38"
    driver.press("DOWN DOWN")
    assert driver.lines()[3:] == ("1 P1 50-c*", "  -50 -50 +22  22") and driver.cursor_line().startswith("  -50")
    driver.press("OK")
    assert driver.lines()[:2] == ("Hand 1, deal P1", "P1 US bid 50 no trump")
    driver = Driver()
    driver.app.ledger.add(Hand(0, 60, (43, 22), (31, 19), trump=1))
    driver.app.commit()
    driver.choose("History")  # one row a hand when it fits
    assert driver.lines()[:2] == ("1 hand       US THEM", "1 P1 60H +74 74 +0 0")
