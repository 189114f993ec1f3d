"""How a legal target and the keyboard focus look, the same in every game (issue 19, items 4-5).

A legal target used to be a faint brighter yellow on sand: invisible to many eyes and to anyone
who tells colours apart badly. Both marks here are built from *lightness* contrast, which every
kind of colour vision sees, and from shape, not hue:

- a legal target gets a wide pale glow, a dark solid outline and a bright inner line
  (``paint_legal``); the one under the pointer or picked is drawn thicker;
- the keyboard focus is a ring *around* the target, outside its outline: a dark ring with a
  white halo and short white dashes (``paint_focus``), so it reads on dark and on light ground
  and never looks like one more legal target.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

#: The dark outline of a legal target and of the focus ring (a deep indigo, near black).
OUTLINE = QColor("#1A1446")
#: The bright inner line of a legal target (a light amber: high lightness, not a hue cue).
INNER = QColor("#FFE27A")
#: The pale glow around a legal target.
GLOW = QColor(255, 255, 245, 190)
#: The focus ring's halo and dashes.
HALO = QColor(255, 255, 255, 235)


def paint_legal(painter: QPainter, path: QPainterPath, strong: bool = False, fill: bool = True) -> None:
    """Glow, dark outline and bright inner line along ``path`` (a closed area or a road line)."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    glow = QPen(GLOW, 17 if strong else 14, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    glow.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(glow)
    painter.drawPath(path)
    if fill:
        wash = QColor(INNER)
        wash.setAlpha(150 if strong else 105)
        painter.setBrush(wash)
    painter.setPen(QPen(OUTLINE, 5.5 if strong else 4.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawPath(path)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(INNER, 2.4 if strong else 1.8, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawPath(path)


def focus_path(rect: QRectF, round_shape: bool, margin: float = 12.0) -> QPainterPath:
    """The focus ring's path: ``rect`` grown by ``margin``, as an ellipse or a rounded box."""
    grown = rect.adjusted(-margin, -margin, margin, margin)
    path = QPainterPath()
    if round_shape:
        path.addEllipse(grown)
    else:
        path.addRoundedRect(grown, 8, 8)
    return path


def paint_focus(painter: QPainter, path: QPainterPath) -> None:
    """White halo, dark ring, white dashes: visible on any ground, unlike any legal-target mark."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(HALO, 11))
    painter.drawPath(path)
    painter.setPen(QPen(OUTLINE, 5))
    painter.drawPath(path)
    dashes = QPen(HALO, 2.2, Qt.PenStyle.CustomDashLine, Qt.PenCapStyle.FlatCap)
    dashes.setDashPattern([3, 3])
    painter.setPen(dashes)
    painter.drawPath(path)
