"""Crash-safe game storage: CRC-checked snapshots written to two independent slots, recovered by sequence."""
