"""A player card puts the kind under the name when both do not fit beside the badge (issue 19:
"Computer · standard" squeezed beside a "to move" badge wrapped into three short lines)."""

from __future__ import annotations

from PySide6.QtWidgets import QBoxLayout

from desktop_app.engine.session import SeatInfo
from desktop_app.ui.panels import PlayerCard

SIDE = QBoxLayout.Direction.LeftToRight
UNDER = QBoxLayout.Direction.TopToBottom


def card_at(qtbot, width: int, badge: str) -> PlayerCard:
    card = PlayerCard(1, SeatInfo("Heuristic bot 2", "heuristic"), "#2266aa")
    qtbot.addWidget(card)
    card.set_state(bool(badge), badge, [("Gold", "15")])
    card.resize(width, 120)
    card.show()
    qtbot.waitExposed(card)
    qtbot.wait(20)  # the posted layout requests
    return card


def one_line(label) -> bool:
    """The label's text is not wrapped: its line is as wide as the label gives room for."""
    return label.fontMetrics().horizontalAdvance(label.text()) <= label.contentsRect().width()


def test_a_wide_card_keeps_name_and_kind_on_one_line(qtbot):
    card = card_at(qtbot, 560, "to move")
    assert card._names.direction() == SIDE
    assert one_line(card.kind) and one_line(card.name)


def test_a_narrow_card_puts_the_whole_kind_under_the_name(qtbot):
    card = card_at(qtbot, 300, "thinking…")
    assert card._names.direction() == UNDER
    assert one_line(card.kind) and one_line(card.name)
    assert card.kind.geometry().top() >= card.name.geometry().bottom()
    assert card.height() >= card.sizeHint().height() - 1  # the card grew by the line


def test_the_kind_returns_beside_the_name_when_the_badge_goes(qtbot):
    card = card_at(qtbot, 330, "thinking…")
    assert card._names.direction() == UNDER
    card.set_state(False, "", [("Gold", "15")])
    qtbot.wait(20)
    assert card._names.direction() == SIDE
    assert one_line(card.kind) and one_line(card.name)
