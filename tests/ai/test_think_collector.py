"""A searching bot thinks with the cyclic collector held, wherever it is called.

A full collection can take a tenth of a second or more in a long match's process and runs at a
point no deadline check sees; the app's thinking threads hold the collector (``ui.bots``), and the
bot itself does so too, so the command line, a ``join --bot`` client and the benchmarks think the
same way (``IsmctsBot.choose``, ``desktop_app.threads``).
"""

from __future__ import annotations

import gc
import random
from collections.abc import Iterator

import pytest

from desktop_app.ai.base import make_bot
from desktop_app.engine.session import Session
from desktop_app.threads import collection_held, collection_is_held


@pytest.fixture
def collections() -> Iterator[list[int]]:
    """Every automatic collection in the process while the test runs, at one object a collection."""
    seen: list[int] = []

    def record(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            seen.append(info["generation"])

    thresholds = gc.get_threshold()
    was_enabled = gc.isenabled()
    gc.enable()
    gc.callbacks.append(record)
    gc.set_threshold(1, 1, 1)
    try:
        yield seen
    finally:
        gc.set_threshold(*thresholds)
        gc.callbacks.remove(record)
        if not was_enabled:
            gc.disable()


def _position(seed: int) -> Session:
    session = Session.new("forbidden_city", 3, None, seed)
    rng = random.Random(seed)
    while session.head_state.phase != "move":
        seat = min(session.to_move())
        session.act(seat, rng.choice(session.legal_actions(seat)))
    return session


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_no_collection_runs_while_a_searching_bot_thinks(collections, level) -> None:
    session = _position(6)
    seat = min(session.to_move())
    view, legal = session.view(seat), session.legal_actions(seat)
    game, choose = session.game, make_bot(level, 3, max_iterations=30).choose
    collections.clear()
    action = choose(game, seat, view, legal)  # a bound method made beforehand: the call allocates nothing
    during = list(collections)
    assert action in legal
    # At one object a collection the call's first allocation, before the bot can hold anything
    # (the callback's own record of the last collection counts), may still set one off; without
    # the hold, tens of thousands ran during this think.
    assert len(during) <= 1
    assert gc.isenabled() and not collection_is_held()  # on the main thread, back on at once
    made = [None]  # one allocation: the collector, back on, runs again
    assert made and collections


def test_a_bot_inside_a_held_collector_leaves_it_held() -> None:
    session = _position(7)
    seat = min(session.to_move())
    with collection_held():
        make_bot("hard", 4, max_iterations=10).choose(
            session.game, seat, session.view(seat), session.legal_actions(seat)
        )
        assert collection_is_held() and not gc.isenabled()
    assert gc.isenabled()
