"""The games' variant options in the chosen language (the new-match and LAN host dialogs).

A game declares its options in English in its engine (``engine.options``: labels and help
texts), which stays free of Qt and of languages. The dialogs show them through ``option_text``;
the English texts are listed here once more, marked for ``pyside6-lupdate`` (context
"GameOptions"), and ``tests/ui/test_i18n_options.py`` fails when a game's option text is missing
from this list, so a new option cannot stay English unnoticed.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop_app.ui.marks import QT_TRANSLATE_NOOP

__all__ = ["OPTION_TEXTS", "option_text"]

#: Every label and help text of every game's options (Maharaja's variant and gold, M-10.1).
OPTION_TEXTS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("GameOptions", "Variant"),
    QT_TRANSLATE_NOOP("GameOptions", "Which rules of Maharaja to play."),
    QT_TRANSLATE_NOOP("GameOptions", "Standard"),
    QT_TRANSLATE_NOOP("GameOptions", "The full game: seven palaces each, at most ten rounds."),
    QT_TRANSLATE_NOOP("GameOptions", "Short"),
    QT_TRANSLATE_NOOP("GameOptions", "Six palaces each and at most six rounds, for a quicker match."),
    QT_TRANSLATE_NOOP("GameOptions", "Professional"),
    QT_TRANSLATE_NOOP(
        "GameOptions",
        "Card auction, the Yogi with action chips, neutral palaces and a point for each card's city.",
    ),
    QT_TRANSLATE_NOOP("GameOptions", "Professional, several cards"),
    QT_TRANSLATE_NOOP(
        "GameOptions", "As Professional, but a player may collect several character cards by swapping."
    ),
    QT_TRANSLATE_NOOP("GameOptions", "Gold"),
    QT_TRANSLATE_NOOP(
        "GameOptions", "Whether the princes keep their money hidden, as the published rules allow (M-10.1)."
    ),
    QT_TRANSLATE_NOOP("GameOptions", "Open"),
    QT_TRANSLATE_NOOP("GameOptions", "Everyone sees every prince's gold."),
    QT_TRANSLATE_NOOP("GameOptions", "Hidden"),
    QT_TRANSLATE_NOOP(
        "GameOptions",
        "Each prince sees only his own gold; payments are still shown. All totals are shown at the end.",
    ),
)


def option_text(text: str) -> str:
    """A game option's English label or help text in the chosen language."""
    return QCoreApplication.translate("GameOptions", text)
