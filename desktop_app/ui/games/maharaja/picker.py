"""The secret action-disc choice (M-3.2) as a two-slot picker.

Nine action buttons (icon + short name, on two lines where one is wider than a third of the
panel, as German and Dutch names are: a button narrower than its words showed "Hause…ehmen");
each click fills the next free slot of the disc, the same action may fill both slots; clicking a
filled slot empties it; Confirm, beside the slots, emits the pair. The board turns the pair into
the matching ``choose_actions`` from ``legal`` and shows this widget only to the seat at the
screen that still has to choose.
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
from desktop_app.ui.button_row import needed_width
from desktop_app.ui.games.maharaja.icons import action_icon, explanation, short_name
from desktop_app.ui.marks import QT_TRANSLATE_NOOP
from desktop_app.ui.weak_slot import weak_slot
from desktop_app.ui.widget_tools import nested

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


#: The least width of a button (a third of the narrowest panel).
COLUMN_LEAST = 84
#: A disc slot's side.
SLOT = 64


def two_lines(name: str) -> str:
    """``name`` on two lines, broken at the space or after the "+" nearest its middle ("Häuser" over
    "nehmen", "Palast+" over "Haus"); a name of one word stays whole."""
    breaks = [i for i, c in enumerate(name) if c in " +"]
    if not breaks:
        return name
    at = min(breaks, key=lambda i: abs(2 * i + 1 - len(name)))
    if name[at] == " ":
        return name[:at] + "\n" + name[at + 1 :]
    return name[: at + 1] + "\n" + name[at + 1 :]


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
        self.slot_buttons: list[QToolButton] = []
        self.slot_caption = QLabel()
        self.confirm = QPushButton(QCoreApplication.translate("DiscPicker", "Confirm choice"))
        # Each inner layout joins its outer one empty, then fills: a filled one left PySide
        # wrappers of its items that the cyclic collector deleted twice (``widget_tools``).
        self._slot_row(layout)
        self.grid = nested(layout, QGridLayout())
        self.action_buttons: dict[str, QToolButton] = {}
        #: Each button's name on one line (``_fit_names`` breaks the ones too wide for a column).
        self.names: dict[str, str] = {}
        self._fill_grid()
        self._drawn = False
        self._fitted_at = -1
        self._refresh()

    def _slot_row(self, outer: QVBoxLayout) -> None:
        """The disc's two slots, and beside them what they hold and Confirm: at 1280x720 the
        column is too short for a caption line and a Confirm row of their own under the grid."""
        row = self._slot_layout = nested(outer, QHBoxLayout())
        for index in range(2):
            button = QToolButton()
            button.setObjectName(f"slot{index}")
            button.setFixedSize(SLOT, SLOT)
            button.setIconSize(QSize(44, 44))
            button.setProperty("pick", "slot")
            button.setToolTip(QCoreApplication.translate("DiscPicker", "Click to empty this slot"))
            button.clicked.connect(weak_slot(self.clear_slot, index))
            row.addWidget(button)
            self.slot_buttons.append(button)
        beside = nested(row, QVBoxLayout(), 1)
        self.slot_caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.slot_caption.setWordWrap(True)
        beside.addWidget(self.slot_caption)
        self.confirm.setObjectName("confirm_disc")
        self.confirm.clicked.connect(self._confirm)
        beside.addWidget(self.confirm)

    def _fill_grid(self) -> None:
        """The nine actions, three to a row."""
        grid = self.grid
        grid.setSpacing(4)
        for index, code in enumerate(DISC_ACTIONS):
            button = QToolButton()
            button.setObjectName(f"pick_{code}")
            short = PICKER_NAMES.get(code)
            self.names[code] = (
                QCoreApplication.translate("MaharajaActions", short) if short else short_name(code)
            )
            button.setText(self.names[code])
            button.setAccessibleName(self.names[code])
            button.setIcon(action_icon(code))
            button.setIconSize(QSize(34, 34))
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
            button.setToolTip(explanation(code))
            button.setMinimumWidth(COLUMN_LEAST)
            # a third of the grid whatever its words ask (they wrap instead, ``_fit_names``), and
            # never lower than its icon and words: a short column scrolls instead (``SideScroll``)
            button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Minimum)
            button.setProperty("pick", "action")
            button.clicked.connect(weak_slot(self.add, code))
            grid.addWidget(button, index // 3, index % 3)
            self.action_buttons[code] = button
        for column in range(3):
            grid.setColumnStretch(column, 1)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.size().width() != self._fitted_at:
            self._fit_names()

    def _fit_names(self) -> None:
        """Each name on one line where it fits a third of the grid, else broken in two at the
        space (or "+") nearest its middle (only when the width changed: new words move the column).
        A row is as high as its highest button, the others in it grow to match."""
        self._fitted_at = self.width()
        spacing = self.grid.horizontalSpacing()
        column = (self.width() - 2 * spacing) // 3
        for code, button in self.action_buttons.items():
            name = self.names[code]
            button.ensurePolished()
            metrics = button.fontMetrics()
            shown = button.text()
            frame = button.sizeHint().width() - max(
                metrics.horizontalAdvance(line) for line in shown.split("\n")
            )
            text = name if metrics.horizontalAdvance(name) + frame <= column else two_lines(name)
            if text != shown:
                button.setText(text)
        confirm = QCoreApplication.translate("DiscPicker", "Confirm choice")
        self.confirm.setText(confirm)
        room = self.width() - 2 * (SLOT + self._slot_layout.spacing())
        if needed_width(self.confirm) > room:
            self.confirm.setText(two_lines(confirm))

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
