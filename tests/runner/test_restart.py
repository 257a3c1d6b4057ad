"""The outer loop (pinochle.runner.restart.keep_running) on its own: a run that ends loads the game again with
nothing to say, and a run that fails shows its error before the game is built again."""

MICROPYTHON = True

from pinochle.runner.restart import keep_running  # noqa: E402


class Stop(BaseException):
    """Ends the never-ending loop in a test (not an Exception: the loop must not catch it)."""


class FakeApp:
    version = 0


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
