"""The view that shows a board's scene: fitted to the window, zoomable, pannable, antialiased.

The zoom is kept relative to "fit", so the board stays fitted whenever the window is resized
and a player who zoomed in keeps the same magnification relative to the window.

Keyboard play (issue 19): with a board attached, Tab / Shift+Tab and the arrow keys move the
board's focus ring over its legal targets, Enter / Space choose, Escape cancels; Tab past the
last target leaves the board for the side panel. The view's accessible description is the
board's prompt and the focused target, so a screen reader says both.

The boards paint from pixel caches (``games/layers.py``) kept in Qt's ``QPixmapCache``; the view
makes the cache big enough for its size at every resize, or the caches would evict one another.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent, QColor, QFocusEvent, QKeyEvent, QPainter, QWheelEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView

from desktop_app.ui.games.base import Board
from desktop_app.ui.games.board_text import lift_text
from desktop_app.ui.games.layers import make_room

#: Keys that choose the focused target (Enter too, unless the board gives it a meaning first).
CHOOSE_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)
MIN_ZOOM = 1.0
MAX_ZOOM = 6.0
STEP = 1.2


#: Focus given without a key: by a click, or by the screen (``MatchView.take_focus``).
_QUIET = (Qt.FocusReason.MouseFocusReason, Qt.FocusReason.OtherFocusReason)
#: Focus coming back after the window, a menu or a popup had it.
_BACK = (
    Qt.FocusReason.ActiveWindowFocusReason,
    Qt.FocusReason.PopupFocusReason,
    Qt.FocusReason.MenuBarFocusReason,
)


class BoardView(QGraphicsView):
    """A QGraphicsView with wheel and keyboard zoom, drag to pan and fit on resize."""

    def __init__(self, scene: QGraphicsScene | None = None, board: Board | None = None) -> None:
        super().__init__(scene if board is None else board.scene)
        self.zoom = 1.0
        self.board = board
        #: The keyboard ring was shown when the window last lost the focus (it comes back with it).
        self._ring_when_left = False
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(QCoreApplication.translate("BoardView", "Board"))
        self.viewport().setAccessibleName(self.accessibleName())
        if board is not None:
            board.keyboard.described.connect(self._describe)
            board.prompt_changed.connect(self._describe)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        # The regions that changed, each on its own when they are few (a moved piece and the
        # square it left), their bounding rectangle when many: one rectangle around two corners
        # of the board repainted most of it (Maharaja review: 4.6 ms a step, 2.5 in this mode).
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setBackgroundBrush(QColor("#EFE6D2"))
        self.setMinimumSize(320, 240)
        if self.scene() is not None:
            # Texts a redraw made or changed are lifted before the next frame's next paint.
            self.scene().changed.connect(self._scene_changed)

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
        self._scaled()

    def lift_text(self) -> None:
        """Every board text at least 9 px high at the view's present scale (see board_text)."""
        scene = self.scene()
        if scene is not None:
            lift_text(scene, self.transform().m22())

    def _scaled(self) -> None:
        """The view's scale changed: the board may lay its text out anew, then it is lifted."""
        if self.board is not None:
            self.board.view_scaled(self.transform().m22())
        self.lift_text()

    def _scene_changed(self, _regions: object) -> None:
        self.lift_text()

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
            self._scaled()

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

    # --- keyboard play -------------------------------------------------------------------------

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: A002 - Qt's own parameter name
        """Tab walks the board's targets first; past the end it leaves the board as usual."""
        keyboard = self.board.keyboard if self.board is not None else None
        if keyboard is not None and self.hasFocus():
            if not keyboard.shown and keyboard.targets:  # focused by a click: Tab shows the ring
                keyboard.show_focus(True, backwards=not next)
                return True
            if keyboard.step(next):
                return True
        return super().focusNextPrevChild(next)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        keyboard = self.board.keyboard if self.board is not None else None
        key = Qt.Key(event.key())
        arrows = {
            Qt.Key.Key_Left: (-1, 0),
            Qt.Key.Key_Right: (1, 0),
            Qt.Key.Key_Up: (0, -1),
            Qt.Key.Key_Down: (0, 1),
        }
        plain = not event.modifiers() & (
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
        )
        if key == Qt.Key.Key_Escape and self.board is not None:
            self.board.cancel()
            event.accept()
            return
        if keyboard is not None and plain:
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.board is not None and self.board.enter():
                event.accept()
                return
            if (key in arrows or key in CHOOSE_KEYS) and not keyboard.shown and keyboard.targets:
                keyboard.show_focus(True)  # focused by a click: the first key shows where it is
                event.accept()
                return
            if key in arrows and keyboard.toward(*arrows[key]):
                event.accept()
                return
            if key == Qt.Key.Key_Space and keyboard.choose():
                event.accept()
                return
        super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        reason = event.reason()
        if self.board is None or reason in _QUIET:
            # a click, or the screen giving the board the keys, puts the focus here too, but a
            # person using the mouse wants no ring: it shows at the first key (Tab, an arrow,
            # Space, Enter)
            return
        if reason in _BACK and not self._ring_when_left:
            return  # the window (or a menu) gave the focus back: the ring only if it had it
        self.board.keyboard.show_focus(True, reason == Qt.FocusReason.BacktabFocusReason)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        if self.board is not None:
            self._ring_when_left = self.board.keyboard.shown
            self.board.keyboard.show_focus(False)

    def _describe(self, _text: str = "") -> None:
        """Prompt and focused target as the accessible description (a screen reader reads it)."""
        if self.board is None:
            return
        parts = [self.board.prompt(), self.board.keyboard.description]
        text = "\n".join(part for part in parts if part)
        if text == self.accessibleDescription():
            return
        self.setAccessibleDescription(text)
        if QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.DescriptionChanged))
