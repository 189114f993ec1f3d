"""The table port over a LAN link: what the host sent this screen's seats, and nothing else.

A ``RemoteTable`` holds no state, no record and no seed. Per seat at this screen it keeps what
that seat's ``SeatClient`` was told (``seat_feed``: the latest view, legal actions, who is to
move, the redacted log, the state id), plus the shared facts of the match: presence
(``remote_presence``), chat (``remote_chat``), a pending takeback (``remote_takeback``), the
outcome and the full match file at the end. So nothing drawn from it can show another seat's
secret: ``view`` of any other seat is a ``ValueError``, because there is nothing to hand out.
What it asked the host, and what the answers told, is ``host_requests``; what it connected to
its clients, and what their links say, ``remote_links``.

The host's own computer may seat several people: one SeatClient per seat, one table for all of
them (``shared``), and the match screen hands over between them as in hot-seat play. A shared
screen's public log (``remote_log``) and public view (``remote_public``) are derived without
knowing more than the seats do.

Review during play goes back only through what this screen was shown: the view it was sent at
each log length is kept, and ``seek`` shows the last one at or before the cursor (the cursor
stops at the first step this screen saw). Undo on a networked table is a takeback request.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from desktop_app.engine.action import Action
from desktop_app.engine.errors import EngineError
from desktop_app.engine.outcome import Outcome
from desktop_app.engine.protocol import Game, View
from desktop_app.engine.registry import get_game
from desktop_app.engine.seats import Seat
from desktop_app.engine.session import SeatInfo
from desktop_app.net.seat_client import SeatClient
from desktop_app.ui import privacy
from desktop_app.ui.host_requests import HostRequests, refusal_sentence
from desktop_app.ui.remote_chat import RemoteChat
from desktop_app.ui.remote_links import ClientLinks
from desktop_app.ui.remote_log import RemoteLog
from desktop_app.ui.remote_presence import RemotePresence
from desktop_app.ui.remote_public import PublicViews
from desktop_app.ui.remote_takeback import Takebacks, asked_text, not_asked_text, takeback_result_text
from desktop_app.ui.seat_feed import SeatFeed
from desktop_app.ui.table import ChatLine, Table, TakebackAsk


class RemoteTable(Table):
    """``Table`` over ``clients``: joined SeatClients of one match, one per seat at this screen,
    or a single spectator. Make it once each client has its first snapshot (``memory``)."""

    def __init__(self, clients: SeatClient | Sequence[SeatClient], parent: QObject | None = None) -> None:
        super().__init__(parent)
        clients = [clients] if isinstance(clients, SeatClient) else list(clients)
        welcome = clients[0].welcome if clients else None
        if welcome is None or not all(client.memory is not None for client in clients):
            raise ValueError("a remote table is made from clients that joined and got their snapshot")
        if len({client.match_id for client in clients}) != 1:
            raise ValueError("every client of a table must sit in the same match")
        if any(client.spectator for client in clients) and len(clients) > 1:
            raise ValueError("a spectator's screen holds no seats")
        self._game: Game = get_game(str(welcome["game"]))
        seats = welcome.get("seats") or []
        if len(seats) != welcome.get("players"):
            raise ValueError("the host's welcome does not list every seat")
        self._feeds = [SeatFeed(client) for client in clients]
        self._by_seat = {feed.seat: feed for feed in self._feeds if feed.seat is not None}
        if len(self._by_seat) != len(self._feeds) and not self._feeds[0].client.spectator:
            raise ValueError("each seat at a screen has one client")
        self._screen = frozenset(self._by_seat)
        self._bots = {
            index: str(seat.get("level")) for index, seat in enumerate(seats) if seat.get("kind") == "bot"
        }
        self._names = [str(seat.get("name")) for seat in seats]
        #: The host allowed hints for everyone (``welcome``'s ``hints``; off where it says nothing).
        self._hints = welcome.get("hints") is True
        #: Hints taken at this screen, by step: the host never hears of them, this screen's copy
        #: of the finished match keeps them (``final_document``).
        self._hints_taken: dict[int, set[Seat]] = {}
        self._seat_infos = self._make_seats()
        self._presence = RemotePresence(
            len(self._names), self._bots, self._by_seat, lambda: self.changed.emit("presence"), self
        )
        self._chat = RemoteChat()
        self._takebacks = Takebacks()
        self._outcome: Outcome | None = None
        self._file: dict[str, Any] | None = None
        self._cursor: int | None = None
        self._requests = HostRequests()
        self._shrunk = False
        self._log = RemoteLog(self._feeds, lambda: self._names)
        self._public = PublicViews(self._game)
        self._links = ClientLinks(self.changed.emit, self.notice.emit)
        self._listen()
        self._chat.restore(self._feeds[0].client.memory)
        self._checked_state = self.state_id

    def _listen(self) -> None:
        """Take each client's first snapshot, and listen to what its host says next."""
        for feed in self._feeds:
            memory = feed.client.memory
            assert memory is not None
            self._take(feed, {**memory, "type": "snapshot"}, quiet=True)
            on_event, on_reply = (
                functools.partial(self._on_event, feed),
                functools.partial(self._on_reply, feed),
            )
            self._links.listen(feed.client, on_event, on_reply)
        self._links.hear_notices(self._feeds[0].client)

    # --- who sits where -----------------------------------------------------------------------

    @property
    def game(self) -> Game:
        return self._game

    @property
    def seats(self) -> tuple[SeatInfo, ...]:
        return self._seat_infos

    def _make_seats(self) -> tuple[SeatInfo, ...]:
        def kind(seat: Seat) -> str:
            return self._bots.get(seat) or ("human" if seat in self._screen else "remote")

        return tuple(SeatInfo(name, kind(seat)) for seat, name in enumerate(self._names))

    @property
    def screen_seats(self) -> frozenset[Seat]:
        return self._screen

    @property
    def networked(self) -> bool:
        return True

    @property
    def hints_allowed(self) -> bool:
        return self._hints

    @property
    def clients(self) -> tuple[SeatClient, ...]:
        return tuple(feed.client for feed in self._feeds)

    @property
    def state_id(self) -> int:
        """The newest state id any of this screen's seats was shown."""
        return self._live().state

    def _live(self) -> SeatFeed:
        """The feed that has heard the most (the seats' streams may be a message apart)."""
        return max(self._feeds, key=lambda feed: feed.state)

    # --- the position -------------------------------------------------------------------------

    @property
    def length(self) -> int:
        return len(self._live().log)

    @property
    def cursor(self) -> int:
        if self._cursor is None or self._cursor >= self.length:
            return self.length
        return max(self._cursor, self._first_step())

    def _first_step(self) -> int:
        """The earliest log length every feed has a view for: review stops there."""
        return max(feed.seen[0].length for feed in self._feeds)

    def to_move(self, live: bool = False) -> frozenset[Seat]:
        feed = self._live()
        return feed.to_move if live or not self.is_reviewing else feed.seen_at(self.cursor).to_move

    def view(self, seat: Seat | None) -> View:
        if seat is None:
            return self._public_view()
        feed = self._by_seat.get(seat)
        if feed is None:
            raise ValueError(f"seat {seat} is not at this screen: its view never came here")
        return feed.view if not self.is_reviewing else feed.seen_at(self.cursor).view

    def _public_view(self) -> View:
        feed = self._feeds[0] if not self._screen else self._live()
        seen = feed.seen_at(self.cursor) if self.is_reviewing else feed.seen[-1]
        if feed.seat is None:
            return seen.view
        return self._public.view(feed.seat, seen, shared=self.shared)

    def legal_actions(self, seat: Seat) -> tuple[Action, ...]:
        feed = self._by_seat.get(seat)
        if feed is None or self.is_reviewing or self._outcome is not None:
            return ()
        if feed.state < self.state_id or seat not in feed.to_move:
            return ()  # this seat's stream is a message behind: its actions may be stale
        return feed.legal

    def log(self, seat: Seat | None) -> list[str]:
        if seat is None:
            return self._log.public()[: self.cursor]
        feed = self._by_seat.get(seat)
        if feed is None:
            raise ValueError(f"seat {seat} is not at this screen: its log never came here")
        return self._log.texts(feed)[: self.cursor]

    def outcome(self) -> Outcome | None:
        return self._outcome

    def final_document(self) -> dict[str, Any] | None:
        """The full match file the host sent at the end (every secret public), to save, with the
        hints taken at this screen (outside its digest, as the match file keeps them); else None."""
        if self._file is None or not self._hints_taken:
            return self._file
        hints = [{"step": step, "seats": sorted(seats)} for step, seats in sorted(self._hints_taken.items())]
        return {**self._file, "hints": hints}

    def note_hint(self, seat: Seat) -> None:
        self._hints_taken.setdefault(self.length, set()).add(seat)

    # --- hot-seat privacy ---------------------------------------------------------------------

    def seat_at_screen(self) -> Seat | None:
        return privacy.choose_seat_at_screen(self.seats, self.to_move(live=True))

    def has_private_view(self, seat: Seat) -> bool:
        return self.shared  # several people here: always hand over between them

    def secret_choice_ahead(self, seat: Seat) -> bool:
        return self.shared

    def moved_only_by(self, seat: Seat | None) -> bool:
        """Only the acks tell whose act made a state: a change this screen cannot attribute while
        another of its seats waits for an answer is taken as that seat's (not only ``seat``'s)."""
        live, checked = self.state_id, self._checked_state
        shrunk, self._shrunk, self._checked_state = self._shrunk, False, live
        if shrunk:
            return False
        if not self.shared:
            return True
        others_waiting = self._requests.others_waiting(seat)
        for state in range(checked + 1, live + 1):
            mover = self._requests.mover(state)
            if (mover is not None and mover != seat) or (mover is None and others_waiting):
                return False
        return True

    def public_lines_since(self, step: int) -> list[str]:
        return [line for line in self._log.public()[step:] if line]

    # --- acting -------------------------------------------------------------------------------

    def act(self, seat: Seat, action: Action) -> None:
        feed = self._usable(seat)
        if feed is None:
            return
        if self.is_reviewing:
            self.notice.emit(
                QCoreApplication.translate(
                    "RemoteTable", "You are looking at an earlier step; go to the latest step to play."
                )
            )
            return
        self._requests.act(feed, seat, action)

    @property
    def awaiting_answer(self) -> bool:
        """Whether an act of this screen waits for the host's answer."""
        return self._requests.awaiting_answer

    def _usable(self, seat: Seat) -> SeatFeed | None:
        """The feed to send ``seat``'s request by, or None (said in a notice)."""
        feed = self._by_seat.get(seat)
        if feed is None:
            self.notice.emit(
                QCoreApplication.translate("RemoteTable", "Spectators cannot play.")
                if not self._screen
                else QCoreApplication.translate("RemoteTable", "That seat is not at this screen.")
            )
        elif feed.client.is_done:
            self.notice.emit(
                QCoreApplication.translate("RemoteTable", "This screen is no longer connected to the host.")
            )
            return None
        return feed

    def _undo_seat(self) -> Seat | None:
        """The screen seat whose act made the newest state (what a takeback would undo)."""
        return self._requests.mover(self.state_id)

    def undo_refusal(self) -> str | None:
        return self._takebacks.refusal(
            over=self._outcome is not None,
            spectator=not self._screen,
            reviewing=self.is_reviewing,
            started=bool(self._presence.presence.get("started", True)),
            mine=self._undo_seat() is not None,
            acted=self._requests.acted,
        )

    def undo(self) -> str:
        reason = self.undo_refusal()
        seat = self._undo_seat()
        if reason is not None or seat is None:
            return not_asked_text(reason)
        feed = self._usable(seat)
        if feed is None:
            return not_asked_text(None)
        self._requests.asked[feed.client.request_takeback(feed.state)] = (seat, "takeback")
        people = [index for index, info in enumerate(self.seats) if info.kind in ("human", "remote")]
        return asked_text(all(index == seat for index in people))

    @property
    def takeback(self) -> TakebackAsk | None:
        return self._takebacks.ask

    def answer_takeback(self, accept: bool) -> None:
        """Answered for every seat at this screen that is asked (they share the screen)."""
        ask = self._takebacks.ask
        seats = self._takebacks.to_answer(self._screen)
        if ask is None or not seats:
            self.notice.emit(
                QCoreApplication.translate(
                    "RemoteTable", "Nobody at this screen is asked about a takeback now."
                )
            )
            return
        for seat in seats:
            feed = self._usable(seat)
            if feed is not None:
                self._requests.asked[feed.client.answer_takeback(ask.state, accept)] = (seat, "answer")
                self._takebacks.answered(seat)

    # --- the network --------------------------------------------------------------------------

    def connection(self, seat: Seat) -> str:
        return self._presence.connection(seat)

    @property
    def link(self) -> str:
        return RemotePresence.link(self._feeds)

    @property
    def retry_in(self) -> float | None:
        waits = [feed.client.retry_in for feed in self._feeds]
        known = [wait for wait in waits if wait is not None]
        return min(known) if known else None

    def chat_lines(self) -> Sequence[ChatLine]:
        return tuple(self._chat.lines)

    def send_chat(self, text: str) -> None:
        """Said by the seat at the screen (or this screen's first seat); spectators only read."""
        if not self._screen:
            self.notice.emit(
                QCoreApplication.translate(
                    "RemoteTable", "Spectators read the chat; only players write in it."
                )
            )
            return
        seat = self.seat_at_screen()
        feed = self._usable(seat if seat in self._screen else min(self._screen))
        if feed is not None and feed.seat is not None:
            self._requests.asked[feed.client.chat(text)] = (feed.seat, "chat")

    # --- review -------------------------------------------------------------------------------

    def seek(self, step: int) -> None:
        step = max(self._first_step(), min(self.length, step))
        cursor = None if step >= self.length else step
        if cursor != self._cursor:
            self._cursor = cursor
            self.changed.emit("cursor")

    def resume_from_cursor(self) -> None:
        self.notice.emit(
            QCoreApplication.translate("RemoteTable", "A LAN match goes on from its latest step only.")
        )

    def close(self) -> None:
        """Stop listening and leave quietly: every seat stays reconnectable with its token."""
        if self._links.closed:
            return
        self._presence.stop()
        self._links.close()
        for feed in self._feeds:
            feed.client.close()

    # --- what the host says -------------------------------------------------------------------

    def _on_event(self, feed: SeatFeed, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind in ("snapshot", "update", "view"):
            self._take(feed, message)
            if kind == "snapshot" and feed is self._feeds[0] and feed.client.memory is not None:
                # a snapshot carries the host's newest chat: the lines said while the link was down
                self._chat.restore(feed.client.memory)
                self.changed.emit("chat")
        elif feed is not self._feeds[0]:
            return  # every stream carries the shared facts; the first client's is enough
        elif kind == "presence":
            self._set_presence(message)
        elif kind == "chat":
            self._chat.said(message)
            self.changed.emit("chat")
        elif kind == "takeback_asked":
            self._asked_back(message)
        elif kind == "takeback_result":
            self._takebacks.ended()
            self.notice.emit(takeback_result_text(message, self._screen, self._name))
            self.changed.emit("takeback")
        elif kind == "match_over":
            self._end(message.get("file"), message.get("outcome"))
            self.changed.emit("record")

    def _take(self, feed: SeatFeed, message: dict[str, Any], quiet: bool = False) -> None:
        if feed.take(message):
            self._shrunk = True
            self._log.forget_public()
        if self._cursor is not None and self._cursor >= self.length:
            self._cursor = None  # a takeback ended the review: the position reviewed is live now
        if message["type"] == "snapshot" and feed is self._feeds[0]:
            if isinstance(message.get("presence"), dict):
                self._set_presence(message["presence"], quiet)
            self._takebacks.from_snapshot(message.get("takeback"))
            if message.get("over"):
                self._end(message.get("file"), message.get("outcome"))
        if not quiet:
            self.changed.emit("record")

    def _set_presence(self, presence: dict[str, Any], quiet: bool = False) -> None:
        self._presence.update(presence)
        names = presence.get("names")
        if isinstance(names, list) and len(names) == len(self._names) and names != self._names:
            self._names = [str(name) for name in names]
            self._seat_infos = self._make_seats()
            self._log.forget_all()
            if not quiet:
                self.changed.emit("seats")
        if not quiet:
            self.changed.emit("presence")

    def _asked_back(self, message: dict[str, Any]) -> None:
        """A takeback request: the screen's takeback bar asks it (Accept / Decline, the time
        left). No notice besides: it said the same a second time, in other words, just above the
        bar (a new player saw both)."""
        self._takebacks.asked(message)
        self.changed.emit("takeback")

    def _end(self, file: Any, outcome: Any) -> None:
        if isinstance(file, dict):
            self._file = file
            outcome = outcome or file.get("result")
        try:
            self._outcome = Outcome.from_json(outcome)
        except EngineError as error:
            self.notice.emit(
                QCoreApplication.translate(
                    "RemoteTable", "The host's result of the match cannot be read: {error}"
                ).format(error=error)
            )

    def _on_reply(self, feed: SeatFeed, message: dict[str, Any]) -> None:
        if self._requests.answered(feed, message, reviewing=self.is_reviewing):
            return
        self.notice.emit(refusal_sentence(message, self._names))

    def _name(self, seat: Any) -> str:
        if type(seat) is int and 0 <= seat < len(self._names):
            return self._names[seat]
        return QCoreApplication.translate("RemoteTable", "Someone")
