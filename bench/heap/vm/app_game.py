"""The whole app's 40-hand game for `bench.heap budget`, driven by keys and saving at every commit point to two slot
files. Runs on the VMs and CPython:
`micropython -X heapsize=128k -m bench.heap.vm.app_game [trace] [keep | resume] [FOLDER]`."""

import gc
import sys

sys.path.insert(0, "tests/helpers")

HANDS = 40
TRUMPS = ("Spades", "Hearts", "Diamonds", "Clubs")


def live():
    gc.collect()
    return gc.mem_alloc() if hasattr(gc, "mem_alloc") else 0


class Settings:
    """What start_app takes for a new game (a board reads it from settings.toml)."""

    profile, options, target, team_names, signals = "double", (), None, ("US", "THEM"), "skip"


def play_hand(driver, number):
    """Record hand number + 1 through the keys, saved at its commit points."""
    from app_driver import play_if_asked

    app = driver.app
    declarer = (app.ledger.next_dealer() + 1) % 4
    team = declarer % 2
    # As bench/heap/vm/core_game.py: made under 200, set above; the defenders take 19 and score nothing.
    bid = 50 if app.summary().totals[team] < 200 else 65
    seed = number * 37
    meld, other, took = 20 + seed % 10, 20 + (seed >> 4) % 10, 31
    driver.choose("New hand")
    driver.choose("P%d" % (declarer + 1))
    driver.number(bid)
    driver.choose(TRUMPS[number % 4])
    for side in (0, 1):
        if number % 5 == 2 and side == team:
            # Part of the meld counted in the calculator: a pinochle (Q spades, J diamonds) is 4.
            driver.press("DOWN OK")  # the calculator, under the number
            driver.press("RIGHT*3 OK DOWN*2 RIGHT OK BACK")
            driver.choose("Bid help")  # its table and words loaded, a trump changed, dropped on the way back
            driver.press("RIGHT BACK")
            driver.choose("Add 4")
            driver.press("UP")  # back on the number
        driver.number(meld if side == team else other)
    play_if_asked(driver)
    driver.number(took)
    driver.choose("Confirm")
    if app.ledger.count != number + 1 or "not saved" in driver.screen():
        raise RuntimeError("hand %d not recorded and saved:\n%s" % (number + 1, driver.screen()))


def resume(driver, store, trace):
    """Power-up on a fresh VM: the app over the game the last run saved (pinochle.app.start, as code.py starts
    it), then one hand more."""
    from pinochle import forget_module
    from pinochle.app.start import start_app

    driver.app = start_app(Settings, driver.app.rows, driver.app.columns, store)
    forget_module("pinochle.app.start")  # power-up code, as code.py drops it
    if driver.app.ledger.count != HANDS:
        raise RuntimeError("no %d-hand game to resume:\n%s" % (HANDS, driver.screen()))
    if trace:
        print("power-up live %d" % live())
    play_hand(driver, HANDS)
    print("ok resumed %d hands, totals %s" % (driver.app.ledger.count, driver.app.ledger.totals()))


def main(flags, folder):
    """flags: "trace" prints the live heap; "keep" leaves the slot files for a "resume" run in a fresh VM, a
    power-up after the game that restores it and records one hand more."""
    trace = "trace" in flags
    if trace:
        print("start live %d" % live())
    # The store first, as code.py builds it: its slot buffers need whole free blocks, which module
    # loading would otherwise break up.
    from bench.heap.vm.slots import finish, fresh_store, store_over

    store = store_over(folder) if "resume" in flags else fresh_store(folder)
    gc.collect()
    from app_driver import Driver

    driver = Driver(store=store)
    if "resume" in flags:
        return resume(driver, store, trace)
    app = driver.app
    for number in range(HANDS):
        play_hand(driver, number)
        if trace:
            # Measured once the hand is saved, before the visits to History, which keep the past-hand code
            # loaded until the next hand is added.
            print("hand %d live %d" % (number + 1, live()))
        if number % 10 == 9:
            driver.choose("History")
            driver.press("DOWN OK BACK BACK")
        if number == 19:
            driver.choose("Undo")
            driver.choose("Redo")
        if number == 29:
            # Which card may I play, the rules text's worked example: clubs trump, JD KD JC, then AD 10D JD.
            driver.choose("Which card")
            driver.press("UP OK RIGHT RIGHT UP OK UP OK RIGHT UP UP OK OK OK DOWN DOWN OK")
            if driver.lines()[0] != "play AD 10D JD":
                raise RuntimeError("Which card may I play answered:\n%s" % driver.screen())
            driver.press("BACK BACK BACK BACK BACK")
        driver.wait(5000)  # the "saved" message expires
    ledger = app.ledger
    finish(ledger, HANDS, folder, flags)


if __name__ == "__main__":
    from bench.heap.vm.slots import arguments

    main(*arguments(sys.argv[1:]))
