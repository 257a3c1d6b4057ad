"""A bid confirmed for the hand under way (App.pending_bid) survives power cuts, and a change that moves the deal
clears one the new dealer could not hold (klemic's all-passed 45 is the dealer's alone)."""

MICROPYTHON = True
# The app through its keys, the game store and, at the power-up, its decoder with the app still loaded: 88k needed
# on 32-bit CircuitPython, 77k on MicroPython (`bench.heap need`; 72k before the screens' modules stayed loaded
# between screens), and a quarter over it.
MICROPYTHON_HEAP = "110k"

from app_driver import Driver, StoreSpy, record_hand  # noqa: E402

from pinochle.store.game import GameStore  # noqa: E402
from pinochle.store.ram_medium import RamMedium  # noqa: E402


def test_undoing_a_hand_under_the_dealers_forced_bid_clears_the_bid_and_the_game_still_loads():
    media = (RamMedium(256), RamMedium(256))  # a one-hand game's save is under 100 bytes
    store = GameStore(media)
    saved_bids = []
    driver = Driver("klemic", store=StoreSpy(lambda ledger, names, bid: saved_bids.append(bid), store))
    record_hand(driver, "P1", 60, "Hearts", (43, 22), 31)
    driver.press("OK")
    driver.app.pending_bid = (1, 45)  # all passed and P2, the dealer, took 45; then the power went
    assert driver.cursor_line() == "Resume hand"
    driver.choose("Undo")  # P1 deals again: 45 is no longer the dealer's bid, nor on klemic's grid
    assert driver.app.pending_bid is None and saved_bids[-1] is None  # cleared before it was saved
    assert driver.app._message == "undone: hand 1, the deal moved: bid cleared; saved"
    assert driver.lines()[3] == "undone: hand 1,"  # the one row with no number: the notice a part at a time
    driver.wait(2600)
    assert driver.lines()[3] == "the deal moved:"
    driver.wait(5000)
    driver.choose("New hand")  # not "Resume hand": the hand starts afresh, P1 dealing
    assert driver.lines()[0] == "Declarer? deal P1"
    driver = None  # the power goes; the next power-up reads the save
    found = GameStore(media).recover()
    assert (found.status, found.value.pending_bid, found.value.ledger.count) == ("restored", None, 0)
