# The Pinochle companion's settings on MicroPython, read at power-up (the same names and values as
# settings.toml on CircuitPython). Text in double quotes, whole numbers bare. A value the companion cannot
# use, an empty "" included (but for PINOCHLE_OPTIONS, where it means none, and PINOCHLE_SIGNALS, where it
# means the profile's own), is shown on the screen with its name, and the default is used instead; the pins
# are checked against each other. Delete a line to get its default. Defaults are for a Raspberry Pi Pico; on
# other boards give the GPIO numbers, e.g. "21".

# -- Display: an SSD1306 OLED on I2C --
# The controller: "ssd1306" only on MicroPython (there is no SH1106 or SH1107 driver for it to use).
PINOCHLE_DISPLAY = "ssd1306"
# I2C pins: "GP4" or 4 both mean GPIO 4. Pico default: GP4 (SDA, pin 6) and GP5 (SCL, pin 7), I2C0.
PINOCHLE_SDA = "GP4"
PINOCHLE_SCL = "GP5"
# I2C clock in Hz: 400000 (fast mode) sends a changed screen in about 25 ms; use 100000 for long wires.
PINOCHLE_I2C_HZ = 400000
# The display's I2C address: "0x3C" (most modules) or "0x3D" (address jumper moved).
PINOCHLE_DISPLAY_ADDRESS = "0x3C"
# Size in pixels: 128 wide; 64 high (7 rows of 21 characters) or 32 high (3 rows of 21).
PINOCHLE_DISPLAY_WIDTH = 128
PINOCHLE_DISPLAY_HEIGHT = 64
# Rotation: 0 or 180 (180 when the module is mounted upside down; the driver cannot turn it 90).
PINOCHLE_DISPLAY_ROTATION = 0

# -- Buttons: each between its pin and ground, read with the chip's pull-up --
# "five": UP DOWN LEFT RIGHT OK BACK (a five-way switch plus a BACK button). Held arrows repeat, faster
#         and faster.
# "three": PREV OK NEXT. PREV and NEXT step up and down and repeat when held; a long OK is BACK; OK held
#          while pressing PREV or NEXT is LEFT or RIGHT.
# "keypad": a 3x4 matrix keypad (1-9, *, 0, #): digits type numbers, # is OK, * takes back the last digit
#           (held long: BACK). PINOCHLE_KEY_PINS naming six pins keeps the five buttons beside it; "" for none.
PINOCHLE_KEYS = "five"
# The pins in the order above. Pico defaults: five keys on GP10-GP15 (pins 14-17 and 19-20; ground at
# 18), three keys on GP10, GP11, GP12.
PINOCHLE_KEY_PINS = "GP10,GP11,GP12,GP13,GP14,GP15"
# The 3x4 keypad's pins (PINOCHLE_KEYS = "keypad"): its four rows (1 2 3, 4 5 6, 7 8 9, * 0 #), then its
# three columns, left to right. Pico defaults: rows on GP16-GP19 (pins 21, 22, 24, 25), columns on GP20-GP22
# (pins 26, 27, 29).
PINOCHLE_KEYPAD_ROWS = "GP16,GP17,GP18,GP19"
PINOCHLE_KEYPAD_COLUMNS = "GP20,GP21,GP22"
# "low" when a pressed button connects its pin to ground (the usual wiring), "high" when it connects 3V3.
PINOCHLE_KEY_PRESSED = "low"
# How long a press must be held to count as long (three-button OK = BACK), in ms: 200-3000.
PINOCHLE_LONG_PRESS_MS = 600

# -- The game --
# Rules: "double" (80 cards, to 500), "partnership" (the same deck by double-deck-partnership.txt: raises of 5
# or more from 60, no meld minimum), "double-x10" (to 5000), "klemic", "single" (48 cards, to 1500) or
# "call-for-card" (five players).
PINOCHLE_PROFILE = "double"
# Options, comma-separated, from those the profile allows: roundhouse-run-39, double-roundhouse-240 (not
# klemic), take-all-wins, bid-until-pass (klemic), play-to-target (call-for-card), redeal-same-dealer
# (partnership). Empty for none.
PINOCHLE_OPTIONS = ""
# The two teams' names, comma-separated, up to 10 plain ASCII characters each.
PINOCHLE_TEAMS = "US,THEM"
# The score that wins: 0 for the profile's own (500, 5000 or 1500), else 1-65535.
PINOCHLE_TARGET = 0
# Meld signals, for the bid the calculator suggests: "skip" (each point skipped over the lowest allowed bid
# shows 10 meld) or "increment" (each point raised over the current bid shows 10). Settings > Signals
# changes it until the power goes off. Empty: the profile's own (increment in partnership, else skip).
PINOCHLE_SIGNALS = ""
