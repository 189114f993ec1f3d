"""The one interface every game implements (DESIGN.md, "The Game protocol").

States are immutable values owned by the game; the machinery around them (session, save files,
network, bots, UI) only ever calls the methods below. Because a match is its record, everything
a game must be able to do is: start, say who moves, list and apply legal actions, enumerate
chance, show each seat what it may know, and describe what happened.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from desktop_app.engine.action import Action
from desktop_app.engine.errors import MalformedAction
from desktop_app.engine.messages import Message
from desktop_app.engine.options import RULES_OPTION, OptionSpec, validate_options
from desktop_app.engine.outcome import Outcome
from desktop_app.engine.seats import CHANCE, Seat

State = Any
View = dict[str, Any]


@dataclass(frozen=True, slots=True)
class Entry:
    """One step of a match record: who acted, what they did, and whether it was a chance outcome."""

    seat: Seat
    action: Action
    chance: bool = False

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"seat": self.seat, "action": self.action.to_json()}
        if self.chance:
            data["chance"] = True
        return data

    @classmethod
    def from_json(cls, data: Any) -> Entry:
        if not isinstance(data, Mapping):
            raise MalformedAction("a record entry must be a JSON object")
        seat = data.get("seat")
        chance = data.get("chance", False)
        if not isinstance(seat, int) or isinstance(seat, bool) or seat < CHANCE:
            raise MalformedAction("a record entry needs an integer seat")
        if not isinstance(chance, bool) or chance != (seat == CHANCE):
            raise MalformedAction("a record entry's chance flag must match its seat")
        return cls(seat, Action.from_json(data.get("action")), chance)


class Game(ABC):
    """Rules of one game. Subclasses are stateless singletons; all match data lives in states.

    Contract (checked for every game by ``tests/engine/test_conformance.py``):

    * ``apply`` never mutates its input and raises ``IllegalAction`` for anything not in
      ``legal_actions``; it is deterministic.
    * ``to_move`` returns ``{CHANCE}`` exactly when the next step is random; then
      ``chance_outcomes`` lists every outcome with its probability (games keep this list small by
      splitting shuffles into single draws).
    * ``view(state, seat)`` is JSON-serialisable and contains nothing that seat may not know.
    """

    id: str
    title: str
    min_players: int
    max_players: int
    options: tuple[OptionSpec, ...] = ()
    #: Raised whenever a rules change would make the same record replay differently; LAN peers
    #: compare it in the handshake (a host and a client on different rules must not play). A game
    #: that still plays its older versions (old files continue under the rules they were played
    #: under) lists them in its hidden ``rules`` option (``options.rules_option``).
    rules_version: str = "1"

    # --- setup -------------------------------------------------------------------------------

    def validate_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """Defaults filled in; raises ``BadOptions`` naming an unknown key or value."""
        return validate_options(self.options, options)

    def match_rules(self, options: Mapping[str, Any]) -> str:
        """The rules version a match with these (validated) options is played under: its hidden
        ``rules`` option, or ``rules_version`` for a game that has only ever had one."""
        return str(options.get(RULES_OPTION, self.rules_version))

    @abstractmethod
    def initial_state(self, players: int, options: Mapping[str, Any]) -> State:
        """The state before any step; no randomness here (shuffles are chance steps)."""

    # --- flow --------------------------------------------------------------------------------

    @abstractmethod
    def to_move(self, state: State) -> frozenset[Seat]:
        """Seats that must act now (several for simultaneous secret choices), ``{CHANCE}``, or empty."""

    @abstractmethod
    def legal_actions(self, state: State, seat: Seat) -> Sequence[Action]:
        """Every legal action of ``seat`` now; empty when it is not to move."""

    def chance_outcomes(self, state: State) -> Sequence[tuple[Action, float]]:
        """Every random outcome with its probability, when ``CHANCE`` is to move."""
        raise NotImplementedError(f"{self.id} has no chance steps")

    @abstractmethod
    def apply(self, state: State, seat: Seat, action: Action) -> State:
        """A new state after ``seat`` takes ``action``; ``IllegalAction`` (input untouched) if not allowed."""

    def reveals(self, before: State, seat: Seat, action: Action, after: State) -> bool:
        """Did this step show any seat something it did not know? (Undo may not cross it.)

        Chance steps always count as revealing; games override this for reveals that happen
        inside a player's action (a disc choice turned over, a card drawn from the display...).
        """
        return seat == CHANCE

    def sample_state(self, view: View, seat: Seat, rng: random.Random) -> State:
        """A full state consistent with everything ``seat`` knows, hidden parts filled at random.

        Bots search over such determinizations (information-set MCTS), so they never look at the
        real hidden state: ``view`` is all they are given. Games without hidden information can
        rebuild the state exactly.
        """
        raise NotImplementedError(f"{self.id} cannot yet rebuild a state from a view")

    # --- what seats may know -----------------------------------------------------------------

    @abstractmethod
    def view(self, state: State, seat: Seat | None) -> View:
        """Exactly what ``seat`` may know (None = spectator), as a JSON-able dict."""

    def private_view(self, state: State, seat: Seat | None) -> View | None:
        """The entries of ``view(state, seat)`` that depend on who looks (e.g. ``{"seat": 1,
        "seats": [...]}``), every other entry being the same for every viewer of ``state`` — or
        None (the default): the game does not say, and the whole view must be built.

        A host builds every seat's view after every action; a game that says this lets it build
        the public entries once per state (``Session.shared_view``). Games keep it exactly in
        step with ``view``: a test compares the two for every seat over whole matches.
        """
        return None

    def has_private_view(self, state: State, seat: Seat) -> bool:
        """Does ``seat``'s view hold anything a spectator may not see (a hand, a secret choice)?

        The shell asks this before handing a shared screen to another person: when the answer
        is no for both the previous and the next person, nothing secret can be glimpsed and no
        hand-over screen is needed. The default compares the views, ignoring who is looking.
        """
        return _without_viewer(self.view(state, seat)) != _without_viewer(self.view(state, None))

    def veiled_view(self, state: State, seat: Seat) -> View:
        """What ``seat``'s board shows on a screen several people share while its person is not
        peeking (issue 33): what the others at the table may see, with ``seat`` still the one
        looking (its turn, its controls), plus only the secrets the decision in front of it
        cannot be made without. A physical player keeps the bribe board face down and the hand
        close, and looks at them while choosing.

        The default knows one such decision: a choice the log hides from the others (a secret
        choice being set shows the seat's whole view); at any other moment nothing private is
        shown. A game whose decisions need more (a hand to play a card from) says so here.
        """
        if self.secret_choice_now(state, seat):
            return self.view(state, seat)
        return self.public_view_as(state, seat)

    def secret_choice_now(self, state: State, seat: Seat) -> bool:
        """Is ``seat`` to move with a choice the log hides from the others?"""
        if seat not in self.to_move(state):
            return False
        for action in self.legal_actions(state, seat):
            entry = Entry(seat, action)
            if self.redact(entry, None, state) != entry:
                return True
        return False

    def public_view_as(self, state: State, seat: Seat) -> View:
        """The spectator's view with ``seat`` as the one looking: every entry of ``view(state,
        None)`` but the keys that only say who looks (``VIEWER_KEYS``), which are ``seat``'s."""
        own = self.view(state, seat)
        public = self.view(state, None)
        return {**public, **{key: own[key] for key in VIEWER_KEYS if key in own}}

    def redact(self, entry: Entry, seat: Seat | None, state: State) -> Entry:
        """How ``entry`` (taken in ``state``) looks to ``seat``; default: nothing is secret."""
        return entry

    def describe(self, entry: Entry, before: State, after: State) -> Message:
        """One line for the match log, as a ``Message`` the reader renders in its own language.

        ``entry`` is already redacted for the reader; ``before`` and ``after`` are the states on
        either side of it, so nothing has to be re-applied here. Only what the redacted entry
        and the public parts of the states say may go into the line. The session calls this
        once per entry and reader and keeps the result.
        """
        if entry.seat == CHANCE:
            return Message.make("engine.chance", action=str(entry.action))
        return Message.make("engine.action", seat=entry.seat, action=str(entry.action))

    # --- result ------------------------------------------------------------------------------

    @abstractmethod
    def outcome(self, state: State) -> Outcome | None:
        """Final ranking once the match is over, else None."""

    def is_over(self, state: State) -> bool:
        return self.outcome(state) is not None

    def prepare(self) -> None:  # noqa: B027 - an optional hook: a game with no tables needs none
        """Build now what these rules otherwise build on first use (tables of ready-made actions,
        sight lines), so that the first moves of a match are answered as fast as the rest.

        Opening a window does without it: those tables cost start-up time that a person waits
        for, and a replayed file needs few of them. A LAN host calls it while players join: there
        the first acts of a match waited for the tables (Arkadia's first turns, 2-8 ms each, were
        most of the slowest twentieth of its acts). Thread-safe and idempotent; the default has
        nothing to build."""

    def check_players(self, players: int) -> None:
        """Raise ``BadOptions`` when the seat count is outside ``min_players..max_players``."""
        from desktop_app.engine.errors import BadOptions

        if not self.min_players <= players <= self.max_players:
            raise BadOptions(
                f"{self.title} is for {self.min_players} to {self.max_players} players, not {players}"
            )


#: Top-level view keys that only say who is looking, not what they know.
VIEWER_KEYS = frozenset({"you", "seat", "viewer", "me"})


def _without_viewer(view: View) -> View:
    return {key: value for key, value in view.items() if key not in VIEWER_KEYS}
