"""Final scoring and ranking (L-4, L-5, G-5): gold plus every seal at the final values, banners break ties.

Each adjacent pair of the ranking gets one explanation, a ``Message`` naming both seats by number
(the reader's names are put in when it is rendered).
"""

from __future__ import annotations

from desktop_app.engine.messages import Message
from desktop_app.engine.outcome import Outcome
from desktop_app.games.arkadia import board
from desktop_app.games.arkadia.castle import seal_values
from desktop_app.games.arkadia.state import OVER, ArkState


def final_gold(gold: int, seals: tuple[int, ...], values: tuple[int, ...]) -> int:
    """L-4: remaining seals are cashed at the final values, no banner needed."""
    return gold + sum(n * v for n, v in zip(seals, values, strict=True))


def rank(
    totals: dict[int, int], banners: dict[int, int]
) -> tuple[tuple[int, ...], tuple[Message, ...], dict[int, int]]:
    """L-5: most gold first; then more unused banners; still tied players share the place.

    Returns (ranking, one explanation per adjacent pair, place of each seat). Seats that share a
    place are listed in seat order.
    """
    order = sorted(totals, key=lambda s: (-totals[s], -banners[s], s))
    places: dict[int, int] = {}
    lines: list[Message] = []
    for i, seat in enumerate(order):
        if i == 0:
            places[seat] = 1
            continue
        prev = order[i - 1]
        pair = {"upper_seat": prev, "lower_seat": seat}
        if totals[prev] != totals[seat]:
            places[seat] = i + 1
            lines.append(
                Message.make("arkadia.outcome.gold", **pair, upper_gold=totals[prev], lower_gold=totals[seat])
            )
        elif banners[prev] != banners[seat]:
            places[seat] = i + 1
            lines.append(
                Message.make(
                    "arkadia.outcome.banners",
                    **pair,
                    gold=totals[seat],
                    upper_banners=banners[prev],
                    lower_banners=banners[seat],
                )
            )
        else:
            places[seat] = places[prev]
            lines.append(
                Message.make(
                    "arkadia.outcome.shared",
                    **pair,
                    place=places[seat],
                    gold=totals[seat],
                    banners=banners[seat],
                )
            )
    return tuple(order), tuple(lines), places


def outcome(state: ArkState) -> Outcome | None:
    """The final result once the game is over (L-4, L-5, G-5)."""
    if state.phase != OVER:
        return None
    values = seal_values(state.castle)
    totals = {s: final_gold(sc.gold, sc.seals, values) for s, sc in enumerate(state.screens)}
    banners = {s: sc.banners for s, sc in enumerate(state.screens)}
    ranking, lines, places = rank(totals, banners)
    details = {
        s: {
            "place": places[s],
            "gold_before": sc.gold,
            "seals": dict(zip(board.FAMILIES, sc.seals, strict=True)),
            "final_values": dict(zip(board.FAMILIES, values, strict=True)),
            "gold": totals[s],
            "banners": sc.banners,
        }
        for s, sc in enumerate(state.screens)
    }
    return Outcome(ranking=ranking, scores=totals, explanation=lines, details=details)
