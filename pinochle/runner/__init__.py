"""The program around the app on a board: settings read at power-up (config), notices shown before the app
(notice), and the loop that runs the app and starts it again after an error (restart). code.py and handheld.py."""


def type_and_message(error):
    """An error as the screen and the loop say it: "OSError: [Errno 5] EIO"."""
    return "%s: %s" % (type(error).__name__, error)
