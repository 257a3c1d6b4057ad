"""Helpers the tests share; plain Python so the same tests run under pytest and on MicroPython."""


def raises(exception_type, function, *args, **kwargs):
    """Call function and return the exception it must raise; fail if it raises nothing."""
    try:
        function(*args, **kwargs)
    except exception_type as error:
        return error
    raise AssertionError("%s did not raise %s" % (getattr(function, "__name__", function), exception_type.__name__))


def message(exception_type, function, *args, **kwargs):
    """The text of the exception the call must raise."""
    return str(raises(exception_type, function, *args, **kwargs))
