"""The review tools' row (``flow_row``): each widget keeps its size hint, and where the row is
narrower than all of them on one line it wraps before the first that does not fit (issue 33,
item 2: at the largest text in German the tools were squeezed, "Analysieren" cut)."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton, QWidget
from shiboken6 import Shiboken

from desktop_app.ui.flow_row import FlowRow


def test_a_narrow_row_wraps_and_keeps_every_button_at_its_size(qtbot):
    holder = QWidget()
    qtbot.addWidget(holder)
    row = FlowRow(holder)
    row.setContentsMargins(0, 0, 0, 0)
    buttons = [QPushButton(text) for text in ("Gesehen von", "Notiz…", "Tipp", "Analysieren", "Verlauf")]
    for button in buttons:
        row.addWidget(button)
    row.insertWidget(1, extra := QPushButton("★"))
    buttons.insert(1, extra)
    wide = row.sizeHint().width()
    holder.resize(wide, row.heightForWidth(wide))
    holder.show()
    qtbot.waitExposed(holder)
    tops = {button.y() for button in buttons}
    assert len(tops) == 1, "wide enough: one line"
    narrow = wide * 2 // 3
    holder.resize(narrow, row.heightForWidth(narrow))
    qtbot.waitUntil(lambda: len({button.y() for button in buttons}) == 2)
    for button in buttons:
        assert button.size() == button.sizeHint(), button.text()
        assert button.x() >= 0 and button.geometry().right() < narrow
    assert [b.text() for b in sorted(buttons, key=lambda b: (b.y(), b.x()))] == [b.text() for b in buttons]
    assert row.heightForWidth(narrow) > row.heightForWidth(wide)


def test_every_item_of_the_row_is_python_s_so_it_goes_with_the_row(qtbot):
    """Qt's ``addWidget`` makes its item in C++ and leaves deleting it to the layout, which a
    layout written in Python never did: a small leak each time a review bar closed."""
    holder = QWidget()
    qtbot.addWidget(holder)
    row = FlowRow(holder)
    row.addWidget(QPushButton("Analysieren"))
    row.insertWidget(0, QPushButton("★"))
    row.addWidget(QPushButton("Verlauf"))
    items = [row.itemAt(i) for i in range(row.count())]
    assert [item.widget().text() for item in items] == ["★", "Analysieren", "Verlauf"]
    assert all(Shiboken.ownedByPython(item) for item in items)
