"""The main window's file operations: open, continue, review from the archive, save.

A mixin of ``MainWindow`` (kept apart so neither file grows past a few hundred lines): every file
goes through ``persistence``, a file that does not load shows the loader's message and leaves the
current match untouched, a match or archive entry already on the screen is shown rather than
opened a second time, and a save proposes a name that says which match it is.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox

from desktop_app.persistence import archive, autosave, matchfile, recent
from desktop_app.persistence.archive import ArchiveError
from desktop_app.persistence.naming import free_path, safe_file_name
from desktop_app.persistence.paths import documents_dir
from desktop_app.ui.lang import game_title
from desktop_app.ui.widget_tools import as_plain

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStackedWidget

    from desktop_app.engine.session import Session
    from desktop_app.persistence.archive import ArchiveEntry
    from desktop_app.ui.archive_view import ArchiveDialog
    from desktop_app.ui.keeping import MatchKeeping
    from desktop_app.ui.match_view import MatchView
    from desktop_app.ui.start_page import StartPage

    _Window = QMainWindow
else:
    _Window = object

FILE_FILTER = f"Three Palaces matches (*{matchfile.SUFFIX});;All files (*)"


def file_filter() -> str:
    """``FILE_FILTER`` in the chosen language (file dialogs show it as it is)."""
    return QCoreApplication.translate(
        "MatchFiles", "Three Palaces matches (*{suffix});;All files (*)"
    ).format(suffix=matchfile.SUFFIX)


class MatchFiles(_Window):
    """Open, Continue, Finished matches, Save and Save As, for ``MainWindow``."""

    if TYPE_CHECKING:  # what the window provides
        match: MatchView | None
        keeping: MatchKeeping | None
        current_path: Path | None
        autosave: autosave.AutosaveHandle | None
        archive_dialog: ArchiveDialog | None
        start_page: StartPage
        stack: QStackedWidget

        def show_session(
            self,
            session: Session,
            path: Path | None = None,
            *,
            autosave_path: Path | None = None,
            archived: ArchiveEntry | None = None,
        ) -> bool: ...

        def leave_match(self) -> bool: ...

        def _update_title(self) -> None: ...

    def _start_folder(self) -> str:
        """The folder file dialogs open in: the match's own, else the documents folder.

        The documents folder is created when missing: a dialog given a folder that does not
        exist opens in the working directory, which was the install folder (issue 23).
        """
        if self.current_path is not None:
            return str(self.current_path.parent)
        folder = documents_dir()
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return str(Path.home())
        return str(folder)

    def open_file(self) -> bool:
        path, _ = QFileDialog.getOpenFileName(
            self,
            QCoreApplication.translate("MatchFiles", "Open a match"),
            self._start_folder(),
            file_filter(),
        )
        return self.open_path(Path(path)) if path else False

    def open_path(self, path: Path, *, loaded: Session | None = None) -> bool:
        """Load a match file; a bad file shows why and changes nothing. ``loaded``: the file's
        session, loaded and verified already (start-up does it before Qt, ``app.prepare``).

        The file on the screen is never opened a second time: with moves not saved yet, the screen
        is shown as it is (reading the file would drop them, or make a copy that autosaves apart);
        with none, the screen and the file agree, so it is read again in its place (a reload).
        """
        if self._is_open(Path(path)) and self.keeping is not None and self.keeping.unsaved():
            self._back_to_match(
                QCoreApplication.translate(
                    "MatchFiles", "{name} is open already, with moves not saved yet."
                ).format(name=Path(path).name)
            )
            return True
        try:
            session = loaded if loaded is not None else matchfile.load(path)
        except (matchfile.MatchFileError, OSError, ValueError) as error:
            QMessageBox.critical(
                self, QCoreApplication.translate("MatchFiles", "Cannot open this match"), as_plain(str(error))
            )
            return False
        if not self.leave_match() or not self.show_session(session, path):
            return False
        recent.remember(path)
        self.statusBar().showMessage(
            QCoreApplication.translate("MatchFiles", "Opened {name}.").format(name=Path(path).name), 5000
        )
        return True

    def _is_open(self, path: Path) -> bool:
        current = self.current_path
        if self.match is None or current is None:
            return False
        try:
            return current.resolve() == path.resolve() or current.samefile(path)
        except OSError:
            return False

    def _back_to_match(self, message: str) -> None:
        """The match asked for is the one open: show it (and this window) instead of a copy."""
        assert self.match is not None
        self.stack.setCurrentWidget(self.match)
        self.raise_()
        self.activateWindow()
        self.statusBar().showMessage(message, 5000)

    def continue_autosave(self, path: Path) -> bool:
        try:
            session = autosave.resume(path)
        except (matchfile.MatchFileError, OSError, ValueError) as error:
            QMessageBox.critical(
                self,
                QCoreApplication.translate("MatchFiles", "Cannot continue this match"),
                as_plain(str(error)),
            )
            return False
        return self.leave_match() and self.show_session(session, autosave_path=Path(path))

    def open_archived(self, entry_id: str) -> bool:
        """Review a finished match from the archive (the one on the screen is shown, not copied)."""
        archived = self.keeping.archived if self.keeping is not None else None
        if self.match is not None and archived is not None and archived.id == entry_id:
            self._back_to_match(
                QCoreApplication.translate("MatchFiles", "This finished match is open already.")
            )
            return True
        entry = archive.find(entry_id)
        try:
            session = archive.load(entry_id)
        except ArchiveError as error:
            QMessageBox.critical(
                self,
                QCoreApplication.translate("MatchFiles", "Cannot open this finished match"),
                as_plain(str(error)),
            )
            self.start_page.refresh()  # a damaged entry was set aside: the list shows it gone
            return False
        if not self.leave_match() or not self.show_session(session, archived=entry):
            return False
        if self.match is not None:
            self.match.take_focus()
        self.statusBar().showMessage(
            QCoreApplication.translate(
                "MatchFiles", "Step through the match with the review bar or ← and →."
            ),
            6000,
        )
        return True

    def show_archive(self) -> None:
        """File > Finished matches: the whole archive in a window of its own."""
        if self.archive_dialog is None:
            from desktop_app.ui.archive_view import ArchiveDialog

            self.archive_dialog = ArchiveDialog(self)
            self.archive_dialog.open_requested.connect(self.open_archived)
            self.archive_dialog.list.deleted.connect(self.start_page.archive_list.refresh)
            self.start_page.archive_list.deleted.connect(self._refresh_archive_dialog)
        self.archive_dialog.list.refresh()
        self.archive_dialog.show()
        self.archive_dialog.raise_()

    def _refresh_archive_dialog(self) -> None:
        if self.archive_dialog is not None:
            self.archive_dialog.list.refresh()

    def save(self) -> bool:
        if self.match is None:
            return False
        if self.current_path is None:
            return self.save_as()
        return self._save_to(self.current_path)

    def save_as(self) -> bool:
        if self.match is None:
            return False
        path, _ = QFileDialog.getSaveFileName(
            self,
            QCoreApplication.translate("MatchFiles", "Save the match"),
            str(self._suggested_path()),
            file_filter(),
        )
        if not path:
            return False
        target = Path(path)
        if not target.suffix:
            target = target.with_suffix(matchfile.SUFFIX)
        return self._save_to(target)

    def _suggested_path(self) -> Path:
        """The match's own file, or "Game — players — date.tpmatch" in the folder dialogs open in
        (with " (2)" when that name is taken: a suggestion never invites overwriting a match)."""
        if self.current_path is not None:
            return self.current_path
        assert self.keeping is not None
        name = safe_file_name(self.keeping.label(), matchfile.SUFFIX)
        return free_path(Path(self._start_folder()), name)

    def _save_to(self, path: Path) -> bool:
        assert self.match is not None
        session = self.match.session
        if session is None:
            document = self.match.table.final_document()
            if document is None:
                QMessageBox.information(
                    self,
                    QCoreApplication.translate("MatchFiles", "Not yet"),
                    QCoreApplication.translate("MatchFiles", "A LAN match can be saved once it is over."),
                )
                return False
            try:  # the host's file is checked like any file read from outside
                session = matchfile.loads(json.dumps(document).encode("utf-8"), name="the host's match file")
            except matchfile.MatchFileError as error:
                QMessageBox.critical(
                    self,
                    QCoreApplication.translate("MatchFiles", "Cannot save the match"),
                    as_plain(str(error)),
                )
                return False
        try:
            matchfile.save(session, path)
        except (matchfile.MatchFileError, OSError) as error:
            QMessageBox.critical(
                self, QCoreApplication.translate("MatchFiles", "Cannot save the match"), as_plain(str(error))
            )
            return False
        self.current_path = path
        if self.keeping is not None:
            self.keeping.saved_to(path)
        recent.remember(path)
        self._update_title()
        self.statusBar().showMessage(
            QCoreApplication.translate("MatchFiles", "Saved to {path}.").format(path=path), 5000
        )
        return True

    def offer_resume(self) -> bool:
        """At start-up: offer to continue the newest unfinished autosaved match (after a crash)."""
        unfinished = [info for info in autosave.list_autosaves() if not info.finished]
        if not unfinished or self.match is not None:
            return False
        info = unfinished[0]
        answer = QMessageBox.question(
            self,
            QCoreApplication.translate("MatchFiles", "Continue where you left off?"),
            as_plain(
                QCoreApplication.translate(
                    "MatchFiles",
                    "An unfinished match of {game} ({names}, step {steps}) "
                    "was saved automatically. Continue it now?\n\n"
                    "It also stays under “Continue” on the start page.",
                ).format(game=game_title(info.game_id), names=", ".join(info.seat_names), steps=info.steps)
            ),
        )
        if answer == QMessageBox.StandardButton.Yes:
            return self.continue_autosave(info.path)
        return False
