"""Setup, the deal as chance steps, turn structure and action format (C, D-1, M-3, M-4, N-1, N-2)."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from desktop_app.engine.action import Action
from desktop_app.engine.errors import IllegalAction, MalformedAction
from desktop_app.engine.seats import CHANCE
from desktop_app.engine.session import Session
from desktop_app.games.arkadia import GAME
from desktop_app.games.arkadia.state import CAN, DEAL, MUST, REFILL, TO_DISPLAY
from tests.games.arkadia.scenario import chance, dealt, kind, play


def test_C_1_C_2_empty_board_and_castle_pools() -> None:
    state = GAME.initial_state(4, {})
    assert state.buildings == () and state.workers == ()
    assert state.pools == ((3, 3, 3, 3), (3, 3, 3, 3), (1, 1, 1, 1))
    assert all(c == -1 for floor in state.castle for c in floor)


def test_C_3_players_start_with_three_workers_and_nothing_else() -> None:
    state = GAME.initial_state(3, {})
    for screen in state.screens:
        assert (screen.own, screen.neutral, screen.seals, screen.gold, screen.banners) == (
            3,
            0,
            (0,) * 4,
            0,
            4,
        )
    assert state.own_supply == (8, 8, 8) and state.neutral_supply == 24


def test_C_4_deal_order_is_seat_by_seat_then_display() -> None:
    state = GAME.initial_state(2, {})
    assert state.phase == DEAL and GAME.to_move(state) == {CHANCE}
    targets = []
    for _ in range(11):
        targets.append(GAME.view(state, None)["pending_draw"])
        outcome = GAME.chance_outcomes(state)[0][0]
        state = GAME.apply(state, CHANCE, outcome)
    assert (
        targets == [{"to": "hand", "seat": 0}] * 4 + [{"to": "hand", "seat": 1}] * 4 + [{"to": "display"}] * 3
    )
    assert [len(s.hand) for s in state.screens] == [4, 4] and len(state.display) == 3
    assert state.pile_size == 40 - 11


def test_C_5_seat_0_takes_the_first_turn() -> None:
    state = dealt(3)
    assert state.phase == MUST and GAME.to_move(state) == {0}


def test_M_3_chance_outcomes_are_kinds_weighted_by_copies() -> None:
    state = GAME.initial_state(2, {})
    outcomes = GAME.chance_outcomes(state)
    assert len(outcomes) == 28
    assert abs(sum(p for _, p in outcomes) - 1) < 1e-9
    red_house = dict(outcomes)[Action.make("reveal", family="red", building="house")]
    assert red_house == pytest.approx(2 / 40)
    state = replace(dealt(2, hands=[[("red", "house"), ("red", "house")]]), pending=0)
    assert Action.make("reveal", family="red", building="house") not in dict(GAME.chance_outcomes(state))
    with pytest.raises(IllegalAction) as error:
        chance(state, ("red", "house"))
    assert error.value.rule_id == "M-3"
    with pytest.raises(IllegalAction) as error:
        chance(GAME.initial_state(2, {}), ("red", "nowhere"))
    assert error.value.rule_id == "A-6"


def test_M_3_no_deck_order_in_the_state() -> None:
    state = GAME.initial_state(2, {})
    assert isinstance(state.pile, tuple) and len(state.pile) == 28  # counts per kind, not an order


def test_M_4_the_engine_is_deterministic_and_the_session_samples() -> None:
    a = Session.new("arkadia", 3, seed=5)
    b = Session.new("arkadia", 3, seed=5)
    assert a.record == b.record and all(e.chance for e in a.record)
    assert len(a.record) == 15


def test_D_1_turn_runs_must_refill_then_can() -> None:
    state = dealt(2, hands=[[("red", "house")]], display=[("olive", "house")])
    state = play(state, 0, ("red", "house"), [(4, 6), (4, 7)])
    assert state.phase == REFILL and GAME.to_move(state) == {0}
    state = GAME.apply(state, 0, Action.make("draw", source="display", family="olive", building="house"))
    assert state.pending == TO_DISPLAY and GAME.to_move(state) == {CHANCE}
    state = GAME.apply(state, CHANCE, GAME.chance_outcomes(state)[0][0])
    assert state.phase == CAN and GAME.to_move(state) == {0}
    state = GAME.apply(state, 0, Action.make("end_turn"))
    assert state.phase == MUST and state.active == 1
    with pytest.raises(IllegalAction) as error:
        GAME.apply(state, 0, Action.make("pass"))
    assert error.value.rule_id == "D-1"


def test_N_1_actions_round_trip_and_are_parsed_strictly() -> None:
    state = dealt(2)
    for action in GAME.legal_actions(state, 0)[:20]:
        assert Action.from_json(json.loads(json.dumps(action.to_json()))) == action
    with pytest.raises(MalformedAction):
        GAME.apply(state, 0, Action.make("play_card", family="red"))
    with pytest.raises(MalformedAction):
        GAME.apply(state, 0, Action.make("fly"))
    with pytest.raises(MalformedAction):
        GAME.apply(state, 0, Action.make("end_turn", extra=1))


def test_N_2_legal_sets_per_phase() -> None:
    state = dealt(2, hands=[[("red", "house")]], display=[("olive", "house")])
    assert {a.type for a in GAME.legal_actions(state, 0)} == {"play_card"}  # no building: no workers
    assert GAME.legal_actions(state, 1) == []
    state = play(state, 0, ("red", "house"), [(4, 6), (4, 7)])
    assert {(a.type, a["source"]) for a in GAME.legal_actions(state, 0)} == {
        ("draw", "pile"),
        ("draw", "display"),
    }
    state = chance(GAME.apply(state, 0, Action.make("draw", source="pile")), ("silver", "monastery"))
    assert GAME.legal_actions(state, 0) == [Action.make("use_banner"), Action.make("end_turn")]
    state = GAME.apply(state, 0, Action.make("use_banner"))
    assert GAME.legal_actions(state, 0) == [Action.make("end_turn")]  # no seals to cash
    state = GAME.apply(state, 0, Action.make("end_turn"))
    types = {a.type for a in GAME.legal_actions(state, 1)}
    assert types == {"play_card", "place_worker"}
    state = GAME.apply(state, 1, Action.make("place_worker", square=(3, 6), kind="own"))
    legal = GAME.legal_actions(state, 1)
    assert legal[-1] == Action.make("finish_workers") and {a.type for a in legal} == {
        "place_worker",
        "finish_workers",
    }
    assert GAME.to_move(state) == {1} and state.phase == "workers" and kind(("red", "house")) in state.discard
