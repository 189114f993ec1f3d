"""Let a board's side panel that no screen took in be freed like any other object (tests only).

A board's side panel is a widget of its own until a match screen puts it in its column. Its
buttons' handlers are lambdas that hold the panel through Qt's connections, where Python cannot
see them, so a panel no screen took lives as long as the process, and every later change of the
application's font or style sheet repolishes it: tests that make a board for every step of a
match left 7,000 such widgets in a worker. ``let_go`` disconnects every signal of the panel and
of what it holds; nothing is deleted here — the panel goes when the last Python reference to it
does, the way every other widget a test made goes (an earlier fixture that deleted panels with
``deleteLater`` while Python still held them made workers crash in the cyclic collector).
"""

from __future__ import annotations

import contextlib
import warnings
from typing import Any

from PySide6.QtCore import QMetaMethod, QObject


def let_go(panel: QObject | None) -> None:
    """Disconnect the signals of ``panel`` and its descendants but ``destroyed`` (a panel a screen
    holds: nothing)."""
    if panel is None or panel.parent() is not None:
        return
    for thing in [panel, *panel.findChildren(QObject)]:
        # ``destroyed`` is Qt's own: caches that name a widget (the style sheet's, a proxy's) hear
        # through it that the widget went; cut, they kept its address and a restyle crashed.
        for name in _signals(thing) - {"destroyed"}:
            signal: Any = getattr(thing, name, None)
            if signal is None or not hasattr(signal, "disconnect"):
                continue
            # nothing connected: PySide says so (a warning, or an error in some versions)
            with warnings.catch_warnings(), contextlib.suppress(RuntimeError, TypeError):
                warnings.simplefilter("ignore")
                signal.disconnect()


def _signals(thing: QObject) -> set[str]:
    meta = thing.metaObject()
    names = set()
    for index in range(meta.methodCount()):
        method = meta.method(index)
        if method.methodType() == QMetaMethod.MethodType.Signal:
            names.add(bytes(method.name().data()).decode())
    return names
