"""What the ``hard`` and ``expert`` Maharaja searches remember between their own moves: the rest of
the macro step chosen at the root, the travels of the round, the rivals' predicted discs."""

from __future__ import annotations

from dataclasses import replace

from desktop_app.ai.games.maharaja_plan import play_step
from desktop_app.engine.action import Action
from desktop_app.games.maharaja import MaharajaState


class TurnMemory:
    """The rest of the macro step chosen at the root, followed while the position is as expected.

    Without it the search may pick "travel, build there" and, one road later, "travel back, build
    here": each step is judged afresh and free roads make a ping-pong (a real failure seen in
    testing). Travel steps per round are also capped. Only public facts are compared: the key is
    the sampled world with every rival's disc blanked, and with hidden gold every rival's total
    too (the hidden parts, M-10.1: an estimated total moves with the bot's own gold, not with the
    fares he pays the rival).
    """

    def __init__(self) -> None:
        self._plans: dict[int, tuple[object, tuple[Action, ...]]] = {}
        self._travel: dict[int, tuple[int, int]] = {}
        #: Per searching seat: (round, the rivals' predicted discs), see ``_with_prediction``.
        self.predicted: dict[int, tuple[int, dict[int, tuple[str, str]]]] = {}

    @staticmethod
    def _key(state: MaharajaState, seat: int) -> object:
        hidden = state.gold_hidden
        players = tuple(
            p if s == seat else replace(p, disc=None, gold=0 if hidden else p.gold)
            for s, p in enumerate(state.players)
        )
        return replace(state, players=players)

    def follow(self, state: MaharajaState, seat: int) -> Action | None:
        plan = self._plans.pop(seat, None)
        if plan is None or plan[0] != self._key(state, seat) or not plan[1]:
            return None
        rest = plan[1]
        if len(rest) > 1:
            self._plans[seat] = (self._key(play_step(state, seat, rest[:1]), seat), rest[1:])
        self._count(state, seat, rest[0])
        return rest[0]

    def travels(self, state: MaharajaState, seat: int) -> int:
        round_, count = self._travel.get(seat, (-1, 0))
        return count if round_ == state.round else 0

    def _count(self, state: MaharajaState, seat: int, action: Action) -> None:
        if action.type == "travel":
            self._travel[seat] = (state.round, self.travels(state, seat) + 1)

    def remember(self, state: MaharajaState, seat: int, move: tuple[Action, ...]) -> None:
        self._plans.pop(seat, None)
        if not move:
            return
        self._count(state, seat, move[0])
        if len(move) > 1:
            self._plans[seat] = (self._key(play_step(state, seat, move[:1]), seat), tuple(move[1:]))
