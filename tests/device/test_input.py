"""Key events to tokens: five-way and three-button maps, long press, chords, repeat timing, the clock's wrap."""

MICROPYTHON = True
# The decoder and pinochle.panel, not the app (45k when the tokens were the app's): 21k needed on the 32-bit VMs
# (`bench.heap need`), 9k spare.
MICROPYTHON_HEAP = "30k"

from key_events import drain, tap  # noqa: E402
from support import raises  # noqa: E402

import pinochle.panel as panel  # noqa: E402
from pinochle.device.input import FASTEST_MS, KEY_NAMES, KEYMAPS, KeyDecoder, keymap  # noqa: E402
from pinochle.panel import ticks_diff  # noqa: E402

# Key numbers in pin order.
UP, DOWN, LEFT, RIGHT, OK, BACK = 0, 1, 2, 3, 4, 5
PREV, THREE_OK, NEXT = 0, 1, 2


def hold(keys, key, start, until, step=10):
    """Press at start, poll every step ms until `until`, release there; every token with its time."""
    keys.key_event(key, True, start)
    seen = [(start, token) for token in drain(keys, start)]
    now = start
    while now < until:
        now += step
        seen.extend((now, token) for token in drain(keys, now))
    keys.key_event(key, False, until)
    seen.extend((until, token) for token in drain(keys, until))
    return seen


def test_five_way_taps_give_their_token_on_press():
    keys = KeyDecoder("five")
    expected = (panel.UP, panel.DOWN, panel.LEFT, panel.RIGHT, panel.OK, panel.BACK)
    for key in range(6):
        keys.key_event(key, True, 1000 * key)
        assert drain(keys, 1000 * key) == [expected[key]]
        keys.key_event(key, False, 1000 * key + 50)
        assert drain(keys, 1000 * key + 50) == []


def test_nothing_happens_without_events():
    keys = KeyDecoder("five")
    for now in range(0, 5000, 100):
        assert keys.next_token(now) == 0


def test_held_arrow_repeats_after_the_delay_then_faster_down_to_the_floor():
    keys = KeyDecoder("five")
    seen = hold(keys, DOWN, 0, 3000, step=1)
    assert seen[0] == (0, panel.DOWN)
    repeats = seen[1:]
    assert all(token == panel.DOWN | panel.REPEAT for _, token in repeats)
    times = [when for when, _ in repeats]
    assert times[0] == 400  # the repeat delay
    gaps = [later - earlier for earlier, later in zip(times, times[1:])]
    assert gaps[0] == 120  # 160 * 3/4
    assert all(later <= earlier for earlier, later in zip(gaps, gaps[1:])), gaps
    assert gaps[-1] == FASTEST_MS
    assert len(repeats) > 50


def test_repeat_flag_reads_back_through_tokens():
    keys = KeyDecoder("five")
    seen = hold(keys, UP, 0, 700)
    assert seen[-1][1] & panel.REPEAT and panel.base(seen[-1][1]) == panel.UP
    assert not seen[0][1] & panel.REPEAT


def test_ok_and_back_do_not_repeat():
    for key, token in ((OK, panel.OK), (BACK, panel.BACK)):
        keys = KeyDecoder("five")
        assert [t for _, t in hold(keys, key, 0, 3000)] == [token]


def test_release_stops_the_repeat_even_if_polled_late():
    keys = KeyDecoder("five")
    keys.key_event(UP, True, 0)
    assert drain(keys, 0) == [panel.UP]
    keys.key_event(UP, False, 390)
    assert drain(keys, 5000) == []


def test_a_stalled_loop_gets_one_repeat_not_a_burst():
    keys = KeyDecoder("five")
    keys.key_event(RIGHT, True, 0)
    drain(keys, 0)
    assert drain(keys, 5000) == [panel.RIGHT | panel.REPEAT]
    assert drain(keys, 5001) == []


def test_a_second_press_takes_over_from_the_held_key():
    keys = KeyDecoder("five")
    keys.key_event(UP, True, 0)
    keys.key_event(OK, True, 100)
    assert drain(keys, 100) == [panel.UP, panel.OK]
    assert drain(keys, 2000) == []  # UP is still down but no longer repeats


def test_three_button_prev_next_step_and_repeat():
    keys = KeyDecoder("three")
    assert tap(keys, PREV, 0) == [panel.UP]
    assert tap(keys, NEXT, 1000) == [panel.DOWN]
    seen = hold(keys, NEXT, 2000, 3000)
    assert seen[0] == (2000, panel.DOWN) and seen[1][1] == panel.DOWN | panel.REPEAT


def test_three_button_short_ok_is_ok_on_release():
    keys = KeyDecoder("three")
    keys.key_event(THREE_OK, True, 0)
    assert drain(keys, 100) == []  # might still become BACK
    keys.key_event(THREE_OK, False, 200)
    assert drain(keys, 200) == [panel.OK]


def test_three_button_long_ok_is_back_while_still_held():
    keys = KeyDecoder("three")
    keys.key_event(THREE_OK, True, 0)
    assert drain(keys, 599) == []
    assert drain(keys, 600) == [panel.BACK]
    assert drain(keys, 2000) == []  # once only
    keys.key_event(THREE_OK, False, 2500)
    assert drain(keys, 2500) == []


def test_long_press_is_judged_by_timestamps_when_the_loop_was_busy():
    keys = KeyDecoder("three")
    keys.key_event(THREE_OK, True, 0)
    keys.key_event(THREE_OK, False, 700)  # never polled while held
    assert drain(keys, 900) == [panel.BACK]


def test_ok_held_with_prev_or_next_gives_left_or_right():
    keys = KeyDecoder("three")
    keys.key_event(THREE_OK, True, 0)
    keys.key_event(PREV, True, 100)
    assert drain(keys, 100) == [panel.LEFT]
    keys.key_event(PREV, False, 150)
    keys.key_event(NEXT, True, 200)
    assert drain(keys, 200) == [panel.RIGHT]
    assert drain(keys, 600) == [panel.RIGHT | panel.REPEAT]  # held chords repeat too
    keys.key_event(NEXT, False, 650)
    keys.key_event(THREE_OK, False, 1000)
    assert drain(keys, 1000) == []  # the chord used OK: neither OK nor BACK


def test_custom_long_ms():
    keys = KeyDecoder("three", long_ms=300)
    keys.key_event(THREE_OK, True, 0)
    assert drain(keys, 300) == [panel.BACK]


def test_timing_survives_the_clock_wrap():
    wrap = 1 << 29
    start = wrap - 100
    keys = KeyDecoder("five")
    keys.key_event(UP, True, start)
    assert drain(keys, start) == [panel.UP]
    assert drain(keys, 250) == []  # 350 ms after the press, across the wrap
    assert drain(keys, 300) == [panel.UP | panel.REPEAT]
    three = KeyDecoder("three")
    three.key_event(THREE_OK, True, start)
    assert drain(three, 499) == []
    assert drain(three, 500) == [panel.BACK]


def test_ticks_diff():
    assert ticks_diff(10, 5) == 5
    assert ticks_diff(5, 10) == -5
    assert ticks_diff(3, (1 << 29) - 2) == 5
    assert ticks_diff((1 << 29) - 2, 3) == -5


def test_odd_events_are_ignored():
    keys = KeyDecoder("five")
    keys.key_event(9, True, 0)
    keys.key_event(-1, True, 0)
    keys.key_event(OK, False, 0)  # released without a press (after a reset)
    assert drain(keys, 10) == []
    keys.key_event(OK, True, 20)
    keys.key_event(OK, True, 30)  # pressed twice without a release
    assert drain(keys, 30) == [panel.OK]


def test_queue_full_drops_the_newest_and_reset_clears():
    keys = KeyDecoder("five")
    for n in range(12):
        keys.key_event(OK, True, n * 10)
        keys.key_event(OK, False, n * 10 + 5)
    assert drain(keys, 200) == [panel.OK] * 8
    keys.key_event(UP, True, 300)
    keys.reset()
    assert drain(keys, 2000) == []


def test_keymaps_and_names_agree():
    for mode in ("five", "three", "keypad", "macropad"):
        assert len(KEYMAPS[mode]) == len(KEY_NAMES[mode]) == KeyDecoder(mode).key_count
    assert "five, three, keypad or macropad" in str(raises(ValueError, keymap, "four"))
    assert KeyDecoder(KEYMAPS["three"]).key_count == 3


def test_steady_state_allocates_nothing():
    import sys

    keys = KeyDecoder("three")

    def run():
        now = 0
        for cycle in range(40):
            keys.key_event(cycle % 3, True, now)
            for _ in range(30):
                now += 17
                while keys.next_token(now):
                    pass
            keys.key_event(cycle % 3, False, now)
            while keys.next_token(now):
                pass

    run()  # warm up
    if sys.implementation.name not in ("micropython", "circuitpython"):
        return  # CPython boxes every int above 256: only MicroPython's heap lock can tell
    import micropython

    micropython.heap_lock()  # any allocation now raises MemoryError
    try:
        run()
    finally:
        micropython.heap_unlock()
