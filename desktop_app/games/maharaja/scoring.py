"""City scoring (M-7) and the final ranking (M-8.2).

Both are pure functions of the state; scoring returns a new state with the gold paid and the
result remembered in ``last_scoring`` so every view can show what just happened.
"""

from __future__ import annotations

import itertools
from typing import Any

from desktop_app.engine.outcome import Outcome
from desktop_app.games.maharaja.board import CITY_INDEX
from desktop_app.games.maharaja.state import OVER, MaharajaState, Scoring, palaces_on_board, replace

#: Gold by rank (M-7.3), by number of players.
GOLD_TABLE: dict[int, tuple[int, ...]] = {
    2: (10, 5),
    3: (11, 7, 3),
    4: (12, 9, 6, 3),
    5: (13, 10, 7, 4, 1),
}
SOLE_BONUS = 5
PRIEST = 3


def city_points(state: MaharajaState, city: str) -> tuple[int, ...]:
    """Points of every seat in ``city`` (M-7.1; card 3 M-6.3; pro card point M-9.2)."""
    index = CITY_INDEX[city]
    shield_card = index + 1  # card k shows CITIES[k-1] (M-1.6)
    points = []
    for seat, player in enumerate(state.players):
        total = state.city_houses[index][seat]
        if player.architect == city:
            total += 1
        if state.central[index] == seat:
            total += 3
        total += state.outer[index].count(seat) * (2 if PRIEST in player.cards else 1)
        if state.pro and shield_card in player.cards:
            total += 1
        points.append(total)
    return tuple(points)


def rank_city(state: MaharajaState, points: tuple[int, ...]) -> tuple[int, ...]:
    """Seats with ≥ 1 point, best first; ties go to the lower (lowest) card (M-7.2, M-6.1)."""
    scored = [s for s in range(state.n) if points[s] > 0]
    return tuple(sorted(scored, key=lambda s: (-points[s], state.players[s].card)))


def score_city(state: MaharajaState) -> MaharajaState:
    """Phase D (M-3.4): score the Maharaja's city, pay gold by rank and the sole bonus (M-7.3/4)."""
    city = state.maharaja
    points = city_points(state, city)
    ranking = rank_city(state, points)
    table = GOLD_TABLE[state.n]
    gold = [0] * state.n
    for rank, seat in enumerate(ranking):
        gold[seat] = table[rank]
    sole = ranking[0] if len(ranking) == 1 else None
    if sole is not None:
        gold[sole] += SOLE_BONUS
    players = tuple(replace(p, gold=p.gold + gold[s]) for s, p in enumerate(state.players))
    result = Scoring(state.round, city, points, tuple(gold), ranking, sole)
    return replace(state, players=players, last_scoring=result)


def final_ranking(state: MaharajaState) -> tuple[int, ...]:
    """Seats by (most palaces on the board, most gold, lowest card) (M-8.2)."""
    return tuple(
        sorted(
            range(state.n),
            key=lambda s: (-palaces_on_board(state, s), -state.players[s].gold, state.players[s].card),
        )
    )


def final_result(state: MaharajaState) -> dict[str, Any] | None:
    """The JSON form of the final ranking for views, or None while the match runs."""
    if state.phase != OVER:
        return None
    return {
        "ranking": list(final_ranking(state)),
        "palaces": [palaces_on_board(state, s) for s in range(state.n)],
        "gold": [p.gold for p in state.players],
        "card": [p.card for p in state.players],
    }


def outcome(state: MaharajaState) -> Outcome | None:
    """``Outcome`` with one explanation line per adjacent pair saying what separated them (M-8.2)."""
    if state.phase != OVER:
        return None
    ranking = final_ranking(state)
    palaces = {s: palaces_on_board(state, s) for s in range(state.n)}
    lines = []
    for a, b in itertools.pairwise(ranking):
        pa, pb = state.players[a], state.players[b]
        if palaces[a] != palaces[b]:
            why = f"more palaces ({palaces[a]} to {palaces[b]})"
        elif pa.gold != pb.gold:
            why = f"equal palaces ({palaces[a]}), more gold ({pa.gold} to {pb.gold})"
        else:
            why = f"equal palaces ({palaces[a]}) and gold ({pa.gold}), lower card ({pa.card} to {pb.card})"
        lines.append(f"Player {a + 1} ahead of Player {b + 1}: {why}")
    details = {
        s: {"palaces": palaces[s], "gold": state.players[s].gold, "cards": list(state.players[s].cards)}
        for s in range(state.n)
    }
    return Outcome(ranking=ranking, scores=dict(palaces), explanation=tuple(lines), details=details)
