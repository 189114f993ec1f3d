"""MUST B: workers (F), and stuck turns: exchange, pass, stall end (G)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from desktop_app.engine.action import Action
from desktop_app.engine.errors import IllegalAction
from desktop_app.games.arkadia import GAME, board
from desktop_app.games.arkadia.state import CAN, MUST, OVER, REFILL, WORKERS
from tests.games.arkadia.scenario import act, dealt, kind, with_building, with_screen, with_worker
from tests.games.arkadia.test_build import checkerboard

FARM = [(3, 2), (3, 3), (3, 4), (3, 5)]  # (3,1) left of it is a tent
HOUSE = [(8, 12), (8, 13)]


def _rule(call) -> str:
    with pytest.raises(IllegalAction) as error:
        call()
    return error.value.rule_id


def _board():
    state = dealt(2)
    state, farm = with_building(state, "red", "farm", FARM)
    state, house = with_building(state, "olive", "house", HOUSE)
    return with_screen(state, 0, own=2, neutral=1), farm, house


def worker(state, square, which="own"):
    return act(state, 0, "place_worker", square=square, kind=which)


def test_F_1_own_or_neutral_workers_from_behind_the_screen() -> None:
    state, _, _ = _board()
    state = worker(state, (2, 3))
    state = worker(state, (4, 3), "neutral")
    assert state.phase == WORKERS and state.screens[0].own == 1 and state.screens[0].neutral == 0
    assert state.workers[-2:] == ((board.index((2, 3)), 0), (board.index((4, 3)), -1))
    assert _rule(lambda: worker(state, (2, 4), "neutral")) == "F-1"
    assert _rule(lambda: worker(state, (2, 3))) == "F-1"  # occupied now
    assert _rule(lambda: act(state, 0, "place_worker", square=(2, 4), kind="ghost")) == "F-1"


def test_F_2_all_workers_of_one_step_next_to_one_building() -> None:
    state, farm, _ = _board()
    assert _rule(lambda: worker(state, (4, 7))) == "F-2"  # next to the lot only
    state = worker(state, (2, 2))
    assert state.candidates == (farm,)
    assert _rule(lambda: worker(state, (7, 12))) == "F-2"  # next to the house, not the farm
    legal = {a["square"] for a in GAME.legal_actions(state, 0) if a.type == "place_worker"}
    assert (2, 5) in legal and (7, 12) not in legal


def test_F_2_candidates_shrink_to_buildings_next_to_every_worker() -> None:
    state = dealt(2)
    state, a = with_building(state, "red", "house", [(1, 1), (1, 2)])
    state, b = with_building(state, "red", "house", [(3, 1 + 1), (3, 3)])
    state = with_screen(state, 0, own=3)
    state = worker(state, (2, 2))  # between both houses
    assert state.candidates == (a, b)
    state = worker(state, (0, 1))
    assert state.candidates == (a,)
    assert _rule(lambda: worker(state, (4, 2))) == "F-2"


def test_F_3_workers_never_move() -> None:
    state, _, _ = _board()
    state = act(worker(state, (2, 2)), 0, "finish_workers")
    assert (board.index((2, 2)), 0) in state.workers
    assert state.occupied >> board.index((2, 2)) & 1


def _tent_worker_then_completion(rules: str | None = None):
    """Seat 0 lays a worker on the tent beside the farm; the ring is then filled with neutral
    workers but for (2,2), which seat 1 fills, completing the farm in its own turn."""
    state, farm, _ = _board()
    if rules is not None:
        state = replace(state, rules=rules)
    state = worker(state, (3, 1))  # the tent left of the farm
    assert state.screens[0].neutral == 1  # no neutral worker for a worker on a tent
    state = act(state, 0, "finish_workers")
    for sq in board.squares_of(state.buildings[farm].ring):
        if sq != (2, 2) and not state.occupied >> board.index(sq) & 1:
            state = with_worker(state, sq, None)
    state = with_screen(replace(state, active=1, phase=MUST), 1, own=1)
    state = act(act(state, 1, "place_worker", square=(2, 2), kind="own"), 1, "finish_workers")
    assert state.buildings[farm].completed
    return state


def test_F_4_worker_on_a_tent_gives_no_neutral_worker_but_earns_at_another_players_completion() -> None:
    state = _tent_worker_then_completion()
    assert state.screens[0].seals == (1, 0, 0, 0)  # seat 0's worker on the tent is paid (H-2)
    assert state.screens[1].seals == (2, 0, 0, 0)  # own worker + the building's seal


def test_F_4_worker_on_a_tent_earns_at_its_own_players_completion() -> None:
    state, farm, _ = _board()
    for sq in board.squares_of(state.buildings[farm].ring):
        if sq != (3, 1) and not state.occupied >> board.index(sq) & 1:
            state = with_worker(state, sq, None)
    neutral = state.screens[0].neutral
    state = act(worker(state, (3, 1)), 0, "finish_workers")  # the tent: the last square of the ring
    assert state.buildings[farm].completed
    assert state.screens[0].neutral == neutral  # still no neutral worker for the tent
    assert state.screens[0].seals == (2, 0, 0, 0)  # the tent worker's seal + the building's seal


def test_F_4_rules_1_tent_workers_earned_nothing() -> None:
    """A match played under rules version 1 (before issue 31) keeps its old payout."""
    state = _tent_worker_then_completion("1")
    assert state.screens[0].seals == (0, 0, 0, 0)
    assert state.screens[1].seals == (2, 0, 0, 0)


def test_F_5_no_workers_or_no_free_neighbour() -> None:
    state = dealt(2)
    assert not [a for a in GAME.legal_actions(state, 0) if a.type == "place_worker"]
    assert _rule(lambda: worker(state, (4, 6))) == "F-5"
    built, _, _ = _board()
    broke = with_screen(built, 0, own=0, neutral=0)
    assert not [a for a in GAME.legal_actions(broke, 0) if a.type == "place_worker"]
    assert _rule(lambda: worker(broke, (2, 3))) == "F-5"


def test_G_1_G_2_stuck_player_must_exchange() -> None:
    state = dealt(2, hands=[[("red", "farm"), ("olive", "house")]])
    assert _rule(lambda: act(state, 0, "exchange_card", family="red", building="farm")) == "G-2"
    stuck = checkerboard(state)
    legal = GAME.legal_actions(stuck, 0)
    assert {a.type for a in legal} == {"exchange_card"}
    assert len(legal) == len(set(stuck.screens[0].hand))
    after = act(stuck, 0, "exchange_card", family="red", building="farm")
    assert after.phase == REFILL and kind(("red", "farm")) in after.discard
    assert len(after.screens[0].hand) == 3


def test_G_3_stuck_with_empty_hand_passes() -> None:
    stuck = checkerboard(dealt(2))
    assert _rule(lambda: act(stuck, 0, "pass")) == "G-3"
    empty = with_screen(stuck, 0, hand=())
    assert GAME.legal_actions(empty, 0) == [Action.make("pass")]
    can_work, _, _ = _board()
    assert _rule(lambda: act(with_screen(can_work, 0, hand=()), 0, "pass")) == "G-3"  # workers possible
    after = act(empty, 0, "pass")
    assert after.phase == CAN and after.passed


def test_G_4_can_step_follows_an_exchange_or_pass() -> None:
    empty = with_screen(checkerboard(dealt(2)), 0, hand=())
    after = act(empty, 0, "pass")
    assert {a.type for a in GAME.legal_actions(after, 0)} == {"use_banner", "end_turn"}
    assert after.owed == 0


def test_G_5_stall_end_after_n_pass_turns_without_banner() -> None:
    state = checkerboard(dealt(3))
    for seat in range(3):
        state = with_screen(state, seat, hand=())
    for seat in range(3):
        assert state.phase == MUST and state.active == seat
        state = act(act(state, seat, "pass"), seat, "end_turn")
    assert state.phase == OVER and GAME.outcome(state) is not None


def test_G_5_banner_use_resets_the_stall_count() -> None:
    state = checkerboard(dealt(2))
    for seat in range(2):
        state = with_screen(state, seat, hand=())
    state = act(act(state, 0, "pass"), 0, "end_turn")
    state = act(act(act(state, 1, "pass"), 1, "use_banner"), 1, "end_turn")
    assert state.phase == MUST and state.stall == 0


def test_F_4_the_payout_line_counts_the_tent_worker() -> None:
    """H-2 in the log: the completing step's line names the seal seat 0's tent worker earned."""
    from desktop_app.engine.messages import render
    from desktop_app.engine.protocol import Entry

    state, farm, _ = _board()
    for sq in board.squares_of(state.buildings[farm].ring):
        if sq not in ((3, 1), (2, 2)) and not state.occupied >> board.index(sq) & 1:
            state = with_worker(state, sq, None)
    state = act(worker(state, (3, 1)), 0, "finish_workers")  # seat 0's worker on the tent
    state = with_screen(replace(state, active=1, phase=MUST), 1, own=1)
    before = act(state, 1, "place_worker", square=(2, 2), kind="own")
    entry = Entry(1, Action.make("finish_workers"))
    after = GAME.apply(before, 1, entry.action)
    text = render(GAME.describe(entry, before, after), names=["Anna", "Ben"])
    assert "Anna gets seals: 1 red" in text and "Ben gets seals: 2 red" in text
