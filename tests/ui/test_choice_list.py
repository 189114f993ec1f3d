"""The long-choice list (issue 33, item 2): the entry chosen by click, double click or the button is
the value played, and a list of many entries stays bounded (it scrolls instead of growing)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

import desktop_app.ui  # noqa: F401 - applies the refcount guard before any Qt call
from desktop_app.ui.choice_list import ROWS_SHOWN, Choice, ChoiceList


def made(qtbot, n: int = 10) -> tuple[ChoiceList, list[object]]:
    chooser = ChoiceList([Choice(f"Entry number {k}", k, key=f"k{k}") for k in range(n)], "Play")
    qtbot.addWidget(chooser)
    chooser.resize(300, 400)
    chooser.show()
    played: list[object] = []
    chooser.chosen.connect(played.append)
    return chooser, played


def test_the_button_plays_the_selected_entry_and_a_double_click_plays_the_clicked_one(qtbot):
    chooser, played = made(qtbot)
    chooser.select("k3")
    qtbot.mouseClick(chooser.button, Qt.MouseButton.LeftButton)
    assert played == [3]
    item = chooser.entries.item(1)
    where = chooser.entries.visualItemRect(item).center()
    QTest.mouseClick(chooser.entries.viewport(), Qt.MouseButton.LeftButton, pos=where)
    QTest.mouseDClick(chooser.entries.viewport(), Qt.MouseButton.LeftButton, pos=where)
    assert played[-1] == 1


def test_many_entries_scroll_inside_a_bounded_height(qtbot):
    chooser, _played = made(qtbot, 30)
    row = chooser.entries.sizeHintForRow(0)
    # five rows (at least 28 px each) and no more: far short of what thirty entries would ask
    assert chooser.entries.height() <= chooser.entries.maximumHeight() < ROWS_SHOWN * (max(row, 28) + 12)
    assert chooser.entries.maximumHeight() < chooser.entries.count() * row
    assert chooser.entries.verticalScrollBar().maximum() > 0
    with pytest.raises(KeyError):
        chooser.select("no such entry")
