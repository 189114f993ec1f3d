"""The analysis's marks as a person reads them: chess's signs and their names (issue 35).

Kept apart from the analysis's screens so the review bar can name a mark under the pointer
without importing the analysis (its modules cost tens of milliseconds, issue 19).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop_app.ui.marks import QT_TRANSLATE_NOOP

#: How a mark of the analysis is written after its log line (chess's signs, in every language).
MARK_SIGNS = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}

NAMES = {
    "inaccuracy": QT_TRANSLATE_NOOP("Analysis", "Inaccuracy"),
    "mistake": QT_TRANSLATE_NOOP("Analysis", "Mistake"),
    "blunder": QT_TRANSLATE_NOOP("Analysis", "Blunder"),
}


def mark_name(mark: str) -> str:
    return QCoreApplication.translate("Analysis", NAMES[mark])


def mark_text(mark: str) -> str:
    """The sign and the name: "?? Blunder"."""
    return f"{MARK_SIGNS[mark]} {mark_name(mark)}"
