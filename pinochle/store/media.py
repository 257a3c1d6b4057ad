"""Storage media for snapshot slots: fixed-size regions read from any offset and rewritten from offset 0.

A medium has `name`, `size` (bytes), `read_into(buffer, offset) -> bytes read` (from offset, never past the
region's end) and `write(data)` (from offset 0), and may have `matches(frame, chunk) -> bool` (it holds frame
from offset 0, read a chunk at a time) when it can check that more cheaply than through read_into. Errors are
raised as they come (OSError, MemoryError); the slot layer decides what they mean.

RamMedium (pinochle.store.ram_medium) and FileMedium (pinochle.store.file_medium) live in modules of their own,
so a board that saves to files never loads RamMedium, nor one on nvm FileMedium. `from pinochle.store.media
import RamMedium` loads only the module asked for, through a module __getattr__ (PEP 562: MicroPython and
CircuitPython have it from their core-features level up; on a build without it, import from the two modules).
"""


def __getattr__(name):
    if name == "RamMedium":
        from pinochle.store.ram_medium import RamMedium

        return RamMedium
    if name == "FileMedium":
        from pinochle.store.file_medium import FileMedium

        return FileMedium
    raise AttributeError(name)


TYPE_CHECKING = False  # True for mypy only: it sees the classes
if TYPE_CHECKING:
    from pinochle.store.file_medium import FileMedium  # noqa: F401
    from pinochle.store.ram_medium import RamMedium  # noqa: F401
