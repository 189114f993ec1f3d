"""Export (issue 17, item 6): the log with the result as Markdown or HTML, names escaped as
data, and the board at the cursor as a PNG, all through the window's File menu."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QFileDialog

from desktop_app.engine.notes import Note
from desktop_app.engine.session import SeatInfo
from desktop_app.ui import theme
from desktop_app.ui.export import escape_markdown
from tests.ui.helpers import ASHA, dice_session, hand_over

MARKUP_BO = SeatInfo("<b>Bo</b>", "human", "#0072B2")


def finished(window):
    session = dice_session(ASHA, MARKUP_BO, rounds=1)
    window.show_session(session)
    match = window.match
    for side in ("low", "high"):
        hand_over(match)
        match.board.choose(side)
    assert session.is_over
    return match, session


def export_to(window, monkeypatch, action, path) -> None:
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    assert action.isEnabled()
    action.trigger()


def test_log_export_as_html_escapes_names_and_holds_the_result(window, monkeypatch, tmp_path):
    match, session = finished(window)
    target = tmp_path / "match.html"
    export_to(window, monkeypatch, window.export_log_action, target)
    page = target.read_text(encoding="utf-8")
    assert "<b>Bo</b>" not in page and "&lt;b&gt;Bo&lt;/b&gt;" in page
    winner = session.seats[session.outcome().winner].name
    assert f"<strong>{winner.replace('<', '&lt;').replace('>', '&gt;')} wins.</strong>" in page
    items = page.split("<ol>")[1].split("</ol>")[0].count("<li>")
    assert items == len(session.record)
    assert match.log.lines() == session.log(None)  # the public log: nobody's view is open at the end


def test_log_export_as_markdown_escapes_names(window, monkeypatch, tmp_path):
    _match, session = finished(window)
    target = tmp_path / "match.md"
    export_to(window, monkeypatch, window.export_log_action, target)
    text = target.read_text(encoding="utf-8")
    assert "<b>" not in text and "\\<b\\>Bo\\</b\\>" in text
    assert text.startswith("# Secret Dice") or text.startswith("# ")
    assert f"{len(session.record)}\\. " in text and "wins.**" in text


def test_board_export_is_the_board_at_the_cursor(window, monkeypatch, tmp_path):
    match, _session = finished(window)
    images = []
    for step, name in ((0, "start.png"), (match.table.length, "end.png")):
        match.seek(step)
        path = tmp_path / name
        export_to(window, monkeypatch, window.export_board_action, path)
        image = QImage(str(path))
        assert not image.isNull()
        rect = match.board.scene.sceneRect()
        assert (image.width(), image.height()) == (round(rect.width() * 2), round(rect.height() * 2))
        parchment = QColor(theme.PARCHMENT)
        assert any(
            image.pixelColor(x, y) != parchment
            for x in range(0, image.width(), 7)
            for y in range(0, image.height(), 7)
        )
        images.append(image)
    assert images[0] != images[1]  # the start and the end of the match are drawn differently


def test_the_export_dialogs_open_in_the_documents_folder(window, monkeypatch):
    """A bare file name opened the dialog in the working directory (the install folder)."""
    from desktop_app.persistence.paths import documents_dir

    finished(window)
    offered: list[str] = []

    def ask(_parent, _title, suggested, *_args, **_kwargs):
        offered.append(suggested)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", ask)
    window.export_log_action.trigger()
    window.export_board_action.trigger()
    assert len(offered) == 2
    assert all(Path(path).parent == documents_dir() and Path(path).name for path in offered)


def test_markdown_escapes_only_what_markdown_reads(qapp):
    """Issue 33: an export read "\\(28 points\\)\\." as plain text. Punctuation stays as it is;
    emphasis, code, links, inline HTML and what would start a heading or a list are escaped."""
    assert (
        escape_markdown("Anna (28 points) beats Ben (20 points).")
        == "Anna (28 points) beats Ben (20 points)."
    )
    assert escape_markdown("Ben moves red/blue to C4; case C!") == "Ben moves red/blue to C4; case C!"
    assert escape_markdown("*Bo* <b>x</b> [a](b) `c` _d_ ~~e~~") == (
        "\\*Bo\\* \\<b\\>x\\</b\\> \\[a\\](b) \\`c\\` \\_d\\_ \\~\\~e\\~\\~"
    )
    assert escape_markdown("# not a heading") == "\\# not a heading"
    assert escape_markdown("- not a list") == "\\- not a list"
    assert escape_markdown("12. not a list") == "12\\. not a list"
    assert escape_markdown("Tom & Jerry &amp; co") == "Tom & Jerry \\&amp; co"


def test_the_exported_log_carries_each_steps_notes_and_bookmarks(window, monkeypatch, tmp_path):
    """Issue 33: notes written in review were missing from the exported log."""
    _match, session = finished(window)
    session.notes[1] = Note("Asha *opened* (badly)", bookmark=True)
    session.notes[2] = Note("", bookmark=True)
    markdown, page = tmp_path / "match.md", tmp_path / "match.html"
    export_to(window, monkeypatch, window.export_log_action, markdown)
    export_to(window, monkeypatch, window.export_log_action, page)
    lines = markdown.read_text(encoding="utf-8").splitlines()
    first = lines.index(next(line for line in lines if line.startswith("1\\. ")))
    assert lines[first].startswith("1\\. ★ ")
    assert lines[first + 1] == "✎ *Asha \\*opened\\* (badly)*  "
    assert lines[first + 2].startswith("2\\. ★ ") and lines[first + 3].startswith("3\\. ")
    html_text = page.read_text(encoding="utf-8")
    assert '<em class="note">✎ Asha *opened* (badly)</em>' in html_text
    assert html_text.count("<li>★ ") == 2
