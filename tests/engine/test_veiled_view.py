"""Issue 33, item 1: ``Game.veiled_view`` — what a seat's board shows on a shared screen while its
person does not peek. It holds nothing but the public view and, while the seat is to move, the
secrets its decision is made with (never a Maharaja gold total)."""

from __future__ import annotations

import random

import pytest

from desktop_app.engine.session import Session


def _positions(game_id: str, options: dict, steps: int = 160):
    session = Session.new(game_id, 3, options, seed=9)
    rng = random.Random(4)
    yield session.state
    while session.to_move() and len(session.record) < steps:
        seat = min(session.to_move())
        session.act(seat, rng.choice(list(session.legal_actions(seat))))
        yield session.state


@pytest.mark.parametrize(
    ("game_id", "options"), [("forbidden_city", {}), ("arkadia", {}), ("maharaja", {"gold": "hidden"})]
)
def test_veiled_view_is_public_but_for_the_decision_in_hand(game_id, options):
    from desktop_app.engine.registry import get_game

    game = get_game(game_id)
    lifted = 0
    for state in _positions(game_id, options):
        movers = game.to_move(state)
        for seat in range(3):
            veiled = game.veiled_view(state, seat)
            public = game.public_view_as(state, seat)
            if seat not in movers:
                assert veiled == public  # nothing of the seat's own while another decides
                continue
            if game_id == "maharaja":
                assert veiled["seats"][seat]["gold"] is None or not game.has_private_view(state, seat)
            else:
                assert veiled in (public, game.view(state, seat))
            lifted += veiled != public
    # a bribe is set on a board that is blank until then: its dials are the view's, not a secret
    assert lifted or game_id == "forbidden_city", "no decision ever needed a secret"


def test_forbidden_city_shows_the_bribe_only_while_it_is_set():
    """F-2.5: the bribery board shows while its dials are set, and not while officials move."""
    from desktop_app.games.forbidden_city import GAME

    session = Session.new("forbidden_city", 3, seed=2)
    assert GAME.veiled_view(session.state, 0) == GAME.view(session.state, 0)
    for seat in range(3):
        session.act(seat, list(session.legal_actions(seat))[seat])
    mover = min(session.to_move())
    veiled = GAME.veiled_view(session.state, mover)
    assert veiled["boards"][mover]["official"] is None and veiled["you"] == mover
    assert GAME.view(session.state, mover)["boards"][mover]["official"] is not None


def test_arkadia_shows_the_hand_to_play_a_card_and_not_to_draw():
    """E-1: the MUST step plays from the hand; E-5: drawing is decided from the table."""
    from desktop_app.games.arkadia import GAME

    session = Session.new("arkadia", 3, seed=4)
    mover = min(session.to_move())
    assert GAME.veiled_view(session.state, mover)["seats"][mover]["hand"] is not None
    session.act(mover, next(a for a in session.legal_actions(mover) if a.type == "play_card"))
    assert session.view(None)["phase"] == "refill"
    veiled = GAME.veiled_view(session.state, mover)
    assert veiled["seats"][mover]["hand"] is None and veiled["seats"][mover]["screen"] is None
