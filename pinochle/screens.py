"""The screens' names, each the module that makes the screen (its make_screen): pinochle.app opens a screen by its
name (App.open, App.push), and pinochle.memory lists them first among what is loaded on demand. Imports nothing."""

HOME = "pinochle.app.home"
HAND_ENTRY = "pinochle.app.hand_entry"
VERDICT = "pinochle.app.verdict"
CALCULATOR = "pinochle.app.calculator"
MELD_RESULT = "pinochle.app.meld_result"
BID_HELP = "pinochle.app.bid_help"
HISTORY = "pinochle.app.history"
HAND_DETAIL = "pinochle.app.hand_detail"
SETTINGS = "pinochle.app.settings"
DAMAGED = "pinochle.app.damaged"
MENU = "pinochle.app.menu"  # no screen of its own: the menus the others open
WHICH_CARD = "pinochle.app.which_card"
STATS = "pinochle.app.stats"
SCREENS = (
    HOME,
    HAND_ENTRY,
    VERDICT,
    CALCULATOR,
    MELD_RESULT,
    BID_HELP,
    HISTORY,
    HAND_DETAIL,
    SETTINGS,
    DAMAGED,
    MENU,
    WHICH_CARD,
    STATS,
)
