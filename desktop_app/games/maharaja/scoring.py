"""City scoring (M-7) and the final ranking (M-8.2) with its explanation.

Both are pure functions of the state; scoring returns a new state with the gold paid and the
result remembered in ``last_scoring`` so every view can show what just happened. The outcome's
explanation is one ``Message`` per adjacent pair of the ranking (templates in log.py).
"""

from __future__ import annotations

import itertools

from desktop_app.engine.messages import Message
from desktop_app.engine.outcome import Outcome
from desktop_app.games.maharaja.board import CITY_INDEX, PRIEST
from desktop_app.games.maharaja.state import OVER, MaharajaState, Scoring, palaces_on_board, replace

#: Gold by rank (M-7.3), by number of players.
GOLD_TABLE: dict[int, tuple[int, ...]] = {
    2: (10, 5),
    3: (11, 7, 3),
    4: (12, 9, 6, 3),
    5: (13, 10, 7, 4, 1),
}
SOLE_BONUS = 5


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
            why = Message.make("maharaja.outcome.palaces", palaces=palaces[a], other_palaces=palaces[b])
        elif pa.gold != pb.gold:
            why = Message.make("maharaja.outcome.gold", palaces=palaces[a], gold=pa.gold, other_gold=pb.gold)
        else:
            why = Message.make(
                "maharaja.outcome.card", palaces=palaces[a], gold=pa.gold, card=pa.card, other_card=pb.card
            )
        lines.append(Message.make("maharaja.outcome.ahead", seat=a, other_seat=b, why=why))
    details = {
        s: {"palaces": palaces[s], "gold": state.players[s].gold, "cards": list(state.players[s].cards)}
        for s in range(state.n)
    }
    return Outcome(ranking=ranking, scores=dict(palaces), explanation=tuple(lines), details=details)
