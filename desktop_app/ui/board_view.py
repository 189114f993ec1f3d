"""The view that shows a board's scene: fitted to the window, zoomable, pannable, antialiased.

The zoom is kept relative to "fit", so the board stays fitted whenever the window is resized
and a player who zoomed in keeps the same magnification relative to the window.

The boards paint from pixel caches (``games/layers.py``) kept in Qt's ``QPixmapCache``; the view
makes the cache big enough for its size at every resize, or the caches would evict one another.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QWheelEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView

from desktop_app.ui.games.layers import make_room

MIN_ZOOM = 1.0
MAX_ZOOM = 6.0
STEP = 1.2


class BoardView(QGraphicsView):
    """A QGraphicsView with wheel and keyboard zoom, drag to pan and fit on resize."""

    def __init__(self, scene: QGraphicsScene | None = None) -> None:
        super().__init__(scene)
        self.zoom = 1.0
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setBackgroundBrush(QColor("#EFE6D2"))
        self.setMinimumSize(320, 240)

    def _content_rect(self) -> QRectF:
        scene = self.scene()
        if scene is None:
            return QRectF()
        rect = scene.sceneRect()
        return rect.adjusted(-12, -12, 12, 12) if not rect.isEmpty() else rect

    def refit(self) -> None:
        """Fit the whole board, then apply the player's zoom on top."""
        rect = self._content_rect()
        if rect.isEmpty():
            return
        self.resetTransform()
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        if self.zoom != 1.0:
            self.scale(self.zoom, self.zoom)

    def set_zoom(self, zoom: float) -> None:
        zoom = max(MIN_ZOOM, min(MAX_ZOOM, zoom))
        if abs(zoom - self.zoom) < 1e-6:
            return
        factor = zoom / self.zoom
        self.zoom = zoom
        if zoom == MIN_ZOOM:
            self.refit()
        else:
            self.scale(factor, factor)

    def zoom_in(self) -> None:
        anchor = self.transformationAnchor()
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.set_zoom(self.zoom * STEP)
        self.setTransformationAnchor(anchor)

    def zoom_out(self) -> None:
        anchor = self.transformationAnchor()
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.set_zoom(self.zoom / STEP)
        self.setTransformationAnchor(anchor)

    def reset_zoom(self) -> None:
        self.zoom = 1.0
        self.refit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        delta = event.angleDelta().y()
        if delta == 0:
            return
        self.set_zoom(self.zoom * (STEP ** (delta / 120)))
        event.accept()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        port = self.viewport()
        make_room(port.width(), port.height(), port.devicePixelRatioF())
        self.refit()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.refit()
