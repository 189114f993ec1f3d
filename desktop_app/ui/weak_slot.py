"""Slots that pass arguments of their own without keeping their widget alive.

PySide keeps every lambda (or ``functools.partial`` of a bound method) connected to a signal for as
long as the signal's object lives, in C++ where Python's collector cannot see it. A lambda that
names ``self`` connected to a signal of ``self`` or of one of its children so holds ``self`` for
ever: a board's side panel that no screen took in outlived every reference to it, and every later
change of the application's font or style repolished it (thousands of such panels in a test
process; in the app, every board of a closed review). A bound method (``button.clicked.connect(
self._done)``) or a signal (``box.toggled.connect(self.changed)``) is held by Qt against its
receiver and lets it go; ``weak_slot`` is for the rest, a slot with arguments of its own.
``tests/ui/test_widgets_let_go.py`` checks that the boards and their side panels go.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import SignalInstance


def weak_slot(
    target: Callable[..., object] | SignalInstance,
    *args: Any,
    signal_args: bool = False,
    **kwargs: Any,
) -> Callable[..., None]:
    """A slot that calls the bound method ``target(*args, **kwargs)``, or emits the signal
    ``target`` with ``args``; the arguments of the signal it is connected to are dropped, or
    (``signal_args``) passed on after ``args``.

    It holds the method's object weakly (a signal holds its own object weakly): once the object
    is gone the slot does nothing. ``args`` are held for as long as the connection: plain values,
    or Qt objects that go with the sender (itself, its children), never the receiver or what
    owns it, which would make the cycle again.
    """
    if isinstance(target, SignalInstance):
        signal = target

        def relay(*heard: object) -> None:
            signal.emit(*args, *(heard if signal_args else ()))

        return relay
    reference = weakref.WeakMethod(target)  # type: ignore[arg-type]

    def call(*heard: object) -> None:
        method = reference()
        if method is not None:
            method(*args, *(heard if signal_args else ()), **kwargs)

    return call
