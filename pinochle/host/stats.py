"""`python3 -m pinochle stats FOLDER [--json]`: the figures across the games kept in a save folder (the simulator's,
or a board's drive in edit mode) and the game under way there, as text or JSON."""

import json
import os

from pinochle.host import one_line
from pinochle.stats import figure_rows, figures

# The figures as --json names them, each the Figures attribute or method that gives it.
FIELDS = (
    ("games", "games"),
    ("finished", "finished"),
    ("wins", "wins"),
    ("win_rate", "win_rate"),
    ("declared", "declared"),
    ("made", "made"),
    ("set", "set"),
    ("average_bid", "average_bid"),
    ("average_meld_declaring", "average_meld_declaring"),
    ("average_meld_defending", "average_meld_defending"),
    ("best_meld", "best_meld"),
    ("sets_suffered", "sets"),
    ("lost_to_sets", "lost_to_sets"),
)


def current_game(folder):
    """The game under way in the folder's saves, as an ArchivedGame, or None (no save, or none readable): the two
    save files (the simulator, MicroPython) or a CircuitPython drive's slot file (its other slot is the nvm)."""
    from pinochle.archive import ArchivedGame
    from pinochle.device.circuitpython.slot_file import NAME, SlotFile
    from pinochle.store import SLOT_SIZE
    from pinochle.store.file_medium import FILE_NAMES, save_files
    from pinochle.store.game import GameStore
    from pinochle.store.recovery import RESTORED

    opened = None
    if any(os.path.isfile(os.path.join(folder, name)) for name in FILE_NAMES):
        media = save_files(folder)
    elif os.path.isfile(os.path.join(folder, NAME)):
        opened = open(os.path.join(folder, NAME), "rb")
        media = (SlotFile(opened, SLOT_SIZE),)
    else:
        return None
    try:
        found = GameStore(media).recover()
    finally:
        if opened is not None:
            opened.close()
    if found.status != RESTORED:
        return None
    saved = found.value
    return ArchivedGame(saved.ledger, saved.team_names, saved.ledger.winner() is not None)


def as_json(entry):
    shown = {"name": entry.name}
    for name, attribute in FIELDS:
        value = getattr(entry, attribute)
        shown[name] = value() if callable(value) else value
    return shown


def stats_command(args, stdout, stderr):
    """Exit 0 with the figures; 2 when the folder holds no archive, or one that cannot be read."""
    from pinochle.archive import load_folder

    folder = args.folder
    if not os.path.isdir(folder):
        stderr.write("pinochle: %s is not a folder\n" % folder)
        return 2
    try:
        found = load_folder(folder)
    except (OSError, ValueError) as error:
        stderr.write("pinochle: the archive cannot be read: %s\n" % one_line(error))
        return 2
    if found is None:
        stderr.write("pinochle: no archive of games in %s\n" % folder)
        return 2
    games, skipped = found
    kept = [(game.ledger, game.team_names, game.finished) for game in games]
    current = current_game(folder)
    if current is not None and current.ledger.count:
        kept.append((current.ledger, current.team_names, current.finished))
    table = figures(kept)
    counted = sum(1 for ledger, _, _ in kept if ledger.count)
    under_way = current is not None and current.ledger.count > 0 and not current.finished
    if args.json:
        teams = [as_json(entry) for entry in table if not entry.players]
        players = [as_json(entry) for entry in table if entry.players]
        summary = {"games": counted, "under_way": under_way, "skipped": skipped, "teams": teams, "players": players}
        stdout.write(json.dumps(summary) + "\n")
        return 0
    said = "%d game%s" % (counted, "" if counted == 1 else "s")
    if under_way:
        said += ", one under way"
    if skipped:
        said += "; %d kept game%s failed the check, skipped" % (skipped, "" if skipped == 1 else "s")
    stdout.write(said + "\n")
    for entry in table:
        who = ("player " if entry.players else "") + entry.name
        stdout.write("\n%s\n" % who)
        for forms in figure_rows(entry):
            stdout.write("  %s\n" % forms[0])
    return 0
