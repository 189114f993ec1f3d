"""Board text a person can read: every text item of a board's scene at least ``MIN_PX`` high.

The view fits the whole board into the window, so on a 1280x720 laptop the scene is drawn at a
half or less of its size and a 9-point city name or count came out 5 to 7 px high (issue 33,
item 2). After each fit, zoom and redraw the view lifts each text item that would be smaller:
it scales the item about its anchor (the centre of a line of text, the top left of a paragraph
or of a line the board marked ``ANCHOR_LEFT``, the right edge of one marked ``ANCHOR_RIGHT``: a
count against a box's right edge stays inside it), so a label stays where its board put it, and a
wrapped paragraph keeps its width on the board (it wraps sooner). Text big enough is left exactly
as the board drew it.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF
from PySide6.QtGui import QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSimpleTextItem, QGraphicsTextItem

#: Board text is at least this many pixels high on the screen (the font's ascent and descent).
MIN_PX = 9.0
#: ``QGraphicsItem.data`` keys: the scale the board gave the item, the text width it gave a
#: paragraph, the width lifting gave it, and where the item grows from (``ANCHOR_LEFT``).
OWN_SCALE, OWN_WIDTH, LIFTED_WIDTH, ANCHOR = 0x7E57, 0x7E58, 0x7E59, 0x7E5A
ANCHOR_LEFT = "left"
ANCHOR_RIGHT = "right"


def anchor_left(item: QGraphicsItem) -> None:
    """``item`` is a line of text laid out from its left edge: when lifted it grows to the right."""
    item.setData(ANCHOR, ANCHOR_LEFT)


def anchor_right(item: QGraphicsItem) -> None:
    """``item`` is a line of text that ends at its right edge: when lifted it grows to the left."""
    item.setData(ANCHOR, ANCHOR_RIGHT)


def anchor_centre(item: QGraphicsItem) -> None:
    """``item`` (perhaps reused from another place) grows from its centre when lifted."""
    item.setData(ANCHOR, None)


def least_line(view_scale: float) -> float:
    """The scene height of a line ``MIN_PX`` high on the screen at ``view_scale`` (rounded up to a
    quarter, so a board laid out for it is laid out again only when it changes noticeably)."""
    if view_scale <= 0:
        return 0.0
    return math.ceil((MIN_PX + 0.05) / abs(view_scale) * 4) / 4


def line_height(font: QFont, least: float) -> tuple[float, float]:
    """(height, height once lifted) of a line of ``font`` in a scene whose 9 px line is ``least``
    high (``least_line``; 0: nothing is lifted): a board that stacks lines lays each out at its
    lifted height, so lines lifted on a laptop do not lie on each other."""
    high = QFontMetricsF(font).height()
    return high, max(high, least)


def lift_text(scene: QGraphicsScene, view_scale: float) -> int:
    """Scale each text item of ``scene`` so it is at least ``MIN_PX`` high at ``view_scale``;
    return how many items changed (none when nothing needs it: redraws stay cheap)."""
    changed = 0
    for item in scene.items():
        if isinstance(item, (QGraphicsSimpleTextItem, QGraphicsTextItem)) and _lift(item, view_scale):
            changed += 1
    return changed


def _lift(item: QGraphicsSimpleTextItem | QGraphicsTextItem, view_scale: float) -> bool:
    own = item.data(OWN_SCALE)
    if own is None:
        own = item.scale()
        item.setData(OWN_SCALE, own)
    now = item.scale() or 1.0
    above = abs(item.sceneTransform().m22()) / now  # the parents' scale
    high = QFontMetricsF(item.font()).height() * above * own * abs(view_scale)
    target = MIN_PX + 0.05  # a hair above, so rounding never leaves it at 8.99
    want = own * target / high if 0 < high < target else own
    paragraph = isinstance(item, QGraphicsTextItem)
    if isinstance(item, QGraphicsTextItem):
        _keep_width(item, own / want)
    if abs(want - now) > 1e-3:
        item.setScale(want)
    elif want == own:
        return False
    # The anchor again each time: a kept item given a longer text grows from its new centre.
    box = item.boundingRect()
    left = paragraph or item.data(ANCHOR) == ANCHOR_LEFT
    right = not paragraph and item.data(ANCHOR) == ANCHOR_RIGHT
    x = box.left() if left else box.right() if right else box.center().x()
    # a paragraph grows down from its top line (about its middle it rose into its heading)
    origin = QPointF(x, box.top() if paragraph else box.center().y())
    if item.transformOriginPoint() != origin:
        item.setTransformOriginPoint(origin)
        return True
    return abs(want - now) > 1e-3


def _keep_width(item: QGraphicsTextItem, shrink: float) -> None:
    """A wrapped paragraph scaled by 1/``shrink`` wraps at ``shrink`` of its width: as wide as before."""
    width = item.textWidth()
    if width <= 0:
        return
    if item.data(LIFTED_WIDTH) is None or abs(width - item.data(LIFTED_WIDTH)) > 1e-3:
        item.setData(OWN_WIDTH, width)  # the board laid it out (again) at this width
    lifted = item.data(OWN_WIDTH) * shrink
    if abs(lifted - width) > 1e-3:
        item.setData(LIFTED_WIDTH, lifted)
        item.setTextWidth(lifted)


def readable_font(painter: QPainter, font: QFont) -> QFont:
    """``font``, or a larger copy of it, that ``painter`` draws at least ``MIN_PX`` high: for text a
    board paints itself (the maze's coordinates), whose painter carries the view's scale."""
    world = painter.worldTransform()
    scale = math.hypot(world.m21(), world.m22())
    high = QFontMetricsF(font).height() * scale
    if high <= 0 or high >= MIN_PX:
        return font
    bigger = QFont(font)
    bigger.setPointSizeF(font.pointSizeF() * (MIN_PX + 0.3) / high)
    for _ in range(4):  # a font's height does not grow quite in step with its size: check it
        if QFontMetricsF(bigger).height() * scale >= MIN_PX:
            break
        bigger.setPointSizeF(bigger.pointSizeF() * 1.05)
    return bigger
