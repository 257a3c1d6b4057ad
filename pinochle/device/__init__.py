"""Between the buttons and the app: the key decoder (tokens, ticks, input), settings.toml (config), whole-screen
notices, and the adapters for each firmware side by side (circuitpython/, micropython/)."""
