"""The banner dialog (J-1, J-2): the two workers a banner brings, and which seals to cash for gold.

It shows, per seal family, the seals behind the player's screen and the family's current value
(from the View, K-1), lets the player choose how many to cash, and shows the gold before anything
is confirmed. It returns counts only; the board turns them into the ``use_banner`` and ``cash``
actions, which the engine checks.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop_app.games.arkadia import ArkadiaView
from desktop_app.ui.games.arkadia import palette
from desktop_app.ui.widget_tools import nested


class _Chip(QLabel):
    """A round seal chip as large as its letter needs (at least 22 px): it grows with the text size."""

    def sizeHint(self) -> QSize:
        side = max(22, self.fontMetrics().height() + 4)
        return QSize(side, side)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()


def chip_look(family: str) -> str:
    """A seal chip's look: the family's colour, its ink, a darker rim."""
    colour = palette.family_colour(family)
    return (
        f"background: {colour.name()}; color: {palette.family_ink(family).name()}; border-radius: 11px; "
        f"border: 1px solid {colour.darker(160).name()}; font-weight: 700;"
    )


def chip_rules() -> str:
    """Every family's chip look, for a sheet over the chips (``seal_chip(..., own_look=False)``)."""
    return "".join(f'QLabel[seal="{family}"] {{ {chip_look(family)} }}' for family in palette.FAMILIES)


def seal_chip(family: str, own_look: bool = True) -> QLabel:
    """A seal chip of ``family``; ``own_look=False`` leaves its look to a sheet over it
    (``chip_rules``): a sheet of its own makes Qt style the chip by itself, as it is built."""
    label = _Chip(palette.FAMILY_LETTERS[family])
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
    label.setProperty("seal", family)
    if own_look:
        label.setStyleSheet(chip_look(family))
    return label


class BannerDialog(QDialog):
    """Choose what to cash with this turn's banner; ``counts()`` after ``accept``."""

    def __init__(
        self,
        view: ArkadiaView,
        seat: int,
        *,
        banner_used: bool,
        limits: dict[str, int] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("arkadiaBanner")
        self.setWindowTitle(
            QCoreApplication.translate("BannerDialog", "Use a banner")
            if not banner_used
            else QCoreApplication.translate("BannerDialog", "Cash seals")
        )
        mine = view["seats"][seat]
        screen = mine["screen"]
        self.values = {f: view["values"].get(f, 0) for f in palette.FAMILIES}
        seals = screen["seals"] if screen is not None else {}
        self.held = {f: seals.get(f, 0) for f in palette.FAMILIES}
        if limits is not None:
            self.held = {f: min(self.held[f], limits.get(f, 0)) for f in palette.FAMILIES}
        self.gold = screen["gold"] if screen is not None else 0
        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        intro, workers = self._words(view, seat, banner_used)
        self.intro = QLabel(intro)
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        self.workers = QLabel(workers)
        self.workers.setWordWrap(True)
        self.workers.setStyleSheet("font-weight: 600;")
        layout.addWidget(self.workers)
        # each inner layout joins its outer one empty, then fills (``widget_tools``)
        self._seal_grid(nested(layout, QGridLayout()))
        self._buttons(layout, banner_used)
        self.banner_used = banner_used
        self._update()

    def _words(self, view: ArkadiaView, seat: int, banner_used: bool) -> tuple[str, str]:
        """What using the banner does (or that it is used), and the workers it brings."""
        mine = view["seats"][seat]
        if banner_used:
            intro = QCoreApplication.translate(
                "BannerDialog", "You have used this turn's banner: cash any of your seals at today's values."
            )
            workers = QCoreApplication.translate(
                "BannerDialog", "The banner's workers are already behind your screen."
            )
        else:
            supply = view["supply"]["own"]
            free = supply[seat] if seat < len(supply) else 0
            gained = min(2, free)
            banners = mine["banners"]
            intro = QCoreApplication.translate(
                "BannerDialog",
                "A banner leaves the game (you have {banners}; {left} will be left). "
                "Then you may cash seals at the current values.",
            ).format(banners=banners, left=banners - 1)
            workers = (
                QCoreApplication.translate(
                    "BannerDialog", "You gain 1 of your own workers from the supply ({free} there now)."
                )
                if gained == 1
                else QCoreApplication.translate(
                    "BannerDialog", "You gain {n} of your own workers from the supply ({free} there now)."
                )
            ).format(n=gained, free=free)
        return intro, workers

    def _seal_grid(self, grid: QGridLayout) -> None:
        """A row per seal family: held, today's value, how many to cash and the gold they bring."""
        grid.setHorizontalSpacing(14)
        titles = (
            QCoreApplication.translate("BannerDialog", "Seal"),
            QCoreApplication.translate("BannerDialog", "Held"),
            QCoreApplication.translate("BannerDialog", "Value"),
            QCoreApplication.translate("BannerDialog", "Cash"),
            QCoreApplication.translate("BannerDialog", "Gold"),
        )
        for column, title in enumerate(titles):
            head = QLabel(title)
            head.setStyleSheet("color: #7A6A58; font-size: 9pt;")
            grid.addWidget(head, 0, column + (1 if column else 0), 1, 1 if column else 2)
        self.spins: dict[str, QSpinBox] = {}
        self.row_gold: dict[str, QLabel] = {}
        for row, family in enumerate(palette.FAMILIES, start=1):
            grid.addWidget(seal_chip(family), row, 0)
            grid.addWidget(QLabel(palette.family_name(family)), row, 1)
            grid.addWidget(QLabel(str(self.held[family])), row, 2)
            grid.addWidget(QLabel(f"× {self.values[family]}"), row, 3)
            spin = QSpinBox()
            spin.setRange(0, self.held[family])
            spin.setEnabled(self.held[family] > 0)
            spin.setObjectName(f"cash_{family}")
            spin.valueChanged.connect(self._update)
            grid.addWidget(spin, row, 4)
            self.spins[family] = spin
            gold = QLabel("0")
            gold.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(gold, row, 5)
            self.row_gold[family] = gold

    def _buttons(self, layout: QVBoxLayout, banner_used: bool) -> None:
        """Cash all or none, the total, and the dialog's own buttons."""
        buttons_row = nested(layout, QHBoxLayout())
        self.all_button = QPushButton(QCoreApplication.translate("BannerDialog", "Cash all"))
        self.all_button.clicked.connect(self.cash_all)
        self.none_button = QPushButton(QCoreApplication.translate("BannerDialog", "Cash none"))
        self.none_button.clicked.connect(self.cash_none)
        buttons_row.addWidget(self.all_button)
        buttons_row.addWidget(self.none_button)
        buttons_row.addStretch(1)
        self.total = QLabel()
        self.total.setStyleSheet("font-size: 12pt; font-weight: 700;")
        layout.addWidget(self.total)
        self.buttons = QDialogButtonBox()
        self.ok = self.buttons.addButton(
            QCoreApplication.translate("BannerDialog", "Cash")
            if banner_used
            else QCoreApplication.translate("BannerDialog", "Use banner"),
            QDialogButtonBox.ButtonRole.AcceptRole,
        )
        self.ok.setProperty("accent", True)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

    def counts(self) -> dict[str, int]:
        return {f: spin.value() for f, spin in self.spins.items() if spin.value() > 0}

    def gained_gold(self) -> int:
        return sum(n * self.values[f] for f, n in self.counts().items())

    def cash_all(self) -> None:
        for family, spin in self.spins.items():
            spin.setValue(self.held[family])

    def cash_none(self) -> None:
        for spin in self.spins.values():
            spin.setValue(0)

    def _update(self) -> None:
        for family, spin in self.spins.items():
            self.row_gold[family].setText(f"+{spin.value() * self.values[family]}" if spin.value() else "—")
        gained = self.gained_gold()
        self.total.setText(
            QCoreApplication.translate("BannerDialog", "Gold: {gold} → {total}  (+{gained})").format(
                gold=self.gold, total=self.gold + gained, gained=gained
            )
        )
        if self.banner_used:
            self.ok.setText(
                QCoreApplication.translate("BannerDialog", "Cash for {gold} gold").format(gold=gained)
                if gained
                else QCoreApplication.translate("BannerDialog", "Cash nothing")
            )
            self.ok.setEnabled(bool(gained) or bool(self.counts()))
        else:
            self.ok.setText(
                QCoreApplication.translate("BannerDialog", "Use banner and cash for {gold} gold").format(
                    gold=gained
                )
                if self.counts()
                else QCoreApplication.translate("BannerDialog", "Use banner, cash nothing")
            )
