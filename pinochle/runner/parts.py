"""What the game keeps of the power-up (runner/set_up.py builds it, runner/power_up.py runs the game with it): the
board's view, keys, clock and calls, and plain values. The board itself and its module are dropped."""


class Parts:
    def __init__(self, settings, view, keys, board, keep_screens, archive=None):
        self.settings = settings  # the game's settings (config.GAME_FIELDS), plain values
        self.view, self.keys = view, keys
        self.clock, self.print_exception = board.clock, board.print_exception
        self.export, self.keep_damaged, self.playing = board.export, board.keep_damaged, board.playing
        self.loop_ms, self.collect_under = board.LOOP_MS, board.COLLECT_UNDER
        self.keep_screens = keep_screens  # what a screen loaded stays loaded (pinochle.memory)
        self.archive = archive  # where games are kept at New game (pinochle.archive), or None
