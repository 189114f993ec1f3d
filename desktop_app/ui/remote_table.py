"""The table port over a LAN link: what the host sent this screen's seats, and nothing else.

A ``RemoteTable`` holds no state, no record and no seed. Per seat at this screen it keeps what
that seat's ``SeatClient`` was told — the latest view, legal actions, who is to move, the redacted
log (engine messages, rendered here with the seats' names), the state id — plus the shared facts
of the match (presence, chat, a pending takeback, the outcome and the full match file at the end).
So nothing drawn from it can show another seat's secret: ``view`` of any other seat is a
``ValueError``, because there is nothing to hand out.

The host's own computer may seat several people: one SeatClient per seat, one table for all of
them (``shared``), and the match screen hands over between them as in hot-seat play. Two things a
shared screen needs are not sent to a seat, and are derived without knowing more than the seats do:

- the **public view** (what the screen shows while none of its people may look): the game fills
  one seat's hidden parts at random (``Game.sample_state``, which bots use the same way) and views
  that state as a spectator. Public parts are known to every seat, so this is exactly the public
  view; the tests compare it with the host's at every step of whole matches;
- the **public log**: an entry all the screen's seats read alike is public; one they read
  differently is taken as a seat reads it that the entry is not about (the entry's ``seat``).

Review during play goes back only through what this screen was shown: the view it was sent at
each log length is kept, and ``seek`` shows the last one at or before the cursor (the cursor
stops at the first step this screen saw). Undo on a networked table is a takeback request.
"""

from __future__ import annotations

import functools
import json
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from desktop_app.engine.action import Action
from desktop_app.engine.errors import EngineError
from desktop_app.engine.messages import Message
from desktop_app.engine.outcome import Outcome
from desktop_app.engine.protocol import Game, View
from desktop_app.engine.registry import get_game
from desktop_app.engine.seats import Seat
from desktop_app.engine.session import SeatInfo
from desktop_app.net import seat_client
from desktop_app.net.legal_wire import Legal, actions_of
from desktop_app.net.protocol import MessageId
from desktop_app.net.seat_client import SeatClient
from desktop_app.ui import privacy
from desktop_app.ui.lang import language, render_message
from desktop_app.ui.marks import QT_TRANSLATE_NOOP
from desktop_app.ui.table import COMPUTER, CONNECTED, LEFT, RECONNECTING, ChatLine, Table, TakebackAsk

#: A person whose link has been down this long is shown as having left (their client gives up then).
LEFT_AFTER = seat_client.GIVE_UP_AFTER
#: Chat lines kept for the chat panel.
CHAT_KEPT = seat_client.CHAT_KEPT
#: What an entry the screen's seats read differently, and that names none of them, shows in the
#: public log: something happened that not everyone here may read.
HIDDEN_LINE = QT_TRANSLATE_NOOP("RemoteTable", "Something happened that not everyone at this screen may see.")
UNREADABLE = Message.make("engine.text", text="(a log line this version cannot read)")

_LINKS = {"connected": CONNECTED, "gave_up": LEFT, "closed": LEFT}


@dataclass(frozen=True, slots=True)
class _Seen:
    """A view this screen was sent, and the log length it was sent at."""

    length: int
    state: int
    view: View
    to_move: frozenset[Seat]


class _Feed:
    """What one SeatClient's stream has told this screen."""

    def __init__(self, client: SeatClient) -> None:
        self.client = client
        self.seat = client.seat
        self.state = -1
        self.view: View = {}
        #: The legal actions as sent; parsed when first asked for (a Forbidden City seat may have
        #: hundreds, and most updates reach a seat that is not to move, or are never played from).
        self.legal_json: Sequence[Any] = []
        self._legal: tuple[Action, ...] | None = ()
        self.to_move: frozenset[Seat] = frozenset()
        self.log: list[Message] = []
        self.texts: list[str] = []
        self.seen: list[_Seen] = []

    def take(self, message: dict[str, Any]) -> bool:
        """Fold in a snapshot, update or view; True when the log lost entries (a takeback)."""
        kind = message["type"]
        shrunk = False
        if kind == "snapshot":
            self.log = [_message(item) for item in message.get("log") or []]
            self.texts = []
        elif kind == "update":
            keep = max(0, min(_int(message.get("log_from"), len(self.log)), len(self.log)))
            shrunk = keep < len(self.log)
            self.log = self.log[:keep] + [_message(item) for item in message.get("log") or []]
            del self.texts[keep:]
        self.state = _int(message.get("state"), self.state)
        view = message.get("view")
        self.view = view if isinstance(view, dict) else self.view
        legal = message.get("legal")
        legal = legal if isinstance(legal, (list, Legal)) else []
        if legal is not self.legal_json:  # an update that did not touch them keeps the same list
            self.legal_json, self._legal = legal, None
        self.to_move = frozenset(seat for seat in message.get("to_move") or [] if type(seat) is int)
        length = len(self.log)
        # The latest view at a length replaces an earlier one; a takeback erases what came after.
        self.seen = [seen for seen in self.seen if seen.length < length]
        self.seen.append(_Seen(length, self.state, self.view, self.to_move))
        return shrunk

    @property
    def legal(self) -> tuple[Action, ...]:
        if self._legal is None:
            self._legal = actions_of(self.legal_json)
        return self._legal

    def seen_at(self, step: int) -> _Seen:
        """The last view sent at or before log length ``step`` (the first one if none was)."""
        for seen in reversed(self.seen):
            if seen.length <= step:
                return seen
        return self.seen[0]


def _int(value: Any, default: int) -> int:
    return value if type(value) is int else default


def _message(item: Any) -> Message:
    try:
        return Message.from_json(item)
    except (TypeError, ValueError):
        return UNREADABLE


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
        self._feeds = [_Feed(client) for client in clients]
        self._by_seat = {feed.seat: feed for feed in self._feeds if feed.seat is not None}
        if len(self._by_seat) != len(self._feeds) and not self._feeds[0].client.spectator:
            raise ValueError("each seat at a screen has one client")
        self._screen = frozenset(self._by_seat)
        self._bots = {
            index: str(seat.get("level")) for index, seat in enumerate(seats) if seat.get("kind") == "bot"
        }
        self._names = [str(seat.get("name")) for seat in seats]
        self._seat_infos = self._make_seats()
        self._presence: dict[str, Any] = {}
        self._away_since: dict[Seat, float] = {}
        self._chat: list[ChatLine] = []
        self._takeback: TakebackAsk | None = None
        self._answered: set[Seat] = set()
        self._outcome: Outcome | None = None
        self._file: dict[str, Any] | None = None
        self._cursor: int | None = None
        #: Our requests not yet answered: message id -> (seat, what).
        self._asked: dict[MessageId, tuple[Seat, str]] = {}
        #: Our acts not yet answered: message id -> (the action, the legal actions it was chosen
        #: from, how often it was sent again): see ``_send_again``.
        self._acts: dict[MessageId, tuple[Action, Sequence[Any], int]] = {}
        #: Which screen seat's act led to a state id (from its ``ack``).
        self._moved_at: dict[int, Seat] = {}
        self._acted = False
        self._shrunk = False
        self._public_texts: list[str] = []
        #: The language the kept log texts are in (``_check_language``).
        self._rendered_in = language()
        self._public_views: dict[tuple[Seat | None, int, int], View] = {}
        self._closed = False
        self._left_timer = QTimer(self)
        self._left_timer.setSingleShot(True)
        self._left_timer.timeout.connect(self._away_ticked)
        primary = self._feeds[0]
        #: What this table connected to its clients (others may listen to them too).
        self._slots: list[tuple[Any, Any]] = []
        for feed in self._feeds:
            memory = feed.client.memory
            assert memory is not None
            self._take(feed, {**memory, "type": "snapshot"}, quiet=True)
            client = feed.client
            for signal, slot in (
                (client.event, functools.partial(self._on_event, feed)),
                (client.replied, functools.partial(self._on_reply, feed)),
                (client.link_changed, self._on_link),
                (client.failed, self._on_failed),
            ):
                signal.connect(slot)
                self._slots.append((signal, slot))
        chat = primary.client.memory["chat"] if primary.client.memory else []
        self._chat = [ChatLine(line.get("seat"), str(line.get("text", ""))) for line in chat]
        self._checked_state = self.state_id

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
    def clients(self) -> tuple[SeatClient, ...]:
        return tuple(feed.client for feed in self._feeds)

    @property
    def state_id(self) -> int:
        """The newest state id any of this screen's seats was shown."""
        return self._live().state

    def _live(self) -> _Feed:
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
        key = (feed.seat, seen.state, seen.length)
        public = self._public_views.get(key)
        if public is None:
            try:
                state = self._game.sample_state(seen.view, feed.seat, random.Random(seen.state))
            except NotImplementedError:
                if self.shared:
                    raise
                return seen.view  # the only person at this screen may see it all anyway
            public = json.loads(json.dumps(self._game.view(state, None)))
            self._public_views = {key: public}
        return public

    def legal_actions(self, seat: Seat) -> tuple[Action, ...]:
        feed = self._by_seat.get(seat)
        if feed is None or self.is_reviewing or self._outcome is not None:
            return ()
        if feed.state < self.state_id or seat not in feed.to_move:
            return ()  # this seat's stream is a message behind: its actions may be stale
        return feed.legal

    def log(self, seat: Seat | None) -> list[str]:
        if seat is None:
            return self._public_log()[: self.cursor]
        feed = self._by_seat.get(seat)
        if feed is None:
            raise ValueError(f"seat {seat} is not at this screen: its log never came here")
        return self._texts(feed)[: self.cursor]

    def _texts(self, feed: _Feed) -> list[str]:
        self._check_language()
        for entry in feed.log[len(feed.texts) :]:
            feed.texts.append(render_message(entry, self._names))
        return feed.texts

    def _check_language(self) -> None:
        """Rendered lines are kept in the language they were rendered in: after a change of
        language they are rendered again from the host's messages (which are kept)."""
        code = language()
        if code != self._rendered_in:
            self._rendered_in = code
            self._public_texts.clear()
            for feed in self._feeds:
                feed.texts.clear()

    def _public_log(self) -> list[str]:
        if len(self._feeds) == 1:
            return self._texts(self._feeds[0])
        self._check_language()
        length = min(len(feed.log) for feed in self._feeds)
        del self._public_texts[length:]
        for index in range(len(self._public_texts), length):
            versions = [feed.log[index] for feed in self._feeds]
            about = versions[0].get("seat")
            if all(version == versions[0] for version in versions):
                line = render_message(versions[0], self._names)
            else:
                others = [feed for feed in self._feeds if feed.seat != about]
                line = (
                    render_message(others[0].log[index], self._names)
                    if others and about is not None
                    else QCoreApplication.translate("RemoteTable", HIDDEN_LINE)
                )
            self._public_texts.append(line)
        return self._public_texts

    def outcome(self) -> Outcome | None:
        return self._outcome

    def final_document(self) -> dict[str, Any] | None:
        """The full match file the host sent at the end (every secret public), to save; else None."""
        return self._file

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
        others_waiting = any(what == "act" and who != seat for who, what in self._asked.values())
        for state in range(checked + 1, live + 1):
            mover = self._moved_at.get(state)
            if (mover is not None and mover != seat) or (mover is None and others_waiting):
                return False
        return True

    def public_lines_since(self, step: int) -> list[str]:
        return [line for line in self._public_log()[step:] if line]

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
        sent = feed.client.act(feed.state, action)
        self._asked[sent] = (seat, "act")
        self._acts[sent] = (action, feed.legal_json, 0)

    @property
    def awaiting_answer(self) -> bool:
        """Whether an act of this screen waits for the host's answer."""
        return bool(self._acts)

    def _usable(self, seat: Seat) -> _Feed | None:
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
        return self._moved_at.get(self.state_id)

    def undo_refusal(self) -> str | None:
        if self._outcome is not None:
            return QCoreApplication.translate("RemoteTable", "the match is over")
        if not self._screen:
            return QCoreApplication.translate("RemoteTable", "spectators cannot ask to take back")
        if self.is_reviewing:
            return QCoreApplication.translate(
                "RemoteTable", "you are looking at an earlier step; go to the latest step first"
            )
        if not self._presence.get("started", True):
            return QCoreApplication.translate("RemoteTable", "the match has not started yet")
        if self._takeback is not None:
            return QCoreApplication.translate(
                "RemoteTable", "a takeback request is already waiting for answers"
            )
        if self._undo_seat() is None:
            return (
                QCoreApplication.translate("RemoteTable", "the last action was not yours")
                if self._acted
                else QCoreApplication.translate("RemoteTable", "there is nothing of yours to take back")
            )
        return None

    def undo(self) -> str:
        reason = self.undo_refusal()
        seat = self._undo_seat()
        if reason is not None or seat is None:
            return QCoreApplication.translate("RemoteTable", "Cannot ask to take back: {reason}.").format(
                reason=reason
            )
        feed = self._usable(seat)
        if feed is None:
            return QCoreApplication.translate(
                "RemoteTable", "Cannot ask to take back: this screen is not connected to the host."
            )
        self._asked[feed.client.request_takeback(feed.state)] = (seat, "takeback")
        people = [index for index, info in enumerate(self.seats) if info.kind in ("human", "remote")]
        if all(index == seat for index in people):
            return QCoreApplication.translate("RemoteTable", "Asked the host to take back your last action.")
        return QCoreApplication.translate("RemoteTable", "Asked the others to take back your last action.")

    @property
    def takeback(self) -> TakebackAsk | None:
        return self._takeback

    def answer_takeback(self, accept: bool) -> None:
        """Answered for every seat at this screen that is asked (they share the screen)."""
        ask = self._takeback
        seats = sorted((ask.waiting & self._screen) - self._answered) if ask is not None else []
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
                self._asked[feed.client.answer_takeback(ask.state, accept)] = (seat, "answer")
                self._answered.add(seat)

    # --- the network --------------------------------------------------------------------------

    def connection(self, seat: Seat) -> str:
        if seat in self._presence.get("stand_ins", ()):
            return COMPUTER
        if seat in self._bots:
            return ""
        feed = self._by_seat.get(seat)
        if feed is not None:
            return _LINKS.get(feed.client.link, RECONNECTING)
        if seat in self._presence.get("connected", ()):
            return CONNECTED
        since = self._away_since.get(seat)
        if seat not in self._presence.get("claimed", ()) or since is None:
            return LEFT
        return RECONNECTING if time.monotonic() - since < LEFT_AFTER else LEFT

    @property
    def link(self) -> str:
        links = {_LINKS.get(feed.client.link, RECONNECTING) for feed in self._feeds}
        return LEFT if LEFT in links else RECONNECTING if RECONNECTING in links else CONNECTED

    def chat_lines(self) -> Sequence[ChatLine]:
        return tuple(self._chat)

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
            self._asked[feed.client.chat(text)] = (feed.seat, "chat")

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
        if self._closed:
            return
        self._closed = True
        self._left_timer.stop()
        for signal, slot in self._slots:
            signal.disconnect(slot)
        for feed in self._feeds:
            feed.client.close()

    # --- what the host says -------------------------------------------------------------------

    def _on_event(self, feed: _Feed, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind in ("snapshot", "update", "view"):
            self._take(feed, message)
        elif feed is not self._feeds[0]:
            return  # every stream carries the shared facts; the first client's is enough
        elif kind == "presence":
            self._set_presence(message)
        elif kind == "chat":
            self._chat = [
                *self._chat[-(CHAT_KEPT - 1) :],
                ChatLine(message.get("seat"), str(message.get("text"))),
            ]
            self.changed.emit("chat")
        elif kind == "takeback_asked":
            self._asked_back(message)
        elif kind == "takeback_result":
            self._takeback = None
            self.notice.emit(self._takeback_words(message))
            self.changed.emit("takeback")
        elif kind == "match_over":
            self._end(message.get("file"), message.get("outcome"))
            self.changed.emit("record")

    def _take(self, feed: _Feed, message: dict[str, Any], quiet: bool = False) -> None:
        if feed.take(message):
            self._shrunk = True
            self._public_texts.clear()
        if self._cursor is not None and self._cursor >= self.length:
            self._cursor = None  # a takeback ended the review: the position reviewed is live now
        if message["type"] == "snapshot" and feed is self._feeds[0]:
            if isinstance(message.get("presence"), dict):
                self._set_presence(message["presence"], quiet)
            ask = message.get("takeback")
            self._takeback = _takeback(ask) if isinstance(ask, dict) else None
            if message.get("over"):
                self._end(message.get("file"), message.get("outcome"))
        if not quiet:
            self.changed.emit("record")

    def _set_presence(self, presence: dict[str, Any], quiet: bool = False) -> None:
        self._presence = presence
        now = time.monotonic()
        for seat in range(len(self._names)):
            if seat in self._bots or seat in presence.get("connected", ()):
                self._away_since.pop(seat, None)
            else:
                self._away_since.setdefault(seat, now)
        self._away_ticked(quiet=True)
        names = presence.get("names")
        if isinstance(names, list) and len(names) == len(self._names) and names != self._names:
            self._names = [str(name) for name in names]
            self._seat_infos = self._make_seats()
            self._public_texts.clear()
            for feed in self._feeds:
                feed.texts.clear()
            if not quiet:
                self.changed.emit("seats")
        if not quiet:
            self.changed.emit("presence")

    def _away_ticked(self, quiet: bool = False) -> None:
        """Someone away may have crossed ``LEFT_AFTER``: say so, and wake up for the next one."""
        now = time.monotonic()
        due = [since + LEFT_AFTER - now for since in self._away_since.values() if since + LEFT_AFTER > now]
        if due:
            self._left_timer.start(max(1, round(min(due) * 1000) + 50))
        if not quiet:
            self.changed.emit("presence")

    def _asked_back(self, message: dict[str, Any]) -> None:
        """A takeback request: the screen's takeback bar asks it (Accept / Decline, the time
        left). No notice besides: it said the same a second time, in other words, just above the
        bar (a new player saw both)."""
        self._takeback = _takeback(message)
        self._answered = set()
        self.changed.emit("takeback")

    def _takeback_words(self, message: dict[str, Any]) -> str:
        by, outcome = message.get("by"), message.get("outcome")
        mine = by in self._screen
        if outcome == "accepted":
            if mine:
                return QCoreApplication.translate(
                    "RemoteTable", "Took back your last action: everyone agreed."
                )
            return QCoreApplication.translate(
                "RemoteTable", "Took back {name}'s last action: everyone agreed."
            ).format(name=self._name(by))
        if outcome == "declined":
            declined_by = self._name(message.get("declined_by"))
            if mine:
                return QCoreApplication.translate(
                    "RemoteTable", "{name} declined to take back your last action."
                ).format(name=declined_by)
            return QCoreApplication.translate(
                "RemoteTable", "{name} declined to take back {owner}'s last action."
            ).format(name=declined_by, owner=self._name(by))
        if outcome == "timeout":
            return QCoreApplication.translate(
                "RemoteTable", "The takeback request timed out: not everyone answered in time."
            )
        return QCoreApplication.translate("RemoteTable", "The takeback request lapsed: the match moved on.")

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

    def _on_reply(self, feed: _Feed, message: dict[str, Any]) -> None:
        asked = self._asked.pop(message.get("reply_to", ""), None)
        act = self._acts.pop(message.get("reply_to", ""), None)
        stale = message.get("code") == "stale"
        if stale and asked is not None and act is not None and self._send_again(feed, asked[0], *act):
            return
        if message.get("type") == "ack":
            if asked is not None and asked[1] == "act" and type(message.get("state")) is int:
                self._acted = True
                self._moved_at[message["state"]] = asked[0]
                for state in [state for state in self._moved_at if state < message["state"] - 64]:
                    del self._moved_at[state]
            return
        try:
            reason = render_message(Message.from_json(message.get("message")), self._names)
        except (TypeError, ValueError):
            reason = str(message.get("reason") or message.get("code"))
        self.notice.emit(reason[:1].upper() + reason[1:] + ("" if reason.endswith(".") else "."))

    def _send_again(
        self, feed: _Feed, seat: Seat, action: Action, chosen_from: Sequence[Any], sent: int
    ) -> bool:
        """Send an act the host refused as ``stale`` again, at the state now, when the seat has
        the very legal actions it was chosen from: then only another seat's simultaneous choice
        (a Maharaja disc, a Forbidden City bribe) came first, which this seat cannot see, and the
        person would only have to click Confirm again. Twice at most; else the refusal is said."""
        legal = feed.legal_json
        if sent >= 2 or self.is_reviewing or feed.client.is_done:
            return False
        if not (legal is chosen_from or legal == chosen_from) or action not in feed.legal:
            return False
        again = feed.client.act(feed.state, action)
        self._asked[again] = (seat, "act")
        self._acts[again] = (action, chosen_from, sent + 1)
        return True

    def _on_link(self, link: str) -> None:
        if not self._closed:
            self.changed.emit("link")

    def _on_failed(self, code: str, reason: str) -> None:
        if not self._closed:
            self.notice.emit(reason)
            self.changed.emit("link")

    def _name(self, seat: Any) -> str:
        if type(seat) is int and 0 <= seat < len(self._names):
            return self._names[seat]
        return QCoreApplication.translate("RemoteTable", "Someone")


def _takeback(data: dict[str, Any]) -> TakebackAsk:
    waiting = data.get("waiting") or []
    return TakebackAsk(
        _int(data.get("by"), -1),
        _int(data.get("state"), -1),
        frozenset(seat for seat in waiting if type(seat) is int),
    )
