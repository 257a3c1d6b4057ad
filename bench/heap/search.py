"""The smallest MicroPython heap cap at which something runs, for the benches and `bench.heap need`."""


def smallest_heap(passes, low, high, margin=0):
    """The smallest cap in whole KB from which passes(cap) holds at every cap up to `margin` KB above it, or
    None when passes(high) fails; passes(low) is taken to fail.

    Bisection finds a cap that passes with the one below failing; near it, fragmentation can make a cap pass
    and a larger one fail, so the caps above are tried too and the answer moves past any that fails."""
    if not passes(high):
        return None
    while high - low > 1:
        middle = (low + high) // 2
        if passes(middle):
            high = middle
        else:
            low = middle
    cap = high
    above = cap + 1
    while above <= cap + margin:
        if not passes(above):
            cap = above + 1
        above += 1
    return cap
