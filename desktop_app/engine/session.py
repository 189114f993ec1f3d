"""A match as its record: the entries, a cursor for review, snapshots, chance and the undo policy.

The state on the board is never stored as truth; it is the initial state with the record
replayed through ``Game.apply``. Chance outcomes are sampled here (never in a game) from a
``random.Random`` seeded by the match seed and the step number, and appended to the record, so a
saved match replays exactly even if the sampler changes.

Each step keeps the state it led to (states are immutable and share their parts, so a 2,000-step
match holds about a megabyte of them): review jumps anywhere at no cost, and the log is described
once per entry and reader, from the states on either side of it, then cached.
"""

from __future__ import annotations

import random
import unicodedata
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from desktop_app.engine import control
from desktop_app.engine.action import Action
from desktop_app.engine.control import ControlChange
from desktop_app.engine.errors import EngineError, IllegalAction, SessionError
from desktop_app.engine.messages import Message, render
from desktop_app.engine.notes import Note
from desktop_app.engine.outcome import Outcome
from desktop_app.engine.protocol import Entry, Game, State, View
from desktop_app.engine.registry import get_game
from desktop_app.engine.seats import CHANCE, SEAT_KINDS, Seat, default_seat_name

Listener = Callable[["Session", str], None]

#: Chance steps in a row after which a game is considered broken (it never hands back control).
_MAX_CHANCE_RUN = 10_000


@dataclass(frozen=True, slots=True)
class SeatInfo:
    """Who sits in a seat: a display name and a kind (``human``, a bot level, or ``remote``)."""

    name: str
    kind: str = "human"
    colour: str = ""

    def to_json(self) -> dict[str, str]:
        return {"name": self.name, "kind": self.kind, "colour": self.colour}

    @classmethod
    def from_json(cls, data: Any) -> SeatInfo:
        if not isinstance(data, Mapping):
            raise EngineError("a seat must be a JSON object")
        name, kind, colour = data.get("name"), data.get("kind", "human"), data.get("colour", "")
        if not isinstance(name, str) or not name.strip() or len(name) > 40:
            raise EngineError("a seat needs a name of 1 to 40 characters")
        if any(unicodedata.category(char).startswith("C") for char in name):
            # Line breaks, bidi overrides and NULs would let a name rearrange the text around it.
            raise EngineError("a seat name may not contain control characters")
        if kind not in SEAT_KINDS:
            raise EngineError(f"unknown seat kind {kind!r}")
        if not isinstance(colour, str) or len(colour) > 20:
            raise EngineError("a seat colour must be a short string")
        return cls(name, kind, colour)


class ReplayError(EngineError):
    """A record that does not replay: ``step`` is the 1-based number of the offending entry."""

    def __init__(self, step: int, cause: Exception) -> None:
        super().__init__(f"step {step} cannot be replayed: {cause}")
        self.step = step
        self.cause = cause


def chance_rng(seed: int, step: int) -> random.Random:
    """The generator for the chance step at ``step``: a pure function of seed and step number.

    Deriving it per step (instead of one stream) means undoing and retaking an action never
    re-rolls the dice, and a resumed match samples exactly as the original would have.
    """
    return random.Random(f"three-palaces/{seed}/{step}")


#: The version of ``chance_rng`` + ``sample_outcome`` that drew a match's chance steps. Match files
#: stamp it, so that when the sampler ever changes, old files are still checked against the
#: sampler that drew them (keep the old one under its number then).
SAMPLER_VERSION = 1


def sample_outcome(outcomes: Sequence[tuple[Action, float]], rng: random.Random) -> Action:
    """Pick one outcome by its probability (inverse transform over the listed order)."""
    if not outcomes:
        raise EngineError("a chance step offered no outcomes")
    total = sum(p for _, p in outcomes)
    point = rng.random() * total
    running = 0.0
    for action, probability in outcomes:
        running += probability
        if point < running:
            return action
    return outcomes[-1][0]


def draw_chance(outcomes: Sequence[tuple[Action, float]], seed: int, step: int, sampler: int) -> Action:
    """The outcome that ``seed`` draws at ``step`` with sampler version ``sampler``."""
    if sampler != SAMPLER_VERSION:
        raise EngineError(f"chance sampler version {sampler} is not known to this version")
    return sample_outcome(outcomes, chance_rng(seed, step))


def check_seat(seat: object, players: int, *, spectator: bool = False) -> Seat:
    """``seat`` if it is a plain ``int`` naming one of the match's seats, else ``IllegalAction``.

    ``True``, ``1.0`` and ``"1"`` compare or hash like seat 1 in Python, so without this check
    they would be recorded as a seat no match file could load (issue 13). ``None`` is the
    spectator, allowed only where a spectator makes sense (views, logs).
    """
    if seat is None and spectator:
        return seat  # type: ignore[return-value]
    if type(seat) is not int or not 0 <= seat < players:
        shown = repr(seat)[:20]
        raise IllegalAction(Message.make("engine.not_a_seat", value=shown, last=players - 1), "seat")
    return seat


@dataclass
class _Step:
    entry: Entry
    revealed: bool
    #: The state after this entry.
    after: State


@dataclass
class Session:
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
    _steps: list[_Step] = field(default_factory=list)
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

    def log_entries(self, seat: Seat | None, *, upto: int | None = None, since: int = 0) -> list[Any]:
        """The match log as ``seat`` may read it: each entry redacted and described, oldest first
        (entries ``since`` to ``upto``, by default all).

        Each entry is described once per reader, from the states before and after it, and kept:
        a redraw at step 1,500 costs no more than one at step 50. A reader shown the very entry
        another was shown gets that reader's line (a host describes each step for every seat).
        """
        seat = check_seat(seat, len(self.seats), spectator=True)
        end = len(self._steps) if upto is None else upto
        if type(end) is not int or not 0 <= end <= len(self._steps):
            raise SessionError(f"there is no step {end}; the match has {len(self._steps)} steps")
        cache = self._log_cache.setdefault(seat, [])
        for index in range(len(cache), end):
            cache.append(self._line(index, seat))
        return cache[since:end]

    def _line(self, index: int, seat: Seat | None) -> Any:
        step, described = self._steps[index], self._described
        before = self.state_at(index)
        shown = self.game.redact(step.entry, seat, before)
        if index < len(described) and described[index][0] == shown:
            return described[index][1]
        line = self.game.describe(shown, before, step.after)
        if index == len(described):
            described.append((shown, line))
        return line

    def log(self, seat: Seat | None, *, upto: int | None = None) -> list[str]:
        """``log_entries`` as English text, the seats called by their names (kept, like them)."""
        entries = self.log_entries(seat, upto=upto)
        texts = self._text_cache.setdefault(seat, [])
        if len(texts) < len(entries):
            names = self.seat_names
            texts.extend(render(line, names) for line in entries[len(texts) :])
        return texts[: len(entries)]

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
        self._steps.append(_Step(entry, revealed, after))
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

    # --- undo / redo ---------------------------------------------------------------------------

    def note_hint(self, seat: Seat) -> None:
        """``seat`` asked the computer for a hint at the live position (the finished-matches list
        counts them; they change nothing the rules read)."""
        step = len(self._steps)
        self.hints[step] = self.hints.get(step, frozenset()) | {seat}

    @property
    def hint_count(self) -> int:
        """How many hints were taken: one per seat and step it asked at."""
        return sum(len(seats) for seats in self.hints.values())

    def undo_refusal(self, seat: Seat) -> str | None:
        """Why ``seat`` may not take back its last action now, or None if it may (DESIGN, Session)."""
        seat = check_seat(seat, len(self.seats))
        if self.is_reviewing:
            return "you are looking at an earlier step; go to the latest step first"
        index = self._last_index_of(seat)
        if index is None:
            return "there is nothing of yours to take back"
        if self.casual:
            return None
        later = self._steps[index + 1 :]
        if any(step.entry.chance for step in later):
            return "chance has decided something since (a draw or a roll cannot be taken back)"
        if later:
            return "another player has acted since"
        if self._steps[index].revealed:
            if not self.game.to_move(self._head):
                return "that action ended the match (the final scoring has been shown)"
            return "that action revealed hidden information"
        return None

    def can_undo(self, seat: Seat) -> bool:
        return self.undo_refusal(seat) is None

    def undo(self, seat: Seat) -> None:
        """Take back ``seat``'s last action (casual: together with everything after it)."""
        reason = self.undo_refusal(seat)
        if reason is not None:
            raise SessionError(f"cannot undo: {reason}")
        index = self._last_index_of(seat)
        assert index is not None
        self._redo.append(self._truncate(index))
        self._notify("record")

    def can_redo(self) -> bool:
        return bool(self._redo) and not self.is_reviewing

    def redo(self) -> None:
        """Put back what the last undo took back; possible until a new action is taken."""
        if not self.can_redo():
            raise SessionError("there is nothing to redo")
        for entry in self._redo.pop():
            self._append(entry)
        self._move_cursor_to_head()
        self._notify("record")

    def _last_index_of(self, seat: Seat) -> int | None:
        for index in range(len(self._steps) - 1, -1, -1):
            entry = self._steps[index].entry
            if not entry.chance and entry.seat == seat:
                return index
        return None

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

    # --- who plays a seat ----------------------------------------------------------------------

    def hand_seat(self, seat: Seat, by: str) -> None:
        """From the live position on, ``seat`` is played by ``by`` (``human``: its person; else a
        computer level). The record is untouched; the change is kept in ``control``.
        ``SessionError`` for a seat that cannot change hands now, or a change that changes nothing."""
        seat = check_seat(seat, len(self.seats))
        old = self.seats[seat]
        if by not in control.PLAYED_BY or old.kind not in control.PLAYED_BY:
            raise SessionError(f"seat {seat} cannot be played by {by!r} here")
        if by == old.kind:
            raise SessionError(f"seat {seat} is already played by {by!r}")
        if not self.game.to_move(self._head):
            raise SessionError("the match is over")
        change = ControlChange(len(self._steps), seat, by)
        self.control = control.add(self.seated, self.control, change)
        self.seats = (*self.seats[:seat], SeatInfo(old.name, by, old.colour), *self.seats[seat + 1 :])
        self._notify("control")

    def restore_control(self, changes: tuple[ControlChange, ...]) -> None:
        """Take ``changes`` (read from a file, checked by ``control.from_json`` against this
        match's seats at the start) as the match's history: the seats are played as they say."""
        kinds = control.kinds_at(self.seated, changes, len(self._steps))
        self.control = changes
        pairs = zip(self.seats, kinds, strict=True)
        self.seats = tuple(SeatInfo(seat.name, kind, seat.colour) for seat, kind in pairs)

    def played_by(self, step: int) -> str:
        """Who chose the entry at index ``step``: ``human``, a computer level, ``remote``, or ""
        for a chance step."""
        entry = self._steps[step].entry
        if entry.chance:
            return ""
        return control.kinds_at(self.seated, self.control, step)[entry.seat]

    # --- listeners -----------------------------------------------------------------------------

    def rename_seat(self, seat: Seat, name: str) -> None:
        """Call ``seat`` by ``name`` from now on (a LAN player's own name when they join).

        Names are not part of the rules: the record is untouched; only the rendered log texts,
        which carry names, are made afresh. ``EngineError`` for a name a seat may not have.
        """
        seat = check_seat(seat, len(self.seats))
        old = self.seats[seat]
        renamed = SeatInfo.from_json({"name": name, "kind": old.kind, "colour": old.colour})
        self.seats = (*self.seats[:seat], renamed, *self.seats[seat + 1 :])
        self._text_cache.clear()
        self._notify("seats")

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
