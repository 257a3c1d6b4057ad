"""The keypad's and the MacroPad's keys through the decoder: digits, # and * (short ERASE, long BACK), the knob's
switch, keys rolled over while typing fast, two keys at once, a third ignored, held keys, and the keypad beside the
five buttons."""

MICROPYTHON = True
# The decoder and pinochle.panel: 14k needed on the 32-bit VMs (`bench.heap need`), 10k spare.
MICROPYTHON_HEAP = "24k"

from key_events import drain, tap  # noqa: E402

import pinochle.panel as panel  # noqa: E402
from pinochle.device.input import KEYMAPS, KeyDecoder, key_names, keymap  # noqa: E402

# Key numbers in matrix order: 1 2 3 / 4 5 6 / 7 8 9 / * 0 #, then the MacroPad's knob switch.
STAR, ZERO, HASH, PUSH = 9, 10, 11, 12


def key_of(digit):
    return ZERO if digit == 0 else digit - 1


def test_each_digit_key_types_its_digit_and_hash_is_ok():
    keys = KeyDecoder("keypad")
    typed = [tap(keys, key_of(digit), 1000 * digit) for digit in range(10)]
    assert typed == [[panel.DIGIT + digit] for digit in range(10)]
    assert [panel.digit(tokens[0]) for tokens in typed] == list(range(10))
    assert tap(keys, HASH, 20000) == [panel.OK]


def test_star_short_erases_and_held_long_is_back_once():
    keys = KeyDecoder("keypad")
    assert tap(keys, STAR, 0) == [panel.ERASE]
    keys.key_event(STAR, True, 1000)
    assert drain(keys, 1599) == []  # still may be a short press
    assert drain(keys, 1600) == [panel.BACK]
    assert drain(keys, 5000) == []  # held on: no repeat, no second BACK
    keys.key_event(STAR, False, 5000)
    assert drain(keys, 5000) == []


def test_a_held_digit_types_once():
    keys = KeyDecoder("keypad")
    keys.key_event(key_of(5), True, 0)
    seen = []
    for now in range(0, 5000, 10):
        seen += drain(keys, now)
    keys.key_event(key_of(5), False, 5000)
    assert seen + drain(keys, 5000) == [panel.DIGIT + 5]


def test_typing_that_rolls_from_key_to_key_keeps_its_order():
    keys = KeyDecoder("keypad")
    # 1 pressed, 9 pressed before 1 is let go: both, in the order pressed
    keys.key_event(key_of(1), True, 0)
    keys.key_event(key_of(9), True, 60)
    keys.key_event(key_of(1), False, 90)
    keys.key_event(key_of(9), False, 150)
    assert drain(keys, 150) == [panel.DIGIT + 1, panel.DIGIT + 9]
    # * then 5 before * is let go: the erase comes first, and * says nothing more on release
    keys.key_event(STAR, True, 1000)
    keys.key_event(key_of(5), True, 1050)
    keys.key_event(STAR, False, 1100)
    keys.key_event(key_of(5), False, 1150)
    assert drain(keys, 3000) == [panel.ERASE, panel.DIGIT + 5]
    # * held past the long press, then 5, with no poll between (a busy loop): BACK, then 5, as timed
    keys.key_event(STAR, True, 4000)
    keys.key_event(key_of(5), True, 4700)
    keys.key_event(STAR, False, 4750)
    keys.key_event(key_of(5), False, 4800)
    assert drain(keys, 4800) == [panel.BACK, panel.DIGIT + 5]


def test_two_keys_at_once_both_count_a_third_is_ignored():
    keys = KeyDecoder("keypad")
    # Pressed in the same scan: the scanner gives them in key order, each counts.
    keys.key_event(key_of(4), True, 0)
    keys.key_event(key_of(8), True, 0)
    # A third key down with two held (on a matrix without diodes it may be a ghost): ignored, and its release too.
    keys.key_event(key_of(7), True, 10)
    keys.key_event(key_of(7), False, 50)
    keys.key_event(key_of(4), False, 100)
    keys.key_event(key_of(8), False, 100)
    assert drain(keys, 100) == [panel.DIGIT + 4, panel.DIGIT + 8]
    assert tap(keys, key_of(7), 200) == [panel.DIGIT + 7]  # once the others are up, it counts again


def test_star_and_hash_together_give_erase_then_ok_not_back():
    keys = KeyDecoder("keypad")
    keys.key_event(STAR, True, 0)
    keys.key_event(HASH, True, 20)
    keys.key_event(STAR, False, 2000)  # held long, but another key was pressed first: its short meaning
    keys.key_event(HASH, False, 2000)
    assert drain(keys, 2000) == [panel.ERASE, panel.OK]


def test_the_macropad_is_the_keypad_and_its_knob_switch_is_ok_held_long_back():
    keys = KeyDecoder("macropad")
    assert keys.keymap[:12] == KEYMAPS["keypad"]
    assert tap(keys, PUSH, 0) == [panel.OK]
    keys.key_event(PUSH, True, 1000)
    assert drain(keys, 1600) == [panel.BACK]
    keys.key_event(PUSH, False, 1700)
    assert drain(keys, 1700) == []
    # * held, then the knob pressed: * gives its short meaning first, the knob keeps its own
    keys.key_event(STAR, True, 3000)
    keys.key_event(PUSH, True, 3050)
    keys.key_event(PUSH, False, 3100)
    keys.key_event(STAR, False, 3150)
    assert drain(keys, 3150) == [panel.ERASE, panel.OK]


def test_the_keypad_beside_the_five_buttons():
    keymap_ = keymap("keypad", True)
    names = key_names("keypad", True)
    assert len(keymap_) == len(names) == 18
    keys = KeyDecoder(keymap_)
    assert tap(keys, names.index("UP"), 0) == [panel.UP]
    assert tap(keys, names.index("BACK"), 200) == [panel.BACK]
    assert tap(keys, names.index("0"), 400) == [panel.DIGIT]
    assert tap(keys, names.index("HASH"), 600) == [panel.OK]
    seen = []
    keys.key_event(names.index("DOWN"), True, 1000)
    for now in range(1000, 1700, 10):
        seen += drain(keys, now)
    assert seen[0] == panel.DOWN and panel.DOWN | panel.REPEAT in seen  # the arrows still repeat
    assert keymap("keypad") == KEYMAPS["keypad"] and key_names("keypad")[9:] == ("STAR", "0", "HASH")
