"""Settings: profile, options, target, first dealer and meld signals; and starting a new game. Opened from the
scores screen (pinochle.app.SETTINGS)."""

import pinochle.panel as panel
from pinochle import const
from pinochle.app.menu import Menu
from pinochle.app.screen import Screen, accelerated, field_token, number_change, number_hint, numbered, player
from pinochle.fit import wrap
from pinochle.ledger import Ledger
from pinochle.rules import PROFILE_NAMES, RECORD_MAX, get_rules, make_rules

# Option names shortened to fit a 21-column line with ": on"; %d is the meld's value in the rules chosen.
_OPTION_LABELS = {
    "roundhouse-run-39": "Run in RH %d",
    "double-roundhouse-240": "Dbl RH %d",
    "take-all-wins": "All tricks win",
    "bid-until-pass": "Bid until pass",
    "play-to-target": "Play to target",
    "redeal-same-dealer": "Redeal same dlr",
}


def make_screen(app, new_game):
    """Settings, or when the game is over the question before a new game (opened from the scores screen)."""
    if new_game:
        return _new_game_question(app, app.rules, app.ledger.next_dealer() % app.rules.players)
    return SettingsScreen(app)


# The lines in order: the profile, its options (one line each), then these, counted after the options.
_PROFILE = const(0)
_TARGET = const(1)
_FIRST_DEAL = const(2)
_SIGNALS = const(3)
_NEW_GAME = const(4)
_OPTION = const(-1)


class SettingsScreen(Screen):
    """Changes apply on leaving while no hand is recorded; otherwise through Start new game. OK on Target
    opens it for number entry (UP/DOWN ten steps, LEFT/RIGHT one, digits typed, OK keeps it, BACK puts it back).
    Digit keys choose the lines by their numbers."""

    numbers = True

    def __init__(self, app):
        Screen.__init__(self, app)
        rules = app.rules
        if app.new_game is not None and app.ledger.count:
            # The next game's, as settings.toml says at this power-up: an edit there reaches it.
            rules = make_rules(*app.new_game[:3])
        self.profile = rules.name
        self.options = list(rules.options)
        self.target = rules.target
        self.first_dealer = app.ledger.first_dealer
        self.shown = (self.profile, tuple(self.options), self.target, self.first_dealer)  # as opened
        self.signals = app.signal_convention
        self.repeats = 0
        self._items = None
        self.editing = None  # the target as it was, while OK on Target has it open for number entry
        self.typed = None  # the target's digits typed, or None while it shows one not typed
        self.place = None  # the target digit by digit: the cursor's power of ten

    def _rules(self):
        return make_rules(self.profile, self.options, self.target)

    def header(self):
        if self.editing is not None:
            header = ("Target?", number_hint(self.app, self._target_step()))
            if self.place is not None:  # digit by digit: its keys
                from pinochle.app.digits import place_shown

                header = place_shown(self.app, header, self.target, self.place, RECORD_MAX, True)[0]
            return header
        if self.app.ledger.count:
            return ("Settings (next game)",)
        return ("Settings",)

    def items(self):
        if self._items is None:
            items = ["Rules: " + self.profile]
            rules = get_rules(self.profile)
            for option in rules.allowed_options:
                state = "on" if option in self.options else "off"
                if _always(rules, option):
                    state = "always"  # the profile's own rule (klemic's 39): the game does it either way
                items.append("%s: %s" % (_label(rules, option), state))
            if self.editing is None and not self._rules().play_to_target:
                items.append("Target %d: unused" % self.target)  # kept for when play-to-target is on
            else:
                target = "_" if self.typed == "" else self.target
                if self.place is not None:
                    from pinochle.app.digits import place_shown

                    target = place_shown(self.app, (), self.target, self.place, RECORD_MAX, False)[1]
                items.append(("Target: < %s >" if self.editing is not None else "Target: %s") % target)
            items.append("First deal: " + player(self.first_dealer))
            # What the calculator will suggest: none where the profile's text has no count signals.
            signals = self.signals if get_rules(self.profile).meld_per_signal_step else "none"
            items.append("Signals: " + signals)
            items.append("Start new game")
            self._items = numbered(self.app, tuple(items))
        return self._items

    def key(self, token):
        if self.editing is None:
            Screen.key(self, token)
            return
        if self.place is not None or field_token(token):
            from pinochle.app.digits import field_key

            self.value = self.target
            if field_key(self, token, RECORD_MAX, 10 * self._target_step()):
                return
        self.repeats = self.repeats + 1 if token & panel.REPEAT else 0
        change = number_change(self.app, token, self.repeats)
        if change is not None:
            direction, big, times = change
            self._step_target(direction * times * (10 if big else 1))
        elif token == panel.OK or token == panel.BACK:
            if token == panel.BACK:
                self.target = self.editing
            elif self.target < 1:  # typed as 0, or erased: refused, the field kept open
                self.app.say("a target is 1 to %d" % RECORD_MAX)
                return
            self.editing = None
            self.typed = self.place = None
            self._items = None

    def show(self, value):
        """The target being entered as digits or digit by digit (pinochle.app.digits.field_key)."""
        self.target = value
        self._items = None

    def adjust(self, index, direction, repeat):
        self.repeats = self.repeats + 1 if repeat else 0
        self._change(index, direction)

    def choose(self, index):
        line = self._line(index)
        if line == _NEW_GAME:
            self.app.push(_new_game_question(self.app, self._rules(), self.first_dealer))
        elif line == _TARGET:
            self.editing = self.target  # OK opens it for entry; it does not step it
            self._items = None
        else:
            self.repeats = 0
            self._change(index, 1)

    def _target_step(self):
        return 500 if self.target >= 5000 else 50

    def _step_target(self, steps):
        self.typed = self.place = None
        self.target = min(65000, max(50, self.target + steps * self._target_step()))
        self._items = None

    def _line(self, index):
        """What item `index` sets: the profile, an option (_OPTION + its position), then the fixed lines."""
        options = len(get_rules(self.profile).allowed_options)
        if _PROFILE < index <= options:
            return _OPTION
        return index if index == _PROFILE else index - options

    def _change(self, index, direction):
        allowed = get_rules(self.profile).allowed_options
        line = self._line(index)
        if line == _PROFILE:
            custom = self.target != get_rules(self.profile).target
            position = PROFILE_NAMES.index(self.profile)
            self.profile = PROFILE_NAMES[(position + direction) % len(PROFILE_NAMES)]
            self.options = []
            if custom:
                self.app.say("target %d kept" % self.target)  # a table's own target survives a change of rules
            else:
                self.target = get_rules(self.profile).target
            self.first_dealer = 0
            if self.signals == get_rules(PROFILE_NAMES[position]).signals:
                self.signals = get_rules(self.profile).signals  # one left at the rules' own follows the rules
        elif line == _OPTION:
            option = allowed[index - 1]
            if _always(get_rules(self.profile), option):
                self.app.say("%s always counts it" % self.profile)
                return
            if option in self.options:
                self.options.remove(option)
            else:
                self.options.append(option)
        elif line == _TARGET:
            # LEFT/RIGHT step the target by 50, 500 from 5000 (on three buttons the PREV side raises, as in
            # number entry); held keys go faster.
            if self.app.keys == "three":
                direction = -direction
            self._step_target(direction * accelerated(self.repeats))
        elif line == _FIRST_DEAL:
            self.first_dealer = (self.first_dealer + direction) % get_rules(self.profile).players
        elif line == _SIGNALS:
            if not get_rules(self.profile).meld_per_signal_step:
                self.app.say("%s has no meld signals" % self.profile)
                return
            self.signals = "increment" if self.signals == "skip" else "skip"
        self._items = None

    def back(self):
        """Leaving applies the changes (one commit, not one a keypress) while no hand is recorded."""
        app = self.app
        ledger = app.ledger
        changed = (self.profile, tuple(self.options), self.target, self.first_dealer) != self.shown
        app.pop()
        app.signal_convention = self.signals
        if not changed:
            return
        if ledger.count:
            app.say("kept: Start new game")
            return
        _start(app, self._rules(), self.first_dealer)


def _label(rules, option):
    """An option's label, with the value the rules give its meld (double-x10's double round house is 2400)."""
    label = _OPTION_LABELS[option]
    if option == "double-roundhouse-240":
        return label % rules.double_roundhouse
    if option == "roundhouse-run-39":
        # The run, then the round house: kings and queens around and a marriage in each suit, one royal.
        arounds, marriage = rules.arounds, rules.marriage[1]
        return label % (rules.run[1] + arounds[2][1] + arounds[3][1] + 3 * marriage + rules.royal[1])
    return label


def _start(app, rules, first_dealer):
    """A new game with these rules, the team names settings.toml gives (read at power-up), saved; the game it
    replaces is kept in the archive first (pinochle.archive)."""
    from pinochle.archive.keep import keep_game

    kept = keep_game(app)
    app.ledger = Ledger(rules, first_dealer)
    if app.new_game is not None:
        app.team_names = app.new_game[3]
    app.commit(kept)


def _always(rules, option):
    """True when the profile does what the option sets without it (klemic's round house with a run is 39)."""
    from pinochle.rules.options import option_field

    field, value = option_field(option)
    return option not in rules.options and getattr(rules, field) == value


def _new_game_question(app, rules, first_dealer):
    """Ask, then start a new game with these rules."""

    def start():
        app.pending_bid = None
        app.home()
        _start(app, rules, first_dealer)

    lines = wrap("New %s game?" % rules.name, app.columns)
    return Menu(app, lines, (("No", app.pop), ("Yes, new game", start)))
