"""The nine disc actions (M-4.1–M-4.9): names, costs, and vector icons.

The same painter function draws the icons in the disc picker (side widget) and on the revealed
discs in the scene, so a player recognises an action by its picture everywhere.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QIcon, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop_app.ui.games.maharaja.glyphs import house_path, palace_path, polygon, shield_path
from desktop_app.ui.games.sprites import Sprites
from desktop_app.ui.marks import QT_TRANSLATE_NOOP

#: The actions' short names, English (marked for translation; ``short_name`` translates).
SHORT_NAMES = {
    "take_gold": QT_TRANSLATE_NOOP("MaharajaActions", "Take gold"),
    "build_house": QT_TRANSLATE_NOOP("MaharajaActions", "Build house"),
    "build_two_houses": QT_TRANSLATE_NOOP("MaharajaActions", "Two houses"),
    "move_house": QT_TRANSLATE_NOOP("MaharajaActions", "Move house"),
    "take_houses": QT_TRANSLATE_NOOP("MaharajaActions", "Take houses"),
    "build_palace": QT_TRANSLATE_NOOP("MaharajaActions", "Palace"),
    "build_palace_house": QT_TRANSLATE_NOOP("MaharajaActions", "Palace + house"),
    "move_shield": QT_TRANSLATE_NOOP("MaharajaActions", "Move shield"),
    "swap_card": QT_TRANSLATE_NOOP("MaharajaActions", "Swap card"),
}

#: One line each: what the action does (tooltips), in the players' words.
EXPLANATIONS = {
    "take_gold": QT_TRANSLATE_NOOP("MaharajaActions", "Take 2 gold from the bank."),
    "build_house": QT_TRANSLATE_NOOP(
        "MaharajaActions",
        "Pay 1 gold: put a house from your supply on a village with room, or in the city where your "
        "architect stands.",
    ),
    "build_two_houses": QT_TRANSLATE_NOOP(
        "MaharajaActions", "Pay 2 gold: one house in your architect's city and one on a village."
    ),
    "move_house": QT_TRANSLATE_NOOP(
        "MaharajaActions", "Move one of your houses to a village with room or to your architect's city."
    ),
    "take_houses": QT_TRANSLATE_NOOP("MaharajaActions", "Take 2 houses from the quarry into your supply."),
    "build_palace": QT_TRANSLATE_NOOP(
        "MaharajaActions", "Pay 12 gold (9 for the Master Builder): a palace in your architect's city."
    ),
    "build_palace_house": QT_TRANSLATE_NOOP(
        "MaharajaActions", "Pay the palace price + 1: a palace in your architect's city and a house."
    ),
    "move_shield": QT_TRANSLATE_NOOP(
        "MaharajaActions",
        "Move a city's shield 1 or 2 places along the track: the Maharaja visits it sooner or later.",
    ),
    "swap_card": QT_TRANSLATE_NOOP("MaharajaActions", "Exchange your character card for another one."),
}

#: What each character card lets its holder do, in the players' words (rules M-6).
CARD_POWERS = {
    1: QT_TRANSLATE_NOOP(
        "MaharajaActions", "Wins every tie, in scorings and at the end of the game, and moves first."
    ),
    2: QT_TRANSLATE_NOOP("MaharajaActions", "Receives 1 gold at the start of each of his turns."),
    3: QT_TRANSLATE_NOOP(
        "MaharajaActions", "His palaces on outer sites count 2 points instead of 1 in a scoring."
    ),
    4: QT_TRANSLATE_NOOP("MaharajaActions", "Travels for free: the bank pays his fares."),
    5: QT_TRANSLATE_NOOP(
        "MaharajaActions",
        "Once per turn, either builds one house for free or moves one of his houses for free.",
    ),
    6: QT_TRANSLATE_NOOP("MaharajaActions", "Palaces cost him 9 gold instead of 12."),
    7: QT_TRANSLATE_NOOP(
        "MaharajaActions", "Professional variants only: may take an action chip once per turn; moves last."
    ),
}


def short_name(action: str) -> str:
    """An action's short name ("Palace + house") in the chosen language."""
    name = SHORT_NAMES.get(action)
    return QCoreApplication.translate("MaharajaActions", name) if name is not None else action


def explanation(action: str) -> str:
    """What an action does (its tooltip), in the chosen language."""
    text = EXPLANATIONS.get(action)
    return QCoreApplication.translate("MaharajaActions", text) if text is not None else ""


def card_power(card: int) -> str:
    """What a character card lets its holder do, in the chosen language."""
    text = CARD_POWERS.get(card)
    return QCoreApplication.translate("MaharajaActions", text) if text is not None else ""


def card_tooltip(cards: list[int], names: dict[int, str]) -> str:
    """One line per card: "Card 2 · Trader: receives 1 gold at the start of each of his turns."."""
    lines = []
    for card in cards:
        power = card_power(card)
        head = QCoreApplication.translate("MaharajaActions", "Card {n} · {name}").format(
            n=card, name=names.get(card, "")
        )
        head = head.strip(" ·")
        lines.append(f"{head}: {power}" if power else head)
    return "\n".join(lines)


INK = QColor("#4a2e17")
COIN = QColor("#e5b431")
HOUSE = QColor("#c9834a")
PALACE = QColor("#f1e3c4")


def _fill(painter: QPainter, path: QPainterPath, colour: QColor, at: QPointF, scale: float) -> None:
    painter.save()
    painter.translate(at)
    painter.scale(scale, scale)
    painter.setBrush(QBrush(colour))
    painter.setPen(QPen(INK, 1.6 / scale))
    painter.drawPath(path)
    painter.restore()


def _coin(painter: QPainter, at: QPointF, r: float) -> None:
    painter.setBrush(QBrush(COIN))
    painter.setPen(QPen(QColor("#8a6212"), r * 0.14))
    painter.drawEllipse(at, r, r)
    painter.setPen(QPen(QColor("#8a6212"), r * 0.08))
    painter.drawEllipse(at, r * 0.62, r * 0.62)


def _arrow(painter: QPainter, start: QPointF, end: QPointF, width: float) -> None:
    painter.setPen(QPen(QColor("#b3361e"), width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(start, end)
    direction = end - start
    length = max((direction.x() ** 2 + direction.y() ** 2) ** 0.5, 1e-6)
    ux, uy = direction.x() / length, direction.y() / length
    head = width * 2.6
    left = QPointF(end.x() - ux * head - uy * head * 0.7, end.y() - uy * head + ux * head * 0.7)
    right = QPointF(end.x() - ux * head + uy * head * 0.7, end.y() - uy * head - ux * head * 0.7)
    painter.setBrush(QBrush(QColor("#b3361e")))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawPolygon([end, left, right])


def paint_action_icon(painter: QPainter, code: str, rect: QRectF) -> None:
    """Draw the icon of disc action ``code`` into ``rect`` (square-ish)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    s = min(rect.width(), rect.height()) / 40.0  # icons are designed on a 40x40 grid
    c = rect.center()

    def p(x: float, y: float) -> QPointF:
        return QPointF(c.x() + x * s, c.y() + y * s)

    if code == "take_gold":
        _coin(painter, p(-5, 4), 10 * s)
        _coin(painter, p(6, -3), 10 * s)
    elif code == "build_house":
        _fill(painter, house_path(24), HOUSE, p(0, 1), s)
    elif code == "build_two_houses":
        _fill(painter, house_path(18), HOUSE, p(-8, 3), s)
        _fill(painter, house_path(18), HOUSE, p(9, -2), s)
    elif code == "move_house":
        _fill(painter, house_path(18), HOUSE, p(-9, 4), s)
        _arrow(painter, p(1, -6), p(15, -6), 2.6 * s)
    elif code == "take_houses":
        _fill(painter, house_path(15), HOUSE, p(-7, 7), s)
        _fill(painter, house_path(15), HOUSE, p(7, 7), s)
        _arrow(painter, p(0, -4), p(0, -17), 2.6 * s)
    elif code == "build_palace":
        _fill(painter, palace_path(30), PALACE, p(0, 2), s)
    elif code == "build_palace_house":
        _fill(painter, palace_path(26), PALACE, p(-5, 1), s)
        _fill(painter, house_path(13), HOUSE, p(12, 10), s)
    elif code == "move_shield":
        _fill(painter, shield_path(20), QColor("#3d6fb4"), p(-5, 1), s)
        _arrow(painter, p(12, 6), p(12, -14), 2.4 * s)
    elif code == "swap_card":
        for dx, dy, angle, colour in ((-6, 0, -12, "#f6ecd6"), (6, 2, 12, "#e9d3a6")):
            painter.save()
            painter.translate(p(dx, dy))
            painter.rotate(angle)
            painter.setBrush(QBrush(QColor(colour)))
            painter.setPen(QPen(INK, 1.5 * s))
            painter.drawRoundedRect(QRectF(-8 * s, -12 * s, 16 * s, 24 * s), 2.5 * s, 2.5 * s)
            painter.restore()
        _arrow(painter, p(-10, -15), p(10, -15), 2.2 * s)
    else:  # unknown or hidden: a question mark
        painter.setPen(QPen(INK))
        font = QFont("DejaVu Serif")
        font.setPixelSize(max(1, int(24 * s)))
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "?")
    painter.restore()


@cache
def action_icon(code: str, size: int = 40, ratio: float = 2.0) -> QIcon:
    """A QIcon of an action for buttons (rendered at ``ratio`` for sharp high-DPI screens); made
    once per code and size, as the side panel asks for the same few icons at every refresh."""
    pixmap = QPixmap(int(size * ratio), int(size * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint_action_icon(painter, code, QRectF(0, 0, size, size))
    painter.end()
    return QIcon(pixmap)


#: The action discs' pictures: a store of their own, apart from the pieces' (``sprites.STORE``,
#: which a finished match's screen fills ahead of need for the perspective it shows): a disc
#: still secret is "?" to every other seat, so one perspective's discs are not another's.
DISCS = Sprites(limit=200, hints=QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)


class DiscItem(QGraphicsItem):
    """A round action disc with two halves: two action icons, or "?" while still secret.

    ``done`` marks halves already carried out this turn: they are greyed and ticked.
    """

    def __init__(
        self,
        codes: list[str | None],
        radius: float = 22.0,
        ring: QColor | None = None,
        done: tuple[bool, bool] = (False, False),
    ) -> None:
        super().__init__()
        self.codes = codes
        self.done = done
        self.radius = radius
        self.ring = ring or QColor("#8c6239")
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        r = self.radius + 2
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """From a store of pictures (``DISCS``): a review jump gives every prince's row another
        disc, and each was painted anew, icon by icon (half a millisecond of a Maharaja jump,
        issue 18); a disc looks the same wherever it is, given its actions, ticks, size and ring."""
        look = ("disc", tuple(self.codes[:2]), self.done, self.radius, self.ring.rgba())
        rect = self.boundingRect()
        DISCS.draw(painter, (look, rect.x(), rect.y()), rect, self._paint_disc)

    def _paint_disc(self, painter: QPainter) -> None:
        r = self.radius
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QBrush(QColor("#fbf3df")))
        painter.setPen(QPen(self.ring, 2.2))
        painter.drawEllipse(QPointF(0, 0), r, r)
        painter.setPen(QPen(QColor(140, 98, 57, 140), 1))
        painter.drawLine(QPointF(0, -r + 2), QPointF(0, r - 2))
        for index, code in enumerate(self.codes[:2]):
            x = -r / 2 if index == 0 else r / 2
            box = QRectF(x - r * 0.45, -r * 0.45, r * 0.9, r * 0.9)
            paint_action_icon(painter, code or "?", box)
            if self.done[index]:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QBrush(QColor(251, 243, 223, 170)))
                painter.drawPie(QRectF(-r, -r, 2 * r, 2 * r), (90 if index == 0 else -90) * 16, 180 * 16)
                painter.setPen(
                    QPen(QColor("#2f7d32"), r * 0.16, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
                )
                painter.drawPolyline(
                    [
                        QPointF(x - r * 0.25, r * 0.05),
                        QPointF(x - r * 0.05, r * 0.25),
                        QPointF(x + r * 0.3, -r * 0.2),
                    ]
                )


@cache
def crown_path(size: float) -> QPainterPath:
    """A small crown-like marker for the Maharaja's shield on the track."""
    h = size
    return polygon(
        [
            (-h, h * 0.5),
            (-h, -h * 0.3),
            (-h * 0.5, h * 0.1),
            (0, -h * 0.6),
            (h * 0.5, h * 0.1),
            (h, -h * 0.3),
            (h, h * 0.5),
        ]
    )
