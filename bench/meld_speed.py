"""Meld evaluations per second and the heap the calculator needs, on CPython, MicroPython and CircuitPython:
`python3 bench/meld_speed.py` or `micropython -X heapsize=128k bench/meld_speed.py`."""

import gc
import sys

sys.path.insert(0, ".")

try:
    from time import ticks_diff, ticks_ms
except ImportError:  # CPython
    from time import perf_counter

    def ticks_ms():
        return int(perf_counter() * 1000)

    def ticks_diff(end, start):
        return end - start


def heap_in_use():
    gc.collect()
    return gc.mem_alloc() if hasattr(gc, "mem_alloc") else 0


def deal(rules, seed, hands):
    """Hands dealt from shuffled decks with a small LCG, the same on every interpreter."""
    deck = []
    for index in range(rules.size):
        deck.extend([index] * rules.copies)
    dealt = []
    state = seed
    while len(dealt) < hands:
        for position in range(len(deck) - 1, 0, -1):
            state = (state * 1103515245 + 12345) & 0x7FFFFFFF
            other = state % (position + 1)
            deck[position], deck[other] = deck[other], deck[position]
        for start in range(0, len(deck) - rules.hand_size + 1, rules.hand_size):
            hand = bytearray(rules.size)
            for card in deck[start : start + rules.hand_size]:
                hand[card] += 1
            dealt.append(hand)
    return dealt[:hands]


def main():
    base = heap_in_use()
    import pinochle  # noqa: F401

    after_package = heap_in_use()
    from pinochle.melds import evaluate
    from pinochle.rules import get_rules

    after_meld = heap_in_use()
    implementation = sys.implementation.name
    if implementation in ("micropython", "circuitpython"):
        print(
            "%s heap: import pinochle %d bytes, with the meld calculator loaded %d bytes"
            % (implementation, after_package - base, after_meld - base)
        )
    for profile in ("double", "single"):
        rules = get_rules(profile)
        hands = deal(rules, 7, 200)
        rounds = 25
        start = ticks_ms()
        checksum = 0
        for _ in range(rounds):
            for hand in hands:
                for trump in range(4):
                    checksum += evaluate(hand, trump, rules)
        elapsed = max(1, ticks_diff(ticks_ms(), start))
        evaluations = rounds * len(hands) * 4
        print(
            "%s %s: %d meld evaluations per second (%d in %d ms, checksum %d)"
            % (implementation, profile, evaluations * 1000 // elapsed, evaluations, elapsed, checksum)
        )


main()
