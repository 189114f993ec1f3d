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


@pytest.mark.parametrize(
    ("game", "players", "options", "seed"),
    [("maharaja", 3, {"gold": "hidden"}, 9), ("forbidden_city", 4, {}, 10), ("arkadia", 3, {}, 11)],
)
def test_every_readers_log_is_described_from_its_own_redacted_entries(game, players, options, seed):
    """A reader shown the same entry as another gets that reader's line; one shown a redacted
    entry gets its own. Asked after every action, readers in any order, as a host asks: each
    reader's log equals the lines described for it alone, and ``since`` gives their tail."""
    session = Session.new(game, players, options, seed=seed)
    rng = random.Random(seed)
    readers: list[int | None] = [*range(players), None]
    sent = dict.fromkeys(readers, 0)
    while not session.is_over and len(session.record) < 300:
        rng.shuffle(readers)
        for reader in readers:
            tail = session.log_entries(reader, since=sent[reader])
            assert tail == session.log_entries(reader)[sent[reader] :]
            sent[reader] += len(tail)
        seat = rng.choice(sorted(seat for seat in session.to_move() if seat >= 0))
        session.act(seat, rng.choice(list(session.legal_actions(seat))))
    rules = session.game
    for reader in readers:
        alone = []
        for index, entry in enumerate(session.record):
            before, after = session.state_at(index), session.state_at(index + 1)
            alone.append(rules.describe(rules.redact(entry, reader, before), before, after))
        assert session.log_entries(reader) == alone, (game, reader)
