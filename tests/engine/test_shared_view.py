"""``Session.shared_view``: each seat's view exactly as ``view`` gives it, public entries built once.

A game says which entries of a view depend on the viewer (``private_view``); the host then builds
the rest once per state. If a game ever let a viewer-dependent entry out of ``private_view``, a
seat would be sent another seat's secret (or miss its own): so every seat's shared view is
compared, as JSON text with key order, with its own ``view`` at every step of whole matches of
each game, whichever viewer asks first.
"""

from __future__ import annotations

import json
import random

import pytest

from desktop_app.engine.session import Session


def text(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


@pytest.mark.parametrize(
    ("game", "players", "options", "seed"),
    [
        ("maharaja", 4, {"gold": "hidden"}, 3),
        ("maharaja", 2, {}, 4),
        ("forbidden_city", 4, {}, 5),
        ("forbidden_city", 3, {}, 6),
        ("arkadia", 4, {}, 7),
        ("arkadia", 2, {}, 8),
    ],
)
def test_every_seats_shared_view_is_its_own_view_at_every_step(game, players, options, seed):
    session = Session.new(game, players, options, seed=seed)
    rng = random.Random(seed)
    viewers: list[int | None] = [*range(players), None]
    steps = shared = 0
    while not session.is_over and steps < 400:
        rng.shuffle(viewers)  # whoever asks first, the others share its public entries
        views = {viewer: session.shared_view(viewer) for viewer in viewers}
        for viewer, view in views.items():
            assert text(view) == text(session.view(viewer)), (game, steps, viewer)
        first, second = views[viewers[0]], views[viewers[1]]
        shared += sum(first[key] is second[key] for key in first if isinstance(first[key], (list, dict)))
        seat = rng.choice(sorted(seat for seat in session.to_move() if seat >= 0))
        session.act(seat, rng.choice(list(session.legal_actions(seat))))
        steps += 1
    assert steps > 50 and shared > steps  # the public entries were built once and shared
