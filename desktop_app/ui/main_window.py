"""The main window: start page or match, menus and shortcuts, files, autosave and the archive.

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

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRect, QTimer
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import QDialog, QMainWindow, QMessageBox, QStackedWidget

from desktop_app import __version__
from desktop_app.persistence import autosave
from desktop_app.ui.games import available_board
from desktop_app.ui.lang import game_title
from desktop_app.ui.preferences import (
    BOT_DELAYS,
    Preferences,
    PreferencesDialog,
    apply_application_wide,
    load_preferences,
    save_preferences,
)
from desktop_app.ui.settings import app_settings
from desktop_app.ui.widget_tools import as_plain
from desktop_app.ui.window_files import FILE_FILTER, MatchFiles
from desktop_app.ui.window_language import WindowLanguage

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


class MainWindow(MatchFiles, WindowLanguage, QMainWindow):
    """The application window (its file operations: ``window_files.MatchFiles``; its language:
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
        page.open_path_requested.connect(self.open_path)
        page.continue_requested.connect(self.continue_autosave)
        page.archive_open_requested.connect(self.open_archived)
        page.host_requested.connect(self.host_lan)
        page.join_requested.connect(self.join_lan)

    # --- menus ---------------------------------------------------------------------------------

    def _action(self, text: str, slot, shortcut=None, tip: str = "") -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            if isinstance(shortcut, (list, tuple)):
                action.setShortcuts([QKeySequence(s) for s in shortcut])
            else:
                action.setShortcut(QKeySequence(shortcut))
        if tip:
            action.setStatusTip(tip)
        action.triggered.connect(lambda _checked=False: slot())
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        std = QKeySequence.StandardKey
        self.new_action = self._action(
            QCoreApplication.translate("MainWindow", "&New match…"),
            self.new_match,
            std.New,
            QCoreApplication.translate("MainWindow", "Set up a new match"),
        )
        self.open_action = self._action(
            QCoreApplication.translate("MainWindow", "&Open…"),
            self.open_file,
            std.Open,
            QCoreApplication.translate("MainWindow", "Open a saved match"),
        )
        self.archive_action = self._action(
            QCoreApplication.translate("MainWindow", "&Finished matches…"),
            self.show_archive,
            "Ctrl+Shift+O",
            QCoreApplication.translate("MainWindow", "Review a match that ended"),
        )
        self.save_action = self._action(
            QCoreApplication.translate("MainWindow", "&Save"),
            self.save,
            std.Save,
            QCoreApplication.translate("MainWindow", "Save this match"),
        )
        self.save_as_action = self._action(
            QCoreApplication.translate("MainWindow", "Save &As…"), self.save_as, std.SaveAs
        )
        self.export_log_action = self._action(
            QCoreApplication.translate("MainWindow", "&Export log…"),
            self.export_log,
            None,
            QCoreApplication.translate("MainWindow", "The log and the result as Markdown or HTML"),
        )
        self.export_board_action = self._action(
            QCoreApplication.translate("MainWindow", "Export &board as PNG…"),
            self.export_board,
            None,
            QCoreApplication.translate("MainWindow", "The board at the step shown, as an image"),
        )
        self.close_action = self._action(
            QCoreApplication.translate("MainWindow", "&Close match"),
            self.leave_match,
            std.Close,
            QCoreApplication.translate("MainWindow", "Back to the start page"),
        )
        self.quit_action = self._action(
            QCoreApplication.translate("MainWindow", "&Quit"), self.quit, std.Quit
        )
        self.undo_action = self._action(
            QCoreApplication.translate("MainWindow", "&Undo"), self.undo, "Ctrl+Z"
        )
        self.redo_action = self._action(
            QCoreApplication.translate("MainWindow", "&Redo"), self.redo, ["Ctrl+Shift+Z", "Ctrl+Y"]
        )
        # When Undo is not allowed, Ctrl+Z still answers: with the reason, in the status bar.
        self.refused_undo = QShortcut(QKeySequence("Ctrl+Z"), self)
        self.refused_undo.activated.connect(self.undo)
        self.zoom_in_action = self._action(
            QCoreApplication.translate("MainWindow", "Zoom &in"), self.zoom_in, ["Ctrl++", "Ctrl+="]
        )
        self.zoom_out_action = self._action(
            QCoreApplication.translate("MainWindow", "Zoom &out"), self.zoom_out, "Ctrl+-"
        )
        self.fit_action = self._action(
            QCoreApplication.translate("MainWindow", "&Fit board"), self.fit, "Ctrl+0"
        )
        self.speed_actions: dict[float, QAction] = {}
        speed_group = QActionGroup(self)
        for label, delay in (
            (QCoreApplication.translate("MainWindow", "&Fast"), 0.1),
            (QCoreApplication.translate("MainWindow", "&Normal"), 0.4),
            (QCoreApplication.translate("MainWindow", "&Slow"), 1.2),
        ):
            action = self._action(label, lambda d=delay: self.set_bot_delay(d))
            action.setCheckable(True)
            action.setChecked(abs(delay - self.bot_delay) < 1e-9)
            speed_group.addAction(action)
            self.speed_actions[delay] = action
        self.preferences_action = self._action(
            QCoreApplication.translate("MainWindow", "&Preferences…"),
            self.show_preferences,
            "Ctrl+,",
            QCoreApplication.translate("MainWindow", "Colour-blind mode, text size, speeds, language"),
        )
        self.preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.fullscreen_action = self._action(
            QCoreApplication.translate("MainWindow", "&Full screen"), self.toggle_fullscreen, "F11"
        )
        self.fullscreen_action.setCheckable(True)
        self.first_action = self._action(
            QCoreApplication.translate("MainWindow", "&First step"), lambda: self._review("go_first"), "Home"
        )
        self.back_action = self._action(
            QCoreApplication.translate("MainWindow", "Step &back"), lambda: self._review("go_back"), "Left"
        )
        self.forward_action = self._action(
            QCoreApplication.translate("MainWindow", "Step &forward"),
            lambda: self._review("go_forward"),
            "Right",
        )
        self.last_action = self._action(
            QCoreApplication.translate("MainWindow", "&Latest step"), lambda: self._review("go_last"), "End"
        )
        self.prev_turn_action = self._action(
            QCoreApplication.translate("MainWindow", "Previous &turn"),
            lambda: self._review("go_prev_turn"),
            "Ctrl+Left",
        )
        self.next_turn_action = self._action(
            QCoreApplication.translate("MainWindow", "&Next turn"),
            lambda: self._review("go_next_turn"),
            "Ctrl+Right",
        )
        self.prev_round_action = self._action(
            QCoreApplication.translate("MainWindow", "Pre&vious round"),
            lambda: self._review("go_prev_round"),
            "PgUp",
        )
        self.next_round_action = self._action(
            QCoreApplication.translate("MainWindow", "Next r&ound"),
            lambda: self._review("go_next_round"),
            "PgDown",
        )
        self.resume_action = self._action(
            QCoreApplication.translate("MainWindow", "&Resume play from here"), self.resume_from_cursor
        )
        self.result_action = self._action(
            QCoreApplication.translate("MainWindow", "Show &result"), self.show_result
        )
        self.rules_action = self._action(
            QCoreApplication.translate("MainWindow", "&Rules"),
            self.show_rules,
            "F1",
            QCoreApplication.translate("MainWindow", "Read the rules"),
        )
        self.about_action = self._action(
            QCoreApplication.translate("MainWindow", "&About Three Palaces"), self.show_about
        )

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu(QCoreApplication.translate("MainWindow", "&File"))
        for action in (
            self.new_action,
            self.open_action,
            self.archive_action,
            None,
            self.save_action,
            self.save_as_action,
            None,
            self.export_log_action,
            self.export_board_action,
        ):
            file_menu.addSeparator() if action is None else file_menu.addAction(action)
        file_menu.addSeparator()
        file_menu.addAction(self.close_action)
        file_menu.addAction(self.quit_action)
        edit = bar.addMenu(QCoreApplication.translate("MainWindow", "&Edit"))
        edit.addAction(self.undo_action)
        edit.addAction(self.redo_action)
        edit.addSeparator()
        edit.addAction(self.preferences_action)
        view = bar.addMenu(QCoreApplication.translate("MainWindow", "&View"))
        for action in (
            self.zoom_in_action,
            self.zoom_out_action,
            self.fit_action,
            None,
            self.fullscreen_action,
        ):
            view.addSeparator() if action is None else view.addAction(action)
        speed = view.addMenu(QCoreApplication.translate("MainWindow", "&Computer speed"))
        for action in self.speed_actions.values():
            speed.addAction(action)
        review = bar.addMenu(QCoreApplication.translate("MainWindow", "&Review"))
        for action in (
            self.first_action,
            self.back_action,
            self.forward_action,
            self.last_action,
            None,
            self.prev_turn_action,
            self.next_turn_action,
            self.prev_round_action,
            self.next_round_action,
            None,
        ):
            review.addSeparator() if action is None else review.addAction(action)
        review.addAction(self.resume_action)
        review.addAction(self.result_action)
        help_menu = bar.addMenu(QCoreApplication.translate("MainWindow", "&Help"))
        help_menu.addAction(self.rules_action)
        help_menu.addAction(self.about_action)

    def update_actions(self) -> None:
        """Enable what makes sense now; Undo/Redo follow the session's undo policy."""
        match = self.match
        in_match = match is not None
        for action in (
            self.save_action,
            self.save_as_action,
            self.close_action,
            self.zoom_in_action,
            self.zoom_out_action,
            self.fit_action,
            self.export_log_action,
            self.export_board_action,
        ):
            action.setEnabled(in_match)
        can_undo = match is not None and match.can_undo()
        self.undo_action.setEnabled(can_undo)
        reason = match.undo_refusal() if match is not None else None
        label = (
            QCoreApplication.translate("MainWindow", "&Ask to take back")
            if match is not None and match.table.networked
            else QCoreApplication.translate("MainWindow", "&Undo")
        )
        if reason is not None:
            label = QCoreApplication.translate("MainWindow", "{label} (not now: {reason})").format(
                label=label, reason=reason
            )
        self.undo_action.setText(label)
        self.refused_undo.setEnabled(in_match and not can_undo)
        self.redo_action.setEnabled(match is not None and match.can_redo())
        table = match.table if match is not None else None
        reviewing = table is not None and table.is_reviewing
        cursor = table.cursor if table is not None else 0
        for action in (self.first_action, self.back_action, self.prev_turn_action, self.prev_round_action):
            action.setEnabled(cursor > 0)
        for action in (self.forward_action, self.last_action, self.next_turn_action, self.next_round_action):
            action.setEnabled(reviewing)
        self.resume_action.setEnabled(table is not None and reviewing and table.casual)
        self.result_action.setEnabled(table is not None and table.is_over)
        if self.autosave is not None and self.autosave.last_error:
            self.tell(self.autosave.last_error)

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

    def _show(self, match: MatchView) -> None:
        self.match = match
        game_id = match.table.game.id
        match.status_message.connect(lambda text: self.statusBar().showMessage(text, 8000))
        match.changed.connect(self.update_actions)
        match.changed.connect(self._match_changed)
        match.new_match_requested.connect(lambda: self.new_match(game_id))
        match.leave_requested.connect(self.close_match)
        match.save_requested.connect(self.save_as)
        match.apply_preferences(self.preferences)
        self.stack.addWidget(match)
        self.stack.setCurrentWidget(match)
        self.update_actions()
        match.take_focus()

    # --- LAN -----------------------------------------------------------------------------------

    def host_lan(self, game_id: str | None = None) -> bool:
        """Host a LAN match: the choices, then the lobby (a window of its own, so the host can
        still look around) until Start; then the match screen over this computer's seats."""
        from desktop_app.net.tls import IdentityError
        from desktop_app.net.transport import TransportError
        from desktop_app.ui.lan_host import HostMatchDialog
        from desktop_app.ui.lan_hosting import LanHosting
        from desktop_app.ui.lan_lobby import LobbyDialog

        dialog = HostMatchDialog(self, game_id if isinstance(game_id, str) else None)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        try:
            hosting = LanHosting(dialog.plan())
        except (TransportError, IdentityError, OSError, ValueError) as error:  # a port in use, say
            QMessageBox.warning(
                self, QCoreApplication.translate("MainWindow", "Cannot host the match"), as_plain(str(error))
            )
            return False
        self.lobby = LobbyDialog(hosting, self)
        self.lobby.match_started.connect(lambda table: self.show_table(table, hosting=hosting))
        self.lobby.show()
        return True

    def join_lan(self) -> bool:
        """Join a LAN match: find it, the code, a seat; the match screen once play begins."""
        from desktop_app.ui.lan_join import JoinDialog

        self.joining = JoinDialog(self)
        self.joining.joined.connect(self._joined)
        self.joining.show()
        return True

    def _joined(self, table: Table) -> None:
        if self.joining is not None:
            self.joining.accept()
            self.joining = None
        self.show_table(table)

    def _hosting_people(self) -> list[str]:
        """People on other computers connected to the match this window hosts, while it runs."""
        hosting = self.hosting
        if hosting is None or hosting.closed or (self.match is not None and self.match.table.is_over):
            return []
        return hosting.people_in_match()

    def _may_leave_seat(self, match: MatchView) -> bool:
        """A joined LAN screen asks before it leaves a match still playing (a new player pressed
        Ctrl+Q mid-match and was gone): the seat waits, to be taken back by joining again
        (``held_seats``), unless the host gives it to a computer. A spectator, a host, a match
        over or a link already lost leave at once."""
        from desktop_app.ui.table import LEFT

        table = match.table
        if self.hosting is not None or not table.networked or not table.screen_seats:
            return True
        if table.is_over or table.link == LEFT:
            return True
        answer = QMessageBox.question(
            self,
            QCoreApplication.translate("MainWindow", "Leave the LAN match?"),
            QCoreApplication.translate(
                "MainWindow",
                "Your seat waits for you: join the match again with its code to take it back, "
                "unless the host lets a computer play it meanwhile. Leave now?",
            ),
        )
        return answer == QMessageBox.StandardButton.Yes

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

        A LAN match this window hosts ends for everyone when it closes, so that asks first while
        other people are connected; a joined screen just leaves (its seat stays reconnectable).
        False if the person chose to stay.
        """
        match = self.match
        if match is None:
            return True
        people = self._hosting_people()
        if people:
            answer = QMessageBox.question(
                self,
                QCoreApplication.translate("MainWindow", "End the LAN match?"),
                as_plain(
                    (
                        QCoreApplication.translate(
                            "MainWindow",
                            "{names} is playing in the match you host. "
                            "Closing it ends the match for everyone. Close it anyway?",
                        )
                        if len(people) == 1
                        else QCoreApplication.translate(
                            "MainWindow",
                            "{names} are playing in the match you host. "
                            "Closing it ends the match for everyone. Close it anyway?",
                        )
                    ).format(names=", ".join(people))
                ),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return False
        if self.keeping is not None:
            self._match_changed()  # an end not yet archived is archived before its autosave goes
        self.match = None
        match.close_match()
        if self.autosave is not None:
            self.autosave.stop(delete=match.table.is_over or discard_autosave)
            self.autosave = None
        if self.hosting is not None:
            self.hosting.close()
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

    # --- edit, view, review, help --------------------------------------------------------------

    def undo(self) -> None:
        if self.match is not None:
            self.match.undo()

    def redo(self) -> None:
        if self.match is not None:
            self.match.redo()

    def zoom_in(self) -> None:
        if self.match is not None:
            self.match.board_view.zoom_in()

    def zoom_out(self) -> None:
        if self.match is not None:
            self.match.board_view.zoom_out()

    def fit(self) -> None:
        if self.match is not None:
            self.match.board_view.reset_zoom()

    def set_bot_delay(self, delay: float) -> None:
        """How long a computer player visibly pauses before its move (so people can follow);
        a speed of the menu is kept as the Preferences' computer speed."""
        self.bot_delay = delay
        if self.match is not None and self.match.bots is not None:
            self.match.bots.delay = delay
        action = self.speed_actions.get(delay)
        if action is not None:
            action.setChecked(True)
        speed = next((name for name, value in BOT_DELAYS.items() if value == delay), None)
        if speed is not None and speed != self.preferences.computer:
            self.preferences = replace(self.preferences, computer=speed)
            save_preferences(self.preferences)

    def _reopen_preferences(self) -> None:
        old = self.preferences_dialog
        if old is None:
            return
        where = old.pos()
        self.preferences_dialog = None
        old.close()
        old.deleteLater()
        self.show_preferences()
        if self.preferences_dialog is not None:
            self.preferences_dialog.move(where)

    def show_preferences(self) -> None:
        """Preferences, beside the window (not modal): each change shows on the board at once."""
        if self.preferences_dialog is None:
            self.preferences_dialog = PreferencesDialog(self, self.preferences)
            self.preferences_dialog.changed.connect(self._preferences_changed)
        self.preferences_dialog.show()
        self.preferences_dialog.raise_()

    def _preferences_changed(self, preferences: Preferences) -> None:
        if preferences.language != self.preferences.language:
            # the dialog speaks the new language too: made again once its own signal is done
            QTimer.singleShot(0, self._reopen_preferences)
        self.preferences = preferences
        self.set_bot_delay(preferences.bot_delay)
        if self.match is not None:
            self.match.apply_preferences(preferences)

    def toggle_fullscreen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.fullscreen_action.setChecked(self.isFullScreen())

    def _review(self, move: str) -> None:
        if self.match is not None:
            getattr(self.match.review_bar, move)()

    def export_log(self) -> None:
        from desktop_app.ui.export import ask_export_log

        if self.match is not None and (path := ask_export_log(self, self.match.export_log())) is not None:
            self.tell(QCoreApplication.translate("MainWindow", "Log exported to {path}").format(path=path))

    def export_board(self) -> None:
        match = self.match
        from desktop_app.ui.export import ask_export_board

        if match is not None and (path := ask_export_board(self, match.board.scene, match.export_log())):
            self.tell(QCoreApplication.translate("MainWindow", "Board exported to {path}").format(path=path))

    def resume_from_cursor(self) -> None:
        if self.match is not None:
            self.match.resume_from_cursor()

    def show_result(self) -> None:
        if self.match is not None:
            self.match.show_end()

    def show_rules(self, game_id: str | None = None) -> None:
        if not isinstance(game_id, str):
            game_id = self.match.table.game.id if self.match is not None else None
        from desktop_app.ui.rules_browser import RulesBrowser

        self.rules = RulesBrowser(self, game_id)
        self.rules.show()

    def show_about(self) -> None:
        QMessageBox.about(
            self,
            QCoreApplication.translate("MainWindow", "About Three Palaces"),
            QCoreApplication.translate(
                "MainWindow",
                "<h3>Three Palaces {version}</h3>"
                "<p>Maharaja, The Forbidden City and Arkadia for one screen, the local network "
                "and computer opponents.</p><p>Every match is kept as its record of moves, so you can "
                "save, undo, review and continue any match.</p>",
            ).format(version=__version__),
        )

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
