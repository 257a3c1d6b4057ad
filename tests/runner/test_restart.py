"""The outer loop (pinochle.runner.restart.keep_running) on its own: a run that ends loads the game again with
nothing to say, and a run that fails shows its error before the game is built again."""

MICROPYTHON = True

from pinochle.runner.restart import keep_running  # noqa: E402


class Stop(BaseException):
    """Ends the never-ending loop in a test (not an Exception: the loop must not catch it)."""


class FakeApp:
    version = 0

    def frame(self):
        return ("",), -1


def looped(run, notice, builds=3):
    """(the notice each build was given, the errors shown) of keep_running over run, stopped at the builds-th."""
    built, shown = [], []

    def make_app(store, notice):
        built.append(notice)
        if len(built) == builds:
            raise Stop()
        return FakeApp()

    try:
        keep_running(make_app, None, notice, lambda app: run(app, len(built)), shown.append)
    except Stop:
        pass
    return built, shown


def test_a_run_that_comes_back_loads_the_game_again_and_says_nothing():
    built, shown = looped(lambda app, builds: None, "game restored")
    assert built == ["game restored", "", ""]  # the power-up notice once, then the game loaded again
    assert shown == []


def _fails(app, builds):
    raise ValueError("bad hand %d" % builds)


def test_an_error_is_shown_and_the_game_is_built_again():
    built, shown = looped(_fails, "")
    assert [str(error) for error in shown] == ["bad hand 1", "bad hand 2"]
    assert built == ["", "", ""]


class FakeStore:
    """Records what the loop doubts: the newest save, after it failed while it was read back."""

    def __init__(self):
        self.doubted = []

    def doubt(self, reason):
        self.doubted.append(reason)


class FramedApp(FakeApp):
    def __init__(self, fails):
        self.fails = fails

    def frame(self):
        if self.fails:  # the totals folded from the saved hands
            raise TypeError("no name for BOOM")
        return FakeApp.frame(self)


def stored_loop(run, frame_fails, builds=6):
    """(the store given to each build, the errors shown, the reasons doubted) over a saved game whose first frame
    fails (frame_fails) or whose screens fail (run)."""
    store, stores, shown = FakeStore(), [], []

    def make_app(given, notice):
        stores.append(given)
        if len(stores) == builds:
            raise Stop()
        return FramedApp(frame_fails and given is store and not store.doubted)

    try:
        keep_running(make_app, store, "", run, shown.append)
    except Stop:
        pass
    return stores, shown, store.doubted


def test_a_screens_error_after_a_good_restore_never_counts_against_the_save():
    # The same error again and again, nothing saved between: a screen's defect, not the save's.
    stores, shown, doubted = stored_loop(lambda app: _fails(app, 0), False)
    assert [str(error) for error in shown] == ["bad hand 0"] * 5
    assert doubted == []
    assert all(store is stores[0] for store in stores)  # every start over the saved game, saving


def test_an_error_while_the_save_is_read_back_twice_doubts_it():
    stores, shown, doubted = stored_loop(lambda app: None, True, builds=4)
    assert [str(error) for error in shown] == ["no name for BOOM"] * 2
    assert doubted == ["TypeError: no name for BOOM"]
    assert stores[2] is stores[0]  # built again over the doubted save: the damaged-save question
