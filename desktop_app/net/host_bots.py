"""The host's computer seats think on a worker thread, so the host never stops serving.

A hard bot thinks for about two seconds. Played inside the core's calls (``bots="inline"``) that
would freeze every other client's frames, heartbeats and chat for as long; so a served host makes
its core with ``bots="external"`` and this thinker plays its computer seats: it asks the core which
computer seat is to move (``bots_due``: that seat's own view and legal actions only), lets the bot
choose on a worker thread, and hands the move back to the core on the host's thread, where it takes
the path of any remote action. A move decided at a state the match has since left (a takeback, a
person's simultaneous move) is dropped and the seat is asked again: it is never applied late.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal, SignalInstance

from desktop_app.engine.action import Action
from desktop_app.net.host_core import BotTurn, HostCore, Outgoing
from desktop_app.threads import hand_over_quickly, hold_collection, let_collection_go, resume_collection

#: How often the thinker looks for a computer seat to move while none is thinking.
POLL_MS = 25


def _think(core: HostCore, turn: BotTurn, answer: SignalInstance) -> Callable[[], None]:
    """The pool thread's work: a plain function, not a ``QRunnable`` subclass, whose ``run`` Qt
    reaches through a bound method made on that thread before anything could hold the collector."""

    def work() -> None:
        hold_collection()  # first and last: no collection on this thread (``desktop_app.threads``)
        try:
            # ``think`` never raises: a failing bot plays its first legal action and is reported.
            answer.emit(turn, core.think(turn))
        finally:
            let_collection_go()

    return work


class BotThinker(QObject):
    """Plays ``core``'s computer seats one move at a time; ``deliver`` sends what the core says."""

    _answered = Signal(object, object)

    def __init__(
        self,
        core: HostCore,
        deliver: Callable[[Iterable[Outgoing]], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.core = core
        self.deliver = deliver
        self.moves = 0
        self.dropped = 0
        self._busy = False
        self._closed = False
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        hand_over_quickly()  # a bot thinking on its thread must not hold up the host's frames
        self._answered.connect(self._apply)
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self.poke)
        self._timer.start()

    @property
    def thinking(self) -> bool:
        return self._busy

    def poke(self) -> None:
        """Start the next computer move if one is due and none is being thought about."""
        if self._busy or self._closed:
            return
        turns = self.core.bots_due()
        if not turns:
            return
        self._busy = True
        self._pool.start(_think(self.core, turns[0], self._answered))

    def _apply(self, turn: BotTurn, action: Action) -> None:
        resume_collection()  # the thread that thought let go of the collector
        self._busy = False
        if self._closed:
            return
        still_due = (
            turn.state == self.core.state_id
            and turn.seat in self.core.computer_seats()
            and turn.seat in self.core.session.to_move()
        )
        if still_due:
            self.moves += 1
            self.deliver(self.core.bot_act(turn.seat, action, turn.state))
        else:
            self.dropped += 1
        self.poke()

    def close(self, wait_ms: int = 0) -> None:
        """Stop asking; a move still being thought about is thrown away when it comes."""
        self._closed = True
        self._timer.stop()
        self._pool.clear()
        if wait_ms:
            self._pool.waitForDone(wait_ms)
