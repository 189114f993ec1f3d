"""The Arkadia board (issue 8): draws a View and turns clicks into the ``legal`` actions it was given.

The scene is drawn from the View on every ``sync`` (buildings, workers, castle stacks, cards,
the glow of the buildings completed this turn, H-1) — pieces that look as before are kept, with
their cached pictures (issue 18) — so it is a pure function of the View, the seat and ``legal``:
the board only remembers the person's half-made choice (``Selection``) and, to start the seal
animation, which buildings it last saw completed. Several decisions that belong together — the
workers marked around one building, a banner with the seals to cash — are sent as a queue of
atomic actions: each is emitted only once the shell has synced the position it belongs to and
lists it as legal, so the engine checks every one (N-2).

What clicks, keys and the wheel do is ``board_input.py``, and how the pieces are kept by their
looks ``board_pieces.py``: parts of ``ArkadiaBoard``, which builds the scene and draws the rest.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import QGraphicsItem, QWidget

from desktop_app.engine.action import Action
from desktop_app.engine.protocol import Game
from desktop_app.engine.seats import Seat
from desktop_app.games.arkadia import ArkadiaView, CardView, board_layout
from desktop_app.ui.games.arkadia import palette
from desktop_app.ui.games.arkadia.banner import BannerDialog
from desktop_app.ui.games.arkadia.board_input import BoardInput
from desktop_app.ui.games.arkadia.board_items import BuildingItem, CastleSquareItem
from desktop_app.ui.games.arkadia.board_pieces import SPARE as SPARE  # tests read it here
from desktop_app.ui.games.arkadia.board_pieces import BoardPieces
from desktop_app.ui.games.arkadia.cards import Table
from desktop_app.ui.games.arkadia.completion import SealFlight
from desktop_app.ui.games.arkadia.interaction import Selection
from desktop_app.ui.games.arkadia.land_items import Backdrop, BoardSurface, Landscape
from desktop_app.ui.games.arkadia.overlay import ChoiceItem
from desktop_app.ui.games.arkadia.panel import CastlePanel
from desktop_app.ui.games.arkadia.prompt import confirm_label, make_prompt, status_lines
from desktop_app.ui.games.arkadia.shapes import card_key, shape_sets
from desktop_app.ui.games.arkadia.side_panel import SidePanel
from desktop_app.ui.games.arkadia.summary import summary_rows
from desktop_app.ui.games.base import Board
from desktop_app.ui.games.ghost_marks import GhostMarks
from desktop_app.ui.games.shown_choices import inert
from desktop_app.ui.games.sprites import Sprites
from desktop_app.ui.weak_slot import weak_slot


class ArkadiaBoard(BoardInput, BoardPieces, Board):
    """The Arkadia board: the scene, the cards around it and the side panel, drawn from the View.

    Its parts by job: what clicks, keys and the wheel do is ``BoardInput`` (``board_input.py``), the
    pieces kept by their looks ``BoardPieces`` (``board_pieces.py``).
    """

    def __init__(
        self,
        game: Game,
        seat_names: Sequence[str],
        seat_colours: Sequence[str],
        sprites: Sprites | None = None,
    ) -> None:
        """``sprites``: the picture store to paint into (a ``picture_twin`` shares its board's)."""
        super().__init__(game, seat_names, seat_colours)
        self.layout = board_layout()
        self.shapes = shape_sets(self.layout)
        self.style = palette.SeatStyle(list(seat_colours), max(len(seat_names), 1))
        self.tents = {(r, c) for r, c in self.layout["tents"]}
        #: The pieces' pictures by look, this board's own (its words are in this board's language).
        self.sprites = sprites if sprites is not None else Sprites()
        self._build_scene()
        self._build_side()
        self.selection = Selection(self.shapes)
        self.view: ArkadiaView | None = None
        self.seat: Seat | None = None
        self.legal: list[Action] = []
        self.interactive = False
        #: A decision put up for review's better move (``show_choices``): buttons that take no click.
        self.shown_choices: list[Action] = []
        self.pieces: list[QGraphicsItem] = []
        #: Each piece on the board by what it looks like (kind, place, owner, state).
        self._shown: dict[tuple, Any] = {}
        #: Pieces the view no longer shows, hidden in the scene by look, the oldest first: a
        #: jump back in review shows them again instead of making and painting them anew.
        self._spare: dict[tuple, Any] = {}
        self.buildings: dict[int, BuildingItem] = {}
        self.dialog: BannerDialog | None = None
        self._prompt = ""
        self._queue: list[Action] = []
        self._draining = False
        self._syncs = 0
        self._completed_seen: set[int] | None = None
        self.recent: set[int] = set()
        self.flight = SealFlight(self.scene, self.tents, self.sprites)
        self._listen_to_keys()

    def _build_scene(self) -> None:
        """The land, the castle's lot, the choice overlay, the surface that takes clicks, the cards
        and the castle panel, in the order they are stacked."""
        self.scene.setSceneRect(QRectF(0, 0, palette.SCENE_W, palette.SCENE_H))
        self.scene.setBackgroundBrush(QBrush(palette.TABLE))
        self.scene.addItem(Backdrop())
        self.scene.addItem(Landscape(self.layout))
        printed = {_square_key(k): f for k, f in self.layout["lot"]["printed"].items()}
        self.lot = [(r, c) for r, c in self.layout["lot"]["squares"]]
        self.castle_squares = [CastleSquareItem(sq, printed.get(sq), self.sprites) for sq in self.lot]
        for item in self.castle_squares:
            self.scene.addItem(item)
        self.choice = ChoiceItem()
        self.scene.addItem(self.choice)
        self.surface = BoardSurface()
        self.scene.addItem(self.surface)
        self.surface.hovered.connect(self._hovered)
        self.surface.clicked.connect(self._square_clicked)
        self.table = Table(self.scene, self.layout, self.sprites)
        for card in self.table.items():
            card.clicked.connect(self._card_clicked)
        for card in self.table.hand:
            card.hovered.connect(self._hand_hovered)
        self.panel = CastlePanel(self.scene, self.lot, self.sprites)
        for piece in self.panel.pool.values():
            piece.clicked.connect(self._colour_clicked)

    def _build_side(self) -> None:
        """The side panel's buttons, wired to what they do."""
        self.side = SidePanel()
        self.side.turn.connect(weak_slot(self._turn, 1))
        self.side.mirror.connect(self._mirror)
        self.side.cancel.connect(self.cancel)
        self.side.confirm_workers.connect(self.confirm_workers)
        self.side.banner.connect(self.open_banner)
        self.side.end_turn.connect(weak_slot(self._emit_simple, "end_turn"))
        self.side.pass_turn.connect(weak_slot(self._emit_simple, "pass"))

    # --- contract ----------------------------------------------------------------------------------

    def sync(
        self, view: dict[str, Any], seat: Seat | None, legal: Sequence[Action], interactive: bool
    ) -> None:
        self._syncs += 1
        self._watch_views()
        self.view = ark_view = cast(ArkadiaView, view)  # the shell hands this board Arkadia views
        seat = seat if isinstance(seat, int) and seat >= 0 else None
        if seat != self.seat:
            self.selection.clear()  # another person's half-made choice is not theirs
            self._queue = []
        self.seat = seat
        self.legal = list(legal) if interactive else []
        self.interactive = interactive and bool(self.legal)
        self.shown_choices = []  # a ghost still on this position puts its decision up again
        self.selection.reset(ark_view, self.seat, self.legal)
        self.surface.takes_clicks = self.interactive
        self._track_completions(ark_view)
        self._rebuild_pieces()
        self._refresh()
        if not self._draining and self._queue:
            self._drain()

    def prompt(self) -> str:
        return self._prompt

    def ghost_marks(self, action: Action) -> GhostMarks:
        from desktop_app.ui.games.arkadia.ghost import ghost_marks  # only when a ghost is shown

        return ghost_marks(self, action)

    def side_widget(self) -> QWidget | None:
        return self.side

    def show_choices(self, choices: Sequence[Action]) -> None:
        # the turn's buttons as the mover saw them; its hand and screen are in the view drawn
        if self.interactive or list(choices) == self.shown_choices:
            return
        self.shown_choices = list(choices)
        if self.view is not None:
            self._sync_side(self.view)

    def player_summary(self, view: dict[str, Any], seat: Seat) -> list[tuple[str, str]]:
        return summary_rows(cast(ArkadiaView, view), seat, self.style)

    @property
    def flying(self) -> int:
        """How many seals are in the air right now (the completion animation)."""
        return self.flight.flying

    def picture_stores(self) -> list[Sprites]:
        return [self.sprites]

    def picture_twin(self) -> ArkadiaBoard:
        twin = ArkadiaBoard(self.game, self.seat_names, self.seat_colours, self.sprites)
        twin.set_colour_blind(self.colour_blind)
        return twin

    def finish_animations(self) -> None:
        self.flight.finish()

    def enter(self) -> bool:
        """Enter confirms the marked workers, as the prompt says; else it chooses the focus."""
        if self.selection.building is not None:
            self.confirm_workers()
            return True
        return super().enter()

    # --- emitting ------------------------------------------------------------------------------------

    def _emit(self, actions: Sequence[Action]) -> None:
        """Send ``actions`` one by one, each only when it is legal in the position it will meet."""
        if not self.interactive or not actions:
            return
        self._queue = list(actions)
        self._drain()

    def _drain(self) -> None:
        self._draining = True
        try:
            while self._queue and self.interactive:
                action = self._queue[0]
                if action not in self.legal:
                    self._queue = []
                    break
                self._queue.pop(0)
                before = self._syncs
                self.action_chosen.emit(action)
                if self._syncs == before:
                    break  # the shell syncs later; the rest goes out from that sync
        finally:
            self._draining = False

    def _emit_simple(self, kind: str) -> None:
        action = self.selection.simple(kind)
        if action is not None:
            self._emit([action])

    # --- drawing -------------------------------------------------------------------------------------

    def _refresh(self) -> None:
        sel = self.selection
        view = self.view
        if view is None:
            return
        choosable = sel.choosable_buildings() if sel.card is None else {}
        for building_id, item in self.buildings.items():
            item.set_marks(building_id == sel.building, building_id in choosable and sel.building is None)
        self._sync_table(view)
        recent = [b for b in view["buildings"] if b["id"] in self.recent]
        self.panel.sync(view, status_lines(view, self.seat_names, recent))
        self.panel.sync_pool(view, set(sel.castle), sel.colour)
        self._refresh_overlay()
        self._sync_side(view)
        prompt = make_prompt(sel, self.seat_names, self.interactive)
        if prompt != self._prompt:
            self._prompt = prompt
            self.prompt_changed.emit(prompt)
        self.keyboard.refresh()

    def _sync_table(self, view: ArkadiaView) -> None:
        sel = self.selection
        phase = view["phase"]
        hand = sel.hand() if self.seat is not None else []
        playable = sel.playable_cards()
        exchangeable = sel.exchangeable()
        for i, item in enumerate(self.table.hand):
            card = hand[i] if i < len(hand) else None
            key = card_key(card) if card else None
            active = self.interactive and key is not None and (key in playable or key in exchangeable)
            chosen = key is not None and key == sel.card and i == self._chosen_index(hand)
            dim = self.interactive and phase == "must" and key is not None and not active
            item.show_card(card, active=active, selected=chosen, dim=dim)
            item.explains = self.interactive and card is not None and not active
        display = list(view["display"])
        for i, item in enumerate(self.table.display):
            card = display[i] if i < len(display) else None
            active = self.interactive and card is not None and sel.draw_action(card_key(card)) is not None
            item.show_card(card, active=active)
        self.table.display_hint.setText(
            "" if display else QCoreApplication.translate("ArkadiaBoard", "The display is empty.")
        )
        self.table.pile.show_pile(view["pile"], active=self.interactive and sel.draw_action(None) is not None)
        label, hint = self._hand_words(view, hand)
        self.table.hand_label.setText(label)
        self.table.hint.setText(hint)

    def _hand_words(self, view: ArkadiaView, hand: list[CardView]) -> tuple[str, str]:
        """The hand's title and the line under it: whose hand, or why no cards show."""
        if self.revealed and self.seat is not None:  # review, everything revealed: nobody is "you"
            label = QCoreApplication.translate("ArkadiaBoard", "Hand of {name}").format(
                name=self.seat_names[self.seat]
            )
            return label, "" if hand else QCoreApplication.translate("ArkadiaBoard", "No cards in hand.")
        if view["phase"] == "over":
            label = (
                QCoreApplication.translate("ArkadiaBoard", "Your hand")
                if self.seat is not None
                else QCoreApplication.translate("ArkadiaBoard", "Hands")
            )
            return label, "" if hand else QCoreApplication.translate("ArkadiaBoard", "The game is over.")
        if self.seat is None:
            label = QCoreApplication.translate("ArkadiaBoard", "Hands are private")
            return label, QCoreApplication.translate("ArkadiaBoard", "Take the screen to see your hand.")
        if view["seats"][self.seat]["hand"] is None:
            # a shared screen veils the hand while its owner does not peek (ui/veil.py): its
            # size is public, the cards are not in the view
            count = view["seats"][self.seat]["hand_size"]
            if count == 1:
                hint = QCoreApplication.translate("ArkadiaBoard", "1 card, hidden: hold P to peek.")
            elif count:
                hint = QCoreApplication.translate("ArkadiaBoard", "{count} cards, hidden: hold P to peek.")
            else:
                hint = QCoreApplication.translate("ArkadiaBoard", "No cards in hand.")
            label = QCoreApplication.translate("ArkadiaBoard", "Your hand")
            return label, hint.format(count=count)
        label = QCoreApplication.translate("ArkadiaBoard", "Your hand")
        return label, "" if hand else QCoreApplication.translate("ArkadiaBoard", "No cards in hand.")

    def _chosen_index(self, hand: list[CardView]) -> int:
        for i, card in enumerate(hand):
            if card_key(card) == self.selection.card:
                return i
        return -1

    def _refresh_overlay(self) -> None:
        sel = self.selection
        o = self.choice.overlay
        o.clear()
        if self.interactive:
            o.hover = sel.hover
            if sel.card is not None:
                o.fits = sel.fitting_squares()
                cells, action = sel.ghost()
                o.ghost = cells
                o.ghost_ok = action is not None
                o.ghost_family = sel.card[0]
                supply = self.view["supply"]["neutral"] if self.view is not None else 0
                o.tent_gains = [sq for sq in cells if sq in self.tents][:supply]
            elif sel.building is not None:
                o.offers = set(sel.offers())
                o.marks = [
                    (
                        sq,
                        self.style.colour(self.seat if kind == "own" else None),
                        self.style.symbol(self.seat if kind == "own" else None),
                    )
                    for sq, kind in sel.marks
                ]
            if sel.castle:
                o.targets = sel.castle_squares()
                o.target_colour = sel.colour
            o.placed = sel.workers_placed()
        self.choice.refresh()

    def _sync_side(self, view: ArkadiaView) -> None:
        sel = self.selection
        shown = bool(self.shown_choices) and not self.interactive
        types = sel.types if self.interactive else {a.type for a in self.shown_choices}
        card = sel.card is not None
        buttons = {
            "turn": card,
            "mirror": card,
            "cancel": card or sel.building is not None or (sel.colour is not None and len(sel.castle) > 1),
            "confirm": sel.building is not None or ("finish_workers" in types),
            "banner": "use_banner" in types or "cash" in types,
            "end": "end_turn" in types,
            "pass": "pass" in types,
        }
        marked = len(sel.marks)
        labels = {
            "confirm": confirm_label(marked),
            "banner": QCoreApplication.translate("ArkadiaBoard", "Use a banner…")
            if "use_banner" in types
            else QCoreApplication.translate("ArkadiaBoard", "Cash seals…"),
        }
        owner = self.seat_names[self.seat] if self.revealed and self.seat is not None else None
        self.side.update_from(view, self.seat, buttons, labels, owner=owner)
        self.side.confirm_button.setEnabled(bool(marked) or "finish_workers" in types)
        inert(self.side.turn_row, shown)


def _square_key(key: str) -> tuple[int, int]:
    """A ``"r,c"`` key of the layout's printed colours as a square."""
    r, c = key.split(",")
    return int(r), int(c)
