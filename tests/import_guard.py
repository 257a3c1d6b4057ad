"""Import a module afresh as if some other modules were missing (small builds lack binascii, json...)."""

import builtins
import gc
import sys


def import_without(module_name, blocked):
    """Import module_name afresh while the modules named in blocked cannot be imported."""
    real_import = builtins.__import__

    def guarded(name, *args):
        if name in blocked:
            raise ImportError("no module named '%s'" % name)
        return real_import(name, *args)

    saved = sys.modules.pop(module_name, None)
    builtins.__import__ = guarded
    try:
        return __import__(module_name, None, None, ("*",))
    finally:
        builtins.__import__ = real_import
        if saved is not None:
            sys.modules[module_name] = saved
        else:
            sys.modules.pop(module_name, None)


def allocated_by(function, *args):
    """Bytes of heap the call allocates (MicroPython: before any collection; CPython: traced peak)."""
    if sys.implementation.name == "micropython":
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
