"""The information panel beside the maze: dice, Terrace, the court of the last pavilion, players.

Drawn from the View on every sync, part by part (no truth kept in items: a part is drawn again
whenever its share of the view changed, into the items it drew last time: ``panel_items``); the
drawings are painted from pixel caches (``layers.cached``), so a frame that passes over the
panel does not draw them again. Items that
show a bribery board are ``Painted`` items tagged ``("board", seat, official)`` so tests can
check that another seat's board is never drawn before its reveal (F-8.1, issue 7, point 5).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from functools import lru_cache
from html import escape

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
)

from desktop_app.games.forbidden_city import (
    ALL_CARDS_FROM,
    BANISH_LIMIT,
    CARDS,
    DIE_FOR_MOVE,
    MAX_MOVES,
    CourtView,
    RevealView,
    arrange,
    parse_card,
)
from desktop_app.ui import motion
from desktop_app.ui.games.board_text import anchor_centre, anchor_left, anchor_right, least_line, line_height
from desktop_app.ui.games.forbidden_city import glyphs, palette, texts
from desktop_app.ui.games.forbidden_city.geometry import PANEL_W, PANEL_X, SCENE_H
from desktop_app.ui.games.forbidden_city.panel_items import (
    DIE_SIZES,
    D8Item,
    DieItem,
    Item,
    Painted,
    Part,
    place,
)
from desktop_app.ui.games.layers import cached

_NEXT_DIE = {"small": "medium", "medium": "large"}
_MOVE_OF_DIE = {die: k for k, die in DIE_FOR_MOVE.items()}
#: F-6.8 / F-7.1 and F-6: the Terrace holds 15, all-cards mode starts after 10 (engine constants).
TERRACE_SLOTS = BANISH_LIMIT
ALL_CARDS_AFTER = ALL_CARDS_FROM
#: The smallest type a long player name is set in before it is cut short (still readable).
NAME_LEAST_PT = 9.5


#: The panel's boxes and bands (kept: a reused box compares its brush and pen with these).
NO_PEN, NO_BRUSH = QPen(Qt.PenStyle.NoPen), QBrush(Qt.BrushStyle.NoBrush)
LATE_BRUSH, LATE_PEN = QBrush(QColor("#f3d9a6")), QPen(palette.WALL, 1.5, Qt.PenStyle.DashLine)
SLOT_BRUSH, SLOT_PEN = QBrush(QColor("#fbf4e3")), QPen(QColor("#c9ad7d"), 1)
HIT_BRUSH, HIT_PEN = QBrush(palette.HIGHLIGHT), QPen(palette.HIGHLIGHT_EDGE, 2)
ACTIVE_BRUSH = QBrush(QColor("#fbe6b4"))
GROUP_BRUSH, GROUP_PEN = QBrush(QColor("#fffaf0")), QPen(palette.PANEL_EDGE, 1)


#: Scene pixels between two card groups of a hand (room for their captions to grow into).
GROUP_GAP = 12.0
#: A group is as wide as its caption this many times over: on a 1280x720 laptop the board is
#: drawn at about half its size and the caption lifted to 9 px (``board_text``) about doubles.
CAPTION_ROOM = 1.8
CAPTION_PT = 6.5


def _caption(cards: list) -> str:
    """A card group's caption: its kind and its points ("pair 4")."""
    kind = texts.group_kind(cards)
    return f"{texts.translated(texts.GROUP_NAMES[kind])} {texts.GROUP_POINTS[kind]}"


def _group_width(count: int, w: float, caption: str) -> float:
    """A group's frame: its ``count`` cards ``w`` wide, at least 44, and room for its caption."""
    words = QFontMetricsF(glyphs.font(CAPTION_PT)).horizontalAdvance(caption) * CAPTION_ROOM
    return max(count * (w + 3) + 6, 44.0, words)


class _Para(QGraphicsTextItem):
    """A paragraph that remembers what it was laid out for (``toHtml`` gives Qt's own rewrite)."""

    laid_out: tuple = ()


#: What each part of the panel reads from the view (more than it needs is harmless: the part is
#: only drawn again more often; less would leave it stale, which test_redraw_cache would see).
_DICE_KEYS = (
    "active",
    "phase",
    "over",
    "bonus_move",
    "moves_made",
    "last_fate",
    "next_fate_die",
    "target",
    "stacks",
)
_TERRACE_KEYS = ("banished", "terrace", "all_cards_mode")
_COURT_KEYS = ("resolution", "last_reveal", "phase", "over", "target", "stacks")


class InfoPanel:
    """Everything right of the maze, rebuilt from the View."""

    def __init__(self, scene: QGraphicsScene, names: Sequence[str], colours: Sequence[str]) -> None:
        self.scene = scene
        self.names = list(names)
        self.colours = list(colours)
        self.root = QGraphicsRectItem(QRectF(PANEL_X, 4, PANEL_W, SCENE_H - 8))
        self.root.setBrush(QBrush(palette.PANEL))
        self.root.setPen(QPen(palette.PANEL_EDGE, 2))
        self.root.setZValue(1)
        scene.addItem(self.root)
        self.dice: dict[str, DieItem] = {}
        self.d8: D8Item | None = None
        #: One group per part of the panel (dice, Terrace, court, players' heading, a row per
        #: player), and what it was drawn for (see ``sync``).
        self._parts: dict[str, Part] = {}
        self._drawing: Part | None = None
        self.letters = False
        #: A 9 px line's height in the scene at the view's scale (``board_text.least_line``).
        self.least = 0.0

    # --- helpers ---------------------------------------------------------------------------------

    def _part(self, name: str, look: tuple) -> bool:
        """Is part ``name`` to be drawn again for ``look``? If so its items are handed out, in
        order, to the drawing that follows (``panel_items.Part``)."""
        self._close()
        part = self._parts.get(name)
        if part is None:
            part = self._parts[name] = Part(self.root)
        if not part.renew(look):
            return False
        self._drawing = part
        return True

    def _close(self) -> None:
        if self._drawing is not None:
            self._drawing.close()
            self._drawing = None

    def _take(self, kind: type[Item], make: Callable[[], Item]) -> tuple[Item, bool]:
        assert self._drawing is not None, "drawn outside a part"
        return self._drawing.take(kind, make)

    def _text(
        self,
        text: str,
        x: float,
        y: float,
        size: float = 10,
        bold: bool = False,
        colour: QColor | None = None,
        centred: bool = False,
        right: bool = False,
    ) -> QGraphicsSimpleTextItem:
        """A line of text at (``x``, ``y``), or centred on ``x``, or (``right``) ending at ``x``:
        lifted to 9 px on a laptop (``board_text``) it grows from there, so a count against the
        panel's right edge stays inside the panel."""
        item, new = self._take(QGraphicsSimpleTextItem, lambda: cached(QGraphicsSimpleTextItem()))
        if item.text() != text:
            item.setText(text)
        font = glyphs.font(size, bold=bold)
        if new or item.font() != font:
            item.setFont(font)
        ink = colour or palette.INK
        if new or item.brush().color() != ink:
            item.setBrush(QBrush(ink))
        width = item.boundingRect().width()
        place(item, x - width / 2 if centred else x - width if right else x, y)
        # set each time: the item may have been another text, anchored elsewhere, before
        (anchor_centre if centred else anchor_right if right else anchor_left)(item)
        item.setToolTip("")
        return item

    def _rect(self, rect: QRectF, brush: QBrush, pen: QPen, tip: str = "") -> QGraphicsRectItem:
        item, new = self._take(QGraphicsRectItem, QGraphicsRectItem)
        item.setRect(rect)
        if new or item.brush() != brush:
            item.setBrush(brush)
        if new or item.pen() != pen:
            item.setPen(pen)
        item.setToolTip(tip)
        return item

    def _name_text(self, text: str, x: float, y: float, right: float, most: float = 12.0) -> None:
        """A player's name (or the turn's line, ``most`` points at the most) from ``x`` up to
        ``right``, where the board mark begins (issue 19: a long name ran under it), as wide as
        it is drawn once lifted to 9 px on a laptop: a smaller type while it stays readable,
        then cut with "…" and the whole text in the tooltip."""

        def room(size: float) -> float:
            high, lifted = line_height(glyphs.font(size, bold=True), self.least)
            return (right - x) * high / lifted

        size = most
        while size > NAME_LEAST_PT and QFontMetricsF(glyphs.font(size, bold=True)).horizontalAdvance(
            text
        ) > room(size):
            size -= 0.5
        metrics = QFontMetricsF(glyphs.font(size, bold=True))
        shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, room(size))
        item = self._text(shown, x, y + (most - size) * 0.6, size, bold=True)
        item.setToolTip(text if shown != text else "")

    def _fitted(
        self, text: str, x: float, y: float, right: float, size: float, colour: QColor | None = None
    ) -> None:
        """A line of text from ``x`` that ends before ``right`` once lifted to 9 px on a laptop: a
        smaller type (down to four fifths), then cut with "…" and the whole in the tooltip."""
        font = glyphs.font(size)
        high, lifted = line_height(font, self.least)
        room = (right - x) * high / lifted
        shown, least = text, size
        while least > size * 0.8 and QFontMetricsF(glyphs.font(least)).horizontalAdvance(text) > room:
            least -= 0.5
        font = glyphs.font(least)
        high, lifted = line_height(font, self.least)
        shown = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, (right - x) * high / lifted)
        item = self._text(shown, x, y + (size - least) * 0.6, least, colour=colour)
        item.setToolTip(text if shown != text else "")

    def _para(self, html: str, x: float, y: float, width: float, size: float = 9.5) -> QGraphicsTextItem:
        item, new = self._take(_Para, lambda: cached(_Para()))
        font = glyphs.font(size, bold=False)
        laid_out = (font, width, html)
        if new or item.laid_out != laid_out:
            item.laid_out = laid_out
            item.setFont(font)
            item.setDefaultTextColor(palette.INK)
            item.setTextWidth(width)
            item.setHtml(html)
            item.update()  # the document marks only the lines it changed; its cache goes whole
        place(item, x, y)
        return item

    def set_view_scale(self, scale: float) -> bool:
        """The view draws the scene at ``scale``: True when the panel is to be drawn again (its
        paragraphs, lifted to 9 px, take other heights)."""
        least = least_line(scale)
        if least == self.least:
            return False
        self.least = least
        return True

    def _para_bottom(self, item: QGraphicsTextItem, y: float, width: float) -> float:
        """Where the paragraph ``item``, put at ``y`` ``width`` wide, ends once lifted to 9 px
        (``board_text``: it keeps its width, so it wraps sooner, and grows down from its top)."""
        high, lifted = line_height(item.font(), self.least)
        document = item.document().clone()
        document.setDefaultFont(item.font())  # a clone has the application's, not the item's
        document.setTextWidth(width * high / lifted)
        return y + document.size().height() * lifted / high

    def _heading(self, text: str, y: float) -> float:
        self._text(text, PANEL_X + 14, y, 12.5, bold=True, colour=palette.WALL)
        self._rect(QRectF(PANEL_X + 14, y + 24, PANEL_W - 28, 1.2), QBrush(palette.PANEL_EDGE), NO_PEN)
        return y + 30

    def _painted(
        self, x: float, y: float, rect: QRectF, fn, tag: tuple = (), tip: str = "", look: Hashable = None
    ) -> Painted:
        item, _new = self._take(Painted, lambda: cached(Painted()))
        item.show_drawing(rect, fn, tag, tip, look)
        place(item, x, y)
        return item

    def seat_mark(self, seat: int, x: float, y: float, size: float = 18) -> Painted:
        fill = palette.seat_colour(self.colours, seat)
        symbol = palette.symbol_of(seat)
        r = size / 2
        return self._painted(
            x,
            y,
            QRectF(-r, -r, size, size),
            lambda p: glyphs.paint_seat_mark(p, fill, symbol, size),
            look=("seat mark", fill.rgba(), symbol, size),
        )

    def mini_official(self, official, x: float, y: float, s: float, tag: tuple, tip: str = "") -> Painted:
        letters = self.letters
        hat, robe = official
        return self._painted(
            x,
            y,
            QRectF(-s / 2, -s / 2, s, s),
            lambda p: glyphs.paint_official(p, hat, robe, s, letters),
            tag,
            tip,
            ("official", hat, robe, s, letters),
        )

    def card(self, card: Sequence[str], x: float, y: float, w: float) -> Painted:
        colour, garment = card
        letters = self.letters
        h = 1.4 * w
        return self._painted(
            x,
            y,
            QRectF(-w / 2, -h / 2, w, h),
            lambda p: glyphs.paint_card(p, colour, garment, w, letters),
            ("card", colour, garment),
            f"{colour} {garment}",
            ("card", colour, garment, w, letters),
        )

    # --- sync ------------------------------------------------------------------------------------

    def sync(self, view: CourtView | None, seat: int | None, letters: bool) -> None:
        """Draw the panel for ``view``, part by part: a part whose share of the view (and place)
        is as it was keeps its items, so a move redraws the dice and a player row, not the
        Terrace and the court."""
        self.letters = letters
        if not view:
            for name in self._parts:
                self._part(name, ())
            self._close()
            self.dice = {}
            return
        get = view.get
        parts = self._parts
        if self._part("dice", (letters, self.least, *(get(key) for key in _DICE_KEYS))):
            self.dice = {}
            parts["dice"].end = self._dice(view, 12)
        y = parts["dice"].end
        if self._part("terrace", (letters, self.least, y, *(get(key) for key in _TERRACE_KEYS))):
            parts["terrace"].end = self._terrace(view, y + 6)
        y = parts["terrace"].end
        if self._part("court", (letters, self.least, y, *(get(key) for key in _COURT_KEYS))):
            parts["court"].end = self._court(view, seat, y + 6)
        y = parts["court"].end
        self._players(view, seat, max(y + 10, 470))
        self._close()

    def _dice(self, view: CourtView, y: float) -> float:
        active = view.get("active", 0)
        x0 = PANEL_X + 14
        self.seat_mark(active, x0 + 9, y + 13)
        who = texts.name(self.names, active)
        if view.get("phase") == "bribe":
            turn = QCoreApplication.translate("ForbiddenCityPanel", "Setting bribery boards")
        elif view.get("over"):
            turn = QCoreApplication.translate("ForbiddenCityPanel", "Game over")
        elif view.get("bonus_move"):
            turn = QCoreApplication.translate("ForbiddenCityPanel", "{name}'s turn · bonus move").format(
                name=who
            )
        else:
            turn = QCoreApplication.translate(
                "ForbiddenCityPanel", "{name}'s turn · moves made: {n} of {total}"
            ).format(name=who, n=view.get("moves_made", 0), total=MAX_MOVES)
        self._name_text(turn, x0 + 24, y + 2, PANEL_X + PANEL_W - 14, 13)
        y += 34
        fate = view.get("last_fate")
        next_die = view.get("next_fate_die") if view.get("phase") in ("move", "fate") else None
        x = x0 + 24
        for die in ("small", "medium", "large"):
            face = fate["face"] if fate and fate["die"] == die else None
            item, _new = self._take(DieItem, lambda: cached(DieItem()))
            item.set_face(die, face, next_die == die)
            place(item, x, y + 30)
            if face:
                tip = QCoreApplication.translate(
                    "ForbiddenCityPanel", "{die} fate die (after move {n}): last roll {face}"
                ).format(die=texts.word(die), n=_MOVE_OF_DIE[die], face=texts.word(face))
            else:
                tip = QCoreApplication.translate(
                    "ForbiddenCityPanel", "{die} fate die (after move {n})"
                ).format(die=texts.word(die), n=_MOVE_OF_DIE[die])
            item.setToolTip(tip)
            self.dice[die] = item
            caption = f"{texts.word(die)}\n{texts.word(face)}" if face else texts.word(die)
            self._text(caption, x, y + 58, 8.5, bold=bool(face), centred=True)
            x += DIE_SIZES[die] / 2 + 44 + DIE_SIZES.get(_NEXT_DIE.get(die, ""), 0) / 2
        target = view.get("target") or 0
        colour = view["stacks"][target - 1]["colour"] if target else None
        self.d8, _new = self._take(D8Item, lambda: cached(D8Item()))
        self.d8.set_value(target, colour)
        place(self.d8, x + 20, y + 30)
        self.d8.setToolTip(
            QCoreApplication.translate("ForbiddenCityPanel", "Pavilion die: the target is {pavilion}").format(
                pavilion=texts.pavilion_text(view)
            )
        )
        self._text(
            QCoreApplication.translate("ForbiddenCityPanel", "d8 · target"),
            x - 6,
            y + 60,
            8.5,
            colour=palette.INK_SOFT,
        )
        tx = x + 62
        target_text = (
            QCoreApplication.translate("ForbiddenCityPanel", "Target: pavilion {n}").format(n=target)
            if target
            else QCoreApplication.translate("ForbiddenCityPanel", "No target yet")
        )
        self._text(target_text, tx, y + 8, 11, bold=True)
        self._text(texts.word(colour) if colour else "", tx, y + 28, 10, colour=palette.INK_SOFT)
        meaning = texts.face_sentence(view) if fate else ""
        if not meaning and fate and not view.get("over"):
            meaning_of = texts.FACE_MEANING.get(fate["face"])
            face = texts.translated(meaning_of) if meaning_of else texts.word(fate["face"])
            meaning = QCoreApplication.translate(
                "ForbiddenCityPanel", "Last roll: the {die} die showed {face}."
            ).format(die=texts.word(fate["die"]), face=face)
        legend = self._para(
            escape(meaning)
            or QCoreApplication.translate(
                "ForbiddenCityPanel",
                "Dice: black ends the turn · blank moves again · pavilion: new target · dragon: take a card.",
            ),
            x0,
            y + 90,
            PANEL_W - 30,
            9,
        )
        # lifted to 9 px on a laptop the legend wraps sooner: the Terrace's heading comes after it
        return max(y + 124, self._para_bottom(legend, y + 90, PANEL_W - 30) + 6)

    def _terrace(self, view: CourtView, y: float) -> float:
        y = self._heading(QCoreApplication.translate("ForbiddenCityPanel", "Terrace of banishment"), y)
        banished = view.get("banished", 0)
        self._text(
            QCoreApplication.translate("ForbiddenCityPanel", "{n} of {total}").format(
                n=banished, total=TERRACE_SLOTS
            ),
            PANEL_X + PANEL_W - 14,
            y - 28,
            11,
            bold=True,
            right=True,
        )
        slot = (PANEL_W - 40) / TERRACE_SLOTS
        x0 = PANEL_X + 20
        late = (TERRACE_SLOTS - ALL_CARDS_AFTER) * slot
        self._rect(QRectF(x0 + ALL_CARDS_AFTER * slot - 2, y - 2, late + 4, slot + 18), LATE_BRUSH, LATE_PEN)
        terrace = view.get("terrace") or []
        # every slot's box and number first (a banished official's slot keeps an empty number),
        # the officials last: one more banished official adds an item instead of shifting them all
        for k in range(TERRACE_SLOTS):
            x = x0 + k * slot
            self._rect(QRectF(x + 1, y, slot - 2, slot), SLOT_BRUSH, SLOT_PEN)
            number = str(k + 1) if k >= len(terrace) else ""
            self._text(number, x + slot / 2 - 5, y + slot / 2 - 7, 7.5, colour=QColor("#c9ad7d"))
        mode = (
            QCoreApplication.translate("ForbiddenCityPanel", "ALL-CARDS MODE")
            if view.get("all_cards_mode")
            else QCoreApplication.translate("ForbiddenCityPanel", "after 10: all cards")
        )
        end = x0 + TERRACE_SLOTS * slot
        # lifted to 9 px (about their middle) the captions' words still start under the slots
        high, lifted = line_height(glyphs.font(9, bold=True), self.least)
        under = y + slot + 1 + (lifted - high) / 2
        mode_item = self._text(mode, end, under, 9, bold=True, colour=palette.WALL, right=True)
        # up to the mode's words as they are drawn lifted (German ran into "nach 10: alle Karten")
        mode_left = end - mode_item.boundingRect().width() * lifted / high
        self._fitted(
            QCoreApplication.translate("ForbiddenCityPanel", "the 15th ends the game"),
            x0,
            under,
            mode_left - 6,
            9,
            colour=palette.INK_SOFT,
        )
        for k, official in enumerate(terrace[:TERRACE_SLOTS]):
            self.mini_official(
                official,
                x0 + k * slot + slot / 2,
                y + slot / 2,
                slot * 0.95,
                ("terrace", official),
                QCoreApplication.translate("ForbiddenCityPanel", "Banished: the {official} official").format(
                    official=texts.official_text(official)
                ),
            )
        return under - (lifted - high) / 2 + max(19.0, lifted + 2)

    def _court(self, view: CourtView, seat: int | None, y: float) -> float:
        y = self._heading(QCoreApplication.translate("ForbiddenCityPanel", "At the pavilion"), y)
        lines = texts.court_lines(view, self.names)
        res = view.get("resolution")
        reveal = view.get("last_reveal")
        if res and res.get("official"):
            self.mini_official(res["official"], PANEL_X + 38, y + 26, 46, ("claim", res["official"]))
        elif reveal and reveal.get("official"):
            self.mini_official(reveal["official"], PANEL_X + 38, y + 26, 46, ("revealed", reveal["official"]))
        if not lines:
            lines = [
                QCoreApplication.translate(
                    "ForbiddenCityPanel",
                    "No official has reached a pavilion yet. Bring one into the target pavilion; "
                    "whoever bribed it is paid with a card.",
                )
            ]
        # names are data, never markup (issue 13.8): each line is escaped, only the breaks are HTML
        para = self._para("<br/>".join(map(escape, lines)), PANEL_X + 66, y - 2, PANEL_W - 80, 11.5)
        # where the paragraph ends as drawn: lifted to 9 px on a laptop it wraps sooner and grows
        y = max(y + 60, self._para_bottom(para, y - 2, PANEL_W - 80) + 4)
        if reveal and (not res or res.get("case")):
            y = self._reveal_row(view, reveal, y)
        return y

    def _reveal_row(self, view: CourtView, reveal: RevealView, y: float) -> float:
        """F-6.3: every seat's board as it was turned over: the heading on a line of its own, the
        boards under it (beside it, the German heading ran into the first board, and lifted to
        9 px on a laptop any heading does)."""
        self._text(
            QCoreApplication.translate("ForbiddenCityPanel", "Boards revealed:"),
            PANEL_X + 14,
            y + 4,
            10,
            bold=True,
        )
        y += 22
        x = PANEL_X + 24
        for seat, official in enumerate(reveal.get("boards") or []):
            self.seat_mark(seat, x, y + 16, 16)
            if official:
                hit = list(official) == list(reveal.get("official") or [])
                if hit:
                    self._rect(QRectF(x + 10, y - 2, 34, 36), HIT_BRUSH, HIT_PEN)
                self.mini_official(
                    official,
                    x + 27,
                    y + 16,
                    30,
                    ("revealed", seat, official),
                    QCoreApplication.translate(
                        "ForbiddenCityPanel", "{name} had bribed the {official} official"
                    ).format(name=texts.name(self.names, seat), official=texts.official_text(official)),
                )
            x += 64
        return y + 40

    def _players(self, view: CourtView, seat: int | None, y: float) -> None:
        """The heading and a row per player, each made again only when its player's row changed."""
        if self._part("players", (y,)):
            self._heading(
                QCoreApplication.translate("ForbiddenCityPanel", "Players · cards grouped as they score"), y
            )
        y += 30
        n = view.get("players", 0)
        hands, left = [view["hands"][s] for s in range(n)], SCENE_H - 14 - y
        needs = [self._row_need(hand, *CARD_LOOKS[-2]) for hand in hands]
        if sum(needs) > left:  # the groups' captions go (their boxes' tooltips say them)
            needs = [self._row_need(hand, *CARD_LOOKS[-1]) for hand in hands]
        rooms = shared(needs, left)
        for s, room in enumerate(rooms):
            active = s == view.get("active") and not view.get("over")
            shown = (view["scores"][s], view["boards"][s], view["hands"][s], view.get("boards_open"))
            if self._part(f"row {s}", (self.letters, self.least, s == seat, active, y, room, *shown)):
                self._player_row(view, s, seat, y, room)
            y += room
        for s in range(n, len(self.names)):
            self._part(f"row {s}", ())  # a seat the view no longer lists: its row goes

    def _row_need(self, hand: Sequence[Sequence[str]], w: float, captions: bool) -> float:
        """The height a player's row needs: the name's line, then "no cards yet" or the hand's
        groups with cards ``w`` wide (each line a box of cards, with its caption or not)."""
        if not hand:
            return 26 + line_height(glyphs.font(10), self.least)[1] + 6
        return 24 + group_lines(hand, w) * (1.4 * w + (16 if captions else 6)) + 6

    def _player_row(self, view: CourtView, s: int, seat: int | None, y: float, room: float) -> None:
        x0 = PANEL_X + 14
        # the band is there for every row, empty but for the player to move: the row's items
        # then come in the same kinds and order whoever moves, and a turn's end redraws it in place
        active = s == view.get("active") and not view.get("over")
        self._rect(
            QRectF(x0 - 6, y - 2, PANEL_W - 16, room - 4), ACTIVE_BRUSH if active else NO_BRUSH, NO_PEN
        )
        self.seat_mark(s, x0 + 9, y + 11)
        label = texts.name(self.names, s)
        if s == seat:
            label = QCoreApplication.translate("ForbiddenCityPanel", "{name} (you)").format(name=label)
        # the board mark follows a long name, as far as the status still fits before the score
        name_end = x0 + 24 + QFontMetricsF(glyphs.font(12, bold=True)).horizontalAdvance(label)
        mark_x = min(max(x0 + 190, name_end + 20), PANEL_X + PANEL_W - 74 - 96)
        self._name_text(label, x0 + 24, y, mark_x - 12)
        score = view["scores"][s]
        self._text(
            texts.points_short(score),
            PANEL_X + PANEL_W - 74,
            y,
            13,
            bold=True,
            colour=palette.WALL,
        )
        board = view["boards"][s]
        official = board.get("official")
        if official:
            # another seat's secret board shows only with everything revealed (review)
            secret = not view.get("boards_open")
            words = texts.official_text(official)
            if secret and s == seat:
                tip = QCoreApplication.translate(
                    "ForbiddenCityPanel", "Your bribery board: the {official} official (secret)"
                )
                status = QCoreApplication.translate("ForbiddenCityPanel", "your board")
            elif secret:
                tip = QCoreApplication.translate(
                    "ForbiddenCityPanel", "Bribery board: the {official} official (still secret in the match)"
                )
                status = QCoreApplication.translate("ForbiddenCityPanel", "secret board")
            else:
                tip = QCoreApplication.translate("ForbiddenCityPanel", "Revealed board: {official}")
                status = QCoreApplication.translate("ForbiddenCityPanel", "board revealed")
            self.mini_official(
                official, mark_x, y + 10, 24, ("board", s, tuple(official)), tip.format(official=words)
            )
        else:
            status = (
                QCoreApplication.translate("ForbiddenCityPanel", "board set")
                if board.get("set")
                else QCoreApplication.translate("ForbiddenCityPanel", "no board yet")
            )
            self._painted(
                mark_x,
                y + 10,
                QRectF(-9, -10, 18, 20),
                _secret_board(board.get("set")),
                ("board", s, None),
                look=("secret board", bool(board.get("set"))),
            )
        # up to the score (Dutch "bord ingesteld", lifted, ran into "3 ptn")
        self._fitted(status, mark_x + 16, y + 2, PANEL_X + PANEL_W - 78, 9.5, colour=palette.INK_SOFT)
        hand = view["hands"][s]
        if not hand:
            self._text(
                QCoreApplication.translate("ForbiddenCityPanel", "no cards yet"),
                x0 + 24,
                y + 26,
                10,
                colour=palette.INK_SOFT,
            )
            return
        groups = groups_of(hand)
        captions = [_caption([CARDS[c] for c in group]) for group in groups]
        # the biggest cards whose groups fit the row, with their captions where there is room
        # (a second line of groups, or a caption, lay on the next player's name)
        w, with_captions = next(
            (look for look in CARD_LOOKS if self._row_need(hand, *look) <= room), CARD_LOOKS[-1]
        )
        x = x0 + 4
        gy = y + 24
        for group, caption in zip(groups, captions, strict=True):
            cards = [CARDS[c] for c in group]
            kind = texts.group_kind(cards)
            width = _group_width(len(cards), w, caption)
            if x + width > PANEL_X + PANEL_W - 12 and x > x0 + 4:
                x = x0 + 4
                gy += 1.4 * w + (16 if with_captions else 6)
            group_name = texts.translated(texts.GROUP_NAMES[kind])
            self._rect(
                QRectF(x, gy, width, 1.4 * w + (16 if with_captions else 6)),
                GROUP_BRUSH,
                GROUP_PEN,
                QCoreApplication.translate("ForbiddenCityPanel", "{group}: {points} points").format(
                    group=group_name, points=texts.GROUP_POINTS[kind]
                ),
            )
            for k, card in enumerate(cards):
                self.card(card, x + 3 + w / 2 + k * (w + 3), gy + 0.7 * w + 3, w)
            # centred under its cards: lifted to 9 px on a laptop a caption grows both ways, into
            # the gap, where from the left edge it ran into the next group's ("einzeln 1"); its
            # words end inside the group's box (lower, they lay on the next player's name)
            high, lifted = line_height(glyphs.font(CAPTION_PT, bold=False), self.least)
            self._text(
                caption if with_captions else "",
                x + width / 2,
                min(gy + 1.4 * w + 3, gy + 1.4 * w + 15 - (high + lifted) / 2),
                CAPTION_PT,
                colour=palette.INK_SOFT,
                centred=True,
            )
            x += width + GROUP_GAP


#: The looks a player's row tries, the biggest first: its cards' width and whether its groups
#: have captions, the smaller where its groups need more room than the row has.
CARD_LOOKS = ((20.0, True), (15.0, True), (11.0, True), (11.0, False))


def group_lines(hand: Sequence[Sequence[str]], w: float) -> int:
    """How many lines a hand's card groups take in a player's row with cards ``w`` wide."""
    groups = groups_of(hand)
    lines, x, right = 1, 4.0, PANEL_W - 26
    for group in groups:
        width = _group_width(len(group), w, _caption([CARDS[c] for c in group]))
        if x + width > right and x > 4.0:
            lines, x = lines + 1, 4.0
        x += width + GROUP_GAP
    return lines


def shared(needs: Sequence[float], room: float) -> list[float]:
    """The players' rows' heights in ``room``: each row what it needs and an equal share of what
    is left, or (where the rows need more than there is) each a share of ``room`` as it needs."""
    total = sum(needs)
    if not needs:
        return []
    if total <= room:
        return [need + (room - total) / len(needs) for need in needs]
    return [need * room / total for need in needs]


@lru_cache(maxsize=512)
def _arranged(ids: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(group) for group in arrange(list(ids)))


def groups_of(hand: Sequence[Sequence[str]]) -> tuple[tuple[int, ...], ...]:
    """``arrange`` of a hand, kept: the panel and each player card ask at every refresh, and a
    hand changes seldom (finding the best grouping is a search)."""
    return _arranged(tuple(card_ids(hand)))


def card_ids(hand: Sequence[Sequence[str]]) -> list[int]:
    """The engine's card ids of a hand as the view lists it (``[colour, garment]``)."""
    return [card for card in map(parse_card, hand) if card is not None]


def _secret_board(is_set: bool):
    """A face-down bribery board: a closed lacquer box (set) or an empty outline."""

    def paint(p: QPainter) -> None:
        p.setPen(QPen(palette.FRAME, 1.2))
        p.setBrush(palette.WALL if is_set else Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(QRectF(-8, -9, 16, 18), 3, 3)
        if is_set:
            p.setPen(QPen(palette.ROOF, 1.2))
            p.drawText(QRectF(-8, -9, 16, 18), Qt.AlignmentFlag.AlignCenter, "?")

    return paint


def roll_animation(items: Sequence[DieItem | D8Item], duration: int = 450) -> QVariantAnimation:
    """Tumble dice (``DieItem.animate``) or any item with ``animate(value)`` for a moment."""
    animation = QVariantAnimation()
    animation.setStartValue(0.0)
    animation.setEndValue(1.0)
    animation.setDuration(motion.scaled(duration))
    animation.valueChanged.connect(lambda v: [item.animate(float(v)) for item in items])
    return animation


def centre_of(item: QGraphicsItem) -> QPointF:
    return item.scenePos()
