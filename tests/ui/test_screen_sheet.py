"""The match screen takes its look from the application's sheet (issue 18): in the styled
application its widgets have no sheets of their own, outside it they bring the same look, and a
look that changes while shown (the chat's latest line) changes on screen."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from desktop_app.engine.session import SeatInfo, Session
from desktop_app.ui import theme
from desktop_app.ui.games import board_class
from desktop_app.ui.match_view import MatchView
from desktop_app.ui.panels import PlayerCard
from desktop_app.ui.screen_sheet import dress

SEATS = [SeatInfo("Asha", "human", "#D55E00"), SeatInfo("Bo", "human", "#0072B2")]

#: Widgets that still carry a sheet of their own, and why: the prompt's stripe is the viewer's
#: colour (any colour a file names); each game's side panel styles its own controls in one sheet.
OWN_SHEETS_ALLOWED = {
    "maharaja_actions",
    "maharaja_footer",
    "DiscPicker",
    "arkadiaSide",
    "end_turn",
    "prompt",
}


def app() -> QApplication:
    running = QApplication.instance()
    assert isinstance(running, QApplication)
    return running


def screen(qtbot, game: str) -> MatchView:
    view = MatchView(Session.new(game, SEATS, seed=3), board_class(game), bot_delay=0)
    qtbot.addWidget(view)
    view.resize(1280, 720)
    view.show()
    qtbot.waitExposed(view)
    return view


def own_sheets(view: MatchView) -> list[str]:
    named = []
    for widget in view.findChildren(QWidget):
        if widget.styleSheet():
            name = widget.objectName() or type(widget).__name__
            if widget is view.prompt:
                name = "prompt"
            if name not in OWN_SHEETS_ALLOWED:
                named.append(f"{type(widget).__name__} {name!r}: {widget.styleSheet()[:60]}")
    return named


@pytest.mark.parametrize("game", ["maharaja", "forbidden_city", "arkadia"])
def test_in_the_styled_application_the_screen_has_no_sheets_of_its_own(qtbot, game):
    app().setStyleSheet(theme.style_sheet())
    view = screen(qtbot, game)
    assert own_sheets(view) == []
    card = view.players.cards[0]
    card.name.ensurePolished()
    assert card.name.font().weight() >= QFont.Weight.Bold and card.name.font().pointSizeF() == 11.5


@pytest.mark.parametrize("styled", [True, False])
def test_a_card_looks_the_same_styled_by_the_application_or_by_itself(qtbot, styled):
    app().setStyleSheet(theme.style_sheet() if styled else "")
    card = PlayerCard(0, SEATS[0], "#D55E00")
    qtbot.addWidget(card)
    card.set_state(True, "to move · you", [("Gold", "12")])
    assert bool(card.badge.styleSheet()) is not styled  # outside the styled app: its own sheet
    key, value = card._row_labels[0]
    for label in (card.badge, key, value):
        label.ensurePolished()
    assert card.badge.font().pointSizeF() == 9 and card.badge.font().weight() >= QFont.Weight.DemiBold
    assert key.palette().color(key.foregroundRole()).name().lower() == theme.MUTED.lower()
    assert value.font().pointSizeF() == 9.5


@pytest.mark.parametrize("styled", [True, False])
def test_a_look_changed_while_shown_is_seen_at_once(qtbot, styled):
    app().setStyleSheet(theme.style_sheet() if styled else "")
    label = QLabel("Bo: hello")
    qtbot.addWidget(label)
    dress(label, "chatLatest")
    label.show()
    qtbot.waitExposed(label)
    assert label.palette().color(label.foregroundRole()).name().lower() == theme.MUTED.lower()
    dress(label, "chatLatestNew")  # a new line came: the line turns dark and bold
    assert label.palette().color(label.foregroundRole()).name().lower() == theme.INK.lower()
    assert label.font().weight() >= QFont.Weight.DemiBold


def test_every_look_is_in_the_application_sheet_under_its_name():
    sheet = theme.style_sheet()
    assert theme.MATCH_SCREEN_MARK in sheet
    for name in theme.MATCH_SCREEN_LOOKS:
        rule = theme.match_screen_rule(name)
        assert rule in sheet and "&" not in rule and f"#{name}" in rule
