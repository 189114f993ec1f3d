"""A match as its record: the entries, a cursor for review, snapshots, and chance taken in turn.

The state on the board is never stored as truth; it is the initial state with the record
replayed through ``Game.apply``. Chance outcomes are sampled here (never in a game) from a
``random.Random`` seeded by the match seed and the step number, and appended to the record, so a
saved match replays exactly even if the sampler changes.

Each step keeps the state it led to (states are immutable and share their parts, so a 2,000-step
match holds about a megabyte of them): review jumps anywhere at no cost, and the log is described
once per entry and reader, from the states on either side of it, then cached.

``Session`` is one object to its callers, written in parts by job: the log as each seat may read it
(``match_log.py``), undo and redo (``undo.py``), who plays and names a seat (``seat_changes.py``);
how chance is drawn is ``chance.py`` and who sits in a seat ``seating.py``. Their public names are
still imported from here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from desktop_app.engine import control
from desktop_app.engine.action import Action
from desktop_app.engine.chance import SAMPLER_VERSION, chance_rng, draw_chance, sample_outcome
from desktop_app.engine.control import ControlChange
from desktop_app.engine.errors import EngineError, IllegalAction, SessionError
from desktop_app.engine.match_log import MatchLog
from desktop_app.engine.messages import Message
from desktop_app.engine.notes import Note
from desktop_app.engine.outcome import Outcome
from desktop_app.engine.protocol import Entry, Game, State, View
from desktop_app.engine.registry import get_game
from desktop_app.engine.seat_changes import SeatChanges
from desktop_app.engine.seating import SeatInfo, check_seat
from desktop_app.engine.seats import CHANCE, Seat, default_seat_name
from desktop_app.engine.step import Step
from desktop_app.engine.undo import Undo

#: The names callers import from here, wherever they are defined now.
__all__ = [
    "SAMPLER_VERSION",
    "ReplayError",
    "SeatInfo",
    "Session",
    "chance_rng",
    "check_seat",
    "draw_chance",
    "sample_outcome",
]

Listener = Callable[["Session", str], None]

#: Chance steps in a row after which a game is considered broken (it never hands back control).
_MAX_CHANCE_RUN = 10_000


class ReplayError(EngineError):
    """A record that does not replay: ``step`` is the 1-based number of the offending entry."""

    def __init__(self, step: int, cause: Exception) -> None:
        super().__init__(f"step {step} cannot be replayed: {cause}")
        self.step = step
        self.cause = cause


@dataclass
class Session(MatchLog, Undo, SeatChanges):
    """A running or finished match. Build one with ``Session.new`` or ``Session.from_record``."""

    game: Game
    seats: tuple[SeatInfo, ...]
    options: dict[str, Any]
    seed: int
    casual: bool = False
    #: When the match began (ISO 8601), kept by match files; the engine itself never reads clocks.
    created: str = ""
    #: Bookmarks and comments by step (``notes.py``): kept with the match, never part of its record.
    notes: dict[int, Note] = field(default_factory=dict)
    #: The computer's analysis of the match as its file holds it (JSON, read and checked by
    #: ``ai/analysis.py``): kept with the match like the notes, never part of its record.
    analysis: dict[str, Any] | None = None
    #: The seats that asked the computer for a hint, by the step they asked at (the decision after
    #: ``step`` entries): kept with the match like the notes, never part of its record.
    hints: dict[int, frozenset[Seat]] = field(default_factory=dict)
    #: Who played the seats at the start (their kinds then), and every change since
    #: (``control.py``): ``seats`` says who plays them now.
    seated: tuple[str, ...] = ()
    control: tuple[ControlChange, ...] = ()
    _steps: list[Step] = field(default_factory=list)
    _initial: State = None
    _head: State = None
    _cursor: int = 0
    _cursor_state: State = None
    _redo: list[list[Entry]] = field(default_factory=list)
    #: Described log entries per reader (a seat, or None for the spectator), oldest first.
    _log_cache: dict[Seat | None, list[Any]] = field(default_factory=dict)
    #: Per step, the first reader's redacted entry and its line: a reader shown the same entry
    #: gets the same line (``describe`` may use only the entry and the public parts of the states).
    _described: list[tuple[Entry, Any]] = field(default_factory=list, compare=False, repr=False)
    _text_cache: dict[Seat | None, list[str]] = field(default_factory=dict)
    _record: tuple[Entry, ...] | None = None
    _listeners: list[Listener] = field(default_factory=list)
    #: The head the outcome was last found for, and that outcome (``outcome``).
    _outcome_of: tuple[State, Outcome | None] | None = field(default=None, compare=False, repr=False)
    #: The first view ``shared_view`` built of the state it was built for.
    _shared_base: tuple[State, View] | None = field(default=None, compare=False, repr=False)

    # --- construction --------------------------------------------------------------------------

    @classmethod
    def new(
        cls,
        game_id: str,
        players: int | Sequence[SeatInfo | str],
        options: Mapping[str, Any] | None = None,
        seed: int | None = None,
        *,
        casual: bool = False,
    ) -> Session:
        """Start a match; any chance steps at the very start (a shuffle) are taken at once."""
        session = cls._blank(game_id, players, options, seed, casual)
        session._run_chance()
        return session

    @classmethod
    def from_record(
        cls,
        game_id: str,
        players: int | Sequence[SeatInfo | str],
        options: Mapping[str, Any] | None,
        seed: int,
        record: Iterable[Entry],
        *,
        casual: bool = False,
        sampler: int | None = SAMPLER_VERSION,
    ) -> Session:
        """Replay a record, checking every entry; ``ReplayError`` names the first bad step.

        Every chance entry must be the outcome that ``seed`` draws at its step with ``sampler``
        (the version that drew the match): an edited roll, a swapped draw or a changed seed is a
        different match, not a lucky one. ``sampler=None`` only checks that the outcome was
        possible (for records built by hand in tests and tools, never for files).
        """
        session = cls._blank(game_id, players, options, seed, casual)
        for index, entry in enumerate(record):
            try:
                session._check_entry(entry, index, sampler)
                session._append(entry)
            except (EngineError, KeyError, TypeError, ValueError) as error:
                raise ReplayError(index + 1, error) from error
        session._cursor = len(session._steps)
        session._cursor_state = session._head
        return session

    def _check_entry(self, entry: Entry, index: int, sampler: int | None) -> None:
        if entry.seat != CHANCE:
            check_seat(entry.seat, len(self.seats))
        self._check_turn(entry.seat, entry.chance)
        if not entry.chance:
            return
        outcomes = self.game.chance_outcomes(self._head)
        # The outcome the seed draws is one of the outcomes: an entry equal to it needs no look-up
        # among them (a set of Maharaja's 5,040 shield orders hashed each, at every file opened).
        # Anything else is refused as before: not an outcome first, then not the one drawn.
        if sampler == SAMPLER_VERSION and entry.action == draw_chance(outcomes, self.seed, index, sampler):
            return
        if entry.action not in {a for a, _ in outcomes}:
            raise IllegalAction(Message.make("engine.not_an_outcome", action=str(entry.action)), "chance")
        if sampler is not None and entry.action != draw_chance(outcomes, self.seed, index, sampler):
            raise IllegalAction(Message.make("engine.chance_mismatch"), "chance")

    @classmethod
    def _blank(
        cls,
        game_id: str,
        players: int | Sequence[SeatInfo | str],
        options: Mapping[str, Any] | None,
        seed: int | None,
        casual: bool,
    ) -> Session:
        game = get_game(game_id)
        if isinstance(players, int):
            seats = tuple(SeatInfo(default_seat_name(i)) for i in range(players))
        else:
            seats = tuple(p if isinstance(p, SeatInfo) else SeatInfo(str(p)) for p in players)
        game.check_players(len(seats))
        checked = game.validate_options(options)
        if seed is None:
            import secrets  # with hmac: 1-4 ms no opened file or start page needs (issue 19)

            seed = secrets.randbits(48)
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**63:
            raise EngineError("the seed must be a whole number from 0 to 2^63-1")
        initial = game.initial_state(len(seats), checked)
        session = cls(game=game, seats=seats, options=checked, seed=seed, casual=casual)
        session.seated = tuple(seat.kind for seat in seats)
        session._initial = initial
        session._head = initial
        session._cursor_state = initial
        return session

    # --- reading -------------------------------------------------------------------------------

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def record(self) -> tuple[Entry, ...]:
        """Every entry so far (player decisions and chance outcomes), oldest first.

        Kept as one tuple until the record changes: screens ask for it on every redraw. Steps are
        only appended between truncations (which drop the tuple), so a kept tuple is a prefix and
        only the new entries are read: a LAN host asks once per action, and rebuilding the whole
        tuple each time cost it O(steps) Python work per action.
        """
        kept, steps = self._record, self._steps
        if kept is not None and len(kept) != len(steps):
            if len(kept) < len(steps) and (not kept or kept[-1] is steps[len(kept) - 1].entry):
                kept = self._record = kept + tuple(step.entry for step in steps[len(kept) :])
            else:  # not a prefix after all: never trust it
                kept = None
        if kept is None:
            kept = self._record = tuple(step.entry for step in steps)
        return kept

    @property
    def cursor(self) -> int:
        """The step shown: 0 is the start, ``len(record)`` is the live position."""
        return self._cursor

    @property
    def is_reviewing(self) -> bool:
        return self._cursor != len(self._steps)

    @property
    def state(self) -> State:
        """The state at the cursor."""
        return self._cursor_state

    @property
    def rules_version(self) -> str:
        """The rules version this match is played under (an old file keeps its own, see
        ``options.with_legacy``); below ``game.rules_version`` for a match from before a correction."""
        return self.game.match_rules(self.options)

    @property
    def older_rules(self) -> bool:
        """Was this match played under an older rules version than this program's (review says so)?"""
        return self.rules_version != self.game.rules_version

    @property
    def head_state(self) -> State:
        """The state after the whole record, whatever the cursor shows."""
        return self._head

    def to_move(self) -> frozenset[Seat]:
        return self.game.to_move(self._cursor_state)

    def legal_actions(self, seat: Seat) -> Sequence[Action]:
        """What ``seat`` may do now; nothing while reviewing an earlier step."""
        seat = check_seat(seat, len(self.seats))
        if self.is_reviewing or seat not in self.game.to_move(self._head):
            return ()
        return self.game.legal_actions(self._head, seat)

    def view(self, seat: Seat | None) -> View:
        return self.game.view(self._cursor_state, check_seat(seat, len(self.seats), spectator=True))

    def shared_view(self, seat: Seat | None) -> View:
        """``view(seat)``, whose entries that are the same for every viewer (all but the game's
        ``private_view``) are the very objects of the other views ``shared_view`` gives of the
        same state: a host sending every seat its view after each action builds the public
        entries once, not once per seat. **Read-only**: changing one view would change the
        others. A game that does not say what is private gets whole views.
        """
        seat = check_seat(seat, len(self.seats), spectator=True)
        state = self._cursor_state
        kept = self._shared_base
        if kept is not None and kept[0] is state:
            private = self.game.private_view(state, seat)
            if private is not None:
                return {**kept[1], **private}
        whole = self.game.view(state, seat)
        self._shared_base = (state, whole)
        return whole

    def outcome(self) -> Outcome | None:
        """The match's result once it is over. Kept for the head it was found for: a screen asks
        several times a refresh (prompt, end card, log) and a review jump refreshes everything,
        while working it out ranks the seats anew each time (1.5 ms a jump in Maharaja)."""
        kept = self._outcome_of
        if kept is None or kept[0] is not self._head:
            kept = self._outcome_of = (self._head, self.game.outcome(self._head))
        return kept[1]

    @property
    def is_over(self) -> bool:
        return self.outcome() is not None

    def state_at(self, step: int) -> State:
        """The state after ``step`` entries (kept for every step, so review costs nothing)."""
        if type(step) is not int or not 0 <= step <= len(self._steps):
            raise SessionError(f"there is no step {step}; the match has {len(self._steps)} steps")
        return self._initial if step == 0 else self._steps[step - 1].after

    @property
    def seat_names(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.seats)

    # --- acting --------------------------------------------------------------------------------

    def act(self, seat: Seat, action: Action | Mapping[str, Any]) -> None:
        """Take ``action`` for ``seat`` at the live position, then any chance steps that follow."""
        if not isinstance(action, Action):
            action = Action.from_json(action)
        seat = check_seat(seat, len(self.seats))
        if self.is_reviewing:
            raise SessionError("you are looking at an earlier step; go to the latest step to play")
        self._check_turn(seat, chance=False)
        length, head = len(self._steps), self._head
        try:
            self._append(Entry(seat, action))
            self._run_chance()
        except BaseException:
            # All or nothing: a failure in the chance steps that follow must not leave the
            # action (or half of what followed it) in the record. The old head is put back as
            # it was, not replayed: the failure may be in the very rules a replay would call.
            self._forget_after(length)
            self._head = head
            self._move_cursor_to_head()
            raise
        self._redo.clear()
        self._move_cursor_to_head()
        self._notify("record")

    def _check_turn(self, seat: Seat, chance: bool) -> None:
        movers = self.game.to_move(self._head)
        if not movers:
            raise IllegalAction(Message.make("engine.match_over"), "end")
        if chance != (seat == CHANCE):
            raise IllegalAction(Message.make("engine.chance_only"), "chance")
        if seat not in movers:
            if CHANCE in movers:
                raise IllegalAction(Message.make("engine.chance_first"), "chance")
            who = ", ".join(str(s + 1) for s in sorted(movers))
            message = Message.make("engine.not_your_turn", seat=seat, player=seat + 1, to_move=who)
            raise IllegalAction(message, "turn")

    def _append(self, entry: Entry) -> None:
        before = self._head
        after = self.game.apply(before, entry.seat, entry.action)
        # Ending the match opens every screen (final scoring, everyone's secrets): never undone.
        revealed = self.game.reveals(before, entry.seat, entry.action, after) or not self.game.to_move(after)
        self._steps.append(Step(entry, revealed, after))
        self._head = after

    def _run_chance(self) -> None:
        for _ in range(_MAX_CHANCE_RUN):
            if CHANCE not in self.game.to_move(self._head):
                break
            outcomes = self.game.chance_outcomes(self._head)
            action = draw_chance(outcomes, self.seed, len(self._steps), SAMPLER_VERSION)
            self._append(Entry(CHANCE, action, chance=True))
        else:
            raise EngineError(f"{self.game.id} kept asking for chance steps")
        self._move_cursor_to_head()

    def _move_cursor_to_head(self) -> None:
        self._cursor = len(self._steps)
        self._cursor_state = self._head

    def _truncate(self, length: int) -> list[Entry]:
        removed = [step.entry for step in self._steps[length:]]
        self._forget_after(length)
        self._head = self.state_at(length)
        self._move_cursor_to_head()
        return removed

    def _forget_after(self, length: int) -> None:
        """Drop the steps after ``length`` and every log line described from them."""
        del self._steps[length:]
        self._record = None
        self.control = control.clamp(self.seated, self.control, length)
        for step in [step for step in self.notes if step > length]:
            del self.notes[step]  # it was about a step that is gone
        for step in [step for step in self.hints if step > length]:
            del self.hints[step]
        for cache in (*self._log_cache.values(), *self._text_cache.values()):
            del cache[length:]
        del self._described[length:]

    # --- hints ---------------------------------------------------------------------------------

    def note_hint(self, seat: Seat) -> None:
        """``seat`` asked the computer for a hint at the live position (the finished-matches list
        counts them; they change nothing the rules read)."""
        step = len(self._steps)
        self.hints[step] = self.hints.get(step, frozenset()) | {seat}

    @property
    def hint_count(self) -> int:
        """How many hints were taken: one per seat and step it asked at."""
        return sum(len(seats) for seats in self.hints.values())

    # --- review --------------------------------------------------------------------------------

    def seek(self, step: int) -> None:
        """Show the state after ``step`` entries (0 = the start, ``len(record)`` = live)."""
        self._cursor_state = self.state_at(step)
        self._cursor = step
        self._notify("cursor")

    def resume_from_cursor(self) -> None:
        """Casual matches only: drop every step after the cursor and play on from here."""
        if not self.casual:
            raise SessionError("only casual matches can be resumed from an earlier step")
        self._truncate(self._cursor)
        self._redo.clear()
        self._run_chance()
        self._notify("record")

    # --- listeners -----------------------------------------------------------------------------

    def subscribe(self, listener: Listener) -> None:
        """Call ``listener(session, what)`` after every change; ``what`` is "record", "cursor",
        "seats" (a seat was renamed) or "control" (a seat changed hands: ``hand_seat``)."""
        self._listeners.append(listener)

    def unsubscribe(self, listener: Listener) -> None:
        if listener in self._listeners:
            self._listeners.remove(listener)

    def _notify(self, what: str) -> None:
        for listener in list(self._listeners):
            listener(self, what)
