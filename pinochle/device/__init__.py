"""Device adapters: the only place that touches board hardware objects, each handed in by code.py."""
