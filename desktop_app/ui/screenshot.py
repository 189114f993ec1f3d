"""Offscreen screenshots of the main window (``python -m desktop_app screenshot``).

Used for the documentation and to look at the UI on a headless machine: the window is laid out
at the requested size, drawn with ``QWidget.grab`` and saved as PNG. Nothing is autosaved.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from desktop_app.engine.session import Session

#: No ``--as``: the viewer the screen picks by itself.
AUTO = object()


def _application():
    """The running QApplication, or a new offscreen one (no display needed)."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QApplication(["three-palaces-screenshot"])
    from desktop_app import i18n
    from desktop_app.ui.theme import style_application

    i18n.install()  # the language the command line set before this application existed

    style_application(app)
    return app


def _exact_size(pixmap, size: tuple[int, int]):
    """The grab at exactly ``size``: a window that cannot shrink that far is scaled down to fit."""
    from PySide6.QtCore import QSize, Qt
    from PySide6.QtGui import QColor, QPainter, QPixmap

    wanted = QSize(*size)
    if pixmap.size() == wanted:
        return pixmap
    scaled = pixmap.scaled(
        wanted, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation
    )
    canvas = QPixmap(wanted)
    canvas.fill(QColor("#F6EFE2"))
    painter = QPainter(canvas)
    painter.drawPixmap(
        (wanted.width() - scaled.width()) // 2, (wanted.height() - scaled.height()) // 2, scaled
    )
    painter.end()
    return canvas


def _show_better(match: Any) -> None:
    """Click "Show the better move" at the step shown; ``ValueError`` where there is none."""
    from PySide6.QtCore import QCoreApplication

    control = match.analysis.control
    if control is None or not control.bar.better.isEnabled():
        raise ValueError("the match has no analysed mistake at that step (analyse it with --save first)")
    control.bar.better.click()
    for _ in range(3):
        QCoreApplication.processEvents()


def _open_match(window: Any, session: Session, step: int | None, perspective: object, graph: bool) -> None:
    """``session`` on ``window``'s match screen at ``step``, as a person at the screen sees it: no
    bots running, no first-time tip, the shared screen handed over, the chosen eyes, the graph."""
    if not window.show_session(session):
        raise ValueError(f"{session.game.title} has no board to draw yet")
    match = window.match
    assert match is not None
    if match.bots is not None:
        match.bots.close()
    from desktop_app.ui.coach.attach import coach_of

    coach = coach_of(match)
    if coach is not None:
        coach.apply(False)  # a picture of the game, not of a first-time tip
    if step is not None:
        session.seek(max(0, min(step, len(session.record))))
        if not match.end_overlay.isHidden() and session.is_reviewing:
            match.end_overlay.review.click()  # what a person reviewing has done
    if match.locked:
        match.unlock()
    if perspective is not AUTO:
        choices = match.review_bar.seen_by.choices
        if perspective not in choices:
            from desktop_app.ui.seen_by import label

            offered = ", ".join(label(choice, session.seat_names) for choice in choices)
            raise ValueError(f"the review screen does not offer that view here (it offers: {offered})")
        match.choose_perspective(perspective)
    if graph:
        match.show_graph(True)


def _settle(window: Any, size: tuple[int, int], graph: bool, better: bool) -> None:
    """Show ``window`` at ``size`` and let it settle: the graph evaluated, the better move shown,
    the board fitted and the log at its end."""
    from PySide6.QtCore import QCoreApplication

    window.show()
    window.resize(*size)
    for _ in range(5):
        QCoreApplication.processEvents()
    if graph and window.match is not None:
        window.match.graph.wait(300_000)
        for _ in range(3):
            QCoreApplication.processEvents()
    if better and window.match is not None:
        _show_better(window.match)
    if window.match is not None:
        window.match.board_view.refit()
        QCoreApplication.processEvents()
        if not better:
            window.match.log.scroll_to_end()


def render_screenshot(
    session: Session | None,
    out: Path,
    size: tuple[int, int] = (1440, 900),
    step: int | None = None,
    *,
    perspective: object = AUTO,
    graph: bool = False,
    better: bool = False,
) -> None:
    """Render the start page (``session`` None) or ``session`` at ``step`` into the PNG ``out``.

    A shared screen is shown as its first person would see it after the hand-over (their own
    view only), since a screenshot is taken by whoever is at the screen. ``perspective`` picks
    "seen by" as a person would — only among what the review screen offers there, else
    ``ValueError`` — and ``graph`` opens the match graph once it is evaluated. ``better`` shows the
    better move of the analysed decision at ``step`` (the file's analysis: ``analyse --save``).
    """

    from desktop_app.ui.main_window import MainWindow

    app = _application()
    window = MainWindow(bot_delay=0, use_autosave=False)
    try:
        window.resize(*size)
        if session is not None:
            _open_match(window, session, step, perspective, graph)
        _settle(window, size, graph, better)
        image = _exact_size(window.grab(), size)
        out = Path(out)
        out.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(out), "PNG"):
            raise OSError(f"cannot write {out}")
    finally:
        window.close_match()
        window.close()
        window.deleteLater()
        app.processEvents()
