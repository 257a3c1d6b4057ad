"""Empty: the snapshot frame (magic, version, sequence, length, payload, CRC32) is in pinochle.store.slots, one
module less on the board. This file stays until package.json is made again (tools/build_micropython.py)."""
