"""The outer loop (pinochle.device.restart.keep_running) on its own: a run that ends, or fails, loads the game
again, and only the same error from the same saved game counts toward doubting it."""

MICROPYTHON = True

from pinochle.device.restart import keep_running  # noqa: E402


class Stop(BaseException):
    """Ends the never-ending loop in a test (not an Exception: the loop must not catch it)."""


class FakeApp:
    version = 0


def test_a_run_that_comes_back_loads_the_game_again_and_says_nothing():
    built, shown = [], []

    def make_app(store, notice):
        built.append(notice)
        if len(built) == 3:
            raise Stop()
        return FakeApp()

    try:
        keep_running(make_app, None, "game restored", lambda app: None, shown.append)
    except Stop:
        pass
    assert built == ["game restored", "", ""]  # the power-up notice once, then the game loaded again
    assert shown == []


def test_an_error_is_shown_and_the_game_is_built_again():
    built, shown = [], []

    def run(app):
        raise ValueError("bad hand %d" % len(built))

    def make_app(store, notice):
        built.append(notice)
        if len(built) == 3:
            raise Stop()
        return FakeApp()

    try:
        keep_running(make_app, None, "", run, shown.append)
    except Stop:
        pass
    assert [str(error) for error in shown] == ["bad hand 1", "bad hand 2"]
