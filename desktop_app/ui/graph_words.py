"""The match graph's words: the name of each game's measure of standing, and a turning point's
sentence.

The numbers come from ``ai.match_graph``, which has no Qt; the words a player reads about them are
marked and translated here, in the ``MatchGraph`` context, for the panel (``match_graph.py``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop_app.ai.match_graph import MEASURE_NAMES, Swing
from desktop_app.ui.marks import QT_TRANSLATE_NOOP


def tr(text: str) -> str:
    return QCoreApplication.translate("MatchGraph", text)


#: ``ai.match_graph.MEASURE_NAMES`` (each game's measure of standing), marked for translation here:
#: the AI package has no Qt; ``tr`` translates them where the graph names its measure.
_MEASURES = (
    QT_TRANSLATE_NOOP("MatchGraph", "palaces + gold/10"),
    QT_TRANSLATE_NOOP("MatchGraph", "card points"),
    QT_TRANSLATE_NOOP("MatchGraph", "gold + seal value"),
    QT_TRANSLATE_NOOP("MatchGraph", "standing"),
)


def swing_sentence(swing: Swing, line: str, name: str) -> str:
    """ "Step 212: Bo's bluff was doubted — Bo's win chance fell from 48 % to 21 %"."""
    template = (
        QCoreApplication.translate(
            "MatchGraph", "Step {step}: {line} — {name}'s win chance fell from {before} % to {after} %"
        )
        if swing.after < swing.before
        else QCoreApplication.translate(
            "MatchGraph", "Step {step}: {line} — {name}'s win chance rose from {before} % to {after} %"
        )
    )
    return template.format(
        step=swing.step,
        line=line.rstrip(". "),
        name=name,
        before=round(swing.before * 100),
        after=round(swing.after * 100),
    )


def measure_name(game_id: str) -> str:
    """The measure of standing the graph draws for ``game_id``, in the chosen language."""
    return tr(MEASURE_NAMES.get(game_id, "standing"))
