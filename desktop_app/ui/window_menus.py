"""The main window's menus and what their entries do: File, Edit, View, Match, Review and Help.

A mixin of ``MainWindow``, as its files (``window_files.MatchFiles``) and its language
(``window_language.WindowLanguage``) are: the actions are the window's own (their shortcuts work
wherever the focus is in it, and ``WindowLanguage`` makes them anew in another language), and
each entry acts on the match the window shows, so they live beside it rather than in an object
of their own. ``update_actions`` enables what makes sense now: Undo and Redo follow the table's
undo policy, and a refused Ctrl+Z still answers, with the reason.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QShortcut
from PySide6.QtWidgets import QMainWindow

from desktop_app.ui.preferences import BOT_DELAYS, Preferences, PreferencesDialog, save_preferences
from desktop_app.ui.seat_control import MatchMenu
from desktop_app.ui.text_fit import TextFit

if TYPE_CHECKING:
    from desktop_app.persistence import autosave
    from desktop_app.ui.match_view import MatchView  # loaded with the first match (start-up)
    from desktop_app.ui.rules_browser import RulesBrowser

    _Window = QMainWindow
else:
    _Window = object

__all__ = ["WindowMenus"]


class WindowMenus(_Window):
    """The menu bar's actions and their slots, for ``MainWindow``."""

    if TYPE_CHECKING:  # what the window provides
        match: MatchView | None
        bot_delay: float
        preferences: Preferences
        preferences_dialog: PreferencesDialog | None
        text_fit: TextFit
        autosave: autosave.AutosaveHandle | None
        rules: RulesBrowser | None

        def tell(self, text: str) -> None: ...

        def new_match(self, game_id: str | None = None) -> bool: ...

        def open_file(self) -> bool: ...

        def show_archive(self) -> None: ...

        def save(self) -> bool: ...

        def save_as(self) -> bool: ...

        def leave_match(self) -> bool: ...

        def quit(self) -> None: ...

    # --- the actions and the menus -------------------------------------------------------------

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
        """Every action of the menus, in the order the menus show them (the Edit menu's
        Preferences, made with the View menu's actions, excepted)."""
        self._build_file_actions()
        self._build_edit_actions()
        self._build_view_actions()
        self._build_review_actions()
        self._build_help_actions()

    def _build_file_actions(self) -> None:
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

    def _build_edit_actions(self) -> None:
        self.undo_action = self._action(
            QCoreApplication.translate("MainWindow", "&Undo"), self.undo, "Ctrl+Z"
        )
        self.redo_action = self._action(
            QCoreApplication.translate("MainWindow", "&Redo"), self.redo, ["Ctrl+Shift+Z", "Ctrl+Y"]
        )
        # When Undo is not allowed, Ctrl+Z still answers: with the reason, in the status bar.
        self.refused_undo = QShortcut(QKeySequence("Ctrl+Z"), self)
        self.refused_undo.activated.connect(self.undo)

    def _build_view_actions(self) -> None:
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
            (QCoreApplication.translate("MainWindow", "&Instant"), 0.0),
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

    def _build_review_actions(self) -> None:
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

    def _build_help_actions(self) -> None:
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
        # Let the computer play a seat, take it back, pause the computer players (issue 33).
        self.match_menu = MatchMenu(lambda: self.match.table if self.match is not None else None, bar)
        bar.addMenu(self.match_menu)
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
        self.match_menu.sync_pause()
        if self.autosave is not None and self.autosave.last_error:
            self.tell(self.autosave.last_error)

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
        # a tick (tips, colour-blind mode) tries no text size anew: the chosen size shown again
        # for a moment, where the window fell back to a smaller one, grew the Preferences dialog
        sized = (preferences.text_size, preferences.language) != (
            self.preferences.text_size,
            self.preferences.language,
        )
        self.preferences = preferences
        self.set_bot_delay(preferences.bot_delay)
        if self.match is not None:
            self.match.apply_preferences(preferences)
            from desktop_app.ui.coach.attach import coach_of

            coach = coach_of(self.match)
            if coach is not None:
                coach.apply(preferences.tips)
        if sized:
            self.text_fit.chosen_anew()

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
        from desktop_app.ui.about import show_about

        show_about(self)
