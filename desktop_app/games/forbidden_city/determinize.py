"""Rebuild a full state from one seat's view, hidden parts drawn at random (for bots).

The only secrets are other seats' unrevealed bribery boards (F-8.1); stacks have no order at
all (Decisions D-1), so everything else is copied from the view exactly. A hidden board is drawn
uniformly from the officials on the board (F-2.5).

Copied means every field of ``CourtState``, including the ones no rule reads back: ``bonus`` (the
turn has reached its bonus move, F-3.6) stays set while the official that move brought in is
resolved, and the bots judge a claim by it (a claim on the first or the bonus move is more
likely honest), so it comes from the view's ``bonus_turn``, not from the phase.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from desktop_app.games.forbidden_city.board import parse_square
from desktop_app.games.forbidden_city.components import GARMENTS, parse_card, parse_official
from desktop_app.games.forbidden_city.state import (
    IN_PAVILION,
    TERRACE,
    UNPLACED,
    CourtState,
)

_WHERE = {"terrace": TERRACE, "pavilion": IN_PAVILION, "unplaced": UNPLACED}


def _official(value: Any) -> int:
    return -1 if value is None else parse_official(value)


def public_positions(view: Mapping[str, Any]) -> tuple[int, ...]:
    """Every official's square (or Terrace, pavilion, unplaced) as the state stores it: public in
    every seat's view, so any view rebuilds them exactly."""
    return tuple(
        parse_square(o["square"]) if o["where"] == "board" else _WHERE[o["where"]] for o in view["officials"]
    )


def sample_state(view: dict[str, Any], seat: int | None, rng: random.Random) -> CourtState:
    """A state whose ``view(state, seat)`` equals ``view``."""
    positions = public_positions(view)
    # Boards were set while the official being resolved was still on the board.
    candidates = [o for o, sq in enumerate(positions) if sq >= 0 or sq == IN_PAVILION]
    boards = []
    for board in view["boards"]:
        if not board["set"]:
            boards.append(-1)
        elif board["official"] is not None:
            boards.append(parse_official(board["official"]))
        else:
            boards.append(rng.choice(candidates))
    stacks = tuple(
        tuple(sorted(3 * (stack["pavilion"] - 1) + GARMENTS.index(g) for g in stack["remaining"]))
        for stack in view["stacks"]
    )
    hands = tuple(tuple(sorted(parse_card(c) for c in hand)) for hand in view["hands"])
    resolution = view["resolution"] or {}
    reveal = view["last_reveal"]
    fate = view["last_fate"]

    def opt(key: str) -> int:
        value = resolution.get(key)
        return -1 if value is None else value

    return CourtState(
        players=view["players"],
        phase=view["phase"],
        positions=positions,
        placed=sum(1 for sq in positions if sq != UNPLACED),
        target=view["target"],
        stacks=stacks,
        hands=hands,
        boards=tuple(boards),
        active=view["active"],
        moves=view["moves_made"],
        bonus=view["bonus_turn"],
        banished=view["banished"],
        last_fate=(fate["die"], fate["face"]) if fate else None,
        entered=_official(resolution.get("official")),
        asked=opt("asked"),
        answers=tuple((s, v) for s, v in resolution.get("answers", ())),
        doubter=opt("doubter"),
        case=resolution.get("case", ""),
        receiver=opt("receiver"),
        chooser=opt("chooser"),
        bonus_due=view["bonus_due"],
        reveal_count=view["reveal_count"],
        boards_open=view["boards_open"],
        last_reveal=tuple(_official(b) for b in reveal["boards"]) if reveal else (),
        last_reveal_official=_official(reveal["official"]) if reveal else -1,
        last_reveal_case=reveal["case"] if reveal else "",
    )
