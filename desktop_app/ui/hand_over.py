"""The match screen's hand-over: whose view a shared screen may draw now, when the cover is due,
and what each person has seen since they last looked.

``privacy.ScreenGuard`` decides from the secrets involved whether a change of person needs the
cover; this keeps what the screen knows besides, across its refreshes and across a screen made
anew over the same table (a change of language): who the screen was unlocked for, what each
person has seen (the cover tells them the public lines since), and whether the screen passed on
to a person without a hand-over (the prompt then names them). Nothing here draws anything.
"""

from __future__ import annotations

from desktop_app.engine.seats import Seat
from desktop_app.ui.privacy import ScreenGuard
from desktop_app.ui.table import Table


class HandOver:
    """The hand-over state of one screen over ``table``."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.guard = ScreenGuard(table.screen_seats)
        #: The people at the screen the guard was last told of (a seat may change hands).
        self.people = table.screen_seats
        #: Steps when the screen last showed each person their own view: the hand-over screen
        #: tells a person what happened since they last looked (public lines only), e.g. the
        #: others' moves and a round's scoring. One count for everyone told a person only what
        #: happened while the cover was up, not the moves of whoever played in between.
        self.seen_upto: dict[Seat, int] = {}
        self.opened_at = table.length
        #: The screen went to the person now at it without a hand-over click (prompt names them).
        self.passed_on = False
        #: ``undo`` is taking back the unlocked person's own action: the screen stays theirs.
        self.own_undo = False

    def take_over(self, old: HandOver) -> None:
        """Carry on from ``old`` (a screen over the same table): the guard, what each person has
        seen, whether the screen passed on without a hand-over."""
        self.guard, self.people = old.guard, old.people
        self.seen_upto, self.opened_at = old.seen_upto, old.opened_at
        self.passed_on = old.passed_on

    def record_changed(self) -> None:
        """The record changed: anything but the unlocked person's own moves (an undo, another
        person moving) means somebody else may be at the keyboard, so the screen must lock again
        (issue 4)."""
        if not self.table.moved_only_by(self.guard.unlocked) and not self.own_undo:
            self.guard.relock()

    def people_changed(self) -> None:
        """A seat changed hands: the screen is shared by the people who play now. A seat the
        computer took is nobody at the screen any more (no cover for it); a person coming back
        gets the cover before their view, as anyone taking the screen from another does. While
        one person had the screen to themselves, nothing told the guard it was theirs: it is now,
        with their secrets seen, so the next person's view waits for a click."""
        guard, before, now = self.guard, self.people, self.table.screen_seats
        self.people = now
        was_shared, guard.shared = guard.shared, len(now) >= 2
        if guard.unlocked is not None and guard.unlocked not in now:
            guard.relock()
        if guard.shared and not was_shared:
            alone = sorted(before & now)
            guard.relock()
            if len(alone) == 1:
                guard.unlocked, guard.private_seen = alone[0], True

    def _private(self, seat: Seat | None) -> bool:
        """Would ``seat``'s view of the shown position reveal a secret to an onlooker?"""
        if seat is None or not self.guard.shared:
            return False
        return self.table.has_private_view(seat)

    def _secret_move(self, seat: Seat) -> bool:
        """Is ``seat`` about to choose in secret (``privacy.secret_choice_ahead``)?"""
        return self.table.secret_choice_ahead(seat)

    def needs_cover(self, seat: Seat | None) -> tuple[bool, bool]:
        """(hand-over due, ``seat``'s view private) for the seat that takes the screen now."""
        private = self._private(seat)
        if seat is None or not self.guard.shared or seat == self.guard.unlocked:
            return False, private
        secret = private or self._secret_move(seat)
        return self.guard.needs_handover(seat, secret), private

    def pass_on(self, seat: Seat | None) -> None:
        """No cover is due for ``seat``: on a shared screen it passes on without a hand-over
        (neither view holds a secret)."""
        if self.guard.shared and seat is not None and seat != self.guard.unlocked:
            self.guard.unlock(seat)
            self.passed_on = True

    def unlock(self, seat: Seat | None) -> None:
        """The person at the screen clicked "show my view"."""
        self.guard.unlock(seat)
        self.passed_on = False

    def since_lines(self, seat: Seat, limit: int = 8) -> list[str]:
        """The public log lines since ``seat`` last saw their own view here (at most ``limit``)."""
        return self.table.public_lines_since(self.seen_upto.get(seat, self.opened_at))[-limit:]

    def saw(self, seat: Seat, step: int) -> None:
        """``seat``'s own view, up to ``step``, is on the screen."""
        self.seen_upto[seat] = step

    def acted(self, seat: Seat, before: int) -> None:
        """The person saw their own move made; what came after it (a die rolled, the next
        person's cover) they did not: that is news on their next hand-over."""
        self.seen_upto[seat] = max(self.seen_upto.get(seat, 0), before + 1)

    def undo_is_own(self, locked: bool) -> bool:
        """Is an undo now the unlocked person taking back their own action? The person whose view
        is open, with no cover up, is the one at the screen, and they keep it. Anyone else may
        have pressed the key (under a cover, or taking back somebody else's action): the next
        private view waits for a click."""
        seat = self.guard.unlocked
        own = not locked and seat is not None and self.table.undo_seat() == seat
        if not own:
            self.guard.relock()
        return own
