"""The board's side widget: bribery picker, believe/doubt, card choices, end turn, options.

Every button is built from ``legal`` on each sync and emits exactly that Action; nothing here
knows a rule. The picker is shown only to the seat at the screen that still has to set its
board, and is wiped whenever that changes (issue 7, point 5).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QCheckBox, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop_app.engine.action import Action
from desktop_app.games.forbidden_city import CourtView
from desktop_app.ui.choice_list import FULL_BUTTONS_AT_MOST, Choice, ChoiceList
from desktop_app.ui.games.forbidden_city import glyphs, texts
from desktop_app.ui.games.forbidden_city.picker import BribePicker
from desktop_app.ui.weak_slot import weak_slot
from desktop_app.ui.widget_tools import clear_layout, nested

BUTTON_STYLE = (
    "QPushButton { background: #f7eedb; border: 1px solid #b98b4e; border-radius: 5px; padding: 5px 8px;"
    " color: #3a2414; text-align: left; }"
    "QPushButton:hover { background: #fff4cf; border-color: #e08a00; }"
    "QPushButton:disabled { color: #b5a58c; }"
)
STRONG_STYLE = (
    "QPushButton { background: #8f1d14; color: white; font-weight: bold; border-radius: 5px; padding: 6px; }"
    "QPushButton:hover { background: #b8372a; }"
    "QPushButton:disabled { background: #c9a9a0; }"
)


def card_icon(card: Sequence[str], letters: bool, size: int = 28) -> QIcon:
    pixmap = QPixmap(size, size)
    pixmap.fill(0)
    painter = QPainter(pixmap)
    painter.translate(size / 2, size / 2)
    glyphs.paint_card(painter, card[0], card[1], size / 1.45, letters)
    painter.end()
    return QIcon(pixmap)


#: What the buttons and their texts read from the view (the take prompt, the claim to answer).
_BODY_KEYS = ("resolution", "phase", "stacks", "target")


class ActionPanel(QWidget):
    """Signals: ``action`` (an Action from legal), ``bribe(hat, robe)``, ``options_changed``."""

    action = Signal(object)
    bribe = Signal(str, str)
    options_changed = Signal()

    def __init__(self, seat_names: Sequence[str]) -> None:
        super().__init__()
        self.seat_names = list(seat_names)
        self.setObjectName("forbidden_city_actions")
        self.setMinimumWidth(290)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 6, 6, 6)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setObjectName("fc_status")
        outer.addWidget(self.status)
        self.picker = BribePicker()
        self.picker.chosen.connect(self.bribe)
        outer.addWidget(self.picker)
        self.body = QVBoxLayout()
        outer.addLayout(self.body)
        self.letters_box = QCheckBox(
            QCoreApplication.translate("ForbiddenCityActionPanel", "Colour-blind letters (R B G Y K W P O)")
        )
        self.letters_box.setObjectName("colour_blind")
        self.letters_box.setToolTip(
            QCoreApplication.translate(
                "ForbiddenCityActionPanel", "Write a colour's letter on every hat, robe, card and pavilion"
            )
        )
        self.letters_box.toggled.connect(self.options_changed)
        outer.addWidget(self.letters_box)
        self.animate_box = QCheckBox(
            QCoreApplication.translate("ForbiddenCityActionPanel", "Animate moves and dice")
        )
        self.animate_box.setObjectName("animations")
        self.animate_box.setChecked(True)
        self.animate_box.toggled.connect(self.options_changed)
        outer.addWidget(self.animate_box)
        # Both are set from Preferences now (colour-blind mode, animation speed: issue 19), for
        # every game at once; they stay this board's switches, out of the crowded side column.
        self.letters_box.hide()
        self.animate_box.hide()
        self.buttons: dict[str, QPushButton] = {}
        # the dragon's long list of cards while it is offered (None otherwise)
        self.chooser: ChoiceList | None = None
        self._picker_key: Any = None
        self._body_look: tuple | None = None

    @property
    def letters(self) -> bool:
        return self.letters_box.isChecked()

    def _button(
        self, key: str, text: str, action: Action, tip: str = "", strong: bool = False
    ) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName(key)
        button.setStyleSheet(STRONG_STYLE if strong else BUTTON_STYLE)
        if tip:
            button.setToolTip(tip)
        button.clicked.connect(weak_slot(self.action, action))
        self.buttons[key] = button
        return button

    def update_from(
        self,
        view: CourtView,
        seat: int | None,
        legal: Sequence[Action],
        interactive: bool,
        status: str,
        *,
        shown: bool = False,
    ) -> None:
        """``shown``: ``legal`` is a past decision put up in review (``Board.show_choices``): its
        buttons look as their mover saw them and take no click."""
        if status != self.status.text():
            self.status.setText(status)
        self.status.setVisible(not ((interactive or shown) and legal))
        self._show_picker(view, seat, legal, interactive, shown)
        # The buttons are made again only when what they offer changed: a refresh of the same
        # position (a hover, a bot thinking) used to rebuild and re-lay the whole column.
        look = (interactive, shown, tuple(legal), self.letters, *(view.get(key) for key in _BODY_KEYS))
        if look == self._body_look:
            return
        self._body_look = look
        clear_layout(self.body)
        self.buttons = {}
        self.chooser = None
        if not (interactive or shown) or not legal:
            return
        answers = [a for a in legal if a.type == "answer"]
        if answers:
            self._answer_buttons(view, answers)
        takes = [a for a in legal if a.type == "take_card"]
        if takes:
            self._take_buttons(view, takes)
        for action in legal:
            if action.type == "end_turn":
                self.body.addWidget(
                    self._button(
                        "end_turn",
                        QCoreApplication.translate("ForbiddenCityActionPanel", "End turn"),
                        action,
                        QCoreApplication.translate(
                            "ForbiddenCityActionPanel", "Stop moving; the next player takes over (F-3.4)."
                        ),
                        strong=True,
                    )
                )
        if shown:
            for widget in self.buttons.values():  # the long card list still scrolls
                widget.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
                widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def _show_picker(
        self, view: CourtView, seat: int | None, legal: Sequence[Action], interactive: bool, shown: bool
    ) -> None:
        """The bribery dials, shown while a bribe is to be set; put up in review, they show the
        suggested bribe and take no turn nor click."""
        bribes = [a for a in legal if a.type == "set_bribe"] if interactive or shown else []
        key = (seat, view.get("reveal_count"), view.get("banished"), shown)
        if not bribes or key != self._picker_key:
            # a half-made bribe never outlives its owner's turn at the screen (F-8.1)
            self.picker.reset()
            self._picker_key = key if bribes else None
        self.picker.set_allowed((a["hat"], a["robe"]) for a in bribes)
        self.picker.set_letters(self.letters)
        self.picker.setVisible(bool(bribes))
        # put up in review, the dials show the suggested bribe and take no turn nor click
        self.picker.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, shown)
        for dial in (self.picker.hat_dial, self.picker.robe_dial):
            dial.setFocusPolicy(Qt.FocusPolicy.NoFocus if shown else Qt.FocusPolicy.StrongFocus)

    def _answer_buttons(self, view: CourtView, answers: list[Action]) -> None:
        res = view.get("resolution") or texts.NO_RESOLUTION
        claimant = texts.name(self.seat_names, res.get("claimant"))
        label = QLabel(
            QCoreApplication.translate(
                "ForbiddenCityActionPanel",
                "<b>{name}</b> claims the <b>{official}</b> official. "
                "If you doubt and the claim was honest, you give a card; if it was a bluff, you take one "
                "and are paid instead.",
            ).format(name=claimant, official=texts.official_text(res.get("official")))
        )
        label.setWordWrap(True)
        self.body.addWidget(label)
        grid = nested(self.body, QGridLayout())  # joins empty, then fills (``widget_tools``)
        for column, action in enumerate(sorted(answers, key=lambda a: a["value"])):
            value = action["value"]
            believe = value == "believe"
            text = (
                QCoreApplication.translate("ForbiddenCityActionPanel", "Believe")
                if believe
                else QCoreApplication.translate("ForbiddenCityActionPanel", "Doubt!")
            )
            tip = (
                QCoreApplication.translate("ForbiddenCityActionPanel", "Accept the claim")
                if believe
                else QCoreApplication.translate(
                    "ForbiddenCityActionPanel", "Challenge the claim: all boards are revealed"
                )
            )
            grid.addWidget(self._button(value, text, action, tip, strong=value == "doubt"), 0, column)

    def _take_buttons(self, view: CourtView, takes: list[Action]) -> None:
        title = QLabel(f"<b>{texts.take_prompt(view, self.seat_names, in_panel=True)}</b>")
        title.setWordWrap(True)
        self.body.addWidget(title)
        ordered = sorted(takes, key=lambda a: (a["from"], tuple(a["card"])))
        choices = []
        for action in ordered:
            card = action["card"]
            text = QCoreApplication.translate(
                "ForbiddenCityActionPanel", "Take the {card} from {name}"
            ).format(card=texts.card_text(card), name=texts.name(self.seat_names, action["from"]))
            key = f"take_{action['from']}_{card[0]}_{card[1]}"
            choices.append(Choice(text, action, card_icon(card, self.letters), key))
        if len(choices) > FULL_BUTTONS_AT_MOST:
            # Many cards (the dragon may offer ten) do not fit as full-size buttons at 1280x720:
            # one bounded list that scrolls, and one button (issue 33, item 2).
            self.chooser = ChoiceList(
                choices, QCoreApplication.translate("ForbiddenCityActionPanel", "Take this card")
            )
            self.chooser.chosen.connect(self.action)
            self.body.addWidget(self.chooser)
            return
        for action, choice in zip(ordered, choices, strict=True):
            button = self._button(choice.key, choice.text, action)
            if choice.icon is not None:
                button.setIcon(choice.icon)
            button.setIconSize(QSize(24, 24))
            self.body.addWidget(button)
