"""The Arkadia side widget: what lies behind the screen of the seat at the screen (M-1), and the
buttons of the current step (turn/mirror a building, confirm workers, banner, end turn, pass).

It is filled only from the View's own ``screen`` entry for the seat at the screen; other seats'
screens are never in that View, and this widget shows nothing about them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop_app.games.arkadia import ArkadiaView
from desktop_app.ui.button_row import ButtonRow
from desktop_app.ui.games.arkadia import palette
from desktop_app.ui.games.arkadia.banner import chip_rules, seal_chip


class SidePanel(QFrame):
    turn = Signal()
    mirror = Signal()
    cancel = Signal()
    confirm_workers = Signal()
    banner = Signal()
    end_turn = Signal()
    pass_turn = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("arkadiaSide")
        # One sheet for the panel and what is in it (a sheet on each label and chip gave each a
        # style of its own, polished again as the screen was built: issue 18).
        self.setStyleSheet(
            "#arkadiaSide { background: #FFFBF3; border: 1px solid #D8C8AA; border-radius: 8px; }"
            " QLabel#arkadiaTitle { font-weight: 700; color: #1F2A44; }"
            ' QLabel[sealCount="true"] { font-weight: 700; font-size: 11pt; margin-right: 8px; }'
            " QLabel#arkadiaGold { font-weight: 700; }"
            # the piece's three tools share a row: German and Dutch words need a narrower margin
            ' QPushButton[pieceTool="true"] { padding: 6px 4px; }' + chip_rules()
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.setSpacing(6)
        self._screen_lines(layout)
        self._tool_row(layout)
        self._turn_row(layout)

    def _screen_lines(self, layout: QVBoxLayout) -> None:
        """The title, the workers, the seals by family and the banners and gold behind the screen."""
        self.title = QLabel(QCoreApplication.translate("ArkadiaSidePanel", "Behind your screen"))
        self.title.setObjectName("arkadiaTitle")
        layout.addWidget(self.title)
        self.workers = QLabel()
        self.workers.setWordWrap(True)
        layout.addWidget(self.workers)
        seals = QGridLayout()
        seals.setHorizontalSpacing(4)
        self.seal_counts: dict[str, QLabel] = {}
        for i, family in enumerate(palette.FAMILIES):
            seals.addWidget(seal_chip(family, own_look=False), 0, 2 * i)
            count = QLabel("0")
            count.setProperty("sealCount", True)
            count.setObjectName(f"seals_{family}")  # a cash-in's hint lights it
            seals.addWidget(count, 0, 2 * i + 1)
            self.seal_counts[family] = count
        self.seal_row = QWidget()
        self.seal_row.setLayout(seals)
        seals.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.seal_row)
        self.gold = QLabel()
        self.gold.setObjectName("arkadiaGold")
        layout.addWidget(self.gold)

    def _tool_row(self, layout: QVBoxLayout) -> None:
        """Turn, mirror and cancel: the chosen building's tools."""
        # Short labels fit the narrow side column; the keys are in the tooltips and the prompt.
        self.turn_button = QPushButton(QCoreApplication.translate("ArkadiaSidePanel", "⟳ Turn"))
        self.turn_button.setToolTip(
            QCoreApplication.translate(
                "ArkadiaSidePanel", "Turn the building a quarter (R or the mouse wheel)"
            )
        )
        self.mirror_button = QPushButton(QCoreApplication.translate("ArkadiaSidePanel", "⇋ Mirror"))
        self.mirror_button.setToolTip(
            QCoreApplication.translate("ArkadiaSidePanel", "Mirror the building (F)")
        )
        self.cancel_button = QPushButton(QCoreApplication.translate("ArkadiaSidePanel", "✕ Cancel"))
        self.cancel_button.setToolTip(
            QCoreApplication.translate("ArkadiaSidePanel", "Put the card back in your hand (Esc)")
        )
        self.turn_button.clicked.connect(self.turn)
        self.mirror_button.clicked.connect(self.mirror)
        self.cancel_button.clicked.connect(self.cancel)
        tools = [self.turn_button, self.mirror_button, self.cancel_button]
        for button in tools:
            button.setProperty("pieceTool", True)
        # shown while a card is chosen (a click, not a step, brings it); stacked only when their
        # words cannot fit side by side even so (a larger text size): "✕ Abbrechen" was cut
        self.tool_row = ButtonRow(tools)
        layout.addWidget(self.tool_row)

    def _turn_row(self, layout: QVBoxLayout) -> None:
        """Place workers, banner, end turn and pass: the step's buttons."""
        self.confirm_button = QPushButton(QCoreApplication.translate("ArkadiaSidePanel", "Place workers"))
        self.confirm_button.setProperty("accent", True)
        self.confirm_button.clicked.connect(self.confirm_workers)
        self.banner_button = QPushButton(QCoreApplication.translate("ArkadiaBoard", "Use a banner…"))
        self.banner_button.clicked.connect(self.banner)
        self.end_button = QPushButton(QCoreApplication.translate("ArkadiaSidePanel", "End turn"))
        self.end_button.setProperty("accent", True)
        self.end_button.clicked.connect(self.end_turn)
        self.pass_button = QPushButton(QCoreApplication.translate("ArkadiaSidePanel", "Pass"))
        self.pass_button.clicked.connect(self.pass_turn)
        turn_buttons = [self.confirm_button, self.banner_button, self.end_button, self.pass_button]
        # by these names the coach points at them (``ui.coach.pointing``) and a hint lights them
        for button, name in zip(
            turn_buttons, ("place_workers", "use_banner", "end_turn", "pass"), strict=True
        ):
            button.setObjectName(name)
        self.turn_row = ButtonRow(turn_buttons)  # stacked when their words do not fit side by side
        layout.addWidget(self.turn_row)

    def update_from(
        self,
        view: ArkadiaView,
        seat: int | None,
        buttons: dict[str, bool],
        labels: dict[str, str],
        *,
        owner: str | None = None,
    ) -> None:
        """``owner``: the name of the seat whose screen shows when nobody at the screen is that
        seat (review, everything revealed); None: the screen is "yours"."""
        self._show_screen(view, seat, owner)
        shown = {
            "turn": self.turn_button,
            "mirror": self.mirror_button,
            "cancel": self.cancel_button,
            "confirm": self.confirm_button,
            "banner": self.banner_button,
            "end": self.end_button,
            "pass": self.pass_button,
        }
        for key, button in shown.items():
            button.setVisible(buttons.get(key, False))
            if key in labels:
                button.setText(labels[key])
        self.turn_row.arrange()

    def _show_screen(self, view: ArkadiaView, seat: int | None, owner: str | None) -> None:
        """What lies behind the seat's screen, or why nothing does (the final scoring, a spectator)."""
        seats = view["seats"]
        mine = seats[seat] if isinstance(seat, int) and 0 <= seat < len(seats) else None
        screen = mine["screen"] if mine is not None else None
        if screen is None and view["phase"] == "over":
            self.title.setText(QCoreApplication.translate("ArkadiaSidePanel", "Final scoring"))
            self.workers.setText(
                QCoreApplication.translate(
                    "ArkadiaSidePanel", "Every screen is open now: see the player cards and the ranking."
                )
            )
            self.seal_row.hide()
            self.gold.setText("")
        elif screen is None:
            self.title.setText(QCoreApplication.translate("ArkadiaSidePanel", "Screens are private"))
            self.workers.setText(
                QCoreApplication.translate(
                    "ArkadiaSidePanel", "Each player sees what lies behind their own screen."
                )
            )
            self.seal_row.hide()
            self.gold.setText("")
        else:
            banners = mine["banners"] if mine is not None else 0
            self.title.setText(
                QCoreApplication.translate("ArkadiaSidePanel", "Behind your screen")
                if owner is None
                else QCoreApplication.translate("ArkadiaSidePanel", "Behind the screen of {name}").format(
                    name=owner
                )
            )
            workers = QCoreApplication.translate("ArkadiaSidePanel", "Workers: {own} own · {neutral} neutral")
            self.workers.setText(workers.format(own=screen["own"], neutral=screen["neutral"]))
            self.seal_row.show()
            seals = screen["seals"]
            for family, label in self.seal_counts.items():
                label.setText(str(seals.get(family, 0)))
            # the banners with the gold: beside the workers they made the line wrap in Dutch
            self.gold.setText(
                QCoreApplication.translate("ArkadiaSidePanel", "Banners: {banners}   Gold: {gold}").format(
                    banners=banners, gold=screen["gold"]
                )
            )
