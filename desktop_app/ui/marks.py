"""``QT_TRANSLATE_NOOP`` with a type: marks an English literal for ``pyside6-lupdate``.

PySide6's own ``QT_TRANSLATE_NOOP`` is typed as returning ``object``; a text marked at import (a
module constant, a catalogue entry) is a ``str`` everywhere it is used, and is translated there
with ``QCoreApplication.translate`` in the same context. lupdate finds the calls by their name,
so this function keeps it.
"""

from __future__ import annotations

__all__ = ["QT_TRANSLATE_NOOP"]


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """``text`` itself; ``context`` is the translation context it is translated in at use."""
    del context
    return text
