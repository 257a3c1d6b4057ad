"""Wear: a 60-hand game played through the real app writes each slot once per commit point and never on
a keypress or while idle. CPython only: the app and the store together outgrow the VM tests' heap."""

import pytest
from app_driver import Driver, StoreSpy, record_hand
from store_fakes import Faults, SimMedium

from pinochle.store.game import GameStore


@pytest.mark.slow  # a 60-hand game through the app
def test_60_hands_write_each_slot_only_at_the_commit_points():
    faults = Faults()
    media = (SimMedium(2048, faults, "nvm"), SimMedium(2048, faults, "file"))
    store = GameStore(media)
    saves = []
    driver = Driver(store=StoreSpy(lambda ledger, *_: saves.append(ledger.count), store))
    writes_at_save = []
    for hand in range(60):
        before = len(saves)
        declarer = ("P1", "P2")[hand % 2]  # each side set in turn: the game runs on without a winner
        record_hand(driver, declarer, 60, "Hearts", (20, 20), 20)
        assert len(saves) == before + 2  # the confirmed bid; trump and meld, before the hand is played
        for _ in range(5):
            driver.wait(60000)  # the table talks for five minutes
        driver.press("UP DOWN UP DOWN")  # and someone fiddles with the buttons
        assert media[0].writes == media[1].writes == len(saves)
        driver.choose("Confirm")
        assert len(saves) == before + 3  # the settled hand
        writes_at_save.append((media[0].writes, media[1].writes))
    assert driver.app.ledger.count == 60
    assert len(saves) == 180  # 120 before trump and meld were saved with the bid (docs/saves.md)
    assert media[0].writes == media[1].writes == 180
    assert writes_at_save[-1] == (180, 180)
    found = GameStore(media).recover()
    assert found.value.ledger.records == driver.app.ledger.records
    assert found.value.ledger.totals() == driver.app.ledger.totals()
    assert media[0].writes == media[1].writes == 180
