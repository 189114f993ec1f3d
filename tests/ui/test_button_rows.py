"""Side-panel buttons show their words whole in every language: side by side while they fit,
one above the other when they do not (``ui.button_row``)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from desktop_app import i18n
from desktop_app.engine.session import SeatInfo, Session
from desktop_app.ui.button_row import ButtonRow, needed_width
from desktop_app.ui.theme import style_application
from tests.ui.layout_check import problems


@pytest.fixture(autouse=True)
def styled(qapp):
    sheet, font = qapp.styleSheet(), qapp.font()
    style_application(qapp)
    yield
    qapp.setStyleSheet(sheet)
    qapp.setFont(font)


@pytest.fixture(params=["en", "de", "nl"])
def language(request):
    i18n.set_language(request.param)
    i18n.install()
    yield request.param
    i18n.set_language("en")
    i18n.install()


def _settle() -> None:
    for _ in range(4):
        QCoreApplication.processEvents()


def test_a_row_stacks_its_buttons_only_when_their_words_do_not_fit(qtbot):
    row = ButtonRow([QPushButton("Short"), QPushButton("A rather longer label"), QPushButton("Hidden")])
    column = QWidget()  # the side column: it gives the row its width
    QVBoxLayout(column).addWidget(row)
    qtbot.addWidget(column)
    row.buttons[2].hide()
    needed = sum(map(needed_width, row.buttons[:2])) + 6 + 2 * 11  # the column's margins
    column.resize(needed + 10, 120)
    column.show()
    _settle()
    assert not row.stacked and not problems(column)
    column.resize(needed - 30, 160)
    _settle()
    assert row.width() < needed - 30 and row.stacked and not problems(column)
    row.buttons[1].hide()  # one button left: side by side again, whatever the width
    row.arrange()
    assert not row.stacked


def _arkadia_panel(qtbot, width: int):
    """A new Arkadia match and its side panel, shown at ``width`` (the side column's)."""
    from desktop_app.ui.games.arkadia.side_panel import SidePanel

    session = Session.new("arkadia", [SeatInfo("A"), SeatInfo("B")], seed=3)
    panel = SidePanel()
    holder = QWidget()
    panel.setParent(holder)
    qtbot.addWidget(holder)
    holder.resize(width, 400)
    panel.resize(width, 400)
    holder.show()
    panel.holder = holder  # the panel is shown in it: kept alive with the panel
    return session, panel


@pytest.mark.parametrize("width", [290, 320])
def test_the_arkadia_turn_buttons_fit_the_side_column(qtbot, language, width):
    session, panel = _arkadia_panel(qtbot, width)
    for shown in ({"banner": True, "end": True}, {"confirm": True, "banner": True, "pass": True}):
        panel.update_from(session.view(0), 0, shown, {})
        _settle()
        found = problems(panel)
        assert not found, "\n".join(map(str, found))


@pytest.mark.parametrize("width", [300, 320])
def test_the_arkadia_piece_tools_fit_the_side_column(qtbot, language, width):
    """Turn, Mirror and Cancel, shown while a card is chosen: "✕ Abbrechen" was cut (a new player
    at 1280x720, in German). At the match screen's width (320) they share a row in every
    language; narrower, they may stack, never cut."""
    session, panel = _arkadia_panel(qtbot, width)
    panel.update_from(session.view(0), 0, {"turn": True, "mirror": True, "cancel": True}, {})
    _settle()
    assert panel.turn_button.isVisible() and (width < 320 or not panel.tool_row.stacked)
    found = problems(panel)
    assert not found, "\n".join(map(str, found))
