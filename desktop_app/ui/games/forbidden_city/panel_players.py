"""The players' section of the Forbidden City's information panel: a row per player with their
name, board and score, and their hand's cards in the groups they score in (``arrange``), each row
as tall as its name and groups need."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPen

from desktop_app.games.forbidden_city import (
    CARDS,
    CourtView,
    arrange,
    parse_card,
)
from desktop_app.ui.games.board_text import line_height
from desktop_app.ui.games.forbidden_city import glyphs, palette, texts
from desktop_app.ui.games.forbidden_city.geometry import PANEL_W, PANEL_X, SCENE_H
from desktop_app.ui.games.forbidden_city.panel_drawing import (
    ACTIVE_BRUSH,
    GROUP_BRUSH,
    GROUP_PEN,
    NO_BRUSH,
    NO_PEN,
    PanelDrawing,
)

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


def _group_width(count: int, w: float, caption: str, least: float = 0.0) -> float:
    """A group's frame: its ``count`` cards ``w`` wide, at least 44, and room for its caption as
    wide as it is drawn (lifted to 9 px on a laptop, where ``least`` is a 9 px line's height, it
    grew past the frame and the gap into the next group's: 'einzeln 1' on 'alle drei 10')."""
    font = glyphs.font(CAPTION_PT)
    high, lifted = line_height(font, least)
    words = QFontMetricsF(font).horizontalAdvance(caption) * max(CAPTION_ROOM, lifted / high)
    return max(count * (w + 3) + 6, 44.0, words)


def _group_height(w: float, least: float) -> float:
    """A group's box: its cards ``w`` wide, then (``least``: a 9 px line's height, 0: no captions)
    its caption's line as tall as it is drawn. Lifted to 9 px on a laptop the captions were drawn
    taller than the 13 px kept under the cards and lay on their bottoms ("pair 4", issue 33)."""
    if least <= 0:
        return 1.4 * w + 6
    return 1.4 * w + 3 + max(13.0, line_height(glyphs.font(CAPTION_PT, bold=False), least)[1] + 1)


class PlayersSection(PanelDrawing):
    """The panel's drawing of the players' section (``_players``)."""

    def players_least(self, players: int) -> float:
        """The least height of the players' section: its heading and each row with the smallest
        look (a name and a line of small cards without captions, or "no cards yet")."""
        w, captions = CARD_LOOKS[-1]
        row = max(self._row_need([], w, captions), 24 + 1.4 * w + 6 + 6)
        return 30 + players * row

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
        return (
            24 + group_lines(hand, w, self.least if captions else 0.0) * self._group_height(w, captions) + 6
        )

    def _group_height(self, w: float, captions: bool) -> float:
        """A group's box in this scene (its caption's line at least 13 high, lifted or not)."""
        return _group_height(w, max(self.least, 1.0) if captions else 0.0)

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
        # the score ends at the panel's edge: lifted from its left end it ran past it ("22 Pkt.")
        score = self._text(
            texts.points_short(view["scores"][s]),
            PANEL_X + PANEL_W - 10,
            y,
            13,
            bold=True,
            colour=palette.WALL,
            right=True,
        )
        high, lifted = line_height(score.font(), self.least)
        score_left = PANEL_X + PANEL_W - 10 - score.boundingRect().width() * lifted / high
        status = self._board_mark(view, s, seat, mark_x, y)
        # up to the score (Dutch "bord ingesteld", lifted, ran into "3 ptn")
        self._fitted(
            status,
            mark_x + 16,
            y + 2,
            min(PANEL_X + PANEL_W - 78, score_left - 6),
            9.5,
            colour=palette.INK_SOFT,
        )
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
        self._groups(hand, x0, y + 24, room)

    def _board_mark(self, view: CourtView, s: int, seat: int | None, mark_x: float, y: float) -> str:
        """Seat ``s``'s bribery board beside its name (an official once revealed, or to its owner;
        else a closed box): what its status says."""
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
        return status

    def _groups(self, hand: Sequence[Sequence[str]], x0: float, gy: float, room: float) -> None:
        """A hand's cards in the groups they score in, from ``gy`` down, in a row ``room`` high."""
        groups = groups_of(hand)
        captions = [_caption([CARDS[c] for c in group]) for group in groups]
        # the biggest cards whose groups fit the row, with their captions where there is room
        # (a second line of groups, or a caption, lay on the next player's name)
        w, with_captions = next(
            (look for look in CARD_LOOKS if self._row_need(hand, *look) <= room), CARD_LOOKS[-1]
        )
        x = x0 + 4
        box = self._group_height(w, with_captions)
        for group, caption in zip(groups, captions, strict=True):
            cards = [CARDS[c] for c in group]
            kind = texts.group_kind(cards)
            width = _group_width(len(cards), w, caption, self.least if with_captions else 0.0)
            if x + width > PANEL_X + PANEL_W - 12 and x > x0 + 4:
                x = x0 + 4
                gy += box
            group_name = texts.translated(texts.GROUP_NAMES[kind])
            self._rect(
                QRectF(x, gy, width, box),
                GROUP_BRUSH,
                GROUP_PEN,
                QCoreApplication.translate("ForbiddenCityPanel", "{group}: {points} points").format(
                    group=group_name, points=texts.GROUP_POINTS[kind]
                ),
            )
            for k, card in enumerate(cards):
                self.card(card, x + 3 + w / 2 + k * (w + 3), gy + 0.7 * w + 3, w)
            # centred under its cards: lifted to 9 px on a laptop a caption grows both ways, into
            # the gap, where from the left edge it ran into the next group's ("einzeln 1"), and
            # up and down about its middle: its words start under the cards (higher, they lay on
            # their bottoms) and end inside the group's box (lower, on the next player's name)
            high, lifted = line_height(glyphs.font(CAPTION_PT, bold=False), self.least)
            self._text(
                caption if with_captions else "",
                x + width / 2,
                gy + 1.4 * w + 3 + (lifted - high) / 2,
                CAPTION_PT,
                colour=palette.INK_SOFT,
                centred=True,
            )
            x += width + GROUP_GAP


#: The looks a player's row tries, the biggest first: its cards' width and whether its groups
#: have captions, the smaller where its groups need more room than the row has.
CARD_LOOKS = ((20.0, True), (15.0, True), (11.0, True), (11.0, False))


def group_lines(hand: Sequence[Sequence[str]], w: float, least: float = 0.0) -> int:
    """How many lines a hand's card groups take in a player's row with cards ``w`` wide."""
    groups = groups_of(hand)
    lines, x, right = 1, 4.0, PANEL_W - 26
    for group in groups:
        width = _group_width(len(group), w, _caption([CARDS[c] for c in group]), least)
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
