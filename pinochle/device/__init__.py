"""Between the hardware and the app: the key decoder (input) and each firmware's adapters (circuitpython/,
micropython/)."""

# How long a press must be held to count as long (three-button OK = BACK): the key decoder's default and
# PINOCHLE_LONG_PRESS_MS's, here so the settings reader has it without loading the decoder.
LONG_MS = 600
