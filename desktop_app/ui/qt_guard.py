"""A guard against PySide6 builds that hand back ``None`` without a reference.

PySide6 6.12.0 returns ``None`` from every void method (``item.setPos``, ``label.setText``...)
without taking a new reference. On Python 3.12+ ``None`` is immortal and nothing happens; on
Python 3.11 each call lowers ``None``'s reference count by one, and after a few thousand calls
the interpreter aborts with "none_dealloc: deallocating None" — in practice midway through a
match, when a board has moved enough pieces. The guard measures whether the bindings in use
leak, and only then lifts ``None``'s count so far that it can never reach zero (what Python
3.12 does for every build).
"""

from __future__ import annotations

import sys

_HEADROOM = 2**60
_applied = False


def bindings_leak_none() -> bool:
    """True when a void Qt call leaves ``None`` with fewer references than before."""
    from PySide6.QtGui import QColor

    colour = QColor(1, 2, 3)
    before = sys.getrefcount(None)
    for _ in range(20):
        colour.setRed(4)
    return sys.getrefcount(None) < before


def guard_none_refcount() -> bool:
    """Make ``None`` effectively immortal if (and only if) the bindings leak it; True if applied."""
    global _applied
    if _applied:
        return True
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return False
    if not bindings_leak_none():
        return False
    import ctypes

    # CPython < 3.12 keeps the reference count in the first word of every object.
    count = ctypes.c_ssize_t.from_address(id(None))
    count.value += _HEADROOM
    _applied = True
    return True
