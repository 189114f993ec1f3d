"""The Maharaja bots step their worlds as the rules do (issue 31): after a swap the players still to
act this round follow their new cards (M-3.3.1), in the planner's steps and the search's playouts."""

from __future__ import annotations

from desktop_app.ai.games.maharaja_plan import play_step
from desktop_app.ai.games.maharaja_search import heuristic_policy
from desktop_app.engine.action import Action
from desktop_app.games.maharaja import GAME
from tests.games.maharaja.helpers import act, fresh


def _swapping(rules: str = "2"):
    state = fresh(4, cards=((1,), (3,), (4,), (5,)), rules=rules)
    for seat in range(4):
        a, b = ("take_gold", "swap_card") if seat == 0 else ("take_gold", "take_gold")
        state = act(state, seat, "choose_actions", a=a, b=b)
    return state


def test_M_3_3_1_a_planned_swap_reorders_the_players_still_to_act() -> None:
    for rules, order in (("2", (0, 3, 1, 2)), ("1", (0, 1, 2, 3))):
        state = _swapping(rules)
        swap = Action.make("swap_card", take=5)
        planned = play_step(state, 0, (swap,))
        assert planned.order == GAME.apply(state, 0, swap).order == order
        assert planned.players == GAME.apply(state, 0, swap).players


def test_M_3_3_1_a_playout_gives_the_next_turn_by_the_cards_now() -> None:
    state = play_step(_swapping(), 0, (Action.make("swap_card", take=5),))
    after = GAME.apply(state, 0, Action.make("end_turn"))
    assert after.current == 3  # seat 3 was given card 1
    ended = heuristic_policy(GAME, after, rounds=1)
    assert ended.round == 2 or ended.phase == "over"
