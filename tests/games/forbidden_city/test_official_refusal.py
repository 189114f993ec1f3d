"""Why an official that is not lit cannot be moved (``official_refusal``): the board's answer to a
click on it. Each test is named after the rule that answers."""

from __future__ import annotations

from desktop_app.engine.messages import render
from desktop_app.games.forbidden_city import official_refusal
from desktop_app.games.forbidden_city.state import BRIBE

from .helpers import scenario


def test_F_4_7_an_official_boxed_in_by_the_others_cannot_move() -> None:
    state = scenario()  # the 5x5 start block: the centre official touches four others
    refusal = official_refusal(state, 0, ["green", "green"])  # official 12 on start square 12
    assert refusal is not None and refusal.rule_id == "F-4.7"
    assert render(refusal.message) == (
        "the green/green official cannot move: every way out of its square is blocked"
    )


def test_F_4_7_an_official_at_the_edge_of_the_block_is_no_refusal() -> None:
    state = scenario()
    assert official_refusal(state, 0, ["red", "red"]) is None


def test_F_1_4_an_official_off_the_board_is_not_on_the_board() -> None:
    state = scenario(positions={"red/red": (7, 7), "blue/blue": (1, 1)})
    refusal = official_refusal(state, 0, ["green", "green"])
    assert refusal is not None and refusal.rule_id == "F-1.4"


def test_F_9_2_out_of_turn_the_refusal_is_the_engines_own() -> None:
    state = scenario(active=1)
    refusal = official_refusal(state, 0, ["red", "red"])
    assert refusal is not None and refusal.rule_id == "F-9.2"


def test_F_8_3_while_boards_are_set_nobody_moves() -> None:
    state = scenario(phase=BRIBE)
    refusal = official_refusal(state, 0, ["red", "red"])
    assert refusal is not None and refusal.rule_id in ("F-8.3", "F-9.2")
