"""Does a match screen fit a laptop (issue 33, item 2)? The checks ``layout_check`` lacks.

``layout_check.problems`` finds every text that does not fit its widget; a text cut or elided is
only a fault here when its full words are not a hover away (the widget's tooltip holds them).
Added to that, on a match screen:

- a push button smaller than its size hint ("button below hint": Qt squeezes the words first);
- the prompt's primary action (End turn, Confirm: the side panels' accent buttons) not wholly
  on the screen without scrolling ("primary hidden");
- a log that shows fewer than ``LOG_LINES`` lines and is no drawer, or a drawer that shows
  fewer when opened ("log short"); player cards that show less than two whole cards ("cards
  short");
- text drawn in a board's scene less than ``BOARD_TEXT_PX`` pixels high on the screen, through
  the item's and the view's transforms ("board text small"; a board's own ``drawText``:
  "painted text small"), or lying on another text of the
  board by more than a few pixels each way ("board text overlap": a count lifted to 9 px over
  its neighbour);
- a button or the board that moves when the prompt's text changes ("moves under pointer").
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPoint, QRect, QRectF
from PySide6.QtGui import QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import (
    QAbstractButton,
    QGraphicsItem,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QPushButton,
    QWidget,
)

from desktop_app.ui.match_side import PRIMARY_NAMES
from tests.ui.layout_check import SLACK, Problem, _name, _shown, problems

#: The log shows at least this many lines (or is a drawer).
LOG_LINES = 6
#: Board text is at least this many pixels high on the screen (the font's ascent and descent).
BOARD_TEXT_PX = 9.0
#: The kinds of ``layout_check`` that mean words a person cannot read whole.
CUT_KINDS = frozenset(
    {
        "text elided",
        "text cut",
        "wrapped text cut",
        "button text cut",
        "tool button text cut",
        "cut by parent",
    }
)


def _hover_has(problem: Problem, top: QWidget) -> bool:
    """The widget that ``problem`` names has the words it cuts in its tooltip."""
    for widget in [top, *top.findChildren(QWidget)]:
        if _name(widget) == problem.where:
            tip = widget.toolTip()
            words = _words(problem.text)
            if tip and (words in tip or tip.strip().startswith(words[: max(8, len(words) // 2)])):
                return True
    return False


def cut_words(top: QWidget) -> list[Problem]:
    """``layout_check``'s problems, less the cut words whose whole text is a hover away."""
    return [
        problem for problem in problems(top) if problem.kind not in CUT_KINDS or not _hover_has(problem, top)
    ]


def _words(text: str) -> str:
    """A text's words as a hover would have them: without a list's "▶" before them."""
    return text.strip().lstrip("▶").strip()


def buttons_below_hint(top: QWidget) -> list[Problem]:
    """Visible push buttons smaller than their size hint (words and padding), but for a list's
    link that draws its words shortened with "…" and has them whole in its tooltip."""
    found = []
    for button in top.findChildren(QPushButton):
        if not _shown(button, top) or not button.text().strip():
            continue
        if button.objectName() == "linkButton" and _words(button.text()) in button.toolTip():
            continue
        hint = button.sizeHint()
        least = button.minimumSizeHint()
        high = max(least.height(), min(hint.height(), button.maximumHeight()))
        if (
            button.width() + SLACK < min(hint.width(), button.maximumWidth())
            or button.height() + SLACK < high
        ):
            found.append(
                Problem(
                    "button below hint",
                    _name(button),
                    button.text(),
                    f"{button.width()}x{button.height()}, hint {hint.width()}x{hint.height()}",
                )
            )
    return found


def on_screen(widget: QWidget, top: QWidget) -> QRect:
    """The part of ``widget`` its ancestors up to ``top`` show now, in ``widget``'s coordinates
    (no scrolling: what a scroll area hides is hidden)."""
    rect = widget.rect()
    current = widget
    offset = QPoint(0, 0)
    while current is not top and current.parentWidget() is not None:
        parent = current.parentWidget()
        assert parent is not None
        offset += current.pos()
        rect = rect.intersected(parent.rect().translated(-offset))
        current = parent
    return rect


def primary_buttons(top: QWidget) -> list[QPushButton]:
    """The prompt's primary actions shown now: the accent buttons of a match's side column."""
    side = top.findChild(QWidget, "matchSide")
    if side is None:
        return []
    return [
        button
        for button in side.findChildren(QPushButton)
        if (button.property("accent") or button.objectName() in PRIMARY_NAMES)
        and button.isVisibleTo(top)
        and button.text().strip()
    ]


def primary_hidden(top: QWidget) -> list[Problem]:
    """A primary action not wholly on the screen without scrolling."""
    found = []
    for button in primary_buttons(top):
        shown = on_screen(button, top)
        if shown.height() + SLACK < button.height() or shown.width() + SLACK < button.width():
            found.append(
                Problem(
                    "primary hidden",
                    _name(button),
                    button.text(),
                    f"{shown.width()}x{shown.height()} of {button.width()}x{button.height()} shown",
                )
            )
    return found


def _lines(log) -> float:
    return log.viewport().height() / max(QFontMetricsF(log.font()).lineSpacing(), 1.0)


def log_short(match) -> list[Problem]:
    """The match log shows fewer than ``LOG_LINES`` lines in the side column and is no drawer,
    or its drawer shows fewer when opened; or the player cards show less than two whole cards."""
    found = []
    log, side = match.log, match.side
    control = side.log_drawer
    if control.drawer and control.button.isVisibleTo(match):
        was_open = control.button.isChecked()
        control.button.setChecked(True)  # open the drawer, as a person would
        _settle()
        lines = _lines(log)
        control.button.setChecked(was_open)
        _settle()
        if lines + 0.05 < LOG_LINES:
            found.append(Problem("log short", "log drawer", "", f"{lines:.1f} lines"))
    elif log.isVisibleTo(match):
        lines = _lines(log)
        if lines + 0.05 < LOG_LINES:
            found.append(Problem("log short", "log", "", f"{lines:.1f} lines ({log.viewport().height()} px)"))
    cards = [card for card in match.players.cards if not card.isHidden()][:2]
    scroll = match.players_scroll
    if cards and _shown(scroll, match):
        spacing = match.players.layout().spacing() if match.players.layout() is not None else 0
        need = sum(card.height() for card in cards) + spacing * (len(cards) - 1)
        if scroll.viewport().height() + SLACK < need:
            shown = scroll.viewport().height()
            found.append(Problem("cards short", "players", "", f"{shown} px for two cards of {need}"))
    return found


def board_text_heights(view: QGraphicsView) -> list[tuple[float, str]]:
    """(pixels high on the screen, text) of every visible text item of the view's scene."""
    scene = view.scene()
    if scene is None:
        return []
    scale = view.transform().m22()
    shown_rect = view.mapToScene(view.viewport().rect()).boundingRect()
    heights = []
    for item in scene.items():
        if not isinstance(item, (QGraphicsSimpleTextItem, QGraphicsTextItem)) or not item.isVisible():
            continue
        text = item.text() if isinstance(item, QGraphicsSimpleTextItem) else item.toPlainText()
        if not text.strip() or item.opacity() <= 0.01:
            continue
        if not item.sceneBoundingRect().intersects(shown_rect):
            continue
        high = QFontMetricsF(item.font()).height() * abs(item.sceneTransform().m22()) * abs(scale)
        heights.append((high, text))
    return heights


def painted_text_heights(view: QGraphicsView) -> list[tuple[float, str]]:
    """(pixels high on the screen, text) of every text a board paints itself (``QPainter.drawText``
    in an item's paint, a die's caption, a count on a card), read while the view is drawn once
    into a picture with every cache off: the painter then carries the item's and the view's
    transforms, as on the screen."""
    scene = view.scene()
    if scene is None or view.viewport().width() <= 0 or view.viewport().height() <= 0:
        return []
    drawn: list[tuple[float, str]] = []
    plain = QPainter.drawText

    def spy(painter: QPainter, *args):
        world = painter.worldTransform()
        high = QFontMetricsF(painter.font()).height() * math.hypot(world.m21(), world.m22())
        text = next((arg for arg in args if isinstance(arg, str)), "")
        if text.strip():
            drawn.append((high, text))
        return plain(painter, *args)

    modes = {item: item.cacheMode() for item in scene.items()}
    for item in modes:
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    picture = QImage(view.viewport().size(), QImage.Format.Format_ARGB32_Premultiplied)
    QPainter.drawText = spy  # type: ignore[method-assign]
    try:
        painter = QPainter(picture)
        view.render(painter, QRectF(picture.rect()), view.viewport().rect())
        painter.end()
    finally:
        QPainter.drawText = plain  # type: ignore[method-assign]
        for item, mode in modes.items():
            item.setCacheMode(mode)
    return drawn


def board_text_small(match) -> list[Problem]:
    """Board text under ``BOARD_TEXT_PX`` on the screen (the least one per screen, with a count)."""
    views = [view for view in match.findChildren(QGraphicsView) if _shown(view, match)]
    found = []
    for kind, measure in (
        ("board text small", board_text_heights),
        ("painted text small", painted_text_heights),
    ):
        small = [
            (high, text) for view in views for high, text in measure(view) if high < BOARD_TEXT_PX - 0.05
        ]
        if small:
            least = min(small)
            found.append(Problem(kind, "board", least[1], f"{len(small)} texts, least {least[0]:.1f} px"))
    return found


def _text_items(view: QGraphicsView) -> list:
    """The visible text items of the view's scene with words, inside what the view shows."""
    scene = view.scene()
    if scene is None:
        return []
    shown_rect = view.mapToScene(view.viewport().rect()).boundingRect()
    found = []
    for item in scene.items():
        if not isinstance(item, (QGraphicsSimpleTextItem, QGraphicsTextItem)) or not item.isVisible():
            continue
        text = item.text() if isinstance(item, QGraphicsSimpleTextItem) else item.toPlainText()
        if text.strip() and item.opacity() > 0.01 and item.sceneBoundingRect().intersects(shown_rect):
            found.append((item, text))
    return found


def _ink(item) -> QRectF:
    """Where ``item``'s words are in the scene: a simple item's box is its text, a paragraph's
    each line's used width (its box is as wide as its text width, however short its lines)."""
    if isinstance(item, QGraphicsTextItem):
        layout_rect = QRectF()
        block = item.document().begin()
        while block.isValid():
            lines = block.layout()
            for index in range(lines.lineCount()):
                line = lines.lineAt(index)
                layout_rect = layout_rect.united(line.naturalTextRect().translated(lines.position()))
            block = block.next()
        return item.mapRectToScene(layout_rect)
    return item.sceneBoundingRect()


def board_text_overlaps(match) -> list[Problem]:
    """Texts of a board that lie on each other on the screen (more than a pixel each way): a
    count grown for legibility over its neighbour, a caption over a row of words."""
    found = []
    for view in match.findChildren(QGraphicsView):
        if not _shown(view, match):
            continue
        scale = abs(view.transform().m22()) or 1.0
        items = [(text, _ink(item)) for item, text in _text_items(view)]
        for i, (text, box) in enumerate(items):
            for other, other_box in items[i + 1 :]:
                common = box.intersected(other_box)
                if common.width() * scale > 2.5 and common.height() * scale > 2.5:
                    found.append(_overlap(text, other, common, scale))
        found += _text_on_cards(view, items, scale)
    return found


def _overlap(text: str, other: str, common: QRectF, scale: float) -> Problem:
    """A board text lying on ``other`` (another text, a card), ``common`` as much as on screen."""
    size = f"{common.width() * scale:.0f}x{common.height() * scale:.0f} px in common"
    return Problem("board text overlap", "board", f"{text} | {other}", size)


def _text_on_cards(view: QGraphicsView, items: list[tuple[str, QRectF]], scale: float) -> list[Problem]:
    """Board texts that lie on a card's picture (items tagged ``("card", ...)``, as the Forbidden
    City's panel tags its hands' cards): lifted to 9 px, a group's caption lay on its cards'
    bottoms ('pair 4')."""
    cards = [
        item.sceneBoundingRect()
        for item in view.scene().items()
        if item.isVisible()
        and (tag := getattr(item, "tag", None))
        and isinstance(tag, tuple)
        and tag[0] == "card"
    ]
    found = []
    for text, box in items:
        for card in cards:
            common = box.intersected(card)
            if common.width() * scale > 2.5 and common.height() * scale > 1.5:
                found.append(_overlap(text, "a card", common, scale))
                break
    return found


def moved_by_prompt(match, top: QWidget) -> list[Problem]:
    """Buttons and the board that move when the prompt's words grow from one line to two."""
    prompt = match.prompt
    old = prompt.text()
    prompt.show_text(old.split(" ")[0] or "x")  # one line
    _settle()
    watched: list[QWidget] = [match.board_view]
    watched += [b for b in match.findChildren(QAbstractButton) if _shown(b, top)]
    before = {id(w): (w.mapTo(top, QPoint(0, 0)), w.size()) for w in watched}
    words, room = ["Wort"], 1.5 * prompt.contentsRect().width()
    while prompt.fontMetrics().horizontalAdvance(" ".join(words)) < room:
        words.append("Wort")
    prompt.show_text(" ".join(words))  # two lines: the room the prompt keeps from the start
    _settle()
    moved = []
    for widget in watched:
        if id(widget) in before and _shown(widget, top):
            where, size = before[id(widget)]
            if where != widget.mapTo(top, QPoint(0, 0)) or size != widget.size():
                moved.append(widget)
    prompt.show_text(old)
    _settle()
    return [
        Problem("moves under pointer", _name(w), getattr(w, "text", lambda: "")(), "when the prompt grows")
        for w in moved[:3]
    ]


def _settle() -> None:
    for _ in range(3):
        QCoreApplication.processEvents()


def fit_problems(window, *, pointer: bool = True) -> list[Problem]:
    """Everything of issue 33 item 2 wrong with ``window`` (a main window) as it is now."""
    found = cut_words(window) + buttons_below_hint(window) + primary_hidden(window)
    match = getattr(window, "match", None)
    if match is not None:
        found += log_short(match) + board_text_small(match) + board_text_overlaps(match)
        if pointer:
            found += moved_by_prompt(match, window)
    return found


def notice_over_board(match, top: QWidget, say) -> list[Problem]:
    """The notice strip (``say()`` puts a hint, a refusal or news in it) over any of the board's
    fitted scene (its rect and every item's), or the board moving as a notice comes or goes."""
    view = match.board_view
    _settle()
    placed = (view.mapTo(top, QPoint(0, 0)), view.size())
    say()
    _settle()
    line = match.notice_line
    found = []
    if not line.isVisible():
        return [Problem("notice unseen", _name(line), line.text(), "")]
    strip = QRect(line.mapTo(top, QPoint(0, 0)), line.size())
    scene = view.scene()
    port = view.viewport()
    for what, rect in [("scene", view.sceneRect()), ("items", scene.itemsBoundingRect())]:
        # what the view shows of it: a part past the viewport is drawn nowhere
        box = view.mapFromScene(rect).boundingRect().intersected(port.rect())
        if box.translated(port.mapTo(top, QPoint(0, 0))).intersects(strip):
            found.append(Problem("notice over board", _name(line), line.text()[:40], f"{what} {box}"))
    line.clear()
    _settle()
    if (view.mapTo(top, QPoint(0, 0)), view.size()) != placed:
        found.append(Problem("moves under pointer", "board", line.text()[:40], "when a notice comes or goes"))
    return found
