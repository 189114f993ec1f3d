"""The Maharaja board: draws a View and turns clicks on the map or the side widget into one of
the ``legal`` actions (ui/games/base.py contract).

The scene is rebuilt from the View on every ``sync``; the only thing the board remembers
between syncs is the person's half-made choice (the mode and a first clicked place), which is
dropped whenever the legal list changes it away. Rules are never re-implemented here: targets
are exactly the parameter values found in ``legal``; travel fares and paths come from the
View's ``travel`` entry (M-5).

Travelling (the trip under the pointer, a trip of several roads) is ``board_travel.py`` and the
hint bubble beside a place ``board_bubble.py``: parts of ``MaharajaBoard``, which builds the
scene, keeps the modes and clicks and says the prompt.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any, cast

from PySide6.QtCore import QCoreApplication, QRectF, QTimer
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QWidget

from desktop_app.engine.action import Action
from desktop_app.engine.protocol import Game
from desktop_app.engine.seats import Seat
from desktop_app.games.maharaja import MaharajaView, board_layout, disc_refusal
from desktop_app.ui.games.base import Board
from desktop_app.ui.games.focus import FocusTarget
from desktop_app.ui.games.ghost_marks import GhostMarks
from desktop_app.ui.games.maharaja import pointing, sprites
from desktop_app.ui.games.maharaja.board_bubble import HoverBubble
from desktop_app.ui.games.maharaja.board_travel import BoardTravel
from desktop_app.ui.games.maharaja.geometry import CANVAS_H, build_geometry
from desktop_app.ui.games.maharaja.icons import short_name
from desktop_app.ui.games.maharaja.interaction import Selection, mode_label, step_hint
from desktop_app.ui.games.maharaja.map_items import StaticMap, TargetKey
from desktop_app.ui.games.maharaja.map_pieces import PiecesLayer
from desktop_app.ui.games.maharaja.panel import SCENE_W, InfoPanel, gold_text
from desktop_app.ui.games.maharaja.pieces import SeatStyle
from desktop_app.ui.games.maharaja.side_panel import ActionPanel
from desktop_app.ui.games.shown_choices import inert
from desktop_app.ui.games.sprites import Sprites
from desktop_app.ui.widget_tools import EscapeFilter


def your_turn_text(actions: list[str], travel: bool) -> str:
    """The prompt of a prince's own turn: the disc's actions left (translated names), travel if a
    city can be reached, and ending the turn — one whole sentence per case, as languages order
    them differently."""
    if not actions:
        if travel:
            return QCoreApplication.translate(
                "MaharajaBoard", "Your turn: travel by clicking a highlighted city or end your turn."
            )
        return QCoreApplication.translate("MaharajaBoard", "Your turn: end your turn.")
    if len(actions) == 1:
        listed = actions[0]
    else:
        listed = QCoreApplication.translate("MaharajaBoard", "{first} and {last}").format(
            first=", ".join(actions[:-1]), last=actions[-1]
        )
    if travel:
        return QCoreApplication.translate(
            "MaharajaBoard",
            "Your turn: carry out {actions} from the side panel, travel by clicking a highlighted city "
            "or end your turn.",
        ).format(actions=listed)
    return QCoreApplication.translate(
        "MaharajaBoard", "Your turn: carry out {actions} from the side panel or end your turn."
    ).format(actions=listed)


class MaharajaBoard(BoardTravel, HoverBubble, Board):
    """The Maharaja board: the map, the information panel and the side panel of actions.

    Its parts by job: travelling, with the trip under the pointer and a trip of several roads, is
    ``BoardTravel`` (``board_travel.py``); the hint bubble beside a place ``HoverBubble``
    (``board_bubble.py``).
    """

    side_controls_scroll = True  # the disc picker, the shield rows, a LAN chat: see ``Board``

    def __init__(self, game: Game, seat_names: Sequence[str], seat_colours: Sequence[str]) -> None:
        super().__init__(game, seat_names, seat_colours)
        layout = board_layout()
        self.geometry = build_geometry(layout)
        self.city_names = {c["id"]: c["name"] for c in layout["cities"]}
        self.place_names = {**self.city_names, layout["start"]["id"]: layout["start"]["name"]}
        shields = {c["id"]: c.get("shield_colour", "") for c in layout["cities"]}
        self.style = SeatStyle(list(seat_colours), max(len(seat_names), 1))
        self.scene.setSceneRect(QRectF(0, 0, SCENE_W, CANVAS_H))
        self.scene.setBackgroundBrush(QBrush(QColor("#3b2a1a")))
        self.map = StaticMap(self.scene, self.geometry, SCENE_W)
        self.pieces = PiecesLayer(self.scene, self.geometry, self.style)
        self.panel = InfoPanel(
            self.scene, self.style, self.seat_names, self.city_names, shields, static=self.map.below
        )
        self.selection = Selection()
        self.actions_widget = ActionPanel(self.city_names, self.seat_names)
        self.actions_widget.action.connect(self._panel_action)
        self.actions_widget.mode.connect(self.enter_mode)
        self.actions_widget.cancel.connect(self.cancel)
        self.actions_widget.choice.connect(self._disc_chosen)
        self.actions_widget.explain = self._disc_why
        for area in self.map.targets.values():
            area.clicked.connect(self._clicked)
            area.hovered.connect(self._hovered)
        self._bubble = self._make_bubble()
        #: The last view synced; None before the first sync.
        self.view: MaharajaView | None = None
        #: The roads marked as the trip to the travel target under the pointer or the focus.
        self._trip: set[TargetKey] = set()
        #: Counts the positions synced (the keyboard's targets are read again for a new one).
        self._position = 0
        self.seat: Seat | None = None
        self.legal: list[Action] = []
        self.interactive = False
        #: A decision put up for review's better move (``show_choices``): buttons that take no click.
        self.shown: list[Action] = []
        self._city_travel: dict[str, str] = {}
        #: A trip under way (M-5): the roads still to go, each taken as its own travel action
        #: once the previous one is in the record; dropped at the first surprise.
        self._route: list[str] = []
        self._route_seat: Seat | None = None
        self._route_at: str | None = None
        self._prompt = ""
        self._filter = EscapeFilter(self.cancel)
        self.scene.installEventFilter(self._filter)
        self.keyboard.described.connect(self._focus_moved)

    # --- contract ------------------------------------------------------------------------------

    def sync(
        self, view: dict[str, Any], seat: Seat | None, legal: Sequence[Action], interactive: bool
    ) -> None:
        """``view`` is ``GAME.view``'s dict, read as the ``MaharajaView`` it is."""
        self._sync(cast(MaharajaView, view), seat, legal, interactive)

    def _sync(
        self, view: MaharajaView, seat: Seat | None, legal: Sequence[Action], interactive: bool
    ) -> None:
        if view != self.view:
            self._trip = set()  # a trip of the old position; the next hover or focus finds its own
            self._position += 1
        self.view = view
        self.seat = seat
        self.legal = list(legal)
        self.interactive = interactive
        self.shown = []  # a ghost still on this position puts its decision up again (``ui.ghost``)
        # A new position: no place stays lit as "hovered" from before it (issue 19: after an
        # undo the emptied village kept the bright ring); the next mouse move lights it again.
        for area in self.map.targets.values():
            area.forget_hover()
        self.map.set_capacity(view.get("village_capacity", 2))
        self.pieces.sync(view)
        self.panel.sync(view, seat, you=self.you(seat))
        usable = self.legal if interactive else []
        default = "place_start_house" if any(a.type == "place_start_house" for a in usable) else "travel"
        self.selection.reset(usable, default)
        self._refresh()
        if self._route:
            # never act from inside sync (the session is still notifying): go on afterwards
            QTimer.singleShot(0, self._continue_route)

    def picture_stores(self) -> list[Sprites]:
        return [sprites.STORE]  # one store for every board of the game (its looks name their words)

    def prompt(self) -> str:
        return self._prompt

    def set_colour_blind(self, on: bool) -> None:
        """Larger, outlined seat symbols on every house, palace and architect (issue 19)."""
        super().set_colour_blind(on)
        if self.style.strong != on:
            self.style.strong = on
            self.pieces.restyle()
            self.panel.restyle()

    def ghost_marks(self, action: Action) -> GhostMarks:
        from desktop_app.ui.games.maharaja.ghost import ghost_marks  # only when a ghost is shown

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
        from desktop_app.ui.games.maharaja.ghost import show_inputs  # only when a ghost is shown

        show_inputs(self.actions_widget, action, on)

    def side_footer(self) -> QWidget | None:
        return self.actions_widget.footer

    def view_scaled(self, scale: float) -> None:
        # the panel's rows, headings and boxes spread to hold their words lifted to 9 px
        if self.panel.set_view_scale(scale) and self.view is not None:
            self.panel.sync(self.view, self.seat, you=self.you(self.seat))

    def player_summary(self, view: dict[str, Any], seat: Seat) -> list[tuple[str, str]]:
        return self._summary(cast(MaharajaView, view), seat)

    def _summary(self, view: MaharajaView, seat: Seat) -> list[tuple[str, str]]:
        seats = view.get("seats") or []
        if not 0 <= seat < len(seats):
            return []
        info = seats[seat]
        # Short on purpose (issue 22): cards, houses, palaces and each prince's symbol are on the
        # board's own "Turn order" panel, so the side column fits every player at 1280x720.
        disc_label = QCoreApplication.translate("MaharajaBoard", "Disc")
        rows = [(QCoreApplication.translate("MaharajaBoard", "Gold"), gold_text(info))]
        if view.get("variant") in ("pro1", "pro2"):
            rows.append((QCoreApplication.translate("MaharajaBoard", "Chips"), str(info.get("chips", 0))))
        disc = info.get("disc")
        if disc:
            rows.append((disc_label, " + ".join(short_name(c) for c in disc)))
        elif view.get("phase") == "planning":
            rows.append(
                (
                    disc_label,
                    QCoreApplication.translate("MaharajaBoard", "chosen")
                    if info.get("has_chosen")
                    else QCoreApplication.translate("MaharajaBoard", "choosing…"),
                )
            )
        return rows

    # --- modes and clicks ------------------------------------------------------------------------

    def enter_mode(self, mode: str) -> None:
        self._stop_route()
        self.selection.enter(mode)
        self._refresh()

    def cancel(self) -> None:
        """Escape: undo the half-made choice (back to travelling); also stops a trip under way."""
        self._stop_route()
        if self.selection.cancel():
            if self.selection.mode is None and "travel" in self.selection.modes:
                self.selection.enter("travel")
            self._refresh()

    def _panel_action(self, action: Action) -> None:
        """A button of the side panel: the person took over, so a trip under way stops here."""
        self._stop_route()
        self._emit(action)

    def _emit(self, action: Action) -> None:
        if self.interactive and action in self.legal:
            self.action_chosen.emit(action)

    def _disc_why(self, code: str) -> str:
        """The engine's reason why disc action ``code`` has no legal use now, with its rule."""
        state = self.state_for_why(self.view, self.seat)
        if state is None or self.seat is None:
            return ""
        return self.refusal_text(disc_refusal(state, self.seat, code))

    def _disc_chosen(self, a: str, b: str) -> None:
        for action in self.legal:
            if action.type == "choose_actions" and sorted((action["a"], action["b"])) == sorted((a, b)):
                self._emit(action)
                return

    def _clicked(self, key: TargetKey) -> None:
        if not self.interactive:
            return
        if not self.map.targets[key].active:
            why = pointing.why_text(self, key)
            if why:
                self.refused.emit(why)
            return
        kind, ident = key
        value: Any = ident
        self._stop_route()
        if self.selection.mode == "travel" and kind == "city":
            if self._start_route(ident):
                return
            value = self._city_travel.get(ident)
        action = self.selection.click(value)
        self._hide_bubble()
        if action is not None:
            self._emit(action)
        self._refresh()

    def _hovered(self, key: TargetKey, entered: bool) -> None:
        lit = entered and self.interactive and self.map.targets[key].active
        trip = self._trip_of(key) if lit and self.selection.mode == "travel" else set()
        self._mark_trip(trip)
        if not entered or not self.interactive:
            self._hide_bubble()
            return
        if not self.map.targets[key].active:
            # the map's own bubble beside the place says why (no second tooltip over it)
            why = pointing.why_text(self, key)
            if why:
                self._show_bubble(why, key)
            else:
                self._hide_bubble()
            return
        kind, ident = key
        if self.selection.mode == "travel":
            self._hover_travel(kind, ident)
        elif self.selection.mode is not None:
            self._show_bubble(self.hover_hint(key), key)
        else:
            self._hide_bubble()

    # --- drawing state ----------------------------------------------------------------------------

    def _place_key(self, value: Any) -> TargetKey | None:
        if value in self.geometry.cities:
            return ("city", value)
        if value in self.geometry.villages:
            return ("village", value)
        if value in self.geometry.roads:
            return ("road", value)
        return None

    def _refresh(self) -> None:
        # Which places glow is found first and then set, so a place that glows before and after
        # is not switched off and on (each switch repaints its glow).
        active: set[TargetKey] = set()
        self._city_travel = {}
        targets = self.selection.targets()
        for value in targets:
            key = self._place_key(value)
            if key is not None:
                active.add(key)
        if self.selection.mode == "travel":
            for city, trip in self._trips().items():
                roads = list(trip["roads"])
                if roads and roads[0] in targets and ("city", city) in self.map.targets:
                    self._city_travel[city] = roads[0]
                    active.add(("city", city))
        # the first clicked place of a two-step action stays marked
        picked = {key for key in map(self._place_key, self.selection.picked) if key is not None}
        explains = self.interactive and self.selection.mode is not None
        for key, area in self.map.targets.items():
            area.set_active(key in active)
            area.set_emphasis(key in picked or key in self._trip)  # the hover / focus sets it anew
            area.explains = explains
        prompt = self._make_prompt()
        if self.view is not None:  # nothing to offer before the first view
            offered, selection, shown = self.legal, self.selection, bool(self.shown) and not self.interactive
            if shown:  # the mover's buttons as they were, modes too, the map left unlit
                offered, selection = self.shown, Selection()
                selection.reset(offered)
            panel = self.actions_widget
            panel.update_from(self.view, self.seat, offered, selection, self.interactive or shown, prompt)
            inert(panel, shown)
            inert(panel.footer, shown)
        if prompt != self._prompt:
            self._prompt = prompt
            self.prompt_changed.emit(prompt)
        self.keyboard.refresh(self._focus_look())

    # --- keyboard play ------------------------------------------------------------------------

    def _focus_look(self) -> Hashable:
        """What the keyboard's targets are read from (``pointing.focus_targets``): the position,
        the legal actions and what is picked of them."""
        selection = self.selection
        return (self._position, self.interactive, selection.mode, selection.picked, tuple(selection.legal))

    def focus_targets(self) -> list[FocusTarget]:
        return pointing.focus_targets(self)

    def activate(self, key: Hashable) -> None:
        """Enter / Space on a lit place: the click on it."""
        self._clicked(cast(TargetKey, key))

    def _focus_moved(self, _name: str) -> None:
        """The hint bubble follows the keyboard focus, as it follows the pointer."""
        target = self.keyboard.current
        if target is None or not self.keyboard.shown:
            self._hide_bubble()
            return
        self._hovered(cast(TargetKey, target.key), True)

    def _make_prompt(self) -> str:
        view = self.view
        if view is None:
            return ""
        phase = view.get("phase")
        name = self._name(view.get("current"))
        if phase == "over":
            return QCoreApplication.translate("MaharajaBoard", "The game is over: see the final ranking.")
        if not self.interactive or not self.legal:
            if phase == "planning":
                if self.seat is not None and self.seat not in (view.get("to_move") or []):
                    return QCoreApplication.translate(
                        "MaharajaBoard", "Waiting for the other princes to choose their actions."
                    )
                return QCoreApplication.translate(
                    "MaharajaBoard", "The princes are choosing their actions in secret."
                )
            if name:
                return QCoreApplication.translate("MaharajaBoard", "{name} is playing; please wait.").format(
                    name=name
                )
            if phase == "shuffle":
                return QCoreApplication.translate(
                    "MaharajaBoard", "The city shields are being shuffled to set the Maharaja's route."
                )
            return QCoreApplication.translate("MaharajaBoard", "Waiting for the next step of the match.")
        kinds = {a.type for a in self.legal}
        if "choose_actions" in kinds:
            return QCoreApplication.translate(
                "MaharajaBoard",
                "Choose two actions for your disc (the same one twice is allowed) and confirm.",
            )
        if "pick_card" in kinds:
            return QCoreApplication.translate("MaharajaBoard", "Pick your character card in the side panel.")
        if "bid" in kinds or "pass_bid" in kinds:
            return QCoreApplication.translate("MaharajaBoard", "Bid for a character card, or pass.")
        mode = self.selection.mode
        if mode == "place_start_house":
            return QCoreApplication.translate(
                "MaharajaBoard", "Place a starting house: click a highlighted village."
            )
        if mode is not None and mode != "travel":
            return QCoreApplication.translate("MaharajaBoard", "{mode}: {hint} (Esc cancels).").format(
                mode=mode_label(mode), hint=step_hint(mode, self.selection.step)
            )
        seats = view.get("seats") or []
        slots = seats[self.seat].get("slots_left") if self.seat is not None else None
        return your_turn_text([short_name(s) for s in slots or []], bool(self._city_travel))

    def _name(self, seat: Any) -> str:
        if isinstance(seat, int) and 0 <= seat < len(self.seat_names):
            return self.seat_names[seat]
        return ""
