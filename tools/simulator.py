"""Desktop simulator: the companion on a computer through the board's own display driver and view, keyboard or
scripted keys. Host-only: `.venv/bin/python tools/simulator.py --help`."""

import argparse
import importlib
import os
import shutil
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

try:
    from tools.host_display import HostDisplay  # first: it sets Blinka up before displayio loads
except ImportError as missing:
    sys.exit("simulator: %s; run `bash tools/setup.sh` and use .venv/bin/python" % (missing,))

import terminalio  # noqa: E402

from pinochle.device.circuitpython.view import View  # noqa: E402
from pinochle.device.input import KeyDecoder, key_names, keymap  # noqa: E402
from pinochle.device.knob import Knob  # noqa: E402
from pinochle.panel import BIG, TICKS_MASK  # noqa: E402
from pinochle.runner import config  # noqa: E402
from tools.screen_text import GlyphReader  # noqa: E402

USAGE = """\
    .venv/bin/python tools/simulator.py                  # in a terminal; arrows or w/a/s/d, Enter = OK,
                                                         # Backspace or Esc = BACK, q quits
    .venv/bin/python tools/simulator.py --mode three     # the three-button board: Up = PREV, Down = NEXT,
                                                         # Enter = OK, Left = OK+PREV, Right = OK+NEXT,
                                                         # Backspace or Esc = a long OK (BACK)
    .venv/bin/python tools/simulator.py --mode keypad    # the 3x4 keypad: digits, * (ERASE), # or Enter (OK),
                                                         # Backspace = *, Esc = * held long (BACK)
    .venv/bin/python tools/simulator.py --mode macropad --settings boards/macropad-rp2040/settings.toml
                                                         # the MacroPad: its keys as the keypad's, arrows
                                                         # turn the knob (Down/Right CW), Space pushes it
    .venv/bin/python tools/simulator.py --keys "DOWN OK @bid UP*3 OK~700 @after" --snap out/
    .venv/bin/python tools/simulator.py --keys "OK OK UP*10 OK" --text   # each screen as text off the glass

The game is kept as the board keeps it (its GameStore over the two save files) in --save DIR, by default
$XDG_DATA_HOME/pinochle-companion (~/.local/share/pinochle-companion): quit and start again and it resumes
with "game restored". --fresh starts a new game there; --no-save keeps nothing. History's *Save as CSV* writes
the game as game-001.csv (then 002, ...) into the same folder, as the board writes it onto its drive.

The glass is drawn 128 characters wide (two pixels a character, stacked); a terminal narrower than that gets it
at half width (2 x 2 pixels a character, 64 wide), and one narrower than 64 is told how wide it must be.

The real adafruit_displayio_ssd1306 driver sends its bytes over an emulated I2C bus; they are decoded back
into the 128x64 (or 128x32) picture, which is drawn with half blocks or saved as PNG. Key words: a token
name (UP DOWN LEFT RIGHT OK BACK, or PREV NEXT in three-button mode), NAME*3 for three presses, NAME~700
to hold it 700 ms, wait=500 to let time pass, @label to save label.png there (without any @label a PNG is
saved after every step). On the keypad and the MacroPad: 0-9, STAR or *, HASH or #, and OK (#), ERASE (*),
BACK (* held long); on the keypad UP DOWN LEFT RIGHT are 2 8 4 6; on the MacroPad CW and CCW turn the knob a
detent (UP and LEFT are CCW, DOWN and RIGHT CW) and PUSH presses it. Settings come from settings.toml as on the
board; flags override them.
"""

TAP_MS = 80  # how long a scripted or typed press is held
STEP_MS = 150  # scripted presses come this far apart
POLL_MS = 10  # the loop's pace, as on the board


class LineTooWide(Exception):
    """A frame line wider than the glass: on the board the view draws what fits; here it stops the run."""


def too_wide(lines, columns):
    """Raise LineTooWide for a line wider than the screen's columns (a big line: half of them)."""
    for line in lines:
        big = line.startswith(BIG)
        if len(line) - big > (columns // 2 if big else columns):
            raise LineTooWide("%r is %d characters wide, the screen %d" % (line[big:], len(line) - big, columns))


class Simulator:
    """The board's loop with a hand-driven clock: key events in, app, view, decoded panel out."""

    encoder = knob = None  # the MacroPad's knob (tools/explore.py's headless loop has none)

    def __init__(self, make_app, height=64, rotation=0, mode="five", long_ms=600, controller="ssd1306"):
        # "board": the board's own display; the MacroPad's, the one board that has one here, is an SH1106.
        self.host = HostDisplay(128, height, rotation, controller="sh1106" if controller == "board" else controller)
        self.view = View(self.host.display)
        self.app = make_app(self.view.rows, self.view.columns)
        self.mode = mode
        self.input = KeyDecoder(keymap(mode), long_ms=long_ms)
        # The MacroPad's knob: rotaryio's position, counting down clockwise as the board's does.
        self.encoder = Encoder() if mode == "macropad" else None
        self.knob = Knob(self.encoder) if self.encoder is not None else None
        self.long_ms = long_ms
        self.now = 0
        self.changes = []  # I2C bytes on the wire for each screen change
        self.tokens = []  # every token the app was handed
        self.reader = GlyphReader(terminalio.FONT, self.view.layout)
        self.update()

    # -- the loop pass --
    def update(self):
        lines, cursor = self.app.frame()
        too_wide(lines, self.view.columns)
        sent = self.host.bytes_during(self.view.show, lines, cursor)
        if sent:
            self.changes.append(sent)
        return sent

    def next_token(self):
        """The keys' next token, else the knob's (as the board's Keys gives them), or 0."""
        token = self.input.next_token(self.now)
        if not token and self.knob is not None:
            token = self.knob.next_token()
        return token

    def pump(self):
        """One pass of code.py's loop at the current time."""
        token = self.next_token()
        while token:
            self.tokens.append(token)
            self.app.handle(token, self.now)
            token = self.next_token()
        self.app.tick(self.now)
        return self.update()

    def run(self, ms):
        """Let ms pass, a loop pass every POLL_MS."""
        end = self.now + ms
        while self.now < end:
            self.now = min(self.now + POLL_MS, end)
            self.pump()

    # -- the buttons --
    @property
    def names(self):
        """What each key is called, in key number order."""
        return key_names(self.mode)

    def key_number(self, name):
        names = self.names
        name = _SYMBOLS.get(name, name)
        if name in names:
            return names.index(name)
        raise ValueError("no %s key in %s mode (%s)" % (name, self.mode, " ".join(names)))

    def turn(self, name):
        """The knob turned a detent: CW or CCW."""
        if self.encoder is None:
            raise ValueError("no knob to turn %s in %s mode" % (name, self.mode))
        self.encoder.position += -1 if name == "CW" else 1

    def press(self, name, at=None):
        self.input.key_event(self.key_number(name), True, self.now if at is None else at)

    def release(self, name, at=None):
        self.input.key_event(self.key_number(name), False, self.now if at is None else at)

    def act(self, name):
        """What a player does to send the token `name`: a tap, or in three-button mode a long OK (BACK) or
        OK held with PREV or NEXT (LEFT, RIGHT). Timestamps run ahead of the clock, as the keypad's would; returns
        the time of the last release, so a script can let the board's clock run past it."""
        now = self.now
        name = _SYMBOLS.get(name, name)
        if self.mode in _PAD_WORDS:
            name = _PAD_WORDS[self.mode].get(name, name)
            if name in ("CW", "CCW"):
                self.turn(name)
                return now
            if name == "BACK":  # * held long
                self.press("STAR", now)
                self.release("STAR", now + self.long_ms + 50)
                return now + self.long_ms + 50
        if self.mode == "three":
            if name == "BACK":
                self.press("OK", now)
                self.release("OK", now + self.long_ms + 50)
                return now + self.long_ms + 50
            if name in ("LEFT", "RIGHT"):
                side = "PREV" if name == "LEFT" else "NEXT"
                self.press("OK", now)
                self.press(side, now + 1)
                self.release(side, now + TAP_MS)
                self.release("OK", now + TAP_MS + 1)
                return now + TAP_MS + 1
            name = {"UP": "PREV", "DOWN": "NEXT"}.get(name, name)
        self.press(name, now)
        self.release(name, now + TAP_MS)
        return now + TAP_MS

    def hold(self, name, ms):
        self.press(name)
        self.run(ms)
        self.release(name)

    # -- what the glass shows --
    def screen_text(self):
        """(lines, cursor) read off the decoded panel."""
        return self.reader.read(self.host.panel)

    def png(self, path, scale=4):
        from PIL import Image

        panel = self.host.panel
        image = Image.new("L", (panel.width, panel.height))
        image.putdata([255 if lit else 0 for row in panel.rows() for lit in row])
        image = image.resize((panel.width * scale, panel.height * scale), Image.NEAREST)
        image.save(path)

    def close(self):
        self.host.close()


class Encoder:
    """rotaryio.IncrementalEncoder's interface, turned by the script or the terminal's arrows."""

    position = 0


# Key-script and terminal words on the keypad and the MacroPad: the symbols' names, and the five buttons' words as
# the keys that give those tokens (the keypad's phone arrows; the MacroPad's knob).
_SYMBOLS = {"*": "STAR", "#": "HASH"}
_PAD = {"OK": "HASH", "ERASE": "STAR"}
_PAD_WORDS = {
    "keypad": dict(_PAD, UP="2", DOWN="8", LEFT="4", RIGHT="6"),
    "macropad": dict(_PAD, UP="CCW", LEFT="CCW", DOWN="CW", RIGHT="CW"),
}


def half_blocks(panel):
    """The panel as text: each character is two pixels stacked, so 128 x 64 fits in 128 x 32 cells."""
    glyphs = (" ", "\u2580", "\u2584", "\u2588")
    lines = []
    for y in range(0, panel.height, 2):
        lines.append("".join(glyphs[panel.pixel(x, y) + 2 * panel.pixel(x, y + 1)] for x in range(panel.width)))
    return lines


# Quadrant blocks by their four pixels: top left 1, top right 2, bottom left 4, bottom right 8.
_QUADRANTS = " \u2598\u259d\u2580\u2596\u258c\u259e\u259b\u2597\u259a\u2590\u259c\u2584\u2599\u259f\u2588"


def quarter_blocks(panel):
    """The panel at half width: each character is 2 x 2 pixels, so 128 x 64 fits in 64 x 32 cells."""
    lines = []
    for y in range(0, panel.height, 2):
        row = ""
        for x in range(0, panel.width, 2):
            pixel = panel.pixel
            row += _QUADRANTS[pixel(x, y) + 2 * pixel(x + 1, y) + 4 * pixel(x, y + 1) + 8 * pixel(x + 1, y + 1)]
        lines.append(row)
    return lines


def glass_for(panel, columns):
    """The glass as terminal lines for a terminal `columns` wide: whole, at half width, or what it needs."""
    if columns >= panel.width:
        return half_blocks(panel)
    if columns >= panel.width // 2:
        return quarter_blocks(panel)
    # Short lines: they must read in the narrow terminal itself.
    return [
        "Too narrow: %d columns." % columns,
        "The glass needs %d," % panel.width,
        "%d at half width." % (panel.width // 2),
    ]


def key_help(mode):
    """What the terminal's keys do on this key map: the start line of an interactive run."""
    # Lines of at most 64 characters: they fit under the glass drawn at half width.
    if mode == "three":
        return (
            "three buttons: Up PREV, Down NEXT, Enter OK, q quits\n"
            "Left OK+PREV, Right OK+NEXT, Backspace/Esc long OK (BACK)"
        )
    if mode == "keypad":
        return "keypad: 0-9, # or Enter OK, * or Backspace erase,\nEsc long * (BACK), arrows 2 8 4 6, q quits"
    if mode == "macropad":
        return (
            "MacroPad: 0-9, # or Enter OK, * or Backspace erase, q quits\n"
            "Down/Right turn CW, Up/Left CCW, Space push, Esc long *"
        )
    return "five buttons: arrows/wasd, Enter OK, Backspace/Esc BACK, q quits"


def screen_as_text(simulator):
    """The glass read back as text: a frame of the rows, the cursor row marked with '>'."""
    lines, cursor = simulator.screen_text()
    width = simulator.view.columns
    rows = ["%s%-*s|" % (">" if row == cursor else "|", width, line) for row, line in enumerate(lines)]
    return "\n".join(["+" + "-" * width + "+"] + rows + ["+" + "-" * width + "+"])


def play_word(simulator, word, after_press=None):
    """One word of a key script on the simulator's clock: wait=MS, NAME~MS (held), NAME or NAME*n (each a tap, or on
    three buttons the press that sends it); after_press(NAME, n) is called after each of NAME*n's presses."""
    if word.startswith("wait="):
        simulator.run(int(word[5:]))
    elif word == "*":  # the keypad's star (NAME*n counts presses of the other keys)
        released = simulator.act("STAR")
        simulator.run(released - simulator.now + STEP_MS - TAP_MS)
    elif "~" in word:
        name, _, ms = word.partition("~")
        simulator.hold(name.upper(), int(ms))
        simulator.run(STEP_MS)
    else:
        name, _, times = word.partition("*")
        for press in range(int(times or 1)):
            # On the board's clock: the press takes its tap's time (a long OK its hold), then the gap.
            released = simulator.act(name.upper())
            simulator.run(released - simulator.now + STEP_MS - TAP_MS)
            if after_press is not None:
                after_press(name, press)


def run_script(simulator, words, snap_dir=None, scale=4, out=sys.stdout, text=False):
    """Play key words; save PNGs at @labels (or after every step when there is none); report I2C bytes, or
    with text, print each screen as read off the glass."""
    if text:
        print(screen_as_text(simulator), file=out)
    marked = any(word.startswith("@") for word in words)
    if snap_dir:
        os.makedirs(snap_dir, exist_ok=True)
        if not marked:
            simulator.png(os.path.join(snap_dir, "step-000.png"), scale)
    step = 0

    def shown(name, press):  # what the glass shows after each press of NAME*n
        print("%s (%d)\n%s" % (name, press + 1, screen_as_text(simulator)), file=out)

    for word in words:
        if word.startswith("@"):
            if snap_dir:
                simulator.png(os.path.join(snap_dir, word[1:] + ".png"), scale)
            continue
        before = len(simulator.changes)
        counted = "*" in word[1:]  # NAME*n: each press shown; the keypad's "*" is one word
        play_word(simulator, word, shown if text and counted else None)
        step += 1
        sent = simulator.changes[before:]
        if text:
            if not counted:
                print("%s\n%s" % (word, screen_as_text(simulator)), file=out)
        else:
            print("step %3d %-12s %d change(s), %5d I2C bytes" % (step, word, len(sent), sum(sent)), file=out)
        if snap_dir and not marked:
            simulator.png(os.path.join(snap_dir, "step-%03d.png" % step), scale)
    if simulator.changes and not text:
        changes = simulator.changes
        print(
            "screen changes: %d; I2C bytes per change: min %d, mean %d, max %d"
            % (len(changes), min(changes), sum(changes) // len(changes), max(changes)),
            file=out,
        )


# Terminal keys: escape sequences and letters to token names.
_TERMINAL_KEYS = (
    ("\x1b[A", "UP"),
    ("\x1b[B", "DOWN"),
    ("\x1b[C", "RIGHT"),
    ("\x1b[D", "LEFT"),
    ("\x1bOA", "UP"),
    ("\x1bOB", "DOWN"),
    ("\x1bOC", "RIGHT"),
    ("\x1bOD", "LEFT"),
    ("\r", "OK"),
    ("\n", "OK"),
    (" ", "OK"),
    ("\x7f", "BACK"),
    ("\x08", "BACK"),
    ("\x1b", "BACK"),
    ("w", "UP"),
    ("s", "DOWN"),
    ("a", "LEFT"),
    ("d", "RIGHT"),
    ("q", "QUIT"),
    ("\x03", "QUIT"),
)
# On the keypad and the MacroPad: * and #, Backspace takes back a digit (Esc is still BACK, a long *), and Space
# pushes the MacroPad's knob.
_PAD_TERMINAL_KEYS = (("*", "STAR"), ("#", "HASH"), ("\x7f", "ERASE"), ("\x08", "ERASE")) + tuple(
    (digit, digit) for digit in "0123456789"
)
_MACROPAD_TERMINAL_KEYS = ((" ", "PUSH"),)


def parse_terminal_keys(text, mode="five"):
    """Token names (or QUIT) for what a terminal sent on that key map; unknown keys are skipped."""
    table = _TERMINAL_KEYS
    if mode in _PAD_WORDS:
        table = _PAD_TERMINAL_KEYS + (_MACROPAD_TERMINAL_KEYS if mode == "macropad" else ()) + table
    names = []
    index = 0
    while index < len(text):
        for sequence, name in table:
            if text.startswith(sequence, index):
                names.append(name)
                index += len(sequence)
                break
        else:
            index += 1
    return names


def interactive(simulator):
    import select
    import termios
    import time
    import tty

    fd = sys.stdin.fileno()
    saved = termios.tcgetattr(fd)
    start = time.monotonic()
    last = ""
    help_line = key_help(simulator.mode)
    width = None
    try:
        tty.setcbreak(fd)  # keys arrive one by one, unechoed
        sys.stdout.write("\x1b[?25l\x1b[2J")
        dirty = True
        while True:
            columns = shutil.get_terminal_size().columns
            if columns != width:  # resized: drawn anew, whole, at half width or not at all
                width, dirty = columns, True
                sys.stdout.write("\x1b[2J")
            simulator.now = int((time.monotonic() - start) * 1000) & TICKS_MASK
            if select.select([fd], [], [], POLL_MS / 1000)[0]:
                for name in parse_terminal_keys(os.read(fd, 64).decode("latin-1"), simulator.mode):
                    if name == "QUIT":
                        return
                    simulator.act(name)
                    last = name
            if simulator.pump() or dirty:
                dirty = False
                changed = simulator.changes[-1] if simulator.changes else 0
                status = "last key %-5s  last screen change %d I2C bytes" % (last, changed)
                frame = "\n".join(glass_for(simulator.host.panel, width))
                sys.stdout.write("\x1b[H" + frame + "\n\n" + help_line + "\n" + status + "\x1b[K\n")
                sys.stdout.flush()
    except KeyboardInterrupt:
        pass
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, saved)
        sys.stdout.write("\x1b[?25h\n")


def read_settings(path):
    """settings.toml as the board reads it (only top-level values), through pinochle.runner.config."""
    values = {}
    if path and os.path.exists(path):
        try:
            import tomllib  # Python 3.11+
        except ImportError:
            print("simulator: Python 3.11+ reads settings.toml; using the defaults", file=sys.stderr)
            return config.load(values.get)
        with open(path, "rb") as file:
            values = tomllib.load(file)
    return config.load(values.get)


def save_folder(path=None):
    """Where the simulator keeps its game: `path`, else $XDG_DATA_HOME (or ~/.local/share)/pinochle-companion."""
    if path:
        return path
    base = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return os.path.join(base, "pinochle-companion")


class SaveFolderError(Exception):
    """--save names what cannot hold the save files: said in one line, nothing touched."""


def open_save_file(path, mode):
    """open() for a save file that refuses anything but a regular file (or none, which FileMedium makes): a FIFO
    would block for ever, a device or a folder is no save. The refusal is an OSError, as a broken medium's."""
    import errno
    import stat

    try:
        kind = os.stat(path).st_mode
    except FileNotFoundError:
        kind = None
    if kind is not None and not stat.S_ISREG(kind):
        raise OSError(errno.EISDIR if stat.S_ISDIR(kind) else errno.ENXIO, "not a regular file", path)
    return open(path, mode)


def real_app_maker(settings, folder=None, fresh=False):
    """The app as the board starts it (pinochle.app.start): over the game saved in `folder`, in the board's two
    save files through its GameStore, so quitting and starting again resumes; fresh starts a new game there."""
    from pinochle.app.start import start_app

    store = archive = None
    if folder:
        from pinochle.store.file_medium import FILE_NAMES, save_files
        from pinochle.store.game import GameStore

        try:
            os.makedirs(folder, exist_ok=True)
        except OSError as error:
            why = "not a folder" if os.path.exists(folder) else error.strerror
            raise SaveFolderError("--save %s: %s" % (folder, why)) from None
        if fresh:
            for name in FILE_NAMES:
                path = os.path.join(folder, name)
                if os.path.lexists(path):
                    try:
                        os.remove(path)
                    except OSError as error:
                        raise SaveFolderError("--fresh: %s: %s" % (path, error.strerror)) from None
        store = GameStore(save_files(folder, opener=open_save_file))
        from pinochle.archive.file import archive_file

        archive = archive_file(folder, opener=open_save_file)  # the games kept at New game, beside the save

    def export_csv(app):
        """History's "Save as CSV", as on the board (code.py): the game as game-NNN.csv, here in the save folder."""
        from pinochle.store import export

        return export.save_csv(folder, app.ledger, app.team_names)

    def make(rows, columns):
        return start_app(settings, rows, columns, store, export=export_csv if folder else None, archive=archive)

    return make


def app_maker(spec, settings, folder=None, fresh=False):
    """MODULE:CALLABLE taking (rows, columns), or the real app built from the settings over the save folder."""
    if not spec:
        return real_app_maker(settings, folder, fresh)
    module_name, _, attribute = spec.partition(":")
    return getattr(importlib.import_module(module_name), attribute)


def main(argv=None, out=None):
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n")[0], epilog=USAGE, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--keys", help="a scripted key sequence instead of the keyboard")
    parser.add_argument("--snap", metavar="DIR", help="save PNG snapshots here (scripted mode)")
    parser.add_argument("--scale", type=int, default=4, help="PNG pixels per display pixel (4)")
    parser.add_argument("--height", type=int, choices=(64, 32), help="display height (settings.toml: 64)")
    parser.add_argument("--mode", choices=config.LAYOUTS, help="key layout (settings.toml: five)")
    parser.add_argument("--display", choices=config.DISPLAYS, help="the OLED controller (settings.toml: ssd1306)")
    parser.add_argument("--settings", default=os.path.join(ROOT, "settings.toml"), help="settings.toml to read")
    parser.add_argument("--app", help="MODULE:CALLABLE(rows, columns) to run instead of pinochle.app.App")
    parser.add_argument("--save", metavar="DIR", help="keep the game here (default: %s)" % save_folder())
    parser.add_argument("--fresh", action="store_true", help="start a new game (the saved one is removed)")
    parser.add_argument("--no-save", action="store_true", help="keep no game between runs")
    parser.add_argument("--text", action="store_true", help="with --keys: print each screen as text read off the glass")
    args = parser.parse_args(argv)

    settings = read_settings(args.settings)
    settings.keys = args.mode or settings.keys  # the app's number entry and hints follow the buttons
    for name, message in settings.errors:
        print("settings.toml: %s: %s" % (name, message), file=sys.stderr)
    try:
        make_app = app_maker(args.app, settings, None if args.no_save else save_folder(args.save), args.fresh)
    except ImportError as missing:
        print("simulator: no app to run (%s)" % (missing,), file=sys.stderr)
        return 1
    except SaveFolderError as error:
        print("simulator: %s" % (error,), file=sys.stderr)
        return 2
    simulator = Simulator(
        make_app,
        height=args.height or settings.display_height,
        rotation=settings.display_rotation,
        mode=args.mode or settings.keys,
        long_ms=settings.long_press_ms,
        controller=args.display or settings.display,
    )
    try:
        if args.keys is not None:
            try:
                run_script(simulator, args.keys.split(), args.snap, args.scale, out or sys.stdout, args.text)
            except ValueError as error:  # a word that names no key, a bad count
                print("simulator: %s" % (error,), file=sys.stderr)
                return 2
        elif sys.stdin.isatty() and sys.stdout.isatty():
            interactive(simulator)
        else:
            print("\n".join(half_blocks(simulator.host.panel)))
            print("simulator: no terminal to read keys from; use --keys for a scripted run", file=sys.stderr)
    finally:
        simulator.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
