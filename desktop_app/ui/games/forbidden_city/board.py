"""The Forbidden City board: draws a View and turns clicks into one of the ``legal`` actions.

Moving (issue 7, point 3): click an official that appears in a legal ``move`` and every ``to``
of its legal moves lights up; hovering one draws the engine's fewest-slides path (F-4.8) and
clicking emits that very Action. The board never applies it: the next View names the move that
was made (``last_move``), the engine gives its path (``last_move_path``: positions and target are
public, so nothing hidden is involved), and the board leaves a faint trail of it for the next
person at the screen.

What is drawn is a function of (view, seat, legal actions) and the selection alone: the trail,
the story of the last pavilion and everything else come from the view, so jumping to any step
in review, or a client joining mid-match, draws exactly what a player who watched every step
sees. The previous View is kept only to decide whether to animate (slide the figure, tumble the
dice) when a sync follows the step before it; the trail and those animations are
``board_motion.py``, a part of ``ForbiddenCityBoard``.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import Any, cast

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QTimer
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import QWidget

from desktop_app.engine.action import Action
from desktop_app.engine.protocol import Game
from desktop_app.engine.seats import Seat
from desktop_app.games.forbidden_city import (
    CARDS,
    OFFICIALS,
    CourtView,
    board_layout,
    move_path_in_view,
)
from desktop_app.ui import motion
from desktop_app.ui.games.base import Board, symbol_word
from desktop_app.ui.games.focus import FocusTarget
from desktop_app.ui.games.forbidden_city import palette, pointing, sprites, texts
from desktop_app.ui.games.forbidden_city.board_motion import BoardMotion
from desktop_app.ui.games.forbidden_city.geometry import SCENE_H, SCENE_W, centre, pavilion_spots
from desktop_app.ui.games.forbidden_city.maze_items import MazeItem, PavilionItem, TargetDieItem
from desktop_app.ui.games.forbidden_city.panel import InfoPanel, groups_of
from desktop_app.ui.games.forbidden_city.pieces import (
    DestinationItem,
    OfficialItem,
    PathItem,
)
from desktop_app.ui.games.forbidden_city.side_panel import ActionPanel
from desktop_app.ui.games.ghost_marks import GhostMarks
from desktop_app.ui.games.layers import cached
from desktop_app.ui.games.sprites import Sprites
from desktop_app.ui.widget_tools import EscapeFilter


class ForbiddenCityBoard(BoardMotion, Board):
    """The Forbidden City board: the maze, the officials and pavilions, the panel and the side panel.

    The trail of the last move and the animations between two positions are ``BoardMotion``
    (``board_motion.py``).
    """

    #: Tests switch animations off for the whole class; players use the side-panel checkbox.
    animations_enabled = True

    def __init__(self, game: Game, seat_names: Sequence[str], seat_colours: Sequence[str]) -> None:
        super().__init__(game, seat_names, seat_colours)
        layout = board_layout()
        self.spots = pavilion_spots(layout)
        self.scene.setSceneRect(QRectF(0, 0, SCENE_W, SCENE_H))
        self.scene.setBackgroundBrush(QBrush(palette.BACKDROP))
        # The maze, the pavilions, the die and the officials are kept for the whole match and
        # painted from pixel caches: a frame redraws only what a setter changed (issue 18).
        self.scene.addItem(cached(MazeItem(layout)))
        self.probe = pointing.SquareProbe()
        self.probe.hovered.connect(self._square_hovered)
        self.probe.clicked.connect(self._square_clicked)
        self.scene.addItem(self.probe)
        self.pavilions = {n: cached(PavilionItem(spot)) for n, spot in self.spots.items()}
        for pavilion in self.pavilions.values():
            self.scene.addItem(pavilion)
        self.target_die = cached(TargetDieItem())
        self.scene.addItem(self.target_die)
        self.officials: dict[tuple[str, str], OfficialItem] = {}
        for official in OFFICIALS:  # F-1.4: the 25 (hat, robe) pairs, named by the engine
            item = cached(OfficialItem(official))
            item.clicked.connect(self._official_clicked)
            item.hovered.connect(self._official_hovered)
            item.hide()
            self.scene.addItem(item)
            self.officials[official] = item
        self.trail = PathItem(trail=True)
        self.scene.addItem(self.trail)
        self.trail.hide()
        self.path_item = PathItem()
        self.scene.addItem(self.path_item)
        self.path_item.hide()
        self.destinations: list[DestinationItem] = []
        #: The target and officials last placed (``_place_officials``).
        self._placed: tuple | None = None
        self._retired: list[list[DestinationItem]] = []
        self._syncs = 0
        self.panel = InfoPanel(self.scene, self.seat_names, self.seat_colours)
        self.actions_widget = ActionPanel(self.seat_names)
        self.actions_widget.action.connect(self._emit)
        self.actions_widget.bribe.connect(self._bribe_chosen)
        self.actions_widget.options_changed.connect(self._options_changed)
        self.view: CourtView | None = None
        self.seat: Seat | None = None
        self.legal: list[Action] = []
        self.interactive = False
        #: A decision put up for review's better move (``show_choices``): buttons that take no click.
        self.shown: list[Action] = []
        self.selected: tuple[str, str] | None = None
        self._moves: dict[tuple[str, str], list[Action]] = {}
        self._paths: dict[Action, list[list[int]]] = {}
        self._trails: dict[tuple[str, str], list[list[int]]] = {}
        self._prompt = ""
        self._animations: list[Any] = []
        self.letters = False
        self._animate = True
        self._filter = EscapeFilter(self.cancel)
        self.scene.installEventFilter(self._filter)
        self.keyboard.described.connect(self._focus_moved)

    # --- contract --------------------------------------------------------------------------------

    def revealed_view(  # type: ignore[override]  # this game's views are CourtViews
        self, view: CourtView, own_view: Callable[[Seat], Mapping[str, Any]]
    ) -> CourtView:
        """Every seat's bribery board as its owner sees it: the panel's player rows show them all
        under "everything revealed" (issue 33: it showed "? board set" for every seat but the
        one to move, whose view it drew)."""
        boards = list(view["boards"])
        for seat in range(len(boards)):
            if not boards[seat].get("official"):
                boards[seat] = own_view(seat)["boards"][seat]
        return {**view, "boards": boards}

    def sync(  # type: ignore[override]  # this game's views are CourtViews, not any dict
        self, view: CourtView, seat: Seat | None, legal: Sequence[Action], interactive: bool
    ) -> None:
        self.finish_animations()
        self._syncs += 1
        previous = self.view
        self.view = view
        self.seat = seat
        self.legal = list(legal)
        self.interactive = interactive
        self.shown = []  # a ghost still on this position puts its decision up again (``ui.ghost``)
        self._paths = {}
        self._moves = {}
        if interactive:
            for action in self.legal:
                if action.type == "move":
                    self._moves.setdefault(tuple(action["official"]), []).append(action)
        if self.selected not in self._moves:
            self.selected = None
        self._place_officials()
        self._place_pavilions()
        self._sync_panel()
        self._refresh()
        self._show_last_move()
        if previous is not None:
            self._animate_step(previous, view)

    def picture_stores(self) -> list[Sprites]:
        return [sprites.STORE]  # one store for every board of the game (its looks name their words)

    def prompt(self) -> str:
        return self._prompt

    def ghost_marks(self, action: Action) -> GhostMarks:
        from desktop_app.ui.games.forbidden_city.ghost import ghost_marks  # only when a ghost is shown

        return ghost_marks(self, action)

    def side_widget(self) -> QWidget | None:
        return self.actions_widget

    def show_choices(self, choices: Sequence[Action]) -> None:
        shown = list(choices)
        if self.interactive or shown == self.shown:
            return
        self.shown = shown
        self._refresh()

    def show_inputs(self, action: Action, on: bool = True) -> None:
        """A bribe: the bribery board's dials turned to its official (where it is shown)."""
        if action.type != "set_bribe":
            return
        picker = self.actions_widget.picker
        official = (str(action["hat"]), str(action["robe"]))
        if on and not picker.isHidden():
            picker.choose(*official)
        elif not on and picker.official() == official:
            picker.reset()

    def player_summary(self, view: dict[str, Any], seat: Seat) -> list[tuple[str, str]]:
        return self._summary(cast(CourtView, view), seat) if view else []

    def _summary(self, view: CourtView, seat: Seat) -> list[tuple[str, str]]:
        if not 0 <= seat < view.get("players", 0):
            return []
        hand = view["hands"][seat]
        groups = [[CARDS[c] for c in group] for group in groups_of(hand)]
        kinds = [texts.group_kind(cards) for cards in groups]
        board = view["boards"][seat]
        if board.get("official"):
            official = texts.official_short(board["official"])
            board_text = (
                QCoreApplication.translate("ForbiddenCityBoard", "{official} (secret)")
                if not view.get("boards_open")
                else QCoreApplication.translate("ForbiddenCityBoard", "{official} (revealed)")
            ).format(official=official)
        elif board.get("set"):
            board_text = QCoreApplication.translate("ForbiddenCityBoard", "set (secret)")
        else:
            board_text = QCoreApplication.translate("ForbiddenCityBoard", "not set")
        symbol = palette.symbol_of(seat)
        groups_text = " · ".join(
            f"{texts.translated(texts.GROUP_NAMES[k])} {texts.GROUP_POINTS[k]}" for k in kinds
        )
        return [
            (
                QCoreApplication.translate("ForbiddenCityBoard", "Score"),
                f"{texts.points_text(view['scores'][seat])} · {texts.cards_text(len(hand))}",
            ),
            (
                QCoreApplication.translate("ForbiddenCityBoard", "Groups"),
                groups_text or QCoreApplication.translate("ForbiddenCityBoard", "none"),
            ),
            (QCoreApplication.translate("ForbiddenCityBoard", "Board"), board_text),
            (
                QCoreApplication.translate("ForbiddenCityBoard", "Symbol"),
                f"{palette.SYMBOL_TEXT[symbol]} {symbol_word(symbol)}",
            ),
        ]

    # --- options ---------------------------------------------------------------------------------

    def set_colour_blind(self, on: bool) -> None:
        """Letters on every hat, robe, card and pavilion (F-1's colours), besides the seat
        symbols the panel always shows."""
        super().set_colour_blind(on)
        self.actions_widget.letters_box.setChecked(on)

    def animating(self) -> bool:
        return self.animations_enabled and self._animate and motion.enabled()

    def _options_changed(self) -> None:
        # kept as plain values: an animation may end after the shell threw the side widget away
        self.letters = self.actions_widget.letters
        self._animate = self.actions_widget.animate_box.isChecked()
        if self.view:
            self._place_officials()
            self._place_pavilions()
            self._sync_panel()
            self._refresh()

    # --- drawing ---------------------------------------------------------------------------------

    def _place_officials(self) -> None:
        """Stand each official where the view says (its glow is set by ``_refresh``); a view
        whose officials and target are those placed last leaves them alone."""
        if self.view is None:
            return
        target = self.view.get("target") or 0
        officials = self.view.get("officials", [])
        placed = (
            target,
            *((tuple(e["official"]), e.get("where"), tuple(e.get("square") or ())) for e in officials),
        )
        if placed == self._placed:
            return
        self._placed = placed
        for entry in officials:
            official = (entry["official"][0], entry["official"][1])
            item = self.officials[official]
            where, square = entry.get("where"), entry.get("square")
            if where == "board" and square:
                item.stand(QPointF(*centre(*square)))
                item.show()
            elif where == "pavilion" and target in self.spots:
                # it stands in the gate of the pavilion while the claim is settled (D-4)
                item.stand(QPointF(*centre(*self.spots[target].entrance)))
                item.show()
            else:
                item.hide()

    def _place_pavilions(self) -> None:
        if self.view is None:
            return
        target = self.view.get("target") or 0
        for stack in self.view.get("stacks", []):
            number = stack["pavilion"]
            self.pavilions[number].set_state(
                stack["size"], stack["remaining"], number == target, self.letters
            )
        if target in self.spots:
            spot = self.spots[target]
            self.target_die.setPos(spot.die_x, spot.die_y)
            self.target_die.set_value(target, spot.colour)
            self.target_die.show()
        else:
            self.target_die.hide()

    def _sync_panel(self) -> None:
        self.panel.sync(self.view, self.you(self.seat), self.letters)

    def view_scaled(self, scale: float) -> None:
        # the panel's sections end where their paragraphs, lifted to 9 px, end
        if self.panel.set_view_scale(scale) and self.view is not None:
            self._sync_panel()

    def _refresh(self) -> None:
        for old in self.destinations:
            self.scene.removeItem(old)
        if self.destinations:
            # kept until the event loop is back: the clicked square may be inside its own mouse handler
            self._retired.append(self.destinations)
            QTimer.singleShot(0, self._forget_retired)
        self.destinations = []
        self.path_item.clear()
        entrance = self.view.get("target_entrance") if self.view else None
        for action in self._moves.get(self.selected, []) if self.selected else []:
            destination = DestinationItem(action, list(action["to"]) == list(entrance or []))
            destination.clicked.connect(self._destination_clicked)
            destination.hovered.connect(self._destination_hovered)
            self.scene.addItem(destination)
            self.destinations.append(destination)
        for official, item in self.officials.items():
            item.set_flags(official in self._moves, official == self.selected, self.letters)
            item.explains = self.interactive
        self.probe.takes_clicks = self.interactive and self.selected is not None
        self.keyboard.refresh()
        if self.view is None:
            return
        names = self.seat_names
        offered = self.legal if self.interactive else self.shown
        prompt = texts.prompt(self.view, self.you(self.seat), offered, names, self.selected)
        self.actions_widget.update_from(
            self.view, self.seat, offered, self.interactive, prompt, shown=bool(self.shown)
        )
        if prompt != self._prompt:
            self._prompt = prompt
            self.prompt_changed.emit(prompt)

    def _forget_retired(self) -> None:
        if self._retired:
            self._retired.pop(0)

    # --- clicks ----------------------------------------------------------------------------------

    def _emit(self, action: Action) -> None:
        if self.interactive and action in self.legal:
            self.action_chosen.emit(action)

    def _bribe_chosen(self, hat: str, robe: str) -> None:
        for action in self.legal:
            if action.type == "set_bribe" and (action["hat"], action["robe"]) == (hat, robe):
                self._emit(action)
                return

    def _official_clicked(self, official: tuple[str, str]) -> None:
        if not self.interactive:
            return
        if official not in self._moves:
            why = pointing.why_official(self, official)
            if why:
                self.refused.emit(why)
            return
        self.selected = None if self.selected == official else official
        self._refresh()

    def _destination_clicked(self, action: Action) -> None:
        self.selected = None
        syncs = self._syncs
        self._emit(action)
        if self._syncs == syncs:  # no new View came (nobody listening): drop the lit squares anyway
            self._refresh()

    def _destination_hovered(self, action: Action, entered: bool) -> None:
        if entered:
            self.path_item.show_path(self.path_for(action))
        else:
            self.path_item.clear()

    def _official_hovered(self, official: tuple[str, str], entered: bool) -> None:
        """Why an official cannot move, while the person may move others: when none can move (the
        bribery boards are set) the prompt says what is asked, and the official that ended the
        round, come to rest under the still pointer, put up the reason with no one pointing."""
        self.hinted.emit(pointing.why_official(self, official) if entered and self._moves else "")

    def _square_hovered(self, square: tuple[int, int] | None) -> None:
        self.hinted.emit(pointing.why_square(self, square) if square is not None else "")

    def _square_clicked(self, square: tuple[int, int]) -> None:
        why = pointing.why_square(self, square)
        if why:
            self.refused.emit(why)

    # --- keyboard play ---------------------------------------------------------------------------

    def focus_targets(self) -> list[FocusTarget]:
        return pointing.focus_targets(self)

    def activate(self, key: Hashable) -> None:
        """Enter / Space: pick up the focused official, or move it to the focused square."""
        kind, value = cast(tuple[str, Any], key)
        if kind == "official":
            self._official_clicked(value)
            return
        for item in self.destinations:
            if tuple(item.action["to"]) == value:
                self._destination_clicked(item.action)
                return

    def _focus_moved(self, _name: str) -> None:
        """A focused square shows the official's path there, as hovering it does."""
        target = self.keyboard.current
        key = target.key if target is not None and self.keyboard.shown else None
        for item in self.destinations:
            if key == ("to", tuple(item.action["to"])):
                self.path_item.show_path(self.path_for(item.action))
                return

    def cancel(self) -> None:
        if self.selected is not None:
            self.selected = None
            self._refresh()

    def path_for(self, action: Action, view: CourtView | None = None) -> list[list[int]]:
        """The engine's fewest-slides path (F-4.8) for ``action`` in ``view`` (default: the current one)."""
        view = view or self.view
        if view is None:
            return []
        if view is self.view and action in self._paths:
            return self._paths[action]
        try:
            path = move_path_in_view(view, action)
        except (ValueError, KeyError, TypeError):
            path = []
        if view is self.view:
            self._paths[action] = path
        return path
