"""The Forbidden City as a ``Game`` (DESIGN.md protocol): a thin wiring of the rule modules.

Rules: shared/rules/court.md (F-1 .. F-11); this project's decisions: docs/rules/forbidden_city.md.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, cast

from desktop_app.engine import CHANCE, Action, Seat
from desktop_app.engine.messages import Message
from desktop_app.engine.outcome import Outcome
from desktop_app.engine.protocol import Entry, Game
from desktop_app.games.forbidden_city import determinize, log, rules, scoring, view
from desktop_app.games.forbidden_city.state import OVER, CourtState
from desktop_app.games.forbidden_city.view import CourtView


class ForbiddenCity(Game):
    """Randolph & Rüttinger's maze of officials, bribes and bluffs (rules: court.md)."""

    id = "forbidden_city"
    title = "The Forbidden City"
    min_players = 2
    max_players = 4
    options = ()

    def initial_state(self, players: int, options: Mapping[str, Any]) -> CourtState:
        """Empty board, all cards in their pavilions; placement and target are chance (F-2)."""
        self.check_players(players)
        return CourtState(players=players, hands=((),) * players, boards=(-1,) * players)

    def prepare(self) -> None:
        rules.prepare()

    def to_move(self, state: CourtState) -> frozenset[Seat]:
        return rules.to_move(state)

    def legal_actions(self, state: CourtState, seat: Seat) -> Sequence[Action]:
        return rules.legal_actions(state, seat)

    def chance_outcomes(self, state: CourtState) -> Sequence[tuple[Action, float]]:
        return rules.chance_outcomes(state)

    def apply(self, state: CourtState, seat: Seat, action: Action) -> CourtState:
        return rules.apply(state, seat, action)

    def reveals(self, before: CourtState, seat: Seat, action: Action, after: CourtState) -> bool:
        """Chance steps, and any step that turns the bribery boards over (F-6.1/F-6.3)."""
        return seat == CHANCE or after.reveal_count != before.reveal_count

    def sample_state(self, view: Mapping[str, Any], seat: Seat, rng: random.Random) -> CourtState:
        """For bots: the view rebuilt exactly, other seats' hidden boards drawn (F-8.1)."""
        return determinize.sample_state(_court_view(view), seat, rng)

    def view(self, state: CourtState, seat: Seat | None) -> CourtView:  # type: ignore[override]
        # The protocol's View is dict[str, Any]; this game's is the TypedDict CourtView, the
        # same JSON object described field by field (a TypedDict is not a dict subtype to mypy).
        return view.view(state, seat)

    def private_view(self, state: CourtState, seat: Seat | None) -> dict[str, Any]:
        return view.private_view(state, seat)

    def has_private_view(self, state: CourtState, seat: Seat) -> bool:
        """The only secret a seat's view holds is its own bribery board, while it is set and not
        turned over (F-8.1); said without building two views, as the default comparison does at
        every hand-over check."""
        return 0 <= seat < state.players and state.boards[seat] >= 0 and not state.boards_open

    def redact(self, entry: Entry, seat: Seat | None, state: CourtState) -> Entry:
        return log.redact(entry, seat, state)

    def describe(self, entry: Entry, before: CourtState, after: CourtState) -> Message:
        return log.describe(entry, before, after)

    def outcome(self, state: CourtState) -> Outcome | None:
        if state.phase != OVER:
            return None
        return scoring.outcome(state)


def _court_view(view: Mapping[str, Any]) -> CourtView:
    """A view handed back by the engine's machinery (typed ``dict[str, Any]`` there) as what it is."""
    return cast(CourtView, view)
