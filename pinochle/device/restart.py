"""The companion's outer loop on every board: start the app over the saved game, run it, and on an error show it
and start again. The loop never dies; Ctrl-C (a BaseException) still stops it."""

import gc

# Twice unable even to start: a game that does not save, so the saved one stays intact.
UNREADABLE = "not saving: saved game unreadable"


def keep_running(make_app, store, notice, run, show_error):
    """make_app(store, notice) builds the app (store None: no saving); run(app) plays until an error;
    show_error(error) tells the table. Never returns."""
    failed_starts = 0
    while True:
        app = None  # collectable before the new one is built
        gc.collect()
        try:
            if failed_starts >= 2:
                app = make_app(None, UNREADABLE)
            else:
                app = make_app(store, notice)
            failed_starts = 0
            notice = ""
        except Exception as error:
            failed_starts += 1
            show_error(error)
            continue
        try:
            gc.collect()
            run(app)
        except Exception as error:
            app = None
            show_error(error)
