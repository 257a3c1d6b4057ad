"""Between the hardware and the app: the key decoder (input) and each firmware's adapters (circuitpython/,
micropython/)."""
