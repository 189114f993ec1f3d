"""Issue 12: the worker hint names the button exactly as it reads ("Place 2 workers", "Done with
workers"), not a "Place workers" button that does not exist."""

from __future__ import annotations

import random

from tests.ui.games.arkadia.conftest import new_session, sync_mover
from tests.ui.games.arkadia.test_play import _worker_turn, click_square, play_until


def test_worker_hint_quotes_the_confirm_button(qtbot, board, shown):
    session = new_session(seed=4)
    rng = random.Random(2)

    def build(session, legal, rng):
        plays = [a for a in legal if a.type == "play_card"]
        return rng.choice(plays) if plays else None

    assert play_until(session, _worker_turn, rng, prefer=build)
    sync_mover(board, session)
    building_id, offers = next(iter(sorted(board.selection.choosable_buildings().items())))
    building = session.view(board.seat)["buildings"][building_id]
    click_square(shown, tuple(building["squares"][0]))
    for square in sorted(offers)[:2]:
        click_square(shown, square)
        button = board.side.confirm_button.text()
        assert button.startswith("Place ") and f"“{button}”" in board.prompt()
    assert "Place workers" not in board.prompt()
