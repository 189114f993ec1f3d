"""Review's seek shows the state a full replay of the record up to that step reaches (issue 18,
item 2): the session keeps every step's state, so a seek is a look-up, never a replay, and the
look-up must be the replay's answer at any step of a long match."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.engine.session import Session
from desktop_app.persistence import matchfile

MATCHES = Path(__file__).parents[1] / "fixtures" / "matches"


@cache
def finished(game_id: str) -> Session:
    return matchfile.load(MATCHES / f"v1-{game_id}-finished.tpmatch")


@settings(max_examples=12, deadline=None)
@given(game_id=st.sampled_from(["maharaja", "forbidden_city", "arkadia"]), fraction=st.floats(0, 1))
def test_a_seek_shows_what_a_full_replay_to_that_step_reaches(game_id, fraction):
    session = finished(game_id)
    step = round(fraction * len(session.record))
    replayed = Session.from_record(
        game_id, session.seats, session.options, session.seed, session.record[:step]
    ).head_state
    session.seek(step)
    assert session.state == replayed
    for seat in (None, *range(session.players)):
        assert session.view(seat) == session.game.view(replayed, seat)
    session.seek(len(session.record))
