"""Hidden information, chance and action granularity (M-10, M-11): views, redaction, reveals, log."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from desktop_app.engine import CHANCE, Action, IllegalAction
from desktop_app.engine.protocol import Entry
from desktop_app.engine.session import Session
from desktop_app.games.maharaja import GAME
from desktop_app.games.maharaja.actions import DISC_ACTIONS, PARAMS
from tests.fixtures.logs import log_line

from .helpers import act, fresh, turn


def choose(state, seat, a="take_gold", b="build_house"):
    return act(state, seat, "choose_actions", a=a, b=b)


def test_M_10_1_disc_choice_hidden_until_turn_start() -> None:
    state = choose(fresh(3), 1, "take_houses", "build_palace")
    own, other, spectator = GAME.view(state, 1), GAME.view(state, 0), GAME.view(state, None)
    assert own["my_disc"] == ["take_houses", "build_palace"] == own["seats"][1]["disc"]
    assert other["seats"][1]["disc"] is None and other["seats"][1]["has_chosen"]
    assert other["my_disc"] is None and spectator["my_disc"] is None
    assert "build_palace" not in json.dumps(other) and "build_palace" not in json.dumps(spectator)
    state = choose(state, 2, "take_gold", "take_gold")
    assert not GAME.view(state, 0)["seats"][2]["disc_revealed"]
    state = choose(state, 0)
    view = GAME.view(state, None)  # seat 0 (card 1) starts: only its disc is revealed
    assert view["seats"][0]["disc"] == ["take_gold", "build_house"] and view["seats"][1]["disc"] is None
    assert view["seats"][0]["slots_left"] == ["take_gold", "build_house"]
    state = act(state, 0, "end_turn")
    assert GAME.view(state, None)["seats"][1]["disc"] == ["take_houses", "build_palace"]


def test_M_10_1_log_entries_are_redacted_until_revealed() -> None:
    state = fresh(3)
    entry = Entry(1, Action.make("choose_actions", a="take_gold", b="swap_card"))
    assert GAME.redact(entry, 1, state) == entry
    hidden = GAME.redact(entry, 0, state)
    assert hidden == Entry(1, Action.make("choose_actions")) == GAME.redact(entry, None, state)
    assert log_line(GAME, entry, state, reader=0) == "Player 2 has chosen two actions"
    assert "swap" in log_line(GAME, entry, state)
    # the last choice, made by the first player in turn order, is revealed in the same step
    state = choose(choose(state, 1), 2)
    last = Entry(0, Action.make("choose_actions", a="take_gold", b="take_houses"))
    assert GAME.redact(last, 2, state) == last
    line = log_line(GAME, last, state)
    assert "Player 1's turn, revealing: take gold + take houses" in line


def test_M_10_1_reveals_marks_steps_that_turn_discs_over() -> None:
    state = choose(choose(fresh(3), 0), 1)
    before = state
    after = choose(state, 2)
    a = Action.make("choose_actions", a="take_gold", b="build_house")
    assert not GAME.reveals(fresh(3), 0, a, choose(fresh(3), 0))
    assert GAME.reveals(before, 2, a, after)
    ended = act(after, 0, "end_turn")
    assert GAME.reveals(after, 0, Action.make("end_turn"), ended)
    taken = act(after, 0, "take_gold")
    assert not GAME.reveals(after, 0, Action.make("take_gold"), taken)
    last = turn(fresh(2), 1)
    assert not GAME.reveals(last, 1, Action.make("end_turn"), act(last, 1, "end_turn"))


def test_M_10_2_only_the_shuffle_is_random() -> None:
    session = Session.new("maharaja", 4, {"variant": "pro2"}, seed=3)
    assert [e.chance for e in session.record] == [True]
    assert session.record[0].action.type == "shuffle_shields"
    state = session.state
    while GAME.to_move(state):
        assert CHANCE not in GAME.to_move(state)
        seat = min(GAME.to_move(state))
        state = GAME.apply(state, seat, GAME.legal_actions(state, seat)[-1])


def test_M_11_atomic_actions_round_trip_and_read_well() -> None:
    state = turn(fresh(3), 0, "move_house", "move_shield")
    for action in GAME.legal_actions(state, 0):
        assert Action.from_json(json.loads(json.dumps(action.to_json()))) == action
        assert set(action.to_json()) - {"type"} == PARAMS[action.type]
    assert len([a for a in GAME.legal_actions(fresh(3), 0)]) == 45
    assert len(DISC_ACTIONS) == 9
    assert Action.make("travel", road="r10").to_json() == {"type": "travel", "road": "r10"}


def test_M_11_unknown_actions_and_parameters_name_the_rule() -> None:
    state = turn(fresh(3), 0)
    bad_actions = (Action.make("fly"), Action.make("take_gold", amount=3), Action.make("travel"))
    for bad in bad_actions:
        with pytest.raises(IllegalAction) as error:
            GAME.apply(state, 0, bad)
        assert error.value.rule_id == "M-11"
    with pytest.raises(IllegalAction) as error:
        GAME.apply(state, 0, Action.make("pick_card", card=5))
    assert error.value.rule_id == "M-3.3.3"


def test_describe_covers_every_kind_of_step() -> None:
    session = Session.new("maharaja", 3, {"variant": "pro1"}, seed=11)
    rng = random.Random(2)
    while not session.is_over:
        seat = min(session.to_move())
        acts = session.legal_actions(seat)
        session.act(seat, acts[rng.randrange(len(acts))])
    for seat in (None, 0, 1, 2):
        lines = session.log(seat)
        assert len(lines) == len(session.record) and all(lines)
    assert any("is scored" in line for line in session.log(None))
    assert any("The game is over" in line for line in session.log(None))


def test_view_carries_what_a_board_needs() -> None:
    state = turn(fresh(4), 2, "take_gold", "build_house")
    view = GAME.view(state, 1)
    json.dumps(view)
    for key in (
        "phase",
        "round",
        "top",
        "queue",
        "track",
        "maharaja",
        "turn_order",
        "current",
        "villages",
        "cities",
        "architects",
        "seats",
        "my_disc",
        "cards",
        "chip_supply",
        "last_scoring",
        "travel",
    ):
        assert key in view
    assert view["current"] == 2 and view["seats"][2]["slots_left"] == ["take_gold", "build_house"]
    assert view["cards"]["held"] == {"1": 0, "2": 1, "3": 2, "4": 3} and view["cards"]["unused"] == [5, 6]
    assert view["maharaja"] == "jaipur" and view["architects"] == ["pushkar"] * 4


def test_M_11_parameters_of_the_wrong_type_are_refused() -> None:
    state = turn(fresh(3, "pro2"), 0, "swap_card", "move_shield")
    for bad in (
        Action.make("swap_card", take=4.0, give=None),
        Action.make("swap_card", take=True, give=None),
        Action.make("move_shield", city="ajmer", delta=1.0),
        Action.make("move_shield", city=["ajmer"], delta=1),
    ):
        with pytest.raises(IllegalAction):
            GAME.apply(state, 0, bad)
    picking = replace(state, phase="pick", picker=0, unused=(4, 5))
    with pytest.raises(IllegalAction):
        GAME.apply(picking, 0, Action.make("pick_card", card=4.0))
