"""A finished local match's review, made ready while the match screen rests.

A finished match is reviewed as a spectator, and nothing had asked for the spectator's log, the
slider's marks, the player cards' rows in review or the pictures of the pieces while the match
ran: the first step back into review made all of it (issue 18). This readies them in idle time
(``warmup.IdleWork``), in small pieces between the person's events, and only for the screen as
it is: a step back to an earlier position (a resumed match) voids the work. Kept apart from the
screen (``match_view``): it reads the screen's parts, and changes nothing a person sees.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Protocol

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QGraphicsView

from desktop_app.engine.action import Action
from desktop_app.engine.protocol import Entry
from desktop_app.engine.seats import Seat
from desktop_app.engine.session import Session
from desktop_app.ui.end_view import EndOverlay
from desktop_app.ui.games.base import Board
from desktop_app.ui.local_table import LocalTable
from desktop_app.ui.match_review import ScreenReview, step_frame
from desktop_app.ui.match_side import MatchSide
from desktop_app.ui.picture_warmup import warm_pictures
from desktop_app.ui.steady import StepLine
from desktop_app.ui.table import Table
from desktop_app.ui.warmup import IdleWork

#: Steps of a finished match whose spectator's view the idle work reads for the player cards'
#: rows (``_reserve_card_rows``), besides the step before the end.
ROW_SAMPLES = 8


class RestingScreen(Protocol):
    """What of the match screen the warm-up reads (``match_view.MatchView``)."""

    @property
    def table(self) -> Table: ...
    @property
    def session(self) -> Session | None: ...
    @property
    def board(self) -> Board: ...
    @property
    def board_view(self) -> QGraphicsView: ...
    @property
    def side(self) -> MatchSide: ...
    @property
    def review(self) -> ScreenReview: ...
    @property
    def end_overlay(self) -> EndOverlay: ...
    @property
    def happened(self) -> StepLine: ...
    @property
    def viewer(self) -> Seat | None: ...
    @property
    def perspective_picked(self) -> bool: ...


class ReviewWarmup:
    """The idle work of ``screen`` (a ``QObject``, which owns the timers): the spectator's log and
    marks once the match is over (``idle``, after ``rest_ms``), then, once the screen has rested
    ``picture_rest_ms``, the rehearsal of the first step back and the pieces' pictures
    (``picture_idle``)."""

    def __init__(self, screen: RestingScreen, owner: QObject, *, rest_ms: int, picture_rest_ms: int) -> None:
        self.screen = screen
        #: The spectator's log of a finished match, made ready in idle time (``warmup``).
        self.idle = IdleWork(owner, rest_ms=rest_ms)
        #: The pictures of a finished match's pieces, painted ahead of the first jump to them
        #: (``picture_warmup``) once the screen has rested ``picture_rest_ms``.
        self.picture_idle = IdleWork(owner)
        self.picture_rest = QTimer(owner)
        self.picture_rest.setSingleShot(True)
        self.picture_rest.setInterval(picture_rest_ms)
        self.picture_rest.timeout.connect(self._warm_pictures)
        self.pictures_warmed: object = None
        #: What the board was last synced with (view, seat, legal actions): ``_rehearse``.
        self.synced: tuple[dict, Seat | None, tuple[Action, ...]] | None = None
        self._warmed: object = None

    @property
    def busy(self) -> bool:
        """Is work ahead of need still to come while the loop idles?"""
        return self.idle.busy or self.picture_rest.isActive() or self.picture_idle.busy

    def stop(self) -> None:
        self.idle.stop()
        self.picture_rest.stop()
        self.picture_idle.stop()

    def follow(self) -> None:
        """Once a local match is over, make the spectator's log and marks ready while the loop
        idles: a finished match is reviewed as a spectator (the screen's ``refresh``), and
        nothing had asked for that log while the match ran."""
        session = self.screen.session
        if session is None or not session.is_over:
            if self._warmed is not None:  # resumed from an earlier step: that work is void
                self._warmed = None
                self.idle.stop()
                self.picture_idle.stop()
            return
        self.picture_rest.start()  # (again): the pictures once the screen rests
        self.picture_idle.hold()  # ... and not between the steps of a person reviewing
        record = session.record
        key = (len(record), record[-1] if record else None)
        if key == self._warmed:
            return
        self._warmed = key
        table = self.screen.table
        assert isinstance(table, LocalTable)
        self.idle.run(self._pieces(table, session, record))

    def _pieces(self, table: LocalTable, session: Session, record: tuple[Entry, ...]) -> Iterator[None]:
        screen = self.screen
        yield from table.warm_up(None)
        yield from self._reserve_card_rows(session)
        screen.end_overlay.still.freeze()  # the end card's texts as one picture
        yield
        lines = table.full_log(None)  # what the step line reserves room for in review
        frame = step_frame(len(lines))
        for end in range(100, len(lines) + 100, 100):
            screen.happened.measure(lines[:end], frame)
            yield
        for upto in range(50, len(record) + 50, 50):
            screen.review.landmarks.warm(None, record, session.log_entries, upto)
            yield

    def _reserve_card_rows(self, session: Session) -> Iterator[None]:
        """Ready the player cards' rows for the spectator's review of the finished match: as
        many as the spectator's view shows each card at the step before the end (where a first
        step back goes) and at ``ROW_SAMPLES`` steps spread over the match (one piece each).

        The cards' column keeps the room those rows take too (``MatchSide.measure_cards``): the
        first step back grew every card by its rows, and the column, the side column and the log
        under it were laid out again and repainted in that step (2-3 ms of it, issue 18)."""
        side, board = self.screen.side, self.screen.board
        length = len(session.record)
        steps = {max(0, length - 1), *(length * k // ROW_SAMPLES for k in range(ROW_SAMPLES))}
        most = [0] * len(side.players.cards)
        for step in sorted(steps, reverse=True):
            view = session.game.view(session.state_at(step), None)
            shown = side.summaries(board, view)
            for card, rows in zip(side.players.cards, shown, strict=True):
                most[card.index] = max(most[card.index], len(rows))
            side.measure_cards(shown)
            yield
        side.reserve_rows(most)

    def _warm_pictures(self) -> None:
        """Paint the pieces' pictures of a finished match while the screen rests, for the
        perspective it shows at this scale (once for each of those)."""
        screen = self.screen
        session = screen.session
        if session is None or not session.is_over or not screen.board_view.isVisible():
            return
        record = session.record
        key = (len(record), record[-1] if record else None, screen.viewer, screen.board_view.transform())
        if key == self.pictures_warmed:
            self.picture_idle.resume()  # what a step in review held, if anything is left
            return
        self.pictures_warmed = key

        def pieces() -> Iterator[None]:
            yield from self._rehearse(session)
            yield from warm_pictures(screen.board, screen.board_view, session, screen.viewer)

        self.picture_idle.run(pieces())

    def _rehearse(self, session: Session) -> Iterator[None]:
        """Sync the board as the first step back into review will (the spectator's view of the
        step before the end) and at once again as it is, in one piece: nothing is laid out or
        painted in between, so nobody sees it. What a board keeps of a look it drew (Maharaja's
        panel parts, the Forbidden City's and Arkadia's pieces) is then there for that step,
        which drew all of it anew: 2-5 ms of a 9-15 ms step (issue 18). The screen has rested
        (``picture_rest_ms``), so the last move's animations are over: those the rehearsal
        starts (seals flying again) end with it. Only for the spectator's review, the one a
        finished match shows unless a person picked other eyes."""
        synced = self.synced
        if synced is None or self.screen.perspective_picked or not session.record or session.is_reviewing:
            return
        board = self.screen.board
        view = session.game.view(session.state_at(len(session.record) - 1), None)
        board.sync(view, None, (), False)
        current, seat, legal = synced
        board.sync(current, seat, legal, bool(legal))
        board.finish_animations()
        yield
