"""Bots play their seats off the UI thread, after a short pause so people can follow.

A request is tagged with a ticket (the record length plus a counter bumped on every change), and
a result is applied only if its ticket still matches on the UI thread: an undo, a review or a
closed match makes any answer still in flight harmless (Anki: operations off the UI thread,
results announced back to it).

Who plays a seat may change during a match (``Session.hand_seat``: a person hands their seat to
the computer, or takes it back): the runner follows, making a bot for a seat that became a
computer and dropping whatever the bot of a seat that changed hands was thinking. It can be
paused (an all-computer match watched step by step), and its ``delay`` is the speed people chose
(0: each move as soon as it is found).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QThreadPool, QTimer, Signal

from desktop_app.ai.base import Bot, make_bot
from desktop_app.engine.action import Action
from desktop_app.engine.errors import EngineError
from desktop_app.engine.seats import BOT_KINDS, Seat
from desktop_app.engine.session import Session
from desktop_app.threads import hand_over_quickly, hold_collection, let_collection_go, resume_collection

Ticket = tuple[int, int]

#: Closed runners whose bot is still thinking: kept alive until the (ignored) answer arrives, so
#: closing a match never waits for a strong bot to finish its move.
_RETIRING: set[BotRunner] = set()


class BotRunner(QObject):
    """Asks bots for moves when a bot seat is to act, and applies them on the UI thread."""

    #: (ticket, seat, action or None, error text)
    _answered = Signal(object, int, object, str)
    thinking_changed = Signal()
    failed = Signal(str)

    def __init__(self, session: Session, delay: float = 0.4) -> None:
        super().__init__()
        self.session = session
        self.delay = delay
        self.closed = False
        self._epoch = 0
        self._thinking: tuple[Ticket, Seat] | None = None
        self._in_flight = 0
        self._bots: dict[Seat, Bot] = {}
        self._levels: dict[Seat, str] = {}
        #: Bot seats whose level this version cannot play (a match saved by a newer version).
        self.missing: dict[Seat, str] = {}
        #: Paused: no bot starts a move until ``set_paused(False)``.
        self.paused = False
        self._pool = QThreadPool()
        self._pool.setMaxThreadCount(1)
        self._follow_seats()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._submit)
        self._answered.connect(self._apply)
        session.subscribe(self._on_change)

    @property
    def thinking_seat(self) -> Seat | None:
        return self._thinking[1] if self._thinking else None

    def _ticket(self) -> Ticket:
        return (len(self.session.record), self._epoch)

    def _follow_seats(self) -> None:
        """A bot for every seat the computer plays now, at its level; none for the others."""
        session = self.session
        for index, seat in enumerate(session.seats):
            if self._levels.get(index) == seat.kind:
                continue
            self._bots.pop(index, None)
            self._levels.pop(index, None)
            self.missing.pop(index, None)
            if seat.kind not in BOT_KINDS:
                continue
            self._levels[index] = seat.kind
            try:
                self._bots[index] = make_bot(seat.kind, session.seed * 31 + index)
            except ValueError:
                self.missing[index] = seat.kind
        if self._bots:
            hand_over_quickly()  # a bot thinking on its thread must not hold up the window's

    def _on_change(self, session: Session, what: str) -> None:
        if what in ("record", "control"):
            self._epoch += 1
            if self._in_flight:
                self._stop_thinking()
        if what == "control":
            self._follow_seats()

    def set_paused(self, paused: bool) -> None:
        """Hold the computer players (a move being thought about is thrown away), or let them
        play on."""
        if paused == self.paused:
            return
        self.paused = paused
        self._epoch += 1
        if paused:
            if self._in_flight:
                self._stop_thinking()
            self._cancel()
        else:
            self.schedule()

    def _stop_thinking(self) -> None:
        """Ask a searching bot to stop now: its answer is stale and will be dropped anyway."""
        for bot in self._bots.values():
            cancel = getattr(bot, "cancel", None)
            if cancel is not None:
                cancel()

    def bot_movers(self) -> list[Seat]:
        movers = self.session.game.to_move(self.session.head_state)
        return sorted(seat for seat in movers if seat in self._bots)

    def schedule(self) -> None:
        """Start a bot if one is to move and none is already busy with the current position."""
        if self.closed or self.paused or self.session.is_reviewing:
            self._cancel()
            return
        if self._thinking is not None and self._thinking[0] == self._ticket():
            return
        movers = self.bot_movers()
        if not movers:
            self._cancel()
            return
        self._thinking = (self._ticket(), movers[0])
        self.thinking_changed.emit()
        if self.delay > 0:
            self._timer.start(int(self.delay * 1000))
        else:
            self._submit()

    def _cancel(self) -> None:
        self._timer.stop()
        if self._thinking is not None:
            self._thinking = None
            self.thinking_changed.emit()

    def _submit(self) -> None:
        if self._thinking is None or self.closed:
            return
        ticket, seat = self._thinking
        if ticket != self._ticket():
            self._thinking = None
            self.schedule()
            return
        game = self.session.game
        view = self.session.view(seat)
        legal = list(self.session.legal_actions(seat))
        bot = self._bots[seat]
        answered = self._answered

        def work() -> None:
            hold_collection()  # first and last: no collection on this thread (``desktop_app.threads``)
            try:
                action = bot.choose(game, seat, view, legal)
            except Exception as error:  # a bot bug must not take the application down
                answered.emit(ticket, seat, None, f"{type(error).__name__}: {error}")
            else:
                answered.emit(ticket, seat, action, "")
            finally:
                let_collection_go()

        self._in_flight += 1
        self._pool.start(work)

    def _apply(self, ticket: Ticket, seat: Seat, action: Action | None, error: str) -> None:
        resume_collection()  # the thread that thought let go of the collector
        self._in_flight = max(0, self._in_flight - 1)
        if self.closed:
            if not self._in_flight:
                _RETIRING.discard(self)
            return
        if self._thinking != (ticket, seat):
            return
        self._thinking = None
        self.thinking_changed.emit()
        if ticket != self._ticket() or self.session.is_reviewing or seat not in self._bots:
            self.schedule()
            return
        if error or action is None:
            self.failed.emit(
                QCoreApplication.translate("BotRunner", "{name} (computer) failed: {error}").format(
                    name=self.session.seats[seat].name, error=error
                )
            )
            return
        if action not in self.session.legal_actions(seat):
            self.failed.emit(
                QCoreApplication.translate("BotRunner", "{name} (computer) chose an illegal action").format(
                    name=self.session.seats[seat].name
                )
            )
            return
        try:
            self.session.act(seat, action)
        except EngineError as refused:
            self.failed.emit(str(refused))
        # The session's listeners (the match view) call schedule() again after the change.

    def close(self) -> None:
        """Stop for good: no further moves, answers still in flight are dropped."""
        self.closed = True
        self._timer.stop()
        self._thinking = None
        self.session.unsubscribe(self._on_change)
        self._pool.clear()
        if self._in_flight:
            self._stop_thinking()
            _RETIRING.add(self)

    def wait(self, msecs: int = 5000) -> bool:
        """Block until no bot is thinking (tests, application exit)."""
        return self._pool.waitForDone(msecs)
