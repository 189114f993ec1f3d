"""The board's side widget: the disc picker, one button per action kind that acts on the map,
and buttons for everything without a map place (take gold/houses, end turn, cards, shield moves,
bids, chips) — all built from ``legal`` on every sync, nothing invented.

The column is built again only when what it offers changed, and a build takes its widgets from
a ``WidgetPool`` by key, so an action re-labels the buttons it keeps instead of making them all
again (issue 18). The look is one style sheet on the panel, picked per widget by its ``kind``
property, instead of a sheet parsed again for every new button. The shield moves, the character
cards and the auction are built by ``side_choices.py``.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop_app.engine.action import Action
from desktop_app.games.maharaja import MaharajaView
from desktop_app.ui.button_row import needed_width
from desktop_app.ui.choice_list import ChoiceList
from desktop_app.ui.games.maharaja.icons import action_icon, explanation, short_name
from desktop_app.ui.games.maharaja.interaction import Selection, buttons_of, mode_label
from desktop_app.ui.games.maharaja.picker import DiscPicker
from desktop_app.ui.games.maharaja.side_choices import OffMapChoices
from desktop_app.ui.games.maharaja.widget_pool import WidgetPool
from desktop_app.ui.widget_tools import nested

#: The panel's look, one sheet for all its widgets: ``kind`` "action" (a plain button), "end"
#: (End turn) and "note" (a grey line saying why not, or what ending costs).
PANEL_STYLE = (
    'QPushButton[kind="action"] { background: #f7ecd2; border: 1px solid #c3a06e; border-radius: 5px;'
    " padding: 5px 8px; color: #4a2e17; text-align: left; }"
    'QPushButton[kind="action"]:hover { background: #fff4cf; border-color: #e8a317; }'
    # the thicker border takes its pixel from the padding, so a checked button keeps its size
    'QPushButton[kind="action"]:checked { background: #f3c768; border: 2px solid #d9480f;'
    " padding: 4px 7px; font-weight: bold; }"
    'QPushButton[kind="action"]:disabled { color: #b5a58c; }'
    'QPushButton[kind="end"] { background: #8c6239; color: white; font-weight: bold; border-radius: 5px;'
    " padding: 6px; }"
    'QPushButton[kind="end"]:hover { background: #a5733f; }'
    'QLabel[kind="note"] { color: #7a6248; font-size: 9pt; }'
)
FORFEIT_GOLD = 2


def _show(widget: QWidget, shown: bool) -> None:
    """Show or hide ``widget`` only if that changes it (a no-op ``setVisible`` costs half a ms).

    Only a widget shown or hidden on purpose before is left alone: one never told either is
    hidden until its window shows, and would then show."""
    told = widget.testAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide)
    if not told or widget.isHidden() == shown:
        widget.setVisible(shown)


#: Pixels between two action buttons side by side.
_GRID_SPACING = 6


class ActionPanel(OffMapChoices, QWidget):
    """Signals: ``action`` (an Action from legal), ``mode`` (enter a map mode), ``cancel``."""

    action = Signal(object)
    mode = Signal(str)
    cancel = Signal()
    choice = Signal(str, str)

    def __init__(self, city_names: dict[str, str], seat_names: list[str]) -> None:
        super().__init__()
        #: Why a disc action has no legal use now, from the engine ('' if it has one).
        self.explain: Callable[[str], str] | None = None
        self.city_names = city_names
        self.seat_names = seat_names
        self.setObjectName("maharaja_actions")
        self.setStyleSheet(PANEL_STYLE)
        self.setMinimumWidth(290)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 6, 6, 6)
        # The shell shows the board's prompt above the board; this line only speaks while waiting.
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setObjectName("maharaja_status")
        outer.addWidget(self.status)
        self.picker = DiscPicker()
        self.picker.chosen.connect(self.choice)
        outer.addWidget(self.picker)
        self.body = QVBoxLayout()
        outer.addLayout(self.body)
        outer.addStretch(1)
        #: End turn (and what ending costs) under the controls, outside their scroll area: where
        #: the column is short the actions scroll, and End turn lay below their fold at 1280x720
        #: (the side column shows ``footer``; ``Board.side_footer``).
        self.footer = QWidget()
        self.footer.setObjectName("maharaja_footer")
        self.footer.setStyleSheet(PANEL_STYLE)
        self.footer.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.footer_body = QVBoxLayout(self.footer)
        self.footer_body.setContentsMargins(6, 0, 6, 0)
        self.pool = WidgetPool(self, self.body, self.footer_body)
        self.buttons: dict[str, QPushButton] = {}
        #: The list of cards to swap for, when there are too many for buttons (else None).
        self.chooser: ChoiceList | None = None
        self._picker_key: Any = None
        self._body_look: tuple | None = None

    # --- building ------------------------------------------------------------------------------

    def _button(
        self,
        key: str,
        text: str,
        tooltip: str = "",
        icon: str | None = None,
        style: str = "action",
        checkable: bool = False,
    ) -> QPushButton:
        """The button ``key`` of this build, every property set from the arguments (a button kept
        from the last build may have had others)."""
        button = self.pool.get(f"{style}:{key}", QPushButton, QPushButton)
        button.setObjectName(key)
        if button.property("kind") != style:
            button.setProperty("kind", style)  # set once, before its first polish
        button.setText(text)
        if button.accessibleName():
            button.setAccessibleName("")  # a shield move's, from another build
        button.setToolTip(tooltip)
        button.setIcon(action_icon(icon, 24) if icon else QIcon())
        button.setIconSize(QSize(24, 24))
        button.setCheckable(checkable)
        button.setEnabled(True)
        self.buttons[key] = button
        return button

    def _fit(self, button: QPushButton) -> QPushButton:
        """``button`` (one the width of the panel) with its words on two lines if one is wider
        than the panel at its least width ("Beurt beëindigen (2 acties vervallen)" was cut at
        both ends beside the column's scroll bar): broken before a bracket, else at the space
        nearest the middle."""
        text = button.text()
        if "\n" in text or needed_width(button) <= self.minimumWidth() - 12:
            return button
        at = text.find(" (")
        if at < 0:
            spaces = [i for i, c in enumerate(text) if c == " "]
            if not spaces:
                return button
            at = min(spaces, key=lambda i: abs(2 * i - len(text)))
        button.setText(text[:at] + "\n" + text[at + 1 :])
        return button

    def _on_click(self, button: QPushButton, handler: Callable[[bool], None]) -> None:
        self.pool.handle(f"{button.property('kind')}:{button.objectName()}", handler)

    def _emit_button(
        self,
        key: str,
        text: str,
        action: Action,
        tooltip: str = "",
        icon: str | None = None,
        style: str = "action",
    ) -> QPushButton:
        button = self._button(key, text, tooltip, icon, style)
        self._on_click(button, partial(self._emit_action, action))
        return button

    def _label(self, key: str, text: str, note: bool = False, name: str = "", wrap: bool = True) -> QLabel:
        """The label ``key`` of this build (``note``: the grey note look; ``name``: its object name)."""
        label = self.pool.get(("note:" if note else "label:") + key, QLabel, QLabel)
        if note and label.property("kind") != "note":
            label.setProperty("kind", "note")
        label.setObjectName(name)
        label.setText(text)
        label.setWordWrap(wrap)
        return label

    def update_from(
        self,
        view: MaharajaView,
        seat: int | None,
        legal: Sequence[Action],
        selection: Selection,
        interactive: bool,
        status: str,
    ) -> None:
        if status != self.status.text():
            self.status.setText(status)
        _show(self.status, not (interactive and legal))
        choosing = interactive and any(a.type == "choose_actions" for a in legal)
        key = (view.get("round"), seat)
        if not choosing or key != self._picker_key:
            # a half-made secret choice never outlives its owner's turn at the screen (M-10.1)
            self.picker.reset()
            self._picker_key = key if choosing else None
        _show(self.picker, choosing)
        # The buttons are made again only when what they offer changed: a refresh of the same
        # position (a hover, a bot thinking) used to rebuild and re-lay the whole column.
        look = (
            interactive,
            tuple(legal),
            seat,
            selection.mode,
            selection.picked,
            dict(selection.modes),
            view,
        )
        if look == self._body_look:
            return
        self._body_look = look
        self.pool.begin()
        self.buttons = {}
        self.chooser = None
        self._build(view, seat, legal, selection, interactive)
        self.pool.end()

    def _build(
        self,
        view: MaharajaView,
        seat: int | None,
        legal: Sequence[Action],
        selection: Selection,
        interactive: bool,
    ) -> None:
        if not interactive or not legal:
            return
        seats = view.get("seats") or []
        info = seats[seat] if seat is not None and 0 <= seat < len(seats) else None
        slots = info.get("slots_left") if info else None
        if slots:
            todo = self._label(
                "todo",
                QCoreApplication.translate("MaharajaSidePanel", "Still on your disc: {actions}").format(
                    actions=", ".join(f"<b>{short_name(s)}</b>" for s in slots)
                ),
            )
            self.body.addWidget(todo)
            self._blocked_notes(view, seat, legal, slots)
        self._mode_buttons(selection)
        self._plain_buttons(view, legal, slots or [])
        self.setEnabled(True)

    def _blocked_notes(
        self, view: MaharajaView, seat: int | None, legal: Sequence[Action], slots: list[str]
    ) -> None:
        """For each action on the disc without a legal use now: a line saying why (issue 8).

        The reasons are the engine's (``explain``, set by the board: ``disc_refusal`` with its rule
        id). They read the seat's own gold; a view that leaves it out (``gold=hidden`` shown to
        somebody else, M-10.1) gets no reasons rather than a guess."""
        if seat is None:
            return
        seats = view.get("seats") or []
        if not 0 <= seat < len(seats) or seats[seat].get("gold") is None:
            return
        usable = {a.type for a in legal}
        for code in dict.fromkeys(slots):
            if code in usable:
                continue
            reason = self.explain(code) if self.explain is not None else ""
            if not reason:
                continue
            name = f"why_not_{code}"
            text = QCoreApplication.translate("MaharajaSidePanel", "{action} — not now: {reason}.").format(
                action=f"<b>{short_name(code)}</b>", reason=html.escape(reason)
            )
            self.body.addWidget(self._label(name, text, note=True, name=name))
        if view.get("travel") is not None and "travel" not in usable:
            text = QCoreApplication.translate(
                "MaharajaSidePanel",
                "No travel now: a road opens only when every village on it has a house, "
                "and you must be able to pay its whole fare.",
            )
            self.body.addWidget(self._label("why_not_travel", text, note=True, name="why_not_travel"))

    def _mode_buttons(self, selection: Selection) -> None:
        modes = [m for m in selection.modes if m not in ("travel", "place_start_house")]
        if not modes:
            if selection.mode is not None and selection.picked:
                self.body.addWidget(self._cancel_button())
            return
        grid = nested(self.body, QGridLayout())  # joins empty, then fills (``widget_tools``)
        # Two to a row where the words fit half the panel; a longer one ("Kostenlos versetzen
        # (Karte 5)") takes a row of its own rather than being cut off. Measured against the
        # panel's least width, the one the side column gives it (before its first layout its
        # width is not yet the one it will have).
        half = (self.minimumWidth() - 12 - _GRID_SPACING) // 2
        grid.setHorizontalSpacing(_GRID_SPACING)
        row = column = 0
        for mode in modes:
            kind = mode.removeprefix("chip:")
            button = self._button(f"mode_{mode}", mode_label(mode), explanation(kind), kind, checkable=True)
            button.setChecked(selection.mode == mode)
            self._on_click(button, partial(self._mode_clicked, mode))
            if needed_width(button) > half:
                row, column = row + (column > 0), 0
                grid.addWidget(button, row, 0, 1, 2)
                row += 1
                continue
            grid.addWidget(button, row, column)
            row, column = (row + 1, 0) if column else (row, 1)
        # Always there (greyed when nothing is half-done), so no button moves under the mouse.
        cancel = self._cancel_button()
        cancel.setEnabled(selection.mode is not None and selection.mode != "travel")
        self.body.addWidget(cancel)

    def _mode_clicked(self, mode: str, checked: bool) -> None:
        if checked:
            self.mode.emit(mode)
        else:
            self.cancel.emit()

    def _cancel_clicked(self, _checked: bool) -> None:
        self.cancel.emit()

    def _emit_action(self, action: Action, _checked: bool) -> None:
        self.action.emit(action)

    def _bid_clicked(self, by_amount: dict[int, Action], spin: QSpinBox, _checked: bool) -> None:
        self.action.emit(by_amount[spin.value()])

    def _cancel_button(self) -> QPushButton:
        button = self._button("cancel", QCoreApplication.translate("MaharajaSidePanel", "Cancel (Esc)"))
        self._on_click(button, self._cancel_clicked)
        return button

    def _plain_buttons(self, view: MaharajaView, legal: Sequence[Action], slots: list[str]) -> None:
        actions = buttons_of(legal)
        simple = [a for a in actions if a.type in ("take_gold", "take_houses", "take_chip")]
        for action in simple:
            text = {
                "take_gold": QCoreApplication.translate("MaharajaSidePanel", "Take 2 gold"),
                "take_houses": QCoreApplication.translate("MaharajaSidePanel", "Take houses"),
                "take_chip": QCoreApplication.translate("MaharajaSidePanel", "Take an action chip"),
            }[action.type]
            icon = action.type if action.type != "take_chip" else None
            self.body.addWidget(
                self._fit(self._emit_button(action.type, text, action, explanation(action.type), icon))
            )
        chips = [a for a in actions if a.type == "chip_action" and a.get("action") != "move_shield"]
        for action in chips:
            code = str(action.get("action"))
            self.body.addWidget(
                self._fit(
                    self._emit_button(
                        f"chip_{code}",
                        QCoreApplication.translate("MaharajaBoard", "Chip: {action}").format(
                            action=short_name(code)
                        ),
                        action,
                        icon=code,
                    )
                )
            )
        self._shield_buttons([a for a in actions if a.type == "move_shield"], "")
        self._shield_buttons(
            [a for a in actions if a.type == "chip_action" and a.get("action") == "move_shield"], "chip "
        )
        self._card_buttons(view, [a for a in actions if a.type in ("pick_card", "swap_card")])
        self._bid_buttons(view, [a for a in actions if a.type in ("bid", "pass_bid")])
        for action in actions:
            if action.type == "end_turn":
                self._end_turn_button(action, slots)

    def _end_turn_button(self, action: Action, slots: list[str]) -> None:
        """End turn in the footer; with disc actions left, what ending now costs every other prince."""
        text = QCoreApplication.translate("MaharajaSidePanel", "End turn")
        tip = QCoreApplication.translate("MaharajaSidePanel", "Finish your turn; the next prince plays.")
        if slots:
            count = len(slots)
            lost = ", ".join(short_name(s) for s in slots)
            each = FORFEIT_GOLD * count
            text = (
                QCoreApplication.translate("MaharajaSidePanel", "End turn (forfeit 1 action)")
                if count == 1
                else QCoreApplication.translate("MaharajaSidePanel", "End turn (forfeit {n} actions)").format(
                    n=count
                )
            )
            tip = QCoreApplication.translate(
                "MaharajaSidePanel",
                "Ending now gives up {actions}: for each unused action every other prince "
                "receives {gold} gold from the bank ({each} gold each).",
            ).format(actions=lost, gold=FORFEIT_GOLD, each=each)
            note = QCoreApplication.translate(
                "MaharajaSidePanel", "Ending now gives every other prince {each} gold."
            ).format(each=each)
            forfeit = self._label("forfeit_note", note, note=True, name="forfeit_note")
            self.footer_body.addWidget(forfeit)
        self.footer_body.addWidget(self._fit(self._emit_button("end_turn", text, action, tip, style="end")))
