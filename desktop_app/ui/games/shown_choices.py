"""A side panel put up in review to show a past decision (``Board.show_choices``) takes no input.

"Show the better move" puts up the mover's buttons so the suggested one can be lit; clicking or
tabbing into them must do nothing, and they should not look as if they would (no hover, no
focus ring). ``inert(panel, True)`` makes the panel and everything in it let the mouse through
to the column under it (which still scrolls) and take no keyboard focus; ``inert(panel, False)``
gives every widget its own focus back.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

#: The property keeping a widget's own focus policy while it is inert.
_KEPT = "inert_focus"


def inert(panel: QWidget, on: bool) -> None:
    """Make ``panel`` take no click nor focus (``on``), or take them as before."""
    was = panel.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    if not on and not was:
        return  # the usual case, at every build of a live panel: nothing to give back
    if was != on:
        panel.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, on)
    for widget in panel.findChildren(QWidget):
        kept = widget.property(_KEPT)
        if on and kept is None and widget.focusPolicy() != Qt.FocusPolicy.NoFocus:
            widget.setProperty(_KEPT, int(widget.focusPolicy().value))
            widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        elif not on and kept is not None:
            widget.setFocusPolicy(Qt.FocusPolicy(int(kept)))
            widget.setProperty(_KEPT, None)
