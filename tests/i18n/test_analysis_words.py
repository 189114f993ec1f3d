"""The analysis's summary in every language: the average loss is points of the chance to win (bare
"points" read as the game's own), written the language's way ("0,3" in German and Dutch), and the
note says what *the player* knew, as the English does, for a computer's seat too."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from desktop_app import i18n
from desktop_app.ai.analysis_record import Analysis, Judgement
from desktop_app.engine.action import Action

LOSS = {
    "en": ("0.3 points of win chance", "what the player knew"),
    "de": ("0,3 Prozentpunkte Gewinnchance", "was der Spieler damals wusste"),
    "nl": ("0,3 procentpunten winkans", "wat de speler toen wist"),
}


@pytest.mark.parametrize("language", sorted(LOSS))
def test_the_summary_says_points_of_win_chance_in_the_languages_own_numbers(qtbot, language):
    from desktop_app.ui.analysis_summary import SummaryDialog

    i18n.set_language(language)
    played, better = Action.make("answer", value="believe"), Action.make("answer", value="doubt")
    judgement = Judgement(3, 0, played, better, 0.5, 0.503)
    analysis = Analysis(2, 3, "key", "deep", (judgement,))
    dialog = SummaryDialog(None, analysis, ["Anna", "Bruno"], {0})
    qtbot.addWidget(dialog)
    table = dialog.table
    loss, knew = LOSS[language]
    assert table.item(0, table.columnCount() - 1).text() == loss
    assert any(knew in label.text() for label in dialog.findChildren(QLabel))
    if language != "en":
        assert "du " not in " ".join(label.text() for label in dialog.findChildren(QLabel))
