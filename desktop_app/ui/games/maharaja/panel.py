"""The right-hand panel of the scene: the shield track with its waiting area (M-1.5), the
princes with their cards and action discs (revealed ones show their two actions, M-3.3.2),
the last city scoring (M-7) and, at the end, the final ranking (M-8.2). With the table option
``gold=hidden`` the view leaves other princes' totals out (M-10.1): they read "hidden".

Everything is drawn from the View on each sync, in parts (the track, a row per prince, the
scoring or final box), each made again only when the part of the view it draws changed: an
action changes a prince's row, seldom the track. A disc that is still secret is drawn as two
question marks, and the viewer's own unrevealed choice is the only one ever drawn (M-10.1).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsRectItem, QGraphicsScene

from desktop_app.engine.messages import Message
from desktop_app.games.maharaja import CARD_NAMES, MaharajaView, SeatView
from desktop_app.ui.games.board_text import least_line, line_height
from desktop_app.ui.games.layers import StaticLayer, cached
from desktop_app.ui.games.maharaja import palette
from desktop_app.ui.games.maharaja.geometry import CANVAS_H
from desktop_app.ui.games.maharaja.glyphs import shield_path
from desktop_app.ui.games.maharaja.icons import crown_path
from desktop_app.ui.games.maharaja.map_items import label_font
from desktop_app.ui.games.maharaja.panel_boxes import BoxPen, draw_result, draw_scoring
from desktop_app.ui.games.maharaja.panel_items import (
    BOX_TOP,
    PANEL_W,
    PANEL_X,
    PLAYERS_W,
    PLAYERS_X,
    SCENE_W,
    SPACE_H,
    TRACK_TOP,
    TRACK_W,
    TRACK_X,
    WAIT_H,
    WAIT_TOP,
    Part,
    cache_tree,
    fitted,
    group_item,
    rounded_box,
    set_top,
    text_item,
)
from desktop_app.ui.games.maharaja.panel_row import DiscLook, PlayerRow, RowTexts, row_lines
from desktop_app.ui.games.maharaja.pieces import SeatStyle
from desktop_app.ui.lang import render_message
from desktop_app.ui.marks import QT_TRANSLATE_NOOP

#: Where the panel's parts are laid out, for the board and the tests (``panel_items``).
__all__ = [
    "PANEL_W",
    "PANEL_X",
    "SCENE_W",
    "TRACK_TOP",
    "TRACK_W",
    "TRACK_X",
    "InfoPanel",
    "card_name",
    "gold_text",
]

#: What a gold total the view does not carry reads as (M-10.1, option ``gold=hidden``).
HIDDEN_GOLD = QT_TRANSLATE_NOOP("MaharajaPanel", "hidden")
HIDDEN_GOLD_TIP = QT_TRANSLATE_NOOP(
    "MaharajaPanel", "This prince keeps his gold hidden; every total is shown at the end."
)


def card_name(card: object) -> str:
    """A character card's name ("Trader") in the chosen language (the engine's own words)."""
    if card in CARD_NAMES:
        return render_message(Message.make(f"maharaja.card.{card}"))
    return ""


def gold_text(info: SeatView) -> str:
    """A seat's gold total as shown: the number, or "hidden" when the view leaves it out (M-10.1)
    — never 0, which would be a wrong total."""
    gold = info.get("gold")
    return QCoreApplication.translate("MaharajaPanel", HIDDEN_GOLD) if gold is None else str(gold)


def cards_text(cards: list[int]) -> str:
    if not cards:
        return QCoreApplication.translate("MaharajaPanel", "no card")
    return ", ".join(f"{c} {card_name(c)}".strip() for c in cards)


class InfoPanel:
    """Static frame built once; ``sync`` draws the view's parts under ``self.layer``."""

    def __init__(
        self,
        scene: QGraphicsScene,
        style: SeatStyle,
        names: list[str],
        city_names: dict,
        shields: dict,
        static: StaticLayer | None = None,
    ):
        """``static``: the cached layer the frame is drawn into (else straight into ``scene``)."""
        self.scene = scene
        self._static = static
        self.style = style
        self.names = names
        self.city_names = city_names
        self.shields = shields
        #: The parent of everything drawn from the view: one child group per part.
        self.layer = group_item(None, QRectF(PANEL_X, 0, PANEL_W, CANVAS_H))
        self.layer.setZValue(5)
        scene.addItem(self.layer)
        #: The track, the players' heading and the box, each made again when it changes.
        self._parts: dict[str, Part] = {}
        #: The princes' rows by seat, kept and edited in place, and what each last showed.
        self._rows: dict[int, PlayerRow] = {}
        self._row_looks: dict[int, tuple[object, ...]] = {}
        self._row_layer: QGraphicsRectItem | None = None
        #: Where the players' heading ends (its words lifted): the rows start there at the least.
        self._heading_end = float(TRACK_TOP)
        self._card_names: dict[int, str] = {}
        #: A 9 px line's height in the scene at the view's scale (``board_text.least_line``): rows
        #: and boxes spread so their words lifted to 9 px on a laptop do not lie on each other.
        self.least = 0.0
        self._into: QGraphicsRectItem = self.layer
        self._build_frame()

    def _build_frame(self) -> None:
        back = rounded_box(
            QRectF(PANEL_X, 6, PANEL_W - 2, CANVAS_H - 12), palette.PANEL, palette.PANEL_EDGE, 10, 2
        )
        back.setZValue(-1)
        self._frame(back)
        title = text_item(None, QCoreApplication.translate("MaharajaPanel", "Shield track"), 11, True)
        title.setPos(TRACK_X + 4, 16)
        self._frame(title)
        for space in range(1, 11):
            y = self._space_y(space)
            cell = rounded_box(
                QRectF(TRACK_X, y, TRACK_W, SPACE_H - 4), QColor("#efdcb5"), QColor("#b99566"), 5, 1
            )
            self._frame(cell)
            number = text_item(cell, str(space), 9, True, palette.INK_SOFT)
            number.setPos(TRACK_X + 5, y + 8)
        wait_title = text_item(
            None, QCoreApplication.translate("MaharajaPanel", "Waiting"), 10, True, palette.INK_SOFT
        )
        wait_title.setPos(TRACK_X + 4, WAIT_TOP - 24)
        self._frame(wait_title)
        wait = rounded_box(
            QRectF(TRACK_X, WAIT_TOP - 2, TRACK_W, 7 * WAIT_H + 4), QColor("#e8d3a8"), QColor("#b99566"), 6, 1
        )
        wait.setPen(QPen(QColor("#b99566"), 1, Qt.PenStyle.DashLine))
        self._frame(wait)

    def _frame(self, item: QGraphicsItem) -> None:
        if self._static is not None:
            self._static.add(item)
        else:
            self.scene.addItem(item)

    @staticmethod
    def _space_y(space: int) -> float:
        return TRACK_TOP + (10 - space) * SPACE_H

    # --- dynamic -------------------------------------------------------------------------------

    def sync(self, view: MaharajaView, viewer: int | None, *, you: int | None) -> None:
        """Draw ``view`` as ``viewer`` sees it; ``you``: the seat named "(you)" (none with
        everything revealed, where the view is the seat to move's but nobody at the screen is it)."""
        get = view.get
        if self._renew(
            "track", get("track"), get("queue"), get("maharaja"), get("phase") == "over", self.least
        ):
            self._sync_track(view)
            cache_tree(self._into)
        self._sync_players(view, viewer, you)
        result, scoring = view.get("result"), view.get("last_scoring")
        if self._renew("box", result, scoring, self.least):
            if result:
                draw_result(self._box_pen(), result, BOX_TOP)
            elif scoring:
                draw_scoring(self._box_pen(), scoring, BOX_TOP)
            cache_tree(self._into)

    def set_view_scale(self, scale: float) -> bool:
        """The view draws the scene at ``scale``: True when the panel is to be drawn again
        (its lifted lines take other heights)."""
        least = least_line(scale)
        if least == self.least:
            return False
        self.least = least
        self._row_looks.clear()
        return True

    def restyle(self) -> None:
        """Every part is drawn again at the next sync (the seat style changed)."""
        for part in self._parts.values():
            part.forget()
        self._row_looks.clear()

    def _renew(self, name: str, *look: object) -> bool:
        """Is the part ``name`` to be drawn again for ``look``? If so it is emptied, ready."""
        part = self._parts.get(name)
        if part is None:
            part = self._parts[name] = Part(self.layer)
        fresh = part.renew(look)
        self._into = part.item
        return fresh

    def _seat_name(self, seat: int) -> str:
        """The seat's name, or "Player 3" for a seat the board was not told the name of."""
        if seat < len(self.names):
            return self.names[seat]
        return QCoreApplication.translate("MaharajaPanel", "Player {n}").format(n=seat + 1)

    def _layer(self) -> QGraphicsRectItem:
        """The part being drawn, the parent of what is drawn for it."""
        return self._into

    def _shield(
        self, city: str, x: float, y: float, width: float, size: float, right: float = TRACK_X + TRACK_W - 3
    ) -> None:
        """A city's shield and its name, which ends at ``right`` at the most."""
        colour = palette.shield_colour(self.shields.get(city, ""))
        badge = QGraphicsPathItem(shield_path(width), self._layer())
        badge.setBrush(QBrush(colour))
        badge.setPen(QPen(colour.darker(170) if colour.lightness() < 230 else QColor("#6d6455"), 1.3))
        badge.setPos(x, y)
        left = x + width / 2 + 5
        name = fitted(
            self._layer(),
            self.city_names.get(city, city),
            size,
            right - left,
            True,
            least=self.least,
        )
        name.setPos(left, y - name.boundingRect().height() / 2)

    def _sync_track(self, view: MaharajaView) -> None:
        track = view.get("track") or []
        queue = view.get("queue") or []
        maharaja = view.get("maharaja")
        waiting = 0
        for entry in track:
            city, space = entry["city"], entry.get("space")
            if space is None:
                y = WAIT_TOP + waiting * WAIT_H + WAIT_H / 2
                waiting += 1
                self._shield(city, TRACK_X + 34, y, 16, 8)
            else:
                y = self._space_y(space) + (SPACE_H - 4) / 2
                self._shield(city, TRACK_X + 37, y, 18, 8)
            if city == maharaja:
                crown = QGraphicsPathItem(crown_path(5), self._layer())
                crown.setBrush(QBrush(QColor("#f2c230")))
                crown.setPen(QPen(QColor("#7a4a05"), 1))
                crown.setPos(TRACK_X + (34 if space is None else 37), y - 13)
                crown.setZValue(1)
                crown.setToolTip(QCoreApplication.translate("MaharajaPanel", "The Maharaja is here"))
            if queue and city == queue[0] and view.get("phase") != "over":
                arrow = text_item(self._layer(), "▶", 8, True, QColor("#b3361e"))
                arrow.setPos(
                    TRACK_X + 3 if space is None else TRACK_X + 19, y - arrow.boundingRect().height() / 2
                )
                arrow.setToolTip(QCoreApplication.translate("MaharajaPanel", "Visited next"))

        if track and waiting == 0:
            empty = text_item(
                self._layer(),
                QCoreApplication.translate("MaharajaPanel", "all shields\non the track"),
                8,
                False,
                palette.INK_SOFT,
            )
            empty.setPos(TRACK_X + 10, WAIT_TOP + 8)

    def _sync_players(self, view: MaharajaView, viewer: int | None, you: int | None) -> float:
        """The heading and a row per prince in turn order; a row is made again only when what
        it shows changed (an action changes one prince's row, not the others')."""
        seats = view.get("seats") or []
        order = view.get("turn_order") or list(range(len(seats)))
        if sorted(order) != list(range(len(seats))):
            order = list(range(len(seats)))
        title = (
            QCoreApplication.translate("MaharajaPanel", "Turn order")
            if view.get("phase") == "turn"
            else QCoreApplication.translate("MaharajaPanel", "Princes")
        )
        count = (
            QCoreApplication.translate("MaharajaPanel", "round {n}").format(n=view["round"])
            if view.get("round")
            else ""
        )
        if self._renew("players", title, count, self.least):
            self._players_heading(title, count)
        y = max(TRACK_TOP, self._heading_end)
        needed = row_lines(self.least)[1]
        row_h = max(86 if len(seats) <= 4 else 76, needed)
        if seats and y + row_h * len(seats) > BOX_TOP - 6:  # as much as the panel holds
            row_h = max(
                needed if needed * len(seats) <= BOX_TOP - 6 - y else 0, (BOX_TOP - 6 - y) / len(seats)
            )
        self._card_names = {}  # made when a row is drawn, in the language in use
        phase, variant = view.get("phase"), view.get("variant")
        for seat in order:
            info = seats[seat]
            acting = seat == view.get("current") or (
                phase == "planning" and seat in (view.get("to_move") or [])
            )
            look = (info, acting, seat == viewer, seat == you, row_h, phase, variant, self.least)
            row = self._row(seat)
            if self._row_looks.get(seat) != look:
                self._row_looks[seat] = look
                self._player_row(row, view, seat, viewer, seat == you, acting, y, row_h)
            else:
                row.place(y)
            y += row_h
        for seat, row in self._rows.items():
            if seat not in order:
                row.hide()  # a seat the view no longer lists: its row goes
                self._row_looks.pop(seat, None)
        return y

    def _players_heading(self, title: str, count: str) -> None:
        """ "Turn order · round 10" on one line where it fits whole; else the round on a line of
        its own under the title, so neither is cut: German "Zugreihenfolge · Runde 2" was drawn
        "Zugreihenfolge · Rund…" and hid the round (issue 33). Fitted to the column: the heading
        once ran past the panel's edge, and a partial repaint then left its clipped pixels."""
        width = PLAYERS_W - 4
        least = self.least
        line = f"{title} · {count}" if count else title
        font = label_font(11, True)
        high, lifted = line_height(font, least)
        if not count or QFontMetricsF(font).horizontalAdvance(line) * lifted / high <= width:
            heading = fitted(self._layer(), line, 11, width, True, least=least)
            heading.setPos(PLAYERS_X + 2, 16)
            set_top(heading, 16 - max(0, lifted - high) / 2, least)
            cached(heading)
            self._heading_end = heading.y() + (high + lifted) / 2 + 2
            return
        top = fitted(self._layer(), title, 11, width, True, least=least)
        top.setPos(PLAYERS_X + 2, 8)
        set_top(top, 8, least)
        below = fitted(self._layer(), count, 9.5, width, True, palette.INK_SOFT, least=least)
        below.setPos(PLAYERS_X + 2, 0)
        under = 8 + max(top.boundingRect().height() - 1, line_height(top.font(), least)[1])
        set_top(below, under, least)
        cached(top)
        cached(below)
        self._heading_end = under + line_height(below.font(), least)[1] + 2

    def _names_of_cards(self) -> dict[int, str]:
        self._card_names = {card: card_name(card) for card in CARD_NAMES}
        return self._card_names

    def _row(self, seat: int) -> PlayerRow:
        """Seat ``seat``'s row, made at its first use and kept."""
        if self._row_layer is None:
            self._row_layer = group_item(self.layer, QRectF())
        if seat not in self._rows:
            self._rows[seat] = PlayerRow(self._row_layer, self.style)
        return self._rows[seat]

    def _player_row(
        self,
        row: PlayerRow,
        view: MaharajaView,
        seat: int,
        viewer: int | None,
        yours: bool,
        acting: bool,
        y: float,
        row_h: float,
    ) -> None:
        info = (view.get("seats") or [])[seat]
        name = self._seat_name(seat)
        if yours:
            name = QCoreApplication.translate("MaharajaPanel", "{name} (you)").format(name=name)
        chips = (
            " · " + QCoreApplication.translate("MaharajaPanel", "chips {n}").format(n=info.get("chips", 0))
            if view.get("variant") in ("pro1", "pro2")
            else ""
        )
        texts = RowTexts(
            cards=cards_text(info.get("cards") or []) + chips,
            gold=gold_text(info),
            gold_tip=QCoreApplication.translate("MaharajaPanel", HIDDEN_GOLD_TIP),
            houses=QCoreApplication.translate("MaharajaPanel", "supply {supply} · quarry {quarry}").format(
                supply=info.get("supply", 0), quarry=info.get("quarry", 0)
            ),
            card_names=self._card_names or self._names_of_cards(),
        )
        disc = self._disc(view, seat, info, viewer)
        row.show(seat, name, info, texts, disc, acting, y, row_h, PLAYERS_X, PLAYERS_W, self.least)

    def _disc(self, view: MaharajaView, seat: int, info: SeatView, viewer: int | None) -> DiscLook | None:
        """The seat's action disc: its actions once revealed (or to its owner), else "?" (M-10.1);
        None when it shows none."""
        if view.get("phase") == "over":
            return None
        disc = info.get("disc")
        if disc is not None and (info.get("disc_revealed") or seat == viewer):
            slots = info.get("slots_left")
            done = [False, False]
            if info.get("disc_revealed") and slots is not None:
                left = list(slots)
                for index, code in enumerate(disc[:2]):
                    if code in left:
                        left.remove(code)
                    else:
                        done[index] = True
                if not slots:
                    tip = QCoreApplication.translate("MaharajaPanel", "both actions done")
                elif len(slots) == 1:
                    tip = QCoreApplication.translate("MaharajaPanel", "1 action still to do")
                else:
                    tip = QCoreApplication.translate("MaharajaPanel", "{n} actions still to do").format(
                        n=len(slots)
                    )
            elif info.get("disc_revealed"):
                tip = QCoreApplication.translate("MaharajaPanel", "revealed this round")
            else:
                tip = QCoreApplication.translate(
                    "MaharajaPanel", "your secret choice: the others see only that you have chosen"
                )
            return DiscLook(list(disc), (done[0], done[1]), tip)
        if view.get("phase") == "planning" or info.get("has_chosen"):
            chosen = bool(info.get("has_chosen"))
            tip = (
                QCoreApplication.translate("MaharajaPanel", "has chosen (secret)")
                if chosen
                else QCoreApplication.translate("MaharajaPanel", "still choosing")
            )
            return DiscLook([None, None] if chosen else [], (False, False), tip)
        return None

    def _box_pen(self) -> BoxPen:
        """What the scoring or final box is drawn with, into the part being drawn."""
        return BoxPen(self._layer(), self.least, self.style, self._seat_name, self._shield)
