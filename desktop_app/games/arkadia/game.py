"""The Arkadia ``Game``: the protocol's methods, each handed to the module that holds its rules.

``rules`` says who moves, what is legal and applies actions (D-1, N-2, M-3), ``view`` and ``log``
say what each seat may know (M-1..M-3), ``determinize`` rebuilds a world from a view, and
``scoring`` ranks the end (L-4, L-5). Rule ids refer to docs/rules/arkadia.md.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, cast

from desktop_app.engine.action import Action
from desktop_app.engine.messages import Message
from desktop_app.engine.options import RULES_OPTION, rules_option
from desktop_app.engine.outcome import Outcome
from desktop_app.engine.protocol import Entry, Game, View
from desktop_app.engine.seats import CHANCE, Seat
from desktop_app.games.arkadia import actions, determinize, log, rules, scoring, view
from desktop_app.games.arkadia.state import CASH, MUST, RULES_VERSIONS, WORKERS, ArkState, initial_state
from desktop_app.games.arkadia.view import ArkadiaView

#: The phases whose decision is made with the hand or what lies behind the screen (``veiled_view``).
VEIL_LIFTED_IN = frozenset({MUST, WORKERS, CASH})


class ArkadiaGame(Game):
    """Arkadia for 2-4 players (A-1)."""

    id = "arkadia"
    title = "Arkadia"
    min_players = 2
    max_players = 4
    #: Only the hidden rules version: "2" pays own workers on tents at completions (F-4, H-2).
    options = (rules_option(RULES_VERSIONS),)
    rules_version = RULES_VERSIONS[-1]

    def initial_state(self, players: int, options: Mapping[str, Any]) -> ArkState:
        """C-1..C-5; the deal follows as chance steps. An old match keeps rules version "1"."""
        self.check_players(players)
        return initial_state(players, self.validate_options(options)[RULES_OPTION])

    def prepare(self) -> None:
        actions.prepare()

    def to_move(self, state: ArkState) -> frozenset[Seat]:
        return rules.to_move(state)

    def legal_actions(self, state: ArkState, seat: Seat) -> Sequence[Action]:
        return rules.legal_actions(state, seat)

    def chance_outcomes(self, state: ArkState) -> Sequence[tuple[Action, float]]:
        return rules.chance_outcomes(state)

    def apply(self, state: ArkState, seat: Seat, action: Action) -> ArkState:
        return rules.apply(state, seat, action)

    def reveals(self, before: ArkState, seat: Seat, action: Action, after: ArkState) -> bool:
        """Chance draws, and a hand card turned face up (played or discarded), show hidden things."""
        return seat == CHANCE or action.type in ("play_card", "exchange_card")

    def sample_state(self, view: View, seat: Seat, rng: random.Random) -> ArkState:
        """A world consistent with ``seat``'s view, hidden hands and screens drawn at random (M-1)."""
        return determinize.sample_state(cast(ArkadiaView, view), seat, rng)

    def view(self, state: ArkState, seat: Seat | None) -> View:
        return cast(View, view.view(state, seat))

    def private_view(self, state: ArkState, seat: Seat | None) -> View:
        return view.private_view(state, seat)

    def has_private_view(self, state: ArkState, seat: Seat) -> bool:
        """Always, for a seat at the table: its own entry shows its hand and what lies behind its
        screen, which nobody else's view shows (M-1, M-2). Said without building two views, as
        the default comparison does at every hand-over check."""
        return 0 <= seat < state.players

    def veiled_view(self, state: ArkState, seat: Seat) -> View:
        """On a shared screen the hand and the screen show while their owner decides with them:
        the MUST step plays a card from the hand or places workers from behind the screen
        (E-1, F-1), more workers follow from there (N-3), and a cash-in spends the seals behind
        it (K); drawing, the castle and the banner are decided from the table (M-1)."""
        if seat in rules.to_move(state) and state.phase in VEIL_LIFTED_IN:
            return self.view(state, seat)
        return self.public_view_as(state, seat)

    def redact(self, entry: Entry, seat: Seat | None, state: ArkState) -> Entry:
        return log.redact(entry, seat, state)

    def describe(self, entry: Entry, before: ArkState, after: ArkState) -> Message:
        return log.describe(entry, before, after)

    def outcome(self, state: ArkState) -> Outcome | None:
        return scoring.outcome(state)
