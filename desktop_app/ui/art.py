"""The start page's game catalogue and its card art (SVG files drawn for this project).

The art lives in ``resources/art/<game_id>.svg`` at the top of the repository. A missing file is
not an error: the card then paints a plain gradient, so an unusual install still starts.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter
from PySide6.QtSvg import QSvgRenderer

from desktop_app.ui.marks import QT_TRANSLATE_NOOP


@dataclass(frozen=True, slots=True)
class GameCard:
    """What a start-page card says about a game before its rules engine is even loaded."""

    game_id: str
    title: str
    #: English, marked for translation (``QT_TRANSLATE_NOOP`` in context "GameCard"): the
    #: catalogue is built at import, before any translator is installed, so cards translate it.
    tagline: str
    accent: str
    #: (fewest, most) players: the card says it before the rules load (a test holds it to the
    #: rules' own ``min_players``/``max_players``).
    players: tuple[int, int] = (2, 4)


CATALOGUE: tuple[GameCard, ...] = (
    GameCard(
        "maharaja",
        "Maharaja",
        QT_TRANSLATE_NOOP(
            "GameCard",
            "Send your architect along the roads of Rajasthan and build palaces where the Maharaja "
            "goes next.",
        ),
        "#C2452D",
        (2, 5),
    ),
    GameCard(
        "forbidden_city",
        "The Forbidden City",
        QT_TRANSLATE_NOOP(
            "GameCard",
            "Bribe an official in secret, slide officials through the palace maze and bluff for garments.",
        ),
        "#B22A22",
        (2, 4),
    ),
    GameCard(
        "arkadia",
        "Arkadia",
        QT_TRANSLATE_NOOP(
            "GameCard",
            "Raise a castle with your builders, collect seals and cash in your banners at the right time.",
        ),
        "#2F5E9E",
        (2, 4),
    ),
)


def repo_root() -> Path:
    """Where resources/ and docs/ are: beside the package in a checkout (and in the PyInstaller
    bundle), inside it as desktop_app/share/ once installed from a wheel (packaging/share_build.py)."""
    package = Path(__file__).resolve().parents[1]
    shipped = package / "share"
    return shipped if shipped.is_dir() else package.parent


def resources_dir() -> Path:
    return repo_root() / "resources"


@cache
def _renderer(game_id: str) -> QSvgRenderer | None:
    path = resources_dir() / "art" / f"{game_id}.svg"
    if not path.is_file():
        return None
    renderer = QSvgRenderer(str(path))
    return renderer if renderer.isValid() else None


def paint_card_art(painter: QPainter, rect: QRectF, game_id: str, accent: str) -> None:
    """Draw a game's art filling ``rect`` (cropped, never stretched), or a gradient without art."""
    renderer = _renderer(game_id)
    painter.save()
    painter.setClipRect(rect, Qt.ClipOperation.IntersectClip)
    if renderer is None:
        gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
        gradient.setColorAt(0, QColor(accent).lighter(140))
        gradient.setColorAt(1, QColor(accent).darker(140))
        painter.fillRect(rect, gradient)
    else:
        size = renderer.defaultSize()
        scale = max(rect.width() / size.width(), rect.height() / size.height())
        width, height = size.width() * scale, size.height() * scale
        target = QRectF(rect.center().x() - width / 2, rect.center().y() - height / 2, width, height)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter, target)
    painter.restore()


def paint_emblem(painter: QPainter, rect: QRectF) -> None:
    """The app's own emblem: three palace domes on an indigo roundel (window icon, start banner)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#1F2A44"))
    painter.drawEllipse(rect)
    gold = QColor("#E2B04A")
    painter.setBrush(gold)
    w, h = rect.width(), rect.height()
    base_y = rect.top() + h * 0.68
    for centre, radius in ((0.30, 0.11), (0.50, 0.16), (0.70, 0.11)):
        cx = rect.left() + w * centre
        r = w * radius
        painter.drawPie(QRectF(cx - r, base_y - r, 2 * r, 2 * r), 0, 180 * 16)
        painter.drawRect(QRectF(cx - w * 0.01, base_y - r - h * 0.07, w * 0.02, h * 0.07))
    painter.drawRect(QRectF(rect.left() + w * 0.17, base_y, w * 0.66, h * 0.08))
    painter.restore()
