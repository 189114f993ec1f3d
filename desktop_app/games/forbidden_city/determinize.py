"""Rebuild a full state from one seat's view, hidden parts drawn at random (for bots; F-8.1).

The only secrets are other seats' unrevealed bribery boards (F-8.1); stacks have no order at
all (Decisions D-1), so everything else is copied from the view exactly. A hidden board is drawn
uniformly from the officials on the board (F-2.5).

Copied means every field of ``CourtState``, including the ones no rule reads back: ``bonus`` (the
turn has reached its bonus move, F-3.6) stays set while the official that move brought in is
resolved, and the bots judge a claim by it (a claim on the first or the bonus move is more
likely honest), so it comes from the view's ``bonus_turn``, not from the phase; the story of the
last pavilion and the last move come from ``last_reveal`` and ``last_move``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from desktop_app.games.forbidden_city.actions import parse_card, parse_official, parse_square
from desktop_app.games.forbidden_city.board import GARMENTS
from desktop_app.games.forbidden_city.state import (
    FROM_STACK,
    IN_PAVILION,
    TERRACE,
    UNPLACED,
    CourtState,
)
from desktop_app.games.forbidden_city.view import CourtView, OfficialView, ResolutionView

_WHERE = {"terrace": TERRACE, "pavilion": IN_PAVILION, "unplaced": UNPLACED}


def _official(value: Sequence[str] | None) -> int:
    """The official index a view names, -1 for none (a view only names real officials)."""
    if value is None:
        return -1
    official = parse_official(value)
    if official is None:
        raise ValueError(f"the view names no official {value!r}")
    return official


def _card(value: Sequence[str]) -> int:
    card = parse_card(value)
    if card is None:
        raise ValueError(f"the view names no card {value!r}")
    return card


def _position(entry: OfficialView) -> int:
    if entry["where"] != "board":
        return _WHERE[entry["where"]]
    square = parse_square(entry["square"])
    if square is None:
        raise ValueError(f"the view puts an official on no square: {entry['square']!r}")
    return square


def public_positions(view: CourtView) -> tuple[int, ...]:
    """Every official's square (or Terrace, pavilion, unplaced) as the state stores it: public in
    every seat's view, so any view rebuilds them exactly."""
    return tuple(_position(entry) for entry in view["officials"])


def _opt(value: int | None) -> int:
    return -1 if value is None else value


def sample_state(view: CourtView, seat: int | None, rng: random.Random) -> CourtState:
    """A state whose ``view(state, seat)`` equals ``view``."""
    positions = public_positions(view)
    boards = _boards(view, positions, rng)
    stacks = tuple(
        tuple(sorted(3 * (stack["pavilion"] - 1) + GARMENTS.index(g) for g in stack["remaining"]))
        for stack in view["stacks"]
    )
    hands = tuple(tuple(sorted(_card(c) for c in hand)) for hand in view["hands"])
    resolution: ResolutionView | None = view["resolution"]
    reveal = view["last_reveal"]
    fate = view["last_fate"]
    last_move = _last_move(view)
    return CourtState(
        players=view["players"],
        phase=view["phase"],
        positions=positions,
        placed=sum(1 for sq in positions if sq != UNPLACED),
        target=view["target"],
        stacks=stacks,
        hands=hands,
        boards=boards,
        active=view["active"],
        moves=view["moves_made"],
        bonus=view["bonus_turn"],
        banished=view["banished"],
        last_fate=(fate["die"], fate["face"]) if fate else None,
        entered=_official(resolution["official"]) if resolution else -1,
        asked=_opt(resolution["asked"]) if resolution else -1,
        answers=tuple((int(s), str(v)) for s, v in resolution["answers"]) if resolution else (),
        doubter=_opt(resolution["doubter"]) if resolution else -1,
        case=resolution["case"] if resolution else "",
        receiver=_opt(resolution["receiver"]) if resolution else -1,
        chooser=_opt(resolution["chooser"]) if resolution else -1,
        bonus_due=view["bonus_due"],
        reveal_count=view["reveal_count"],
        boards_open=view["boards_open"],
        last_reveal=tuple(_official(b) for b in reveal["boards"]) if reveal else (),
        last_reveal_official=_official(reveal["official"]) if reveal else -1,
        last_reveal_case=reveal["case"] if reveal else "",
        last_claimant=reveal["claimant"] if reveal else -1,
        last_pavilion=reveal["pavilion"] if reveal else 0,
        last_answers=tuple((int(s), str(v)) for s, v in reveal["answers"]) if reveal else (),
        last_doubter=_opt(reveal["doubter"]) if reveal else -1,
        last_transfers=tuple(
            (FROM_STACK if t["giver"] is None else t["giver"], t["taker"], _card(t["card"]))
            for t in (reveal["transfers"] if reveal else ())
        ),
        last_move=last_move,
    )


def _boards(view: CourtView, positions: tuple[int, ...], rng: random.Random) -> tuple[int, ...]:
    """Each bribery board: unset, seen, or an official drawn among those that could have been
    chosen (boards were set while the official being resolved was still on the board)."""
    candidates = [o for o, sq in enumerate(positions) if sq >= 0 or sq == IN_PAVILION]
    boards = []
    for board in view["boards"]:
        if not board["set"]:
            boards.append(-1)
        elif board["official"] is not None:
            boards.append(_official(board["official"]))
        else:
            boards.append(rng.choice(candidates))
    return tuple(boards)


def _last_move(view: CourtView) -> tuple[int, int, int, int] | None:
    """The last move as the state keeps it: (official, origin, destination, target)."""
    moved = view["last_move"]
    if moved is None:
        return None
    origin, to = parse_square(moved["origin"]), parse_square(moved["to"])
    if origin is None or to is None:
        raise ValueError("the view's last move names no squares")
    return (_official(moved["official"]), origin, to, moved["target"])
