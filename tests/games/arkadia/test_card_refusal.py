"""Why a card in hand cannot be built now (``card_refusal``): the board's answer to a click on a
dimmed hand card. Named after the rule that answers."""

from __future__ import annotations

from dataclasses import replace

from desktop_app.engine.messages import render
from desktop_app.games.arkadia import FULL, board, card_refusal
from tests.games.arkadia.scenario import dealt, kind, play

RED_HOUSE = ("red", "house")


def test_E_2_a_card_that_fits_somewhere_is_no_refusal() -> None:
    state = dealt(2, hands=[[RED_HOUSE]])
    assert card_refusal(state, 0, *RED_HOUSE) is None


def test_E_2_a_card_that_fits_nowhere_says_so() -> None:
    state = dealt(2, hands=[[RED_HOUSE]])
    full = replace(state, occupied=FULL)  # no empty square left anywhere
    refusal = card_refusal(full, 0, *RED_HOUSE)
    assert refusal is not None and refusal.rule_id == "E-2"
    assert render(refusal.message).startswith("the house fits nowhere on the board now")


def test_E_1_a_card_not_in_hand() -> None:
    state = dealt(2, hands=[[RED_HOUSE]])
    absent = next(
        (f, b) for f in board.FAMILIES for b in board.TYPES if kind((f, b)) not in state.screens[0].hand
    )
    refusal = card_refusal(state, 0, *absent)
    assert refusal is not None and refusal.rule_id == "E-1"


def test_D_1_out_of_turn_the_refusal_is_the_engines_own() -> None:
    state = dealt(2, hands=[[RED_HOUSE], [RED_HOUSE]])
    refusal = card_refusal(state, 1, *RED_HOUSE)
    assert refusal is not None and refusal.rule_id == "D-1"


def test_D_1_after_the_build_no_second_card_this_turn() -> None:
    state = dealt(2, hands=[[RED_HOUSE, RED_HOUSE]])
    state = play(state, 0, RED_HOUSE, [(4, 6), (4, 7)])
    refusal = card_refusal(state, 0, *RED_HOUSE)
    assert refusal is not None and refusal.rule_id == "D-1"
    assert render(refusal.message) == "a card is built only at the start of a turn, and this turn is past it"
