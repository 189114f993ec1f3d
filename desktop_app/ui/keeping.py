"""Whether the match on the screen is kept — in its file, in the archive — or would be lost.

The window asks this before a person leaves a match on purpose and shows it in the title: the
autosave protects against crashes, not against a decision, so a running match that is not in a
file makes the person choose (Save / Discard / Cancel), while a finished one needs no question,
because it is put into the archive the moment it ends (``keep_if_over``). A LAN screen holds no
record while the match runs; at the end the host's file arrives and is archived like a local one.
"""

from __future__ import annotations

from enum import Enum
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from desktop_app.engine.notes import Note
from desktop_app.engine.protocol import Entry
from desktop_app.engine.session import Session
from desktop_app.persistence import archive
from desktop_app.persistence.archive import ArchiveEntry, ArchiveError
from desktop_app.persistence.naming import match_label
from desktop_app.ui.lang import game_title
from desktop_app.ui.local_table import LocalTable
from desktop_app.ui.table import Table
from desktop_app.ui.widget_tools import as_plain


class Leave(Enum):
    """What the person chose when asked about an unsaved match."""

    SAVE = "save"
    DISCARD = "discard"
    STAY = "stay"


class MatchKeeping:
    """For one match on the screen: what is in its file, and whether its end is archived.

    ``path``: the file it was opened from or last saved to; ``archived``: its archive entry, when it
    was opened from the archive or has ended here and was kept.
    """

    def __init__(self, table: Table, path: Path | None = None, archived: ArchiveEntry | None = None) -> None:
        self.table = table
        self.path = path
        self.archived = archived
        session = table.session if isinstance(table, LocalTable) else None
        self._session = session
        #: The record as the file holds it (None: no file).
        self._saved: tuple[Entry, ...] | None = session.record if session is not None and path else None
        #: The finished record that is kept (a finished match opened from a file is kept already).
        self._kept: tuple[Entry, ...] | None = (
            session.record if session is not None and table.is_over else None
        )
        #: A finished record that could not be archived: not tried again at every redraw.
        self._failed: tuple[Entry, ...] | None = None
        #: The notes as the file and the archive entry hold them (notes are saved with the match).
        notes = dict(session.notes) if session is not None else {}
        self._saved_notes: dict[int, Note] | None = notes if path else None
        self._kept_notes: dict[int, Note] | None = dict(notes) if archived is not None else None
        #: The analysis as the file and the archive entry hold it (kept like the notes).
        analysis = session.analysis if session is not None else None
        self._saved_analysis = analysis if path else None
        self._kept_analysis = analysis if archived is not None else None
        self._lan_done = table.is_over

    def saved_to(self, path: Path) -> None:
        self.path = path
        if self._session is not None:
            self._saved = self._session.record
            self._saved_notes = dict(self._session.notes)
            self._saved_analysis = self._session.analysis
            if self._session.is_over:
                self._kept = self._saved

    def unsaved(self) -> bool:
        """Would leaving now lose something? (The title's "*" and the question on leaving.)"""
        session = self._session
        if session is None:  # a LAN screen: nothing to save while it runs, archived at the end
            return False
        record = session.record
        if self.path is not None and record == self._saved and session.notes != self._saved_notes:
            return True  # a note written or changed since the file was saved
        if self.path is not None and record == self._saved and session.analysis != self._saved_analysis:
            return True  # the match was analysed since the file was saved
        if session.is_over:
            return record != self._kept and record != self._saved
        if self.path is None:
            # a new match where nobody has acted yet holds nothing worth a question
            return any(not entry.chance for entry in record)
        return record != self._saved

    def unsaved_besides_moves(self) -> frozenset[str]:
        """What the file lacks when it holds every move: ``"notes"``, ``"analysis"`` (empty when
        moves are unsaved too, or nothing is). The question on leaving names them, not moves."""
        session = self._session
        if session is None or self.path is None or session.record != self._saved:
            return frozenset()
        lacking = {"notes"} if session.notes != self._saved_notes else set()
        if session.analysis != self._saved_analysis:
            lacking.add("analysis")
        return frozenset(lacking)

    def only_analysis_unsaved(self) -> bool:
        """Is a new analysis all the file lacks?"""
        return self.unsaved_besides_moves() == {"analysis"}

    def keep_if_over(self) -> str | None:
        """Archive the match if it has ended since it was shown; a line for the status bar, or None.

        The archive finds a match it holds already, so a casual match played to a second end after
        "Resume play from here" is kept as the second match it is, and the first stays.
        """
        if not self.table.is_over:
            return None
        session = self._session
        try:
            if session is not None:
                record = session.record
                self._keep_notes(session)
                self._keep_analysis(session)
                if record in (self._kept, self._failed):
                    return None
                self._failed = record
                self.archived = archive.keep(session)
                self._kept, self._failed = record, None
                self._kept_notes = dict(session.notes)
                self._kept_analysis = session.analysis
            else:
                document = self.table.final_document()
                if self._lan_done or document is None:  # the host's file comes with match_over
                    return None
                self._lan_done = True
                self.archived = archive.keep_document(document)
        except ArchiveError as error:
            return str(error)
        return QCoreApplication.translate(
            "MatchKeeping",
            "The match is over. It is kept under “Finished matches” to review whenever you like.",
        )

    def _keep_notes(self, session: Session) -> None:
        """Notes written on a kept match go into its archive entry at once (nobody saves those)."""
        if self.archived is None or session.record != self._kept or session.notes == self._kept_notes:
            return
        self._kept_notes = dict(session.notes)
        archive.keep_notes(self.archived.id, session)

    def _keep_analysis(self, session: Session) -> None:
        """An analysis made of a kept match goes into its archive entry at once, as notes do."""
        analysis = session.analysis
        if self.archived is None or session.record != self._kept or analysis in (None, self._kept_analysis):
            return
        self._kept_analysis = analysis
        archive.keep_analysis(self.archived.id, analysis)

    def label(self) -> str:
        """Which match this is ("Maharaja — Asha, Bo — 2026-12-01"): title, save dialog, questions."""
        if self.archived is not None:
            return self.archived.label
        if self._session is not None:
            created: str | None = self._session.created
        else:
            document = self.table.final_document()
            created = str(document.get("created", "")) if document else None
        return match_label(game_title(self.table.game), self.table.seat_names, created)


def _lacking_words(lacking: frozenset[str], name: str) -> tuple[str, str]:
    """The question and its detail when only notes, or an analysis, or both are unsaved."""
    if lacking == {"analysis"}:
        text = QCoreApplication.translate(
            "MatchKeeping", "The analysis of {name} is not saved. Save it with the file now?"
        )
        detail = QCoreApplication.translate(
            "MatchKeeping", "If you discard it, the file stays as it was saved, without the analysis."
        )
    elif lacking == {"notes"}:
        text = QCoreApplication.translate(
            "MatchKeeping",
            "The notes of {name} have changed since it was saved. Save them with the file now?",
        )
        detail = QCoreApplication.translate(
            "MatchKeeping", "If you discard the change, the file keeps the notes it was saved with."
        )
    else:
        text = QCoreApplication.translate(
            "MatchKeeping",
            "The notes of {name} have changed and it has a new analysis. Save both with the file now?",
        )
        detail = QCoreApplication.translate(
            "MatchKeeping",
            "If you discard them, the file stays as it was saved: its old notes, without the analysis.",
        )
    return text.format(name=name), detail


def ask_before_leaving(parent: QWidget, keeping: MatchKeeping) -> Leave:
    """Save / Discard / Cancel for a match that would be lost (``MatchKeeping.unsaved``)."""
    lacking = keeping.unsaved_besides_moves()
    if keeping.path is not None and lacking:
        text, detail = _lacking_words(lacking, keeping.path.name)
    elif keeping.path is not None:
        text = QCoreApplication.translate(
            "MatchKeeping", "The moves since {name} was last saved are not saved. Save them now?"
        ).format(name=keeping.path.name)
        detail = QCoreApplication.translate(
            "MatchKeeping", "If you discard them, the file stays as it was saved."
        )
    else:
        text = QCoreApplication.translate("MatchKeeping", "{label} has not been saved. Save it now?").format(
            label=keeping.label()
        )
        detail = QCoreApplication.translate(
            "MatchKeeping",
            "If you discard it, the match is gone: only finished matches are kept by themselves.",
        )
    box = QMessageBox(
        QMessageBox.Icon.Question,
        QCoreApplication.translate("MatchKeeping", "Save this match?"),
        as_plain(text),
        QMessageBox.StandardButton.Save
        | QMessageBox.StandardButton.Discard
        | QMessageBox.StandardButton.Cancel,
        parent,
    )
    box.setInformativeText(as_plain(detail))
    box.setDefaultButton(QMessageBox.StandardButton.Save)
    box.setEscapeButton(QMessageBox.StandardButton.Cancel)
    box.setObjectName("leaveQuestion")
    box.exec()
    answer = box.standardButton(box.clickedButton())
    box.deleteLater()
    if answer == QMessageBox.StandardButton.Save:
        return Leave.SAVE
    if answer == QMessageBox.StandardButton.Discard:
        return Leave.DISCARD
    return Leave.STAY
