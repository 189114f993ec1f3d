"""Driving the seat menus of issue 33 (item 3) as a person does: right-click a player card, click
an entry; open the window's Match menu, click an entry."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication, QMenu

from desktop_app.ui.match_view import MatchView


def click_entry(qtbot, menu: QMenu, text: str) -> QMenu | None:
    """Click the entry of the open ``menu`` whose text starts with ``text``; the submenu it opens,
    if it is one."""
    action = next(a for a in menu.actions() if a.text().replace("&", "").startswith(text))
    assert action.isEnabled() and action.isVisible()
    menu.setActiveAction(action)
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())
    if action.menu() is not None:
        sub = action.menu()
        qtbot.waitUntil(sub.isVisible, timeout=2000)
        return sub
    return None


def right_click_card(qtbot, match: MatchView, seat: int) -> QMenu:
    """The context menu a right-click on ``seat``'s player card opens."""
    card = match.players.cards[seat]
    where = card.rect().center()
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, where, card.mapToGlobal(where))
    QApplication.sendEvent(card, event)
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu), timeout=2000)
    menu = QApplication.activePopupWidget()
    assert isinstance(menu, QMenu)
    return menu


def hand_to_computer(qtbot, match: MatchView, seat: int, level: str) -> None:
    """Right-click ``seat``'s card, "Let the computer play …", then ``level`` ("Strong")."""
    menu = right_click_card(qtbot, match, seat)
    levels = click_entry(qtbot, menu, "Let the computer play")
    assert levels is not None
    click_entry(qtbot, levels, level)


def take_back(qtbot, match: MatchView, seat: int) -> None:
    menu = right_click_card(qtbot, match, seat)
    click_entry(qtbot, menu, "Take back")
