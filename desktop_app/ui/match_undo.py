"""Undo and redo from the match screen, and who may take back what on a shared screen.

One person's own last action is taken back at once (``hand_over`` then keeps the screen theirs);
on a screen several people share, another person's action is taken back only once that person
says yes by name on the takeback bar (issue 33), so nobody undoes a neighbour's secret choice
behind their back. The window's Edit menu asks these methods; the table does the work.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from desktop_app.ui.local_table import LocalTable

if TYPE_CHECKING:
    from desktop_app.ui.hand_over import HandOver
    from desktop_app.ui.privacy import ScreenGuard
    from desktop_app.ui.table import Table


class MatchUndo:
    """Undo and redo of the match screen (a part of ``MatchView``, which provides the fields)."""

    if TYPE_CHECKING:  # what MatchView provides
        table: Table
        hand_over: HandOver
        locked: bool

        @property
        def guard(self) -> ScreenGuard: ...

        def say(self, text: str, *, refusal: bool = False) -> None: ...

    def undo_refusal(self) -> str | None:
        return self.table.undo_refusal()

    def can_undo(self) -> bool:
        return self.undo_refusal() is None

    def undo(self) -> bool:
        reason = self.undo_refusal()
        if reason is not None:
            self.say(
                QCoreApplication.translate("MatchView", "Cannot undo: {reason}.").format(reason=reason),
                refusal=True,
            )
            return False
        own = self.hand_over.undo_is_own(self.locked)
        if not own and isinstance(self.table, LocalTable) and self.table.shared:
            # somebody else's action on a shared screen: its person says yes by name first
            self.say(self.table.ask_owner())
            return True
        self.hand_over.own_undo = own
        try:
            text = self.table.undo()
        finally:
            self.hand_over.own_undo = False
        self.say(text)
        return True

    def can_redo(self) -> bool:
        return self.table.can_redo()

    def redo(self) -> bool:
        if not self.table.can_redo():
            self.say(QCoreApplication.translate("MatchView", "Nothing to redo."), refusal=True)
            return False
        self.guard.relock()
        return self.table.redo()
