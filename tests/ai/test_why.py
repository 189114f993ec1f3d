"""The one line saying why a suggested action is good (issue 35): the game's own log line of the
action and the computer's judgement after it, from the seat's view alone, in every language."""

from __future__ import annotations

import functools

import pytest

from desktop_app.ai.base import make_bot
from desktop_app.ai.why import why
from desktop_app.engine.action import Action
from desktop_app.engine.messages import render
from desktop_app.engine.protocol import Game, View
from desktop_app.engine.session import Session
from tests.ai.test_bots import SpyGame

NAMES = ["Anna", "Ben", "Cem"]


def _positions(game_id: str, steps: int, seed: int = 3):
    """(session, seat, action) along a heuristic match, the action the bot chose there."""
    session = Session.new(game_id, 3, seed=seed)
    bots = {seat: make_bot("heuristic", seat) for seat in range(3)}
    for _ in range(steps):
        movers = sorted(s for s in session.to_move() if s >= 0)
        if not movers:
            return
        seat = movers[0]
        action = bots[seat].choose(session.game, seat, session.view(seat), session.legal_actions(seat))
        yield session, seat, action
        session.act(seat, action)


@pytest.mark.parametrize("game_id", ["maharaja", "forbidden_city", "arkadia"])
def test_the_line_names_the_action_in_the_logs_words_and_a_chance(game_id):
    lines = 0
    for session, seat, action in _positions(game_id, 30):
        real = session.head_state
        spy = SpyGame(session.game)
        line = why(spy, session.view(seat), seat, action)  # type: ignore[arg-type]
        assert all(state is not real for state in spy.seen), "the line was made from the real state"
        text = render(line, NAMES)
        assert text.startswith(NAMES[seat]) and " — " in text, text
        assert "chance to win at" in text and "%" in text
        # the same view and action always give the same line
        assert why(session.game, session.view(seat), seat, action) == line
        lines += 1
    assert lines >= 20


def test_the_line_never_says_a_board_the_seat_has_not_seen():
    """A doubt or a pavilion entered turns the bribe boards over: in a state rebuilt from the view
    they are made up, so the line leaves them out (the log says them once they are real)."""
    for session, seat, action in _positions("forbidden_city", 80, seed=5):
        if action.type == "answer" or action.type == "move":
            text = render(why(session.game, session.view(seat), seat, action), NAMES)
            assert "revealed" not in text, text


def test_what_a_step_sets_off_is_said_only_where_the_seats_view_decides_it():
    """The last disc chosen starts the next turn, revealing a disc: said only when it is the
    seat's own (the others' discs in a rebuilt state are made up)."""
    said = 0
    for session, seat, action in _positions("maharaja", 60, seed=2):
        if action.type != "choose_actions":
            continue
        what = render(why(session.game, session.view(seat), seat, action), NAMES).split(" — ")[0]
        if "revealing" in what:
            assert f"{NAMES[seat]}'s turn" in what, what
        said += 1
    assert said >= 3


@functools.cache
def _palace() -> tuple[Game, View, int, Action]:
    """The first palace a heuristic prince builds in a Maharaja match: game, view, seat, action."""
    for session, seat, action in _positions("maharaja", 200, seed=4):
        if action.type in ("build_palace", "build_palace_house"):
            return session.game, session.view(seat), seat, action
    raise AssertionError("no palace was built")


def test_a_palace_says_how_many_the_prince_would_have():
    text = render(why(*_palace()), NAMES)
    assert "of yours on the map" in text, text


@pytest.mark.parametrize(
    ("game_id", "kind", "fact"),
    [
        ("forbidden_city", "take_card", "more points for you"),
        ("arkadia", "finish_workers", "behind your screen"),
    ],
)
def test_what_a_step_gains_at_once_is_said_in_the_games_words(game_id, kind, fact):
    """The Forbidden City's points of a card taken, Arkadia's seals of a building completed."""
    for session, seat, action in _positions(game_id, 120):
        if action.type == kind:
            text = render(why(session.game, session.view(seat), seat, action), NAMES)
            if fact in text:
                assert text.index(fact) < text.index("chance to win"), text
                return
    pytest.fail(f"no {kind} said {fact!r}")


def test_an_action_the_view_cannot_take_says_only_what_it_is():
    session = Session.new("arkadia", 2, seed=1)
    seat = sorted(session.to_move())[0]
    line = why(session.game, session.view(seat), seat, Action.make("nonsense"))
    assert line.id == "engine.action"


@pytest.mark.parametrize("code", ["de", "nl"])
def test_the_line_in_german_and_dutch(qapp, code):
    from desktop_app import i18n

    before = i18n.current_language()
    i18n.set_language(code)
    try:
        text = i18n.render(why(*_palace()), NAMES)
    finally:
        i18n.set_language(before)
    assert {"de": "Gewinnchance", "nl": "winkans"}[code] in text
    assert {"de": "Pal", "nl": "palei"}[code] in text
