"""The secret action-disc choice (M-3.2) as a two-slot picker.

Nine action buttons (icon + short name); each click fills the next free slot of the disc, the
same action may fill both slots; clicking a filled slot empties it; Confirm emits the pair. The
board turns the pair into the matching ``choose_actions`` from ``legal`` and shows this widget
only to the seat at the screen that still has to choose.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app.games.maharaja import DISC_ACTIONS
from desktop_app.ui.games.maharaja.icons import action_icon, explanation, short_name
from desktop_app.ui.marks import QT_TRANSLATE_NOOP

#: Button captions that must fit a third of the side panel.
PICKER_NAMES = {"build_palace_house": QT_TRANSLATE_NOOP("MaharajaActions", "Palace+house")}

# The picker's look, set on the picker: one sheet for its buttons (a sheet on each of its twelve
# buttons gave each a style of its own, polished again as the screen was built: issue 18).
PICKER_STYLE = (
    'QToolButton[pick="slot"] { background: #fbf3df; border: 2px dashed #b08350; border-radius: 30px; }'
    "QToolButton[pick=\"slot\"][filled='true'] { border: 2px solid #8c6239; background: #fff8e6; }"
    'QToolButton[pick="action"] { background: #f7ecd2; border: 1px solid #c3a06e; border-radius: 6px;'
    " padding: 2px; font-size: 9pt; color: #4a2e17; }"
    'QToolButton[pick="action"]:hover { background: #fff4cf; border-color: #e8a317; }'
    'QToolButton[pick="action"]:disabled { color: #b5a58c; }'
    "QPushButton#confirm_disc { background: #c0622d; color: white; font-weight: bold; padding: 6px;"
    " border-radius: 5px; } QPushButton#confirm_disc:disabled { background: #d8c3a5; color: #8f7b62; }"
)


class DiscPicker(QWidget):
    """Choose two disc actions; ``chosen(a, b)`` is emitted on Confirm."""

    chosen = Signal(str, str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.slots: list[str | None] = [None, None]
        self.setStyleSheet(PICKER_STYLE)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        title = QLabel(QCoreApplication.translate("DiscPicker", "<b>Your secret action disc</b>"))
        title.setWordWrap(True)
        layout.addWidget(title)
        slot_row = QHBoxLayout()
        slot_row.addStretch(1)
        self.slot_buttons: list[QToolButton] = []
        for index in range(2):
            button = QToolButton()
            button.setObjectName(f"slot{index}")
            button.setFixedSize(64, 64)
            button.setIconSize(QSize(44, 44))
            button.setProperty("pick", "slot")
            button.setToolTip(QCoreApplication.translate("DiscPicker", "Click to empty this slot"))
            button.clicked.connect(lambda _=False, i=index: self.clear_slot(i))
            slot_row.addWidget(button)
            self.slot_buttons.append(button)
        slot_row.addStretch(1)
        layout.addLayout(slot_row)
        self.slot_caption = QLabel()
        self.slot_caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.slot_caption)
        grid = QGridLayout()
        grid.setSpacing(4)
        self.action_buttons: dict[str, QToolButton] = {}
        for index, code in enumerate(DISC_ACTIONS):
            button = QToolButton()
            button.setObjectName(f"pick_{code}")
            short = PICKER_NAMES.get(code)
            button.setText(
                QCoreApplication.translate("MaharajaActions", short) if short else short_name(code)
            )
            button.setIcon(action_icon(code))
            button.setIconSize(QSize(34, 34))
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
            button.setToolTip(explanation(code))
            button.setMinimumWidth(84)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
            button.setProperty("pick", "action")
            button.clicked.connect(lambda _=False, c=code: self.add(c))
            grid.addWidget(button, index // 3, index % 3)
            self.action_buttons[code] = button
        for column in range(3):
            grid.setColumnStretch(column, 1)
        layout.addLayout(grid)
        self.confirm = QPushButton(QCoreApplication.translate("DiscPicker", "Confirm choice"))
        self.confirm.setObjectName("confirm_disc")
        self.confirm.clicked.connect(self._confirm)
        layout.addWidget(self.confirm)
        self._drawn = False
        self._refresh()

    def reset(self) -> None:
        if self.slots == [None, None] and self._drawn:
            return  # already empty: no re-polish of its buttons at every refresh
        self.slots = [None, None]
        self._refresh()

    def add(self, code: str) -> None:
        for index, value in enumerate(self.slots):
            if value is None:
                self.slots[index] = code
                break
        else:
            self.slots[1] = code
        self._refresh()

    def clear_slot(self, index: int) -> None:
        self.slots[index] = None
        self._refresh()

    def _refresh(self) -> None:
        for index, (button, code) in enumerate(zip(self.slot_buttons, self.slots, strict=True)):
            button.setAccessibleName(
                QCoreApplication.translate("DiscPicker", "Disc slot {n}").format(n=index + 1)
            )
            button.setAccessibleDescription(
                short_name(code) if code else QCoreApplication.translate("DiscPicker", "empty")
            )
            button.setIcon(action_icon(code, 44) if code else action_icon("?", 44))
            button.setProperty("filled", "true" if code else "false")
            button.style().unpolish(button)
            button.style().polish(button)
        names = [short_name(c) if c else "—" for c in self.slots]
        self.slot_caption.setText(f"{names[0]}  +  {names[1]}")
        self.confirm.setEnabled(None not in self.slots)
        self._drawn = True

    def _confirm(self) -> None:
        if None in self.slots:
            return
        a, b = self.slots
        self.chosen.emit(a, b)
