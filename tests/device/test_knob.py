"""The knob: an encoder's position (a stand-in with rotaryio.IncrementalEncoder's `position`) to one CW or CCW a
detent, a fast turn giving several, a turn back netting against turns not yet handed out."""

MICROPYTHON = True
# The knob and pinochle.panel: 8k needed on the 32-bit VMs (tools/mp_heap_need.py), 8k spare.
MICROPYTHON_HEAP = "16k"

import pinochle.panel as panel  # noqa: E402
from pinochle.device.knob import Knob  # noqa: E402


class Encoder:
    """rotaryio.IncrementalEncoder's interface: position counts detents (down clockwise on the MacroPad)."""

    def __init__(self, position=0):
        self.position = position


def tokens(knob):
    out = []
    token = knob.next_token()
    while token:
        out.append(token)
        token = knob.next_token()
    return out


def test_one_detent_is_one_token_and_the_macropads_count_runs_down_clockwise():
    encoder = Encoder(5)  # wherever it was at power-up
    knob = Knob(encoder)
    assert tokens(knob) == []
    encoder.position = 4
    assert tokens(knob) == [panel.CW]
    encoder.position = 5
    assert tokens(knob) == [panel.CCW]
    counting_up = Knob(encoder, sign=1)  # an encoder wired the other way round
    encoder.position = 6
    assert tokens(counting_up) == [panel.CW]


def test_a_fast_turn_gives_a_token_a_detent():
    encoder = Encoder()
    knob = Knob(encoder)
    encoder.position = -7  # seven detents clockwise between two reads
    assert tokens(knob) == [panel.CW] * 7
    encoder.position = 5  # twelve back
    assert tokens(knob) == [panel.CCW] * 12


def test_turned_fast_both_ways_nets_what_was_not_yet_handed_out():
    encoder = Encoder()
    knob = Knob(encoder)
    encoder.position = -3
    assert knob.next_token() == panel.CW  # one handed out, two owed
    encoder.position = -1  # two back before the others were taken
    assert tokens(knob) == []  # three clockwise, two back: one CW in all
    encoder.position = 4
    encoder.position = -2  # back and forth between reads: only where it ended counts
    assert tokens(knob) == [panel.CW]
    start, total = encoder.position, 0
    for position in (3, -6, 10, -10, 0, 7, 7, -1):  # many turns, each read in part
        encoder.position = position
        token = knob.next_token()
        total += 1 if token == panel.CW else -1 if token == panel.CCW else 0
    total += sum(1 if token == panel.CW else -1 for token in tokens(knob))
    assert total == -(encoder.position - start)  # every detent handed out once, however it was read


def test_reset_forgets_turns_not_handed_out():
    encoder = Encoder()
    knob = Knob(encoder)
    encoder.position = -4
    assert knob.next_token() == panel.CW
    knob.reset()
    assert tokens(knob) == []
    encoder.position = -5
    assert tokens(knob) == [panel.CW]
