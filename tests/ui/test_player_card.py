"""A player card keeps its height whatever its badge says, and shows the whole badge."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from desktop_app.engine.session import SeatInfo
from desktop_app.ui.panels import PlayerCard

BADGES = ["", "thinking…", "to move", "to move · you", "to move · you · away", "you"]


@pytest.mark.parametrize("name", ["Bo", "Anneliese Müller-Lüdenscheidt"])
@pytest.mark.parametrize("width", [240, 300, 420])
def test_the_badge_coming_and_going_moves_nothing(qtbot, name, width):
    card = PlayerCard(1, SeatInfo(name, "random"), "#1f77b4")
    qtbot.addWidget(card)
    card.show()
    heights, kinds = set(), set()
    for badge in BADGES * 2:
        card.set_state(bool(badge), badge, [("Gold", "15")])
        QApplication.processEvents()
        heights.add(card.heightForWidth(width))
        card.resize(width, card.heightForWidth(width))
        QApplication.processEvents()
        if badge:
            assert card.badge.width() >= card.badge.sizeHint().width(), badge  # never cut off
            assert card.badge.geometry().right() <= card.contentsRect().right()
        kinds.add(card.kind.height())
    assert len(heights) == 1, heights
    assert len(kinds) == 1, kinds


def test_a_kind_with_no_room_is_elided_and_named_whole_in_its_tool_tip(qtbot):
    card = PlayerCard(0, SeatInfo("Bo", "heuristic"), "#1f77b4")
    qtbot.addWidget(card)
    card.show()
    card.set_state(True, "to move · you", [])
    card.resize(260, card.heightForWidth(260))
    QApplication.processEvents()
    assert card.kind.text().endswith("…") and card.kind.toolTip() == "Computer · standard"
    assert card.kind.accessibleName() == "Computer · standard"  # a screen reader hears it whole
    card.resize(480, card.heightForWidth(480))
    QApplication.processEvents()
    assert card.kind.text() == "Computer · standard"
