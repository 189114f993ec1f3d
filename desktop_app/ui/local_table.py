"""The table port over a Session on this computer: hot-seat play, bots, undo and full review.

The Session is here, so this table could answer anything; it answers only what the port asks,
for the seats at this screen (every human seat of a local match), and leaves the hand-over rules
to ``privacy.py``, whose questions it answers from the live position. Bots play their seats off
the UI thread (``bots.BotRunner``), as before the port existed.

Any seat may change hands during the match (``hand_seat``): its person hands it to the computer
(they leave the table, or want to watch the end) and takes it back later. The seats at this screen
are the seats people play now, so the hand-over rules treat a seat the computer plays as a
computer's; the log says each change (``control_lines``).
"""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import QCoreApplication

from desktop_app.engine.action import Action
from desktop_app.engine.control import HUMAN, PLAYED_BY, kinds_at
from desktop_app.engine.errors import EngineError
from desktop_app.engine.outcome import Outcome
from desktop_app.engine.protocol import Game, View
from desktop_app.engine.seats import Seat
from desktop_app.engine.session import SeatInfo, Session
from desktop_app.ui import privacy
from desktop_app.ui.bots import BotRunner
from desktop_app.ui.control_lines import change_line, decorate
from desktop_app.ui.lang import RenderedLog, language, render_message
from desktop_app.ui.marks import QT_TRANSLATE_NOOP
from desktop_app.ui.table import Table, TakebackAsk

#: The Session's reasons for refusing an undo (``Session.undo_refusal``: plain English clauses),
#: marked for translation; ``tests/ui/test_i18n_undo.py`` checks that every one is listed.
UNDO_REASONS = (
    QT_TRANSLATE_NOOP("LocalTable", "you are looking at an earlier step; go to the latest step first"),
    QT_TRANSLATE_NOOP("LocalTable", "there is nothing of yours to take back"),
    QT_TRANSLATE_NOOP(
        "LocalTable", "chance has decided something since (a draw or a roll cannot be taken back)"
    ),
    QT_TRANSLATE_NOOP("LocalTable", "another player has acted since"),
    QT_TRANSLATE_NOOP("LocalTable", "that action ended the match (the final scoring has been shown)"),
    QT_TRANSLATE_NOOP("LocalTable", "that action revealed hidden information"),
)


def _undo_reason(reason: str | None) -> str | None:
    """The Session's reason in the chosen language (as it is, if it is not one listed)."""
    return None if reason is None else QCoreApplication.translate("LocalTable", reason)


class LocalTable(Table):
    """``Table`` over ``session``; ``bot_delay`` is the pause before a bot's move is shown."""

    def __init__(self, session: Session, *, bot_delay: float = 0.4) -> None:
        super().__init__()
        self.session = session
        self._screen = frozenset(privacy.human_seats(session.seats))
        self._record_seen = session.record
        self._closed = False
        self._revealed: tuple[object, list[str]] | None = None
        self._rendered = RenderedLog()
        #: Undo on a shared screen asked the person whose action it takes back (``ask_owner``).
        self._ask: TakebackAsk | None = None
        # The bot runner subscribes first, so its ticket is current when the screen reschedules.
        self.bots = BotRunner(session, bot_delay)
        self.bots.failed.connect(self.notice)
        # A bound method, not a lambda: Qt would hold a lambda (and through it this table, its
        # session and every state of the match) for as long as the runner lives, which this table
        # keeps alive in turn — a cycle through C++ that no collection can see, so a closed
        # match's table never went.
        self.bots.thinking_changed.connect(self._presence_changed)
        session.subscribe(self._on_session)
        self.bots.schedule()

    def _presence_changed(self) -> None:
        self.changed.emit("presence")

    def _on_session(self, session: Session, what: str) -> None:
        if what == "control":
            self._screen = frozenset(privacy.human_seats(session.seats))
        if what == "record" and self._ask is not None and self._ask.state != len(session.record):
            self._ask = None  # the match moved on: the question no longer applies
        if not self._closed:
            self.changed.emit(what)
            self.bots.schedule()  # after the screen has drawn the change

    # --- who sits where -----------------------------------------------------------------------

    @property
    def game(self) -> Game:
        return self.session.game

    @property
    def seats(self) -> tuple[SeatInfo, ...]:
        return self.session.seats

    @property
    def screen_seats(self) -> frozenset[Seat]:
        return self._screen

    # --- the position -------------------------------------------------------------------------

    @property
    def length(self) -> int:
        return len(self.session.record)

    @property
    def cursor(self) -> int:
        return self.session.cursor

    @property
    def casual(self) -> bool:
        return self.session.casual

    def note_hint(self, seat: Seat) -> None:
        self.session.note_hint(seat)

    def to_move(self, live: bool = False) -> frozenset[Seat]:
        state = self.session.head_state if live else self.session.state
        return self.session.game.to_move(state)

    def view(self, seat: Seat | None) -> View:
        if seat is not None and seat not in self._screen:
            raise ValueError(f"seat {seat} is not at this screen")
        return self.session.view(seat)

    def veiled_view(self, seat: Seat) -> View:
        if seat not in self._screen:
            raise ValueError(f"seat {seat} is not at this screen")
        return self.session.game.veiled_view(self.session.state, seat)

    def review_view(self, seat: Seat) -> View:
        if self.session.is_over:
            return self.session.view(seat)
        return self.view(seat)

    def reveals_all(self) -> bool:
        return self.session.is_over

    def revealed_log(self) -> list[str] | None:
        """Each entry described as its own seat read it, from the states on either side (kept:
        the record of a finished match no longer changes, except by resuming a casual one)."""
        session = self.session
        if not self.reveals_all():
            return None
        key = (len(session.record), session.record[-1] if session.record else None, language())
        if self._revealed is None or self._revealed[0] != key:
            game, names = session.game, session.seat_names
            lines = [
                render_message(
                    game.describe(entry, session.state_at(index), session.state_at(index + 1)), names
                )
                for index, entry in enumerate(session.record)
            ]
            self._revealed = (key, lines)
        if session.control:
            return decorate(self._revealed[1], session.control, session.seat_names)
        return list(self._revealed[1])

    def legal_actions(self, seat: Seat) -> tuple[Action, ...]:
        if seat not in self._screen or self.session.is_reviewing:
            return ()
        if seat not in self.to_move(live=True):
            return ()
        return tuple(self.session.legal_actions(seat))

    def log(self, seat: Seat | None) -> list[str]:
        return self.full_log(seat)[: self.session.cursor]

    def full_log(self, seat: Seat | None) -> list[str]:
        """The whole log as ``seat`` may read it (past the cursor too, in review), in the chosen
        language; a seat changing hands is told after the line of the step it followed."""
        lines = self._rendered.texts(seat, self.session.log_entries(seat), self.seat_names)
        control = self.session.control
        return decorate(lines, control, self.seat_names) if control else lines

    def warm_up(self, reader: Seat | None, chunk: int = 25) -> Iterator[None]:
        """Make ``reader``'s whole log ready ahead of need, ``chunk`` entries at a time (one
        ``next`` each): described, then rendered. A finished match is reviewed as a spectator,
        whose log nothing had asked for before: the first step into review described and
        rendered all of it (200 ms for 1,900 steps)."""
        session = self.session
        upto = 0
        while upto < len(session.record):  # the record as it is at each piece
            upto = min(upto + chunk, len(session.record))
            session.log_entries(reader, upto=upto)
            yield
        entries = session.log_entries(reader)
        while not self._rendered.warm(reader, entries, self.seat_names, chunk):
            yield

    def outcome(self) -> Outcome | None:
        return self.session.outcome()

    # --- hot-seat privacy ---------------------------------------------------------------------

    def seat_at_screen(self) -> Seat | None:
        return privacy.seat_at_screen(self.session)

    def has_private_view(self, seat: Seat) -> bool:
        # A game that cannot answer is a bug for the tests to catch, not a case to guess at.
        return bool(self.session.game.has_private_view(self.session.state, seat))

    def secret_choice_ahead(self, seat: Seat) -> bool:
        return privacy.secret_choice_ahead(self.session, seat)

    def moved_only_by(self, seat: Seat | None) -> bool:
        before, after = self._record_seen, self.session.record
        self._record_seen = after
        if len(after) < len(before) or after[: len(before)] != before:
            return False
        return all(
            entry.chance or entry.seat not in self._screen or entry.seat == seat
            for entry in after[len(before) :]
        )

    def public_lines_since(self, step: int) -> list[str]:
        start = min(step, len(self.session.record))
        return [line for line in self.full_log(None)[start:] if line]

    # --- acting -------------------------------------------------------------------------------

    def act(self, seat: Seat, action: Action) -> None:
        try:
            self.session.act(seat, action)
        except EngineError as error:
            message = getattr(error, "message", None)
            self.notice.emit(render_message(message, self.seat_names) if message is not None else str(error))

    def undo_seat(self) -> Seat | None:
        """Whose action Undo takes back: the person at this screen who acted last."""
        for entry in reversed(self.session.record):
            if not entry.chance and entry.seat in self._screen:
                return entry.seat
        return None

    def undo_refusal(self) -> str | None:
        if self.session.is_reviewing:
            return _undo_reason(self.session.undo_refusal(0))
        seat = self.undo_seat()
        if seat is None:
            return QCoreApplication.translate("LocalTable", "there is nothing to take back")
        return _undo_reason(self.session.undo_refusal(seat))

    def undo(self) -> str:
        reason = self.undo_refusal()
        if reason is not None:
            return QCoreApplication.translate("LocalTable", "Cannot undo: {reason}.").format(reason=reason)
        seat = self.undo_seat()
        assert seat is not None
        self.session.undo(seat)
        return QCoreApplication.translate("LocalTable", "Took back {name}'s last action.").format(
            name=self.session.seats[seat].name
        )

    @property
    def takeback(self) -> TakebackAsk | None:
        return self._ask

    def ask_owner(self) -> str:
        """On a shared screen Undo would take back somebody else's action: ask that person by
        name first (the takeback bar, ``answer_takeback``); what happened, for the status line."""
        reason = self.undo_refusal()
        if reason is not None:
            return QCoreApplication.translate("LocalTable", "Cannot undo: {reason}.").format(reason=reason)
        seat = self.undo_seat()
        assert seat is not None
        index = max(
            i for i, entry in enumerate(self.session.record) if entry.seat == seat and not entry.chance
        )
        line = self.full_log(None)[index]
        self._ask = TakebackAsk(seat, len(self.session.record), frozenset({seat}), line)
        self.changed.emit("takeback")
        return QCoreApplication.translate(
            "LocalTable", "{name} is asked to take back their last action."
        ).format(name=self.session.seats[seat].name)

    def answer_takeback(self, accept: bool) -> None:
        """The person asked by name answered: Yes takes their action back, No keeps it."""
        ask, self._ask = self._ask, None
        if ask is None:
            return
        name = self.session.seats[ask.by].name
        if accept and ask.state == len(self.session.record) and self.undo_seat() == ask.by:
            self.notice.emit(self.undo())
            return
        self.changed.emit("takeback")
        self.notice.emit(
            QCoreApplication.translate("LocalTable", "{name} keeps their action.").format(name=name)
        )

    def can_redo(self) -> bool:
        return self.session.can_redo()

    def redo(self) -> bool:
        if not self.session.can_redo():
            return False
        self.session.redo()
        return True

    # --- computer players ---------------------------------------------------------------------

    @property
    def thinking_seat(self) -> Seat | None:
        return None if self.session.is_reviewing else self.bots.thinking_seat

    def missing_level(self, seat: Seat) -> str | None:
        return self.bots.missing.get(seat)

    def kind_at_cursor(self, seat: Seat) -> str:
        session = self.session
        if not session.control or not session.is_reviewing:
            return session.seats[seat].kind
        return kinds_at(session.seated, session.control, session.cursor)[seat]

    @property
    def computers_paused(self) -> bool:
        return self.bots.paused

    def pause_computers(self, paused: bool) -> None:
        """Hold the computer players, or let them play on (an all-computer match watched)."""
        self.bots.set_paused(paused)
        self.changed.emit("presence")

    def can_change_hands(self, seat: Seat) -> bool:
        """Whether ``seat`` may be handed to the computer (or to another level) now: a seat of
        this match that people or computers here play, while the match is on and live."""
        session = self.session
        return (
            not self._closed
            and not session.is_over
            and not session.is_reviewing
            and session.seats[seat].kind in PLAYED_BY
        )

    def can_take_back(self, seat: Seat) -> bool:
        """Whether ``seat``'s person may take it back from the computer now: the seat had a person
        at the start and the computer plays it now (whose turn it is does not matter: the seat's
        next move is theirs)."""
        session = self.session
        return (
            self.can_change_hands(seat)
            and session.seated[seat] == HUMAN
            and session.seats[seat].kind != HUMAN
        )

    def hand_seat(self, seat: Seat, by: str) -> None:
        """Let ``by`` (a computer level, or ``human``: the seat's person) play ``seat`` from now
        on; the log and a notice say so. Nothing happens where it may not (see above)."""
        allowed = self.can_take_back(seat) if by == HUMAN else self.can_change_hands(seat)
        if not allowed or self.session.seats[seat].kind == by:
            return
        self.session.hand_seat(seat, by)
        self.notice.emit(change_line(self.session.seats[seat].name, by))

    # --- review -------------------------------------------------------------------------------

    def seek(self, step: int) -> None:
        step = max(0, min(len(self.session.record), step))
        if step != self.session.cursor:
            self.session.seek(step)

    def resume_from_cursor(self) -> None:
        try:
            self.session.resume_from_cursor()
        except EngineError as error:
            self.notice.emit(str(error))
            return
        self.notice.emit(
            QCoreApplication.translate(
                "LocalTable", "Play resumes from this step; the later steps were dropped."
            )
        )

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        self.bots.close()
        self.session.unsubscribe(self._on_session)
