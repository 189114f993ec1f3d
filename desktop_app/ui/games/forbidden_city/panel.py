"""The information panel beside the maze: dice, Terrace, the court of the last pavilion, players.

Drawn from the View on every sync, part by part (no truth kept in items: a part is drawn again
whenever its share of the view changed, into the items it drew last time: ``panel_items``); the
drawings are painted from pixel caches (``layers.cached``), so a frame that passes over the
panel does not draw them again. Items that
show a bribery board are ``Painted`` items tagged ``("board", seat, official)`` so tests can
check that another seat's board is never drawn before its reveal (F-8.1, issue 7, point 5).
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QVariantAnimation
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QGraphicsItem,
)

from desktop_app.games.forbidden_city import (
    ALL_CARDS_FROM,
    BANISH_LIMIT,
    DIE_FOR_MOVE,
    MAX_MOVES,
    CourtView,
    RevealView,
)
from desktop_app.ui import motion
from desktop_app.ui.games.board_text import line_height
from desktop_app.ui.games.forbidden_city import glyphs, palette, texts
from desktop_app.ui.games.forbidden_city.geometry import PANEL_W, PANEL_X, SCENE_H
from desktop_app.ui.games.forbidden_city.panel_drawing import (
    HIT_BRUSH,
    HIT_PEN,
    LATE_BRUSH,
    LATE_PEN,
    SLOT_BRUSH,
    SLOT_PEN,
)
from desktop_app.ui.games.forbidden_city.panel_items import (
    DIE_SIZES,
    D8Item,
    DieItem,
    Painted,
    place,
)
from desktop_app.ui.games.forbidden_city.panel_players import PlayersSection, groups_of
from desktop_app.ui.games.layers import cached
from desktop_app.ui.widget_tools import as_plain

__all__ = ["InfoPanel", "Painted", "groups_of", "roll_animation"]

_NEXT_DIE = {"small": "medium", "medium": "large"}
_MOVE_OF_DIE = {die: k for k, die in DIE_FOR_MOVE.items()}
#: F-6.8 / F-7.1 and F-6: the Terrace holds 15, all-cards mode starts after 10 (engine constants).
TERRACE_SLOTS = BANISH_LIMIT
ALL_CARDS_AFTER = ALL_CARDS_FROM


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


class InfoPanel(PlayersSection):
    """Everything right of the maze, rebuilt from the View."""

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
        """The turn's line, the three fate dice, the pavilion die and what the last roll meant;
        where the next part starts."""
        x0 = PANEL_X + 14
        self._turn_line(view, x0, y)
        y += 34
        fate = view.get("last_fate")
        x = self._fate_dice(view, x0 + 24, y)
        self._pavilion_die(view, x, y)
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

    def _turn_line(self, view: CourtView, x0: float, y: float) -> None:
        """Whose turn it is (their mark and name) and how far it has come."""
        active = view.get("active", 0)
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

    def _fate_dice(self, view: CourtView, x: float, y: float) -> float:
        """The three fate dice from ``x``, the last roll's face on its die; where the next begins."""
        fate = view.get("last_fate")
        next_die = view.get("next_fate_die") if view.get("phase") in ("move", "fate") else None
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
            room = DIE_SIZES[die] + 38
            if face and self._wider_lifted(caption, 8.5, room):
                caption = texts.word(die)  # the face in the die's tooltip, not on its neighbour
            self._die_caption(caption, tip, x, y + 60, room, bold=bool(face))
            x += DIE_SIZES[die] / 2 + 44 + DIE_SIZES.get(_NEXT_DIE.get(die, ""), 0) / 2
        return x

    def _die_caption(self, caption: str, tip: str, x: float, y: float, room: float, bold: bool) -> None:
        """A die's name (and the face it showed) centred under it at ``y``, in line with its
        neighbours' and the pavilion die's. Each line is an item of its own: a two-line item,
        lifted on a laptop, grew about its middle up onto the large die ("große / Schwarz")."""
        lines = caption.split("\n")
        if len(lines) == 1:
            shown = self._lifted_cut(caption, 8.5, room)
            self._text(shown, x, y, 8.5, bold=bold, centred=True).setToolTip(tip if shown != caption else "")
            return
        _high, lifted = line_height(glyphs.font(8.5, bold=bold), self.least)
        for row, line in enumerate(lines):
            self._text(line, x, y + row * lifted, 8.5, bold=bold, centred=True).setToolTip("")

    def _pavilion_die(self, view: CourtView, x: float, y: float) -> None:
        """The pavilion die at ``x`` and the target it shows, in words beside it."""
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
        # up to the panel's edge as drawn (lifted, "Target: pavilion 4" ran past it)
        self._name_text(target_text, tx, y + 8, PANEL_X + PANEL_W - 8, 11)
        # under the target's words as they are drawn (lifted to 9 px both grow about their middles)
        high, lifted = line_height(glyphs.font(11, bold=True), self.least)
        below, grown = line_height(glyphs.font(10), self.least)
        under = max(y + 28, y + 8 + (high + lifted) / 2 + (grown - below) / 2 + 1)
        self._text(texts.word(colour) if colour else "", tx, under, 10, colour=palette.INK_SOFT)

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
        late_left = x0 + ALL_CARDS_AFTER * slot - 2
        late_box = self._rect(QRectF(late_left, y - 2, late + 4, slot + 18), LATE_BRUSH, LATE_PEN)
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
        # the box holds the mode's words as drawn lifted, down past them (its lower edge ran
        # through "ALL-CARDS MODE" at 1280x720), or, where they are wider than the box (its side
        # ran through them), the slots alone with the words under it (above their tops)
        tall = slot + 2 if mode_left < late_left + 2 else max(slot + 18, slot + lifted + 4)
        late_box.setRect(QRectF(late_left, y - 2, late + 4, tall))
        self._fitted(
            QCoreApplication.translate("ForbiddenCityPanel", "the 15th ends the game"),
            x0,
            under,
            mode_left - 6,
            9,
            colour=palette.INK_SOFT,
        )
        self._banished(terrace, x0, y, slot)
        return under - (lifted - high) / 2 + max(19.0, lifted + 2)

    def _banished(self, terrace: list, x0: float, y: float, slot: float) -> None:
        """The banished officials in their slots, drawn after the slots (one more banished
        official adds an item instead of shifting them all)."""
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
        revealing = bool(reveal and (not res or res.get("case")))
        # the players' rows keep their least room under the court: a long account, lifted to 9 px
        # on a laptop, ends sooner, its last line cut and the whole in its tooltip (at a match's
        # end with four players it pushed the players below the panel's bottom)
        row = self._reveal_heading_room() + 40 if revealing else 0
        last = SCENE_H - 14 - self.players_least(view.get("players", 0)) - row - 14
        y = self._account(lines, y, last)
        if reveal and revealing:
            y = self._reveal_row(view, reveal, y)
        return y

    def _account(self, lines: list[str], y: float, last: float) -> float:
        """The court's account from ``y`` as far as ``last`` at the most; where it ends."""

        def html(shown: list[str]) -> str:
            # names are data, never markup (issue 13.8): each line is escaped, only the breaks are HTML
            return "<br/>".join(map(escape, shown))

        font, width = glyphs.font(11.5, bold=False), PANEL_W - 80
        shown = list(lines)
        # where the paragraph ends as drawn: lifted to 9 px on a laptop it wraps sooner and grows
        while len(shown) > 1 and y - 2 + self._html_height(html(shown), font, width) + 4 > last:
            shown = [*shown[:-2], shown[-2] + " …"]
        para = self._para(html(shown), PANEL_X + 66, y - 2, width, 11.5)
        para.setToolTip(as_plain("\n".join(lines)) if shown != lines else "")
        return max(y + 60, self._para_bottom(para, y - 2, width) + 4)

    def _reveal_heading_room(self) -> float:
        """From the reveal row's top to its boards: the heading (at 4), lifted to 9 px on a laptop
        about its middle, and 6 clear above a hit's frame (at 22 the frame lay 1-2 px under it)."""
        high, lifted = line_height(glyphs.font(10, bold=True), self.least)
        return max(22.0, 4 + (high + lifted) / 2 + 6 + 2)

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
        y += self._reveal_heading_room()
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
