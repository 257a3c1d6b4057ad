"""Host-only tools on CPython: the command line (meld, replay). Never copied to a board."""
