"""The main window in another language, without losing the running match (issue 20, item 5).

A mixin of ``MainWindow``. When ``i18n.set_language`` installs another language it emits
``notifier().language_changed``; the window then makes its words again: the menus and their
actions, the start page, and the match screen. The match screen is made anew over the *same*
Table (boards are pure functions of the view the table gives), and takes over what the old
screen knew that the table does not (who the shared screen was unlocked for, the end card, the
perspective picked), so nobody is asked for a hand-over again and the cursor stays where it was.
Dialogs that hold a person's half-made choices (the LAN lobby and join windows) keep their words
until they are opened again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMainWindow, QMenu, QWidget

from desktop_app import i18n

if TYPE_CHECKING:
    from PySide6.QtGui import QAction, QShortcut
    from PySide6.QtWidgets import QStackedWidget

    from desktop_app.ui.match_view import MatchView  # loaded with the first match (start-up)
    from desktop_app.ui.rules_browser import RulesBrowser
    from desktop_app.ui.start_page import StartPage

    _Window = QMainWindow
else:
    _Window = object

__all__ = ["WindowLanguage"]


class WindowLanguage(_Window):
    """Follows the chosen language: ``retranslate`` on every ``language_changed``."""

    if TYPE_CHECKING:  # what the window provides
        match: MatchView | None
        stack: QStackedWidget
        start_page: StartPage
        _start_page: StartPage | None  # None until the start page is first shown
        rules: RulesBrowser | None
        refused_undo: QShortcut
        fullscreen_action: QAction
        bot_delay: float

        def _build_actions(self) -> None: ...

        def _build_menus(self) -> None: ...

        def _connect_start_page(self, page: StartPage) -> None: ...

        def _show(self, match: MatchView) -> None: ...

        def _update_title(self) -> None: ...

        def update_actions(self) -> None: ...

        def show_rules(self, game_id: str | None = None) -> None: ...

    def follow_language(self) -> None:
        """Retranslate whenever the language changes (the notifier outlives any window: the
        connection goes with this window when Qt deletes it)."""
        i18n.notifier().language_changed.connect(self.retranslate)

    def retranslate(self, _code: str = "") -> None:
        """Every word of the window in the language now in force; the match goes on as it was.
        A status message of a moment ago is in the old language: it goes (it said "Welcome to
        Three Palaces." in English after a switch to German)."""
        self.statusBar().clearMessage()
        self._rebuild_menus()
        self._rebuild_start_page()
        if self.match is not None:
            self._rebuild_match(self.match)
        rules = self.rules
        if rules is not None and rules.isVisible():
            game_id = rules.current_game_id()
            rules.close()
            self.show_rules(game_id)
        self._update_title()
        self.update_actions()

    def _rebuild_menus(self) -> None:
        fullscreen = self.isFullScreen()
        for action in self.actions():
            self.removeAction(action)
            action.deleteLater()
        self.refused_undo.setEnabled(False)
        self.refused_undo.deleteLater()
        bar = self.menuBar()
        bar.clear()
        for menu in bar.findChildren(QMenu):
            _discard(menu)
        self._build_actions()
        self._build_menus()
        self.fullscreen_action.setChecked(fullscreen)

    def _rebuild_start_page(self) -> None:
        old = self._start_page
        if old is None:
            return  # not made yet: it will be, in the language then in force
        from desktop_app.ui.start_page import StartPage

        page = StartPage()
        self._connect_start_page(page)
        self.stack.insertWidget(self.stack.indexOf(old), page)
        if self.stack.currentWidget() is old:
            self.stack.setCurrentWidget(page)
        self.stack.removeWidget(old)
        _discard(old)
        self.start_page = page

    def _rebuild_match(self, old: MatchView) -> None:
        """A new match screen over ``old``'s table: same table, same cursor, new words."""
        from desktop_app.ui.match_view import MatchView

        old.detach()
        match = MatchView(old.table, type(old.board), bot_delay=self.bot_delay)
        self.stack.removeWidget(old)
        _discard(old)
        self._show(match)
        match.take_over(old)


def _discard(widget: QWidget) -> None:
    """Out of the window at once (nothing finds it there any more), deleted when Qt gets to it."""
    widget.hide()
    widget.setParent(None)
    widget.deleteLater()
