"""Export a match: its log with the result as Markdown or HTML, and the board at the cursor as PNG.

A player who lost wants to keep or share the match outside the program: the log goes to a
forum post or a note (Markdown) or a page (HTML), the board to an image. Every text here is
data (names are chosen by people, and "<b>Bo</b>" is a name, not markup), so each line is
escaped for the format it goes into; nothing is ever written as markup that came from a person.
"""

from __future__ import annotations

import html
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QFileDialog, QGraphicsScene, QMessageBox, QWidget

from desktop_app.engine.notes import Note
from desktop_app.engine.seats import Seat
from desktop_app.persistence.paths import documents_dir
from desktop_app.ui import theme
from desktop_app.ui.lang import game_title, render_message
from desktop_app.ui.local_table import LocalTable
from desktop_app.ui.marks import QT_TRANSLATE_NOOP
from desktop_app.ui.notes import BOOKMARK_MARK, COMMENT_MARK
from desktop_app.ui.table import Table

#: What Markdown reads as syntax anywhere in a line: the escape itself, code, emphasis, links and
#: images (their brackets), inline HTML and autolinks, GFM strikethrough. Only these are escaped:
#: escaping every punctuation mark made exports read "\(28 points\)\." in plain text (issue 33).
_MARKDOWN_INLINE = re.compile(r"([\\`*_\[\]<>~])")
#: "&amp;" would show as "&": an ampersand that begins an entity.
_MARKDOWN_ENTITY = re.compile(r"&(?=#?\w+;)")
#: What only means something at the start of a block: a heading, a quote, a list item, a rule.
_MARKDOWN_BLOCK = re.compile(r"^(\s*)(?:([#>+\-=])|(\d+)([.)]))")


@dataclass(frozen=True)
class MatchLog:
    """What an export tells: the game, the players, the log lines and the result (if over)."""

    game: str
    players: Sequence[str]
    lines: Sequence[str]
    #: One line per outcome explanation, the winner's first; empty while the match runs.
    result: Sequence[str] = ()
    winner: str | None = None
    #: Bookmarks and comments by step (1 = the first line), as the review's log shows them.
    notes: Mapping[int, Note] = field(default_factory=dict)

    def note(self, step: int) -> Note:
        return self.notes.get(step) or Note()


def match_log(table: Table, viewer: Seat | None) -> MatchLog:
    """The whole log as ``viewer`` may read it (the public log for None), with the result once
    the match is over and the notes written on its steps (a LAN screen keeps none)."""
    lines = table.full_log(viewer) if isinstance(table, LocalTable) else table.log(viewer)
    outcome = table.outcome()
    names = table.seat_names
    return MatchLog(
        game=game_title(table.game),
        players=names,
        lines=list(lines),
        result=[render_message(line, names) for line in outcome.explanation] if outcome is not None else [],
        winner=names[outcome.winner] if outcome is not None else None,
        notes=dict(table.session.notes) if isinstance(table, LocalTable) else {},
    )


def escape_markdown(text: str) -> str:
    """``text`` as Markdown that shows exactly those characters (no emphasis, no inline HTML, no
    heading or list of its own), escaping only what Markdown would read as syntax."""
    text = _MARKDOWN_INLINE.sub(r"\\\1", " ".join(text.splitlines()))
    text = _MARKDOWN_ENTITY.sub(r"\\&", text)
    return _MARKDOWN_BLOCK.sub(_escape_block_start, text, count=1)


def _escape_block_start(found: re.Match[str]) -> str:
    space, mark, number, after = found.groups()
    return f"{space}\\{mark}" if mark else f"{space}{number}\\{after}"


def _markdown_step(step: int, line: str, note: Note) -> list[str]:
    """Step ``step``'s line ("★ " first when bookmarked) and its comment on the next line."""
    mark = f"{BOOKMARK_MARK} " if note.bookmark else ""
    out = [f"{step}\\. {mark}{escape_markdown(line)}  "]
    if note.text:
        out.append(f"{COMMENT_MARK} *{escape_markdown(note.text)}*  ")
    return out


def _html_step(line: str, note: Note) -> str:
    mark = f"{BOOKMARK_MARK} " if note.bookmark else ""
    comment = f'<br><em class="note">{COMMENT_MARK} {html.escape(note.text)}</em>' if note.text else ""
    return f"<li>{mark}{html.escape(line)}{comment}</li>"


def to_markdown(log: MatchLog) -> str:
    """A heading, the players, the result and the numbered log (numbers are the steps)."""
    out = [
        f"# {escape_markdown(log.game)}",
        "",
        QCoreApplication.translate("Export", "Players: {names}").format(
            names=", ".join(escape_markdown(p) for p in log.players)
        ),
    ]
    out += ["", "## " + QCoreApplication.translate("Export", "Result"), ""]
    if log.winner is None:
        out.append(QCoreApplication.translate("Export", "The match is not over."))
    else:
        out.append(
            "**"
            + QCoreApplication.translate("Export", "{name} wins.").format(name=escape_markdown(log.winner))
            + "**"
        )
        out += [""] + [f"- {escape_markdown(line)}" for line in log.result]
    out += ["", "## " + QCoreApplication.translate("Export", "Log"), ""]
    for step, line in enumerate(log.lines, start=1):
        out += _markdown_step(step, line, log.note(step))
    return "\n".join(out) + "\n"


def to_html(log: MatchLog) -> str:
    """A standalone page; every text escaped, the log an ordered list (item n is step n)."""
    e = html.escape
    players = QCoreApplication.translate("Export", "Players: {names}").format(names=", ".join(log.players))
    result = QCoreApplication.translate("Export", "Result")
    not_over = QCoreApplication.translate("Export", "The match is not over.")
    heading = QCoreApplication.translate("Export", "Log")
    out = [
        "<!DOCTYPE html>",
        f'<html lang="{e(QLocale().bcp47Name())}"><head><meta charset="utf-8">',
        f"<title>{e(log.game)} — {e(', '.join(log.players))}</title>",
        "<style>body{font-family:sans-serif;max-width:48em;margin:2em auto;color:#2A2A40}"
        "li{margin-bottom:.3em}</style>",
        "</head><body>",
        f"<h1>{e(log.game)}</h1>",
        f"<p>{e(players)}</p>",
        f"<h2>{e(result)}</h2>",
    ]
    if log.winner is None:
        out.append(f"<p>{e(not_over)}</p>")
    else:
        wins = QCoreApplication.translate("Export", "{name} wins.").format(name=log.winner)
        out.append(f"<p><strong>{e(wins)}</strong></p>")
        if log.result:
            out.append("<ul>" + "".join(f"<li>{e(line)}</li>" for line in log.result) + "</ul>")
    out.append(f"<h2>{e(heading)}</h2>")
    out.append("<ol>")
    out += [_html_step(line, log.note(step)) for step, line in enumerate(log.lines, start=1)]
    out.append("</ol>")
    out.append("</body></html>")
    return "\n".join(out) + "\n"


def write_log(log: MatchLog, path: Path) -> None:
    """Write ``log`` to ``path``: HTML for a ``.html``/``.htm`` name, Markdown otherwise."""
    text = to_html(log) if path.suffix.lower() in (".html", ".htm") else to_markdown(log)
    path.write_text(text, encoding="utf-8")


def board_image(scene: QGraphicsScene, scale: float = 2.0) -> QImage:
    """The whole scene (what the board shows now) at ``scale`` pixels per scene unit, on parchment."""
    rect = scene.sceneRect()
    width = max(1, round(rect.width() * scale))
    height = max(1, round(rect.height() * scale))
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(theme.PARCHMENT))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    scene.render(painter, QRectF(0, 0, width, height), rect, Qt.AspectRatioMode.KeepAspectRatio)
    painter.end()
    return image


def write_board(scene: QGraphicsScene, path: Path) -> None:
    """Save the board as PNG; ``OSError`` if it cannot be written (the window says so)."""
    if not board_image(scene).save(str(path)):  # PNG by the name, which the caller ends in .png
        raise OSError(f"could not write {path}")


# --- the window's File > Export entries ------------------------------------------------------

#: File dialog filters, English (marked for translation; the dialogs show them translated).
LOG_FILTER = QT_TRANSLATE_NOOP("Export", "Markdown (*.md);;HTML page (*.html)")
PNG_FILTER = QT_TRANSLATE_NOOP("Export", "PNG image (*.png)")


def _suggested(log: MatchLog, suffix: str) -> str:
    """ "Game — players" with what a file name may not hold replaced, then ``suffix``, in the
    documents folder: a bare name opened the dialog in the working directory (the install
    folder, for a new player)."""
    name = f"{log.game} — {', '.join(log.players)}"
    file_name = re.sub(r'[\\/:*?"<>|\x00-\x1f]', "_", name)[:120] + suffix
    folder = documents_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return file_name
    return str(folder / file_name)


def ask_export_log(parent: QWidget, log: MatchLog) -> Path | None:
    """Ask where to write ``log`` (Markdown or HTML, by the filter chosen) and write it there."""
    path_text, chosen = QFileDialog.getSaveFileName(
        parent,
        QCoreApplication.translate("Export", "Export log"),
        _suggested(log, ".md"),
        QCoreApplication.translate("Export", LOG_FILTER),
    )
    if not path_text:
        return None
    path = Path(path_text)
    if not path.suffix:
        path = path.with_suffix(".html" if "html" in chosen.lower() else ".md")
    try:
        write_log(log, path)
    except OSError as error:
        QMessageBox.warning(
            parent,
            QCoreApplication.translate("Export", "Export log"),
            QCoreApplication.translate("Export", "The log could not be written to {path}: {error}").format(
                path=path, error=error
            ),
        )
        return None
    return path


def ask_export_board(parent: QWidget, scene: QGraphicsScene, log: MatchLog) -> Path | None:
    """Ask where to save the board as it is drawn now (the cursor's step) and save it as PNG."""
    path_text, _chosen = QFileDialog.getSaveFileName(
        parent,
        QCoreApplication.translate("Export", "Export board as PNG"),
        _suggested(log, ".png"),
        QCoreApplication.translate("Export", PNG_FILTER),
    )
    if not path_text:
        return None
    path = Path(path_text)
    if path.suffix.lower() != ".png":
        path = path.with_name(path.name + ".png")
    try:
        write_board(scene, path)
    except OSError as error:
        QMessageBox.warning(
            parent,
            QCoreApplication.translate("Export", "Export board"),
            QCoreApplication.translate("Export", "The board could not be saved to {path}: {error}").format(
                path=path, error=error
            ),
        )
        return None
    return path
