"""The table port: what one screen may know about a match and what it may do there.

The match screen (``MatchView``) and every board talk to a match only through a ``Table``. Two
kinds exist, and the screen cannot tell them apart except by the facts below:

- ``LocalTable`` (``local_table.py``) over a ``Session``: hot-seat play and bots on this computer,
  undo, review of the whole record — the Session is here, so it can answer everything, but it
  still answers only for the seats at this screen (the hand-over rules of ``privacy.py``).
- ``RemoteTable`` (``remote_table.py``) over a LAN link: the seat(s) this screen joined. It has no
  full state, no record, no seed: only the views, redacted log and legal actions the host sent for
  its own seats, so nothing here can show another seat's secret — there is nothing to show.

Whatever a screen draws comes from ``view``, ``legal_actions`` and ``log``; whatever it does goes
through ``act``, ``undo``/``request_takeback`` and ``seek``. The port is deliberately narrow: a
method a remote table could not answer truthfully is not on it.

Seats are numbered as in the engine. A "screen seat" is one whose person sits at this screen.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from PySide6.QtCore import QObject, Signal

from desktop_app.engine.action import Action
from desktop_app.engine.outcome import Outcome
from desktop_app.engine.protocol import Game, View
from desktop_app.engine.seats import Seat
from desktop_app.engine.session import SeatInfo

#: What ``Table.changed`` says changed (a screen may refresh on any of them).
CHANGES = ("record", "cursor", "seats", "control", "presence", "takeback", "chat", "link")

#: A seat's connection as its player card shows it (``Table.connection``).
CONNECTED, RECONNECTING, LEFT, COMPUTER = "connected", "reconnecting", "left", "computer"


@dataclass(frozen=True, slots=True)
class TakebackAsk:
    """A takeback request waiting for answers: ``by`` asks, ``waiting`` have not answered yet."""

    by: Seat
    state: int
    waiting: frozenset[Seat]
    #: On a shared screen (a local table): the public log line of the action asked about, so
    #: the person asked by name knows which one (never a secret: the others are watching).
    line: str = ""


@dataclass(frozen=True, slots=True)
class ChatLine:
    """One chat message as received: plain text, never markup."""

    seat: Seat | None
    text: str


class Operator(Protocol):
    """What the host's own screen may do besides playing: let the computer play a seat whose
    person left (``level``), or give it back to them (None)."""

    def stand_in(self, seat: Seat, level: str | None) -> None: ...


class Table(QObject):
    """The port. Subclasses implement every method; the docstrings are the contract."""

    #: Set on the hosting screen's table by whoever hosts (``lan_hosting``); None elsewhere.
    operator: Operator | None = None

    #: Something changed; the argument is one of ``CHANGES``.
    changed = Signal(str)
    #: A short message for the person at the screen (a refusal's reason, a notice).
    notice = Signal(str)

    # --- who sits where -----------------------------------------------------------------------

    @property
    def game(self) -> Game:
        raise NotImplementedError

    @property
    def seats(self) -> tuple[SeatInfo, ...]:
        """Every seat: name, kind (``human`` for a person at this screen, ``remote`` for a person
        elsewhere, else a computer level) and colour."""
        raise NotImplementedError

    @property
    def screen_seats(self) -> frozenset[Seat]:
        """The seats whose people sit at this screen (empty for a spectator)."""
        raise NotImplementedError

    @property
    def shared(self) -> bool:
        """Several people share this screen: hand-over screens guard their secrets."""
        return len(self.screen_seats) >= 2

    @property
    def networked(self) -> bool:
        """Other screens take part (takebacks are requests; chat and connections exist)."""
        return False

    @property
    def seat_names(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.seats)

    # --- the position -------------------------------------------------------------------------

    @property
    def length(self) -> int:
        """Steps of the match known here (log entries); the live position is at ``length``."""
        raise NotImplementedError

    @property
    def cursor(self) -> int:
        """The step shown (``length`` unless reviewing)."""
        raise NotImplementedError

    @property
    def is_reviewing(self) -> bool:
        return self.cursor != self.length

    @property
    def casual(self) -> bool:
        """Whether undo and resuming from an earlier step are allowed (local matches)."""
        return False

    def to_move(self, live: bool = False) -> frozenset[Seat]:
        """Who is to move at the cursor (``live``: at the live position)."""
        raise NotImplementedError

    def view(self, seat: Seat | None) -> View:
        """What ``seat`` (a screen seat, or None for the public view) sees at the cursor.

        ``ValueError`` for a seat that is not at this screen: no table hands out another seat's
        view. A remote table shows, while reviewing, the last view it was sent at or before the
        cursor — review goes back only through what this screen saw.
        """
        raise NotImplementedError

    def veiled_view(self, seat: Seat) -> View:
        """``seat``'s view at the cursor as a screen several people share draws it while its
        person is not peeking (``Game.veiled_view``: the public view, ``seat`` looking, and only
        the secrets the decision in front of it needs). A table whose screen is never shared
        (a LAN screen: one person) has nothing to veil: ``view``."""
        return self.view(seat)

    def review_view(self, seat: Seat) -> View:
        """Any seat's view at the cursor once the match is over and this table holds the whole
        record (every secret is public by then: the "seen by" choice of review); before that,
        exactly what ``view`` allows (``ValueError`` for a seat not at this screen)."""
        return self.view(seat)

    def reveals_all(self) -> bool:
        """Whether "everything revealed" may be offered now: the match is over and this table
        holds the record, so ``revealed_log`` would answer. A question of facts the table keeps,
        asked at every refresh: rendering the log to find out cost 45 ms at the last step of a
        long match, where the answer is only needed once that perspective is chosen."""
        return False

    def revealed_log(self) -> list[str] | None:
        """The whole log with nothing redacted, once the match is over and this table holds the
        record ("everything revealed"); None otherwise (a LAN screen never holds it). None
        exactly when ``reveals_all`` is False."""
        return None

    def legal_actions(self, seat: Seat) -> tuple[Action, ...]:
        """``seat``'s legal actions at the live position (empty for anyone not at this screen)."""
        raise NotImplementedError

    def log(self, seat: Seat | None) -> list[str]:
        """The log up to the cursor as ``seat`` may read it, rendered with the seats' names."""
        raise NotImplementedError

    def outcome(self) -> Outcome | None:
        raise NotImplementedError

    @property
    def is_over(self) -> bool:
        return self.outcome() is not None

    # --- hot-seat privacy (a shared screen) ---------------------------------------------------

    def seat_at_screen(self) -> Seat | None:
        """The seat whose view the screen shows now (``privacy.choose_seat_at_screen``)."""
        raise NotImplementedError

    def has_private_view(self, seat: Seat) -> bool:
        """Would ``seat``'s view at the cursor show a secret to an onlooker?"""
        raise NotImplementedError

    def secret_choice_ahead(self, seat: Seat) -> bool:
        """Is ``seat`` about to choose in secret (``privacy.secret_choice_ahead``)?"""
        raise NotImplementedError

    def moved_only_by(self, seat: Seat | None) -> bool:
        """Since the last call: did the match only grow by ``seat``'s moves (and computers',
        chance's, other screens')? Anything else — an undo, another person at this screen
        moving — means somebody else may be at the keyboard."""
        raise NotImplementedError

    def public_lines_since(self, step: int) -> list[str]:
        """Public log lines from ``step`` on: what the hand-over screen recaps."""
        raise NotImplementedError

    # --- acting -------------------------------------------------------------------------------

    def act(self, seat: Seat, action: Action) -> None:
        """Play ``action`` for screen seat ``seat``; a refusal arrives as ``notice``."""
        raise NotImplementedError

    def undo_refusal(self) -> str | None:
        """Why Undo (or, on a networked table, "Ask to take back") is not possible now; None if it is."""
        raise NotImplementedError

    def undo(self) -> str:
        """Take back (local) or ask to take back (networked); returns what happened, for the status line."""
        raise NotImplementedError

    def undo_seat(self) -> Seat | None:
        """Whose action Undo takes back at once, if this table knows (None: it does not, e.g. a
        takeback that others must first accept)."""
        return None

    def can_redo(self) -> bool:
        return False

    def redo(self) -> bool:
        return False

    @property
    def takeback(self) -> TakebackAsk | None:
        """A takeback request waiting for answers (networked tables)."""
        return None

    def answer_takeback(self, accept: bool) -> None:
        """Accept or decline the waiting takeback request for this screen's seat (on a shared
        screen: the person asked by name answers whether their action is taken back)."""
        raise NotImplementedError

    # --- the network --------------------------------------------------------------------------

    def connection(self, seat: Seat) -> str:
        """``CONNECTED``, ``RECONNECTING``, ``LEFT``, ``COMPUTER`` (a stand-in), or "" (local)."""
        return ""

    @property
    def link(self) -> str:
        """This screen's own link: "" (local), ``CONNECTED``, ``RECONNECTING`` or ``LEFT``."""
        return ""

    @property
    def retry_in(self) -> float | None:
        """While this screen's link is ``RECONNECTING``: seconds until the next try (0.0: trying
        now); None otherwise."""
        return None

    def chat_lines(self) -> Sequence[ChatLine]:
        return ()

    def send_chat(self, text: str) -> None:
        raise NotImplementedError

    def give_up(self) -> None:
        """Stop reconnecting and leave this screen's seat (it stays reconnectable at the host)."""
        self.close()

    def final_document(self) -> dict[str, Any] | None:
        """The full match file once a networked match is over (every secret public); else None."""
        return None

    # --- computer players ---------------------------------------------------------------------

    @property
    def thinking_seat(self) -> Seat | None:
        """A computer seat thinking now, where this table knows it."""
        return None

    def missing_level(self, seat: Seat) -> str | None:
        """A computer level this version cannot play (a match saved by a newer version)."""
        return None

    def kind_at_cursor(self, seat: Seat) -> str:
        """Who played ``seat`` at the step shown (a seat may have changed hands since: review
        shows who played it then)."""
        return self.seats[seat].kind

    @property
    def computers_paused(self) -> bool:
        """The computer players here wait until play goes on (a local match's pause)."""
        return False

    # --- hints (issue 35) -----------------------------------------------------------------------

    @property
    def hints_allowed(self) -> bool:
        """May the people at this screen ask the computer for a hint? Always in a local match; in
        a LAN match only where its host allowed hints for everyone."""
        return not self.networked

    def note_hint(self, seat: Seat) -> None:
        """``seat`` took a hint at the live position: the match keeps it where it keeps notes."""

    # --- review -------------------------------------------------------------------------------

    def seek(self, step: int) -> None:
        raise NotImplementedError

    def resume_from_cursor(self) -> None:
        """Drop the steps after the cursor and play on from there (local casual matches)."""
        raise NotImplementedError

    def close(self) -> None:
        """Stop listening, stop bots, leave the network seat reconnectable."""
