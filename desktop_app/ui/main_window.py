"""The main window: start page or match, files, autosave and the archive (menus and shortcuts:
``window_menus``; opening and saving files: ``window_files``; hosting and joining a LAN match:
``window_lan``; another language: ``window_language``).

It owns at most one running match. Every file operation goes through ``persistence``; a file
that does not load shows the loader's message and leaves the current match untouched. A match
that ends is archived at once (``keeping``); leaving a match on purpose — File > Close, Quit,
the window's close button, a new match or another file — asks first when that would lose moves,
and the title names the match with a "*" while it has moves no file holds.

The start page is what the first paint needs (issue 19: start-up within 1.5 x a bare window), so
the match screen, the new-match dialog, the rules window, export and the keeping of a match are
imported where they are first used, not with this module. A window opened on a match file
(``./play FILE``) shows that match first, so it builds its start page (and imports it, with the
archive list) only when someone goes back to it: ``start_page`` is made on first use.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRect
from PySide6.QtGui import QGuiApplication, QResizeEvent
from PySide6.QtWidgets import QDialog, QMainWindow, QMessageBox, QStackedWidget

from desktop_app.persistence import autosave, held_seats
from desktop_app.ui.games import available_board
from desktop_app.ui.lang import game_title
from desktop_app.ui.preferences import PreferencesDialog, apply_application_wide, load_preferences
from desktop_app.ui.settings import app_settings
from desktop_app.ui.text_fit import TextFit
from desktop_app.ui.weak_slot import weak_slot
from desktop_app.ui.widget_tools import as_plain
from desktop_app.ui.window_files import FILE_FILTER, MatchFiles
from desktop_app.ui.window_lan import WindowLan
from desktop_app.ui.window_language import WindowLanguage
from desktop_app.ui.window_menus import WindowMenus

__all__ = ["FILE_FILTER", "MIN_HEIGHT", "MIN_WIDTH", "MainWindow", "minimum_size", "opening_geometry"]

if TYPE_CHECKING:
    from desktop_app.engine.session import Session
    from desktop_app.persistence.archive import ArchiveEntry
    from desktop_app.ui.archive_view import ArchiveDialog
    from desktop_app.ui.keeping import MatchKeeping
    from desktop_app.ui.lan_hosting import LanHosting
    from desktop_app.ui.match_view import MatchView
    from desktop_app.ui.rules_browser import RulesBrowser
    from desktop_app.ui.start_page import StartPage
    from desktop_app.ui.table import Table

#: The smallest window every screen is laid out for (issue 5): start page, match, side panel.
MIN_WIDTH, MIN_HEIGHT = 1100, 700


#: The size a first window opens at, when the screen has room for it.
PREFERRED_WIDTH, PREFERRED_HEIGHT = 1440, 900
#: Where the window's last size and position are kept (``settings.app_settings``).
GEOMETRY_KEY = "window/geometry"


def opening_geometry() -> QRect:
    """The preferred size, shrunk to fit the usable screen, centred on it (issue 19)."""
    width, height = PREFERRED_WIDTH, PREFERRED_HEIGHT
    screen = QGuiApplication.primaryScreen()
    if screen is None:
        return QRect(0, 0, width, height)
    available = screen.availableGeometry()
    least_width, least_height = minimum_size()
    width = max(least_width, min(width, round(available.width() * 0.94)))
    height = max(least_height, min(height, round(available.height() * 0.94)))
    rect = QRect(0, 0, width, height)
    rect.moveCenter(available.center())
    return rect


def minimum_size() -> tuple[int, int]:
    """MIN_WIDTH x MIN_HEIGHT, or the whole usable screen when the screen is smaller than that."""
    screen = QGuiApplication.primaryScreen()
    if screen is None:
        return MIN_WIDTH, MIN_HEIGHT
    available = screen.availableGeometry()
    return min(MIN_WIDTH, available.width()), min(MIN_HEIGHT, available.height())


class MainWindow(MatchFiles, WindowLan, WindowMenus, WindowLanguage, QMainWindow):
    """The application window (its file operations: ``window_files.MatchFiles``; its menus and
    what their entries do: ``window_menus.WindowMenus``; its language:
    ``window_language.WindowLanguage``)."""

    def __init__(
        self, *, bot_delay: float | None = None, use_autosave: bool = True, start_page: bool = True
    ) -> None:
        """``bot_delay``: the computer players' pause, instead of the one in Preferences;
        ``start_page=False``: a window about to open a match builds its start page on first use."""
        super().__init__()
        self.preferences = load_preferences()
        apply_application_wide(self.preferences)
        self.bot_delay = bot_delay if bot_delay is not None else self.preferences.bot_delay
        self.preferences_dialog: PreferencesDialog | None = None
        # A text size the window cannot fit falls back (and says so): ``text_fit``.
        self.text_fit = TextFit(self, self.tell)
        self.use_autosave = use_autosave
        self.match: MatchView | None = None
        self.autosave: autosave.AutosaveHandle | None = None
        self.current_path: Path | None = None
        #: What of the current match is kept (its file, its archive entry); None without a match.
        self.keeping: MatchKeeping | None = None
        self.rules: RulesBrowser | None = None
        self.archive_dialog: ArchiveDialog | None = None
        #: The LAN match this window hosts (its host, beacon and own seats), while it runs.
        self.hosting: LanHosting | None = None
        #: The lobby or join dialog while one is open (they are windows of their own).
        self.lobby: QDialog | None = None
        self.joining: QDialog | None = None
        self.setMinimumSize(*minimum_size())
        self.setGeometry(opening_geometry())
        saved = app_settings().value(GEOMETRY_KEY)
        if saved is not None:
            # Qt moves a window saved on a screen that is gone back onto one that is there.
            self.restoreGeometry(saved)
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self._start_page: StartPage | None = None
        self._closing = False
        if start_page:
            self.show_start_page()
        self._build_actions()
        self._build_menus()
        self.follow_language()
        self.statusBar().showMessage(
            QCoreApplication.translate("MainWindow", "Welcome to Three Palaces."), 4000
        )
        self._update_title()
        self.update_actions()

    @property
    def start_page(self) -> StartPage:
        """The start page, made (and put first in the stack) when first asked for."""
        page = self._start_page
        if page is None:
            from desktop_app.ui.start_page import StartPage

            page = self._start_page = StartPage()
            self._connect_start_page(page)
            self.stack.insertWidget(0, page)
        return page

    @start_page.setter
    def start_page(self, page: StartPage) -> None:
        self._start_page = page

    def show_start_page(self) -> None:
        """Bring the start page to the front (made if it was not yet)."""
        self.stack.setCurrentWidget(self.start_page)

    def _connect_start_page(self, page: StartPage) -> None:
        page.new_match_requested.connect(self.new_match)
        page.open_requested.connect(self.open_file)
        page.rules_requested.connect(self.show_rules)
        page.learn_requested.connect(self.learn)
        page.open_path_requested.connect(self.open_path)
        page.continue_requested.connect(self.continue_autosave)
        page.archive_open_requested.connect(self.open_archived)
        page.host_requested.connect(self.host_lan)
        page.join_requested.connect(self.join_lan)
        page.lan_continue_requested.connect(self.continue_lan_seat)
        page.hosting_continue_requested.connect(self.continue_hosting)

    def _update_title(self) -> None:
        """The match's file name, or what it is, then the application; "*" while moves are unsaved."""
        keeping, match = self.keeping, self.match
        if keeping is None or match is None:
            self.setWindowTitle(QCoreApplication.translate("MainWindow", "Three Palaces"))
            self.setWindowModified(False)
            return
        if self.current_path is not None:
            name = self.current_path.name
        elif keeping.archived is not None:
            name = QCoreApplication.translate("MainWindow", "{label} (finished matches)").format(
                label=keeping.archived.label
            )
        elif match.table.networked:
            name = QCoreApplication.translate("MainWindow", "{game} — LAN match").format(
                game=game_title(match.table.game)
            )
        else:
            name = QCoreApplication.translate("MainWindow", "{label} (not saved)").format(
                label=keeping.label()
            )
        self.setWindowTitle(
            QCoreApplication.translate("MainWindow", "{name}[*] — Three Palaces").format(name=name)
        )
        self.setWindowModified(keeping.unsaved())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.text_fit.soon()

    def tell(self, text: str) -> None:
        """Say ``text`` where the person looks: under the match's prompt (and on a hand-over cover)
        while a match is shown — the match repeats it in the status bar — else in the status bar."""
        if self.match is not None:
            self.match.say(text)
        else:
            self.statusBar().showMessage(text, 8000)

    def _match_changed(self) -> None:
        """After every redraw of the match: archive it if it has just ended; the title's "*"."""
        if self.keeping is not None:
            said = self.keeping.keep_if_over()
            if said:
                self.tell(said)
        self._update_title()

    # --- matches -------------------------------------------------------------------------------

    def new_match(self, game_id: str | None = None) -> bool:
        """Set up a new match: on ``game_id``, else the shown match's game, else the last one."""
        if not isinstance(game_id, str):
            game_id = self.match.table.game.id if self.match is not None else None
        from desktop_app.ui.new_match import NewMatchDialog

        dialog = NewMatchDialog(self, game_id)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        setup = dialog.setup()
        try:
            session = setup.start()
        except ValueError as error:
            QMessageBox.warning(
                self, QCoreApplication.translate("MainWindow", "Cannot start the match"), as_plain(str(error))
            )
            return False
        if not self.leave_match():
            return False
        return self.show_session(session)

    def learn(self, game_id: str) -> bool:
        """The guided first match of ``game_id`` (issue 35): a coach over a fixed match."""
        from desktop_app.ui.coach.attach import begin_lesson, lesson_session

        if not self.leave_match() or not self.show_session(lesson_session(game_id)):
            return False
        assert self.match is not None
        begin_lesson(self.match)
        return True

    def show_session(
        self,
        session: Session,
        path: Path | None = None,
        *,
        autosave_path: Path | None = None,
        archived: ArchiveEntry | None = None,
    ) -> bool:
        """Make ``session`` the current match (the previous one is closed, its autosave kept:
        callers that replace a match on a person's request ask first, ``leave_match``).
        ``archived``: the archive entry it was opened from."""
        board = available_board(session.game.id)
        if board is None:
            QMessageBox.information(
                self,
                QCoreApplication.translate("MainWindow", "Not playable yet"),
                QCoreApplication.translate(
                    "MainWindow",
                    "{game} cannot be shown in this version: its board is not finished yet. "
                    "The match itself is fine and will open once the board is there.",
                ).format(game=game_title(session.game)),
            )
            return False
        if not self.close_match():
            return False
        from desktop_app.ui.keeping import MatchKeeping
        from desktop_app.ui.match_view import MatchView  # the match screen loads when first needed

        match = MatchView(session, board, bot_delay=self.bot_delay)
        self.current_path = Path(path) if path is not None else None
        self.keeping = MatchKeeping(match.table, self.current_path, archived)
        self._show(match)
        if self.use_autosave:
            # a match opened from a file or an autosave is on disk already: its autosave is
            # written at its first change (or when it is closed and kept), not before the board
            # is painted
            on_disk = path is not None or autosave_path is not None
            self.autosave = autosave.start_autosave(session, autosave_path, write_now=not on_disk)
        self._update_title()
        return True

    def show_table(self, table: Table, *, hosting: LanHosting | None = None) -> bool:
        """Make a LAN match (``table``: this screen's seats) the current match. ``hosting``: the
        host this window runs, closed with the match. No autosave: the host keeps its journal,
        and a joined screen holds no record to save until the match ends."""
        board = available_board(table.game.id)
        if board is None or not self.close_match():
            table.close()
            if hosting is not None:
                hosting.close()
            return False
        from desktop_app.ui.keeping import MatchKeeping
        from desktop_app.ui.match_view import MatchView

        self.hosting = hosting
        match = MatchView(table, board)
        self.current_path = None
        self.keeping = MatchKeeping(match.table)
        self._show(match)
        self._update_title()
        return True

    def _status_message(self, text: str) -> None:
        self.statusBar().showMessage(text, 8000)

    def _show(self, match: MatchView) -> None:
        self.match = match
        game_id = match.table.game.id
        match.status_message.connect(self._status_message)
        match.changed.connect(self.update_actions)
        match.changed.connect(self._match_changed)
        match.new_match_requested.connect(weak_slot(self.new_match, game_id))
        match.leave_requested.connect(self.close_match)
        match.save_requested.connect(self.save_as)
        self.text_fit.new_match()  # the chosen text size, tried again for this match
        match.side.relaid.connect(self.text_fit.soon)
        match.apply_preferences(self.preferences)
        from desktop_app.ui.coach.attach import coach_match

        coach_match(match, tips=self.preferences.tips, leave=partial(self.close_match, discard_autosave=True))
        self.stack.addWidget(match)
        self.stack.setCurrentWidget(match)
        self.update_actions()
        match.take_focus()
        self.text_fit.soon()

    def leave_match(self) -> bool:
        """Leave the match because the person asked to: File > Close, Quit, the window's close
        button, a new match or another file in its place.

        A match that would lose moves (never saved, or changed since its file was saved) asks
        Save / Discard / Cancel. Then the autosave goes too: it is there for a crash, and the
        person has decided — the match is in its file, or in the archive, or discarded.
        False if the person chose to stay (or the save did not happen).
        """
        keeping = self.keeping
        if self.match is None:
            return True
        if not self._may_leave_seat(self.match):  # a joined LAN seat: it asks first
            return False
        if keeping is None:
            return self.close_match()
        if keeping.unsaved():
            from desktop_app.ui.keeping import Leave, ask_before_leaving

            choice = ask_before_leaving(self, keeping)
            if choice is Leave.STAY or (choice is Leave.SAVE and not self.save()):
                return False
        return self.close_match(discard_autosave=True)

    def quit(self) -> None:
        if self.leave_match():
            self.close()

    def close_match(self, *, discard_autosave: bool = False) -> bool:
        """Back to the start page; an unfinished match stays in "Continue" through its autosave
        (unless ``discard_autosave``: the person decided, ``leave_match``).

        A hosted LAN match stops for everyone when it closes (until hosted again from the start
        page): that asks first while others are connected; a joined screen just leaves.
        False if the person chose to stay.
        """
        match = self.match
        if match is None:
            return True
        people = self._hosting_people()
        if people and not self._stop_hosting_asked(people):
            return False
        if self.keeping is not None:
            self._match_changed()  # an end not yet archived is archived before its autosave goes
        if match.table.networked and match.table.is_over and self.hosting is None:  # none to take back
            held_seats.forget_all(client.match_id for client in getattr(match.table, "clients", ()))
        self.match = None
        match.close_match()
        if self.autosave is not None:
            self.autosave.stop(delete=match.table.is_over or discard_autosave)
            self.autosave = None
        if self.hosting is not None:
            self.hosting.close()
            if self._start_page is not None:  # "Continue hosting" offers it again
                self._start_page.serving.discard(self.hosting.lan.core.match_id)
            self.hosting = None
        self.stack.removeWidget(match)
        match.deleteLater()
        self.current_path = None
        self.keeping = None
        if not self._closing:  # a window that closes shows no start page: none is made for it
            if self._start_page is not None:
                self._start_page.refresh()
            self.show_start_page()
        self._update_title()
        self.update_actions()
        return True

    def _stop_hosting_asked(self, people: list[str]) -> bool:
        """Did the person say yes to stopping the LAN match ``people`` (their names) are playing in?"""
        answer = QMessageBox.question(
            self,
            QCoreApplication.translate("MainWindow", "Stop hosting the LAN match?"),
            as_plain(
                (
                    QCoreApplication.translate(
                        "MainWindow",
                        "{names} is playing in the match you host. "
                        "Closing it stops the match for everyone until you continue hosting it "
                        "from the start page. Close it anyway?",
                    )
                    if len(people) == 1
                    else QCoreApplication.translate(
                        "MainWindow",
                        "{names} are playing in the match you host. "
                        "Closing it stops the match for everyone until you continue hosting it "
                        "from the start page. Close it anyway?",
                    )
                ).format(names=", ".join(people))
            ),
        )
        return answer == QMessageBox.StandardButton.Yes

    def closeEvent(self, event) -> None:
        # The window manager's close button (a spontaneous event) is a person leaving on purpose;
        # close() from code (the screenshot tool, tests) closes the match as before.
        self._closing = True
        try:
            left = self.leave_match() if event.spontaneous() else self.close_match()
        finally:
            self._closing = False
        if not left:
            event.ignore()
            return
        app_settings().setValue(GEOMETRY_KEY, self.saveGeometry())
        super().closeEvent(event)
