"""What a person's clicks, keys and wheel do on the Arkadia board.

A click on a square, a card or a colour, Space or Enter on the focused target, R, F, Esc and the
wheel all go to the ``Selection`` (the half-made choice) and come out as ``legal`` actions through
the board's queue (``_emit``), or as a refusal's words when the rules say no; they draw nothing
themselves. A part of ``ArkadiaBoard`` of its own, apart from building and drawing the scene.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QEvent, QObject, Qt, SignalInstance
from PySide6.QtGui import QKeyEvent, QWheelEvent
from PySide6.QtWidgets import QGraphicsScene

from desktop_app.engine.action import Action
from desktop_app.engine.errors import IllegalAction
from desktop_app.engine.seats import Seat
from desktop_app.games.arkadia import ArkadiaView, CardView
from desktop_app.ui.games.arkadia import pointing
from desktop_app.ui.games.arkadia.banner import BannerDialog
from desktop_app.ui.games.arkadia.board_items import BuildingItem
from desktop_app.ui.games.arkadia.cards import Table
from desktop_app.ui.games.arkadia.interaction import Selection
from desktop_app.ui.games.arkadia.panel import CastlePanel
from desktop_app.ui.games.arkadia.shapes import card_key
from desktop_app.ui.games.focus import FocusTarget, KeyboardPlay
from desktop_app.ui.weak_slot import weak_slot


class BoardInput:
    """Clicks, keys and the wheel of ``ArkadiaBoard`` (what they read of the board is declared
    below; ``pointing.py`` asks the same of it)."""

    if TYPE_CHECKING:  # what ArkadiaBoard and its base Board provide
        view: ArkadiaView | None
        seat: Seat | None
        interactive: bool
        selection: Selection
        table: Table
        panel: CastlePanel
        buildings: dict[int, BuildingItem]
        dialog: BannerDialog | None
        scene: QGraphicsScene
        keyboard: KeyboardPlay
        hinted: SignalInstance
        refused: SignalInstance
        _watched: set[int]

        def _emit(self, actions: Sequence[Action]) -> None: ...
        def _refresh(self) -> None: ...
        def _refresh_overlay(self) -> None: ...
        def why_not(self, view: Any, seat: Seat | None, action: Action) -> IllegalAction | None: ...
        def state_for_why(self, view: Any, seat: Seat | None) -> Any | None: ...
        def refusal_text(self, error: IllegalAction | None, place: str = "") -> str: ...

    def _listen_to_keys(self) -> None:
        """Keys reaching the scene, and the wheel over each view of it (``_watch_views``)."""
        self._keys = _KeyFilter(self)
        self.scene.installEventFilter(self._keys)
        self._wheel = _WheelFilter(self)
        self._watched = set()
        self.keyboard.described.connect(self._focus_moved)

    def _hovered(self, square: tuple[int, int] | None) -> None:
        self.selection.hover = square
        self._refresh_overlay()
        self.hinted.emit(pointing.why_square(self, square) if square is not None else "")

    def _square_clicked(self, square: tuple[int, int], button: object) -> None:
        if not self.interactive:
            return
        if button == Qt.MouseButton.RightButton:
            if self.selection.card is not None:
                self._turn(1)
            return
        self.selection.hover = square
        why = pointing.why_square(self, square)
        if why:
            self.refused.emit(why)
            return
        actions = self.selection.click_square(square)
        if actions:
            self.selection.card = None
            self._emit(actions)
            if self.selection.card is None:
                self._refresh()
        else:
            self._refresh()

    def _hand_hovered(self, card: CardView | None, entered: bool) -> None:
        self.hinted.emit(pointing.why_card(self, card) if entered else "")

    def _card_clicked(self, card: CardView | None) -> None:
        if not self.interactive:
            return
        why = pointing.why_card(self, card) if self._in_hand(card) else ""
        if why:
            self.refused.emit(why)
            return
        sel = self.selection
        if card is None:
            action = sel.draw_action(None)
        elif sel.view is not None and sel.view["phase"] == "refill":
            action = sel.draw_action(card_key(card))
        else:
            action = sel.choose_card(card_key(card))
        if action is not None:
            self._emit([action])
        else:
            self._refresh()

    def _in_hand(self, card: CardView | None) -> bool:
        return card is not None and any(item.card is card for item in self.table.hand)

    def _colour_clicked(self, colour: str) -> None:
        if self.interactive and self.selection.choose_colour(colour):
            self._refresh()

    def _turn(self, steps: int) -> None:
        if self.selection.turn(steps):
            self._refresh_overlay()

    def _mirror(self) -> None:
        if self.selection.mirror():
            self._refresh_overlay()

    def cancel(self) -> None:
        self.selection.clear()
        self._refresh()

    def confirm_workers(self) -> None:
        actions = self.selection.worker_actions()
        if actions:
            self.selection.building = None
            self.selection.marks = []
            self._emit(actions)

    def open_banner(self) -> BannerDialog | None:
        """The banner dialog (J-1/J-2); its counts become use_banner + cash actions on accept."""
        if not self.interactive or self.seat is None or self.view is None:
            return None
        used = "use_banner" not in self.selection.types
        if used and "cash" not in self.selection.types:
            return None
        parent = self.scene.views()[0].window() if self.scene.views() else None
        dialog = BannerDialog(
            self.view,
            self.seat,
            banner_used=used,
            limits=self.selection.cash_limits() if used else None,
            parent=parent,
        )
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.accepted.connect(weak_slot(self._banner_accepted, dialog))
        self.dialog = dialog
        dialog.open()
        return dialog

    def _banner_accepted(self, dialog: BannerDialog) -> None:
        actions: list[Action] = []
        if not dialog.banner_used:
            actions.append(Action.make("use_banner"))
        for family, count in dialog.counts().items():
            actions.append(Action.make("cash", family=family, count=count))
        self.dialog = None
        self._emit(actions)

    # --- keyboard play -----------------------------------------------------------------------------

    def focus_targets(self) -> list[FocusTarget]:
        return pointing.focus_targets(self)

    def activate(self, key: Hashable) -> None:
        """Space / Enter on the focused target: what a click on it does."""
        kind, *rest = cast(tuple[Any, ...], key)
        if kind == "square":
            self._square_clicked(rest[0], Qt.MouseButton.LeftButton)
        elif kind == "hand":
            self._card_clicked(self.table.hand[rest[0]].card)
        elif kind == "display":
            self._card_clicked(self.table.display[rest[0]].card)
        elif kind == "pile":
            self._card_clicked(None)
        elif kind == "building" and self.selection.choose_building(rest[0]):
            self._refresh()
        elif kind == "colour":
            self._colour_clicked(rest[0])

    def _focus_moved(self, _name: str) -> None:
        """A focused square of the board puts the ghost there, as the pointer does."""
        target = self.keyboard.current
        key = cast(tuple[Any, ...], target.key) if target is not None else ("",)
        if not self.keyboard.shown or key[0] != "square":
            return
        self.selection.hover = cast(tuple[int, int], key[1])
        self._refresh_overlay()

    def key(self, key: int) -> bool:
        """R turns, F mirrors, Esc cancels, Enter confirms workers; True when the key was used."""
        if key == Qt.Key.Key_R:
            self._turn(1)
            return self.selection.card is not None
        if key == Qt.Key.Key_F:
            self._mirror()
            return self.selection.card is not None
        if key == Qt.Key.Key_Escape:
            self.cancel()
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.selection.building is not None:
            self.confirm_workers()
            return True
        return False

    def wheel(self, delta: int, ctrl: bool) -> bool:
        """The wheel turns the ghost while a card is chosen; with Ctrl (or without a card) it zooms."""
        if ctrl or self.selection.card is None or delta == 0:
            return False
        self._turn(1 if delta < 0 else 3)
        return True

    def _watch_views(self) -> None:
        for view in self.scene.views():
            port = view.viewport()
            if id(port) not in self._watched:
                self._watched.add(id(port))
                port.installEventFilter(self._wheel)


class _KeyFilter(QObject):
    """Keys reaching the scene: R, F, Esc, Enter (see ``ArkadiaBoard.key``)."""

    def __init__(self, board: BoardInput) -> None:
        super().__init__()
        self.board = board

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress:
            return self.board.key(cast(QKeyEvent, event).key())
        return False


class _WheelFilter(QObject):
    """The wheel over the board view: turns a chosen building; Ctrl+wheel still zooms."""

    def __init__(self, board: BoardInput) -> None:
        super().__init__()
        self.board = board

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Wheel:
            wheel = cast(QWheelEvent, event)
            ctrl = bool(wheel.modifiers() & Qt.KeyboardModifier.ControlModifier)
            return self.board.wheel(wheel.angleDelta().y(), ctrl)
        return False
