"""One power-up on a VM for `bench.heap power-up`, as code.py starts the app over FOLDER's save slots; prints the
screens shown: `circuitpython32-board -X heapsize=40k -m bench.heap.vm.power_up file|ram FOLDER`."""

import sys

sys.path.insert(0, ".")

_TRIES = 6  # errors shown before the probe stops: the board would go on for ever


class Stop(BaseException):
    """The probe has what it came for (a BaseException, so the outer loop lets it through)."""


class Settings:
    profile, options, target, team_names, signals, keys = "double", (), None, ("US", "THEM"), None, "five"


class View:
    rows, columns, lines = 8, 21, ()

    def show(self, lines, cursor):
        self.lines = lines


class Keys:
    def next_token(self, now_ms):
        return None

    def reset(self, now_ms):
        pass


class Clock:
    now = 0

    def ticks_ms(self):
        self.now += 1000
        return self.now

    def sleep_ms(self, ms):
        pass


def _media(kind, folder):
    from pinochle.store.file_medium import FILE_NAMES, save_files

    if kind == "file":
        return save_files(folder)
    from pinochle.store.ram_medium import RamMedium

    media = []
    for name in FILE_NAMES:
        with open(folder + "/" + name, "rb") as file:
            data = bytearray(file.read(512))
        media.append(RamMedium(len(data), data=data, name="nvm"))
    return media


def main(kind, folder):
    # What code.py has loaded before its loop starts, less the hardware's; a MemoryError before "ready" is the
    # firmware's own, before any of the game's code runs.
    from pinochle import forget_module
    from pinochle.device import input  # noqa: F401  # the keys' own code
    from pinochle.runner import config
    from pinochle.runner.notice import show_error as show
    from pinochle.runner.restart import keep_running
    from pinochle.store.game import GameStore

    config.copy_values(config.load(lambda name: None), config.GAME_FIELDS)
    del config
    forget_module("pinochle.runner.config")
    store = GameStore(_media(kind, folder))
    errors = [0]
    view, keys, clock = View(), Keys(), Clock()
    print("ready")

    def make_app(store, notice):
        from pinochle.app.start import start_app

        return start_app(Settings, 8, 21, store, notice)

    def run(app):
        lines = app.frame()[0]
        print("screen | " + " | ".join(line for line in lines if line) + " | saving %s" % (app.store is not None))
        raise Stop()

    def show_error(error):  # allocates next to nothing: the heap may be full
        errors[0] += 1
        view.lines = ()
        show(view, keys, clock, error, 4000, lambda error: None)
        print("error |", end="")
        for line in view.lines:
            print(" ", line, "|", end="")
        print()
        if errors[0] >= _TRIES:
            print("errors", errors[0])
            raise Stop()

    try:
        keep_running(make_app, store, "", run, show_error)
    except Stop:
        pass


main(sys.argv[-2], sys.argv[-1])
