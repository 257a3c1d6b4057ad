"""A power cut while a hand is played (issue 37, item 9): the bid, trump and each side's meld come back, and the
counters are asked next; what it costs is one save more a hand (docs/saves.md)."""

from types import SimpleNamespace

from app_driver import Driver, before_play, play_if_asked

from pinochle.app.start import start_app
from pinochle.store.game import GameStore
from pinochle.store.ram_medium import RamMedium


class CountedMedium(RamMedium):
    """A slot that counts its writes: one a save, each an erase and program of the board's flash."""

    writes = 0

    def write(self, data):
        self.writes += 1
        RamMedium.write(self, data)


def two_slots():
    return [CountedMedium(2048, name="nvm"), CountedMedium(2048, name="file")]


def powered_up(media, profile="double"):
    settings = SimpleNamespace(profile=profile, options=(), target=None, team_names=("US", "THEM"), signals="")
    driver = Driver()
    driver.app = start_app(settings, 5, 21, GameStore(media))
    driver.wait(1)
    driver.wait(9000)  # the power-up notice gone
    return driver


def number(driver):
    return int(driver.cursor_line().strip().strip("<>").strip())


def test_a_cut_during_play_brings_back_trump_and_meld():
    media = two_slots()
    driver = powered_up(media)
    before_play(driver, "P1", 60, "Hearts", (43, 22))
    assert driver.lines()[0] == "US took? need 20"
    driver = powered_up(media)  # the power goes while the hand is played, and comes back
    driver.choose("Resume hand")
    assert driver.lines()[0] == "US took? need 20" and number(driver) == 20
    driver.press("BACK")
    assert driver.lines()[0] == "US need 20 of 50"  # Play it or Concede, as before the cut
    driver.press("BACK")
    assert driver.lines()[0] == "Meld THEM?" and number(driver) == 22
    driver.press("BACK")
    assert driver.lines()[0] == "Meld US?" and number(driver) == 43
    driver.press("BACK")
    assert driver.lines()[0] == "Trump? P1 US bid 60" and driver.cursor_line() == "Hearts"
    driver.press("OK OK OK")  # on again, the values kept
    driver.number(31)
    assert "made 74 on 60" in driver.screen()
    driver.choose("Confirm")
    assert driver.totals() == (74, 0)
    assert powered_up(media).app.pending_entry == ()  # recorded: nothing under way


def test_a_cut_before_the_meld_is_all_in_brings_back_the_bid():
    media = two_slots()
    driver = powered_up(media)
    before_play(driver, "P2", 55, "Spades", (30,))  # US's meld; THEM's not yet
    driver = powered_up(media)
    driver.choose("Resume hand")
    assert driver.lines()[0] == "Trump? P2 THEM bid 55"


def test_call_for_a_card_resumes_from_its_counters():
    media = two_slots()
    driver = powered_up(media, "call-for-card")
    driver.choose("New hand")
    driver.choose("P1")
    driver.number(55)
    driver.choose("P3")
    driver.choose("Clubs")
    for meld in (20, 0, 12, 0, 0):
        driver.number(meld)
    play_if_asked(driver)
    taking = driver.lines()[0]
    assert taking.startswith("P1+P3 took?")
    driver = powered_up(media, "call-for-card")
    driver.choose("Resume hand")
    assert driver.lines()[0] == taking


def test_one_save_more_a_hand_two_writes_on_a_board_with_two_slots():
    media = two_slots()
    driver = powered_up(media)
    before = sum(medium.writes for medium in media)
    before_play(driver, "P1", 60, "Hearts", (43, 22))
    driver.number(31)
    driver.choose("Confirm")
    # The bid, the trump and meld before play, the hand: three saves, each to both slots.
    assert sum(medium.writes for medium in media) - before == 3 * 2
