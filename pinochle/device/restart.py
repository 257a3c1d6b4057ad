"""The companion's loops on every board. The outer one starts the app over the saved game, runs it, and on an error
shows it and starts again: it never dies, but Ctrl-C (a BaseException) still stops it. The inner one is the
board's own (its clock and sleep), each pass running one_pass."""

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


def one_pass(app, view, keys, now_ms):
    """One pass of the main loop: the keys' tokens to the app, its clock, its frame to the view. Nothing in it
    allocates unless the app changes what is shown."""
    token = keys.next_token(now_ms)
    while token:
        app.handle(token, now_ms)
        token = keys.next_token(now_ms)
    app.tick(now_ms)
    lines, cursor = app.frame()
    view.show(lines, cursor)
