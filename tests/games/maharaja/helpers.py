"""Small scenario builders: a fresh state edited with ``dataclasses.replace``, not action scripts."""

from __future__ import annotations

from dataclasses import replace

from desktop_app.engine import Action
from desktop_app.games.maharaja import GAME, rounds
from desktop_app.games.maharaja.board import CITY_INDEX, VILLAGE_INDEX
from desktop_app.games.maharaja.state import (
    PLANNING,
    RULES_VERSIONS,
    TURN,
    MaharajaState,
    new_state,
    set_item,
    with_player,
)


def fresh(
    n: int = 4,
    variant: str = "base",
    cards: tuple[tuple[int, ...], ...] | None = None,
    rules: str = RULES_VERSIONS[-1],
) -> MaharajaState:
    """Round 1, phase B: shields in map order (Maharaja in Jaipur), seat i holds card i+1, houses
    as after setup but none on the board (6 in supply, 14 in the quarry); the current rules
    unless ``rules`` names an older version."""
    state = new_state(n, variant, rules=rules)
    cards = cards or tuple((i + 1,) for i in range(n))
    players = tuple(
        replace(p, cards=c, supply=6, quarry=14) for p, c in zip(state.players, cards, strict=True)
    )
    held = {c for cs in cards for c in cs}
    state = replace(state, players=players, unused=tuple(c for c in state.unused if c not in held))
    state = rounds.begin_round(state)
    assert state.phase == PLANNING
    return state


def player(state: MaharajaState, seat: int, **changes) -> MaharajaState:
    """``state`` with fields of one player changed."""
    return with_player(state, seat, replace(state.players[seat], **changes))


def turn(
    state: MaharajaState, seat: int, a: str = "take_gold", b: str = "take_gold", **changes
) -> MaharajaState:
    """Phase C with ``seat`` to act and slots ``a``, ``b`` unexecuted; everyone else chose 2× take_gold."""
    order = tuple(sorted(range(state.n), key=lambda s: state.players[s].card))
    players = tuple(replace(p, disc=("take_gold", "take_gold"), slots=()) for p in state.players)
    state = replace(state, players=players, phase=TURN, order=order, turn=order.index(seat))
    return player(state, seat, disc=(a, b), slots=(a, b), **changes)


def villages(state: MaharajaState, **owners: tuple[int, ...]) -> MaharajaState:
    """Set the house owners of villages: ``villages(s, v01=(0, 1))`` (supplies unchanged)."""
    for village, who in owners.items():
        state = replace(state, villages=set_item(state.villages, VILLAGE_INDEX[village], tuple(who)))
    return state


def city_houses(state: MaharajaState, city: str, *counts: int) -> MaharajaState:
    """Set the house counts per seat in ``city``."""
    return replace(state, city_houses=set_item(state.city_houses, CITY_INDEX[city], tuple(counts)))


def palaces(state: MaharajaState, city: str, central: int | None = None, outer: tuple[int, ...] = ()):
    """Set the palace owners of ``city`` (outer sites in build order; -2 = neutral)."""
    c = CITY_INDEX[city]
    return replace(state, central=set_item(state.central, c, central), outer=set_item(state.outer, c, outer))


def act(state: MaharajaState, seat: int, kind: str, **params) -> MaharajaState:
    """Apply one action built from keyword parameters (``from`` may be given as ``from_``)."""
    if "from_" in params:
        params["from"] = params.pop("from_")
    return GAME.apply(state, seat, Action.make(kind, **params))


def legal(state: MaharajaState, seat: int) -> list[Action]:
    return list(GAME.legal_actions(state, seat))


def kinds(state: MaharajaState, seat: int) -> set[str]:
    return {a.type for a in GAME.legal_actions(state, seat)}
