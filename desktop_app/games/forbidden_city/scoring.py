"""Set scoring (F-7.2/F-7.3) and the final ranking (F-7.5, Decisions D-9).

The optimiser follows F-7.3: choose the number m of mixed sets, decide per colour which cards go
into mixed sets by a small dynamic programme over (hats, coats, trousers) used, and value the
rest per colour with LEFT. Back-pointers give the chosen split, which ``arrange`` turns into
concrete groups for the end screen.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from itertools import combinations, pairwise
from typing import Any

from desktop_app.engine.messages import Message
from desktop_app.engine.outcome import Outcome
from desktop_app.games.forbidden_city.board import CARDS, card_name
from desktop_app.games.forbidden_city.state import CourtState

#: F-7.2: k cards of one colour outside mixed sets.
LEFT = (0, 1, 4, 10)
MIXED = 6


def _subsets(cards: tuple[int, ...]) -> list[tuple[int, ...]]:
    return [u for r in range(len(cards) + 1) for u in combinations(cards, r)]


@lru_cache(maxsize=4096)
def _solve(cards: tuple[int, ...]) -> tuple[int, int, tuple[tuple[int, ...], ...]]:
    """(best score, m, cards put into mixed sets per colour) for a sorted tuple of card ids."""
    by_colour: dict[int, tuple[int, ...]] = {}
    for card in cards:
        by_colour.setdefault(card // 3, ())
        by_colour[card // 3] += (card,)
    colours = sorted(by_colour)
    counts = [0, 0, 0]
    for card in cards:
        counts[card % 3] += 1
    best: tuple[int, int, tuple[tuple[int, ...], ...]] = (-1, 0, ())
    for m in range(min(counts) + 1):
        # dp: (hats, coats, trousers) -> (kept value, chosen subsets so far)
        dp: dict[tuple[int, int, int], tuple[int, tuple[tuple[int, ...], ...]]] = {(0, 0, 0): (0, ())}
        for colour in colours:
            held = by_colour[colour]
            nxt: dict[tuple[int, int, int], tuple[int, tuple[tuple[int, ...], ...]]] = {}
            for (h, k, t), (value, chosen) in dp.items():
                for used in _subsets(held):
                    if len(used) > m:
                        continue
                    key = (
                        h + sum(1 for c in used if c % 3 == 0),
                        k + sum(1 for c in used if c % 3 == 1),
                        t + sum(1 for c in used if c % 3 == 2),
                    )
                    if max(key) > m:
                        continue
                    val = value + LEFT[len(held) - len(used)]
                    if val > nxt.get(key, (-1,))[0]:
                        nxt[key] = (val, (*chosen, used))
            dp = nxt
        if (m, m, m) in dp:
            value, chosen = dp[(m, m, m)]
            if MIXED * m + value > best[0]:
                best = (MIXED * m + value, m, chosen)
    return best


def score(cards: Iterable[int]) -> int:
    """F-7.3: the best total over all splits of ``cards`` (card ids) into groups."""
    return _solve(tuple(sorted(cards)))[0]


def arrange(hand: Iterable[int]) -> list[list[int]]:
    """One optimal split as groups of card ids: mixed sets first, then per-colour groups."""
    cards = tuple(sorted(hand))
    _, _m, chosen = _solve(cards)
    in_sets = {c for used in chosen for c in used}
    hats = [c for c in in_sets if c % 3 == 0]
    coats = [c for c in in_sets if c % 3 == 1]
    trousers = [c for c in in_sets if c % 3 == 2]
    sets = _match(sorted(hats), coats, trousers) or []
    groups: dict[int, list[int]] = {}
    for card in cards:
        if card not in in_sets:
            groups.setdefault(card // 3, []).append(card)
    return [*sets, *(groups[k] for k in sorted(groups))]


def _match(hats: list[int], coats: list[int], trousers: list[int]) -> list[list[int]] | None:
    """Backtracking: one hat, coat and trousers of three colours per set (F-7.3 guarantees one)."""
    if not hats:
        return []
    hat = hats[0]
    for coat in coats:
        if coat // 3 == hat // 3:
            continue
        for trouser in trousers:
            if trouser // 3 in (hat // 3, coat // 3):
                continue
            rest = _match(hats[1:], [c for c in coats if c != coat], [t for t in trousers if t != trouser])
            if rest is not None:
                return [[hat, coat, trouser], *rest]
    return None


def outcome(state: CourtState) -> Outcome:
    """F-7.5: most points, then more cards, else a shared place (explained per adjacent pair)."""
    seats = range(state.players)
    scores = {s: score(state.hands[s]) for s in seats}
    counts = {s: len(state.hands[s]) for s in seats}
    ranking = tuple(sorted(seats, key=lambda s: (-scores[s], -counts[s], s)))
    explanation: list[Message] = []
    for a, b in pairwise(ranking):
        pair: dict[str, Any] = {"seat": a, "other_seat": b, "points": scores[a], "cards": counts[a]}
        if scores[a] != scores[b]:
            message = Message.make("forbidden_city.outcome.points", **pair, other_points=scores[b])
        elif counts[a] != counts[b]:
            message = Message.make("forbidden_city.outcome.cards", **pair, other_cards=counts[b])
        else:
            message = Message.make("forbidden_city.outcome.shared", **pair)
        explanation.append(message)
    details: dict[int, dict[str, Any]] = {
        s: {
            "score": scores[s],
            "cards": counts[s],
            "groups": [[card_name(c) for c in group] for group in arrange(state.hands[s])],
            "hand": [list(CARDS[c]) for c in state.hands[s]],
            "shared_with": [t for t in seats if t != s and scores[t] == scores[s] and counts[t] == counts[s]],
        }
        for s in seats
    }
    return Outcome(ranking=ranking, scores=scores, explanation=tuple(explanation), details=details)
