"""Scenario builders for Arkadia tests: deal chosen cards through real chance steps, and lay out
boards directly (bypassing the rules) so each test starts exactly where its rule applies."""

from __future__ import annotations

from dataclasses import replace

from desktop_app.engine.action import Action
from desktop_app.engine.seats import CHANCE
from desktop_app.games.arkadia import GAME, board
from desktop_app.games.arkadia.actions import REVEAL_ACTIONS
from desktop_app.games.arkadia.state import MUST, NEUTRAL, ArkState, Building, replace_at

Card = tuple[str, str]


def kind(card: Card) -> int:
    return board.kind_of(board.FAMILY_INDEX[card[0]], board.TYPE_INDEX[card[1]])


def reveal(card: Card) -> Action:
    return Action.make("reveal", family=card[0], building=card[1])


def dealt(
    players: int = 3,
    hands: list[list[Card]] | None = None,
    display: list[Card] | None = None,
    rules: str | None = None,
) -> ArkState:
    """The state after the deal (C-4) with ``hands`` and ``display`` (default: next kinds in the
    pile), under the current rules or the older version ``rules``."""
    state = GAME.initial_state(players, {} if rules is None else {"rules": rules})
    wanted: list[Card] = []
    for seat in range(players):
        wanted.extend(hands[seat] if hands and seat < len(hands) else [])
        missing = 4 - (len(hands[seat]) if hands and seat < len(hands) else 0)
        wanted.extend([None] * missing)  # type: ignore[list-item]
    wanted.extend(display or [])
    wanted.extend([None] * (3 - len(display or [])))  # type: ignore[list-item]
    for card in wanted:
        if card is None:
            k = next(k for k, n in enumerate(state.pile) if n > 0 and k not in _reserved(wanted, state))
            action = REVEAL_ACTIONS[k]
        else:
            action = reveal(card)
        state = GAME.apply(state, CHANCE, action)
    assert state.phase == MUST
    return state


def _reserved(wanted: list[Card | None], state: ArkState) -> set[int]:
    """Kinds the test still needs, so default cards do not use up their last copies."""
    need: dict[int, int] = {}
    for card in wanted:
        if card is not None:
            need[kind(card)] = need.get(kind(card), 0) + 1
    return {k for k, n in need.items() if state.pile[k] <= n}


def squares_mask(squares: list[tuple[int, int]]) -> int:
    return board.mask_of(squares)


def with_building(
    state: ArkState, family: str, building: str, squares: list[tuple[int, int]], completed=False
):
    """Lay a tile directly (no card, no legality check): returns (state, building id)."""
    mask = squares_mask(squares)
    assert not mask & state.occupied, "scenario squares overlap"
    t = board.TYPE_INDEX[building]
    new = Building(
        len(state.buildings), t, board.FAMILY_INDEX[family], mask, board.ring(mask), completed, not completed
    )
    return (
        replace(
            state,
            buildings=(*state.buildings, new),
            occupied=state.occupied | mask,
            building_ring=state.building_ring | new.ring,
            tiles=replace_at(state.tiles, t, state.tiles[t] - 1),
        ),
        new.id,
    )


def with_worker(state: ArkState, square: tuple[int, int], owner: int | None) -> ArkState:
    """Put a worker on the board directly, taken from its owner's supply (``None`` = neutral)."""
    i = board.index(square)
    assert not state.occupied >> i & 1
    if owner is None:
        return replace(
            state,
            workers=(*state.workers, (i, NEUTRAL)),
            occupied=state.occupied | 1 << i,
            neutral_supply=state.neutral_supply - 1,
        )
    return replace(
        state,
        workers=(*state.workers, (i, owner)),
        occupied=state.occupied | 1 << i,
        own_supply=replace_at(state.own_supply, owner, state.own_supply[owner] - 1),
    )


def with_screen(state: ArkState, seat: int, **changes) -> ArkState:
    return replace(state, screens=replace_at(state.screens, seat, replace(state.screens[seat], **changes)))


def turn_of(state: ArkState, seat: int) -> ArkState:
    return replace(state, active=seat, phase=MUST)


def act(state: ArkState, seat: int, type_: str, **params) -> ArkState:
    """Apply a player action, then resolve any chance step with the given reveal (none here)."""
    return GAME.apply(state, seat, Action.make(type_, **params))


def play(state: ArkState, seat: int, card: Card, squares: list[tuple[int, int]]) -> ArkState:
    """Play ``card`` so that it covers exactly ``squares`` (finds orientation and anchor)."""
    t = board.TYPE_INDEX[card[1]]
    target = squares_mask(squares)
    for o, shape in enumerate(board.SHAPE_MASKS[t]):
        for a in range(board.SQUARES):
            if board.VALID_ANCHORS[t][o] >> a & 1 and shape << a == target:
                return act(
                    state,
                    seat,
                    "play_card",
                    family=card[0],
                    building=card[1],
                    orientation=o,
                    anchor=board.square(a),
                )
    raise AssertionError(f"{card[1]} cannot cover {squares}")


def chance(state: ArkState, card: Card) -> ArkState:
    return GAME.apply(state, CHANCE, reveal(card))


def values(state: ArkState) -> dict[str, int]:
    return GAME.view(state, None)["values"]
