"""MicroPython runs this at power-up: the Pinochle companion. The code is in handheld.py (compiled to .mpy)."""

import handheld

handheld.main()
