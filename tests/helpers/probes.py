"""Test probes for both VMs: import modules as if others were missing (small builds lack binascii, json),
run code with modules unloaded, the heap a call allocates, and repeatable pseudo-random bytes."""

import builtins
import gc
import sys


def import_without(module_names, blocked):
    """Import module_names afresh, in order, while the modules named in blocked cannot be imported; returns
    the last. Afterwards every module (and its package's attribute) is the one it was before."""
    if isinstance(module_names, str):
        module_names = (module_names,)
    real_import = builtins.__import__

    def guarded(name, *args):
        if name in blocked:
            raise ImportError("no module named '%s'" % name)
        return real_import(name, *args)

    saved = [sys.modules.pop(name, None) for name in module_names]
    builtins.__import__ = guarded
    try:
        for name in module_names:
            module = __import__(name, None, None, ("*",))
        return module
    finally:
        builtins.__import__ = real_import
        for name, module in zip(module_names, saved):
            if module is None:
                sys.modules.pop(name, None)
                continue
            sys.modules[name] = module
            package, _, child = name.rpartition(".")
            if package in sys.modules:
                setattr(sys.modules[package], child, module)


def unloaded(module_names, test):
    """Run test() with the modules named unloaded, as at power-up, then load again those that were (module and
    package attribute)."""
    saved = [(name, sys.modules.pop(name, None)) for name in module_names]
    for name, module in saved:
        package, _, child = name.rpartition(".")
        if module is not None and hasattr(sys.modules[package], child):
            delattr(sys.modules[package], child)
    try:
        test()
    finally:
        for name, module in saved:
            if module is not None:
                sys.modules[name] = module
                package, _, child = name.rpartition(".")
                setattr(sys.modules[package], child, module)


def allocated_by(function, *args):
    """Bytes of heap the call allocates (MicroPython and CircuitPython: before any collection; CPython: traced peak)."""
    if sys.implementation.name in ("micropython", "circuitpython"):
        gc.collect()
        before = gc.mem_alloc()
        function(*args)
        return gc.mem_alloc() - before
    import tracemalloc

    tracemalloc.start()
    try:
        function(*args)
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def noise(buffer, state):
    """Fill buffer with pseudo-random bytes from state (a linear congruential generator); returns the next
    state, so a loop of fills never repeats a buffer."""
    for index in range(len(buffer)):
        state = (state * 1103515245 + 12345) & 0x7FFFFFFF
        buffer[index] = state >> 16 & 0xFF
    return state
