"""The program around the app on a board: one power-up for every board (power_up, set_up: settings, pins, the board's
parts, notices) and the loop that runs the app and starts it again after an error (restart)."""


def type_and_message(error):
    """An error as the screen and the loop say it: "OSError: [Errno 5] EIO"."""
    return "%s: %s" % (type(error).__name__, error)
