"""A guard against PySide6 builds that hand back ``None``/``True``/``False`` without a reference.

PySide6 6.12.0 returns ``None`` from every void method (``item.setPos``, ``label.setText``...)
and ``True`` from ``signal.emit()`` without taking a new reference. On Python 3.12+ these
objects are immortal and nothing happens; on Python 3.11 each call lowers their reference count
by one, and after a few thousand calls the interpreter aborts with "none_dealloc: deallocating
None" (midway through a match) or "bool_dealloc" (at exit). The guard measures whether the
bindings in use leak, and only then lifts the counts of these three objects so far that they can
never reach zero — what Python 3.12 does for every build.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

_HEADROOM = 2**60
_applied: set[str] = set()
#: The bindings were probed already: whether they leak does not change within a process, and a
#: probe costs 3 ms of start-up (the package and ``app.run`` both ask; issue 19).
_probed = False


def _drops(obj: object, call: Callable[[], object], calls: int = 200) -> bool:
    """Does each call lose one reference to ``obj``? A leaking build loses exactly one per call;
    other threads taking and dropping references meanwhile move the count by a few at most, so
    only a loss of most of ``calls`` counts (a bare "fewer than before" was fooled by them)."""
    before = sys.getrefcount(obj)
    for _ in range(calls):
        call()
    return before - sys.getrefcount(obj) >= calls * 3 // 4


def leaking_singletons() -> list[object]:
    """The singletons the Qt bindings in use give away without a reference (may be empty)."""
    from PySide6.QtCore import QObject, Signal
    from PySide6.QtGui import QColor

    class _Probe(QObject):
        ping = Signal()

    colour = QColor(1, 2, 3)
    probe = _Probe()
    leaks: list[object] = []
    if _drops(None, lambda: colour.setRed(4)):
        leaks.append(None)
    if _drops(True, probe.ping.emit):
        leaks.extend([True, False])
    return leaks


def guard_refcounts() -> list[str]:
    """Make the leaked singletons effectively immortal (CPython < 3.12 only); names of those lifted."""
    global _probed
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return []
    if _probed:
        return sorted(_applied)
    _probed = True
    for obj in leaking_singletons():
        name = repr(obj)
        if name in _applied:
            continue
        import ctypes  # only for a leaking build: 4 ms of every start-up otherwise (issue 19)

        # CPython < 3.12 keeps the reference count in the first word of every object.
        count = ctypes.c_ssize_t.from_address(id(obj))
        count.value += _HEADROOM
        _applied.add(name)
    return sorted(_applied)
