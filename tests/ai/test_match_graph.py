"""The match graph's numbers (issue 17, item 4): measures, chances, perspectives, turning points."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop_app.ai import match_graph as mg
from desktop_app.persistence import matchfile

MATCHES = Path(__file__).parents[1] / "fixtures" / "matches"


def states(name: str, upto: int | None = None):
    session = matchfile.load(MATCHES / name)
    end = len(session.record) if upto is None else upto
    return session, [session.state_at(step) for step in range(end + 1)]


@pytest.mark.parametrize("game_id", ["maharaja", "arkadia"])
def test_a_finished_match_ends_with_the_winner_certain_and_chances_sum_to_one(game_id):
    session, shown = states(f"v1-{game_id}-finished.tpmatch")
    points = mg.compute(session.game, shown, session.seed, mg.REVEALED)
    assert points is not None and len(points) == len(shown)
    winner = session.outcome().winner
    assert points[-1].chance == tuple(1.0 if seat == winner else 0.0 for seat in range(session.players))
    for point in points:
        assert sum(point.chance) == pytest.approx(1.0)
        assert all(0.0 <= value <= 1.0 for value in point.chance)
    # everything revealed: every seat's standing is known at every step
    assert all(value is not None for point in points for value in point.standing)


def test_a_seat_sees_only_its_own_arkadia_purse_and_the_spectator_none():
    session, shown = states("v1-arkadia-running.tpmatch", 40)
    mine = mg.compute(session.game, shown, session.seed, 0)
    public = mg.compute(session.game, shown, session.seed, None)
    assert mine is not None and public is not None
    assert all(point.standing[0] is not None and point.standing[1] is None for point in mine)
    assert all(point.standing == (None, None) for point in public)


def test_maharaja_standing_is_palaces_and_a_tenth_of_the_gold():
    session, shown = states("v1-maharaja-finished.tpmatch")
    view = session.game.view(shown[-1], None)
    seat = view["seats"][1]
    assert mg.standing("maharaja", view, 1) == seat["palaces_built"] + seat["gold"] / 10


def test_points_are_the_same_computed_at_once_or_step_by_step_and_cancel_stops():
    session, shown = states("v1-maharaja-running.tpmatch", 30)
    whole = mg.compute(session.game, shown, session.seed, 1)
    first = mg.compute(session.game, shown[:12], session.seed, 1)
    assert whole is not None and first is not None
    assert mg.compute(session.game, shown, session.seed, 1, known=first) == whole
    calls = []
    stopped = mg.compute(
        session.game,
        shown,
        session.seed,
        1,
        progress=lambda done, total: calls.append((done, total)),
        cancelled=lambda: len(calls) >= 5,
    )
    assert stopped is None and calls[-1] == (5, len(shown))


def test_points_round_trip_and_junk_is_refused():
    point = mg.Point((1.5, None), (0.25, 0.75))
    assert mg.Point.from_json(point.to_json(), 2) == point
    for junk in ([[1, 2], [0.5]], [[1, 2], [2.0, 0.0]], [["x", 1], [0.5, 0.5]], "no", [[1], [1]]):
        with pytest.raises(ValueError):
            mg.Point.from_json(junk, 2)


def test_turning_points_are_the_biggest_swings_kept_apart():
    chances = [0.5, 0.5, 0.9, 0.85, 0.5, 0.52, 0.52, 0.1, 0.1]
    points = [mg.Point((None, None), (c, 1 - c)) for c in chances]
    swings = mg.turning_points(points, 3, apart=3)
    assert [swing.step for swing in swings] == [2, 7]  # step 3/4's swings lie too close to step 2's
    biggest = max(swings, key=lambda swing: swing.size)
    assert biggest.step == 7 and biggest.before == pytest.approx(0.52) and biggest.after == pytest.approx(0.1)
    assert mg.turning_points(points[:1]) == []
