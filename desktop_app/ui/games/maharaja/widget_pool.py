"""The side panel's widgets, kept by key from one build to the next (issue 18).

The side panel is built again from ``legal`` whenever what it offers changes: at every action
of the person at the screen. Made anew, each button and note cost its construction, a style
polish and a re-layout, and the old ones were each made a window of their own by
``setParent(None)`` on the way out: 10-15 ms of an action in a five-player match. A build now
asks the pool for a widget by key: the one of the last build comes back (its texts set again,
which Qt skips when they are the same), a new one is made only for a key the last build did not
have, and those the new build did not ask for are retired (hidden and deleted later, never shown
as windows). What the panel shows is still made from the view alone: every property a build
relies on is set by that build, whichever widget it got.

A button's click goes to the handler its last build gave it (``handle``), so a kept button never
runs the action of an earlier position.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtWidgets import QAbstractButton, QLayout, QWidget

from desktop_app.ui.weak_slot import weak_slot

W = TypeVar("W", bound=QWidget)


class WidgetPool:
    """Widgets of ``owner``'s layout ``body`` (and of ``more`` layouts a build fills too) by key;
    ``begin``, ask with ``get``, then ``end``."""

    def __init__(self, owner: QWidget, body: QLayout, *more: QLayout) -> None:
        self.owner = owner
        self.body = body
        self._layouts = (body, *more)
        self._kept: dict[str, QWidget] = {}
        self._spare: dict[str, QWidget] = {}
        self._handlers: dict[str, Callable[[bool], None]] = {}
        #: Retired widgets wait here for their deletion: a hidden parent, never a window.
        self._graveyard = QWidget(owner)
        self._graveyard.hide()

    def begin(self) -> None:
        """A new build: every widget leaves the layout, to be asked for again or retired."""
        self._spare, self._kept = self._kept, {}
        self._handlers = {}
        for layout in self._layouts:
            _detach(layout)

    def get(self, key: str, kind: type[W], make: Callable[[], W]) -> W:
        """The widget ``key`` of the last build if it is a ``kind``, else ``make()``'s."""
        widget = self._spare.pop(key, None)
        if type(widget) is not kind:
            if widget is not None:
                self._retire(widget)
            widget = make()
            # The panel's child from the start: a button's width is measured before it is laid
            # out (two to a row, or one), and without its parent it had not the panel's style
            # (a fresh button measured 16 px narrower than a kept one, and was laid out apart).
            widget.setParent(self.owner)
            if isinstance(widget, QAbstractButton):
                widget.clicked.connect(weak_slot(self._clicked, key))
        self._kept[key] = widget
        return widget

    def handle(self, key: str, handler: Callable[[bool], None]) -> None:
        """What a click on the button ``key`` does in this build."""
        self._handlers[key] = handler

    def end(self) -> None:
        """The build is done: the widgets it did not ask for go."""
        for widget in self._spare.values():
            self._retire(widget)
        self._spare = {}

    def widgets(self) -> dict[str, QWidget]:
        return dict(self._kept)

    def _clicked(self, key: str) -> None:
        handler = self._handlers.get(key)
        widget = self._kept.get(key)
        if handler is not None and isinstance(widget, QAbstractButton):
            handler(widget.isChecked())  # what ``clicked`` says: the state the click left

    def _retire(self, widget: QWidget) -> None:
        widget.hide()
        widget.setParent(self._graveyard)
        widget.deleteLater()  # later: it may be the button whose click is running now


def _detach(layout: QLayout) -> None:
    """Take everything out of ``layout``; the layouts nested in it go, their widgets stay."""
    while layout.count():
        item = layout.takeAt(0)
        if item is None:
            break
        inner = item.layout()
        if inner is not None:
            _detach(inner)
            inner.setParent(None)
            inner.deleteLater()
