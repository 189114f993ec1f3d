"""What a screen says when the host cannot save the match, in the reader's language (issue 34, item 6).

The host tells every connection with a ``notice`` (docs/protocol.md, section 6): ``cannot_save``,
its reason a message ``net.save.<kind>``, and ``saving`` once it can save again; its own window
reads ``HostCore.saving_trouble`` (the same kinds). These are the texts for both, and for a start
the host refused because it could not save (``JournalError.failure``).

Where they are shown: the hosting lobby (``LanHosting.problem``) now; the match screen of a seat
(``SeatClient.notice`` into the table's notice line, ``remote_table.py``) and the join screen are
wired by their owners later.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop_app.ui.marks import QT_TRANSLATE_NOOP

#: Why the host cannot save, by kind (``net.journal.failure_kind``).
CANNOT_SAVE = {
    "disk_full": QT_TRANSLATE_NOOP(
        "SaveNotice", "The host cannot save the match: its disk is full. Play waits until it can."
    ),
    "read_only": QT_TRANSLATE_NOOP(
        "SaveNotice",
        "The host cannot save the match: its folder may not be written. Play waits until it can.",
    ),
    "folder_gone": QT_TRANSLATE_NOOP(
        "SaveNotice", "The host cannot save the match: its folder is gone. Play waits until it can."
    ),
    "io_error": QT_TRANSLATE_NOOP(
        "SaveNotice", "The host cannot save the match: its disk failed. Play waits until it can."
    ),
}
NOT_STARTED = {
    "disk_full": QT_TRANSLATE_NOOP("SaveNotice", "The host cannot save the match: its disk is full."),
    "read_only": QT_TRANSLATE_NOOP(
        "SaveNotice", "The host cannot save the match: its folder may not be written."
    ),
    "folder_gone": QT_TRANSLATE_NOOP("SaveNotice", "The host cannot save the match: its folder is gone."),
    "io_error": QT_TRANSLATE_NOOP("SaveNotice", "The host cannot save the match: its disk failed."),
}
SAVING_AGAIN = QT_TRANSLATE_NOOP("SaveNotice", "The host saves the match again. Play goes on.")


def trouble_text(kind: str | None) -> str:
    """The line for ``HostCore.saving_trouble`` (``kind``), or the all-clear when it is None."""
    if kind is None:
        return QCoreApplication.translate("SaveNotice", SAVING_AGAIN)
    return QCoreApplication.translate("SaveNotice", CANNOT_SAVE.get(kind, CANNOT_SAVE["io_error"]))


def not_started_text(kind: str | None) -> str:
    """Why a match was not started: the host could not save it."""
    return QCoreApplication.translate(
        "SaveNotice", NOT_STARTED.get(kind or "io_error", NOT_STARTED["io_error"])
    )


def notice_kind(notice: Mapping[str, Any]) -> str | None:
    """The kind a ``cannot_save`` notice names (None for the all-clear ``saving``)."""
    if notice.get("code") != "cannot_save":
        return None
    message = notice.get("message")
    why = message.get("params", {}).get("why") if isinstance(message, Mapping) else None
    text = why.get("id") if isinstance(why, Mapping) else None
    kind = text.removeprefix("net.save.") if isinstance(text, str) else "io_error"
    return kind if kind in CANNOT_SAVE else "io_error"


def notice_text(notice: Mapping[str, Any]) -> str | None:
    """A seat's line for a ``notice`` from the host, or None for a notice this build does not know."""
    code = notice.get("code")
    if code == "saving":
        return trouble_text(None)
    if code == "cannot_save":
        return trouble_text(notice_kind(notice))
    return None
