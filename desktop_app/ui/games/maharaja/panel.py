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

from typing import Literal

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
)

from desktop_app.engine.messages import Message
from desktop_app.games.maharaja import CARD_NAMES, FinalResult, MaharajaView, ScoringView, SeatView
from desktop_app.ui.games.board_text import anchor_left, anchor_right, least_line, line_height
from desktop_app.ui.games.layers import StaticLayer, cached
from desktop_app.ui.games.maharaja import palette
from desktop_app.ui.games.maharaja.geometry import CANVAS_H, CANVAS_W
from desktop_app.ui.games.maharaja.glyphs import shield_path
from desktop_app.ui.games.maharaja.icons import crown_path
from desktop_app.ui.games.maharaja.map_items import label_font
from desktop_app.ui.games.maharaja.panel_row import DiscLook, PlayerRow, RowTexts, fit, row_lines
from desktop_app.ui.games.maharaja.pieces import PieceItem, SeatStyle, make_house
from desktop_app.ui.lang import render_message
from desktop_app.ui.marks import QT_TRANSLATE_NOOP
from desktop_app.ui.widget_tools import as_plain

PANEL_X = CANVAS_W + 8
PANEL_W = 312
SCENE_W = PANEL_X + PANEL_W
TRACK_X = PANEL_X + 6
TRACK_W = 118
TRACK_TOP = 44
SPACE_H = 35
WAIT_TOP = TRACK_TOP + 10 * SPACE_H + 30
WAIT_H = 27
BOX_TOP = WAIT_TOP + 7 * WAIT_H + 14
PLAYERS_X = TRACK_X + TRACK_W + 10
PLAYERS_W = SCENE_W - PLAYERS_X - 6


#: What a gold total the view does not carry reads as (M-10.1, option ``gold=hidden``).
HIDDEN_GOLD = QT_TRANSLATE_NOOP("MaharajaPanel", "hidden")
HIDDEN_GOLD_TIP = QT_TRANSLATE_NOOP(
    "MaharajaPanel", "This prince keeps his gold hidden; every total is shown at the end."
)


#: The scoring box's first row and its rows' pitch: room for its words lifted to 9 px on a
#: laptop (``board_text``), where 17 px rows and the column heads lay on each other.
SCORING_ROWS, SCORING_PITCH = 40, 19


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


def _text(parent: QGraphicsItem | None, text: str, size: float, bold: bool = False, colour=None):
    item = QGraphicsSimpleTextItem(text, parent)
    item.setFont(label_font(size, bold))
    item.setBrush(QBrush(colour or palette.INK))
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    return item


def _fitted(
    parent: QGraphicsItem | None,
    text: str,
    size: float,
    width: float,
    bold: bool = False,
    colour=None,
    least: float = 0.0,
):
    """A label that stays within ``width``, as wide as it is drawn once lifted to 9 px
    (``least``, ``panel_row.fit``): a smaller font first (down to 80 %), then "…"."""
    shown, font, cut = fit(text, size, width, bold, least)
    item = _text(parent, shown, font.pointSizeF(), bold, colour)
    anchor_left(item)  # laid out from its left edge: lifted it grows to the right, into ``width``
    if cut:
        item.setToolTip(as_plain(text))  # a player's name is data, never markup
    return item


def _top(item: QGraphicsSimpleTextItem, y: float, least: float) -> None:
    """Put ``item`` so that its words, once lifted to 9 px (about their middle), start at ``y``."""
    high, lifted = line_height(item.font(), least)
    item.setY(y + (lifted - high) / 2)


def _box(
    rect: QRectF, fill: QColor, edge: QColor, radius: float = 8, width: float = 1.5
) -> QGraphicsPathItem:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    item = QGraphicsPathItem(path)
    item.setBrush(QBrush(fill))
    item.setPen(QPen(edge, width))
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    return item


def cards_text(cards: list[int]) -> str:
    if not cards:
        return QCoreApplication.translate("MaharajaPanel", "no card")
    return ", ".join(f"{c} {card_name(c)}".strip() for c in cards)


def cache_tree(item: QGraphicsItem) -> None:
    """Every item under ``item`` painted from a device-pixel cache: a part is drawn once when it
    is made and blitted at each repaint after, until it is made again (issue 18)."""
    for child in item.childItems():
        if isinstance(child, PieceItem):
            continue  # a piece is a kept picture of its own
        if not child.flags() & QGraphicsItem.GraphicsItemFlag.ItemHasNoContents:
            cached(child)
        cache_tree(child)


def _group(parent: QGraphicsItem | None, rect: QRectF) -> QGraphicsRectItem:
    """An invisible parent item (it paints nothing and takes no mouse)."""
    group = QGraphicsRectItem(rect, parent)
    group.setPen(Qt.PenStyle.NoPen)
    group.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    group.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
    return group


def frozen(value: object) -> object:
    """``value`` (a part of a view: lists, dicts, numbers, text) as a hashable key, the same for
    views made alike (a dict's keys in their order: the engine builds views in a fixed order,
    and a dict in another order would only be drawn anew)."""
    if isinstance(value, dict):
        return ("{", tuple((key, frozen(item)) for key, item in value.items()))
    if isinstance(value, list | tuple):
        return ("[", tuple(frozen(item) for item in value))
    return value


class _Part:
    """One part of the panel, drawn for the last ``KEPT`` looks it showed.

    Each look's items sit in a group of their own; the one in use is shown, the others are
    hidden, so going back to a look drawn before (review jumps back and forth over the same few
    rounds: a scoring box, a shield track) shows its group again instead of making and laying out
    some thirty items and rendering their caches anew (a third of a Maharaja review jump). Every
    part kept this way is public (the track, the last scoring, the final ranking, the heading):
    a hidden group never holds what another viewer may not see."""

    #: Looks kept per part (a match has about a dozen rounds, each with its track and scoring).
    KEPT = 16

    def __init__(self, layer: QGraphicsItem) -> None:
        self.layer = layer
        self.item = _group(layer, QRectF())
        self.look: tuple[object, ...] | None = None
        #: Groups drawn before, by their look made hashable (``frozen``), the oldest first.
        self._kept: dict[object, QGraphicsRectItem] = {}

    def renew(self, look: tuple[object, ...]) -> bool:
        """Show the part for ``look``: True when its group is new and is to be drawn."""
        if look == self.look:
            return False
        if self.look is None:  # the first look (or the first after ``forget``): an empty group
            self.look = look
            return True
        self._kept[frozen(self.look)] = self.item
        self.item.hide()
        self.look = look
        kept = self._kept.pop(frozen(look), None)
        if kept is not None:
            self.item = kept
            kept.show()
            return False
        self.item = _group(self.layer, QRectF())
        while len(self._kept) >= self.KEPT:
            self._drop(self._kept.pop(next(iter(self._kept))))
        return True

    def forget(self) -> None:
        """Draw every look again from now on (the seats' style changed)."""
        for group in self._kept.values():
            self._drop(group)
        self._kept.clear()
        self._drop(self.item)
        self.item = _group(self.layer, QRectF())
        self.look = None

    @staticmethod
    def _drop(group: QGraphicsItem) -> None:
        scene = group.scene()
        if scene is not None:
            scene.removeItem(group)
        else:
            group.setParentItem(None)


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
        self.layer = _group(None, QRectF(PANEL_X, 0, PANEL_W, CANVAS_H))
        self.layer.setZValue(5)
        scene.addItem(self.layer)
        #: The track, the players' heading and the box, each made again when it changes.
        self._parts: dict[str, _Part] = {}
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
        back = _box(QRectF(PANEL_X, 6, PANEL_W - 2, CANVAS_H - 12), palette.PANEL, palette.PANEL_EDGE, 10, 2)
        back.setZValue(-1)
        self._frame(back)
        title = _text(None, QCoreApplication.translate("MaharajaPanel", "Shield track"), 11, True)
        title.setPos(TRACK_X + 4, 16)
        self._frame(title)
        for space in range(1, 11):
            y = self._space_y(space)
            cell = _box(QRectF(TRACK_X, y, TRACK_W, SPACE_H - 4), QColor("#efdcb5"), QColor("#b99566"), 5, 1)
            self._frame(cell)
            number = _text(cell, str(space), 9, True, palette.INK_SOFT)
            number.setPos(TRACK_X + 5, y + 8)
        wait_title = _text(
            None, QCoreApplication.translate("MaharajaPanel", "Waiting"), 10, True, palette.INK_SOFT
        )
        wait_title.setPos(TRACK_X + 4, WAIT_TOP - 24)
        self._frame(wait_title)
        wait = _box(
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
                self._sync_result(result, BOX_TOP)
            elif scoring:
                self._sync_scoring(scoring, BOX_TOP)
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
            part = self._parts[name] = _Part(self.layer)
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
        name = _fitted(
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
                arrow = _text(self._layer(), "▶", 8, True, QColor("#b3361e"))
                arrow.setPos(
                    TRACK_X + 3 if space is None else TRACK_X + 19, y - arrow.boundingRect().height() / 2
                )
                arrow.setToolTip(QCoreApplication.translate("MaharajaPanel", "Visited next"))

        if track and waiting == 0:
            empty = _text(
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
            heading = _fitted(self._layer(), line, 11, width, True, least=least)
            heading.setPos(PLAYERS_X + 2, 16)
            _top(heading, 16 - max(0, lifted - high) / 2, least)
            cached(heading)
            self._heading_end = heading.y() + (high + lifted) / 2 + 2
            return
        top = _fitted(self._layer(), title, 11, width, True, least=least)
        top.setPos(PLAYERS_X + 2, 8)
        _top(top, 8, least)
        below = _fitted(self._layer(), count, 9.5, width, True, palette.INK_SOFT, least=least)
        below.setPos(PLAYERS_X + 2, 0)
        under = 8 + max(top.boundingRect().height() - 1, line_height(top.font(), least)[1])
        _top(below, under, least)
        cached(top)
        cached(below)
        self._heading_end = under + line_height(below.font(), least)[1] + 2

    def _names_of_cards(self) -> dict[int, str]:
        self._card_names = {card: card_name(card) for card in CARD_NAMES}
        return self._card_names

    def _row(self, seat: int) -> PlayerRow:
        """Seat ``seat``'s row, made at its first use and kept."""
        if self._row_layer is None:
            self._row_layer = _group(self.layer, QRectF())
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

    def _sync_scoring(self, scoring: ScoringView, y: float) -> None:
        ranking = list(scoring.get("ranking") or [])
        rows = ranking + [s for s in range(len(scoring.get("points", []))) if s not in ranking]
        sole = scoring.get("sole")
        least = self.least
        # lines lifted to 9 px on a laptop each take their lifted height (``board_text``)
        title_high = line_height(label_font(9, False), least)[1]
        head_top = max(y + 23, y + 4 + title_high + 1)
        first = max(y + SCORING_ROWS, head_top + line_height(label_font(8, True), least)[1] + 2)
        pitch = max(SCORING_PITCH, line_height(label_font(9, True), least)[1] + 1)
        note_high = line_height(label_font(8.5, False), least)[1] + 4 if least else 17
        height = first - y + pitch * len(rows) + (note_high if sole is not None else 0)
        box = _box(
            QRectF(PLAYERS_X - TRACK_W - 10, y, PANEL_W - 14, height),
            QColor("#fff7e3"),
            palette.PANEL_EDGE,
            8,
            1.6,
        )
        box.setParentItem(self._layer())
        title = _text(
            box,
            QCoreApplication.translate("MaharajaPanel", "scored in round {n}").format(
                n=scoring.get("round", "")
            ),
            9,
            False,
            palette.INK_SOFT,
        )
        # against the box's right edge, clear of the column heads below it and, lifted, growing
        # to the left of it: from the left it ran into the city's name
        anchor_right(title)
        title_end = PLAYERS_X - TRACK_W - 10 + PANEL_W - 14 - 8
        width = title.boundingRect().width()
        title.setPos(title_end - width, 0)
        _top(title, y + 4, least)
        high, lifted = line_height(title.font(), least)
        self._shield(
            scoring["city"], PLAYERS_X - TRACK_W + 4, y + 15, 14, 9, title_end - width * lifted / high - 6
        )
        head = _text(
            box, QCoreApplication.translate("MaharajaPanel", "points     gold"), 8, True, palette.INK_SOFT
        )
        head.setPos(PLAYERS_X + 70, 0)
        anchor_right(head)  # lifted, its words grow to the left, inside the box
        _top(head, head_top, least)
        for index, seat in enumerate(rows):
            ry = first + pitch * index
            token = make_house(self.style, seat, 11)
            token.setParentItem(box)
            token.setPos(PLAYERS_X - TRACK_W + 8, ry + 6 + (pitch - SCORING_PITCH) / 2)
            rank = f"{index + 1}." if seat in ranking else "–"
            label = _fitted(
                box, f"{rank} {self._seat_name(seat)}", 9, TRACK_W + 60, seat in ranking, least=least
            )
            label.setPos(PLAYERS_X - TRACK_W + 18, 0)
            _top(label, ry - 1, least)
            points = _text(box, str(scoring["points"][seat]), 9, True)
            points.setPos(PLAYERS_X + 82, 0)
            _top(points, ry - 1, least)
            gold = scoring["gold"][seat]
            star = "*" if sole == seat else ""
            paid = _text(box, f"+{gold}{star}" if gold else "—", 9, bool(gold), QColor("#8a6212"))
            paid.setPos(PLAYERS_X + 128, 0)
            _top(paid, ry - 1, least)
        if sole is not None:
            # said on its own line, inside the frame ("+16 (sole)" did not fit the gold column)
            said = QCoreApplication.translate("MaharajaPanel", "{name} alone scored: 5 gold more").format(
                name=self._seat_name(sole)
            )
            note = _fitted(box, f"* {said}", 8.5, PANEL_W - 34, False, palette.INK_SOFT, least=least)
            note.setPos(PLAYERS_X - TRACK_W + 4, 0)
            _top(note, first + pitch * len(rows) - 1, least)

    def _sync_result(self, result: FinalResult, y: float) -> None:
        ranking = result.get("ranking") or []
        least = self.least
        # lines lifted to 9 px on a laptop each take their lifted height (``board_text``)
        heads_high = line_height(label_font(7.5, True), least)[1]
        first = max(y + 32, y + 6 + line_height(label_font(11, True), least)[1] + 2, y + 12 + heads_high + 2)
        pitch = max(18, line_height(label_font(9.5, True), least)[1] + 1)
        height = first - y + 2 + pitch * len(ranking)
        box = _box(
            QRectF(PLAYERS_X - TRACK_W - 10, y, PANEL_W - 14, height),
            QColor("#fff1c9"),
            palette.HOVER_EDGE,
            8,
            2.2,
        )
        box.setParentItem(self._layer())
        title = _text(box, QCoreApplication.translate("MaharajaPanel", "Final ranking"), 11, True)
        title.setPos(PLAYERS_X - TRACK_W, y + 6)
        columns: tuple[tuple[int, Literal["palaces", "gold", "card"]], ...] = (
            (48, "palaces"),
            (96, "gold"),
            (128, "card"),
        )
        headings = {
            "palaces": QCoreApplication.translate("MaharajaPanel", "palaces"),
            "gold": QCoreApplication.translate("MaharajaPanel", "gold"),
            "card": QCoreApplication.translate("MaharajaPanel", "card"),
        }
        # Each heading fits the room up to the next column (the last: up to the box's edge):
        # German "Karte" ran into the frame.
        right = PLAYERS_X - TRACK_W - 10 + PANEL_W - 14 - PLAYERS_X - 4
        ends = [*(column for column, _key in columns[1:]), right]
        for (column, key), end in zip(columns, ends, strict=True):
            head = _fitted(box, headings[key], 7.5, end - column - 4, True, palette.INK_SOFT, least=least)
            head.setPos(PLAYERS_X + column, 0)
            _top(head, y + 12, least)
        for index, seat in enumerate(ranking):
            ry = first + pitch * index
            token = make_house(self.style, seat, 11)
            token.setParentItem(box)
            token.setPos(PLAYERS_X - TRACK_W + 8, ry + 6 + (pitch - 18) / 2)
            room = TRACK_W + columns[0][0] - 18 - 4  # up to the first number
            label = _fitted(box, f"{index + 1}. {self._seat_name(seat)}", 9.5, room, index == 0, least=least)
            label.setPos(PLAYERS_X - TRACK_W + 18, 0)
            _top(label, ry - 1, least)
            for column, key in columns:
                values = result[key]
                value = values[seat] if seat < len(values) else ""
                cell = _text(box, str(value), 9, key == "palaces")
                cell.setPos(PLAYERS_X + column + 6, 0)
                _top(cell, ry - 1, least)
