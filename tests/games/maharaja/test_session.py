"""Whole matches through ``Session`` for every variant: replay, JSON views and secrecy of discs."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from desktop_app.engine.session import Session
from desktop_app.games.maharaja import GAME
from desktop_app.games.maharaja.actions import CHOICES
from desktop_app.games.maharaja.state import PLANNING

VARIANTS = ("base", "short", "pro1", "pro2")


def random_session(variant: str, players: int, seed: int) -> Session:
    session = Session.new("maharaja", players, {"variant": variant}, seed=seed)
    rng = random.Random(seed)
    while not session.is_over:
        seat = rng.choice(sorted(session.to_move()))
        legal = session.legal_actions(seat)
        session.act(seat, legal[rng.randrange(len(legal))])
    return session


@pytest.mark.parametrize("variant", VARIANTS)
def test_sessions_replay_and_views_hide_unrevealed_discs(variant: str) -> None:
    players = 2 + VARIANTS.index(variant)
    session = random_session(variant, players, seed=VARIANTS.index(variant) + 7)
    replayed = Session.from_record("maharaja", players, {"variant": variant}, session.seed, session.record)
    assert replayed.head_state == session.head_state
    assert session.outcome().ranking == replayed.outcome().ranking
    state = session.state_at(0)
    rng = random.Random(1)
    for entry in session.record:
        if state.phase == PLANNING:
            for seat in (None, *range(players)):
                view = GAME.view(state, seat)
                json.dumps(view)
                # another hidden choice for some other seat must not change this view
                for other in range(players):
                    if other == seat or state.players[other].disc is None:
                        continue
                    alt = rng.choice(CHOICES)
                    p = replace(state.players[other], disc=(alt["a"], alt["b"]))
                    changed = replace(
                        state, players=tuple(p if i == other else q for i, q in enumerate(state.players))
                    )
                    assert GAME.view(changed, seat) == view
        state = GAME.apply(state, entry.seat, entry.action)
    for seat in (None, *range(players)):
        assert len(session.log(seat)) == len(session.record)


def test_undo_stops_at_a_reveal() -> None:
    session = Session.new("maharaja", 2, {"variant": "base"}, seed=4)
    while session.head_state.phase != PLANNING:
        seat = min(session.to_move())
        session.act(seat, session.legal_actions(seat)[0])
    session.act(0, session.legal_actions(0)[0])
    assert session.can_undo(0)
    session.act(1, session.legal_actions(1)[0])  # completes phase B: a disc is turned over
    assert not session.can_undo(1)
