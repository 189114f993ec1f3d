"""The match screen's look, by object name, in the application's style sheet (issue 18).

A widget with a style sheet of its own gives its whole subtree a style of its own: Qt builds a
style for it, polishes it again each time a part is added to it, and once more when the screen
joins the window. The match screen had 68 such widgets (each player card's eleven labels, the
step line, the side column, the overlays...), 10-20 ms of every screen built, of every file
opened with ``./play FILE``. The start page went the same way before (``theme.START_PAGE_SHEET``).

So each look is a rule under its widget's object name (``theme.MATCH_SCREEN_LOOKS``), all of
them in the application's sheet (``theme.style_sheet``); ``dress`` names a widget for its rule.
In an application that sheet did not style (a test, a tool), ``dress`` gives the widget its rule
as a sheet of its own, which looks the same: a rule written for ``#name`` matches the widget
itself there too.

A rule may reach into the widget (``& QLabel``, ``& *``): a sheet of declarations alone, as the
widgets had, styled everything inside them as well, so the rules that must keep doing that say
so. ``&`` stands for ``#name``. Their text sizes are scaled with the rest of the application's
sheet (``text_size``).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from desktop_app.ui.theme import MATCH_SCREEN_MARK, match_screen_rule

__all__ = ["dress"]


def dress(widget: QWidget, name: str) -> None:
    """Name ``widget`` for its look; outside the styled application, give it the look itself.

    Renaming a widget that was already shown takes its new look at its next polish, so a look
    that changes while shown (the chat's latest line) is re-polished here."""
    widget.setObjectName(name)
    app = QApplication.instance()
    if isinstance(app, QApplication) and MATCH_SCREEN_MARK in app.styleSheet():
        if widget.styleSheet():
            widget.setStyleSheet("")
        elif widget.testAttribute(Qt.WidgetAttribute.WA_WState_Polished):
            style = widget.style()
            style.unpolish(widget)
            style.polish(widget)
        return
    widget.setStyleSheet(match_screen_rule(name))
