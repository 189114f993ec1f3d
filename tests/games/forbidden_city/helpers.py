"""Scenario builders for Forbidden City tests: states written the way the rules talk about them."""

from __future__ import annotations

from collections.abc import Mapping

from desktop_app.engine import CHANCE, Action
from desktop_app.games.forbidden_city import GAME
from desktop_app.games.forbidden_city.board import CARDS, OFFICIALS, START_SQUARES, coords, square
from desktop_app.games.forbidden_city.state import MOVE, TERRACE, CourtState


def off(name: str) -> int:
    """Official index of ``"red/green"``."""
    hat, robe = name.split("/")
    return OFFICIALS.index((hat, robe))


def card(name: str) -> int:
    """Card index of ``"red hat"``."""
    colour, garment = name.split()
    return CARDS.index((colour, garment))


def sq(col: int, row: int) -> int:
    return square(col, row)


def initial_positions() -> tuple[int, ...]:
    """Official i on start square i (row-major): the F-4.9 / F-10.3 "initial position"."""
    return tuple(START_SQUARES)


def scenario(
    players: int = 4,
    *,
    positions: Mapping[str, tuple[int, int]] | None = None,
    target: int = 2,
    hands: Mapping[int, list[str]] | None = None,
    boards: Mapping[int, str] | None = None,
    phase: str = MOVE,
    active: int = 0,
    moves: int = 0,
    banished: int | None = None,
    stacks: Mapping[int, list[str]] | None = None,
) -> CourtState:
    """A state in a given situation. Officials not listed in ``positions`` are on the Terrace;
    stacks default to every card nobody holds; boards default to each seat bribing the first
    official still on the board."""
    if positions is None:
        pos = initial_positions()
    else:
        table = [TERRACE] * 25
        for name, (c, r) in positions.items():
            table[off(name)] = square(c, r)
        pos = tuple(table)
    hand_table = tuple(tuple(sorted(card(c) for c in (hands or {}).get(s, []))) for s in range(players))
    held = {c for hand in hand_table for c in hand}
    if stacks is None:
        stack_table = tuple(tuple(c for c in range(3 * k, 3 * k + 3) if c not in held) for k in range(8))
    else:
        stack_table = tuple(tuple(sorted(card(c) for c in stacks.get(k + 1, []))) for k in range(8))
    first_on_board = next(o for o, p in enumerate(pos) if p >= 0)
    board_table = tuple(off(boards[s]) if boards and s in boards else first_on_board for s in range(players))
    if banished is None:
        banished = sum(1 for p in pos if p == TERRACE)
    return CourtState(
        players=players,
        phase=phase,
        positions=pos,
        placed=25,
        target=target,
        stacks=stack_table,
        hands=hand_table,
        boards=board_table,
        active=active,
        moves=moves,
        banished=banished,
    )


def move(official: str, col: int, row: int) -> Action:
    hat, robe = official.split("/")
    return Action.make("move", official=(hat, robe), to=(col, row))


def take(giver: int, card_name: str) -> Action:
    colour, garment = card_name.split()
    return Action.make("take_card", **{"from": giver, "card": (colour, garment)})


def answer(value: str) -> Action:
    return Action.make("answer", value=value)


def bribe(official: str) -> Action:
    hat, robe = official.split("/")
    return Action.make("set_bribe", hat=hat, robe=robe)


def fate(die: str, face: str) -> Action:
    return Action.make("roll_fate", die=die, face=face)


def roll(value: int) -> Action:
    return Action.make("roll_pavilion", value=value)


def draw(card_name: str) -> Action:
    colour, garment = card_name.split()
    c = card(card_name)
    return Action.make("draw_card", pavilion=c // 3 + 1, card=(colour, garment))


def act(state: CourtState, seat: int, action: Action) -> CourtState:
    return GAME.apply(state, seat, action)


def chance(state: CourtState, action: Action) -> CourtState:
    return GAME.apply(state, CHANCE, action)


def hand_names(state: CourtState, seat: int) -> list[str]:
    return sorted(" ".join(CARDS[c]) for c in state.hands[seat])


def where(state: CourtState, official: str) -> tuple[int, int] | int:
    p = state.positions[off(official)]
    return coords(p) if p >= 0 else p


def official_at(col: int, row: int) -> str:
    """Name of the official standing on a start square in the initial position."""
    o = initial_positions().index(square(col, row))
    return "/".join(OFFICIALS[o])
