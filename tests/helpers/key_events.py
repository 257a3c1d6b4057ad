"""Key events into a key decoder (pinochle.device.input) and the tokens it hands out, for the device tests on
CPython and the VMs."""


def drain(keys, now):
    """Every token the decoder hands out at `now`."""
    out = []
    token = keys.next_token(now)
    while token:
        out.append(token)
        token = keys.next_token(now)
    return out


def tap(keys, key, at, held_ms=80):
    """Key number `key` pressed at `at` and released held_ms later: the tokens of both."""
    keys.key_event(key, True, at)
    first = drain(keys, at)
    keys.key_event(key, False, at + held_ms)
    return first + drain(keys, at + held_ms)
