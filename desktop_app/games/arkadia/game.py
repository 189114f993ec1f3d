"""The Arkadia ``Game``: who moves, what is legal, chance, and parsing actions for ``rules`` (N-1, N-2).

Actions are parsed strictly: unknown parameters or wrongly typed values are ``MalformedAction``;
well-formed actions the rules forbid are ``IllegalAction`` naming the rule id.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from desktop_app.engine.action import Action
from desktop_app.engine.errors import IllegalAction, MalformedAction
from desktop_app.engine.messages import Message
from desktop_app.engine.outcome import Outcome
from desktop_app.engine.protocol import Entry, Game
from desktop_app.engine.seats import CHANCE, Seat
from desktop_app.games.arkadia import board, determinize, log, rules, scoring, view
from desktop_app.games.arkadia.castle import current_floor
from desktop_app.games.arkadia.placement import can_place_workers, play_actions, worker_squares
from desktop_app.games.arkadia.state import (
    CAN,
    CASH,
    CASTLE,
    DEAL,
    MUST,
    NO_DRAW,
    OVER,
    REFILL,
    WORKERS,
    ArkState,
    initial_state,
)

_CHANCE_ONLY = frozenset({CHANCE})
_NOBODY: frozenset[Seat] = frozenset()
_SEATS = tuple(frozenset({s}) for s in range(4))

#: Parameter names of every action type (N-1); ``draw`` has two forms.
_PARAMS: dict[str, tuple[tuple[str, ...], ...]] = {
    "play_card": (("anchor", "building", "family", "orientation"),),
    "place_worker": (("kind", "square"),),
    "finish_workers": ((),),
    "exchange_card": (("building", "family"),),
    "pass": ((),),
    "draw": (("source",), ("building", "family", "source")),
    "place_castle_piece": (("colour", "square"),),
    "use_banner": ((),),
    "cash": (("count", "family"),),
    "end_turn": ((),),
    "reveal": (("building", "family"),),
}
#: N-2: which action types each phase accepts.
_PHASE_ACTIONS: dict[str, frozenset[str]] = {
    MUST: frozenset({"play_card", "place_worker", "exchange_card", "pass"}),
    WORKERS: frozenset({"place_worker", "finish_workers"}),
    REFILL: frozenset({"draw"}),
    CASTLE: frozenset({"place_castle_piece"}),
    CAN: frozenset({"use_banner", "end_turn"}),
    CASH: frozenset({"cash", "end_turn"}),
}


@cache
def _cash_action(family: int, count: int) -> Action:
    return Action.make("cash", family=board.FAMILIES[family], count=count)


def _names(action: Action) -> tuple[str, ...]:
    names = tuple(name for name, _ in action.params)
    shapes = _PARAMS.get(action.type)
    if shapes is None:
        raise MalformedAction(f"Arkadia has no action {action.type!r}")
    if names not in shapes:
        wanted = " or ".join(", ".join(s) or "no parameters" for s in shapes)
        raise MalformedAction(f"{action.type} takes {wanted}")
    return names


def _text(value: Any, what: str) -> str:
    if not isinstance(value, str):
        raise MalformedAction(f"{what} must be a word")
    return value


def _family(value: Any) -> int:
    name = _text(value, "a family")
    if name not in board.FAMILY_INDEX:
        raise IllegalAction(f"there is no seal family {name!r}", "A-4")
    return board.FAMILY_INDEX[name]


def _building(value: Any) -> int:
    name = _text(value, "a building type")
    if name not in board.TYPE_INDEX:
        raise IllegalAction(f"there is no building type {name!r}", "A-6")
    return board.TYPE_INDEX[name]


def _int(value: Any, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise MalformedAction(f"{what} must be a whole number")
    return value


def _square(value: Any, rule: str) -> int:
    if not isinstance(value, tuple) or len(value) != 2:
        raise MalformedAction("a square must be [row, column]")
    r, c = _int(value[0], "a row"), _int(value[1], "a column")
    if not board.on_board(r, c):
        raise IllegalAction(f"({r},{c}) is not on the board", rule)
    return r * board.COLS + c


class ArkadiaGame(Game):
    """Arkadia for 2-4 players (A-1); rules ids refer to docs/rules/arkadia.md."""

    id = "arkadia"
    title = "Arkadia"
    min_players = 2
    max_players = 4
    options = ()

    def initial_state(self, players: int, options: Mapping[str, Any]) -> ArkState:
        self.check_players(players)
        return initial_state(players)

    def to_move(self, state: ArkState) -> frozenset[Seat]:
        if state.phase == OVER:
            return _NOBODY
        if state.phase == DEAL or state.pending != NO_DRAW:
            return _CHANCE_ONLY
        return _SEATS[state.active]

    def legal_actions(self, state: ArkState, seat: Seat) -> Sequence[Action]:
        if seat != state.active or state.pending != NO_DRAW or state.phase in (DEAL, OVER):
            return []
        phase = state.phase
        screen = state.screens[seat]
        if phase == MUST:
            out = play_actions(state, screen.hand)
            workers = self._worker_actions(state, seat) if can_place_workers(state, seat) else []
            out.extend(workers)
            if not out:  # G-1: stuck
                if screen.hand:
                    out = [board.EXCHANGE_ACTIONS[k] for k in sorted(set(screen.hand))]
                else:
                    out = [board.PASS]
            return out
        if phase == WORKERS:
            out = self._worker_actions(state, seat)
            out.append(board.FINISH_WORKERS)
            return out
        if phase == REFILL:
            out = [board.DRAW_PILE] if state.pile_size > 0 else []
            out.extend(board.DRAW_DISPLAY_ACTIONS[k] for k in sorted(set(state.display)))
            return out
        if phase == CASTLE:
            floor = current_floor(state.castle)
            free = [p for p, colour in enumerate(state.castle[floor]) if colour < 0]
            return [
                board.CASTLE_ACTIONS[colour][p]
                for colour, n in enumerate(state.pools[floor])
                if n > 0
                for p in free
            ]
        if phase == CAN:
            return [board.USE_BANNER, board.END_TURN] if screen.banners > 0 else [board.END_TURN]
        out = [_cash_action(f, n) for f, held in enumerate(screen.seals) for n in range(1, held + 1)]
        out.append(board.END_TURN)
        return out

    @staticmethod
    def _worker_actions(state: ArkState, seat: int) -> list[Action]:
        screen = state.screens[seat]
        squares = board.bits(worker_squares(state))
        out: list[Action] = []
        if screen.own > 0:
            row = board.WORKER_ACTIONS[0]
            out.extend([row[i] for i in squares])
        if screen.neutral > 0:
            row = board.WORKER_ACTIONS[1]
            out.extend([row[i] for i in squares])
        return out

    def chance_outcomes(self, state: ArkState) -> Sequence[tuple[Action, float]]:
        """M-3: one draw; outcomes are the distinct kinds left in the pile, weighted by copies."""
        if self.to_move(state) != _CHANCE_ONLY:
            raise IllegalAction("nothing random happens now", "M-3")
        size = state.pile_size
        return [(board.REVEAL_ACTIONS[k], n / size) for k, n in enumerate(state.pile) if n > 0]

    def apply(self, state: ArkState, seat: Seat, action: Action) -> ArkState:
        names = _names(action)
        params = dict(action.params)
        movers = self.to_move(state)
        if seat not in movers:
            if not movers:
                raise IllegalAction("the game is over", "L-4")
            if CHANCE in movers:
                raise IllegalAction("a card must be revealed first", "M-3")
            raise IllegalAction(f"it is Player {state.active + 1}'s turn", "D-1")
        kind = action.type
        if seat == CHANCE:
            if kind != "reveal":
                raise IllegalAction("the only random step is revealing a card", "M-3")
            return rules.reveal(
                state, board.kind_of(_family(params["family"]), _building(params["building"]))
            )
        if kind == "use_banner" and state.banner_used:
            raise IllegalAction("at most one banner may be used per turn", "D-2")
        if kind == "cash" and state.phase != CASH:
            raise IllegalAction("seals can be cashed only right after using a banner", "J-3")
        if kind not in _PHASE_ACTIONS[state.phase]:
            raise IllegalAction(f"{kind} is not allowed in the {state.phase} phase", "D-1")
        if kind == "play_card":
            family, building = _family(params["family"]), _building(params["building"])
            orientation = _int(params["orientation"], "an orientation")
            anchor = params["anchor"]
            if not isinstance(anchor, tuple) or len(anchor) != 2:
                raise MalformedAction("an anchor must be [row, column]")
            r, c = _int(anchor[0], "a row"), _int(anchor[1], "a column")
            if not board.on_board(r, c):
                raise IllegalAction("the building must lie entirely on the board", "E-2.1")
            return rules.play_card(state, seat, family, building, orientation, r * board.COLS + c)
        if kind == "place_worker":
            which = _text(params["kind"], "a worker kind")
            if which not in board.WORKER_KINDS:
                raise IllegalAction("a worker is either own or neutral", "F-1")
            if state.phase == MUST and not can_place_workers(state, seat):
                raise IllegalAction(
                    "you have no worker to place or no building has an empty neighbour", "F-5"
                )
            return rules.place_worker(state, seat, _square(params["square"], "F-1"), which == "neutral")
        if kind == "finish_workers":
            return rules.finish_workers(state)
        if kind == "draw":
            source = _text(params["source"], "a source")
            if source == "pile" and names == ("source",):
                return rules.draw_pile(state, seat)
            if source == "display" and names != ("source",):
                kind_ = board.kind_of(_family(params["family"]), _building(params["building"]))
                return rules.draw_display(state, seat, kind_)
            raise IllegalAction("draw from the pile, or name a display card", "E-5")
        if kind == "exchange_card":
            return rules.exchange_card(
                state, seat, board.kind_of(_family(params["family"]), _building(params["building"]))
            )
        if kind == "pass":
            return rules.pass_turn(state, seat)
        if kind == "place_castle_piece":
            colour = _family(params["colour"])
            sq = _square(params["square"], "I-3")
            position = board.LOT_POSITION.get(board.square(sq))
            if position is None:
                raise IllegalAction("castle pieces go on the lot", "I-3")
            return rules.place_castle_piece(state, colour, position)
        if kind == "use_banner":
            return rules.use_banner(state, seat)
        if kind == "cash":
            return rules.cash(state, seat, _family(params["family"]), _int(params["count"], "a count"))
        return rules.end_turn(state)

    def reveals(self, before: ArkState, seat: Seat, action: Action, after: ArkState) -> bool:
        """Chance draws, and a hand card turned face up (played or discarded), show hidden things."""
        return seat == CHANCE or action.type in ("play_card", "exchange_card")

    def sample_state(self, view: Mapping[str, Any], seat: Seat, rng: random.Random) -> ArkState:
        """A world consistent with ``seat``'s view, hidden hands and screens drawn at random (M-1)."""
        return determinize.sample_state(dict(view), seat, rng)

    def view(self, state: ArkState, seat: Seat | None) -> dict[str, Any]:
        return view.view(state, seat)

    def redact(self, entry: Entry, seat: Seat | None, state: ArkState) -> Entry:
        return log.redact(entry, seat, state)

    def describe(self, entry: Entry, before: ArkState, after: ArkState) -> Message | str:
        return log.describe(entry, before, self.apply)

    def outcome(self, state: ArkState) -> Outcome | None:
        return scoring.outcome(state)
